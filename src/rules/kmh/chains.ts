import { requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import { rateData } from './ship-tables';
import { rollD6 } from './rolls';

/** A vessel's rating against a chain: its rate number, 6 for anything smaller than a 6th rate. */
export function chainRating(rate: string): number {
  rateData(rate);
  const rated = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'].indexOf(rate);
  return rated === -1 ? 6 : rated + 1;
}

/**
 * Sailing into a chain (§19.7): d6 + the chain's modifier (plus for weak, minus for strong) less
 * the rating. Below 0 the chain holds: the ship stops and takes the dead zone test. Otherwise it
 * breaks through, losing 2 cm of its move and taking twice the result in damage points.
 */
export function breakChain(
  rate: string,
  chainModifier: number,
  dice: DiceSource,
): { roll: number; result: number; broken: boolean; moveLostCm: number; damagePoints: number } {
  requireInteger('chain modifier', chainModifier, -6, 6);
  const roll = rollD6(dice);
  const result = roll + chainModifier - chainRating(rate);
  const broken = result >= 0;
  return { roll, result, broken, moveLostCm: broken ? 2 : 0, damagePoints: broken ? 2 * result : 0 };
}

/** Moves to lower or raise a chain (§19.8); it counts as changed at the end of the last one. */
export const CHAIN_MOVES = { lower: 1, raise: 3 } as const;

/** Spotting a chain (§19.10): a d6, less one per full 10 cm away, showing 5 or more. */
export function spotChain(distanceCm: number, dice: DiceSource): { roll: number; modified: number; spotted: boolean } {
  const d = requireInteger('distance to the chain', Math.floor(distanceCm), 0, 1000);
  const roll = rollD6(dice);
  const modified = roll - Math.floor(d / 10);
  return { roll, modified, spotted: modified >= 5 };
}
