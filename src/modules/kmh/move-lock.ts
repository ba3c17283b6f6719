/**
 * Where a KMH battle's turn stands for a squadron's move (canvas/move-lock.ts): a ship moves only
 * while her squadron's Move card, or that of the squadron she is combined under, is in play
 * (decision move-in-activation). Pure.
 */
import { cardInfo } from '../../rules/kmh';
import { movingSquadrons, type StoredDeck } from '../../data/stored-deck';
import type { MoveTurn } from '../../combat/turn-sequence';

/** The deck as the lock reads it; null before it is begun. */
export type DeckView = Pick<StoredDeck, 'turn' | 'played' | 'combined' | 'last'> | null;

/**
 * The card whose activation is running: the last one turned. A held Fire card played since does
 * not end the activation it was played in, so the card before it counts.
 */
export function activationCard(deck: Pick<StoredDeck, 'played' | 'last'>): string | null {
  const n = deck.played.length;
  const top = deck.played[n - 1] ?? null;
  if (top && deck.last.action === 'play' && top.startsWith('fire:')) return deck.played[n - 2] ?? null;
  return top;
}

/** Whether the Move card now in play moves this squadron (its own, or one it commands). */
function moveCardMoves(deck: Pick<StoredDeck, 'played' | 'last' | 'combined'>, squadron: string): boolean {
  const card = activationCard(deck);
  if (!card) return false;
  const info = cardInfo(card);
  return info.kind === 'move' && movingSquadrons(deck, info.squadron).includes(squadron);
}

/** The deck's turn while the squadron's Move card is in play; null before the deck is begun. */
export function deckMoveTurn(deck: DeckView, squadron: string): MoveTurn {
  if (!deck) return null;
  return moveCardMoves(deck, squadron) ? deck.turn : 'notHerActivation';
}
