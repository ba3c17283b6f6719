/**
 * Strict checks of the parts of a card that decide what applying it does: each ship's change (the
 * engine's state before and after, tallies, strike status, the table records it sets) and a
 * card's choice. The card's data models validate with these (data/card-models.ts), so a card whose
 * author wrote nonsense into it never reaches the desk. Pure.
 */
import { MASTS, STRIKE_CONDITIONS } from '../rules/kmh';
import { FATES, MAX_BASE_FACTOR, MAX_BASIC_SPEED, STRIKE_STATUSES } from '../data/ship';
import { HIT_LOCATIONS, LIMBS, MAX_HIT_POINTS, SEA_LEGS_ATTACKS } from '../rules/highseas';
import { SHIP_STATE_KEYS, type ActorChange, type BoardingRecord, type CardChoice } from './apply';
import { isObject, isOneOf } from '../guards';
import { isPartChange } from '../registry/data-parts';
import { TURN_ROLL_OPTIONS } from './turn-roll-options';
import type { TurnRoll } from './turn-rolls';
import type { TurnRollOptions } from './turn-roll-options';
import type { StrikeGiven } from './strike';
import type { BombInput } from './bomb';
import type { FireOrder } from './fire';
import { FIRE_INPUT_KEYS, fireFields } from './fire-input';

const isText = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;
const isUuid = (v: unknown): v is string =>
  isText(v, 300) && /^[A-Za-z]+\.[A-Za-z0-9]{16}(\.[A-Za-z]+\.[A-Za-z0-9]{16})*$/.test(v);
const isWhole = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const onlyKeys = (v: Record<string, unknown>, keys: readonly string[]) => Object.keys(v).every((k) => keys.includes(k));

/** An engine ship state within the bounds a ship's sheet can hold. */
export function isShipState(v: unknown): boolean {
  if (!isObject(v) || !onlyKeys(v, SHIP_STATE_KEYS) || !SHIP_STATE_KEYS.every((k) => k in v)) return false;
  const masts = (list: unknown) =>
    Array.isArray(list) && list.every((m) => isOneOf(m, MASTS)) && new Set(list).size === list.length;
  return (
    isWhole(v.baseFactor, 1, MAX_BASE_FACTOR) &&
    isWhole(v.damagePoints, 0, v.baseFactor) &&
    isWhole(v.basicSpeed, 1, MAX_BASIC_SPEED) &&
    isWhole(v.secondaryStruck, 0, MAX_BASIC_SPEED * 3) &&
    isWhole(v.secondaryRepaired, 0, MAX_BASIC_SPEED * 3) &&
    masts(v.masts) &&
    masts(v.mastsLost) &&
    isWhole(v.boats, 0, 12) &&
    isWhole(v.boatsLost, 0, 12) &&
    ['steeringDamaged', 'highOfficerCasualties', 'crewCasualties', 'boardingPartyLost'].every(
      (k) => typeof v[k] === 'boolean',
    ) &&
    isOneOf(v.fire, ['none', 'fire', 'hazardous'] as const) &&
    isWhole(v.movesBurning, 0, 20) &&
    isOneOf(v.fate, FATES) &&
    isWhole(v.founderMovesLeft, 0, 6)
  );
}

const isNamed = (v: unknown) => isObject(v) && onlyKeys(v, ['uuid', 'name']) && isUuid(v.uuid) && isText(v.name);

export function isBoardingRecord(v: unknown): v is BoardingRecord {
  if (!isObject(v) || !onlyKeys(v, ['attacker', 'defender', 'stages', 'stage', 'decksLost', 'boats'])) return false;
  const stages = v.stages;
  return (
    isNamed(v.attacker) &&
    isNamed(v.defender) &&
    Array.isArray(stages) &&
    stages.length > 0 &&
    stages.length <= 12 &&
    stages.every((s) => isText(s, 8)) &&
    isWhole(v.stage, 0, stages.length) &&
    isWhole(v.decksLost, 0, 3) &&
    (v.boats === undefined || isWhole(v.boats, 1, 12))
  );
}

export const isPrize = (v: unknown) =>
  isObject(v) && onlyKeys(v, ['captorUuid', 'captorName']) && isUuid(v.captorUuid) && isText(v.captorName);

/** A duel's wounds for one fighter: damage by location, lamed limbs, sea legs. */
export function isCrewChange(v: unknown): boolean {
  if (!isObject(v) || !onlyKeys(v, ['wounds', 'lamed', 'damage', 'attacksAboard', 'seaLegs'])) return false;
  const wounds = v.wounds;
  return (
    isObject(wounds) &&
    Object.entries(wounds).every(([k, n]) => isOneOf(k, HIT_LOCATIONS) && isWhole(n, 1, MAX_HIT_POINTS)) &&
    Array.isArray(v.lamed) &&
    v.lamed.every((l) => isOneOf(l, LIMBS)) &&
    new Set(v.lamed).size === v.lamed.length &&
    isWhole(v.damage, 0, MAX_HIT_POINTS * 2) &&
    isWhole(v.attacksAboard, 0, SEA_LEGS_ATTACKS) &&
    typeof v.seaLegs === 'boolean'
  );
}

/** One actor's change on a card: a ship's, or a crew member's wounds, never both. */
export function isActorChange(v: unknown): v is ActorChange {
  if (
    !isObject(v) ||
    !onlyKeys(v, [
      'actorUuid',
      'name',
      'before',
      'after',
      'raked',
      'boardingDeckLost',
      'strikeStatus',
      'flags',
      'crew',
      'part',
    ])
  )
    return false;
  if (!isUuid(v.actorUuid) || !isText(v.name)) return false;
  if (v.crew !== undefined) return Object.keys(v).length === 3 && isCrewChange(v.crew);
  // A rule module's own tracks: a change of one part alone (registry/data-parts.ts).
  if (v.part !== undefined) return Object.keys(v).length === 3 && isPartChange(v.part);
  if ((v.before === undefined) !== (v.after === undefined)) return false;
  if (v.before !== undefined && !(isShipState(v.before) && isShipState(v.after))) return false;
  if (v.raked !== undefined && typeof v.raked !== 'boolean') return false;
  if (v.boardingDeckLost !== undefined && typeof v.boardingDeckLost !== 'boolean') return false;
  if (v.strikeStatus !== undefined && !isOneOf(v.strikeStatus, STRIKE_STATUSES)) return false;
  if (v.flags !== undefined) {
    const f = v.flags;
    if (!isObject(f) || !onlyKeys(f, ['boarding', 'prize'])) return false;
    if (f.boarding !== undefined && f.boarding !== null && !isBoardingRecord(f.boarding)) return false;
    if (f.prize !== undefined && f.prize !== null && !isPrize(f.prize)) return false;
  }
  return true;
}

/** A card's changes: each one valid, and no ship changed twice (her undo would not add up). */
export function isChanges(v: unknown): v is ActorChange[] {
  return (
    Array.isArray(v) && v.length <= 8 && v.every(isActorChange) && new Set(v.map((c) => c.actorUuid)).size === v.length
  );
}

/** A card's choice: who makes it and what each option changes. */
export function isCardChoice(v: unknown): v is CardChoice {
  if (!isObject(v) || !onlyKeys(v, ['chooserUuid', 'options', 'made'])) return false;
  const options = v.options;
  return (
    isUuid(v.chooserUuid) &&
    Array.isArray(options) &&
    options.length > 0 &&
    options.length <= 4 &&
    options.every((o) => isObject(o) && onlyKeys(o, ['id', 'changes']) && isText(o.id, 32) && isChanges(o.changes)) &&
    (v.made === null || isText(v.made, 32))
  );
}

/** A value a card writes at a ship path: plain JSON, small. */
export function isPathValue(v: unknown): boolean {
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return typeof v !== 'string' || v.length <= 40;
  if (typeof v === 'number') return Number.isFinite(v);
  return isBoardingRecord(v) || isPrize(v);
}

/**
 * What the table told a turn roll, within the bounds its dialog asks for: only the options the roll
 * reads (a tack also her quarter to the wind), each in its bounds.
 */
export function isTurnRollOptions(roll: TurnRoll, v: unknown): v is TurnRollOptions {
  if (!isObject(v)) return false;
  const specs = TURN_ROLL_OPTIONS[roll] ?? [];
  return Object.entries(v).every(([key, value]) => {
    if (roll === 'tack' && key === 'quarter') return isOneOf(value, ['deadZone', 'bow', 'quarter', 'astern'] as const);
    const spec = specs.find((s) => s.name === key);
    if (!spec) return false;
    return spec.kind === 'check' ? typeof value === 'boolean' : isWhole(value, spec.min ?? 0, spec.max ?? 0);
  });
}

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
  if (!isObject(v) || !onlyKeys(v, [...FIRE_INPUT_KEYS, 'choppy', 'first'])) return false;
  return fireFields(v) && typeof v.choppy === 'boolean' && typeof v.first === 'boolean';
}
