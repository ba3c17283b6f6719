/**
 * High Seas rolls: a d20 at or under a target (decision hs-d20), how well it was made, resistance
 * rolls, and their exact chances. Pure.
 */
import type { DiceSource } from '../dice/dice';
import { divideRoundingUp } from './character';

/** A named modifier of a target, as the cards list them. */
export interface Modifier {
  id: string;
  value: number;
}

export const sumOf = (modifiers: readonly Modifier[]): number => modifiers.reduce((s, m) => s + m.value, 0);

/** A d20 against a target. */
export interface D20Test {
  target: number;
  roll: number;
  made: boolean;
  /** Target less roll: how much it was made (positive) or missed (negative) by. */
  margin: number;
}

export function d20Test(dice: DiceSource, target: number): D20Test {
  const [roll] = dice.roll(1, 20);
  return { target, roll: roll!, made: roll! <= target, margin: target - roll! };
}

/** The chance a d20 comes up at or under a target. */
export function chance(target: number): number {
  return Math.min(20, Math.max(0, target)) / 20;
}

/** Made by half or less: the roll at or under half the target, rounded up (decision hs-serious). */
export const seriousTarget = (target: number): number => (target > 0 ? divideRoundingUp(target, 2) : 0);
export const isSerious = (test: D20Test): boolean => test.made && test.roll <= seriousTarget(test.target);

/**
 * A resistance roll: the first side rolls, and how much he made or missed by moves the second
 * side's target the other way; the first wins when the second then misses (decision
 * hs-resistance-roll).
 */
export interface Resistance {
  first: D20Test;
  /** The second side's target before the first's margin moved it. */
  secondBase: number;
  second: D20Test;
  firstWins: boolean;
}

export function resistance(dice: DiceSource, firstTarget: number, secondTarget: number): Resistance {
  const first = d20Test(dice, firstTarget);
  const second = d20Test(dice, secondTarget - first.margin);
  return { first, secondBase: secondTarget, second, firstWins: !second.made };
}

/** The exact chance the first side wins a resistance roll. */
export function resistanceChance(firstTarget: number, secondTarget: number): number {
  let wins = 0;
  for (let roll = 1; roll <= 20; roll++) wins += 1 - chance(secondTarget - (firstTarget - roll));
  return wins / 20;
}

/** +1 for every two points (or part) one side's expertise is above the other's; 0 when it is not. */
export const expertiseEdge = (mine: number, theirs: number): number =>
  mine > theirs ? divideRoundingUp(mine - theirs, 2) : 0;
