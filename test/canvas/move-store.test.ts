/** The battle's entries of ships' moves (canvas/move-store.ts): read defensively, counted, undone, seeded. */
import { describe, expect, it } from 'vitest';
import { afterCounted, afterUndo, clearedMoves, membersOf, seedMoves, storedMoveOf } from '../../src/canvas/move-store';
import { EMPTY_MOVE } from '../../src/rules/move-record';
import { clearRuleModules, registerRuleModule } from '../../src/registry/rule-modules';
import type { MovementModule } from '../../src/canvas/sailing';

const rolled = { ...EMPTY_MOVE, turned: [], allowance: 30, turn: 2 };

describe("a ship's entry in the battle's moves", () => {
  it('is read defensively: no entry is null, a malformed one reads as nothing rolled, never a sail order', () => {
    expect(storedMoveOf(undefined)).toBeNull();
    expect(
      storedMoveOf({
        record: { allowance: -5, used: 'far', sailOrder: 'speed' },
        squadron: 3,
        steps: [{ id: 'm', x: 'a' }],
        heading: 'north',
      }),
    ).toEqual({
      record: { ...EMPTY_MOVE, turned: [] },
      squadron: '',
      side: '',
      steps: [],
      at: null,
      heading: null,
      kept: {},
    });
    expect(storedMoveOf({ heading: 90 })?.heading).toBe(90);
  });

  it('counts a movement with the record before it, and an undo back to where one began gives that and the later ones back', () => {
    let entry = storedMoveOf({ record: rolled, squadron: 'Inshore', side: 'friendly', steps: [] })!;
    entry = afterCounted(entry, { ...rolled, used: 5, movementId: 'm1' }, { id: 'm1', x: 0, y: 0 });
    entry = afterCounted(entry, { ...rolled, used: 12, movementId: 'm2' }, { id: 'm2', x: 0, y: -100 });
    expect(entry.record.used).toBe(12);
    expect(afterUndo(entry, { x: 0, y: -100.5 }, 1)?.record.used).toBe(5);
    const both = afterUndo(entry, { x: 0, y: 0 }, 1);
    expect(both?.record.used).toBe(0);
    expect(both?.steps).toEqual([]);
    // Back to where no movement of this activation began: no undo of her move.
    expect(afterUndo(entry, { x: 0, y: 200 }, 1)).toBeNull();
  });

  it('is seeded for every ship of the squadrons with nothing rolled; of one she has only her new squadron and side are written', () => {
    const squadrons = [
      { id: 'Inshore', side: 'friendly', ships: [{ tokenId: 't1' }, { tokenId: null }] },
      { id: 'Offshore', side: 'hostile', ships: [{ tokenId: 't2' }] },
    ];
    const seeded = seedMoves(
      { t2: { record: rolled, squadron: 'Inshore', side: 'friendly', steps: [] } },
      membersOf(squadrons),
    );
    expect(Object.keys(seeded)).toEqual(['t1', 't2']);
    expect(seeded.t1).toMatchObject({ squadron: 'Inshore', side: 'friendly', record: { allowance: null }, steps: [] });
    // An update merges this into her entry: a count the desk wrote meanwhile is not overwritten.
    expect(seeded.t2).toEqual({ squadron: 'Offshore', side: 'hostile' });
  });

  it('is forgotten key by key, since an update of an object field merges an empty object as nothing', () => {
    expect(clearedMoves({ t1: {}, t2: {} })).toEqual({ '-=t1': null, '-=t2': null });
  });

  it('remembers her heading where a counted movement began', () => {
    const entry = afterCounted(
      storedMoveOf({ record: rolled, squadron: 'Inshore', side: 'friendly', steps: [] })!,
      { ...rolled, used: 5 },
      { id: 'm1', x: 0, y: 0, rotation: 45 },
    );
    expect(storedMoveOf(structuredClone(entry))?.steps[0]?.rotation).toBe(45);
  });
});

describe('what a movement module keeps of her in her entry', () => {
  it('is read as stored under its key, and a whole entry seeded writes it as nothing, so a stale one is not merged in', () => {
    const keeper = { keptKey: 'keeper' } as unknown as MovementModule;
    registerRuleModule({ id: 'keeper', label: '', aspects: { movement: keeper } });
    try {
      expect(storedMoveOf({ record: rolled, keeper: { strain: 2 } })?.kept).toEqual({ keeper: { strain: 2 } });
      expect(storedMoveOf({ record: rolled })?.kept).toEqual({ keeper: null });
      const seeded = seedMoves({}, [{ tokenId: 't1', squadron: 'Inshore', side: 'friendly' }]);
      expect(seeded.t1).toMatchObject({ squadron: 'Inshore', keeper: null });
      expect(seeded.t1).not.toHaveProperty('kept');
    } finally {
      clearRuleModules();
    }
  });
});
