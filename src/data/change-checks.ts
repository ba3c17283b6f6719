/**
 * Strict checks of the parts of a card that decide what applying it does: each ship's change (the
 * engine's state before and after, tallies, strike status, the table records it sets) and a
 * card's choice. The card's data models validate with these (data/card-models.ts), so a card whose
 * author wrote nonsense into it never reaches the desk. Pure.
 */
import { STRIKE_STATUSES } from './ship';
import { isShipState } from './ship-state';
import { isCrewChange } from './crew';
import type { ActorChange, BoardingRecord, CardChoice } from './card-changes';
import { isObject, isOneOf, isWhole, onlyKeys } from '../guards';
import { isPartChange } from '../registry/data-parts';

const isText = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;
const isUuid = (v: unknown): v is string =>
  isText(v, 300) && /^[A-Za-z]+\.[A-Za-z0-9]{16}(\.[A-Za-z]+\.[A-Za-z0-9]{16})*$/.test(v);

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
