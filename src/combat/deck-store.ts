/**
 * The turn deck as the Combat stores it in `flags.broadside.deck`, and every change to it as ONE
 * update object. Pure, so each transition is tested without Foundry.
 *
 * Every client can read a Combat's data, so the order of the cards to come is never stored: the
 * undrawn cards are a sorted set, and a draw picks one at random at the moment of drawing
 * (drawRandom). Flags are not validated by Foundry, so readDeck checks what it reads.
 *
 * Only arrays and objects with fixed keys are stored: Foundry merges an update into nested
 * objects, which would keep a deleted record key alive; arrays are replaced whole.
 */
import {
  cardInfo,
  combineCommands,
  deckProblems,
  drawRandom,
  endTurn,
  holdFireCard,
  isUnordered,
  openTurn,
  playHeldCard,
  splitCommands,
  type CardId,
  type DeckSetup,
  type DeckState,
} from '../rules/kmh';
import { RulesError } from '../rules/errors';
import type { DiceSource } from '../rules/dice/dice';

export const DECK_ACTIONS = ['begin', 'draw', 'hold', 'play', 'undo', 'next', 'combine', 'split'] as const;
export type DeckAction = (typeof DECK_ACTIONS)[number];

/** The deck between two actions, in a shape Foundry can store and merge safely. */
export interface DeckSnapshot {
  turn: number;
  cards: CardId[];
  drawPile: CardId[];
  held: CardId[];
  played: CardId[];
  setAside: CardId[];
  /** [subordinate, commander] pairs. */
  combined: [string, string][];
  /** [card, user id] for each held card: who held it back. */
  heldBy: [CardId, string][];
}

export interface StoredDeck extends DeckSnapshot {
  /** The deck before the last draw, for the GM's undo; null when there is nothing to undo. */
  previous: DeckSnapshot | null;
  /** Counts every action, so each client can tell a new one from an echo. */
  serial: number;
  last: { action: DeckAction; card: CardId };
}

/** The update to the Combat that stores a deck: one object, one document update. */
export interface DeckUpdate {
  flags: { broadside: { deck: StoredDeck } };
  round?: number;
}

export interface DeckChange {
  deck: StoredDeck;
  update: DeckUpdate;
  /** The card the action concerns ('' for none). */
  card: CardId;
  /** Held cards returned unplayed at the end of a turn. */
  unplayedHeld: CardId[];
}

function snapshotOf(state: DeckState, heldBy: readonly [CardId, string][]): DeckSnapshot {
  return {
    turn: state.turn,
    cards: [...state.cards],
    drawPile: [...state.drawPile],
    held: [...state.held],
    played: [...state.played],
    setAside: [...state.setAside],
    combined: Object.entries(state.combined).sort(([a], [b]) => a.localeCompare(b)),
    heldBy: heldBy.filter(([card]) => state.held.includes(card)).map(([c, u]): [CardId, string] => [c, u]),
  };
}

/** The engine's state of a stored deck; throws when it breaks the deck's invariant. */
export function stateOf(deck: DeckSnapshot): DeckState {
  const state: DeckState = {
    turn: deck.turn,
    cards: deck.cards,
    drawPile: deck.drawPile,
    held: deck.held,
    played: deck.played,
    setAside: deck.setAside,
    combined: Object.fromEntries(deck.combined),
  };
  const problems = deckProblems(state);
  if (!isUnordered(state)) problems.push('The undrawn cards are stored in an order.');
  if (problems.length) throw new RulesError('BadDeck', problems.join(' '), { problems });
  return state;
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isPairs = (v: unknown): v is [string, string][] => Array.isArray(v) && v.every((p) => isStringArray(p) && p.length === 2);

function isSnapshot(v: unknown): v is DeckSnapshot {
  if (!v || typeof v !== 'object') return false;
  const d = v as Record<string, unknown>;
  return (
    Number.isInteger(d.turn) &&
    (d.turn as number) >= 1 &&
    ['cards', 'drawPile', 'held', 'played', 'setAside'].every((k) => isStringArray(d[k])) &&
    isPairs(d.combined) &&
    isPairs(d.heldBy)
  );
}

/** The stored deck of a Combat's flag, or null when there is none; throws on a damaged one. */
export function readDeck(flag: unknown): StoredDeck | null {
  if (flag === undefined || flag === null) return null;
  const d = flag as Record<string, unknown>;
  const last = d.last as Record<string, unknown> | undefined;
  if (
    !isSnapshot(flag) ||
    !(d.previous === null || isSnapshot(d.previous)) ||
    !Number.isInteger(d.serial) ||
    !last ||
    !(DECK_ACTIONS as readonly unknown[]).includes(last.action) ||
    typeof last.card !== 'string'
  ) {
    throw new RulesError('BadDeck', 'The stored deck is damaged.');
  }
  const deck = flag as StoredDeck;
  stateOf(deck);
  return deck;
}

function change(
  before: StoredDeck | null,
  state: DeckState,
  action: DeckAction,
  options: { card?: CardId; heldBy?: readonly [CardId, string][]; previous?: DeckSnapshot | null; unplayedHeld?: CardId[]; round?: number } = {},
): DeckChange {
  const deck: StoredDeck = {
    ...snapshotOf(state, options.heldBy ?? before?.heldBy ?? []),
    previous: options.previous === undefined ? (before?.previous ?? null) : options.previous,
    serial: (before?.serial ?? 0) + 1,
    last: { action, card: options.card ?? '' },
  };
  const update: DeckUpdate = { flags: { broadside: { deck } } };
  if (options.round !== undefined) update.round = options.round;
  return { deck, update, card: options.card ?? '', unplayedHeld: options.unplayedHeld ?? [] };
}

function snapshot(deck: StoredDeck): DeckSnapshot {
  const { turn, cards, drawPile, held, played, setAside, combined, heldBy } = deck;
  return { turn, cards, drawPile, held, played, setAside, combined, heldBy };
}

/** The first turn's deck. */
export function beginDeck(setup: DeckSetup, combined: Readonly<Record<string, string>> = {}): DeckChange {
  return change(null, openTurn(setup, 1, combined), 'begin', { previous: null, round: 1 });
}

/** Turns a card picked at random among the undrawn ones. */
export function drawAction(deck: StoredDeck, dice: DiceSource): DeckChange {
  const { state, card } = drawRandom(stateOf(deck), dice);
  return change(deck, state, 'draw', { card, previous: snapshot(deck) });
}

/** Holds back the Fire card just drawn, for `userId`. */
export function holdAction(deck: StoredDeck, card: CardId, userId: string): DeckChange {
  const state = holdFireCard(stateOf(deck), card);
  return change(deck, state, 'hold', { card, heldBy: [...deck.heldBy, [card, userId]] });
}

/** Plays a held Fire card. */
export function playAction(deck: StoredDeck, card: CardId): DeckChange {
  return change(deck, playHeldCard(stateOf(deck), card), 'play', { card });
}

/** Puts the deck back as it was before the last draw (with anything held or played since). */
export function undoAction(deck: StoredDeck): DeckChange {
  if (!deck.previous) throw new RulesError('NothingToUndo', 'There is no draw to undo.');
  const undone = deck.played.find((c) => !deck.previous!.played.includes(c) && !deck.previous!.held.includes(c)) ?? '';
  const previous = deck.previous;
  return change(deck, stateOf(previous), 'undo', { card: undone, heldBy: previous.heldBy, previous: null });
}

/** Ends the turn once every card is drawn; held cards go back unplayed; the new turn's deck is built from `setup`. */
export function nextTurnAction(deck: StoredDeck, setup: DeckSetup): DeckChange {
  const current = stateOf(deck);
  // Squadrons no longer in the battle drop out of their combinations.
  const squadrons = new Set(setup.squadrons);
  const combined = Object.fromEntries(
    Object.entries(current.combined).filter(([sub, commander]) => squadrons.has(sub) && squadrons.has(commander)),
  );
  const { state, unplayedHeld } = endTurn({ ...current, combined }, setup);
  return change(deck, state, 'next', { previous: null, heldBy: [], unplayedHeld, round: state.turn });
}

/** A C-in-C's squadron takes others' Move cards (before the turn's first card only). */
export function combineAction(deck: StoredDeck, commander: string, subordinates: readonly string[]): DeckChange {
  return change(deck, combineCommands(stateOf(deck), commander, subordinates), 'combine', { card: commander });
}

/** Squadrons move on their own cards again. */
export function splitAction(deck: StoredDeck, subordinates: readonly string[]): DeckChange {
  return change(deck, splitCommands(stateOf(deck), subordinates), 'split', { previous: null });
}

/** The card being acted on: the one just drawn or played (after an undo, the one before); none once held. */
export function currentCard(deck: StoredDeck): CardId | null {
  const acting = deck.last.action === 'draw' || deck.last.action === 'play' || deck.last.action === 'undo';
  return acting ? (deck.played[deck.played.length - 1] ?? null) : null;
}

/** The squadron a Move or Fire card belongs to, or null for an event card. */
export function squadronOfCard(card: CardId): string | null {
  const info = cardInfo(card);
  return info.kind === 'move' || info.kind === 'fire' ? info.squadron : null;
}

/** The squadron whose ships move on a Move card: its own and those combined under it. */
export function movingSquadrons(deck: DeckSnapshot, squadron: string): string[] {
  return [squadron, ...deck.combined.filter(([, commander]) => commander === squadron).map(([sub]) => sub)];
}

/** Who holds a held card. */
export function holderOf(deck: DeckSnapshot, card: CardId): string | null {
  return deck.heldBy.find(([c]) => c === card)?.[1] ?? null;
}
