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
