/**
 * Schema migrations. The world records the schema version its documents were last migrated to;
 * on start-up the active GM brings every document up to `schemaVersion()` by running, in order, each
 * migration newer than the world's version (documents/migrate-world.ts gathers them: the world's
 * actors and items, items on actors, actors of unlinked tokens, combats, and the world's own
 * compendium packs).
 *
 * A migration is a pure function of one document's source: it returns the update to apply, or
 * null when the document needs none. To change a schema: add a migration with the next version
 * here, with a test in test/data/migrations.test.ts (a rule module's own data: in its folder,
 * registered with registerMigration); the version the world is brought to follows the newest.
 */
import { emptyBattle } from './battle-data';
import { cardsGone, LedgerBook, type CardEntry, type LedgerState, type ShipRecord } from './ledger-book';
import { isBoardingRecord, isPrize } from './change-checks';

/** The schema the system's own data had reached before rule modules brought migrations of their own. */
const SYSTEM_SCHEMA = 4;

export interface DocumentSource {
  [key: string]: unknown;
  _id: string | null;
  type: string;
  system: Record<string, unknown>;
  flags?: Record<string, Record<string, unknown> | undefined>;
  uuid?: string;
}

export type MigrationKind = 'actor' | 'item' | 'combat';

export interface Migration {
  version: number;
  /** What changed, for the log and the GM's notification. */
  description: string;
  actor?: (source: DocumentSource) => Record<string, unknown> | null;
  item?: (source: DocumentSource) => Record<string, unknown> | null;
  combat?: (source: DocumentSource) => Record<string, unknown> | null;
  /** Records the GM's ledger takes over from the actors' old sources (read before their update). */
  ledger?: (actor: DocumentSource) => ShipRecord | null;
  /** What the world keeps outside its documents, moved before any document is written. */
  world?: (store: WorldStore) => Promise<void>;
}

/** What the world keeps outside its documents, as a migration reaches it. */
export interface WorldStore {
  /** The ledger setting as it stands (a world before schema 4 keeps its cards there). */
  oldLedger(): LedgerState;
  messageExists(messageId: string): boolean;
  /** Puts cards in the ledger's store of one record per card, with its counter. */
  writeCards(seq: number, cards: CardEntry[]): Promise<unknown>;
  /** Empties the setting's cards and counter. */
  clearOldCards(): Promise<unknown>;
}

const oldFlags = (source: DocumentSource) => source.flags?.broadside ?? {};

/**
 * Version 2: what decides outcomes moved where only the GM writes. A ship's boarding and prize
 * records leave her flags for the ledger; a battle's deck, scenario and the state of its turn
 * sequence (`sequence`, moved whole as stored) leave the Combat's flags for its system data, the deck
 * gaining an empty undo stack (decision deck-undo).
 */
const TO_THE_GM: Migration = {
  version: 2,
  description: 'boarding records to the GM ledger; the turn deck to the battle data',
  actor: (source) => {
    const flags = oldFlags(source);
    if (source.type !== 'ship' || !('boarding' in flags || 'prize' in flags)) return null;
    return { flags: { broadside: { '-=boarding': null, '-=prize': null } } };
  },
  ledger: (source) => {
    const flags = oldFlags(source);
    if (source.type !== 'ship' || !source.uuid || !(flags.boarding || flags.prize)) return null;
    return {
      uuid: source.uuid,
      boarding: (flags.boarding ?? null) as ShipRecord['boarding'],
      prize: (flags.prize ?? null) as ShipRecord['prize'],
    };
  },
  combat: (source) => {
    const flags = oldFlags(source);
    if (!('deck' in flags || 'scenario' in flags || 'sequence' in flags)) return null;
    const deck = flags.deck as Record<string, unknown> | null | undefined;
    const battle = emptyBattle();
    return {
      system: {
        deck: deck
          ? { ...deck, previous: undefined, justDrawn: null, history: [], last: { ...(deck.last as object), by: '' } }
          : null,
        scenario: { ...battle.scenario, ...(flags.scenario as object | undefined) },
        sequence: flags.sequence ?? null,
      },
      flags: { broadside: { '-=deck': null, '-=scenario': null, '-=sequence': null } },
    };
  },
};

/** What a combat's migration may read of the ships it holds: each token's actor flags, by token id
 * (documents/migrate-world.ts). */
export const SHIP_FLAGS = 'shipFlags';

/**
 * The cards an old ledger hands to the store of one record per card: none whose message is gone
 * unless an undo still reads it (ledger-book.ts cardsGone). A void card whose message stands
 * keeps its verdict (decision ledger-store).
 */
export function cardsToKeep(old: LedgerState, exists: (messageId: string) => boolean): CardEntry[] {
  const book = new LedgerBook(old);
  const gone = cardsGone(
    book,
    book
      .cards()
      .filter((c) => !exists(c.messageId))
      .map((c) => c.messageId),
    exists,
  );
  if (gone) book.write(gone);
  return [...book.cards()];
}

/**
 * Version 4: the GM's ledger keeps one record per card (decision ledger-store). The cards and the
 * counter leave the world setting for the ledger's journal, cards whose message is gone (and that
 * no undo reads) left behind.
 */
const CARDS_APART: Migration = {
  version: 4,
  description: "the GM ledger's cards to one record each",
  world: async (store) => {
    const old = store.oldLedger();
    if (old.cards.length === 0 && old.seq === 0) return;
    await store.writeCards(
      old.seq,
      cardsToKeep(old, (id) => store.messageExists(id)),
    );
    await store.clearOldCards();
  },
};

const migrations: Migration[] = [TO_THE_GM, CARDS_APART];

/**
 * Every migration: the system's own, and those the rule modules add for their parts of
 * the data (registerMigration, from a module's `register()` at init, before the world migrates at
 * ready). A live list, so the runner's default sees what the modules added.
 */
export const MIGRATIONS: readonly Migration[] = migrations;

/** Adds a rule module's migration (run in its place by version: pendingMigrations); one version is one migration. */
export function registerMigration(migration: Migration): void {
  if (migrations.some((m) => m.version === migration.version))
    throw new Error(`Migration ${migration.version} is registered twice`);
  migrations.push(migration);
}

/**
 * The schema version this build brings a world to: its newest migration, the system's or a module's,
 * so a module's migration numbered above the system's is run and recorded rather than skipped.
 */
export function schemaVersion(list: readonly Migration[] = MIGRATIONS): number {
  return list.reduce((version, m) => Math.max(version, m.version), SYSTEM_SCHEMA);
}

/** The migrations a world at `from` still needs, oldest first. */
export function pendingMigrations(from: number, migrations: readonly Migration[] = MIGRATIONS): Migration[] {
  return migrations.filter((m) => m.version > from).sort((a, b) => a.version - b.version);
}

/**
 * The one update that brings a document through every pending migration. Each migration sees the
 * source as the earlier ones left it, keys they deleted (`-=key`) gone.
 */
export function migrateSource(
  kind: MigrationKind,
  source: DocumentSource,
  migrations: readonly Migration[],
): Record<string, unknown> | null {
  let current: DocumentSource = structuredClone(source);
  let update: Record<string, unknown> | null = null;
  for (const migration of migrations) {
    const step = migration[kind]?.(current);
    if (!step) continue;
    update = mergeUpdate(update ?? {}, step, false);
    current = mergeUpdate(current, step, true) as DocumentSource;
  }
  return update;
}

/**
 * Merges an update into another (keeping `-=key` deletions for Foundry) or into a source (where a
 * deletion removes the key). `undefined` values are left out.
 */
function mergeUpdate(
  into: Record<string, unknown>,
  from: Record<string, unknown>,
  applyDeletions: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    if (applyDeletions && key.startsWith('-=')) {
      delete out[key.slice(2)];
      continue;
    }
    if (value === undefined) {
      delete out[key];
      continue;
    }
    const existing = out[key];
    const isObject = (v: unknown): v is Record<string, unknown> =>
      Boolean(v) && typeof v === 'object' && !Array.isArray(v);
    out[key] = isObject(value) ? mergeUpdate(isObject(existing) ? existing : {}, value, applyDeletions) : value;
  }
  return out;
}

/** One document the runner migrates: what it is (for the report), its source, and how to write it. */
export interface MigrationTarget {
  kind: MigrationKind;
  label: string;
  source: DocumentSource;
  write: (update: Record<string, unknown>) => Promise<unknown>;
}

export interface MigrationReport {
  /** What the run did: nothing to do, brought up to date, some documents failed, or the world is newer than the system.
   * */
  outcome: 'current' | 'migrated' | 'failed' | 'newerWorld';
  written: number;
  failed: { label: string; error: string }[];
  ledger: ShipRecord[];
  /** Records the ledger would not take (damaged, or hand-edited into nonsense): dropped, and said so. */
  dropped: string[];
  /** The version to record, or null to leave the world's as it is. */
  saveVersion: number | null;
}

/** A record the ledger can take: its boarding and prize, if any, well formed. */
const takeable = (r: ShipRecord) =>
  (r.boarding === null || isBoardingRecord(r.boarding)) && (r.prize === null || isPrize(r.prize));

/**
 * Runs the pending migrations over every target: a document that fails is reported and the rest
 * go on; the world's version is to be saved only when every document succeeded; a world newer
 * than the system is left alone. What the GM's ledger takes over is handed to `saveLedger`, and
 * what the world keeps outside its documents is moved (`world`), before any document is written, so
 * nothing is lost if that fails (nothing is written then).
 */
export async function runMigrations(
  from: number,
  targets: readonly MigrationTarget[],
  migrations: readonly Migration[] = MIGRATIONS,
  to = schemaVersion(migrations),
  saveLedger: (records: ShipRecord[]) => Promise<unknown> = () => Promise.resolve(),
  world?: WorldStore,
): Promise<MigrationReport> {
  const empty = { written: 0, failed: [], ledger: [], dropped: [] };
  if (from > to) return { ...empty, outcome: 'newerWorld', saveVersion: null };
  const pending = pendingMigrations(from, migrations).filter((m) => m.version <= to);
  if (pending.length === 0) return { ...empty, outcome: 'current', saveVersion: from === to ? null : to };
  const report: MigrationReport = {
    outcome: 'migrated',
    written: 0,
    failed: [],
    ledger: [],
    dropped: [],
    saveVersion: to,
  };
  for (const target of targets.filter((t) => t.kind === 'actor')) {
    for (const record of pending.map((m) => m.ledger?.(target.source)).filter((r): r is ShipRecord => Boolean(r))) {
      if (takeable(record)) report.ledger.push(record);
      else report.dropped.push(target.label);
    }
  }
  try {
    if (report.ledger.length) await saveLedger(report.ledger);
    for (const migration of pending) if (migration.world && world) await migration.world(world);
  } catch (error) {
    return {
      ...report,
      outcome: 'failed',
      saveVersion: null,
      failed: [{ label: 'ledger', error: error instanceof Error ? error.message : String(error) }],
    };
  }
  for (const target of targets) {
    try {
      const update = migrateSource(target.kind, target.source, pending);
      if (!update) continue;
      await target.write(update);
      report.written += 1;
    } catch (error) {
      report.failed.push({ label: target.label, error: error instanceof Error ? error.message : String(error) });
    }
  }
  if (report.failed.length) return { ...report, outcome: 'failed', saveVersion: null };
  return report;
}
