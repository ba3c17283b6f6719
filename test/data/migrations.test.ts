import { describe, expect, it } from 'vitest';
import { MIGRATIONS, SCHEMA_VERSION, migrateSource, pendingMigrations, type Migration } from '../../src/data/migrations';

const ship = { _id: 'abc', type: 'ship', system: { guns: 32, damage: { points: 3 } } };

// Two made-up migrations, standing for future schema changes.
const renameGuns: Migration = {
  version: 2,
  description: 'guns moved under armament',
  actor: (s) => (s.type === 'ship' && 'guns' in s.system ? { system: { armament: { guns: s.system.guns }, '-=guns': null } } : null),
};
const doubleArmament: Migration = {
  version: 3,
  description: 'sees the result of version 2',
  actor: (s) => {
    const armament = s.system.armament as { guns: number } | undefined;
    return armament ? { system: { armament: { guns: armament.guns * 2 } } } : null;
  },
};

describe('migrations', () => {
  it('starts at schema version 1 with nothing older to migrate', () => {
    expect(SCHEMA_VERSION).toBe(1);
    expect(pendingMigrations(SCHEMA_VERSION)).toEqual([]);
    expect(MIGRATIONS.every((m) => m.version <= SCHEMA_VERSION)).toBe(true);
  });

  it('runs only what is newer than the world, oldest first', () => {
    expect(pendingMigrations(1, [doubleArmament, renameGuns]).map((m) => m.version)).toEqual([2, 3]);
    expect(pendingMigrations(2, [doubleArmament, renameGuns]).map((m) => m.version)).toEqual([3]);
  });

  it('folds every step into one update, each step seeing the last', () => {
    const update = migrateSource('actor', ship, [renameGuns, doubleArmament]);
    expect(update).toEqual({ system: { armament: { guns: 64 }, '-=guns': null } });
    expect(ship.system.guns).toBe(32);
  });

  it('leaves a document alone when no step applies', () => {
    expect(migrateSource('item', ship, [renameGuns])).toBeNull();
    expect(migrateSource('actor', { ...ship, type: 'crew', system: {} }, [renameGuns, doubleArmament])).toBeNull();
  });
});
