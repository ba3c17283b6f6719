/**
 * What the turn deck shows in the tracker, from plain inputs: its section of the tracker (the
 * current card, the held and played cards, the GM's buttons), what it adds to each squadron's row
 * (combining under another's Move card) and the scenario switches. Pure: KMH's turn sequence gives
 * it as its `trackerView` (index.ts), and the browser test renders the template with exactly what
 * the tracker's context returns.
 */
import { cardInfo, type CardId } from '../../rules/kmh';
import { shipsConcerned } from './deck-store';
import { currentCard, holderOf, movingShips, movingSquadrons, type StoredDeck } from '../../data/stored-deck';
import { SCENARIO_TOGGLES, type Scenario, type ShipEntry, type Squadron } from '../../data/squadrons';
import { mayAskDeck } from './deck-requests';
import { SYSTEM_PATH } from '../../constants';
import { KMH_TEMPLATE } from './templates';
import {
  shipView,
  sideSquadronKey,
  unseenSquadrons,
  type ShipView,
  type TrackerReader,
  type TurnSection,
  type TurnView,
} from '../../combat/tracker-view';

const part = (path: string) => `${SYSTEM_PATH}/${path}`;

/** The deck's parts of the tracker, by the full paths it draws them by (the module's `templates`, loaded at init). */
export const DECK_TRACKER_TEMPLATES = {
  template: part(KMH_TEMPLATE.deck),
  squadronHead: part(KMH_TEMPLATE.deckSquadronHead),
  squadronBody: part(KMH_TEMPLATE.deckSquadronBody),
  foot: part(KMH_TEMPLATE.deckScenario),
};

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

/** What the deck adds to a squadron's row. */
export interface DeckSquadronRow {
  /** The squadron whose Move card this one moves on ('' for its own). */
  movesWith: string;
  followers: string[];
  combineOptions: { id: string; selected: boolean }[];
  canCombine: boolean;
  canSplit: boolean;
}

/** The deck's section of the tracker. */
export interface DeckSection extends TurnSection {
  template: string;
  isGM: boolean;
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
  squadronRows: Record<string, DeckSquadronRow>;
  scenario: { key: string; labelKey: string; checked: boolean }[];
  canBegin: boolean;
  canDraw: boolean;
  canUndo: boolean;
  turnOver: boolean;
  canNextTurn: boolean;
  heldAtTurnEnd: number;
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
  if (info.kind === 'move' || info.kind === 'fire')
    return movingShips(info.kind === 'move' ? deck : null, info.squadron, squadrons);
  return shipsConcerned(info.kind, squadrons);
}

/** The squadrons a Move or Fire card sets acting (none for an event card). */
export function cardSquadrons(card: CardId, deck: StoredDeck | null): string[] {
  const info = cardInfo(card);
  if (info.kind === 'fire') return [info.squadron];
  if (info.kind === 'move') return deck ? movingSquadrons(deck, info.squadron) : [info.squadron];
  return [];
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

/** What the deck's view is drawn from: the battle's deck, its scenario, and a word if the deck could not be read. */
export interface DeckInput {
  deck: StoredDeck | null;
  scenario: Scenario;
  /** Set when the stored deck could not be read. */
  deckError?: string | null;
}

/** The deck's section of the tracker for a battle: KMH's turn sequence's `trackerView` (index.ts). */
export function deckView(input: DeckInput): TurnView {
  return (squadrons, _isGM, reader) => deckSection(input, squadrons, reader);
}

/** The deck's section, from the squadrons the reader sees (the tracker leaves the hidden ships out of them). */
export function deckSection(input: DeckInput, squadrons: readonly Squadron[], reader: TrackerReader): DeckSection {
  const { deck } = input;
  const { user } = reader;
  // The cards of squadrons a player cannot see a ship of are left out of his tracker (and the count
  // of cards to come with them).
  const unseen = user.isGM ? new Set<string>() : unseenSquadrons(reader.everySquadron, squadrons);
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
      holder: holder ? (reader.userNames[holder] ?? '') : '',
      canPlay: mayCommand(card, squadrons, user),
    };
  };

  const currentId = deck ? currentCard(deck) : null;
  const current = currentId && shown(currentId) ? cardView(currentId) : null;
  const atTurnStart = !!deck && deck.played.length === 0 && deck.held.length === 0;
  const remaining = deck?.drawPile.length ?? 0;

  const rows = squadrons.map((s): [string, DeckSquadronRow] => {
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
    const row = {
      movesWith,
      followers,
      combineOptions: leaders.map((o) => ({ id: o.id, selected: o.id === movesWith })),
      canCombine: atTurnStart && followers.length === 0 && leaders.length > 0,
      canSplit:
        movesWith !== '' &&
        (user.isGM || (squadrons.find((o) => o.id === movesWith)?.flagOfficerIds.includes(user.id) ?? false)),
    };
    return [s.id, row];
  });

  const canHold = !!current && mayHoldNow(deck, current.card, squadrons, user);
  // The GM sees who may still hold the card just drawn, before drawing on.
  const holders =
    current && user.isGM && mayHoldNow(deck, current.card, squadrons, user)
      ? (squadrons.find((s) => s.id === current.squadron)?.ownerIds ?? [])
      : [];

  return {
    ...DECK_TRACKER_TEMPLATES,
    isGM: user.isGM,
    begun: !!deck,
    deckError: input.deckError ?? null,
    turn: deck?.turn ?? 0,
    remaining,
    remainingHidden: unseen.size > 0,
    current,
    canHold,
    holdOpenTo: holders
      .map((id) => reader.userNames[id] ?? '')
      .filter(Boolean)
      .join(', '),
    played: (deck?.played ?? []).filter(shown).map(cardView).reverse(),
    held: (deck?.held ?? []).filter(shown).map(cardView),
    squadronRows: Object.fromEntries(rows),
    scenario: SCENARIO_TOGGLES.map((key) => ({
      key,
      labelKey: `BROADSIDE.Deck.Scenario.${key}`,
      checked: input.scenario[key],
    })),
    canBegin: user.isGM && !deck && squadrons.some((s) => s.fighting),
    canDraw: user.isGM && remaining > 0,
    canUndo: user.isGM && (deck?.history.length ?? 0) > 0,
    turnOver: !!deck && remaining === 0,
    canNextTurn: user.isGM && !!deck && remaining === 0,
    heldAtTurnEnd: deck && remaining === 0 ? deck.held.length : 0,
  };
}
