import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import type { KmhShipState } from './ship-state';
import type { SpecialResolution } from './special-damage';
import { resolveSpecial } from './special-damage';
import type { DamageOutcome } from './damage';
import { DamageWork } from './damage';
import { rollD10Row, rollD6, rollD6Sum } from './rolls';

/** A bomb ketch's reach (§9.6, §18.2). */
export const BOMB_RANGE_CM = { min: 15, max: 50 } as const;
export const BOMB_KETCH_BASE_FACTOR = 20;
/** 2d6 needed for a bomb to hit. */
export const BOMB_TO_HIT = 10;

export interface BombShot {
  faces: number[];
  modifier: number;
  total: number;
  hit: boolean;
  /** d20 damage points on a hit. */
  damagePoints: number | null;
  specialCheck: number | null;
  specialRow: number | null;
}

/**
 * One bomb a turn from a stopped ketch: 2d6, +1 elite, −1 per full 3 cm the target moved last
 * turn, 10 or more hits for a d20 of damage points. Specials are diced as fire at the hull, with
 * the damage points counting as the hits (decision bomb-special).
 */
export function fireBomb(
  shot: { elite: boolean; stationary: boolean; distanceCm: number; targetMovedCm: number },
  dice: DiceSource,
): BombShot {
  if (!shot.stationary) throw new RulesError('BombKetchMoving', 'A bomb ketch fires only when stopped.');
  if (!Number.isFinite(shot.distanceCm) || shot.distanceCm < BOMB_RANGE_CM.min || shot.distanceCm > BOMB_RANGE_CM.max) {
    throw new RulesError(
      'BombRange',
      `A bomb ketch reaches from ${BOMB_RANGE_CM.min} to ${BOMB_RANGE_CM.max} cm; the target is ${shot.distanceCm} cm away.`,
    );
  }
  const moved = requireInteger('distance the target moved', Math.floor(shot.targetMovedCm), 0, 100);
  const { faces, total: sum } = rollD6Sum(2, dice);
  const modifier = (shot.elite ? 1 : 0) - Math.floor(moved / 3);
  const total = sum + modifier;
  if (total < BOMB_TO_HIT)
    return { faces, modifier, total, hit: false, damagePoints: null, specialCheck: null, specialRow: null };
  const damagePoints = dice.roll(1, 20)[0]!;
  const specialCheck = dice.roll(1, 10)[0]!;
  const specialRow = specialCheck <= damagePoints ? rollD10Row(dice) : null;
  return { faces, modifier, total, hit: true, damagePoints, specialCheck, specialRow };
}

/** Applies a bomb hit to the target (and a gun burst to the ketch). */
export function applyBomb(
  target: KmhShipState,
  ketch: KmhShipState,
  bomb: BombShot,
  dice: DiceSource,
): { target: DamageOutcome; ketch: DamageOutcome; special: SpecialResolution | null } {
  const t = new DamageWork(target, dice);
  const k = new DamageWork(ketch, dice);
  if (bomb.hit) t.hullDamagePoints(bomb.damagePoints ?? 0, 'bomb');
  const special = bomb.specialRow === null ? null : resolveSpecial(t, k, 'hull', bomb.specialRow, 'none', false, dice);
  return { target: t.finish(), ketch: k.finish(), special };
}

/**
 * Each turn a bomb ketch takes damage its mortar is tested (§18.3): a d10 of 0 puts it out of
 * action; once the ketch has half its base factor in damage, a d6 of 6 does.
 */
export function mortarDamageTest(
  ketch: KmhShipState,
  dice: DiceSource,
): { die: 'd10' | 'd6'; roll: number; mortarLost: boolean } {
  if (ketch.damagePoints * 2 >= ketch.baseFactor) {
    const roll = rollD6(dice);
    return { die: 'd6', roll, mortarLost: roll === 6 };
  }
  const roll = rollD10Row(dice);
  return { die: 'd10', roll, mortarLost: roll === 0 };
}
