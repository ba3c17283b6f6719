/**
 * Salt'n'Tar's migration of schema 3 (its strain to the battle data), and its place among the
 * system's migrations once the module has registered it.
 */
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, SHIP_FLAGS, migrateSource, pendingMigrations } from '../../../src/data/migrations';
import { STRAIN_TO_THE_BATTLE } from '../../../src/modules/saltntar/migration';
import { SALTNTAR_MODULE } from '../../../src/modules/saltntar';

describe("Salt'n'Tar's migration", () => {
  it("moves a ship's Salt'n'Tar strain from her flag into her battle's entry, once, leaving the flag as her record outside it", () => {
    const flag = {
      hull: 'sailedWarship',
      sails: 'set',
      rowing: 0,
      anchored: false,
      strain: 3,
      speedLossInches: 1,
      mastsBroken: 0,
      crewLossTenths: 2,
      sinkingIn: null,
      windChange: -1,
    };
    const moves = {
      t1: { record: {}, squadron: 'a', side: 'friendly', steps: [] },
      t2: { record: {}, saltntar: { strain: 5 } },
      t3: { record: {} },
    };
    const source = {
      _id: 'c',
      type: 'base',
      system: { moves },
      flags: {},
      [SHIP_FLAGS]: {
        t1: { broadside: { saltntar: flag } },
        t2: { broadside: { saltntar: { ...flag, strain: 0 } } },
        t3: { core: {} },
      },
    };
    expect(migrateSource('combat', source, [STRAIN_TO_THE_BATTLE])).toEqual({
      system: {
        moves: {
          t1: {
            saltntar: {
              strain: 3,
              speedLossInches: 1,
              mastsBroken: 0,
              crewLossTenths: 2,
              sinkingIn: null,
              windChange: -1,
            },
          },
        },
      },
    });
    // A battle with no moves, or a world read without its ships' flags, has nothing to move.
    expect(
      migrateSource('combat', { _id: 'c', type: 'base', system: {}, [SHIP_FLAGS]: {} }, [STRAIN_TO_THE_BATTLE]),
    ).toBeNull();
    expect(migrateSource('combat', { _id: 'c', type: 'base', system: { moves } }, [STRAIN_TO_THE_BATTLE])).toBeNull();
  });

  it('runs in its place by version once the module registers it, and only once', () => {
    expect(pendingMigrations(0).map((m) => m.version)).toEqual([2, 4]);
    SALTNTAR_MODULE.register?.();
    expect(MIGRATIONS).toContain(STRAIN_TO_THE_BATTLE);
    expect(pendingMigrations(0).map((m) => m.version)).toEqual([2, 3, 4]);
    expect(pendingMigrations(2)[0]).toBe(STRAIN_TO_THE_BATTLE);
    expect(() => SALTNTAR_MODULE.register?.()).toThrow(/registered twice/);
  });
});
