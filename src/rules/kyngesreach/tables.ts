/**
 * The Kyngesreach tables as data (v1.4 draft, with v1.3 for what the draft leaves out). Each row
 * is the text's number; what the texts leave open is named by its decision id.
 */

export const SHIP_CLASSES = ['sloop-brig', 'frigate', 'fourth-rate', 'ship-of-the-line'] as const;
export type ShipClass = (typeof SHIP_CLASSES)[number];

export const MASTS = ['fore', 'main', 'mizzen'] as const;
export type MastName = (typeof MASTS)[number];

export const SIDES = ['port', 'starboard'] as const;
export type Side = (typeof SIDES)[number];

export const CALIBRES = [9, 18, 32] as const;
export type Calibre = (typeof CALIBRES)[number];

export const AMMUNITION = ['round', 'chain', 'bar', 'grape'] as const;
export type Ammunition = (typeof AMMUNITION)[number];

/** A class's figures before the sheet changes any of them. */
export interface ClassFigures {
  /** Handling rating: the class's modifier to every Seamanship contest for the gauge. */
  handling: number;
  dr: number;
  hip: number;
  sailHp: number;
  mastDr: Record<MastName, number>;
}

/**
 * Sloop/brig, frigate and ship of the line are the texts' rows. The texts rate a fourth-rate only
 * for handling; she takes the ship of the line's other figures (decision kr-fourth-rate). A ship of
 * the line's DR is 40 to 50 and her HIP 1,000 to 1,250; the class gives the low end and the sheet
 * may raise it within the range (decision kr-class-ranges).
 */
export const CLASS_FIGURES: Readonly<Record<ShipClass, ClassFigures>> = {
  'sloop-brig': { handling: 2, dr: 10, hip: 250, sailHp: 100, mastDr: { fore: 15, main: 20, mizzen: 15 } },
  frigate: { handling: 1, dr: 20, hip: 500, sailHp: 200, mastDr: { fore: 20, main: 25, mizzen: 20 } },
  'fourth-rate': { handling: 0, dr: 40, hip: 1000, sailHp: 400, mastDr: { fore: 25, main: 30, mizzen: 25 } },
  'ship-of-the-line': { handling: -1, dr: 40, hip: 1000, sailHp: 400, mastDr: { fore: 25, main: 30, mizzen: 25 } },
};

/** The range a sheet may set for a class's DR and HIP (decision kr-class-ranges). */
export const CLASS_RANGES: Readonly<Record<ShipClass, { dr: [number, number]; hip: [number, number] }>> = {
  'sloop-brig': { dr: [10, 10], hip: [250, 250] },
  frigate: { dr: [20, 20], hip: [500, 500] },
  'fourth-rate': { dr: [40, 50], hip: [1000, 1250] },
  'ship-of-the-line': { dr: [40, 50], hip: [1000, 1250] },
};

/** A calibre's shot: dice of six times a multiplier against DR, and its fixed harm to sails. */
export const CALIBRE_TABLE: Readonly<Record<Calibre, { dice: number; multiplier: number; sailDamage: number }>> = {
  9: { dice: 6, multiplier: 2, sailDamage: 10 },
  18: { dice: 6, multiplier: 3, sailDamage: 20 },
  32: { dice: 6, multiplier: 4, sailDamage: 40 },
};

export const RANGE_BANDS = ['extreme', 'long', 'standard', 'close'] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

/** Each band's ceiling on the share of guns that hit (in percent) and its Gunner modifier. */
export const RANGE_TABLE: Readonly<Record<RangeBand, { maxRate: number; modifier: number }>> = {
  extreme: { maxRate: 25, modifier: -4 },
  long: { maxRate: 50, modifier: -2 },
  standard: { maxRate: 100, modifier: 0 },
  close: { maxRate: 100, modifier: 1 },
};

/** Margin of success to hit rate in percent: the lowest margin of each row. */
export const HIT_RATE_ROWS: readonly { minMargin: number; rate: number }[] = [
  { minMargin: 8, rate: 100 },
  { minMargin: 6, rate: 75 },
  { minMargin: 4, rate: 50 },
  { minMargin: 2, rate: 25 },
  { minMargin: 0, rate: 10 },
];

/** The hit rate a successful Gunner roll's margin earns (0 for a negative margin). */
export function hitRateForMargin(margin: number): number {
  for (const row of HIT_RATE_ROWS) if (margin >= row.minMargin) return row.rate;
  return 0;
}

/** Penetration strength to HIP loss by the v1.4 table, not its formula (decision kr-hip-table). */
export const HIP_LOSS_ROWS: readonly { minPs: number; loss: number }[] = [
  { minPs: 51, loss: 50 },
  { minPs: 31, loss: 40 },
  { minPs: 21, loss: 30 },
  { minPs: 11, loss: 20 },
  { minPs: 1, loss: 10 },
];

export function hipLossFor(penetration: number): number {
  for (const row of HIP_LOSS_ROWS) if (penetration >= row.minPs) return row.loss;
  return 0;
}

export const SINKING_STATES = ['sound', 'stressed', 'flooding', 'critical', 'sinking', 'sunk'] as const;
export type SinkingState = (typeof SINKING_STATES)[number];

/**
 * HIP left, in percent of the whole, to the sinking state. A shared edge belongs to the better
 * state: exactly 75% is still minor damage (decision kr-band-edges).
 */
export const SINKING_ROWS: readonly { minPercent: number; state: SinkingState }[] = [
  { minPercent: 75, state: 'sound' },
  { minPercent: 50, state: 'stressed' },
  { minPercent: 25, state: 'flooding' },
  { minPercent: 10, state: 'critical' },
];

export function sinkingState(hip: number, maxHip: number): SinkingState {
  if (hip <= 0) return 'sunk';
  for (const row of SINKING_ROWS) if (hip * 100 >= row.minPercent * maxHip) return row.state;
  return 'sinking';
}

/**
 * Sail HP lost, in percent of the whole, to the gauge penalty. A band starts at its own figure:
 * exactly a quarter lost already costs 1 (decision kr-band-edges). All of it lost leaves the ship
 * immobile, and she cannot hold the gauge (decision kr-sail-immobile).
 */
export const SAIL_LOSS_ROWS: readonly { minPercent: number; penalty: number }[] = [
  { minPercent: 75, penalty: -4 },
  { minPercent: 50, penalty: -2 },
  { minPercent: 25, penalty: -1 },
];

export function sailPenalty(sailHp: number, maxSailHp: number): number {
  const lost = maxSailHp - Math.max(0, sailHp);
  for (const row of SAIL_LOSS_ROWS) if (lost * 100 >= row.minPercent * maxSailHp) return row.penalty;
  return 0;
}

/** Location of an unaimed hit on 1d6 (v1.3). */
export type Location = 'hull' | 'rigging' | 'deck' | 'cannons' | 'critical';
export const LOCATION_BY_FACE: readonly Location[] = ['hull', 'hull', 'rigging', 'deck', 'cannons', 'critical'];

/** The critical table on 1d6 (v1.3), rolled only for a location-6 hit that penetrates. */
export type CriticalEffect = 'fire' | 'steering' | 'magazine' | 'injury' | 'rigging-collapse' | 'major';
export const CRITICAL_BY_FACE: readonly CriticalEffect[] = [
  'fire',
  'steering',
  'magazine',
  'injury',
  'rigging-collapse',
  'major',
];

/** What a called shot aims at. */
export type CalledTarget = 'rudder' | 'rigging' | 'mast' | 'deck';

/** Each called shot's ammunition and aiming penalty; all need standard or close range. */
export const CALLED_SHOTS: Readonly<Record<CalledTarget, { ammunition: Ammunition; penalty: number }>> = {
  rudder: { ammunition: 'round', penalty: -3 },
  rigging: { ammunition: 'chain', penalty: -3 },
  mast: { ammunition: 'bar', penalty: -6 },
  deck: { ammunition: 'grape', penalty: -3 },
};

/** The bands an aimed shot may be fired at. */
export const AIMED_BANDS: readonly RangeBand[] = ['standard', 'close'];

/** DR of the sails and rigging to a chain-shot or location-3 hit (decision kr-rigging-dr). */
export const RIGGING_DR = 10;

/** Rounds to reload: same ammunition, an empty gun with a new kind, a loaded gun with a new kind. */
export const RELOAD_ROUNDS = { same: 3, emptyNew: 4, loadedNew: 5 } as const;

/** The enemy's Gunner bonus for each mast this ship has lost (one mast), and for two or more. */
export const MAST_LOST_BONUS: Readonly<Record<MastName, number>> = { fore: 2, main: 3, mizzen: 1 };
export const TWO_MASTS_BONUS = 5;

/** Round-1 Weather Sense result to its gauge modifier. */
export function weatherSenseModifier(success: boolean, critical: boolean): number {
  if (success) return critical ? 2 : 1;
  return critical ? -1 : 0;
}

/** Wind-gauge modifiers with a fixed value. */
export const GAUGE_MODIFIERS = { riggingHit: -1, tactics: 1, magicWind: 2, holderGunner: 1, tieGunner: -1 } as const;

/** Readiness a deck-crew hit costs, in percentage points (decision kr-readiness). */
export const READINESS_PER_HIT = 10;
