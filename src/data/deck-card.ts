/**
 * The chat message of a card drawn from a battle's turn deck, as it is kept (its ChatMessage
 * data, data/card-models.ts) and split for who may see its ships. Pure; what it shows is the
 * turn sequence module's.
 */

/** What the message of a drawn card keeps (its ChatMessage data, data/card-models.ts). */
export interface DeckCardData {
  combatId: string;
  /** The card's id, as its turn sequence names it. */
  card: string;
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
