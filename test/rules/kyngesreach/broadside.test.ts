import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { RandomDice, ScriptedDice, seededRandom } from '../../../src/rules/dice/dice';
import {
  RANGE_TABLE,
  broadsideOdds,
  classShip,
  fireBroadside,
  freshState,
  type BroadsideOrder,
} from '../../../src/rules/kyngesreach';
import { expectRefusal } from '../refusal';

const sojourner = classShip('frigate', 12, 9);
const brig = classShip('sloop-brig', 10, 9);

function order(change: Partial<BroadsideOrder> = {}): BroadsideOrder {
  return {
    firer: sojourner,
    firerState: freshState(sojourner),
    battery: 'starboard',
    gunner: 12,
    holder: 'a',
    side: 'a',
    range: 'standard',
    called: null,
    mast: null,
    morale: 0,
    reloadWith: 'round',
    target: brig,
    targetState: freshState(brig),
    targetFacing: 'port',
    ...change,
  };
}

describe('fireBroadside', () => {
  it('records the Gunner roll, each hit, the states before and after, and every die in order', () => {
    const faces = [4, 4, 3, 1, 3, 3, 3, 3, 3, 3, 4, 5, 2];
    const dice = new ScriptedDice(faces);
    const r = fireBroadside(order(), dice);
    expect(dice.remaining).toBe(0);
    expect(r).toMatchObject({
      modifiers: [{ key: 'gauge', value: 1 }],
      effective: 13,
      rate: 25,
      cap: 100,
      hits: 3,
      guns: 12,
      calibre: 9,
      ammunition: 'round',
    });
    expect(r.roll).toEqual({
      effective: 13,
      faces: [4, 4, 3],
      total: 11,
      margin: 2,
      success: true,
      critical: false,
      attempted: true,
    });
    expect(r.hitRecords.map((h) => h.place)).toEqual(['hull', 'deck', 'cannons']);
    expect(r.hitRecords[0]).toMatchObject({ damage: 36, dr: 10, penetration: 26, hipLoss: 30 });
    expect(r.targetBefore.hip).toBe(250);
    expect(r.targetAfter).toMatchObject({ hip: 220, readiness: 90, batteries: { port: { guns: 8, reload: 1 } } });
    expect(r.firerBefore.batteries.starboard.reload).toBe(0);
    expect(r.firerAfter.batteries.starboard).toEqual({ guns: 12, reload: 3, ammunition: 'round' });
    expect(r.dice.map((d) => `${d.count}d${d.faces}`)).toEqual(['3d6', '1d6', '6d6', '1d6', '1d6', '1d6']);
    expect(r.dice.flatMap((d) => d.results)).toEqual(faces);
    expect(r.odds).toEqual(broadsideOdds(order()));
    expect(r.odds[3]).toBeGreaterThan(0);
  });

  it('is replayed exactly from its recorded dice, and never gives more hits than the odds allow', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom('extreme', 'long', 'standard', 'close' as const),
        fc.integer({ min: 4, max: 20 }),
        (seed, range, gunner) => {
          const o = order({ range, gunner });
          const first = fireBroadside(o, new RandomDice(seededRandom(seed)));
          const again = fireBroadside(o, new ScriptedDice(first.dice.flatMap((d) => d.results)));
          expect(again).toEqual(first);
          expect(first.hits * 100).toBeLessThanOrEqual(RANGE_TABLE[range].maxRate * 12);
          expect(first.odds[first.hits]).toBeGreaterThan(0);
          expect(first.targetAfter.hip).toBeLessThanOrEqual(first.targetBefore.hip);
          expect(first.hitRecords).toHaveLength(first.hits);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('loads a new kind of shot in 4 rounds after firing (decision kr-reload-start)', () => {
    const r = fireBroadside(order({ reloadWith: 'chain' }), new ScriptedDice([6, 6, 6]));
    expect(r.hits).toBe(0);
    expect(r.firerAfter.batteries.starboard).toEqual({ guns: 12, reload: 4, ammunition: 'chain' });
  });

  it('aims every hit of a called shot and takes its penalty (decision kr-called-location)', () => {
    const s = freshState(sojourner);
    s.batteries.starboard.ammunition = 'bar';
    // 12, +1 for the gauge, +1 at close range, -6 for a mast: 8. A 6 makes it by 2: 25% of 12 guns.
    const dice = new ScriptedDice([2, 2, 2, ...[1, 1, 1].flatMap(() => [5, 5, 5, 5, 5, 5])]);
    const r = fireBroadside(
      order({ firerState: s, called: 'mast', mast: 'main', range: 'close', reloadWith: 'bar' }),
      dice,
    );
    expect(dice.remaining).toBe(0);
    expect(r.effective).toBe(8);
    expect(r.hits).toBe(3);
    expect(r.targetAfter.masts.main).toEqual({ dr: 20, penetrating: 3, lost: true });
    expect(r.modifiers).toContainEqual({ key: 'called', value: -6 });
    expect(r.hitRecords.every((h) => h.place === 'mast' && h.mast === 'main' && h.locationFace === null)).toBe(true);
  });

  it("gives the enemy her bonus for lost masts and the firer's own damage counts (decisions kr-masts-lost and kr-damage-modifier)", () => {
    const target = freshState(brig);
    target.masts.fore!.lost = true;
    const firer = freshState(sojourner);
    firer.readiness = 60;
    const r = fireBroadside(
      order({ targetState: target, firerState: firer, holder: null, morale: -1 }),
      new ScriptedDice([6, 6, 6]),
    );
    expect(r.modifiers).toEqual([
      { key: 'gauge', value: -1 },
      { key: 'dismasted', value: 2 },
      { key: 'damage', value: -2 },
      { key: 'morale', value: -1 },
    ]);
    expect(r.effective).toBe(10);
  });

  it('refuses what cannot fire before drawing a die', () => {
    const reloading = freshState(sojourner);
    reloading.batteries.starboard.reload = 2;
    expectRefusal(() => fireBroadside(order({ firerState: reloading }), new ScriptedDice([])), 'KrReloading', {
      reload: 2,
    });
    const gunless = freshState(sojourner);
    gunless.batteries.starboard.guns = 0;
    expectRefusal(() => fireBroadside(order({ firerState: gunless }), new ScriptedDice([])), 'KrNoGuns', {
      battery: 'starboard',
    });
    const sunk = freshState(sojourner);
    sunk.hip = 0;
    expectRefusal(() => fireBroadside(order({ firerState: sunk }), new ScriptedDice([])), 'KrSunk');
    expectRefusal(() => fireBroadside(order({ called: 'deck' }), new ScriptedDice([])), 'KrWrongAmmo');
    expectRefusal(() => fireBroadside(order({ mast: 'fore' }), new ScriptedDice([])), 'KrMastChoice', {
      called: null,
      mast: 'fore',
    });
    const bar = freshState(sojourner);
    bar.batteries.starboard.ammunition = 'bar';
    expectRefusal(
      () => fireBroadside(order({ firerState: bar, called: 'mast', mast: null }), new ScriptedDice([])),
      'KrMastChoice',
    );
    const down = freshState(brig);
    down.masts.main!.lost = true;
    expectRefusal(
      () =>
        fireBroadside(
          order({ firerState: bar, called: 'mast', mast: 'main', targetState: down }),
          new ScriptedDice([]),
        ),
      'KrNoSuchMast',
      { mast: 'main' },
    );
    const twoMasted = classShip('sloop-brig', 10, 9, { masts: { fore: 15, main: 20 } });
    expectRefusal(
      () =>
        fireBroadside(
          order({
            firerState: bar,
            called: 'mast',
            mast: 'mizzen',
            target: twoMasted,
            targetState: freshState(twoMasted),
          }),
          new ScriptedDice([]),
        ),
      'KrNoSuchMast',
    );
  });
});
