/** When a player's ship may move in a KMH battle (decision move-in-activation). */
import { describe, expect, it } from 'vitest';
import { moveLock, type BattleView } from '../../../src/canvas/move-lock';
import { activationCard, deckMoveTurn, type DeckView } from '../../../src/modules/kmh/move-lock';
import { EMPTY_MOVE, type MoveRecord } from '../../../src/rules/move-record';
import type { StoredDeck } from '../../../src/data/stored-deck';

const rolled = (turn: number, allowance: number | null = 12): MoveRecord => ({
  ...EMPTY_MOVE,
  turned: [],
  allowance,
  turn,
});
type Deck = NonNullable<DeckView>;
const deck = (
  played: string[],
  action: StoredDeck['last']['action'] = 'draw',
  combined: [string, string][] = [],
): Deck => ({
  turn: 2,
  played,
  combined,
  last: { action, card: played[played.length - 1] ?? '', by: 'gm' },
});
const inBattle = (d: Deck | null, squadron = 'Inshore'): BattleView => ({
  turn: deckMoveTurn(d, squadron),
  squadron,
  side: 'friendly',
});

describe('a ship in a KMH battle', () => {
  it('sails freely outside a battle or before the deck is begun', () => {
    expect(moveLock(null, EMPTY_MOVE)).toBeNull();
    expect(moveLock(inBattle(null), EMPTY_MOVE)).toBeNull();
  });

  it("moves only while her squadron's Move card is in play, with her move rolled this turn", () => {
    expect(moveLock(inBattle(deck(['fire:Inshore', 'move:Offshore'])), rolled(2))).toBe('notHerActivation');
    expect(moveLock(inBattle(deck(['move:Inshore', 'windChange'])), rolled(2))).toBe('notHerActivation');
    expect(moveLock(inBattle(deck(['move:Inshore'])), rolled(2))).toBeNull();
    // A move left over from last turn, or none rolled, is no move for this activation.
    expect(moveLock(inBattle(deck(['move:Inshore'])), rolled(1))).toBe('noMoveRolled');
    expect(moveLock(inBattle(deck(['move:Inshore'])), rolled(2, null))).toBe('noMoveRolled');
  });

  it('moves on the Move card of the squadron she is combined under', () => {
    const combined = deck(['move:Offshore'], 'draw', [['Inshore', 'Offshore']]);
    expect(moveLock(inBattle(combined), rolled(2))).toBeNull();
    expect(moveLock(inBattle(combined, 'Frigates'), rolled(2))).toBe('notHerActivation');
  });

  it('keeps her activation when a held Fire card is played in it', () => {
    const played = deck(['move:Inshore', 'fire:Offshore'], 'play');
    expect(activationCard(played)).toBe('move:Inshore');
    expect(moveLock(inBattle(played), rolled(2))).toBeNull();
    // A Fire card drawn (not played from hold) ends it.
    expect(moveLock(inBattle(deck(['move:Inshore', 'fire:Offshore'])), rolled(2))).toBe('notHerActivation');
  });

  it('never moves a token the begun battle holds but does not place', () => {
    expect(moveLock({ ...inBattle(deck(['move:Inshore'])), squadron: '', side: '' }, rolled(2))).toBe(
      'notHerActivation',
    );
  });
});
