/**
 * The turning templates' radii as the world sets them (settings.ts registers the settings). Kept
 * apart from the settings so the sailing code reads them without importing the settings' wiring.
 */
import { SYSTEM_ID } from '../constants';

/** The world setting that holds each turning template's radius in cm. */
export const TURNING_RADIUS_SETTING = {
  small: 'turningRadiusSmall',
  medium: 'turningRadiusMedium',
  large: 'turningRadiusLarge',
} as const;

/** The radius in cm a world uses for a turning template. */
export function turningRadius(size: keyof typeof TURNING_RADIUS_SETTING): number {
  return game.settings.get(SYSTEM_ID, TURNING_RADIUS_SETTING[size]);
}
