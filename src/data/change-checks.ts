/**
 * Strict checks of the parts of a card that decide what applying it does: each ship's change (the
 * engine's state before and after, tallies, strike status, the table records it sets) and a
 * card's choice. The card's data models validate with these (data/card-models.ts), so a card whose
 * author wrote nonsense into it never reaches the desk. Pure.
 */
import { MASTS } from '../rules/kmh';
import { FATES, MAX_BASE_FACTOR, MAX_BASIC_SPEED, STRIKE_STATUSES } from './ship';
import { HIT_LOCATIONS, LIMBS, MAX_HIT_POINTS, SEA_LEGS_ATTACKS } from '../rules/highseas';
import { SHIP_STATE_KEYS, type ActorChange, type BoardingRecord, type CardChoice } from './card-changes';
import { isObject, isOneOf } from '../guards';

export const isText = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;
export const isUuid = (v: unknown): v is string =>
  isText(v, 300) && /^[A-Za-z]+\.[A-Za-z0-9]{16}(\.[A-Za-z]+\.[A-Za-z0-9]{16})*$/.test(v);
export const isWhole = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
export const onlyKeys = (v: Record<string, unknown>, keys: readonly string[]) => Object.keys(v).every((k) => keys.includes(k));

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
    !onlyKeys(v, ['actorUuid', 'name', 'before', 'after', 'raked', 'boardingDeckLost', 'strikeStatus', 'flags', 'crew'])
  )
    return false;
  if (!isUuid(v.actorUuid) || !isText(v.name)) return false;
  if (v.crew !== undefined) return Object.keys(v).length === 3 && isCrewChange(v.crew);
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

