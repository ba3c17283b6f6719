/**
 * One world setting per aspect of play, choosing its rule module from those registered. The
 * choices are the registry's, so a new module shows up in the settings without a change here.
 */
import { SYSTEM_ID } from '../constants';
import {
  ASPECTS,
  modulesFor,
  moduleFor,
  partnerChoices,
  type Aspect,
  type AspectContract,
  type RuleModule,
} from './rule-modules';

/**
 * Each aspect's setting key. Turn sequence and movement keep the keys worlds already store their
 * choice under.
 */
export const ASPECT_SETTING = {
  turnSequence: 'turnSequence',
  movement: 'movementModule',
  gunnery: 'gunneryModule',
  boarding: 'boardingModule',
  personalCombat: 'personalCombatModule',
} as const satisfies Record<Aspect, string>;

/** A module's name as an aspect's setting offers it (lang key). */
export function moduleLabel(module: RuleModule, aspect: Aspect): string {
  return module.aspectLabels?.[aspect] ?? module.label;
}

/**
 * The field of an aspect's setting: the registered modules that play it, by their names. The
 * settings form offers the field's own choices, whose labels it localises; a setting-level
 * `choices` is not read when the type is a field.
 */
export function aspectChoiceField(aspect: Aspect) {
  const able = modulesFor(aspect);
  return new foundry.data.fields.StringField({
    required: true,
    blank: false,
    choices: () => Object.fromEntries(modulesFor(aspect).map((m) => [m.id, moduleLabel(m, aspect)])),
    initial: able[0]?.id ?? '',
  });
}

/**
 * Registers the setting of each aspect given that some module plays; `onChange` redraws what the
 * choice shows. An aspect no module plays has no setting, and `chosenModule` refuses it.
 */
export function registerAspectSettings(aspects: readonly Aspect[], onChange: (aspect: Aspect) => void): void {
  for (const aspect of aspects) {
    if (!modulesFor(aspect).length) continue;
    const field = aspectChoiceField(aspect);
    game.settings.register(SYSTEM_ID, ASPECT_SETTING[aspect], {
      name: `BROADSIDE.Settings.aspect.${aspect}.name`,
      hint: `BROADSIDE.Settings.aspect.${aspect}.hint`,
      scope: 'world',
      config: true,
      type: field,
      default: field.initial as string,
      onChange: (value) => {
        onChange(aspect);
        void keepPartnersTogether(aspect, value);
      },
    });
  }
}

/** The id an aspect's setting holds (blank for an aspect no module plays, which has no setting). */
function chosenId(aspect: Aspect): string {
  return modulesFor(aspect).length ? String(game.settings.get(SYSTEM_ID, ASPECT_SETTING[aspect]) ?? '') : '';
}

/**
 * On the active GM's client: a module chosen for an aspect it plays only with itself for others
 * (its `needs`) is chosen for those too, and the GM is told which setting followed.
 */
async function keepPartnersTogether(aspect: Aspect, value: unknown): Promise<void> {
  if (!game.user?.isActiveGM || typeof value !== 'string') return;
  const i18n = game.i18n;
  for (const change of partnerChoices(aspect, value, chosenId)) {
    await game.settings.set(SYSTEM_ID, ASPECT_SETTING[change.aspect], change.id);
    ui.notifications?.info(
      i18n.format('BROADSIDE.Settings.modulesTogether', {
        setting: i18n.localize(`BROADSIDE.Settings.aspect.${change.aspect}.name`),
        module: i18n.localize(moduleLabel(moduleFor(change.aspect, change.id), change.aspect)),
      }),
    );
  }
}

/** The module the world plays an aspect with. */
export function chosenModule(aspect: Aspect): RuleModule {
  return moduleFor(aspect, chosenId(aspect));
}

/** What the module the world plays an aspect with brings for it. */
export function chosenContract<A extends Aspect>(aspect: A): AspectContract<A> {
  return chosenModule(aspect).aspects[aspect] as AspectContract<A>;
}

export { ASPECTS };
