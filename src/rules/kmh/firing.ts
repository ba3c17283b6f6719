import { angleBetween } from '../geometry/angles';
import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import { d10Row } from '../dice/dice';
import type { Characteristics, NationalClass, Quality } from './nations';
import { choppyReduction } from './wind';
import { fireDiceLostToDamage } from './ship-tables';

/** The to-hit table: the band is the first whose upper bound covers the (rounded) distance. */
export const RANGE_BANDS = [
  { band: 'pointBlank', maxCm: 5, toHit: 2 },
  { band: 'short', maxCm: 12, toHit: 3 },
  { band: 'medium', maxCm: 20, toHit: 4 },
  { band: 'long', maxCm: 30, toHit: 5 },
  { band: 'extreme', maxCm: 40, toHit: 6 },
] as const;
export type RangeBand = (typeof RANGE_BANDS)[number]['band'];

/**
 * Range band of a measured distance in cm. Decision range-rounding: distances are rounded to the
 * nearest cm (halves up) so the gaps between the printed bands (5–6, 12–13 …) have an owner; 30 cm
 * is long range. Beyond 40 cm the target is out of range (null), unless the guns reach further
 * (`extremeToCm`, heavy fortress guns: decision battery-long-guns).
 */
export function rangeBand(distanceCm: number, extremeToCm = 40): (typeof RANGE_BANDS)[number] | null {
  if (!Number.isFinite(distanceCm) || distanceCm < 0) {
    throw new RulesError('InvalidDistance', `A range must be a distance of 0 cm or more; got ${String(distanceCm)}.`, {
      distanceCm,
    });
  }
  const cm = Math.round(distanceCm);
  for (const row of RANGE_BANDS) if (cm <= row.maxCm) return row;
  return cm <= extremeToCm ? RANGE_BANDS[RANGE_BANDS.length - 1]! : null;
}

/** Columns of the special damage table. */
export const SPECIAL_COLUMNS = ['hull', 'rigging', 'rakeHull', 'rakeRigging', 'grape', 'hotShot'] as const;
export type SpecialColumn = (typeof SPECIAL_COLUMNS)[number];

export type Aim = 'hull' | 'rigging';
export type Shot = 'round' | 'grape' | 'hotShot';
export type Rake = 'none' | 'stern' | 'bow';

export type FireTraits = Pick<
  Characteristics,
  'poorShotsAlways' | 'poorShotsAfterFirst' | 'initialBroadside' | 'carronadesOnly' | 'cowardlyLubbers'
>;

/** Everything the fire dialog knows about one broadside before it is rolled. */
export interface BroadsideOrder {
  /** Main broadside dice of the sheet (the firepower table, ± one for an over/under-gunned ship). */
  fireFactor: number;
  decks: number;
  nationalClass: NationalClass;
  quality: Quality;
  traits: Partial<FireTraits>;
  distanceCm: number;
  aim: Aim;
  shot?: Shot;
  rake?: Rake;
  partial?: boolean;
  /** This is the first broadside fired from this side of the ship. */
  firstFromThisSide?: boolean;
  /** The Fire card was held back and played later in the turn (needed for grape). */
  fireCardHeld?: boolean;
  /** Damage points the firer has sustained. */
  damagePoints?: number;
  /** Moves the firer has been burning. */
  movesBurning?: number;
  /** The firer's basic speed is halved (see speedHalved in ship-state). */
  speedHalved?: boolean;
  choppy?: boolean;
  /** Shore batteries are the only guns that may heat shot. */
  shoreBattery?: boolean;
  /** Furthest reach of extreme range, for fortress guns that outrange ships (default 40 cm). */
  extremeToCm?: number;
}

/** Ids of the pool's lines, in the order of §9.2 then the multipliers. */
export type FireModifierId =
  | 'poorShots'
  | 'initialBroadside'
  | 'fireOnBoard'
  | 'damage'
  | 'speedHalved'
  | 'eliteJackTars'
  | 'bellinghamBonus'
  | 'eliteJackTarsShortRange'
  | 'eliteSansCulottes'
  | 'sansCulottesLongRange'
  | 'sansCulottesExtremeRange'
  | 'choppySeas'
  | 'carronades'
  | 'sternRake'
  | 'bowRake'
  | 'riggingRake'
  | 'partialBroadside';

export interface FireModifier {
  id: FireModifierId;
  /** Change to the pool at this line (the multipliers show the dice they add or remove). */
  dice: number;
}

/** A broadside ready to roll: what the dialog shows and what the roll needs. */
export interface BroadsidePlan {
  range: RangeBand;
  toHit: number;
  aim: Aim;
  shot: Shot;
  rake: Rake;
  column: SpecialColumn;
  fireFactor: number;
  modifiers: FireModifier[];
  /** The additive lines took the pool below zero and it was raised to zero before multiplying. */
  floored: boolean;
  pool: number;
  /** At extreme range every hit on the rigging strikes a speed box. */
  allHitsStrikeBoxes: boolean;
}

const SHORT_OR_CLOSER: ReadonlySet<RangeBand> = new Set(['pointBlank', 'short']);

function fail(code: string, message: string, details: Record<string, unknown> = {}): never {
  throw new RulesError(code, message, details);
}

/**
 * Builds the dice pool of a broadside (§9.2): the additive modifiers, then carronades and rake
 * multipliers, then halving for a partial broadside; never below zero.
 */
export function planBroadside(order: BroadsideOrder): BroadsidePlan {
  const factor = requireInteger('fire factor', order.fireFactor, 0, 40);
  const decks = requireInteger('decks', order.decks, 1, 3);
  const shot = order.shot ?? 'round';
  const rake = order.rake ?? 'none';
  const traits = order.traits;
  const reach = order.extremeToCm ?? 40;
  const band = rangeBand(order.distanceCm, reach);
  if (!band) fail('OutOfRange', `The target is ${order.distanceCm} cm away, beyond extreme range (${reach} cm).`);
  const range = band.band;
  const close = SHORT_OR_CLOSER.has(range);

  if (order.aim === 'rigging' && range === 'pointBlank')
    fail('NoRiggingAtPointBlank', 'At point blank range only the hull can be the target.');
  if (order.aim === 'hull' && traits.cowardlyLubbers && range !== 'pointBlank' && shot === 'round') {
    fail('CowardlyMustFireRigging', 'Cowardly lubbers fire at the rigging whenever they can.');
  }
  if (traits.carronadesOnly && !close) fail('CarronadeRange', 'Carronades reach only short and point blank range.');
  if (shot === 'grape') {
    if (range !== 'pointBlank') fail('GrapeRange', 'Grape is fired only at point blank range.');
    if (!order.fireCardHeld) fail('GrapeNeedsHeldCard', 'Grape needs a Fire card that was held back and played later.');
  }
  if (shot === 'hotShot' && !order.shoreBattery) fail('HotShotShoreOnly', 'Only shore batteries heat shot.');

  const mods: FireModifier[] = [];
  const elite = order.quality === 'elite';
  const jackTars = order.nationalClass === 'jollyJackTars';
  const sansCulottes = order.nationalClass === 'sansCulottes';
  const first = order.firstFromThisSide ?? false;

  // Decision poor-shots-first: "after the first broadside" is counted per side, like the sheet's boxes.
  if (traits.poorShotsAlways || (traits.poorShotsAfterFirst && !first)) mods.push({ id: 'poorShots', dice: -1 });
  // Decision initial-broadside: only ships with the characteristic get it.
  if (traits.initialBroadside && first) mods.push({ id: 'initialBroadside', dice: elite ? Math.max(2, decks) : 1 });
  const burning = requireInteger('moves burning', order.movesBurning ?? 0, 0, 1000);
  if (burning > 0) mods.push({ id: 'fireOnBoard', dice: -2 * burning });
  const lost = fireDiceLostToDamage(order.damagePoints ?? 0);
  if (lost > 0) mods.push({ id: 'damage', dice: -lost });
  if (order.speedHalved) mods.push({ id: 'speedHalved', dice: -1 });
  if (jackTars && elite) mods.push({ id: 'eliteJackTars', dice: 1 });
  if (jackTars && order.quality === 'average' && close) mods.push({ id: 'bellinghamBonus', dice: 1 });
  if (jackTars && elite && close) mods.push({ id: 'eliteJackTarsShortRange', dice: Math.max(2, decks) });
  if (sansCulottes && elite) mods.push({ id: 'eliteSansCulottes', dice: 1 });
  if (sansCulottes && range === 'long') mods.push({ id: 'sansCulottesLongRange', dice: 1 });
  if (sansCulottes && range === 'extreme') mods.push({ id: 'sansCulottesExtremeRange', dice: 2 });
  // Decision choppy-on-factor: the cut is worked out on the sheet's fire factor.
  const choppyCut = order.choppy ? choppyReduction(factor, decks) : 0;
  if (choppyCut > 0) mods.push({ id: 'choppySeas', dice: -choppyCut });

  let pool = factor;
  for (const m of mods) pool += m.dice;
  const floored = pool < 0;
  if (floored) pool = 0;

  // Decision carronade-doubling: double the modified pool before any rake multiplier.
  if (traits.carronadesOnly && pool > 0) {
    mods.push({ id: 'carronades', dice: pool });
    pool *= 2;
  }
  if (rake !== 'none' && pool > 0) {
    if (order.aim === 'rigging') {
      mods.push({ id: 'riggingRake', dice: pool });
      pool *= 2;
    } else if (rake === 'stern') {
      mods.push({ id: 'sternRake', dice: pool });
      pool *= 2;
    } else {
      const extra = Math.ceil(pool / 2);
      mods.push({ id: 'bowRake', dice: extra });
      pool += extra;
    }
  }
  if (order.partial && pool > 0) {
    const halved = Math.ceil(pool / 2);
    mods.push({ id: 'partialBroadside', dice: halved - pool });
    pool = halved;
  }

  return {
    range,
    toHit: band.toHit,
    aim: order.aim,
    shot,
    rake,
    column: specialColumn(order.aim, shot, rake),
    fireFactor: factor,
    modifiers: mods,
    floored,
    pool,
    allHitsStrikeBoxes: order.aim === 'rigging' && range === 'extreme',
  };
}

/** Which special damage column a broadside reads. Decision grape-column: grape and hot shot keep their own columns when
 * raking. */
export function specialColumn(aim: Aim, shot: Shot, rake: Rake): SpecialColumn {
  if (shot === 'grape') return 'grape';
  if (shot === 'hotShot') return 'hotShot';
  if (rake !== 'none') return aim === 'rigging' ? 'rakeRigging' : 'rakeHull';
  return aim;
}

/** The dice of one broadside and what they did, before the target's sheet is touched. */
export interface BroadsideRoll {
  faces: number[];
  hits: number;
  sixes: number;
  /** Damage points the hits do (on the rigging, sixes strike boxes instead). */
  damagePoints: number;
  /** Secondary speed boxes the hits strike directly. */
  secondaryBoxes: number;
  /** The special-damage check die (a d10, 10 read as 10), rolled when there is at least one hit. */
  specialCheck: number | null;
  /** The special table row (0–9) when the check succeeded. */
  specialRow: number | null;
}

/**
 * Rolls a planned broadside: the pool, then (with any hit) the special check d10, then the row
 * d10 when the check is at most the hits. The hot path: one pass over the faces, no lists.
 */
export function fireBroadside(plan: BroadsidePlan, dice: DiceSource): BroadsideRoll {
  const faces = dice.roll(plan.pool, 6);
  const toHit = plan.toHit;
  let hits = 0;
  let sixes = 0;
  for (let i = 0; i < faces.length; i++) {
    const face = faces[i]!;
    if (face >= toHit) {
      hits++;
      if (face === 6) sixes++;
    }
  }
  let damagePoints = hits;
  let secondaryBoxes = 0;
  if (plan.aim === 'rigging') {
    secondaryBoxes = plan.allHitsStrikeBoxes ? hits : sixes;
    damagePoints = hits - secondaryBoxes;
  }
  let specialCheck: number | null = null;
  let specialRow: number | null = null;
  if (hits > 0) {
    // Decision special-check: the check die is thrown only when there is a hit to count.
    specialCheck = dice.roll(1, 10)[0]!;
    if (specialCheck <= hits) specialRow = d10Row(dice.roll(1, 10)[0]!);
  }
  return { faces, hits, sixes, damagePoints, secondaryBoxes, specialCheck, specialRow };
}

/** Bow or stern chasers: the sheet's chaser dice at the range's to-hit number, hull only (decision chaser-dice). */
export function planChasers(chaserDiceCount: number, distanceCm: number): BroadsidePlan {
  const pool = requireInteger('chaser dice', chaserDiceCount, 0, 4);
  const band = rangeBand(distanceCm);
  if (!band) fail('OutOfRange', `The target is ${distanceCm} cm away, beyond extreme range (40 cm).`);
  return {
    range: band.band,
    toHit: band.toHit,
    aim: 'hull',
    shot: 'round',
    rake: 'none',
    column: 'hull',
    fireFactor: pool,
    modifiers: [],
    floored: false,
    pool,
    allHitsStrikeBoxes: false,
  };
}

/** Turns a shore battery must spend heating shot before the first hot shot. */
export const HOT_SHOT_HEATING_TURNS = 8;

export function hotShotReady(turnsHeated: number): boolean {
  return requireInteger('turns heated', turnsHeated, 0) >= HOT_SHOT_HEATING_TURNS;
}

/**
 * Firing into a boarding action: every third hit falls on the friendly ship locked with the
 * target; specials still fall on the target.
 */
export function splitHitsIntoBoarding(hits: number): { target: number; friend: number } {
  requireInteger('hits', hits, 0);
  const friend = Math.floor(hits / 3);
  return { target: hits - friend, friend };
}

/** One ship's part of a broadside fired into a boarding action. */
export interface BoardingShare {
  hits: number;
  damagePoints: number;
  secondaryBoxes: number;
}

/**
 * How a broadside's hits, DP and boxes divide when it is fired into a boarding action: the engine's
 * split gives every third hit to the friend, and the friend's hits are taken from the DP first, then
 * from the boxes (decision boarding-fire-split).
 */
export function boardingShares(
  hits: number,
  damagePoints: number,
  secondaryBoxes: number,
): { target: BoardingShare; friend: BoardingShare } {
  const split = splitHitsIntoBoarding(hits);
  const friendPoints = Math.min(split.friend, damagePoints);
  const friendBoxes = split.friend - friendPoints;
  return {
    target: {
      hits: split.target,
      damagePoints: damagePoints - friendPoints,
      secondaryBoxes: secondaryBoxes - friendBoxes,
    },
    friend: { hits: split.friend, damagePoints: friendPoints, secondaryBoxes: friendBoxes },
  };
}

/** Raking needs the firer square to the target: 90° with at most this many degrees either side. */
export const RAKE_TOLERANCE_DEGREES = 3;

/**
 * Whether the angle between the firer's line of fire and the target's keel is a rake.
 * `angleDegrees` is the angle between the two ships' keels (0–180).
 */
export function isRake(angleDegrees: number): boolean {
  if (!Number.isFinite(angleDegrees)) throw new RulesError('InvalidAngle', 'An angle must be a number of degrees.');
  const a = ((angleDegrees % 180) + 180) % 180;
  return Math.abs(a - 90) <= RAKE_TOLERANCE_DEGREES;
}

/** A full broadside needs the target's mainmast within 15° of the firing beam. */
export const FULL_BROADSIDE_ARC_DEGREES = 15;

/**
 * Full or partial from the bearing of the target's mainmast off the firer's bow (degrees,
 * 0 = dead ahead, 90 = abeam). Decision full-arc: exactly 15° off the beam is still full.
 */
export function broadsideKind(mainmastBearingDegrees: number): 'full' | 'partial' {
  const b = angleBetween(mainmastBearingDegrees, 0); // 0..180 off the bow
  return Math.abs(b - 90) <= FULL_BROADSIDE_ARC_DEGREES ? 'full' : 'partial';
}
