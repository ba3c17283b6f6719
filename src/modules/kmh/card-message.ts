/** The chat card of a drawn deck card: what it keeps, and what it shows. Pure. */
import { cardInfo, type CardId } from '../../rules/kmh';
import { cardLabelKey } from './deck-view';
import type { DeckCardData } from '../../data/deck-card';

/**
 * Event cards whose procedure runs when they are drawn (the wind's rolls, and the chat cards of the
 * tests and boardings); the others are carried out on the table, and their card says so.
 */
export const SELF_RUNNING = [
  'windChange',
  'gettingChoppy',
  'strikeTest',
  'fireTest',
  'steeringDamageTest',
  'boardingAction',
] as const;

export interface CardMessageContext {
  card: CardId;
  kind: 'move' | 'fire' | 'event';
  labelKey: string;
  squadron: string;
  turn: number;
  hintKey: string;
  /** A ship foundering when her Move card was drawn, with the moves she had left afloat. */
  ships: { name: string; img: string; tokenId: string; foundering: boolean; movesLeft: number }[];
  /** Event cards carried out on the table: the card tells the players to act. */
  prompt: boolean;
  /** What the card asks of its reader when carried out on the table: the GM draws on, a player waits for her. */
  pendingKey: string;
  /** The event card concerns particular ships, and none is concerned now. */
  noShips: boolean;
  canSelect: boolean;
  canFire: boolean;
  /** The reader may still hold this Fire card back (it is the card just drawn and his squadron's). */
  canHold: boolean;
  /** The GM reads the players' copy: shown as they see it, without buttons (his are on the whole card). */
  playersCopy: boolean;
}

const CONCERNING_SHIPS = ['fireTest', 'steeringDamageTest', 'strikeTest'];

/**
 * What the card shows its reader: a player is not shown the ships hidden on the canvas. `mayHold`
 * says whether the reader may hold this card now (the deck's word, read when the card is shown).
 */
export function cardMessageContext(data: DeckCardData, isGM: boolean, mayHold = false): CardMessageContext {
  const { card, turn } = data;
  const ships = isGM ? data.ships : data.ships.filter((s) => !s.hidden);
  const playersCopy = isGM && data.forPlayers === true;
  const info = cardInfo(card);
  const kind = info.kind === 'move' || info.kind === 'fire' ? info.kind : 'event';
  const selfRunning = (SELF_RUNNING as readonly string[]).includes(info.kind);
  return {
    card,
    kind,
    labelKey: cardLabelKey(card),
    squadron: 'squadron' in info ? info.squadron : '',
    turn,
    hintKey: `BROADSIDE.Deck.Hint.${info.kind}`,
    ships: ships.map(({ name, img, tokenId, founderMovesLeft }) => {
      const foundering = kind === 'move' && typeof founderMovesLeft === 'number';
      return { name, img, tokenId, foundering, movesLeft: foundering ? founderMovesLeft : 0 };
    }),
    prompt: kind === 'event' && !selfRunning,
    pendingKey: isGM ? 'BROADSIDE.Deck.Chat.procedurePending' : 'BROADSIDE.Deck.Chat.procedurePendingPlayer',
    noShips: CONCERNING_SHIPS.includes(info.kind) && ships.length === 0,
    canSelect: !playersCopy && ships.length > 0,
    canFire: !playersCopy && kind === 'fire' && ships.length > 0,
    canHold: !playersCopy && kind === 'fire' && mayHold,
    playersCopy,
  };
}
