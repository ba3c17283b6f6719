/**
 * The turn deck as the battle stores it (the Combat's `system.deck`, see data/battle.ts), and every
 * change to it as one whole new value. Pure, so each transition is tested without Foundry; the
 * squadrons it is built from are read through the few fields it needs (DeckSquadron).
 *
 * Every client can read a Combat's data, so the order of the cards to come is never stored: the
 * undrawn cards are a sorted set, and a draw picks one at random at the moment of drawing
 * (drawRandom).
 *
 * Each action keeps the deck as it was before it on an undo stack for the turn, so an undo puts
 * back exactly that deck (decision deck-undo). The serial counts every action: a request made
 * against an older serial is stale and refused.
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
} from '../../rules/kmh';
import { RulesError } from '../../rules/errors';
import type { DiceSource } from '../../rules/dice/dice';
import {
  UNDO_DEPTH,
  type DeckAction,
  type DeckSnapshot,
  type DeckStep,
  type StoredDeck,
  type UndoableAction,
} from '../../data/stored-deck';

export interface DeckChange {
  deck: StoredDeck;
  /** The card the action concerns ('' for none); for an undo, the card of the action taken back. */
  card: CardId;
  /** Held cards returned unplayed at the end of a turn. */
  unplayedHeld: CardId[];
  /** For an undo: the action taken back. */
  undone: UndoableAction | null;
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
    justDrawn: state.justDrawn,
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
    justDrawn: deck.justDrawn,
  };
  const problems = deckProblems(state);
  if (!isUnordered(state)) problems.push('The undrawn cards are stored in an order.');
  if (state.justDrawn !== null && state.played[state.played.length - 1] !== state.justDrawn)
    problems.push('The card marked as just drawn was not the last one turned.');
  if (problems.length) throw new RulesError('BadDeck', problems.join(' '), { problems });
  return state;
}

/** The deck as it is now, without its bookkeeping. */
export function snapshot(deck: DeckSnapshot): DeckSnapshot {
  const { turn, cards, drawPile, held, played, setAside, combined, heldBy, justDrawn } = deck;
  return structuredClone({ turn, cards, drawPile, held, played, setAside, combined, heldBy, justDrawn });
}

/** Checks a stored deck's invariant (the schema has checked its shape); throws a RulesError when damaged. */
export function checkDeck(deck: StoredDeck): StoredDeck {
  stateOf(deck);
  for (const step of deck.history) stateOf(step.before);
  return deck;
}

interface ChangeOptions {
  card?: CardId;
  by: string;
  heldBy?: readonly [CardId, string][];
  unplayedHeld?: CardId[];
  /** The stack after this action; by default the old one with this action pushed. */
  history?: DeckStep[];
  undone?: UndoableAction;
}

function change(before: StoredDeck | null, state: DeckState, action: DeckAction, options: ChangeOptions): DeckChange {
  const card = options.card ?? '';
  let history = options.history;
  if (!history) {
    const step: DeckStep = { action: action as UndoableAction, card, before: snapshot(before!) };
    history = [...before!.history, step].slice(-UNDO_DEPTH);
  }
  const deck: StoredDeck = {
    ...snapshotOf(state, options.heldBy ?? before?.heldBy ?? []),
    serial: (before?.serial ?? 0) + 1,
    last: { action, card, by: options.by },
    history,
  };
  return { deck, card, unplayedHeld: options.unplayedHeld ?? [], undone: options.undone ?? null };
}

/** The first turn's deck. */
export function beginDeck(
  setup: DeckSetup,
  by: string,
  combined: Readonly<Record<string, string>> = {},
  serial = 0,
): DeckChange {
  const begun = change(null, openTurn(setup, 1, combined), 'begin', { by, history: [] });
  return { ...begun, deck: { ...begun.deck, serial: serial + 1 } };
}

/** Turns a card picked at random among the undrawn ones. */
export function drawAction(deck: StoredDeck, dice: DiceSource, by: string): DeckChange {
  const { state, card } = drawRandom(stateOf(deck), dice);
  return change(deck, state, 'draw', { card, by });
}

/** Holds back the Fire card just drawn, for the user `by`. */
export function holdAction(deck: StoredDeck, card: CardId, by: string): DeckChange {
  const state = holdFireCard(stateOf(deck), card);
  return change(deck, state, 'hold', { card, by, heldBy: [...deck.heldBy, [card, by]] });
}

/** Plays a held Fire card. */
export function playAction(deck: StoredDeck, card: CardId, by: string): DeckChange {
  return change(deck, playHeldCard(stateOf(deck), card), 'play', { card, by });
}

/**
 * Takes back the turn's last action, putting the deck exactly as it was before it. The moment of
 * a draw does not come back, except by undoing the hold made in it (decision hold-just-drawn).
 */
export function undoAction(deck: StoredDeck, by: string): DeckChange {
  const step = deck.history[deck.history.length - 1];
  if (!step) throw new RulesError('NothingToUndo', 'There is nothing this turn to undo.');
  const restored = { ...step.before, justDrawn: step.action === 'hold' ? step.before.justDrawn : null };
  return change(deck, stateOf(restored), 'undo', {
    card: step.card,
    by,
    heldBy: restored.heldBy,
    history: deck.history.slice(0, -1),
    undone: step.action,
  });
}

/** Ends the turn once every card is drawn; held cards go back unplayed; the new turn's deck is built from `setup`. */
export function nextTurnAction(deck: StoredDeck, setup: DeckSetup, by: string): DeckChange {
  const current = stateOf(deck);
  // Squadrons no longer in the battle drop out of their combinations.
  const squadrons = new Set(setup.squadrons);
  const combined = Object.fromEntries(
    Object.entries(current.combined).filter(([sub, commander]) => squadrons.has(sub) && squadrons.has(commander)),
  );
  const { state, unplayedHeld } = endTurn({ ...current, combined }, setup);
  return change(deck, state, 'next', { by, heldBy: [], unplayedHeld, history: [] });
}

/** A C-in-C's squadron takes others' Move cards (before the turn's first card only). */
export function combineAction(
  deck: StoredDeck,
  commander: string,
  subordinates: readonly string[],
  by: string,
): DeckChange {
  return change(deck, combineCommands(stateOf(deck), commander, subordinates), 'combine', { card: commander, by });
}

/** Squadrons move on their own cards again. */
export function splitAction(deck: StoredDeck, subordinates: readonly string[], by: string): DeckChange {
  return change(deck, splitCommands(stateOf(deck), subordinates), 'split', { card: subordinates.join(','), by });
}

/** The squadron a Move or Fire card belongs to, or null for an event card. */
export function squadronOfCard(card: CardId): string | null {
  const info = cardInfo(card);
  return info.kind === 'move' || info.kind === 'fire' ? info.squadron : null;
}

/** A ship as the deck reads her: whether she still fights, and what the event cards ask of her. */
export interface DeckShip {
  outOfAction: boolean;
  onFire: boolean;
  steering: boolean;
  strikeMarked: boolean;
  /** Retiring, or a merchant: her strike conditions are checked on the Strike Test card even unmarked. */
  strikeConditions: boolean;
}

/** A squadron as the deck reads it: its name, whether some ship of it still fights, and its ships. */
export interface DeckSquadron<S extends DeckShip = DeckShip> {
  id: string;
  fighting: boolean;
  ships: readonly S[];
}

/** The scenario switches the GM sets on a battle that the deck reads at the start of each turn. */
export type DeckScenario = Readonly<
  Record<'gettingChoppy' | 'boatsLaunched' | 'shoreBatteries' | 'fireshipAblaze' | 'shipsGrappled', boolean>
>;

/** What the next turn's deck is built from: squadrons in the fight and the scenario (decision deck-known-state). */
export function deckSetupOf(squadrons: readonly DeckSquadron[], scenario: DeckScenario): DeckSetup {
  const ships = squadrons.flatMap((s) => s.ships).filter((s) => !s.outOfAction);
  return {
    squadrons: squadrons.filter((s) => s.fighting).map((s) => s.id),
    gettingChoppy: scenario.gettingChoppy,
    boatsLaunched: scenario.boatsLaunched,
    shoreBatteries: scenario.shoreBatteries,
    fireshipAblaze: scenario.fireshipAblaze,
    shipsGrappled: scenario.shipsGrappled,
    shipsBurning: ships.some((s) => s.onFire),
  };
}

/** The ships an event card concerns: the burning for Fire Test, the marked for Strike Test... */
export function shipsConcerned<S extends DeckShip>(card: string, squadrons: readonly DeckSquadron<S>[]): S[] {
  const ships = squadrons.flatMap((s) => s.ships).filter((s) => !s.outOfAction);
  switch (card) {
    case 'fireTest':
      return ships.filter((s) => s.onFire);
    case 'steeringDamageTest':
      return ships.filter((s) => s.steering);
    case 'strikeTest':
      return ships.filter((s) => s.strikeMarked || s.strikeConditions);
    default:
      return [];
  }
}
