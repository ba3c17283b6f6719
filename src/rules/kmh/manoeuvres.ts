/**
 * The tests a ship's move can call for (§6.5, 6.7–6.9): the dead zone, tacking, keeping the line,
 * a squadron sailing together, drifting.
 */
import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import type { NationalClass, Quality } from './nations';
import type { KmhShipState } from './ship-state';
import { canTack } from './ship-state';
import type { DamageOutcome } from './damage';
import { DamageWork } from './damage';
import { COMPASS_POINT_DEGREES, type WindState } from './wind';
import { normaliseDegrees } from '../geometry/angles';
import { rollD6, rollFiftyFifty } from './rolls';
import type { SailLevel, WindQuarter } from './sails';
import { distanceFromDice, levelIndex, sailDice, sailingBasicSpeed } from './sails';

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
