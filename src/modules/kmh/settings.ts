/**
 * Kiss Me, Hardy's world settings: the radius of each turning template, in cm (the sailing code
 * reads them through canvas/turning-radius.ts). Registered by the module at init, whatever the
 * world plays, so a choice made later finds them.
 */
import { DEFAULT_TURNING_RADII, TURNING_CIRCLES } from '../../rules/kmh';
import { SYSTEM_ID } from '../../constants';
import { TURNING_RADIUS_SETTING } from '../../canvas/turning-radius';
import { redrawForSettings } from '../../settings';

export function turningRadiusField(initial: number) {
  const { NumberField } = foundry.data.fields;
  return new NumberField({ required: true, nullable: false, integer: true, min: 1, max: 60, initial });
}

declare module 'fvtt-types/configuration' {
  interface SettingConfig {
    'broadside.turningRadiusSmall': ReturnType<typeof turningRadiusField>;
    'broadside.turningRadiusMedium': ReturnType<typeof turningRadiusField>;
    'broadside.turningRadiusLarge': ReturnType<typeof turningRadiusField>;
  }
}

export function registerKmhSettings(): void {
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
