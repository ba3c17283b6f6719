/**
 * One world setting per aspect of play, choosing its rule module from those registered. The
 * choices are the registry's, so a new module shows up in the settings without a change here.
 */
import { SYSTEM_ID } from '../constants';
import { ASPECTS, modulesFor, moduleFor, type Aspect, type RuleModule } from './rule-modules';

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

/** The field of an aspect's setting: the registered modules that play it, by their names. */
export function aspectChoiceField(aspect: Aspect) {
  const able = modulesFor(aspect);
  return new foundry.data.fields.StringField({
    required: true,
    blank: false,
    choices: () => Object.fromEntries(modulesFor(aspect).map((m) => [m.id, m.label])),
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
      onChange: () => onChange(aspect),
    });
  }
}

/** The module the world plays an aspect with. */
export function chosenModule(aspect: Aspect): RuleModule {
  const key = ASPECT_SETTING[aspect];
  const id = game.settings.settings.has(`${SYSTEM_ID}.${key}`) ? String(game.settings.get(SYSTEM_ID, key)) : '';
  return moduleFor(aspect, id);
}

export { ASPECTS };
