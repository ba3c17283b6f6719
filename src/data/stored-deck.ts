/**
 * A battle's turn deck as its Combat stores it (`system.deck`, data/battle.ts): the cards of the
 * turn by id, the undo stack and the serial, in a shape Foundry stores whole, with the reads that
 * the sheets, the canvas and the chat make of it. Pure. How each action changes it is the turn
 * sequence's own (its module's deck-store.ts).
 */

export const DECK_ACTIONS = ['begin', 'draw', 'hold', 'play', 'undo', 'next', 'combine', 'split'] as const;
export type DeckAction = (typeof DECK_ACTIONS)[number];

/** Actions an undo can take back: the turn's own moves (begin and next start a new stack). */
export const UNDOABLE_ACTIONS = ['draw', 'hold', 'play', 'combine', 'split'] as const satisfies readonly DeckAction[];
export type UndoableAction = (typeof UNDOABLE_ACTIONS)[number];

/** How many of a turn's actions can be taken back, newest first (a Trafalgar turn has about 60). */
export const UNDO_DEPTH = 80;

/** The deck between two actions, in a shape Foundry stores whole. */
export interface DeckSnapshot {
  turn: number;
  cards: string[];
  drawPile: string[];
  held: string[];
  played: string[];
  setAside: string[];
  /** [subordinate, commander] pairs. */
  combined: [string, string][];
  /** [card, user id] for each held card: who held it back. */
  heldBy: [string, string][];
  /** The card the last action drew, while it may still be held (decision hold-just-drawn). */
  justDrawn: string | null;
}

/** One action on the undo stack: what it was and the deck just before it. */
export interface DeckStep {
  action: UndoableAction;
  card: string;
  before: DeckSnapshot;
}

export interface StoredDeck extends DeckSnapshot {
  /** Counts every action: each client tells a new one from an echo, and a stale request is refused. */
  serial: number;
  /** The last action, the card it concerned ('' for none) and the user it was done for. */
  last: { action: DeckAction; card: string; by: string };
  /** This turn's undoable actions, oldest first. */
  history: DeckStep[];
}

/**
 * The card being acted on: the one just drawn (also once an undo of its hold brings its moment
 * back) or just played from hand; none after a hold, a combination or any other undo.
 */
export function currentCard(deck: StoredDeck): string | null {
  if (deck.justDrawn) return deck.justDrawn;
  return deck.last.action === 'play' ? (deck.played[deck.played.length - 1] ?? null) : null;
}

/** The squadron whose ships move on a Move card: its own and those combined under it. */
export function movingSquadrons(deck: Pick<DeckSnapshot, 'combined'>, squadron: string): string[] {
  return [squadron, ...deck.combined.filter(([, commander]) => commander === squadron).map(([sub]) => sub)];
}

/**
 * The ships a squadron's Move card sets moving, still in the fight: its own and those of the squadrons
 * combined under it (with no deck, its own alone).
 */
export function movingShips<S extends { outOfAction: boolean }>(
  deck: Pick<DeckSnapshot, 'combined'> | null,
  squadron: string,
  squadrons: readonly { id: string; ships: readonly S[] }[],
): S[] {
  const ids = deck ? movingSquadrons(deck, squadron) : [squadron];
  return ids.flatMap((id) => squadrons.find((s) => s.id === id)?.ships.filter((ship) => !ship.outOfAction) ?? []);
}

/** Who holds a held card. */
export function holderOf(deck: DeckSnapshot, card: string): string | null {
  return deck.heldBy.find(([c]) => c === card)?.[1] ?? null;
}
