import { RulesError } from '../errors';
import type { RangeBand } from './tables';

/**
 * The Kyngesreach bands on the table (decision kr-range-measure): the texts give no distances, so
 * the bands sit on the table's own ranges in centimetres, the nearest band for each: close up to
 * 5 cm, standard to 12, long to 20, extreme to 40. Beyond that no broadside is fired.
 */
export const BAND_REACH_CM: readonly { band: RangeBand; maxCm: number }[] = [
  { band: 'close', maxCm: 5 },
  { band: 'standard', maxCm: 12 },
  { band: 'long', maxCm: 20 },
  { band: 'extreme', maxCm: 40 },
];

/** The band a measured distance falls in, rounded to the nearest cm (halves up); null beyond extreme range. */
export function bandForDistance(distanceCm: number): RangeBand | null {
  if (!Number.isFinite(distanceCm) || distanceCm < 0)
    throw new RulesError('InvalidDistance', `A range must be a distance of 0 cm or more; got ${String(distanceCm)}.`, {
      distanceCm,
    });
  const cm = Math.round(distanceCm);
  return BAND_REACH_CM.find((row) => cm <= row.maxCm)?.band ?? null;
}
