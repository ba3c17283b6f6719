/**
 * Salt'n'Tar's hull types and their speed factors (the revised text's tables), and the bearings a
 * ship can have to the wind on an eight- or six-point compass.
 */
import type { CompassPoints } from '../geometry/compass';

export const HULL_TYPES = [
  'largeGalley',
  'smallGalley',
  'longship',
  'largeMerchant',
  'smallMerchant',
  'sailedWarship',
  'cutter',
  'schooner',
] as const;
export type HullType = (typeof HULL_TYPES)[number];

/**
 * Bearings from running (wind dead astern) to head to wind. The last is called luffing or backing
 * depending on the rig; both sail backwards.
 */
export const BEARINGS = ['running', 'broadReaching', 'quarterReaching', 'beating', 'headToWind'] as const;
export type Bearing = (typeof BEARINGS)[number];

export interface HullData {
  /** Speed factor per bearing; negative: the ship goes astern. */
  speedFactors: Readonly<Record<Bearing, number>>;
  /** What the rig calls sailing head to wind. */
  headToWind: 'luffing' | 'backing';
  /** May furl and row at wind speed 0 or 1. */
  oars: boolean;
  /** Masts, for a broken mast on the strain table (decision saltntar-masts). */
  masts: number;
}

const factors = (
  running: number,
  broadReaching: number,
  quarterReaching: number,
  beating: number,
  headToWind: number,
) => ({
  running,
  broadReaching,
  quarterReaching,
  beating,
  headToWind,
});

export const HULLS: Readonly<Record<HullType, HullData>> = {
  largeGalley: { speedFactors: factors(9, 10, 8, 3, -1), headToWind: 'luffing', oars: true, masts: 2 },
  smallGalley: { speedFactors: factors(8, 9, 7, 2, -1), headToWind: 'luffing', oars: true, masts: 1 },
  longship: { speedFactors: factors(11, 12, 9, 4, -2), headToWind: 'backing', oars: true, masts: 1 },
  largeMerchant: { speedFactors: factors(9, 10, 8, 3, -1), headToWind: 'backing', oars: false, masts: 2 },
  smallMerchant: { speedFactors: factors(8, 9, 7, 3, -1), headToWind: 'backing', oars: false, masts: 1 },
  sailedWarship: { speedFactors: factors(10, 11, 10, 4, -1), headToWind: 'backing', oars: false, masts: 3 },
  cutter: { speedFactors: factors(6, 8, 7, 5, -1), headToWind: 'luffing', oars: false, masts: 1 },
  schooner: { speedFactors: factors(10, 12, 11, 8, -1), headToWind: 'luffing', oars: false, masts: 2 },
};

export type { CompassPoints } from '../geometry/compass';

/**
 * The bearing for each compass step away from head to wind: eight points have four steps
 * (45° each), six points three (60°), without a quarter reach.
 */
export const BEARING_STEPS: Readonly<Record<CompassPoints, readonly Bearing[]>> = {
  8: ['headToWind', 'beating', 'quarterReaching', 'broadReaching', 'running'],
  6: ['headToWind', 'beating', 'broadReaching', 'running'],
};

export { pointDegrees } from '../geometry/compass';

/**
 * A hull type for a KMH rate when the GM has not chosen one (decision saltntar-hull-default):
 * merchants large or small by size, cutters as cutters, sloops and gun-brigs as schooners, every
 * other rate a sailed warship.
 */
export function defaultHullType(rate: string, merchant: boolean): HullType {
  if (merchant) return rate === 'cutter' || rate === 'sloop' || rate === 'gunBrig' ? 'smallMerchant' : 'largeMerchant';
  if (rate === 'cutter') return 'cutter';
  if (rate === 'sloop' || rate === 'gunBrig') return 'schooner';
  return 'sailedWarship';
}
