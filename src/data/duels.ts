/**
 * The duels as a world setting (duel/records.ts says what a record holds): only users who may
 * modify settings (GMs and assistants) write it, everyone reads it, so each client can show the
 * duel tracker and the sheets the fighters' state, and only the GM's desk can change a duel.
 */
import { HISTORY_WINDOW, isDuelRecord, type DuelRecord } from './duel-records';
import {
  MAX_FIGHTERS,
  MAX_IMAGE_PATH_LENGTH,
  MAX_KEY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_UUID_LENGTH,
  isBoundedList,
  isBoundedText,
  withinRecordBounds,
} from './card-bounds';
import { isObject } from '../guards';
import { sourceOf } from './source';

const { ArrayField, ObjectField } = foundry.data.fields;

type RecordOptions = { required: true; validate: (v: unknown) => v is DuelRecord };
/** A record as a field holds it: the same keys, as a plain object type. */
type Held = { [K in keyof DuelRecord]: DuelRecord[K] };

/**
 * A record within the bounds the rules allow (decision card-bounds): at most six fighters, each
 * named within the card bounds, one commitment each, the history the record keeps, and a state and
 * turns as bounded as a card's records.
 */
export function isBoundedDuelRecord(v: unknown): v is DuelRecord {
  if (!isDuelRecord(v) || !isBoundedText(v.id, MAX_KEY_LENGTH)) return false;
  const ref = (r: unknown) =>
    isObject(r) &&
    isBoundedText(r.id, MAX_KEY_LENGTH) &&
    isBoundedText(r.actorUuid, MAX_UUID_LENGTH) &&
    isBoundedText(r.name, MAX_NAME_LENGTH) &&
    isBoundedText(r.img, MAX_IMAGE_PATH_LENGTH);
  const commitment = (c: unknown) =>
    isObject(c) &&
    isBoundedText(c.fighter, MAX_KEY_LENGTH) &&
    isBoundedText(c.hash, 64) &&
    isBoundedText(c.by, MAX_KEY_LENGTH);
  return (
    isBoundedList(v.refs, MAX_FIGHTERS) &&
    v.refs.every(ref) &&
    isBoundedList(v.commitments, MAX_FIGHTERS) &&
    v.commitments.every(commitment) &&
    isBoundedList(v.history, HISTORY_WINDOW) &&
    v.history.every((h) => withinRecordBounds(h)) &&
    withinRecordBounds(v.state)
  );
}

export function defineDuelsSchema() {
  return {
    // Typed as the records it holds (an ObjectField's own type is any plain object).
    records: new ArrayField(
      new ObjectField<RecordOptions, Held, Held, Held>({
        required: true,
        validate: (v: unknown) => isBoundedDuelRecord(v),
      }),
    ),
  };
}

export type DuelsSchema = ReturnType<typeof defineDuelsSchema>;

export class DuelsModel extends foundry.abstract.DataModel<DuelsSchema> {
  static override defineSchema(): DuelsSchema {
    return defineDuelsSchema();
  }
}

/** The records as the desk and the tracker read them. */
export function duelsOf(model: { toObject(): unknown }): DuelRecord[] {
  return structuredClone(sourceOf<{ records: DuelRecord[] }>(model).records);
}
