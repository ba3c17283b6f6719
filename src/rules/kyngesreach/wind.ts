import type { DiceSource } from '../dice/dice';
import { quickContest, skillRoll, type ContestOutcome, type SuccessRoll } from './gurps';
import { canHoldGauge, sailGaugePenalty, type ShipFigures, type ShipState } from './ship';
import { CLASS_FIGURES, GAUGE_MODIFIERS, RANGE_BANDS, weatherSenseModifier, type RangeBand } from './tables';

/** Who holds the wind gauge this round: side a, side b, or nobody after a tie. */
export type GaugeHolder = 'a' | 'b' | null;

/** The skills of the crew members a side names for the gauge (GURPS levels, 0 = cannot try). */
export interface GaugeCrew {
  weatherSense: number;
  seamanship: number;
  tactics: number;
  /** The spell skill of the side's wind-worker (0 for none). */
  spell: number;
}

/** A side's part in a gauge round: its ship, state, crew and what it tries this round. */
export interface GaugeSide {
  ship: ShipFigures;
  state: ShipState;
  crew: GaugeCrew;
  /** Rolls Tactics (Naval) before the contest for +1 on a success (decision kr-tactics). */
  tryTactics: boolean;
  /** Has a wind spell working this round (decision kr-magic-wind). */
  magicWind: boolean;
}

export interface NamedModifier {
  key: string;
  value: number;
}

/** The record of one gauge round: every roll in the order made, the modifiers, who holds it. */
export interface GaugeRound {
  round: number;
  kind: 'weather-sense' | 'seamanship' | 'forfeit';
  /** Tactics rolls, a then b, made before the contest (null when not tried). */
  tactics: [SuccessRoll | null, SuccessRoll | null];
  /** The spell contest when both sides work the wind (null otherwise). */
  magic: { a: SuccessRoll; b: SuccessRoll; winner: ContestOutcome } | null;
  modifiers: [NamedModifier[], NamedModifier[]];
  rolls: [SuccessRoll | null, SuccessRoll | null];
  /** Round 1 only: each side's Weather Sense modifier. */
  weather: [number, number] | null;
  holder: GaugeHolder;
  tie: boolean;
}

const sum = (mods: NamedModifier[]) => mods.reduce((a, m) => a + m.value, 0);

/**
 * Round 1: each side rolls Weather Sense and reads the result on the table (+2, +1, 0, -1). The
 * higher modifier takes the gauge; equal modifiers go to the larger margin, and equal margins tie.
 * The modifier is spent in round 1 and is not added to any later roll (decision kr-weather-sense).
 */
export function weatherRound(dice: DiceSource, a: GaugeSide, b: GaugeSide): GaugeRound {
  const rolls: [SuccessRoll, SuccessRoll] = [
    skillRoll(dice, a.crew.weatherSense, 0),
    skillRoll(dice, b.crew.weatherSense, 0),
  ];
  const weather: [number, number] = [
    weatherSenseModifier(rolls[0].success, rolls[0].critical),
    weatherSenseModifier(rolls[1].success, rolls[1].critical),
  ];
  let holder: GaugeHolder;
  if (weather[0] !== weather[1]) holder = weather[0] > weather[1] ? 'a' : 'b';
  else {
    const won = quickContest(rolls[0], rolls[1]);
    holder = won === 'tie' ? null : won;
  }
  return {
    round: 1,
    kind: 'weather-sense',
    tactics: [null, null],
    magic: null,
    modifiers: [[], []],
    rolls,
    weather,
    holder,
    tie: holder === null,
  };
}

/** A side's fixed modifiers to its Seamanship contest: handling rating, rigging hits, lost sail. */
export function standingModifiers(side: GaugeSide): NamedModifier[] {
  const mods: NamedModifier[] = [{ key: 'handling', value: CLASS_FIGURES[side.ship.shipClass].handling }];
  if (side.state.riggingHits > 0)
    mods.push({ key: 'rigging', value: GAUGE_MODIFIERS.riggingHit * side.state.riggingHits });
  const sail = sailGaugePenalty(side.ship, side.state);
  if (sail !== 0) mods.push({ key: 'sail', value: sail });
  return mods;
}

/**
 * Round 2 and later: a Quick Contest of Seamanship (decision kr-contest) with the handling rating,
 * rigging hits, lost sail (decision kr-rigging-hit), a successful Tactics roll (+1) and a working
 * wind spell (+2, once, decision kr-magic-wind). When both sides work the wind, a Quick Contest of
 * their spell skills decides who has the +2; a tie gives it to neither. A ship that cannot hold the
 * gauge (two masts or all sail lost) forfeits it without a roll; when both cannot, nobody holds it
 * and the round plays as a tie (decision kr-masts-lost). Order of dice: tactics a, tactics b, spells
 * a then b, Seamanship a then b.
 */
export function contestRound(dice: DiceSource, round: number, a: GaugeSide, b: GaugeSide): GaugeRound {
  const canA = canHoldGauge(a.ship, a.state);
  const canB = canHoldGauge(b.ship, b.state);
  if (!canA || !canB) {
    const holder: GaugeHolder = canA ? 'a' : canB ? 'b' : null;
    return {
      round,
      kind: 'forfeit',
      tactics: [null, null],
      magic: null,
      modifiers: [[], []],
      rolls: [null, null],
      weather: null,
      holder,
      tie: holder === null,
    };
  }
  const mods: [NamedModifier[], NamedModifier[]] = [standingModifiers(a), standingModifiers(b)];
  const tactics: [SuccessRoll | null, SuccessRoll | null] = [
    a.tryTactics ? skillRoll(dice, a.crew.tactics, 0) : null,
    b.tryTactics ? skillRoll(dice, b.crew.tactics, 0) : null,
  ];
  tactics.forEach((roll, i) => {
    if (roll?.success) mods[i]!.push({ key: 'tactics', value: GAUGE_MODIFIERS.tactics });
  });
  let magic: GaugeRound['magic'] = null;
  if (a.magicWind && b.magicWind) {
    const ra = skillRoll(dice, a.crew.spell, 0);
    const rb = skillRoll(dice, b.crew.spell, 0);
    const winner = quickContest(ra, rb);
    magic = { a: ra, b: rb, winner };
    if (winner !== 'tie') mods[winner === 'a' ? 0 : 1].push({ key: 'magic', value: GAUGE_MODIFIERS.magicWind });
  } else if (a.magicWind) mods[0].push({ key: 'magic', value: GAUGE_MODIFIERS.magicWind });
  else if (b.magicWind) mods[1].push({ key: 'magic', value: GAUGE_MODIFIERS.magicWind });
  const rolls: [SuccessRoll, SuccessRoll] = [
    skillRoll(dice, a.crew.seamanship, sum(mods[0])),
    skillRoll(dice, b.crew.seamanship, sum(mods[1])),
  ];
  const won = quickContest(rolls[0], rolls[1]);
  const holder: GaugeHolder = won === 'tie' ? null : won;
  return {
    round,
    kind: 'seamanship',
    tactics,
    magic,
    modifiers: mods,
    rolls,
    weather: null,
    holder,
    tie: holder === null,
  };
}

/** What holding the gauge gives, or a tie costs, to one side's fire (decision kr-tie). */
export interface GaugeStanding {
  /** +1 for the holder, -1 to both in a tie, 0 for the other side. */
  gunnerModifier: number;
  /** Fires before the other side; in a tie both fire at once from the same state. */
  firesFirst: boolean;
  simultaneous: boolean;
  /** May name the battery that fires (the other fires the one that bears; nobody switches in a tie). */
  choosesBattery: boolean;
  /** May roll Seamanship to move the range one band. */
  mayChangeRange: boolean;
}

export function gaugeStanding(holder: GaugeHolder, side: 'a' | 'b'): GaugeStanding {
  if (holder === null)
    return {
      gunnerModifier: GAUGE_MODIFIERS.tieGunner,
      firesFirst: false,
      simultaneous: true,
      choosesBattery: false,
      mayChangeRange: false,
    };
  const holds = holder === side;
  return {
    gunnerModifier: holds ? GAUGE_MODIFIERS.holderGunner : 0,
    firesFirst: holds,
    simultaneous: false,
    choosesBattery: holds,
    mayChangeRange: holds,
  };
}

/** The firing order of a round: the holder first, or both together after a tie. */
export function firingOrder(holder: GaugeHolder): ('a' | 'b')[][] {
  if (holder === null) return [['a', 'b']];
  return holder === 'a' ? [['a'], ['b']] : [['b'], ['a']];
}

/**
 * The holder's try to move the range: one Seamanship roll with no modifier, once a round, before
 * anyone fires; a success moves it one band nearer or further as the holder asked, never past close
 * or extreme (decision kr-range-change).
 */
export function changeRange(
  dice: DiceSource,
  seamanship: number,
  range: RangeBand,
  toward: 'closer' | 'further',
): { roll: SuccessRoll; range: RangeBand } {
  const roll = skillRoll(dice, seamanship, 0);
  if (!roll.success) return { roll, range };
  const i = RANGE_BANDS.indexOf(range) + (toward === 'closer' ? 1 : -1);
  return { roll, range: RANGE_BANDS[Math.max(0, Math.min(RANGE_BANDS.length - 1, i))]! };
}
