import { requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import type { NationalClass, Quality } from './nations';
import { rollD6, rollD6Sum } from './rolls';

/**
 * A blazing fireship's move on the Fireships card (§17.1): its rolled distance less a d6, and
 * until it has the wind astern a quarter of that (rounded down) is made downwind rather than on
 * its course (decision fireship-drift).
 */
export function fireshipMove(
  rolledDistance: number,
  windAstern: boolean,
  dice: DiceSource,
): { roll: number; distance: number; onCourse: number; downwind: number } {
  requireInteger('distance', rolledDistance, 0, 100);
  const roll = rollD6(dice);
  const distance = Math.max(0, rolledDistance - roll);
  const downwind = windAstern ? 0 : Math.floor(distance / 4);
  return { roll, distance, onCourse: distance - downwind, downwind };
}

/** Radius within which ships take a fire test when a fireship blows up. */
export const FIRESHIP_BLAST_RADIUS_CM = 10;

/** End of turn: each fireship blows up on a d6 of 6. */
export function fireshipExplosionTest(dice: DiceSource): { roll: number; explodes: boolean } {
  const roll = rollD6(dice);
  return { roll, explodes: roll === 6 };
}

/**
 * The crew penalty to fending off a fireship: elite crews 2, otherwise Jolly Jack Tars 2, Sans
 * Culottes 3, Landlubbers 4 (decision fend-off-crews).
 */
export function fendOffPenalty(nationalClass: NationalClass, quality: Quality): number {
  if (quality === 'elite' || nationalClass === 'jollyJackTars') return 2;
  return nationalClass === 'sansCulottes' ? 3 : 4;
}

/**
 * Fending off (§17.2): 2d6 less the crew penalty and 1 per 2 cm the fireship moved this turn; above
 * zero the fireship scrapes past and sails its whole move. The defender takes a fire test either
 * way.
 */
export function fendOffFireship(
  crew: { nationalClass: NationalClass; quality: Quality },
  fireshipMovedCm: number,
  dice: DiceSource,
): { faces: number[]; result: number; fendedOff: boolean; defenderFireTest: true } {
  const moved = requireInteger('distance the fireship moved', Math.floor(fireshipMovedCm), 0, 100);
  const { faces, total } = rollD6Sum(2, dice);
  const result = total - fendOffPenalty(crew.nationalClass, crew.quality) - Math.floor(moved / 2);
  return { faces, result, fendedOff: result > 0, defenderFireTest: true };
}

/** Fire at a fireship's hull sets a fire test going for every five damage points it takes. */
export function fireshipFireTests(damageBefore: number, damageAfter: number): number {
  const before = requireInteger('damage before', damageBefore, 0);
  const after = requireInteger('damage after', damageAfter, before);
  return Math.floor(after / 5) - Math.floor(before / 5);
}

/**
 * A fireship caught at sea acts as a merchant, but its captain may torch her anyway (§17.4):
 * elite on a d6 of 5–6, average on a 6, poor never.
 */
export function fireshipCaptainTorches(quality: Quality, dice: DiceSource): { roll: number | null; torches: boolean } {
  if (quality === 'poor') return { roll: null, torches: false };
  const roll = rollD6(dice);
  return { roll, torches: roll >= (quality === 'elite' ? 5 : 6) };
}
