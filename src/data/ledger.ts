/**
 * The GM's ledger in Foundry's documents (ledger-book.ts says what it holds; decision
 * ledger-store). The table of the ships' records is a world setting, written only by users with the
 * "Modify Configuration Settings" permission (by default GMs and assistant GMs) and read by
 * everyone; each card's entry is a page of a journal entry only GMs own, checked by CardEntryModel
 * as it is read. A world from before schema 4 kept the cards (and the seq) in the setting too:
 * the migration moves them out, and the setting's `cards` stays empty after it.
 */
import { CARD_STATUSES, GM_ONLY, VOID_REASONS, type CardEntry, type LedgerState, type ShipRecord } from './ledger-book';
import { isBoardingRecord, isPrize, isPathValue } from './change-checks';
import { FATES, STRIKE_STATUSES } from './ship';
import { sourceOf } from './source';

const { SchemaField, ArrayField, StringField, NumberField, BooleanField, ObjectField, AnyField } = foundry.data.fields;

const id = () => new StringField({ required: true, blank: false });
const count = () => new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 });
// An AnyField takes any value (its validate option is not relied on): validateJoint checks these.
const json = () => new AnyField({ required: true, nullable: true });

// The table's records of a ship, typed as what they hold (an ObjectField's own type is any plain object).
type RecordOptions = { required: true; nullable: true; initial: null; validate: (v: unknown) => boolean };
/** A record as a field holds it: the same keys, as a plain object type. */
type Held<K extends 'boarding' | 'prize'> =
  { [P in keyof NonNullable<ShipRecord[K]>]: NonNullable<ShipRecord[K]>[P] } | null;

/** One card's entry, as a page of the ledger's journal holds it. */
export function defineCardEntrySchema() {
  return {
    messageId: id(),
    author: id(),
    seal: id(),
    status: new StringField({ required: true, choices: [...CARD_STATUSES], initial: 'open' }),
    reason: new StringField({ required: true, nullable: true, choices: [...VOID_REASONS], initial: null }),
    gmOnly: new StringField({ required: true, nullable: true, choices: [...GM_ONLY], initial: null }),
    revision: count(),
    awaiting: new SchemaField(
      { by: id(), option: new StringField({ required: true, nullable: true, initial: null }) },
      { required: true, nullable: true, initial: null },
    ),
    applied: new SchemaField(
      {
        seq: count(),
        by: id(),
        at: count(),
        option: new StringField({ required: true, nullable: true, initial: null }),
        pending: new BooleanField({ required: true, initial: false }),
        ships: new ArrayField(
          new SchemaField({
            uuid: id(),
            name: new StringField({ required: true, blank: true }),
            writes: new ArrayField(
              new SchemaField({
                path: id(),
                before: json(),
                after: json(),
                below: new NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
              }),
            ),
          }),
        ),
      },
      { required: true, nullable: true, initial: null },
    ),
  };
}

export function defineLedgerSchema() {
  return {
    seq: count(),
    cards: new ArrayField(new SchemaField(defineCardEntrySchema())),
    ships: new ArrayField(
      new SchemaField({
        uuid: id(),
        boarding: new ObjectField<RecordOptions, Held<'boarding'>, Held<'boarding'>, Held<'boarding'>>({
          required: true,
          nullable: true,
          initial: null,
          validate: (v: unknown) => v === null || isBoardingRecord(v),
        }),
        prize: new ObjectField<RecordOptions, Held<'prize'>, Held<'prize'>, Held<'prize'>>({
          required: true,
          nullable: true,
          initial: null,
          validate: (v: unknown) => v === null || isPrize(v),
        }),
      }),
    ),
    edits: new ArrayField(new SchemaField({ uuid: id(), path: id(), seq: count() })),
    // A ledger saved before these two has none of them: every ship's status is taken as it stands
    // at the next takeover (authority/guards/status-guard.ts), so no migration of the setting is needed.
    status: new ArrayField(
      new SchemaField({
        uuid: id(),
        flagship: new BooleanField({ required: true, initial: false }),
        merchant: new BooleanField({ required: true, initial: false }),
        strike: new StringField({ required: true, choices: [...STRIKE_STATUSES], initial: 'fighting' }),
        fate: new StringField({ required: true, choices: [...FATES], initial: 'afloat' }),
        founderMovesLeft: count(),
        // Kept since the first broadsides are guarded; null in an older record (status-guard.ts takes the sheet's).
        firedPort: new BooleanField({ required: false, nullable: true, initial: null }),
        firedStarboard: new BooleanField({ required: false, nullable: true, initial: null }),
      }),
    ),
    guarded: new BooleanField({ required: true, initial: false }),
  };
}

export type LedgerSchema = ReturnType<typeof defineLedgerSchema>;

export class LedgerModel extends foundry.abstract.DataModel<LedgerSchema> {
  static override defineSchema(): LedgerSchema {
    return defineLedgerSchema();
  }

  /** Every value a card wrote is plain and small (the one check a field of any value cannot make). */
  static override validateJoint(data: Record<string, unknown>): void {
    if (!writesArePlain(data)) throw new Error('The ledger holds a value no card writes.');
  }
}

type PlainCard = { applied?: { ships?: { writes?: { before: unknown; after: unknown }[] }[] } | null };
const cardIsPlain = (c: PlainCard) =>
  (c.applied?.ships ?? []).every((s) => (s.writes ?? []).every((w) => isPathValue(w.before) && isPathValue(w.after)));

/** Whether every write recorded in a ledger's source holds a value a card can write. */
export function writesArePlain(data: unknown): boolean {
  return ((data as { cards?: PlainCard[] }).cards ?? []).every(cardIsPlain);
}

export type CardEntrySchema = ReturnType<typeof defineCardEntrySchema>;

/** One card's entry, checked as a page of the ledger's journal is read. */
export class CardEntryModel extends foundry.abstract.DataModel<CardEntrySchema> {
  static override defineSchema(): CardEntrySchema {
    return defineCardEntrySchema();
  }

  static override validateJoint(data: Record<string, unknown>): void {
    if (!cardIsPlain(data)) throw new Error('The card entry holds a value no card writes.');
  }
}

/** A page's entry as the desk reads it, or null when it is not a well-formed one. */
export function cardEntryOf(raw: unknown): CardEntry | null {
  try {
    return sourceOf<CardEntry>(new CardEntryModel(raw as never, { strict: true }));
  } catch {
    return null;
  }
}

/** The ledger as the desk reads it. */
export function ledgerOf(model: { toObject(): unknown }): LedgerState {
  const ledger = structuredClone(model.toObject()) as Partial<LedgerState>;
  // Saved before the status guard: none kept yet (authority/guards/status-guard.ts takes them at the next takeover).
  return { ...ledger, status: ledger.status ?? [], guarded: ledger.guarded ?? false } as LedgerState;
}
