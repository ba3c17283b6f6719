/** The chat card of a drawn deck card: what it keeps, and what it shows. Pure. */
import { cardInfo, type CardId } from '../rules/kmh';
import { cardLabelKey } from './tracker-context';

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

/** What the message of a drawn card keeps (its ChatMessage data, data/card-models.ts). */
export interface DeckCardData {
  combatId: string;
  card: CardId;
  turn: number;
  /** The ships the card concerns as they were when it was drawn (hidden ones only in the GMs' whisper). */
  ships: DeckCardShip[];
  /**
   * The players' copy of a card that concerns hidden ships: it holds only the ships they may see,
   * and the GMs get the whole card by whisper (decision deck-card-hidden-ships).
   */
  forPlayers?: boolean;
}

export type DeckCardShip = {
  name: string;
  img: string;
  tokenId: string;
  hidden: boolean;
  founderMovesLeft?: number | null;
};

/**
 * The messages a drawn card is announced in: one for everyone when the players may see every ship
 * it concerns (or when it goes to the GMs alone); else the players' copy without the hidden ships,
 * then the whole card whispered to the GMs, so no player's chat data holds a hidden ship.
 */
export function deckCardMessages(
  data: Omit<DeckCardData, 'forPlayers'>,
  gmOnly: boolean,
): { deckCard: DeckCardData; gmOnly: boolean }[] {
  const seen = data.ships.filter((s) => !s.hidden);
  if (gmOnly || seen.length === data.ships.length) return [{ deckCard: data, gmOnly }];
  return [
    { deckCard: { ...data, ships: seen, forPlayers: true }, gmOnly: false },
    { deckCard: data, gmOnly: true },
  ];
}

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
