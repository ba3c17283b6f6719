/**
 * The duels as a world setting (duel/records.ts says what a record holds): only users who may
 * modify settings (GMs and assistants) write it, everyone reads it, so each client can show the
 * duel tracker and the sheets the fighters' state, and only the GM's desk can change a duel.
 */
import { isDuelRecord, type DuelRecord } from '../duel/records';

const { ArrayField, ObjectField } = foundry.data.fields;

type RecordOptions = { required: true; validate: (v: unknown) => v is DuelRecord };
/** A record as a field holds it: the same keys, as a plain object type. */
type Held = { [K in keyof DuelRecord]: DuelRecord[K] };

export function defineDuelsSchema() {
  return {
    // Typed as the records it holds (an ObjectField's own type is any plain object).
    records: new ArrayField(new ObjectField<RecordOptions, Held, Held, Held>({ required: true, validate: (v: unknown) => isDuelRecord(v) })),
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
  return structuredClone((model.toObject() as { records: DuelRecord[] }).records);
}
