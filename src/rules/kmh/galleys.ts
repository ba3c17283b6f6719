import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import { rollD6Sum } from './rolls';

/** Base factors of galleys by size (§16.3). Shots at a galley are always at the hull. */
export const GALLEY_BASE_FACTORS = { big: 25, medium: 20, little: 15 } as const;
/** Galleys fire two big bow guns as chasers of factor 3. */
export const GALLEY_BOW_CHASER_DICE = 3;
/** Turns a galley can row at its sprint (+2d6) in a game. */
export const GALLEY_SPRINT_TURNS = 5;

/** A galley's move, whatever the wind: basic + d6, or + 2d6 while sprints remain. */
export function galleyMove(
  basic: number,
  sprint: boolean,
  sprintsUsed: number,
  dice: DiceSource,
): { faces: number[]; distance: number; sprintsUsed: number } {
  requireInteger('basic speed', basic, 0, 40);
  const used = requireInteger('sprints used', sprintsUsed, 0, GALLEY_SPRINT_TURNS);
  if (sprint && used >= GALLEY_SPRINT_TURNS)
    throw new RulesError('NoSprintLeft', 'The rowers have no sprint left in them.');
  const { faces, total } = rollD6Sum(sprint ? 2 : 1, dice);
  return { faces, distance: basic + total, sprintsUsed: used + (sprint ? 1 : 0) };
}

/**
 * Distance a galley loses turning on the spot: 2 cm per point of the eight-point compass, a part
 * point counting whole. Decision galley-turn: 90° is two points, so 4 cm; the text's 8 cm for 90°
 * contradicts its own eight-point rule, and the rule wins.
 */
export function galleyTurnCost(degrees: number): number {
  if (!Number.isFinite(degrees) || degrees < 0) throw new RulesError('InvalidAngle', 'A turn must be 0° or more.');
  return 2 * Math.max(0, Math.ceil(degrees / 45 - 1e-9));
}
