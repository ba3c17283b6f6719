import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import { rateData } from './ship-tables';
import type { WindQuarter } from './sails';
import { rollD6 } from './rolls';

/**
 * Boats a ship carries (§15): three-deckers 7, two-deckers 5 on a d6 of 1–3 and 6 on 4–6, other
 * ship-rigged rates 4, cutters 2, gun-brigs 3 (decision boats-carried). Without dice (a new ship
 * on its sheet) a two-decker starts with five (decision boats-unrolled).
 */
export function boatsCarried(rate: string, decks: number, dice?: DiceSource): { roll: number | null; boats: number } {
  rateData(rate);
  const d = requireInteger('decks', decks, 1, 3);
  if (d === 3) return { roll: null, boats: 7 };
  if (d === 2) {
    if (!dice) return { roll: null, boats: 5 };
    const roll = rollD6(dice);
    return { roll, boats: roll <= 3 ? 5 : 6 };
  }
  if (rate === 'cutter') return { roll: null, boats: 2 };
  if (rate === 'gunBrig') return { roll: null, boats: 3 };
  return { roll: null, boats: 4 };
}

/** Boats are launched or stowed in one move, by a ship going slower than 5 cm. */
export function canLaunchBoats(shipSpeedCm: number): boolean {
  return requireInteger('speed', shipSpeedCm, 0, 100) < 5;
}

export const BOAT_BASIC_SPEED_CM = 4;

/**
 * A boat's move by its position to the wind (§15.1): astern 4 cm; quarter 4 cm plus 1 on a d6 of 5
 * or 2 on a 6; bow half, 2 cm. Decision boats-dead-zone: boats are rowed, so into the wind they
 * make the bow's 2 cm.
 */
export function boatMove(quarter: WindQuarter, dice: DiceSource): { roll: number | null; distance: number } {
  if (quarter === 'astern') return { roll: null, distance: BOAT_BASIC_SPEED_CM };
  if (quarter === 'quarter') {
    const roll = rollD6(dice);
    return { roll, distance: BOAT_BASIC_SPEED_CM + (roll === 6 ? 2 : roll === 5 ? 1 : 0) };
  }
  return { roll: null, distance: BOAT_BASIC_SPEED_CM / 2 };
}

/**
 * Boats towing a ship, only in a calm: 1 cm a turn, 2 cm with an elite crew. Decision boats-tow:
 * more boats on one ship do not add speed.
 */
export function boatTowSpeed(becalmed: boolean, elite: boolean): number {
  if (!becalmed) throw new RulesError('NotBecalmed', 'Boats tow a ship only when the wind has dropped.');
  return elite ? 2 : 1;
}

/** Fire at boats (§15.4): a d6 per damage point inflicted, each 6 sinking a boat with all hands. */
export function boatsHitByFire(
  damagePoints: number,
  boatsPresent: number,
  dice: DiceSource,
): { faces: number[]; sunk: number } {
  const faces = dice.roll(requireInteger('damage points', damagePoints, 0), 6);
  const sixes = faces.filter((f) => f === 6).length;
  return { faces, sunk: Math.min(sixes, requireInteger('boats', boatsPresent, 0, 50)) };
}
