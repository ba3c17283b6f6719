import { describe, expect, it } from 'vitest';
import {
  MIGRATIONS,
  schemaVersion,
  cardsToKeep,
  migrateSource,
  pendingMigrations,
  runMigrations,
  type Migration,
  type MigrationTarget,
  type WorldStore,
} from '../../src/data/migrations';
import { emptyLedger, type CardEntry, type LedgerState } from '../../src/data/ledger-book';
import { beginDeck } from '../../src/modules/kmh/deck-store';

const ship = { _id: 'abc', type: 'ship', system: { guns: 32, damage: { points: 3 } } };

// Two made-up migrations, standing for future schema changes.
const renameGuns: Migration = {
  version: 3,
  description: 'guns moved under armament',
  actor: (s) =>
    s.type === 'ship' && 'guns' in s.system ? { system: { armament: { guns: s.system.guns }, '-=guns': null } } : null,
};
const doubleArmament: Migration = {
  version: 4,
  description: 'sees the result of version 3',
  actor: (s) => {
    const armament = s.system.armament as { guns: number } | undefined;
    // A step after the rename must not see the key it deleted.
    if ('guns' in s.system) throw new Error('saw a deleted key');
    return armament ? { system: { armament: { guns: armament.guns * 2 } } } : null;
  },
};

function targetOf(label: string, source: MigrationTarget['source'], fail = false) {
  const written: Record<string, unknown>[] = [];
  const t: MigrationTarget = {
    kind: 'actor',
    label,
    source,
    write: (update) =>
      fail ? Promise.reject(new Error('the server refused')) : Promise.resolve(void written.push(update)),
  };
  return { t, written };
}

describe('migrations', () => {
  it('is at schema version 4, with every migration at or below it', () => {
    expect(schemaVersion()).toBe(4);
    expect(pendingMigrations(schemaVersion())).toEqual([]);
    expect(MIGRATIONS.every((m) => m.version <= schemaVersion())).toBe(true);
  });

  it("runs and records a module's migration numbered above the system's schema", async () => {
    const moduleStep: Migration = {
      version: 5,
      description: 'a module moves its part',
      actor: (s) => (s.type === 'ship' ? { system: { moved: true } } : null),
    };
    const list = [...MIGRATIONS, moduleStep];
    expect(schemaVersion(list)).toBe(5);
    const { t, written } = targetOf('Defiance', { ...ship });
    const report = await runMigrations(4, [t], list);
    expect(report.outcome).toBe('migrated');
    expect(report.saveVersion).toBe(5);
    expect(written).toEqual([{ system: { moved: true } }]);
  });

  it('runs only what is newer than the world, oldest first', () => {
    expect(pendingMigrations(2, [doubleArmament, renameGuns]).map((m) => m.version)).toEqual([3, 4]);
    expect(pendingMigrations(3, [doubleArmament, renameGuns]).map((m) => m.version)).toEqual([4]);
  });

  it('folds every step into one update, each step seeing the last with deleted keys gone', () => {
    const update = migrateSource('actor', ship, [renameGuns, doubleArmament]);
    expect(update).toEqual({ system: { armament: { guns: 64 }, '-=guns': null } });
    expect(ship.system.guns).toBe(32);
  });

  it('leaves a document alone when no step applies', () => {
    expect(migrateSource('item', ship, [renameGuns])).toBeNull();
    expect(migrateSource('actor', { ...ship, type: 'crew', system: {} }, [renameGuns, doubleArmament])).toBeNull();
  });
});

describe('the runner', () => {
  it('reports a document that fails, goes on with the rest, and saves the version only when all succeeded', async () => {
    const bad = targetOf('HMS Bad', ship, true);
    const good = targetOf('HMS Good', ship);
    const report = await runMigrations(2, [bad.t, good.t], [renameGuns], 3);
    expect(report.outcome).toBe('failed');
    expect(report.failed).toEqual([{ label: 'HMS Bad', error: 'the server refused' }]);
    expect(good.written).toHaveLength(1);
    expect(report.saveVersion).toBeNull();
    const again = await runMigrations(2, [good.t], [renameGuns], 3);
    expect(again).toMatchObject({ outcome: 'migrated', saveVersion: 3, written: 1 });
  });

  it('leaves a world saved by a newer system alone', async () => {
    const doc = targetOf('HMS Future', ship);
    expect(await runMigrations(9, [doc.t], [renameGuns], 3)).toMatchObject({
      outcome: 'newerWorld',
      saveVersion: null,
    });
    expect(doc.written).toEqual([]);
  });

  it('version 2 moves a ship’s boarding and prize flags to the GM’s ledger and the deck into the battle data', async () => {
    const record = {
      attacker: { uuid: 'Actor.aaaaaaaaaaaaaaaa', name: 'A' },
      defender: { uuid: 'Actor.bbbbbbbbbbbbbbbb', name: 'B' },
      stages: ['A', 'B1', 'C'],
      stage: 1,
      decksLost: 0,
    };
    const boarded = targetOf('HMS Boarded', {
      _id: 'a',
      uuid: 'Actor.aaaaaaaaaaaaaaaa',
      type: 'ship',
      system: {},
      flags: { broadside: { boarding: record } },
    });
    const report = await runMigrations(1, [boarded.t]);
    expect(report.ledger).toEqual([{ uuid: 'Actor.aaaaaaaaaaaaaaaa', boarding: record, prize: null }]);
    expect(boarded.written).toEqual([{ flags: { broadside: { '-=boarding': null, '-=prize': null } } }]);
    const oldDeck = { ...beginDeck({ squadrons: ['a', 'b'] }, 'gm').deck, previous: null } as Record<string, unknown>;
    delete oldDeck.history;
    delete oldDeck.justDrawn;
    const update = migrateSource(
      'combat',
      {
        _id: 'c',
        type: 'base',
        system: {},
        flags: { broadside: { deck: oldDeck, scenario: { gettingChoppy: true } } },
      },
      MIGRATIONS,
    )!;
    const system = update.system as { deck: Record<string, unknown>; scenario: Record<string, boolean> };
    expect(system.deck).toMatchObject({ history: [], justDrawn: null, serial: 1 });
    expect('previous' in system.deck).toBe(false);
    expect(system.scenario.gettingChoppy).toBe(true);
    expect(update.flags).toEqual({ broadside: { '-=deck': null, '-=scenario': null, '-=sequence': null } });
  });

  it('version 4 moves the ledger’s cards out of the setting, one record each, void ones too, leaving those gone that nobody can undo', async () => {
    const card = (id: string, status: CardEntry['status'], seq: number | null, path = 'damage.points'): CardEntry => ({
      messageId: id,
      author: 'u',
      seal: 's',
      status,
      reason: status === 'void' ? 'notYourShip' : null,
      gmOnly: null,
      revision: 1,
      awaiting: null,
      applied:
        seq === null
          ? null
          : {
              seq,
              by: 'gm',
              at: 0,
              option: null,
              pending: false,
              ships: [{ uuid: 'Actor.a', name: 'A', writes: [{ path, before: false, after: true, below: null }] }],
            },
    });
    const old: LedgerState = {
      ...emptyLedger(),
      seq: 7,
      cards: [
        card('void', 'void', null),
        card('voidGone', 'void', null),
        card('openGone', 'open', null),
        card('open', 'open', null),
        card('early', 'applied', 1, 'damage.mainmast'),
        card('deletedAlone', 'applied', 2),
        card('deletedOnTop', 'applied', 3, 'damage.mainmast'),
      ],
      ships: [{ uuid: 'Actor.a', boarding: null, prize: { captorUuid: 'Actor.c', captorName: 'C' } }],
    };
    const present = new Set(['void', 'open', 'early']);
    // deletedOnTop stays: undoing `early` reads it (it wrote the same mast later).
    expect(
      cardsToKeep(old, (id) => present.has(id))
        .map((c) => c.messageId)
        .sort(),
    ).toEqual(['deletedOnTop', 'early', 'open', 'void']);
    const order: string[] = [];
    const store: WorldStore = {
      oldLedger: () => old,
      messageExists: (id) => present.has(id),
      writeCards: (seq, cards) => Promise.resolve(void order.push(`cards ${seq} ${cards.length}`)),
      clearOldCards: () => Promise.resolve(void order.push('clear')),
    };
    const doc = targetOf('HMS Any', ship);
    const report = await runMigrations(3, [doc.t], MIGRATIONS, 4, undefined, store);
    expect(report).toMatchObject({ outcome: 'migrated', saveVersion: 4 });
    expect(order).toEqual(['cards 7 4', 'clear']);
    // Nothing to move in a world that never kept a card.
    const none: string[] = [];
    await runMigrations(3, [], MIGRATIONS, 4, undefined, {
      ...store,
      oldLedger: () => emptyLedger(),
      writeCards: () => Promise.resolve(void none.push('cards')),
    });
    expect(none).toEqual([]);
  });

  it('version 4 writes no document when the cards could not be moved', async () => {
    const doc = targetOf('HMS Any', ship);
    const store: WorldStore = {
      oldLedger: () => ({ ...emptyLedger(), seq: 1 }),
      messageExists: () => true,
      writeCards: () => Promise.reject(new Error('refused')),
      clearOldCards: () => Promise.resolve(),
    };
    const report = await runMigrations(3, [doc.t], MIGRATIONS, 4, undefined, store);
    expect(report).toMatchObject({ outcome: 'failed', saveVersion: null });
    expect(doc.written).toEqual([]);
  });
});
