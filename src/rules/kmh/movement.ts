import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import type { NationalClass, Quality } from './nations';
import { DEFAULT_TURNING_RADII, type TurningCircle, turningCircle } from './ship-tables';
import type { KmhShipState, Mast } from './ship-state';
import { canTack, currentSpeed } from './ship-state';
import type { DamageOutcome } from './damage';
import { DamageWork } from './damage';
import { chooseMast } from './special-damage';
import { COMPASS_POINT_DEGREES, type WindState } from './wind';
import { angleBetween, normaliseDegrees } from '../geometry/angles';
import { rollD10Row, rollD6, rollFiftyFifty } from './rolls';

export type WindQuarter = 'deadZone' | 'bow' | 'quarter' | 'astern';

/**
 * The ship's position to the wind (§6.2) from its heading and the direction the wind comes from,
 * both in degrees. The angle between them (0–180) decides: under 45° dead zone, 45°–90° bow,
 * over 90° and under 150° quarter, 150°–180° astern. Decision quarter-boundaries: 45° and 90°
 * belong to the bow, 150° to astern.
 */
export function windQuarter(headingDegrees: number, windFromDegrees: number): WindQuarter {
  const angle = angleBetween(headingDegrees, windFromDegrees);
  if (angle < 45) return 'deadZone';
  if (angle <= 90) return 'bow';
  if (angle < 150) return 'quarter';
  return 'astern';
}

/**
 * Sail settings from slowest to fastest: stopped, wind-on-bow speed (basic − d6), basic, wind
 * astern speed (basic + d6), wind on quarter speed (basic + 2d6).
 */
export const SAIL_LEVELS = ['stop', 'bow', 'basic', 'astern', 'quarter'] as const;
export type SailLevel = (typeof SAIL_LEVELS)[number];

/**
 * The settings a crew passes through when slowing or speeding up, one per move (§6.4): elite
 * quarter → basic → stop; average quarter → basic → bow → stop; poor quarter → astern → basic →
 * bow → stop. A setting not on a crew's ladder counts as the rung below it, which gives the text's
 * counts: elite stop in one move from astern and at once from the bow, average in two from
 * astern (decision sail-ladder).
 */
export const SAIL_LADDERS: Readonly<Record<Quality, readonly SailLevel[]>> = {
  elite: ['stop', 'basic', 'quarter'],
  average: ['stop', 'bow', 'basic', 'quarter'],
  poor: ['stop', 'bow', 'basic', 'astern', 'quarter'],
};

const levelIndex = (level: SailLevel) => SAIL_LEVELS.indexOf(level);

/** The fastest setting a wind quarter allows (dead zone: none — the dead zone test moves the ship). */
export function fullSail(quarter: WindQuarter): SailLevel {
  return quarter === 'deadZone' ? 'stop' : quarter;
}

function rung(quality: Quality, level: SailLevel): number {
  const ladder = SAIL_LADDERS[quality];
  let r = 0;
  for (let i = 0; i < ladder.length; i++) if (levelIndex(ladder[i]!) <= levelIndex(level)) r = i;
  return r;
}

/** Moves a crew needs to stop from a setting. */
export function movesToStop(quality: Quality, level: SailLevel): number {
  return rung(quality, level);
}

/** The setting after one move of slowing down or speeding up (never past what the wind allows). */
export function changeSail(
  quality: Quality,
  level: SailLevel,
  change: 'slow' | 'speed',
  quarter: WindQuarter,
): SailLevel {
  const ladder = SAIL_LADDERS[quality];
  const r = rung(quality, level);
  const max = fullSail(quarter);
  if (change === 'slow') return r === 0 ? 'stop' : ladder[r - 1]!;
  const next = ladder[Math.min(r + 1, ladder.length - 1)]!;
  return levelIndex(next) > levelIndex(max) ? max : next;
}

/** Basic speed for moving: the ship must have a speed box with a secondary box left. */
export function sailingBasicSpeed(ship: KmhShipState): number {
  if (ship.basicSpeed === 0) {
    throw new RulesError('NoSpeedBoxes', 'The ship has no speed boxes on its sheet, so it cannot sail.');
  }
  const speed = currentSpeed(ship);
  if (speed === 0) {
    throw new RulesError('NoSpeedLeft', 'Every speed box of the ship is struck: it can only drift.', {
      basic: ship.basicSpeed,
    });
  }
  return speed;
}

/** Dice a sail setting rolls: two for the quarter, one for the bow or astern, none otherwise. */
export function sailDice(level: SailLevel): number {
  return level === 'quarter' ? 2 : level === 'bow' || level === 'astern' ? 1 : 0;
}

/**
 * Distance for a move at a sail setting from its dice (§6.2, §4.1). A fast sailor doubles its
 * lowest die on a plus roll and halves the die (rounding down) on the bow's minus roll. Never
 * below zero.
 */
export function distanceFromDice(
  basic: number,
  level: SailLevel,
  fastSailor: boolean,
  faces: readonly number[],
): number {
  requireInteger('basic speed', basic, 0, 40);
  if (faces.length !== sailDice(level)) {
    throw new RulesError('WrongDice', `A ${level} move takes ${sailDice(level)} dice; got ${faces.length}.`);
  }
  if (level === 'stop') return 0;
  if (level === 'basic') return basic;
  let total = 0;
  for (const f of faces) total += requireInteger('d6', f, 1, 6);
  if (level === 'bow') return Math.max(0, basic - (fastSailor ? Math.floor(total / 2) : total));
  return basic + total + (fastSailor ? Math.min(...faces) : 0);
}

/** Rolls and measures a move at a sail setting. */
export function moveDistance(
  basic: number,
  level: SailLevel,
  fastSailor: boolean,
  dice: DiceSource,
): { faces: number[]; distance: number } {
  const faces = dice.roll(sailDice(level), 6);
  return { faces, distance: distanceFromDice(basic, level, fastSailor, faces) };
}

/** A ship's move under sail: the setting comes from its position to the wind at the start. */
export function sailMove(
  ship: KmhShipState,
  options: { level: SailLevel; fastSailor?: boolean },
  dice: DiceSource,
): { basic: number; level: SailLevel; faces: number[]; distance: number } {
  const basic = sailingBasicSpeed(ship);
  return { basic, level: options.level, ...moveDistance(basic, options.level, options.fastSailor ?? false, dice) };
}

/**
 * The turning template a ship uses and how far it must sail straight per cm turned (decision
 * past-largest: one cm per cm turned for each size beyond the largest template).
 */
export function turningTemplate(
  rate: string,
  options: { poorSailors?: boolean; mastsLost?: number; radii?: Readonly<Record<TurningCircle, number>> } = {},
): { size: TurningCircle; radiusCm: number; straightPerCmTurned: number } {
  const t = turningCircle(rate, { poorSailors: options.poorSailors ?? false, mastsLost: options.mastsLost ?? 0 });
  return {
    size: t.size,
    radiusCm: (options.radii ?? DEFAULT_TURNING_RADII)[t.size],
    straightPerCmTurned: t.stepsPastLargest,
  };
}

/*
 * Sailing the template on the table: the path geometry (geometry/path.ts) turns leg by leg toward
 * each waypoint (decision turn-legs), pays the straight owed past the largest template right after
 * each turn (decision past-largest-legs), and leaves a ship with no recorded distance limited by
 * turning only (decision no-allowance). Wind directions keep to the scene's compass points
 * (decision wind-points).
 */

/** Masts (the bowsprit is not one) lost, for the turning template. */
export function mastsLostForTurning(ship: KmhShipState): number {
  return ship.mastsLost.filter((m: Mast) => m !== 'bowsprit').length;
}

/** Points a dead-zone result below zero costs beyond the first three. */
export const TAKEN_ABACK_DAMAGE_POINTS = 3;

/**
 * The dead zone test (§6.7): 3d6 from the original basic speed. Zero or more is the distance the
 * ship makes into the wind (decision dead-zone-distance). Below zero it is taken aback: 3 DP and
 * one more per point below zero, and an even chance of losing the foremast. An elite crew
 * re-rolls its highest die, and only when the first throw would leave it taken aback (decision
 * elite-reroll).
 */
export function deadZoneTest(
  ship: KmhShipState,
  elite: boolean,
  dice: DiceSource,
): {
  faces: number[];
  rerolled: { index: number; face: number } | null;
  result: number;
  distance: number;
  takenAback: boolean;
  foremastRoll: number | null;
  damage: DamageOutcome;
} {
  const basic = ship.basicSpeed;
  if (basic === 0) throw new RulesError('NoSpeedBoxes', 'The ship has no speed boxes on its sheet, so it cannot sail.');
  const faces = dice.roll(3, 6);
  let rerolled: { index: number; face: number } | null = null;
  const sum = () => faces.reduce((a, b) => a + b, 0);
  if (elite && basic - sum() < 0) {
    const index = faces.indexOf(Math.max(...faces));
    const face = rollD6(dice);
    faces[index] = face;
    rerolled = { index, face };
  }
  const result = basic - sum();
  const work = new DamageWork(ship, dice);
  let foremastRoll: number | null = null;
  if (result < 0) {
    work.damagePoints(TAKEN_ABACK_DAMAGE_POINTS - result, 'takenAback');
    const even = rollFiftyFifty(dice);
    foremastRoll = even.roll;
    // Decision taken-aback-foremast: a foremast already gone cannot be lost again.
    if (even.yes && ship.masts.includes('fore') && !work.state.mastsLost.includes('fore'))
      work.loseMast('fore', 'takenAback');
  }
  return {
    faces,
    rerolled,
    result,
    distance: Math.max(0, result),
    takenAback: result < 0,
    foremastRoll,
    damage: work.finish(),
  };
}

/** The tack test: the d6 needed for a perfect tack and for a successful one; null: not permitted. */
export const TACK_TABLE: Readonly<
  Record<NationalClass, Readonly<Record<Quality, { perfect: number; success: number } | null>>>
> = {
  jollyJackTars: {
    elite: { perfect: 2, success: 1 },
    average: { perfect: 3, success: 2 },
    poor: { perfect: 4, success: 2 },
  },
  sansCulottes: {
    elite: { perfect: 3, success: 2 },
    average: { perfect: 4, success: 2 },
    poor: { perfect: 5, success: 3 },
  },
  landlubbers: { elite: null, average: { perfect: 5, success: 3 }, poor: { perfect: 6, success: 4 } },
};

export type TackOutcome = 'perfect' | 'successful' | 'failed';

/**
 * A tack (§6.8), only from wind on the bow and never without bowsprit and foremast. Perfect: the
 * ship moves its rolled speed with the wind on the other bow; successful: it only swings to the
 * other bow; failed: no move, and next turn it drifts back to wind on the bow.
 */
export function tackTest(
  ship: KmhShipState,
  crew: { nationalClass: NationalClass; quality: Quality },
  quarter: WindQuarter,
  dice: DiceSource,
): { roll: number; outcome: TackOutcome } {
  if (quarter !== 'bow')
    throw new RulesError('TackNeedsBow', 'Only a ship with the wind on its bow can tack.', { quarter });
  if (!canTack(ship)) throw new RulesError('CannotTack', 'A ship without its bowsprit or foremast cannot tack.');
  const row = TACK_TABLE[crew.nationalClass][crew.quality];
  if (!row) throw new RulesError('NoSuchCrew', `${crew.nationalClass} have no ${crew.quality} crews.`, crew);
  const roll = rollD6(dice);
  return { roll, outcome: roll >= row.perfect ? 'perfect' : roll >= row.success ? 'successful' : 'failed' };
}

/**
 * The line of battle test (§6.9): with poor sailors in the line, a d6 above their number keeps the
 * line; none means no roll.
 */
export function lineOfBattleTest(
  poorSailorsInLine: number,
  dice: DiceSource,
): { roll: number | null; maintained: boolean } {
  if (requireInteger('poor sailors in line', poorSailorsInLine, 0, 100) === 0) return { roll: null, maintained: true };
  const roll = rollD6(dice);
  return { roll, maintained: roll > poorSailorsInLine };
}

/**
 * A squadron in line moving together: one roll, at the slowest setting in the line (decision
 * squadron-roll), and every ship moves the smallest distance any of them makes off that roll.
 */
export function squadronMove(
  ships: readonly { ship: KmhShipState; level: SailLevel; fastSailor?: boolean }[],
  dice: DiceSource,
): { level: SailLevel; faces: number[]; distances: number[]; distance: number } {
  if (ships.length === 0) throw new RulesError('EmptySquadron', 'A squadron needs at least one ship to move.');
  const basics = ships.map((s) => sailingBasicSpeed(s.ship));
  let level: SailLevel = 'quarter';
  for (const s of ships) if (levelIndex(s.level) < levelIndex(level)) level = s.level;
  const faces = dice.roll(sailDice(level), 6);
  const distances = ships.map((s, i) => distanceFromDice(basics[i]!, level, s.fastSailor ?? false, faces));
  return { level, faces, distances, distance: Math.min(...distances) };
}

/**
 * Drift (§6.5): d6 cm downwind, and the ship swings one point toward having its stern to the
 * wind (decision drift-swing: the shorter way round; clockwise when head to wind). Becalmed: none.
 */
export function drift(
  headingDegrees: number,
  wind: WindState,
  dice: DiceSource,
): { roll: number | null; distance: number; directionDegrees: number; heading: number } {
  const heading = normaliseDegrees(headingDegrees);
  const downwind = normaliseDegrees(wind.fromDegrees + 180);
  if (wind.becalmed) return { roll: null, distance: 0, directionDegrees: downwind, heading };
  const roll = rollD6(dice);
  // The clockwise turn still needed, in (−180, 180]; head to wind (180) swings clockwise.
  let diff = normaliseDegrees(downwind - heading);
  if (diff > 180) diff -= 360;
  const step = Math.max(-COMPASS_POINT_DEGREES, Math.min(COMPASS_POINT_DEGREES, diff));
  return { roll, distance: roll, directionDegrees: downwind, heading: normaliseDegrees(heading + step) };
}

/** Towing (§6.6): a turn within this distance attaches the line; both ships then go at half speed. */
export const TOW = { attachWithinCm: 2, turnsToAttach: 1 } as const;

/** Speed of ships towing or under tow. Decision halving-speed: speeds halve rounding down. */
export function towedSpeed(speed: number): number {
  return Math.floor(requireInteger('speed', speed, 0, 100) / 2);
}

/** In choppy seas a tow is tested each turn: a d10 of 0 parts the cable. Calm seas: no roll. */
export function towCableTest(choppy: boolean, dice: DiceSource): { roll: number | null; cableLost: boolean } {
  if (!choppy) return { roll: null, cableLost: false };
  const roll = rollD10Row(dice);
  return { roll, cableLost: roll === 0 };
}

/** Getting under way from anchor (§7.1), one step per turn; then the crew speeds up as in §6.4. */
export const WEIGH_ANCHOR_STEPS = {
  cut: ['cutAnchor', 'raiseSails', 'raiseSails', 'speedUp'],
  // Decision raise-anchor: four turns of heaving replace the one of cutting: seven turns in all.
  raise: ['heave', 'heave', 'heave', 'heave', 'raiseSails', 'raiseSails', 'speedUp'],
} as const;

/** Dropping anchor (§7.2): only when stopped; one move. One anchor: the ship swings head to wind. */
export function dropAnchor(
  stopped: boolean,
  anchors: 1 | 2,
  windFromDegrees: number,
): { moves: number; heading: number | null } {
  if (!stopped) throw new RulesError('NotStopped', 'A ship must be stopped before it drops anchor.');
  if (anchors !== 1 && anchors !== 2) throw new RulesError('InvalidNumber', 'A ship rides on one anchor or two.');
  return { moves: 1, heading: anchors === 1 ? normaliseDegrees(windFromDegrees) : null };
}

/** A ship riding two anchors swings to any heading in one move. */
export const MOVES_TO_SWING_ON_TWO_ANCHORS = 1;

/** Collision damage by the speed of the fastest ship (§6.10). */
export const COLLISION_TABLE = [
  { upToCm: 6, damagePoints: 1, secondaryBoxes: 0, primaryBoxes: 0, mastRoll: false },
  { upToCm: 15, damagePoints: 2, secondaryBoxes: 1, primaryBoxes: 0, mastRoll: false },
  { upToCm: Infinity, damagePoints: 2, secondaryBoxes: 0, primaryBoxes: 1, mastRoll: true },
] as const;

/** The collision mast d6: 1–3 none, 4–5 one mast, 6 a second d6 (1–3 one, 4–5 two, 6 three). */
export function collisionMastsLost(dice: DiceSource): { rolls: number[]; masts: number } {
  const first = rollD6(dice);
  if (first <= 3) return { rolls: [first], masts: 0 };
  if (first <= 5) return { rolls: [first], masts: 1 };
  const second = rollD6(dice);
  return { rolls: [first, second], masts: second <= 3 ? 1 : second <= 5 ? 2 : 3 };
}

/**
 * One ship's share of a collision. Each ship rolls its own mast and bowsprit dice (decision
 * collision-per-ship); masts lost this way are lost in full, as an M result (decision
 * collision-mast). Contact with the forward third costs the bowsprit on 1–5. A speed of 0: no damage.
 */
export function collisionDamage(
  ship: KmhShipState,
  fastestSpeedCm: number,
  forwardThirdContact: boolean,
  dice: DiceSource,
): { mastRolls: number[]; bowspritRoll: number | null; damage: DamageOutcome } {
  const speed = requireInteger('speed of the fastest ship', fastestSpeedCm, 0, 100);
  const work = new DamageWork(ship, dice);
  const mastRolls: number[] = [];
  let bowspritRoll: number | null = null;
  if (speed > 0) {
    const row = COLLISION_TABLE.find((r) => speed <= r.upToCm)!;
    work.damagePoints(row.damagePoints, 'collision');
    work.secondaryBoxes(row.secondaryBoxes, 'collision');
    work.primaryBoxes(row.primaryBoxes, 'collision');
    if (row.mastRoll) {
      const lost = collisionMastsLost(dice);
      mastRolls.push(...lost.rolls);
      for (let i = 0; i < lost.masts; i++) {
        const choice = chooseMast(
          { ...work.state, masts: work.state.masts.filter((m) => m !== 'bowsprit') },
          'none',
          dice,
        );
        mastRolls.push(...choice.rolls);
        if (choice.mast) work.loseMast(choice.mast, 'collision');
      }
    }
    if (forwardThirdContact) {
      bowspritRoll = rollD6(dice);
      if (bowspritRoll <= 5 && ship.masts.includes('bowsprit') && !work.state.mastsLost.includes('bowsprit')) {
        work.loseMast('bowsprit', 'collision');
      }
    }
  }
  return { mastRolls, bowspritRoll, damage: work.finish() };
}

/**
 * The optional small-action orders (§6.11), chosen face down at the start of the turn: a tack, at
 * least three points (cm) of turn to port or to starboard during the move, or straight with up to
 * two points either way in the second half of the move.
 */
export const SMALL_ACTION_ORDERS = {
  tack: { mustTack: true, minTurnCm: 0, maxTurnCm: null },
  port: { mustTack: false, minTurnCm: 3, maxTurnCm: null },
  starboard: { mustTack: false, minTurnCm: 3, maxTurnCm: null },
  straight: { mustTack: false, minTurnCm: 0, maxTurnCm: 2 },
} as const;
export type SmallActionOrder = keyof typeof SMALL_ACTION_ORDERS;

/**
 * The speed a ship sails for one activation (her squadron's Move card): the wind quarter at the
 * start of the move sets the sail setting (the fastest it allows unless a slower one is given),
 * then the dice. Becalmed ships and ships in the dead zone make no sailing move: the first drift
 * or are towed, the second take the dead zone test (decision move-allowance).
 */
export function activationMove(
  ship: KmhShipState,
  options: { headingDegrees: number; wind: WindState; fastSailor?: boolean; level?: SailLevel },
  dice: DiceSource,
): {
  quarter: WindQuarter;
  level: SailLevel;
  basic: number;
  faces: number[];
  distance: number;
  becalmed: boolean;
  deadZone: boolean;
} {
  const quarter = windQuarter(options.headingDegrees, options.wind.fromDegrees);
  const basic = sailingBasicSpeed(ship);
  if (options.wind.becalmed)
    return { quarter, level: 'stop', basic, faces: [], distance: 0, becalmed: true, deadZone: false };
  const max = fullSail(quarter);
  const wanted = options.level ?? max;
  const level = levelIndex(wanted) > levelIndex(max) ? max : wanted;
  const move = sailMove(ship, { level, fastSailor: options.fastSailor ?? false }, dice);
  return {
    quarter,
    level,
    basic,
    faces: move.faces,
    distance: move.distance,
    becalmed: false,
    deadZone: quarter === 'deadZone',
  };
}

/** An order to change sail for the next move: one step down or up the crew's ladder. */
export type SailOrder = 'slow' | 'speed';

/**
 * The sail setting a ship's next move is sailed at, and the setting she keeps (decision
 * sail-setting). `kept` null is full sail: the fastest her quarter allows, whatever the quarter.
 * Shortening sail steps down from what she is making now (her kept setting, or less if the wind
 * allows less); making sail steps up her ladder, and reaching the top is full sail again. The
 * wind still caps what she makes.
 */
export function sailForMove(
  quality: Quality,
  kept: SailLevel | null,
  order: SailOrder | null,
  quarter: WindQuarter,
): { level: SailLevel; kept: SailLevel | null } {
  const max = fullSail(quarter);
  const cap = (level: SailLevel) => (levelIndex(level) > levelIndex(max) ? max : level);
  let next = kept;
  if (order === 'slow') next = changeSail(quality, cap(kept ?? max), 'slow', quarter);
  // Making sail is not capped by this move's wind: the crew sets the canvas, the wind decides the speed.
  if (order === 'speed' && kept !== null) next = changeSail(quality, kept, 'speed', 'quarter');
  if (next === 'quarter') next = null;
  return { level: cap(next ?? max), kept: next };
}

/** One ship of a squadron whose Move card has come up. */
export interface SquadronShip {
  ship: KmhShipState;
  headingDegrees: number;
  fastSailor?: boolean;
  poorSailors?: boolean;
  /** The setting she sails at if nothing slower holds her (defaults to full sail). */
  level?: SailLevel;
}

export type SquadronShipMove = ReturnType<typeof activationMove> & { inLine: boolean };

/**
 * A squadron's move on its Move card (§6.9; decision line-move). Ships that each dice for
 * themselves roll in order. A squadron in line rolls once at its slowest setting and every ship in
 * the line moves the least distance any of them makes (squadronMove). A line that manoeuvres, or
 * whose ships are on different quarters of the wind, first takes the line of battle test for its
 * poor sailors; failing it, every ship dices for herself. Ships in the dead zone, or with no speed
 * left, keep out of the line: the first get the dead zone prompt, the second null (they can only
 * drift or be towed). A becalmed squadron makes no sailing move.
 */
export function lineMove(
  ships: readonly SquadronShip[],
  options: { wind: WindState; inLine: boolean; manoeuvring: boolean },
  dice: DiceSource,
): { test: { roll: number | null; maintained: boolean } | null; moves: (SquadronShipMove | null)[] } {
  const canSail = (s: SquadronShip) => s.ship.basicSpeed > 0 && currentSpeed(s.ship) > 0;
  const alone = (s: SquadronShip): SquadronShipMove | null =>
    canSail(s)
      ? {
          ...activationMove(
            s.ship,
            { headingDegrees: s.headingDegrees, wind: options.wind, fastSailor: s.fastSailor ?? false, level: s.level },
            dice,
          ),
          inLine: false,
        }
      : null;
  const quarters = ships.map((s) => windQuarter(s.headingDegrees, options.wind.fromDegrees));
  const line = ships.map(
    (s, i) => options.inLine && !options.wind.becalmed && canSail(s) && quarters[i] !== 'deadZone',
  );
  const inLine = ships.filter((_, i) => line[i]);
  if (inLine.length < 2) return { test: null, moves: ships.map(alone) };
  let test: { roll: number | null; maintained: boolean } | null = null;
  const lineQuarters = new Set(quarters.filter((_, i) => line[i]));
  if (options.manoeuvring || lineQuarters.size > 1) {
    test = lineOfBattleTest(inLine.filter((s) => s.poorSailors === true).length, dice);
    if (!test.maintained) return { test, moves: ships.map(alone) };
  }
  const levels = inLine.map((s) => {
    const max = fullSail(windQuarter(s.headingDegrees, options.wind.fromDegrees));
    const wanted = s.level ?? max;
    return levelIndex(wanted) > levelIndex(max) ? max : wanted;
  });
  const together = squadronMove(
    inLine.map((s, i) => ({ ship: s.ship, level: levels[i]!, fastSailor: s.fastSailor ?? false })),
    dice,
  );
  const moves = ships.map((s, i): SquadronShipMove | null => {
    if (!line[i]) return alone(s);
    const basic = sailingBasicSpeed(s.ship);
    return {
      quarter: quarters[i]!,
      level: together.level,
      basic,
      faces: together.faces,
      distance: together.distance,
      becalmed: false,
      deadZone: false,
      inLine: true,
    };
  });
  return { test, moves };
}
