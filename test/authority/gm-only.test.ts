import { describe, expect, it } from 'vitest';
import { GM_ONLY_SHIP_PATHS, stripGmOnly } from '../../src/authority/gm-only';

describe("a player's update of his ship", () => {
  it('loses the fate, the moves left, the colours, flagship and merchant, and keeps the rest', () => {
    const changes: Record<string, unknown> = {
      name: 'Unsinkable',
      system: { flagship: true, merchant: false, strike: { status: 'fighting', marked: false }, damage: { fate: 'afloat', founderMovesLeft: 6, points: 3 } },
    };
    expect(stripGmOnly(changes, false)).toEqual([...GM_ONLY_SHIP_PATHS]);
    expect(changes).toEqual({ name: 'Unsinkable', system: { strike: { marked: false }, damage: { points: 3 } } });
  });

  it('loses them written with dotted keys too', () => {
    const changes: Record<string, unknown> = { 'system.damage.fate': 'afloat', system: { 'strike.status': 'fighting' }, 'system.damage': { points: 1, fate: 'afloat' } };
    expect(stripGmOnly(changes, false)).toEqual(['strike.status', 'damage.fate']);
    expect(changes).toEqual({ 'system.damage': { points: 1 } });
  });

  it('drops an emptied branch, and says nothing of an update without them', () => {
    const changes: Record<string, unknown> = { system: { damage: { fate: 'afloat' } } };
    expect(stripGmOnly(changes, false)).toEqual(['damage.fate']);
    expect(changes).toEqual({});
    const plain = { system: { damage: { points: 4 } } };
    expect(stripGmOnly(plain, false)).toEqual([]);
    expect(plain).toEqual({ system: { damage: { points: 4 } } });
  });

  it("leaves a GM's update as it is", () => {
    const changes = { system: { damage: { fate: 'sunk' }, flagship: true } };
    expect(stripGmOnly(changes, true)).toEqual([]);
    expect(changes).toEqual({ system: { damage: { fate: 'sunk' }, flagship: true } });
  });
});

describe("the desk's guard of a ship's GM-only status", () => {
  const ship = (fate: string, over: object = {}) => ({ flagship: false, merchant: false, strike: { status: 'fighting' }, damage: { fate, founderMovesLeft: 0, points: 74 }, ...over });

  it("puts back what a player's update changed of it, and nothing else", async () => {
    const { StatusGuard } = await import('../../src/authority/gm-only');
    const guard = new StatusGuard();
    guard.remember('Actor.a', ship('sunk'));
    expect(guard.after('Actor.a', false, ship('afloat', { flagship: true }))).toEqual({ flagship: false, damage: { fate: 'sunk' } });
    // A player's update of other paths leaves nothing to put back.
    expect(guard.after('Actor.a', false, ship('sunk'))).toBeNull();
  });

  it("takes a GM's (or the desk's) change as the new status", async () => {
    const { StatusGuard } = await import('../../src/authority/gm-only');
    const guard = new StatusGuard();
    guard.remember('Actor.a', ship('afloat'));
    expect(guard.after('Actor.a', true, ship('foundering', { damage: { fate: 'foundering', founderMovesLeft: 3 } }))).toBeNull();
    expect(guard.after('Actor.a', false, ship('afloat'))).toEqual({ damage: { fate: 'foundering', founderMovesLeft: 3 } });
  });

  it('takes a ship it has not seen as she is', async () => {
    const { StatusGuard } = await import('../../src/authority/gm-only');
    const guard = new StatusGuard();
    expect(guard.after('Actor.b', false, ship('afloat'))).toBeNull();
    expect(guard.after('Actor.b', false, ship('sunk'))).toEqual({ damage: { fate: 'afloat' } });
  });
});
