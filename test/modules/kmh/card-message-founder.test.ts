import { describe, expect, it } from 'vitest';
import { shipEntryOf } from '../../../src/data/squadrons';
import { cardMessageContext } from '../../../src/modules/kmh/card-message';

const view = (name: string) => ({
  combatantId: `c-${name}`,
  actorUuid: `Actor.${name}`,
  tokenId: `t-${name}`,
  name,
  img: '',
  disposition: 1,
  hidden: false,
  ownerIds: [],
});
const data = (fate: string, founderMovesLeft: number) => ({
  nationality: 'British',
  flagship: false,
  merchant: false,
  damage: { fate, onFire: false, steering: false, founderMovesLeft },
  strike: { marked: false, status: 'fighting' },
});

describe("a foundering ship's Move card", () => {
  it('carries her moves left from her data, and nothing for a ship afloat', () => {
    expect(shipEntryOf(view('Bellona'), data('foundering', 2)).founderMovesLeft).toBe(2);
    expect(shipEntryOf(view('Amazon'), data('afloat', 4)).founderMovesLeft).toBeNull();
  });

  it('shows the moves left on her Move card, and not on a Fire card', () => {
    const ships = [
      { name: 'Bellona', img: '', tokenId: 't-1', hidden: false, founderMovesLeft: 2 },
      { name: 'Amazon', img: '', tokenId: 't-2', hidden: false, founderMovesLeft: null },
    ];
    const move = cardMessageContext({ combatId: 'c', card: 'move:British', turn: 2, ships }, false);
    expect(move.ships.map((s) => [s.name, s.foundering, s.movesLeft])).toEqual([
      ['Bellona', true, 2],
      ['Amazon', false, 0],
    ]);
    const fire = cardMessageContext({ combatId: 'c', card: 'fire:British', turn: 2, ships }, false);
    expect(fire.ships.some((s) => s.foundering)).toBe(false);
  });
});
