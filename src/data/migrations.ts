/**
 * Schema migrations. The world records the schema version its documents were last migrated to;
 * on start-up the active GM brings every actor and item up to SCHEMA_VERSION by running, in order,
 * each migration newer than the world's version.
 *
 * A migration is a pure function of one document's source: it returns the update to apply, or
 * null when the document needs none. To change a schema: bump SCHEMA_VERSION and add a migration
 * with that version here, with a test in test/data/migrations.test.ts.
 */
export const SCHEMA_VERSION = 1;

export interface DocumentSource {
  _id: string | null;
  type: string;
  system: Record<string, unknown>;
}

export interface Migration {
  version: number;
  /** What changed, for the log and the GM's notification. */
  description: string;
  actor?: (source: DocumentSource) => Record<string, unknown> | null;
  item?: (source: DocumentSource) => Record<string, unknown> | null;
}

/** Version 1 is the first release's schema: there is nothing older to migrate from. */
export const MIGRATIONS: readonly Migration[] = [];

/** The migrations a world at `from` still needs, oldest first. */
export function pendingMigrations(from: number, migrations: readonly Migration[] = MIGRATIONS): Migration[] {
  return migrations.filter((m) => m.version > from).sort((a, b) => a.version - b.version);
}

/**
 * The one update that brings a document through every pending migration. Each migration sees the
 * source as the earlier ones left it.
 */
export function migrateSource(
  kind: 'actor' | 'item',
  source: DocumentSource,
  migrations: readonly Migration[],
): Record<string, unknown> | null {
  let current = structuredClone(source);
  let update: Record<string, unknown> | null = null;
  for (const migration of migrations) {
    const step = migration[kind]?.(current);
    if (!step) continue;
    update = mergeUpdate(update ?? {}, step);
    current = mergeUpdate(current as unknown as Record<string, unknown>, step) as unknown as DocumentSource;
  }
  return update;
}

function mergeUpdate(into: Record<string, unknown>, from: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && existing && typeof existing === 'object' && !Array.isArray(existing)
        ? mergeUpdate(existing as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}
