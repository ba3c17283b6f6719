/**
 * What the turn-deck tracker shows, from plain inputs. Pure: the tracker's _prepareContext reads
 * the Combat into a TrackerInput, and the browser test renders the template with exactly what
 * trackerContext returns.
 */
import { cardInfo, type CardId } from '../rules/kmh';
import { shipsConcerned } from './deck-store';
import { currentCard, holderOf, movingSquadrons, type StoredDeck } from '../data/stored-deck';
import { SCENARIO_TOGGLES, SIDES, scenarioOf, type Scenario, type ShipEntry, type Squadron } from '../data/squadrons';
import { battleSquadrons, type SquadronRecord } from '../data/battle-data';
import { mayAskDeck } from './requests';
import type { ConditionKey } from '../data/conditions';
import { ensignColour } from '../data/ensign';
import { shipMarks } from './tracker-ship';

/**
 * The view of a battle's turn that a module draws above the deck (the template's phase block: the
 * phases, who acts, the GM's buttons), from the squadrons the reader sees. The turn sequence
 * contract (turn-sequence.ts) gives it for the battle; a turn that is the deck alone gives none.
 */
export type TurnView = (squadrons: readonly Squadron[], isGM: boolean) => PhaseView;

/** A turn's phases as the tracker draws them (templates/combat/tracker.hbs, the `sequence` block). */
export interface PhaseView {
  begun: boolean;
  turn: number;
  kind: string;
  phases: { phase: string; labelKey: string; current: boolean; done: boolean }[];
  phaseKey: string;
  hintKey: string;
  actingSideKey: string;
  /** The acting side named by its nations (empty when none of its ships is seen: the key is shown). */
  actingSideName: string;
  /** The ships of the side acting now, or of every side when they act together. */
  ships: { name: string; img: string; combatantId: string; tokenId: string }[];
  order: { sideKey: string; name: string; acting: boolean }[];
  canRollInitiative: boolean;
  /** The label of the current phase's roll when the GM can make it now; empty otherwise. */
  phaseRollKey: string;
  canAdvance: boolean;
  canBack: boolean;
  canBegin: boolean;
  /**
   * A module's own part of the tracker, drawn in place of the phases: its template (a partial loaded
   * at init, turn-sequence.ts `templates`) with its context; its buttons name a `turnAction`.
   */
  section?: { template: string; context: object };
}

export interface TrackerInput {
  deck: StoredDeck | null;
  /** Set when the stored deck could not be read. */
  deckError: string | null;
  ships: readonly ShipEntry[];
  /** The squadrons the GM placed ships in (fixed once the deck began). */
  records: readonly SquadronRecord[];
  scenario: Scenario;
  user: { id: string; isGM: boolean };
  userNames: Readonly<Record<string, string>>;
  /** The module's own view of the turn, drawn with the squadrons this reader sees; null for none. */
  turnView: TurnView | null;
}

export interface ShipView {
  name: string;
  img: string;
  tokenId: string;
  combatantId: string;
  onFire: boolean;
  steering: boolean;
  marked: boolean;
  out: boolean;
  hidden: boolean;
  /** What the GM's button does to her: show her again, or hide her. */
  visibilityKey: string;
  /** Her token is neutral: she belongs to no side until the GM gives her one. */
  noSide: boolean;
  /** Her hull as a bar: what is left, of how much, as a share (0–100); null where it is not known. */
  hull: { value: number; max: number; percent: number; low: boolean } | null;
  /** Her conditions, with the icons her tokens show. */
  conditions: { key: ConditionKey; img: string; labelKey: string }[];
  /** Her nation's ensign colour (data/ensign.ts). */
  ensign: string;
}

export interface CardView {
  card: CardId;
  kind: 'move' | 'fire' | 'event';
  labelKey: string;
  squadron: string;
  hintKey: string;
  ships: ShipView[];
  holder: string;
  canPlay: boolean;
}

export interface SquadronView {
  id: string;
  /** The ensign colour of the squadron's nation, or its side's. */
  ensign: string;
  /** The name in words of a squadron named after its side (else its id is its name). */
  nameKey: string | null;
  sideKey: string;
  nation: string;
  commander: string;
  count: number;
  ships: ShipView[];
  fighting: boolean;
  /** The squadron whose Move card this one moves on ('' for its own). */
  movesWith: string;
  followers: string[];
  combineOptions: { id: string; selected: boolean }[];
  canCombine: boolean;
  canSplit: boolean;
}

export interface TrackerContext {
  isGM: boolean;
  /** No battle is open on the viewed scene: the GM is offered to open one with the scene's ships. */
  noBattle: boolean;
  begun: boolean;
  deckError: string | null;
  turn: number;
  remaining: number;
  /** The count is withheld from a player while squadrons he cannot see are in the deck. */
  remainingHidden: boolean;
  current: CardView | null;
  canHold: boolean;
  /** For the GM: the players who may still hold the Fire card just drawn ('' for none). */
  holdOpenTo: string;
  played: CardView[];
  held: CardView[];
  squadrons: SquadronView[];
  shipCount: number;
  scenario: { key: string; labelKey: string; checked: boolean }[];
  canBegin: boolean;
  /** The GM's set-up buttons (bring ships in, squadrons), offered until the battle begins. */
  canSetUp: boolean;
  canDraw: boolean;
  canUndo: boolean;
  turnOver: boolean;
  canNextTurn: boolean;
  heldAtTurnEnd: number;
  sequence: PhaseView | null;
}

function shipView(ship: ShipEntry): ShipView {
  return {
    ...shipMarks(ship),
    name: ship.name,
    img: ship.img,
    tokenId: ship.tokenId ?? '',
    combatantId: ship.combatantId,
    onFire: ship.onFire,
    steering: ship.steering,
    marked: ship.strikeMarked,
    out: ship.outOfAction,
    hidden: ship.hidden,
    visibilityKey: ship.hidden ? 'BROADSIDE.Deck.showShip' : 'BROADSIDE.Deck.hideShip',
    noSide: ship.side === 'neutral',
  };
}

/**
 * A squadron named after its side (no name or nation given, squadrons.ts squadronIdOf): the key of
 * its name in words, never the raw side key; null for a squadron with a name of its own.
 */
export function sideSquadronKey(id: string): string | null {
  return (SIDES as readonly string[]).includes(id) ? `BROADSIDE.Deck.SideSquadron.${id}` : null;
}

/**
 * The localisation key of a card's name; Move and Fire names take `{squadron}`, except those of a
 * squadron named after its side, whose names say the side in words.
 */
export function cardLabelKey(card: CardId): string {
  const info = cardInfo(card);
  if ((info.kind === 'move' || info.kind === 'fire') && sideSquadronKey(info.squadron))
    return `BROADSIDE.Deck.SideCard.${info.kind}.${info.squadron}`;
  return `BROADSIDE.Deck.Card.${info.kind}`;
}

/** The ships a card sets acting: a squadron's (and, for a Move card, those combined under it), or those an event
 * concerns. */
export function shipsOfCard(card: CardId, deck: StoredDeck | null, squadrons: readonly Squadron[]): ShipEntry[] {
  const info = cardInfo(card);
  if (info.kind === 'move' || info.kind === 'fire') {
    const ids = info.kind === 'move' && deck ? movingSquadrons(deck, info.squadron) : [info.squadron];
    return ids.flatMap((id) => squadrons.find((s) => s.id === id)?.ships.filter((ship) => !ship.outOfAction) ?? []);
  }
  return shipsConcerned(info.kind, squadrons);
}

/** The squadrons a Move or Fire card sets acting (none for an event card). */
export function cardSquadrons(card: CardId, deck: StoredDeck | null): string[] {
  const info = cardInfo(card);
  if (info.kind === 'fire') return [info.squadron];
  if (info.kind === 'move') return deck ? movingSquadrons(deck, info.squadron) : [info.squadron];
  return [];
}

/** The squadrons of the battle of which a player sees no ship (all hidden). */
export function unseenSquadrons(all: readonly Squadron[], seen: readonly Squadron[]): Set<string> {
  const ids = new Set(seen.map((s) => s.id));
  return new Set(all.filter((s) => !ids.has(s.id)).map((s) => s.id));
}

/** May this user act for the squadron of a Fire card (hold it, play it)? */
const mayCommand = (card: CardId, squadrons: readonly Squadron[], user: { id: string; isGM: boolean }) =>
  mayAskDeck({ action: 'play', card, commander: '', subordinates: [] }, squadrons, user);

/** Whether this user may hold a Fire card now: the card just drawn, with cards still to come, of his squadron (decision
 * hold-just-drawn). */
export function mayHoldNow(
  deck: StoredDeck | null,
  card: CardId,
  squadrons: readonly Squadron[],
  user: { id: string; isGM: boolean },
): boolean {
  return (
    !!deck &&
    cardInfo(card).kind === 'fire' &&
    deck.justDrawn === card &&
    deck.drawPile.length > 0 &&
    mayCommand(card, squadrons, user)
  );
}

/**
 * The tracker when no battle is open where the reader looks: it speaks to the GM as the GM (his
 * first press opens the battle with the scene's ships, tracker.ts) and tells a player he waits.
 */
export function noBattleContext(user: { id: string; isGM: boolean }): TrackerContext {
  const empty = trackerContext({
    deck: null,
    deckError: null,
    ships: [],
    records: [],
    scenario: scenarioOf(null),
    user,
    userNames: {},
    turnView: null,
  });
  return { ...empty, noBattle: true };
}

export function trackerContext(input: TrackerInput): TrackerContext {
  const { deck, user } = input;
  // A player sees only what he could see on the canvas: hidden ships, and the cards of squadrons
  // he cannot see a ship of, are left out of his tracker (and the count of cards to come with them).
  const visible = user.isGM ? input.ships : input.ships.filter((s) => !s.hidden);
  const squadrons = battleSquadrons({ squadrons: [...input.records], deck }, visible);
  const unseen = user.isGM
    ? new Set<string>()
    : unseenSquadrons(battleSquadrons({ squadrons: [...input.records], deck }, input.ships), squadrons);
  const shown = (card: CardId) => !cardSquadrons(card, deck).some((id) => unseen.has(id));

  const cardView = (card: CardId): CardView => {
    const info = cardInfo(card);
    const kind = info.kind === 'move' || info.kind === 'fire' ? info.kind : 'event';
    const holder = deck ? holderOf(deck, card) : null;
    return {
      card,
      kind,
      labelKey: cardLabelKey(card),
      squadron: 'squadron' in info ? info.squadron : '',
      hintKey: `BROADSIDE.Deck.Hint.${info.kind}`,
      ships: shipsOfCard(card, deck, squadrons).map(shipView),
      holder: holder ? (input.userNames[holder] ?? '') : '',
      canPlay: mayCommand(card, squadrons, user),
    };
  };

  const currentId = deck ? currentCard(deck) : null;
  const current = currentId && shown(currentId) ? cardView(currentId) : null;
  const atTurnStart = !!deck && deck.played.length === 0 && deck.held.length === 0;
  const remaining = deck?.drawPile.length ?? 0;

  const squadronViews = squadrons.map((s): SquadronView => {
    const movesWith = deck?.combined.find(([sub]) => sub === s.id)?.[1] ?? '';
    const followers = deck?.combined.filter(([, commander]) => commander === s.id).map(([sub]) => sub) ?? [];
    // A player lists only the squadrons whose flag officer they are (decision deck-flag-officers).
    const leaders = squadrons.filter(
      (o) =>
        o.id !== s.id &&
        o.side === s.side &&
        !deck?.combined.some(([sub]) => sub === o.id) &&
        (user.isGM || o.flagOfficerIds.includes(user.id)),
    );
    return {
      id: s.id,
      ensign: ensignColour(s.nation, s.side),
      nameKey: sideSquadronKey(s.id),
      sideKey: `BROADSIDE.Deck.Side.${s.side}`,
      nation: s.nation,
      commander: s.commander,
      count: s.ships.length,
      ships: s.ships.map(shipView),
      fighting: s.fighting,
      movesWith,
      followers,
      combineOptions: leaders.map((o) => ({ id: o.id, selected: o.id === movesWith })),
      canCombine: atTurnStart && followers.length === 0 && leaders.length > 0,
      canSplit:
        movesWith !== '' &&
        (user.isGM || (squadrons.find((o) => o.id === movesWith)?.flagOfficerIds.includes(user.id) ?? false)),
    };
  });

  const canHold = !!current && mayHoldNow(deck, current.card, squadrons, user);
  // The GM sees who may still hold the card just drawn, before drawing on.
  const holders =
    current && user.isGM && mayHoldNow(deck, current.card, squadrons, user)
      ? (squadrons.find((s) => s.id === current.squadron)?.ownerIds ?? [])
      : [];

  const sequence = input.turnView ? input.turnView(squadrons, user.isGM) : null;
  return {
    isGM: user.isGM,
    noBattle: false,
    begun: !!deck,
    deckError: input.deckError,
    turn: deck?.turn ?? 0,
    remaining,
    remainingHidden: unseen.size > 0,
    current,
    canHold,
    holdOpenTo: holders
      .map((id) => input.userNames[id] ?? '')
      .filter(Boolean)
      .join(', '),
    played: (deck?.played ?? []).filter(shown).map(cardView).reverse(),
    held: (deck?.held ?? []).filter(shown).map(cardView),
    squadrons: squadronViews,
    shipCount: visible.length,
    scenario: SCENARIO_TOGGLES.map((key) => ({
      key,
      labelKey: `BROADSIDE.Deck.Scenario.${key}`,
      checked: input.scenario[key],
    })),
    canBegin: user.isGM && !deck && squadrons.some((s) => s.fighting),
    // Once the module's own turn has begun, its squadrons are fixed as they are.
    canSetUp: user.isGM && !deck && !sequence?.begun,
    canDraw: user.isGM && remaining > 0,
    canUndo: user.isGM && (deck?.history.length ?? 0) > 0,
    turnOver: !!deck && remaining === 0,
    canNextTurn: user.isGM && !!deck && remaining === 0,
    heldAtTurnEnd: deck && remaining === 0 ? deck.held.length : 0,
    sequence,
  };
}
