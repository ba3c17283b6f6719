/**
 * Strict checks of what the table told a card's roll (a mortar's input, a strike test's
 * surroundings, a shot's order), within the bounds its dialog offers. The checks of what an apply
 * writes are the model's (data/change-checks.ts). Pure.
 */
import { STRIKE_CONDITIONS } from '../../../rules/kmh';
import { isObject, isOneOf, isWhole, onlyKeys } from '../../../guards';
import type { StrikeGiven } from './strike';
import type { BombInput } from './bomb';
import type { FireOrder } from './fire';
import { FIRE_INPUT_KEYS, fireFields } from './fire-input';

/** What the table told a bomb ketch's mortar, within its dialog's bounds. */
export function isBombInput(v: unknown): v is BombInput {
  return (
    isObject(v) &&
    onlyKeys(v, ['distanceCm', 'targetMovedCm', 'stationary']) &&
    isWhole(v.distanceCm, 0, 500) &&
    isWhole(v.targetMovedCm, 0, 100) &&
    typeof v.stationary === 'boolean'
  );
}

const isFlags = (v: unknown, keys: readonly string[]) =>
  isObject(v) && onlyKeys(v, keys) && Object.values(v).every((b) => typeof b === 'boolean');

/** What the table told a ship's Strike Test card: her surroundings and the conditions and danger checked after the d%.
 * */
export function isStrikeGiven(v: unknown): v is StrikeGiven {
  if (!isObject(v) || !onlyKeys(v, ['around', 'input']) || !isObject(v.around) || !isObject(v.input)) return false;
  const { around, input } = v;
  const flags = ['grappledToBiggerShip', 'flagshipStruck', 'moreFriendsThanEnemiesWithin20', 'wonBoardingAction'];
  if (
    !onlyKeys(around, ['friendsStruckInSight', ...flags]) ||
    !flags.every((k) => around[k] === undefined || typeof around[k] === 'boolean')
  )
    return false;
  if (around.friendsStruckInSight !== undefined && !isWhole(around.friendsStruckInSight, 0, 200)) return false;
  if (!onlyKeys(input, ['retiringConditions', 'merchant'])) return false;
  if (input.retiringConditions !== undefined && !isFlags(input.retiringConditions, STRIKE_CONDITIONS)) return false;
  const m = input.merchant;
  if (m === undefined || m === null) return true;
  return (
    isObject(m) &&
    onlyKeys(m, ['escorted', 'foeDistanceCm', 'broadside']) &&
    typeof m.escorted === 'boolean' &&
    (m.foeDistanceCm === null || isWhole(m.foeDistanceCm, 0, 500)) &&
    (m.broadside === null || isOneOf(m.broadside, ['full', 'partial'] as const))
  );
}

/** What a player told a shot: the fire dialog's choices, within what the dialog offers, and what the table said of it.
 * */
export function isFireOrder(v: unknown): v is FireOrder {
  if (!isObject(v) || !onlyKeys(v, [...FIRE_INPUT_KEYS, 'choppy', 'first', 'offCard'])) return false;
  return (
    fireFields(v) &&
    typeof v.choppy === 'boolean' &&
    typeof v.first === 'boolean' &&
    (v.offCard === undefined || typeof v.offCard === 'boolean')
  );
}
