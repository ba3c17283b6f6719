import { RulesError, requireInteger } from '../errors';

/** The rates of the data sheet, largest first. */
export const RATES = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'sloop', 'gunBrig', 'cutter'] as const;
export type Rate = (typeof RATES)[number];

export const TURNING_CIRCLES = ['small', 'medium', 'large'] as const;
export type TurningCircle = (typeof TURNING_CIRCLES)[number];

export interface RateData {
  /** Basic speed in cm before foul bottom. */
  basicSpeed: number;
  /** Gun decks on a ship of this rate unless the sheet says otherwise. */
  decks: number;
  turningCircle: TurningCircle;
  /** The usual gun range of the rate, for the sheet's hint and for suggesting a rate from guns. */
  guns: { min: number; max: number | null };
}

export const RATE_DATA: Readonly<Record<Rate, RateData>> = {
  first: { basicSpeed: 10, decks: 3, turningCircle: 'large', guns: { min: 100, max: null } },
  second: { basicSpeed: 11, decks: 3, turningCircle: 'large', guns: { min: 90, max: 98 } },
  third: { basicSpeed: 12, decks: 2, turningCircle: 'medium', guns: { min: 64, max: 80 } },
  fourth: { basicSpeed: 11, decks: 2, turningCircle: 'medium', guns: { min: 50, max: 60 } },
  fifth: { basicSpeed: 15, decks: 1, turningCircle: 'small', guns: { min: 32, max: 40 } },
  sixth: { basicSpeed: 14, decks: 1, turningCircle: 'small', guns: { min: 20, max: 28 } },
  sloop: { basicSpeed: 16, decks: 1, turningCircle: 'small', guns: { min: 16, max: 18 } },
  // The text gives gun-brigs and cutters no gun range.
  gunBrig: { basicSpeed: 10, decks: 1, turningCircle: 'small', guns: { min: 0, max: null } },
  cutter: { basicSpeed: 16, decks: 1, turningCircle: 'small', guns: { min: 0, max: null } },
};

/** A ship's footprint on the table: length bow to stern and beam, in cm. */
export interface Footprint {
  lengthCm: number;
  beamCm: number;
}

/**
 * Token footprints by rate: the smallest base a 1:1200 model of the rate fits on, in the half
 * squares Foundry sizes tokens by (decision token-footprint). Drawn bow up, a token's height is
 * her length and its width her beam, as the fire dialog reads them.
 */
export const FOOTPRINTS: Readonly<Record<Rate, Footprint>> = {
  first: { lengthCm: 7.5, beamCm: 2.5 },
  second: { lengthCm: 7.5, beamCm: 2.5 },
  third: { lengthCm: 7.5, beamCm: 2.5 },
  fourth: { lengthCm: 5, beamCm: 2.5 },
  fifth: { lengthCm: 5, beamCm: 2.5 },
  sixth: { lengthCm: 5, beamCm: 2.5 },
  sloop: { lengthCm: 5, beamCm: 2.5 },
  gunBrig: { lengthCm: 5, beamCm: 2.5 },
  cutter: { lengthCm: 2.5, beamCm: 2.5 },
};

export function isRate(value: string): value is Rate {
  return (RATES as readonly string[]).includes(value);
}

export function rateData(rate: string): RateData {
  if (!isRate(rate)) throw new RulesError('UnknownRate', `There is no rate "${rate}".`, { rate });
  return RATE_DATA[rate];
}

/**
 * The firepower table: the main broadside's dice come from the smallest "up to" column that is
 * at least the ship's guns. The last column is "fewer than 20".
 */
export const FIREPOWER_TABLE: readonly { upToGuns: number; broadsideDice: number; chaserDice: number }[] = [
  { upToGuns: 19, broadsideDice: 2, chaserDice: 1 },
  { upToGuns: 24, broadsideDice: 3, chaserDice: 1 },
  { upToGuns: 36, broadsideDice: 4, chaserDice: 1 },
  { upToGuns: 40, broadsideDice: 5, chaserDice: 1 },
  { upToGuns: 44, broadsideDice: 6, chaserDice: 1 },
  { upToGuns: 50, broadsideDice: 7, chaserDice: 1 },
  { upToGuns: 64, broadsideDice: 8, chaserDice: 2 },
  { upToGuns: 74, broadsideDice: 9, chaserDice: 2 },
  { upToGuns: 80, broadsideDice: 10, chaserDice: 2 },
  { upToGuns: 98, broadsideDice: 11, chaserDice: 2 },
  { upToGuns: 100, broadsideDice: 12, chaserDice: 2 },
  { upToGuns: 112, broadsideDice: 13, chaserDice: 2 },
  { upToGuns: 120, broadsideDice: 14, chaserDice: 2 },
];

/** Most guns the system accepts (the largest ships of the age carried about 140). */
export const MAX_GUNS = 150;

function firepowerRow(guns: number) {
  requireInteger('guns', guns, 0, MAX_GUNS);
  // Past 120 guns the table has no column; such a ship keeps the 120 column (decision firepower-past-120).
  return FIREPOWER_TABLE.find((row) => guns <= row.upToGuns) ?? FIREPOWER_TABLE[FIREPOWER_TABLE.length - 1]!;
}

/** Main broadside dice from the number of guns. */
export function broadsideDice(guns: number): number {
  return firepowerRow(guns).broadsideDice;
}

/** Dice of each set of bow or stern chasers, from the number of guns. */
export function chaserDice(guns: number): number {
  return firepowerRow(guns).chaserDice;
}

/** Decks a rate has unless the sheet overrides them. */
export function decksForRate(rate: string): number {
  return rateData(rate).decks;
}

/** Basic speed in cm: the rate's (or the sheet's own), less 1 cm for a foul bottom, never below 1. */
export function basicSpeed(rate: string, options: { override?: number | null; foulBottom?: boolean } = {}): number {
  const base = options.override ?? rateData(rate).basicSpeed;
  requireInteger('basic speed', base, 1, 40);
  return Math.max(1, base - (options.foulBottom ? 1 : 0));
}

/** The ship's base factor (damage points): guns unless set otherwise; "go large" takes a 74's. */
export const GO_LARGE_BASE_FACTOR = 74;
export function baseFactor(guns: number, options: { override?: number | null; goLarge?: boolean } = {}): number {
  requireInteger('guns', guns, 0, MAX_GUNS);
  if (options.goLarge) return GO_LARGE_BASE_FACTOR;
  return options.override ?? guns;
}

/**
 * The turning circle in use: the rate's size, one size up for poor sailors and for each mast lost.
 * `stepsPastLargest` counts the sizes beyond the largest: then the ship must sail 1 cm straight
 * for each cm it turns.
 */
export function turningCircle(rate: string, options: { poorSailors?: boolean; mastsLost?: number } = {}) {
  const mastsLost = requireInteger('masts lost', options.mastsLost ?? 0, 0, 4);
  const index = TURNING_CIRCLES.indexOf(rateData(rate).turningCircle) + (options.poorSailors ? 1 : 0) + mastsLost;
  const last = TURNING_CIRCLES.length - 1;
  return {
    size: TURNING_CIRCLES[Math.min(index, last)]!,
    stepsPastLargest: Math.max(0, index - last),
  };
}

/** Default radii of the three turning templates in cm (a world setting may change them). */
export const DEFAULT_TURNING_RADII: Readonly<Record<TurningCircle, number>> = { small: 6, medium: 9, large: 12 };

/** Speed boxes: one primary box per cm of basic speed, three secondary boxes in each. */
export const SECONDARY_PER_PRIMARY = 3;

export function speedBoxes(basic: number, secondaryStruck: number) {
  requireInteger('basic speed', basic, 0, 40);
  const total = basic * SECONDARY_PER_PRIMARY;
  const struck = requireInteger('secondary speed boxes struck', secondaryStruck, 0, total);
  const left = total - struck;
  return {
    primary: basic,
    secondary: total,
    secondaryLeft: left,
    /** A primary box counts while it has at least one secondary box left. */
    currentSpeed: Math.ceil(left / SECONDARY_PER_PRIMARY),
  };
}

/** Every five damage points sustained costs one fire die. */
export function fireDiceLostToDamage(damagePoints: number): number {
  return Math.floor(requireInteger('damage points', damagePoints, 0) / 5);
}
