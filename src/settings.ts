import { DEFAULT_TURNING_RADII, TURNING_CIRCLES, type TurningCircle } from './rules/kmh';
import { SYSTEM_ID } from './constants';
import { WindModel } from './data/wind';

const { NumberField, StringField } = foundry.data.fields;

/** The rule modules a world can choose, per aspect of play (only those the system has so far). */
export const TURN_SEQUENCES = ['kmh', 'saltntar'] as const;
export const MOVEMENT_MODULES = ['kmh', 'saltntar'] as const;

export function moduleChoiceField<const T extends readonly string[]>(choices: T) {
  return new StringField({ required: true, blank: false, choices: [...choices], initial: choices[0] });
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

export function schemaVersionField() {
  return new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 });
}

export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, 'wind', {
    name: 'BROADSIDE.Settings.wind.name',
    hint: 'BROADSIDE.Settings.wind.hint',
    scope: 'world',
    config: false,
    type: WindModel,
    default: new WindModel(),
  });
  game.settings.register(SYSTEM_ID, 'turnSequence', {
    name: 'BROADSIDE.Settings.turnSequence.name',
    hint: 'BROADSIDE.Settings.turnSequence.hint',
    scope: 'world',
    config: true,
    type: moduleChoiceField(TURN_SEQUENCES),
    choices: Object.fromEntries(TURN_SEQUENCES.map((m) => [m, `BROADSIDE.Settings.turnSequence.${m}`])),
    default: 'kmh',
  });
  game.settings.register(SYSTEM_ID, 'movementModule', {
    name: 'BROADSIDE.Settings.movementModule.name',
    hint: 'BROADSIDE.Settings.movementModule.hint',
    scope: 'world',
    config: true,
    type: moduleChoiceField(MOVEMENT_MODULES),
    choices: Object.fromEntries(MOVEMENT_MODULES.map((m) => [m, `BROADSIDE.Settings.movementModule.${m}`])),
    default: 'kmh',
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
    });
  }
}

/** The radius in cm a world uses for a turning template. */
export function turningRadius(size: TurningCircle): number {
  return game.settings.get(SYSTEM_ID, TURNING_RADIUS_SETTING[size]);
}
