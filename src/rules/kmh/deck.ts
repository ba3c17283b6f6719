import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';

/** Event cards of the turn deck, in the order the setup lists them. */
export const EVENT_CARDS = [
  'windChange',
  'gettingChoppy',
  'shipsBoats',
  'shoreBatteryFire',
  'fireTest',
  'steeringDamageTest',
  'strikeTest',
  'boardingAction',
  'fireships',
] as const;
export type EventCard = (typeof EVENT_CARDS)[number];

/** A card id: an event card, or `move:<squadron>` / `fire:<squadron>`. */
export type CardId = string;

export type CardInfo = { kind: 'move' | 'fire'; squadron: string } | { kind: EventCard };

export function moveCard(squadron: string): CardId {
  return `move:${squadron}`;
}
export function fireCard(squadron: string): CardId {
  return `fire:${squadron}`;
}

/** What a card id stands for. */
export function cardInfo(card: CardId): CardInfo {
  const colon = card.indexOf(':');
  if (colon > 0) {
    const kind = card.slice(0, colon);
    if (kind === 'move' || kind === 'fire') return { kind, squadron: card.slice(colon + 1) };
  } else if ((EVENT_CARDS as readonly string[]).includes(card)) return { kind: card as EventCard };
  throw new RulesError('UnknownCard', `There is no card "${card}".`, { card });
}

/** What the turn's deck is built from: the squadrons and the scenario's state. */
export interface DeckSetup {
  squadrons: readonly string[];
  /** The scenario uses the Getting Choppy card. */
  gettingChoppy?: boolean;
  /** Some ship has boats in the water. */
  boatsLaunched?: boolean;
  shoreBatteries?: boolean;
  /** Some fireship is ablaze. */
  fireshipAblaze?: boolean;
  /**
   * Some ship is burning / some ships are grappled. Left out, the Fire Test and Boarding Action
   * cards are in (decision deck-events); a table that knows says so (decision deck-known-state).
   */
  shipsBurning?: boolean;
  shipsGrappled?: boolean;
}

/**
 * The cards of one turn (K3): a Move and a Fire card per squadron, Wind Change, Fire Test,
 * Steering Damage Test, Strike Test and Boarding Action always (decision deck-events), and the
 * scenario's cards when they apply.
 */
export function turnCards(setup: DeckSetup): CardId[] {
  const seen = new Set<string>();
  for (const s of setup.squadrons) {
    if (typeof s !== 'string' || s.length === 0)
      throw new RulesError('BadSquadron', 'A squadron needs a non-empty id.');
    if (seen.has(s)) throw new RulesError('DuplicateSquadron', `Squadron "${s}" is listed twice.`, { squadron: s });
    seen.add(s);
  }
  const cards: CardId[] = [];
  for (const s of setup.squadrons) cards.push(moveCard(s), fireCard(s));
  const present: Record<EventCard, boolean> = {
    windChange: true,
    gettingChoppy: setup.gettingChoppy ?? false,
    shipsBoats: setup.boatsLaunched ?? false,
    shoreBatteryFire: setup.shoreBatteries ?? false,
    fireTest: setup.shipsBurning ?? true,
    steeringDamageTest: true,
    strikeTest: true,
    boardingAction: setup.shipsGrappled ?? true,
    fireships: setup.fireshipAblaze ?? false,
  };
  for (const e of EVENT_CARDS) if (present[e]) cards.push(e);
  return cards;
}

/** The deck during a turn. Every card of `cards` is in exactly one of the four piles. */
export interface DeckState {
  turn: number;
  cards: readonly CardId[];
  /** Undrawn cards, the next one first. */
  drawPile: readonly CardId[];
  /** Fire cards held back to be played later this turn. */
  held: readonly CardId[];
  /** Cards drawn and acted on, in order. */
  played: readonly CardId[];
  /** Move cards of squadrons moving on their commander's card. */
  setAside: readonly CardId[];
  /** Subordinate squadron → commanding squadron, for combined Move cards. */
  combined: Readonly<Record<string, string>>;
  /**
   * The card turned by the last action when that action was a draw; null after anything else.
   * Only this card may be held (decision hold-just-drawn).
   */
  justDrawn: CardId | null;
}

/** Fisher–Yates through the dice port. */
export function shuffle<T>(items: readonly T[], dice: DiceSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.roll(1, i + 1)[0]! - 1;
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}

function checkCombined(squadrons: readonly string[], combined: Readonly<Record<string, string>>): void {
  for (const [sub, commander] of Object.entries(combined)) {
    if (!squadrons.includes(sub) || !squadrons.includes(commander)) {
      throw new RulesError('UnknownSquadron', `Squadrons "${sub}" and "${commander}" must both be in the turn.`);
    }
    if (sub === commander || commander in combined) {
      throw new RulesError(
        'BadCombination',
        `"${sub}" cannot move on "${commander}"'s card: a commander must lead, not follow.`,
      );
    }
  }
}

/** A turn's deck with its undrawn cards in listing order; combined squadrons' Move cards set aside. */
function turnStart(setup: DeckSetup, turn: number, combined: Readonly<Record<string, string>>): DeckState {
  requireInteger('turn', turn, 1);
  const cards = turnCards(setup);
  checkCombined(setup.squadrons, combined);
  const setAside = Object.keys(combined).map(moveCard);
  const drawPile = cards.filter((c) => !setAside.includes(c));
  return { turn, cards, drawPile, held: [], played: [], setAside, combined: { ...combined }, justDrawn: null };
}

/** Builds and shuffles a turn's deck; combined squadrons' Move cards are set aside. */
export function startTurn(
  setup: DeckSetup,
  turn: number,
  combined: Readonly<Record<string, string>>,
  dice: DiceSource,
): DeckState {
  const state = turnStart(setup, turn, combined);
  return { ...state, drawPile: shuffle(state.drawPile, dice) };
}

/*
 * The unordered deck. A deck kept where every player can read it (a Foundry document) must not
 * keep the order of the cards to come. There the undrawn cards are a set, kept sorted, and each
 * draw picks one of them uniformly through the dice port (drawRandom): the same as shuffling and
 * turning the top card, with nothing to read in advance.
 */

/** The undrawn cards as a sorted set. */
export function unordered(state: DeckState): DeckState {
  return { ...state, drawPile: [...state.drawPile].sort() };
}

/** True when the undrawn cards are kept sorted, so their order tells nothing. */
export function isUnordered(state: DeckState): boolean {
  return state.drawPile.every((c, i) => i === 0 || state.drawPile[i - 1]! <= c);
}

/** Builds a turn's deck as an unordered set of undrawn cards (no dice: nothing is shuffled). */
export function openTurn(setup: DeckSetup, turn: number, combined: Readonly<Record<string, string>>): DeckState {
  return unordered(turnStart(setup, turn, combined));
}

/** Turns a card picked uniformly from the undrawn ones: one die with a face per card. */
export function drawRandom(state: DeckState, dice: DiceSource): { state: DeckState; card: CardId } {
  const n = state.drawPile.length;
  if (n === 0) throw new RulesError('DeckEmpty', 'Every card of this turn has been drawn.');
  const index = dice.roll(1, n)[0]! - 1;
  const card = state.drawPile[index]!;
  return {
    state: {
      ...state,
      drawPile: state.drawPile.filter((_, i) => i !== index),
      played: [...state.played, card],
      justDrawn: card,
    },
    card,
  };
}

function squadronsOf(state: DeckState): string[] {
  return state.cards.flatMap((c) => {
    const info = cardInfo(c);
    return info.kind === 'move' ? [info.squadron] : [];
  });
}

function requireTurnStart(state: DeckState, what: string): void {
  if (state.played.length > 0 || state.held.length > 0) {
    throw new RulesError('TurnStarted', `${what} only before the first card of the turn is drawn.`);
  }
}

/** A C-in-C merges squadrons' Move cards into his own (at the start of a turn only). */
export function combineCommands(state: DeckState, commander: string, subordinates: readonly string[]): DeckState {
  requireTurnStart(state, 'Commands can be combined');
  const combined = { ...state.combined };
  for (const sub of subordinates) {
    if (sub in combined) throw new RulesError('AlreadyCombined', `Squadron "${sub}" already moves on another card.`);
    combined[sub] = commander;
  }
  checkCombined(squadronsOf(state), combined);
  const moving = subordinates.map(moveCard);
  return {
    ...state,
    combined,
    drawPile: state.drawPile.filter((c) => !moving.includes(c)),
    setAside: [...state.setAside, ...moving],
    justDrawn: null,
  };
}

/**
 * Squadrons go back to moving on their own cards: deliberately at the start of a turn, or when
 * formation is lost at any time. Decision split-mid-turn: once the commander's Move card has been
 * played this turn the returned cards count as played (the line has moved); otherwise each is
 * shuffled into the undrawn cards. Without dice the undrawn cards are an unordered set and stay so.
 */
export function splitCommands(state: DeckState, subordinates: readonly string[], dice?: DiceSource): DeckState {
  const combined = { ...state.combined };
  const drawPile = [...state.drawPile];
  const played = [...state.played];
  let setAside = [...state.setAside];
  for (const sub of subordinates) {
    const commander = combined[sub];
    if (commander === undefined)
      throw new RulesError('NotCombined', `Squadron "${sub}" moves on its own card already.`);
    delete combined[sub];
    const card = moveCard(sub);
    setAside = setAside.filter((c) => c !== card);
    if (played.includes(moveCard(commander))) played.push(card);
    else if (dice) drawPile.splice(dice.roll(1, drawPile.length + 1)[0]! - 1, 0, card);
    else drawPile.push(card);
  }
  const next = { ...state, combined, drawPile, played, setAside, justDrawn: null };
  return dice ? next : unordered(next);
}

/** Turns the next card. */
export function drawCard(state: DeckState): { state: DeckState; card: CardId } {
  const [card, ...rest] = state.drawPile;
  if (card === undefined) throw new RulesError('DeckEmpty', 'Every card of this turn has been drawn.');
  return { state: { ...state, drawPile: rest, played: [...state.played, card], justDrawn: card }, card };
}

/**
 * Holds back the Fire card just drawn: the last action must have been its draw (decision
 * hold-just-drawn), so a card that has fired, been played from hand or been passed by a later draw
 * is never held. Decision hold-last-card: with no card left to draw there is no later moment in
 * the turn, so the last card cannot be held.
 */
export function holdFireCard(state: DeckState, card: CardId): DeckState {
  if (cardInfo(card).kind !== 'fire')
    throw new RulesError('NotAFireCard', `Only Fire cards can be held; "${card}" is not one.`);
  if (state.justDrawn !== card || state.played[state.played.length - 1] !== card) {
    throw new RulesError('NotJustDrawn', `"${card}" can be held only as soon as it is drawn.`);
  }
  if (state.drawPile.length === 0)
    throw new RulesError('NothingLeftToWaitFor', 'The last card of a turn cannot be held back.');
  return { ...state, played: state.played.slice(0, -1), held: [...state.held, card], justDrawn: null };
}

/** Plays a held Fire card. */
export function playHeldCard(state: DeckState, card: CardId): DeckState {
  if (!state.held.includes(card)) throw new RulesError('NotHeld', `"${card}" is not being held.`);
  return { ...state, held: state.held.filter((c) => c !== card), played: [...state.played, card], justDrawn: null };
}

/**
 * Ends the turn once every card is drawn and starts the next: held cards are never carried over
 * (they are returned unplayed); combinations carry on.
 */
export function nextTurn(
  state: DeckState,
  setup: DeckSetup,
  dice: DiceSource,
): { state: DeckState; unplayedHeld: CardId[] } {
  const next = endTurn(state, setup);
  return { ...next, state: { ...next.state, drawPile: shuffle(next.state.drawPile, dice) } };
}

/** nextTurn for the unordered deck: the new turn's undrawn cards are a sorted set. */
export function endTurn(state: DeckState, setup: DeckSetup): { state: DeckState; unplayedHeld: CardId[] } {
  if (state.drawPile.length > 0) {
    throw new RulesError('TurnNotOver', `${state.drawPile.length} card(s) of this turn are still to be drawn.`);
  }
  return { state: openTurn(setup, state.turn + 1, state.combined), unplayedHeld: [...state.held] };
}

/** Every way a deck state breaks the invariant; empty when no card is lost or duplicated. */
export function deckProblems(state: DeckState): string[] {
  const problems: string[] = [];
  const count = new Map<CardId, number>();
  for (const c of state.cards) {
    if (count.has(c)) problems.push(`"${c}" is in the turn twice.`);
    count.set(c, 0);
  }
  const piles: [string, readonly CardId[]][] = [
    ['draw pile', state.drawPile],
    ['held', state.held],
    ['played', state.played],
    ['set aside', state.setAside],
  ];
  for (const [name, pile] of piles) {
    for (const c of pile) {
      const n = count.get(c);
      if (n === undefined) problems.push(`"${c}" in the ${name} is not a card of this turn.`);
      else count.set(c, n + 1);
    }
  }
  for (const [c, n] of count) {
    if (n === 0) problems.push(`"${c}" has been lost.`);
    if (n > 1) problems.push(`"${c}" is in ${n} places.`);
  }
  for (const c of state.held) if (cardInfo(c).kind !== 'fire') problems.push(`"${c}" is held but is not a Fire card.`);
  const expectedAside = new Set(Object.keys(state.combined).map(moveCard));
  for (const c of state.setAside)
    if (!expectedAside.has(c)) problems.push(`"${c}" is set aside without a combination.`);
  return problems;
}
