/**
 * The GM's ledger in Foundry's documents (ledger-book.ts says what it holds; decision
 * ledger-store). The table of the ships' records is a world setting, written only by users with the
 * "Modify Configuration Settings" permission (by default GMs and assistant GMs) and read by
 * everyone; each card's entry is a page of a journal entry only GMs own, checked by CardEntryModel
 * as it is read. A world from before schema 4 kept the cards (and the seq) in the setting too:
 * the migration moves them out, and the setting's `cards` stays empty after it.
 */
import {
  CARD_STATUSES,
  GM_ONLY,
  VOID_REASONS,
  type CardEntry,
  type LedgerState,
  type ShipRecord,
  type StatusRecord,
  type StatusValue,
} from './ledger-book';
import { isBoardingRecord, isPrize, isPathValue } from './change-checks';
import { MAX_ROSTERS, MAX_ROSTER_SHIPS, isStatusValue } from './ledger-book';
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
    // A ledger saved before these has none of them: every ship's guarded paths are taken as they
    // stand at the next takeover (authority/guards/status-guard.ts). A record of the old form (one
    // field per path) is read into the map by migrateData below.
    status: new ArrayField(
      new SchemaField({
        uuid: id(),
        // A record kept before crew were guarded has none: it is a ship's.
        actor: new StringField({ required: true, blank: false, choices: ['ship', 'crew'], initial: 'ship' }),
        values: new ObjectField<StatusOptions, StatusValues, StatusValues, StatusValues>({
          required: true,
          initial: () => ({}),
          validate: (v: unknown) => isStatusValues(v),
        }),
      }),
    ),
    statusPaths: new ArrayField(id()),
    crewPaths: new ArrayField(id()),
    // Each battle's roster (decision desk-battle-roster); none in a ledger kept before it.
    fought: new ArrayField(new SchemaField({ combat: id(), ships: new ArrayField(id(), { max: MAX_ROSTER_SHIPS }) }), {
      max: MAX_ROSTERS,
    }),
    guarded: new BooleanField({ required: true, initial: false }),
  };
}

export type LedgerSchema = ReturnType<typeof defineLedgerSchema>;

export class LedgerModel extends foundry.abstract.DataModel<LedgerSchema> {
  static override defineSchema(): LedgerSchema {
    return defineLedgerSchema();
  }

  /** A world's status records of the old form become path → value maps before the schema cleans them away. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return super.migrateData(migrateStatus(source));
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
  const ledger = migrateStatus(structuredClone(model.toObject()) as Record<string, unknown>) as Partial<LedgerState>;
  // Saved before the status guard: none kept yet (authority/guards/status-guard.ts takes them at the next takeover).
  return {
    ...ledger,
    status: ledger.status ?? [],
    statusPaths: ledger.statusPaths ?? [],
    crewPaths: ledger.crewPaths ?? [],
    guarded: ledger.guarded ?? false,
  } as LedgerState;
}

type StatusValues = Record<string, StatusValue>;
type StatusOptions = {
  required: true;
  initial: () => StatusValues;
  validate: (v: unknown) => boolean;
};

/** The most paths one record holds, and the longest path. */
const MAX_STATUS_PATHS = 256;
const MAX_STATUS_PATH = 64;

/** Whether a record's values are a small map of values the guard keeps (ledger-book.ts isStatusValue). */
export function isStatusValues(v: unknown): v is StatusValues {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const entries = Object.entries(v);
  return (
    entries.length <= MAX_STATUS_PATHS &&
    entries.every(([path, value]) => path.length <= MAX_STATUS_PATH && isStatusValue(value))
  );
}

/** Where each field of a record of the old form kept its path. */
const OLD_FIELDS: Record<string, string> = {
  flagship: 'flagship',
  merchant: 'merchant',
  strike: 'strike.status',
  fate: 'damage.fate',
  founderMovesLeft: 'damage.founderMovesLeft',
  firedPort: 'initialBroadsideFired.port',
  firedStarboard: 'initialBroadsideFired.starboard',
};

/**
 * A record of the old form (one field per GM-only path, before the rule modules declared their
 * own) as a path → value map; a field it held as unknown (null) is left out, so the takeover takes
 * her sheet's. A record of the new form is kept as it is.
 */
export function statusRecordOf(raw: unknown): StatusRecord | null {
  if (!raw || typeof raw !== 'object') return null;
  const old = raw as Record<string, unknown>;
  if (typeof old.uuid !== 'string') return null;
  if ('values' in old)
    return {
      uuid: old.uuid,
      ...(old.actor === 'crew' || old.actor === 'ship' ? { actor: old.actor } : {}),
      values: (old.values ?? {}) as StatusValues,
    };
  const values: StatusValues = {};
  for (const [field, path] of Object.entries(OLD_FIELDS)) {
    const value = old[field];
    if (value !== null && value !== undefined) values[path] = value as StatusValue;
  }
  return { uuid: old.uuid, values };
}

/**
 * The ledger's source with its status records in the map form. A table of the old form kept no
 * list of paths (none counts as kept but what each record holds); one of the new form is as it was.
 */
function migrateStatus(source: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(source.status)) return source;
  if (!source.status.some((r) => r && typeof r === 'object' && !('values' in r))) return source;
  const status = source.status.map(statusRecordOf).filter((r): r is StatusRecord => r !== null);
  return { ...source, status, statusPaths: [] };
}
