import { DEFAULT_TURNING_RADII, TURNING_CIRCLES, type TurningCircle } from './rules/kmh';
import { SYSTEM_ID } from './constants';
import { WindModel } from './data/wind';
import { renderCompass } from './canvas/wind-hud';
import { DEFAULT_TRUST, PLAYER_TRUST } from './authority/trust';

const { NumberField, StringField } = foundry.data.fields;

/** The rule modules a world can choose, per aspect of play (only those the system has so far). */
export const TURN_SEQUENCES = ['kmh', 'saltntar'] as const;
export const MOVEMENT_MODULES = ['kmh', 'saltntar'] as const;

/**
 * A setting choosing a rule module. The settings form offers the field's own choices, whose labels
 * it localises; a setting-level `choices` is not read when the type is a field.
 */
export function moduleChoiceField<const T extends readonly string[]>(
  setting: 'turnSequence' | 'movementModule',
  choices: T,
) {
  const labels = Object.fromEntries(
    choices.map((module) => [module, `BROADSIDE.Settings.${setting}.${module}`]),
  ) as Record<T[number], string>;
  return new StringField({ required: true, blank: false, choices: labels, initial: choices[0] });
}

/** What shows a setting's effect is drawn again: the turn deck, the wind compass, every open Broadside window. */
export function redrawForSettings(): void {
  void ui.combat?.render();
  void renderCompass();
  for (const app of foundry.applications.instances.values()) {
    if (app.options.classes.includes(SYSTEM_ID)) void app.render();
  }
}

type ModuleSetting = 'turnSequence' | 'movementModule';

/**
 * The turn sequence and the movement rules go together: a Salt'n'Tar turn starts its ships' moves
 * in its half moves, which KMH movement never rolls, and the KMH deck's Move cards roll KMH moves,
 * while Salt'n'Tar movement needs the strain, luck and wind phases only its own sequence runs. So
 * choosing one sets the other to the same module: the setting to change, or null when they agree.
 */
export function partnerSetting(
  changed: ModuleSetting,
  value: string,
  other: string,
): { key: ModuleSetting; value: string } | null {
  if (value === other) return null;
  return { key: changed === 'turnSequence' ? 'movementModule' : 'turnSequence', value };
}

/** On the active GM's client: sets the partner of a changed module setting, and says why. */
async function keepModulesTogether(changed: ModuleSetting, value: unknown): Promise<void> {
  if (!game.user?.isActiveGM || typeof value !== 'string') return;
  const otherKey = changed === 'turnSequence' ? 'movementModule' : 'turnSequence';
  const change = partnerSetting(changed, value, game.settings.get(SYSTEM_ID, otherKey));
  if (!change) return;
  await game.settings.set(SYSTEM_ID, change.key, change.value as (typeof TURN_SEQUENCES)[number]);
  const i18n = game.i18n;
  ui.notifications?.info(
    i18n.format('BROADSIDE.Settings.modulesTogether', {
      setting: i18n.localize(`BROADSIDE.Settings.${change.key}.name`),
      module: i18n.localize(`BROADSIDE.Settings.${change.key}.${change.value}`),
    }),
  );
}

/** The world setting that holds each turning template's radius in cm. */
const TURNING_RADIUS_SETTING = {
  small: 'turningRadiusSmall',
  medium: 'turningRadiusMedium',
  large: 'turningRadiusLarge',
} as const satisfies Record<TurningCircle, string>;

export function turningRadiusField(initial: number) {
  return new NumberField({ required: true, nullable: false, integer: true, min: 1, max: 60, initial });
}

/** The world's wind as a field holding its model, so its default is plain data, not a model built at init. */
export function windField() {
  return new foundry.data.fields.EmbeddedDataField(WindModel, { required: true, nullable: false });
}

/** How far players are trusted with cards on the GM's ships (decision desk-player-trust): its choices, labelled. */
export function playerTrustField() {
  const choices = Object.fromEntries(PLAYER_TRUST.map((t) => [t, `BROADSIDE.Settings.playerTrust.${t}`]));
  return new StringField({ required: true, blank: false, choices, initial: DEFAULT_TRUST });
}

export function schemaVersionField() {
  return new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 });
}

export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, 'wind', {
    name: 'BROADSIDE.Settings.wind.name',
    hint: 'BROADSIDE.Settings.wind.hint',
    scope: 'world',
    config: false,
    type: windField(),
    default: windField().getInitialValue(),
    // Every client's compass is redrawn from here. The first wind a world ever gets creates its
    // Setting document, so only createSetting fires for it, never updateSetting; onChange runs for
    // both (foundryvtt/foundryvtt#9051, #11924; test/support/FOUNDRY-FACTS.md section 5).
    onChange: () => void renderCompass(),
  });
  game.settings.register(SYSTEM_ID, 'turnSequence', {
    name: 'BROADSIDE.Settings.turnSequence.name',
    hint: 'BROADSIDE.Settings.turnSequence.hint',
    scope: 'world',
    config: true,
    type: moduleChoiceField('turnSequence', TURN_SEQUENCES),
    default: 'kmh',
    onChange: (value) => {
      redrawForSettings();
      void keepModulesTogether('turnSequence', value);
    },
  });
  game.settings.register(SYSTEM_ID, 'movementModule', {
    name: 'BROADSIDE.Settings.movementModule.name',
    hint: 'BROADSIDE.Settings.movementModule.hint',
    scope: 'world',
    config: true,
    type: moduleChoiceField('movementModule', MOVEMENT_MODULES),
    default: 'kmh',
    onChange: (value) => {
      redrawForSettings();
      void keepModulesTogether('movementModule', value);
    },
  });
  // Only GMs write a world setting; the desk reads it on its own client when a player applies a card.
  game.settings.register(SYSTEM_ID, 'playerTrust', {
    name: 'BROADSIDE.Settings.playerTrust.name',
    hint: 'BROADSIDE.Settings.playerTrust.hint',
    scope: 'world',
    config: true,
    type: playerTrustField(),
    default: DEFAULT_TRUST,
  });
  // The schema version the world's documents were last migrated to (0: a world new to Broadside).
  game.settings.register(SYSTEM_ID, 'schemaVersion', {
    scope: 'world',
    config: false,
    type: schemaVersionField(),
    default: 0,
  });

  for (const size of TURNING_CIRCLES) {
    game.settings.register(SYSTEM_ID, TURNING_RADIUS_SETTING[size], {
      name: `BROADSIDE.Settings.turningRadius.${size}.name`,
      hint: `BROADSIDE.Settings.turningRadius.${size}.hint`,
      scope: 'world',
      config: true,
      type: turningRadiusField(DEFAULT_TURNING_RADII[size]),
      default: DEFAULT_TURNING_RADII[size],
      onChange: redrawForSettings,
    });
  }
}

/** The radius in cm a world uses for a turning template. */
export function turningRadius(size: TurningCircle): number {
  return game.settings.get(SYSTEM_ID, TURNING_RADIUS_SETTING[size]);
}
