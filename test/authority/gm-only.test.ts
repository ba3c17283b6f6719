import { describe, expect, it } from 'vitest';
import { stripGmOnly } from '../../src/authority/guards/gm-only';
// The GM-only paths KMH's part of a ship declares (registry/data-parts.ts guardedPaths), as the test setup has it.
import { KMH_GM_ONLY as GM_ONLY_SHIP_PATHS } from '../../src/modules/kmh/ship';

/** A ship actor's stored data as the player's client holds it. */
const stored = (over: object = {}) => ({
  name: 'Defiance',
  system: {
    flagship: false,
    merchant: false,
    strike: { status: 'fighting', marked: false },
    damage: { fate: 'afloat', founderMovesLeft: 0, points: 0 },
    initialBroadsideFired: { port: true, starboard: false },
    ...over,
  },
});

describe("a player's update of his ship", () => {
  it('loses the fate, the moves left, the colours, flagship, merchant and the first broadsides, and keeps the rest', () => {
    const changes: Record<string, unknown> = {
      name: 'Unsinkable',
      system: {
        flagship: true,
        merchant: false,
        strike: { status: 'fighting', marked: false },
        damage: { fate: 'afloat', founderMovesLeft: 6, points: 3 },
        // A first broadside spent made fresh again: it would fire the bonus dice once more.
        initialBroadsideFired: { port: false, starboard: false },
      },
    };
    expect(stripGmOnly(changes, false, stored()).removed).toEqual([...GM_ONLY_SHIP_PATHS]);
    expect(changes).toEqual({ name: 'Unsinkable', system: { strike: { marked: false }, damage: { points: 3 } } });
  });

  it('loses them written with dotted keys too', () => {
    const changes: Record<string, unknown> = {
      'system.damage.fate': 'afloat',
      system: { 'strike.status': 'fighting' },
      'system.damage': { points: 1, fate: 'afloat' },
    };
    expect(stripGmOnly(changes, false, stored()).removed).toEqual(['strike.status', 'damage.fate']);
    expect(changes).toEqual({ 'system.damage': { points: 1 } });
  });

  it('drops an emptied branch, and says nothing of an update without them', () => {
    const changes: Record<string, unknown> = { system: { damage: { fate: 'afloat' } } };
    expect(stripGmOnly(changes, false, stored()).removed).toEqual(['damage.fate']);
    expect(changes).toEqual({});
    const plain = { system: { damage: { points: 4 } } };
    expect(stripGmOnly(plain, false, stored())).toEqual({ removed: [], changed: [] });
    expect(plain).toEqual({ system: { damage: { points: 4 } } });
  });

  it("leaves a GM's update as it is", () => {
    const changes = { system: { damage: { fate: 'sunk' }, flagship: true } };
    expect(stripGmOnly(changes, true, stored())).toEqual({ removed: [], changed: [] });
    expect(changes).toEqual({ system: { damage: { fate: 'sunk' }, flagship: true } });
  });

  it('is told only of the values it would have changed: the whole data sent back as it stands says nothing', () => {
    const whole = structuredClone(stored()) as Record<string, unknown>;
    expect(stripGmOnly(whole, false, stored())).toEqual({ removed: [...GM_ONLY_SHIP_PATHS], changed: [] });
    expect(whole).toEqual({ name: 'Defiance', system: { strike: { marked: false }, damage: { points: 0 } } });
    const sunk = { system: { damage: { fate: 'sunk', points: 2 } }, 'system.flagship': false };
    expect(stripGmOnly(sunk, false, stored())).toEqual({
      removed: ['flagship', 'damage.fate'],
      changed: ['damage.fate'],
    });
  });
});

describe("a player's update with Foundry's deletion (-=) and replacement (==) keys", () => {
  it('cannot delete a GM-only path, nor a branch that holds one', () => {
    const changes: Record<string, unknown> = {
      system: { damage: { '-=fate': null, points: 1 }, '-=strike': null, '-=flagship': null },
    };
    expect(stripGmOnly(changes, false, stored())).toEqual({
      removed: ['flagship', 'strike.status', 'damage.fate'],
      changed: ['flagship', 'strike.status', 'damage.fate'],
    });
    expect(changes).toEqual({ system: { damage: { points: 1 } } });
    const whole: Record<string, unknown> = { '-=system': null, name: 'Ghost' };
    expect(stripGmOnly(whole, false, stored()).changed).toEqual([...GM_ONLY_SHIP_PATHS]);
    expect(whole).toEqual({ name: 'Ghost' });
  });

  it('replaces a branch that holds one with the GM-only values kept as they stand', () => {
    const changes: Record<string, unknown> = {
      system: { '==damage': { points: 5, fate: 'sunk' } },
      'system.==strike': { marked: true },
    };
    expect(
      stripGmOnly(changes, false, stored({ damage: { fate: 'foundering', founderMovesLeft: 3, points: 0 } })),
    ).toEqual({
      removed: ['damage.fate'],
      changed: ['damage.fate'],
    });
    expect(changes).toEqual({
      system: { '==damage': { points: 5, fate: 'foundering', founderMovesLeft: 3 } },
      'system.==strike': { marked: true, status: 'fighting' },
    });
    // Replacing the whole system data with only a part of it is refused outright.
    const wipe: Record<string, unknown> = { '==system.strike': { marked: true } };
    expect(stripGmOnly(wipe, false, stored()).changed).toEqual([...GM_ONLY_SHIP_PATHS]);
    expect(wipe).toEqual({});
  });

  it('finds the operator on any segment of a dotted key', () => {
    const changes: Record<string, unknown> = {
      'system.damage.-=fate': null,
      'system.==damage.points': 2,
      'system.strike.==status': 'fighting',
      'system.-=rakedBefore': null,
    };
    expect(stripGmOnly(changes, false, stored())).toEqual({
      removed: ['strike.status', 'damage.fate', 'damage.founderMovesLeft'],
      changed: ['damage.fate', 'damage.founderMovesLeft'],
    });
    expect(changes).toEqual({ 'system.-=rakedBefore': null });
  });

  it('refuses an operator object (not plain data) standing for a branch that holds one', () => {
    class ForcedReplacement {
      constructor(readonly value: unknown) {}
    }
    const changes: Record<string, unknown> = {
      system: { damage: new ForcedReplacement({ fate: 'afloat' }), rakedBefore: true },
    };
    expect(stripGmOnly(changes, false, stored()).removed).toEqual(['damage.fate', 'damage.founderMovesLeft']);
    expect(changes).toEqual({ system: { rakedBefore: true } });
  });
});
