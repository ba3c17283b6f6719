import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changeUpdate, gmAcceptsRequest, mayApply, mayUndo, mergeOutcome, restoreUpdate, snapshotOf, type ApplicableCard, type ApplyingUser } from '../../src/chat/apply';
import { shipStateOf } from '../../src/data/ship-state';
import { fiveHitBroadside, frenchSeventyFour } from './fixtures';

const user = (id: string, owned: string[] = [], isGM = false): ApplyingUser => ({ id, isGM, owns: (uuid) => owned.includes(uuid) });

/** Applies a card's changes to plain sources the way cards.ts does with documents. */
function applyToSource(source: ReturnType<typeof frenchSeventyFour>['source'], update: object) {
  const merge = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(b)) {
      if (v && typeof v === 'object' && !Array.isArray(v) && a[k] && typeof a[k] === 'object') merge(a[k] as Record<string, unknown>, v as Record<string, unknown>);
      else a[k] = v;
    }
  };
  const out = structuredClone(source);
  merge(out, update as Record<string, unknown>);
  return out;
}

describe('card → ship update', () => {
  it('writes the mast, DP, speed boxes and the turn tallies of the five-hit broadside', () => {
    const { card, target } = fiveHitBroadside();
    const update = changeUpdate(target.source, target.derived, card.changes[0]!);
    expect(update).toMatchObject({
      damage: { points: 15, mainmast: true, foremast: false },
      turn: { damagePoints: 15, raked: false },
      strike: { marked: false, status: 'fighting' },
    });
    // Hull hits: a box at 5 and 10 DP; the mast three primary boxes (nine secondary).
    expect('damage' in update && update.damage.speedBoxes).toBe(11);
  });

  it('marks the ship for a strike test when a trigger fires (more than 15 DP in a turn)', () => {
    const { card, target } = fiveHitBroadside();
    const before = frenchSeventyFour('Le Tonnant', { turn: { damagePoints: 3 } });
    const update = changeUpdate(before.source, before.derived, card.changes[0]!);
    expect(update.strike).toEqual({ marked: true, triggers: ['b'], status: 'fighting' });
    expect(target.source.strike.marked).toBe(false);
  });

  it('puts the card on a ship that changed since the roll: counts add, masts join', () => {
    const { card } = fiveHitBroadside();
    const now = frenchSeventyFour('Le Tonnant', { damage: { points: 4, foremast: true } });
    const current = shipStateOf(now.source, now.derived);
    const merged = mergeOutcome(current, card.changes[0]!.before!, card.changes[0]!.after!);
    expect(merged.damagePoints).toBe(19);
    expect(merged.mastsLost).toEqual(['fore', 'main']);
  });

  it('is the card’s own after-state when nothing changed in between', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (points) => {
        const ship = frenchSeventyFour('T', { damage: { points } });
        const s = shipStateOf(ship.source, ship.derived);
        const after = { ...s, damagePoints: Math.min(s.baseFactor, s.damagePoints + 7), mastsLost: ['main' as const], fire: 'fire' as const };
        expect(mergeOutcome(s, s, after)).toEqual(after);
      }),
    );
  });

  it('records a strike test consequence and clears the mark', () => {
    const ship = frenchSeventyFour('T', { strike: { marked: true, triggers: ['a'] } });
    expect(changeUpdate(ship.source, ship.derived, { actorUuid: 'x', name: 'T', strikeStatus: 'retiring' })).toEqual({
      strike: { marked: false, triggers: [], status: 'retiring' },
    });
  });

  it('undo restores the snapshot taken before the apply', () => {
    const { card, target } = fiveHitBroadside();
    const snapshot = snapshotOf(target.source);
    const applied = applyToSource(target.source, changeUpdate(target.source, target.derived, card.changes[0]!));
    expect(applied.damage.points).toBe(15);
    const undone = applyToSource(applied, restoreUpdate(snapshot));
    expect(undone).toEqual(target.source);
  });
});

describe('who may apply a card', () => {
  const card = (): ApplicableCard => ({ changes: [{ actorUuid: 'Actor.target', name: 'T' }, { actorUuid: 'Actor.firer', name: 'F' }], applied: null });
  const single = (): ApplicableCard => ({ changes: [{ actorUuid: 'Actor.target', name: 'T' }], applied: null });

  it('lets the GM, and the author who owns every changed ship, apply directly', () => {
    expect(mayApply(user('gm', [], true), card(), 'p1')).toBe('apply');
    expect(mayApply(user('p1', ['Actor.target']), single(), 'p1')).toBe('apply');
    expect(mayApply(user('p1', ['Actor.target', 'Actor.firer']), card(), 'p1')).toBe('apply');
  });

  it("sends the target's owner who did not roll the card to the GM (only the author or GM may record it on the message)", () => {
    expect(mayApply(user('p2', ['Actor.target']), single(), 'p1')).toBe('ask');
    expect(gmAcceptsRequest(user('p2', ['Actor.target']), single(), 'p1')).toBe(true);
  });

  it('lets the author or an owner of one ship ask the GM, and refuses anyone else', () => {
    expect(mayApply(user('p1', ['Actor.firer']), single(), 'p1')).toBe('ask');
    expect(mayApply(user('p1'), card(), 'p1')).toBe('ask');
    expect(mayApply(user('p2', ['Actor.target']), card(), 'p1')).toBe('ask');
    expect(mayApply(user('p3'), card(), 'p1')).toBe('refuse');
  });

  it('has nothing left to do once applied: a second Apply changes nothing', () => {
    const done = { ...card(), applied: { by: 'gm', byName: 'GM', at: 1, restore: {} } };
    expect(mayApply(user('gm', [], true), done, 'p1')).toBe('done');
    expect(gmAcceptsRequest(user('p1'), done, 'p1')).toBe(false);
  });

  it('the GM handler re-checks the requesting user and refuses strangers and unknown users', () => {
    expect(gmAcceptsRequest(user('p1'), card(), 'p1')).toBe(true);
    expect(gmAcceptsRequest(user('p3'), card(), 'p1')).toBe(false);
    expect(gmAcceptsRequest(null, card(), 'p1')).toBe(false);
  });

  it('only the GM undoes, and only an applied card', () => {
    const done = { ...card(), applied: { by: 'gm', byName: 'GM', at: 1, restore: {} } };
    expect(mayUndo(user('gm', [], true), done)).toBe(true);
    expect(mayUndo(user('p1', ['Actor.target', 'Actor.firer']), done)).toBe(false);
    expect(mayUndo(user('gm', [], true), card())).toBe(false);
  });
});
