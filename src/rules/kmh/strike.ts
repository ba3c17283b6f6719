import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import type { Characteristics, Quality } from './nations';
import type { KmhShipState } from './ship-state';
import { currentSpeed, currentValue, dismasted, mastsBroughtDown, speedBelowHalf } from './ship-state';
import { rollFiftyFifty, rollPercent } from './rolls';

/** Value bands of the strike table, highest first; a band covers `min` and up to the next one. */
export const STRIKE_VALUE_BANDS = [100, 80, 60, 50, 40, 30, 20, 15, 10, 1] as const;
/** Original-value columns: 100+, 80–99, 60–79, 50–59, 40–49, 30–39, 20–29, under 20. */
export const STRIKE_ORIGINAL_BANDS = [100, 80, 60, 50, 40, 30, 20, 0] as const;

/**
 * The strike table: rows by current value (bands above), columns by original value. `null` is a
 * printed "n/a" (decision strike-na: read as 0%; the ship cannot normally be there).
 */
export const STRIKE_TABLE: readonly (readonly (number | null)[])[] = [
  [0, 0, null, null, null, null, null, null],
  [5, 0, 0, null, null, null, null, null],
  [15, 5, 0, 0, null, null, null, null],
  [25, 20, 10, 0, 0, null, null, null],
  [35, 30, 25, 10, 10, 0, null, null],
  [45, 40, 35, 30, 20, 10, 0, null],
  [55, 50, 45, 40, 35, 30, 25, 0],
  [65, 60, 55, 50, 40, 35, 30, 10],
  [70, 65, 65, 60, 50, 45, 40, 30],
  [80, 75, 70, 65, 60, 55, 50, 50],
];

function bandIndex(bands: readonly number[], value: number): number {
  const i = bands.findIndex((min) => value >= min);
  return i === -1 ? bands.length - 1 : i;
}

/**
 * Base chance of striking from the original and current values. Decision strike-zero: a ship at
 * zero value reads the 1–9 row.
 */
export function strikeTableChance(original: number, current: number): number {
  requireInteger('original value', original, 1, 400);
  requireInteger('current value', current, 0, 400);
  const row = STRIKE_TABLE[bandIndex(STRIKE_VALUE_BANDS, current)]!;
  return row[bandIndex(STRIKE_ORIGINAL_BANDS, original)] ?? 0;
}

/** Percentage modifiers of the strike test, positive making a strike likelier. */
export const STRIKE_MODIFIERS = {
  mastBroughtDown: 10,
  speedBelowHalf: 10,
  lostBoardingDeck: 10,
  onFire: 10,
  rudderShotThrough: 5,
  highOfficerCasualties: 10,
  crewCasualties: 5,
  rakedThisTurn: 15,
  rakedBefore: 5,
  friendStruckInSight: 5,
  grappledToBiggerShip: 5,
  cowardlyLubbers: 15,
  merchant: 30,
  flagshipStruck: 5,
  wonBoardingAction: -5,
  moreFriendsThanEnemies: -5,
  determined: -10,
  ferventlyDetermined: -20,
  elite: -5,
  flagship: -15,
} as const;
export type StrikeModifierId = keyof typeof STRIKE_MODIFIERS;

/** What the table cannot see on the sheet: the situation around the ship. */
export interface StrikeSituation {
  ship: KmhShipState;
  quality: Quality;
  traits: Partial<Pick<Characteristics, 'determined' | 'ferventlyDetermined' | 'cowardlyLubbers'>>;
  /** Damage points sustained this turn (75% of the base factor or more strikes at once). */
  damageThisTurn: number;
  merchant?: boolean;
  boardingDecksLost?: number;
  wonBoardingAction?: boolean;
  rakedThisTurn?: boolean;
  rakedBefore?: boolean;
  friendsStruckInSight?: number;
  grappledToBiggerShip?: boolean;
  flagshipStruck?: boolean;
  moreFriendsThanEnemiesWithin20?: boolean;
  flagship?: boolean;
}

export interface StrikeTestResult {
  original: number;
  current: number;
  tableChance: number;
  modifiers: { id: StrikeModifierId; percent: number }[];
  /** Final chance, 0–100. */
  chance: number;
  /** 75% or more of the base factor lost this turn: struck without a roll. */
  automatic: boolean;
  roll: number | null;
  strikes: boolean;
}

/** The chance a ship strikes, with every modifier that applies, before the roll. */
export function strikeChance(s: StrikeSituation): Omit<StrikeTestResult, 'roll' | 'strikes'> {
  const ship = s.ship;
  const original = ship.baseFactor;
  const current = currentValue(ship);
  const tableChance = strikeTableChance(original, current);
  const mods: { id: StrikeModifierId; percent: number }[] = [];
  const add = (id: StrikeModifierId, times = 1) => {
    if (times > 0) mods.push({ id, percent: STRIKE_MODIFIERS[id] * times });
  };
  // Decision strike-bowsprit: the bowsprit is not a mast here, as in trigger (c).
  add('mastBroughtDown', mastsBroughtDown(ship));
  if (speedBelowHalf(ship)) add('speedBelowHalf');
  add('lostBoardingDeck', requireInteger('boarding decks lost', s.boardingDecksLost ?? 0, 0, 3));
  if (ship.fire !== 'none') add('onFire');
  if (ship.steeringDamaged) add('rudderShotThrough');
  if (ship.highOfficerCasualties) add('highOfficerCasualties');
  if (ship.crewCasualties) add('crewCasualties');
  if (s.rakedThisTurn) add('rakedThisTurn');
  if (s.rakedBefore) add('rakedBefore');
  add('friendStruckInSight', requireInteger('friends struck in sight', s.friendsStruckInSight ?? 0, 0, 200));
  if (s.grappledToBiggerShip) add('grappledToBiggerShip');
  if (s.traits.cowardlyLubbers) add('cowardlyLubbers');
  if (s.merchant) add('merchant');
  if (s.flagshipStruck) add('flagshipStruck');
  if (s.wonBoardingAction) add('wonBoardingAction');
  if (s.moreFriendsThanEnemiesWithin20) add('moreFriendsThanEnemies');
  if (s.traits.ferventlyDetermined) add('ferventlyDetermined');
  else if (s.traits.determined) add('determined');
  if (s.quality === 'elite') add('elite');
  if (s.flagship) add('flagship');
  let chance = tableChance;
  for (const m of mods) chance += m.percent;
  chance = Math.min(100, Math.max(0, chance));
  const lostThisTurn = requireInteger('damage this turn', s.damageThisTurn, 0);
  return { original, current, tableChance, modifiers: mods, chance, automatic: lostThisTurn * 4 >= original * 3 };
}

/** The Strike Test card for one marked ship: d% at or under the chance strikes. */
export function strikeTest(s: StrikeSituation, dice: DiceSource): StrikeTestResult {
  const c = strikeChance(s);
  if (c.automatic) return { ...c, roll: null, strikes: true };
  const roll = rollPercent(dice);
  return { ...c, roll, strikes: roll <= c.chance };
}

/** Why a ship must take the strike test, as the rules letter them. */
export type StrikeTrigger = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g';

/**
 * Triggers met between two states of a ship (before and after some damage, within one turn).
 * (g) is the repeat of (a) or (f): a ship already past half value that takes more damage, or
 * already below half speed that loses more. Decision strike-g-boarding: every deck lost is (d).
 */
export function strikeTriggers(
  before: KmhShipState,
  after: KmhShipState,
  turn: { damageThisTurn: number; raked?: boolean; boardingDeckLost?: boolean },
): StrikeTrigger[] {
  const out: StrikeTrigger[] = [];
  const half = (s: KmhShipState) => s.damagePoints * 2 >= s.baseFactor;
  if (!half(before) && half(after)) out.push('a');
  if (requireInteger('damage this turn', turn.damageThisTurn, 0) > 15) out.push('b');
  if (!dismasted(before) && dismasted(after)) out.push('c');
  if (turn.boardingDeckLost) out.push('d');
  if (turn.raked) out.push('e');
  if (!speedBelowHalf(before) && speedBelowHalf(after)) out.push('f');
  const moreDamage = half(before) && after.damagePoints > before.damagePoints;
  const moreSpeedLost = speedBelowHalf(before) && currentSpeed(after) < currentSpeed(before);
  if (moreDamage || moreSpeedLost) out.push('g');
  return out;
}

/** What obliges a retiring ship (one that failed the test) to strike to the nearest enemy. */
export const STRIKE_CONDITIONS = [
  'outnumberedTwoToOne',
  'isolatedByEnemy',
  'losingBoardingAction',
  'moreThanFiveFromOneBroadside',
  'raked',
  'highOfficerCasualties',
  'lostAnotherMast',
  'largerEnemyAtShortRange',
] as const;
export type StrikeCondition = (typeof STRIKE_CONDITIONS)[number];

/**
 * Enemies within 20 cm outnumber friends two to one. Decision outnumbered-count: the ship itself counts
 * among its friends.
 */
export function outnumberedTwoToOne(enemiesWithin20: number, otherFriendsWithin20: number): boolean {
  const enemies = requireInteger('enemies', enemiesWithin20, 0, 500);
  const friends = requireInteger('friends', otherFriendsWithin20, 0, 500) + 1;
  return enemies >= 2 * friends;
}

/** The conditions met by a retiring ship; it strikes if any is met. */
export function retiringShipStrikes(conditions: Partial<Record<StrikeCondition, boolean>>): {
  met: StrikeCondition[];
  strikes: boolean;
} {
  const met = STRIKE_CONDITIONS.filter((c) => conditions[c]);
  return { met, strikes: met.length > 0 };
}

/** A retiring ship heads off table at best speed and fires only partial broadsides. */
export const RETIRING_SHIP = { partialBroadsideOnly: true, mustSailAwayFromEnemy: true } as const;

/**
 * Merchantmen (§12.3). Alone, one strikes when a foe closes to short range (decision
 * merchant-close: "close range" is short range, 12 cm or nearer). Any merchant strikes on a full
 * broadside and on an even chance on a partial one.
 */
export function merchantStrikes(
  situation: { escorted: boolean; foeDistanceCm?: number | null; broadside?: 'full' | 'partial' | null },
  dice: DiceSource,
): { roll: number | null; strikes: boolean; reason: 'foeClosed' | 'fullBroadside' | 'partialBroadside' | null } {
  const d = situation.foeDistanceCm;
  if (d != null && (!Number.isFinite(d) || d < 0)) {
    throw new RulesError('InvalidDistance', `A distance must be 0 cm or more; got ${String(d)}.`);
  }
  if (!situation.escorted && d != null && Math.round(d) <= 12)
    return { roll: null, strikes: true, reason: 'foeClosed' };
  if (situation.broadside === 'full') return { roll: null, strikes: true, reason: 'fullBroadside' };
  if (situation.broadside === 'partial') {
    const { roll, yes } = rollFiftyFifty(dice);
    return { roll, strikes: yes, reason: yes ? 'partialBroadside' : null };
  }
  return { roll: null, strikes: false, reason: null };
}
