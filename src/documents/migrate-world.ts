/**
 * Brings the world up to the current schema (data/migrations.ts decides what changes): the world's
 * actors with their items, the actors of unlinked tokens on every scene, the world's items and
 * combats, and the world's own Actor and Item compendium packs. A document that fails is named to
 * the GM and the rest go on; the world's version is saved only when all succeeded.
 */
import {
  runMigrations,
  schemaVersion,
  SHIP_FLAGS,
  type DocumentSource,
  type MigrationTarget,
  type WorldStore,
} from '../data/migrations';
import { ledgerOf } from '../data/ledger';
import { SYSTEM_ID } from '../constants';
import { withShipTable, type Ledger, type LedgerWrite, type ShipRecord } from '../data/ledger-book';
import { sourceOf } from '../data/source';

type Doc = {
  toObject(): unknown;
  update(data: object, options?: object): Promise<unknown>;
  uuid: string;
  name?: string | null;
};

function target(kind: MigrationTarget['kind'], doc: Doc): MigrationTarget {
  return {
    kind,
    label: `${doc.name ?? ''} (${doc.uuid})`,
    source: { ...sourceOf<DocumentSource>(doc), uuid: doc.uuid },
    write: (update) => doc.update(update, { diff: false }),
  };
}

function actorTargets(actor: Actor.Implementation): MigrationTarget[] {
  return [target('actor', actor), ...actor.items.contents.map((item) => target('item', item))];
}

/** Each ship token's actor flags, by token id, on every scene. */
function shipFlags(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const scene of game.scenes)
    for (const token of scene.tokens) if (token.id && token.actor?.type === 'ship') out[token.id] = token.actor.flags;
  return out;
}

/** Every document of the world the migrations may touch. */
function worldTargets(): MigrationTarget[] {
  const out: MigrationTarget[] = [];
  for (const actor of game.actors ?? []) out.push(...actorTargets(actor));
  for (const item of game.items ?? []) out.push(target('item', item));
  for (const combat of game.combats ?? []) {
    // A battle's migration reads the flags of the ships its moves name (data/migrations.ts SHIP_FLAGS).
    const combatTarget = target('combat', combat);
    combatTarget.source[SHIP_FLAGS] = shipFlags();
    out.push(combatTarget);
  }
  for (const scene of game.scenes) {
    for (const token of scene.tokens) {
      // An unlinked token's actor keeps its own changes in the token's delta: only those are hers to
      // migrate (the base actor's are migrated once, as the world's), and updating her writes there.
      const actor = token.actor;
      if (token.actorLink || !actor || !token.delta) continue;
      const delta = sourceOf<Partial<DocumentSource>>(token.delta);
      out.push({
        kind: 'actor',
        label: `${actor.name ?? ''} (${actor.uuid})`,
        source: {
          _id: actor.id,
          type: actor.type,
          system: delta.system ?? {},
          flags: delta.flags ?? {},
          uuid: actor.uuid,
        },
        write: (update) => actor.update(update, { diff: false }),
      });
    }
  }
  return out;
}

/** The world's own Actor and Item packs, unlocked for the run (a system's packs are read-only). */
async function packTargets(): Promise<{ targets: MigrationTarget[]; relock: () => Promise<void> }> {
  const targets: MigrationTarget[] = [];
  const locked: foundry.documents.collections.CompendiumCollection.Any[] = [];
  for (const pack of game.packs ?? []) {
    if (pack.metadata.packageType !== 'world' || !['Actor', 'Item'].includes(pack.documentName)) continue;
    if (pack.locked) {
      await pack.configure({ locked: false });
      locked.push(pack);
    }
    for (const doc of await pack.getDocuments()) {
      if (doc instanceof CONFIG.Actor.documentClass) targets.push(...actorTargets(doc));
      else if (doc instanceof CONFIG.Item.documentClass) targets.push(target('item', doc));
    }
  }
  // One at a time: each configure rewrites the same world setting of compendium configurations.
  const relock = async () => {
    for (const pack of locked) await pack.configure({ locked: true });
  };
  return { targets, relock };
}

/**
 * Runs a piece of the migration in the desk's queue, as the desk hands it over (authority/door/hooks.ts
 * `ready`); resolves to whether it went through.
 */
export type InDeskQueue = (work: () => Promise<void>) => Promise<{ ok: boolean }>;

/**
 * What the migration needs of the desk, handed down by the desk itself (authority/door/page.ts), so
 * this layer reaches no higher: its queue, whether this client holds it, and its ledger.
 */
export interface MigrationDesk {
  inQueue: InDeskQueue;
  runsDesk: () => boolean;
  ledger: () => Ledger;
  writeLedger: (change: LedgerWrite) => Promise<void>;
}

/** The GM's ledger takes the records the old flags held, in the desk's queue like any other ledger write. */
function saveLedger(records: ShipRecord[], desk: MigrationDesk) {
  return desk.inQueue(async () => {
    let table = desk.ledger().table;
    for (const record of records)
      table = withShipTable(table, record.uuid, { boarding: record.boarding, prize: record.prize });
    await desk.writeLedger({ table });
  });
}

/** The ledger's old setting and its new store, each write in the desk's queue. */
const worldStore = ({ inQueue, writeLedger }: MigrationDesk): WorldStore => ({
  oldLedger: () => ledgerOf(game.settings.get(SYSTEM_ID, 'ledger')),
  messageExists: (id) => game.messages.has(id),
  writeCards: async (seq, cards) => {
    const done = await inQueue(async () => {
      await writeLedger({ seq, put: cards });
    });
    if (!done.ok) throw new Error('the ledger journal could not be written');
  },
  clearOldCards: async () => {
    const done = await inQueue(async () => {
      await game.settings.set(SYSTEM_ID, 'ledger', {
        ...ledgerOf(game.settings.get(SYSTEM_ID, 'ledger')),
        seq: 0,
        cards: [],
      });
    });
    if (!done.ok) throw new Error('the ledger setting could not be written');
  },
});

/** Run by the desk's client once the world is ready, before it takes the desk, with the desk's queue. */
export async function migrateWorld(desk: MigrationDesk): Promise<void> {
  if (!desk.runsDesk()) return;
  const from = game.settings.get(SYSTEM_ID, 'schemaVersion');
  const i18n = game.i18n;
  const to = schemaVersion();
  if (from > to) {
    ui.notifications?.warn(i18n.format('BROADSIDE.Migration.newerWorld', { world: String(from), system: String(to) }), {
      permanent: true,
    });
    return;
  }
  if (from === to) return;
  ui.notifications?.info(i18n.format('BROADSIDE.Migration.started', { version: String(to) }), {
    permanent: true,
  });
  const packs = await packTargets();
  try {
    const report = await runMigrations(
      from,
      [...worldTargets(), ...packs.targets],
      undefined,
      undefined,
      async (records) => {
        const saved = await saveLedger(records, desk);
        if (!saved.ok) throw new Error('the ledger could not be written');
      },
      worldStore(desk),
    );
    if (report.dropped.length)
      ui.notifications.warn(i18n.format('BROADSIDE.Migration.dropped', { names: report.dropped.join(', ') }), {
        permanent: true,
      });
    for (const failure of report.failed)
      console.error(`Broadside | migration failed for ${failure.label}: ${failure.error}`);
    if (report.failed.length) {
      ui.notifications?.error(
        i18n.format('BROADSIDE.Migration.failed', {
          count: String(report.failed.length),
          names: report.failed.map((f) => f.label).join(', '),
        }),
        { permanent: true },
      );
      return;
    }
    if (report.saveVersion !== null) await game.settings.set(SYSTEM_ID, 'schemaVersion', report.saveVersion);
    ui.notifications?.info(i18n.format('BROADSIDE.Migration.finished', { version: String(to) }), {
      permanent: true,
    });
  } finally {
    await packs.relock();
  }
}
