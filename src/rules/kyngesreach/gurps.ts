import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';

/** One GURPS success roll: three dice against an effective skill. */
export interface SuccessRoll {
  /** The skill after every modifier; the number the dice must not exceed. */
  effective: number;
  /** The three faces, in the order drawn (empty when the roll could not be made). */
  faces: number[];
  total: number;
  success: boolean;
  critical: boolean;
  /** Effective skill minus the total: negative on a failure. */
  margin: number;
  /** False when the skill is 0 and no dice were drawn. */
  attempted: boolean;
}

/**
 * Reads a 3d6 total against an effective skill by the GURPS basic set: 3 and 4 always succeed
 * critically, 5 does at skill 15 or more and 6 at 16 or more; 18 always fails critically, 17 does
 * at skill 15 or less (above it 17 is a plain failure), and so does any total ten or more above the
 * skill. Otherwise the roll succeeds when the total is at most the skill (decision kr-low-skill).
 */
export function judgeRoll(effective: number, total: number): Pick<SuccessRoll, 'success' | 'critical' | 'margin'> {
  requireInteger('total', total, 3, 18);
  if (!Number.isInteger(effective))
    throw new RulesError('InvalidNumber', `An effective skill must be whole; got ${effective}.`, { effective });
  const margin = effective - total;
  if (total <= 4 || (total === 5 && effective >= 15) || (total === 6 && effective >= 16)) {
    return { success: true, critical: true, margin };
  }
  if (total === 18 || (total === 17 && effective <= 15) || total - effective >= 10) {
    return { success: false, critical: true, margin };
  }
  // 17 and 18 never succeed, however high the skill.
  return { success: total <= effective && total < 17, critical: false, margin };
}

/** The margin of a roll that could not be made. */
export const NO_ROLL_MARGIN = -100;

/** Rolls 3d6 from the source against the effective skill. */
export function successRoll(dice: DiceSource, effective: number): SuccessRoll {
  const faces = dice.roll(3, 6);
  const total = faces.reduce((a, b) => a + b, 0);
  return { effective, faces, total, attempted: true, ...judgeRoll(effective, total) };
}

/**
 * A skill of 0 on the sheet means the character cannot try (decision gurps-skill-levels): no dice are
 * drawn and the roll fails, with a margin (-100) below any roll that was made, so it loses every contest.
 */
export function skillRoll(dice: DiceSource, skill: number, modifier: number): SuccessRoll {
  requireInteger('skill', skill, 0, 30);
  if (skill === 0)
    return {
      effective: modifier,
      faces: [],
      total: 0,
      success: false,
      critical: false,
      margin: NO_ROLL_MARGIN,
      attempted: false,
    };
  return successRoll(dice, skill + modifier);
}

/** How many of the 216 ways three dice fall give each total, index 0 for 3 up to index 15 for 18. */
export const THREE_D6_WAYS: readonly number[] = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];

/** The chance of each 3d6 total, as [total, probability] from 3 to 18. */
export function threeD6(): [number, number][] {
  return THREE_D6_WAYS.map((ways, i) => [i + 3, ways / 216]);
}

/** Outcome of a Quick Contest between two rolls: which side won, or a tie (decision kr-contest). */
export type ContestOutcome = 'a' | 'b' | 'tie';

/**
 * A Quick Contest: the larger margin wins, whether both succeeded or both failed; equal margins tie.
 * Criticals count only through their margin (decision kr-contest).
 */
export function quickContest(a: SuccessRoll, b: SuccessRoll): ContestOutcome {
  if (a.margin === b.margin) return 'tie';
  return a.margin > b.margin ? 'a' : 'b';
}
