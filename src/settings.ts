import { DEFAULT_TURNING_RADII, TURNING_CIRCLES, type TurningCircle } from './rules/kmh';
import { SYSTEM_ID } from './sheets/sheet-support';

const { NumberField } = foundry.data.fields;

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
  // The schema version the world's documents were last migrated to (0: a world new to Broadside).
  game.settings!.register(SYSTEM_ID, 'schemaVersion', {
    scope: 'world',
    config: false,
    type: schemaVersionField(),
    default: 0,
  });

  for (const size of TURNING_CIRCLES) {
    game.settings!.register(SYSTEM_ID, TURNING_RADIUS_SETTING[size], {
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
  return game.settings!.get(SYSTEM_ID, TURNING_RADIUS_SETTING[size]);
}
