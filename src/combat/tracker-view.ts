/**
 * What the combat tracker shows of every battle, whatever its turn sequence: the ships and their
 * squadrons, by their ensigns, and above them the section the world's turn sequence draws of its
 * turn (turn-sequence.ts `trackerView`). Pure: the tracker reads the Combat into a TrackerInput,
 * and the browser test renders the template with exactly what trackerContext returns.
 */
import { SYSTEM_PATH } from '../constants';
import { SIDES, type ShipEntry, type Squadron } from '../data/squadrons';
import { battleSquadrons, type SquadronRecord } from '../data/battle-data';
import type { StoredDeck } from '../data/stored-deck';
import type { ConditionKey } from '../data/conditions';
import { ensignColour } from '../data/ensign';
import { shipMarks } from './tracker-ship';

/** Who reads the tracker, and what of the battle his section is drawn from beyond what he sees. */
export interface TrackerReader {
  user: { id: string; isGM: boolean };
  userNames: Readonly<Record<string, string>>;
  /** Every squadron of the battle, hidden ships and all: what a player does not see is told from it. */
  everySquadron: readonly Squadron[];
}

/**
 * A turn sequence's section of the tracker, drawn above the squadrons by its own template parts (a
 * module loads them); its other fields are what those parts draw, its buttons with them.
 */
export interface TurnSection {
  /** The part drawing the section, with the section as its context; the shared phases part if none. */
  template?: string;
  /** Its turn has begun: the squadrons are fixed as they are, and the GM's set-up buttons go. */
  begun: boolean;
  /** What the section adds to a squadron's row, by squadron id, drawn by the two parts below. */
  squadronRows?: Readonly<Record<string, object>>;
  /** The part drawn in a squadron's summary line, with the row as its context. */
  squadronHead?: string;
  /** The part drawn under a squadron's ships, with the row as its context. */
  squadronBody?: string;
  /** The part drawn for the GM under the squadrons (the battle's switches, say). */
  foot?: string;
}

/**
 * The view of a battle's turn that a module draws: its section, from the squadrons the reader sees.
 * The turn sequence contract (turn-sequence.ts) gives it for the battle.
 */
export type TurnView = (squadrons: readonly Squadron[], isGM: boolean, reader: TrackerReader) => TurnSection;

/** A turn's phases as the shared part draws them (templates/combat/phases.hbs). */
export interface PhaseView extends TurnSection {
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
}

export interface TrackerInput {
  /** The battle's stored deck, if it turns one: once begun it holds to the squadrons the GM fixed. */
  deck: StoredDeck | null;
  ships: readonly ShipEntry[];
  /** The squadrons the GM placed ships in (fixed once the battle began). */
  records: readonly SquadronRecord[];
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
  /** Her nation's ensign colour (ensign.ts). */
  ensign: string;
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
}

export interface TrackerContext {
  isGM: boolean;
  /** No battle is open on the viewed scene: the GM is offered to open one with the scene's ships. */
  noBattle: boolean;
  /** Each squadron's row, with what the turn's section adds to it. */
  squadrons: SquadronView[];
  shipCount: number;
  /** The GM's set-up buttons (bring ships in, squadrons), offered until the battle's turn begins. */
  canSetUp: boolean;
  /** The turn sequence's section, with its part; null where no battle is open. */
  turn: (TurnSection & { template: string }) | null;
}

/** The shared part drawing a turn's phases, for a section that names no part of its own. */
export const PHASES_TEMPLATE = `${SYSTEM_PATH}/templates/combat/phases.hbs`;

export function shipView(ship: ShipEntry): ShipView {
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

/** The squadrons of the battle of which a player sees no ship (all hidden). */
export function unseenSquadrons(all: readonly Squadron[], seen: readonly Squadron[]): Set<string> {
  const ids = new Set(seen.map((s) => s.id));
  return new Set(all.filter((s) => !ids.has(s.id)).map((s) => s.id));
}

/**
 * The tracker when no battle is open where the reader looks: it speaks to the GM as the GM (his
 * first press opens the battle with the scene's ships, tracker.ts) and tells a player he waits.
 */
export function noBattleContext(user: { id: string; isGM: boolean }): TrackerContext {
  const empty = trackerContext({ deck: null, ships: [], records: [], user, userNames: {}, turnView: null });
  return { ...empty, noBattle: true };
}

export function trackerContext(input: TrackerInput): TrackerContext {
  const { deck, user } = input;
  // A player sees only what he could see on the canvas: hidden ships are left out of his tracker,
  // and the turn's section is drawn from the squadrons he sees.
  const visible = user.isGM ? input.ships : input.ships.filter((s) => !s.hidden);
  const squadrons = battleSquadrons({ squadrons: [...input.records], deck }, visible);
  const everySquadron = user.isGM ? squadrons : battleSquadrons({ squadrons: [...input.records], deck }, input.ships);
  const section = input.turnView?.(squadrons, user.isGM, { user, userNames: input.userNames, everySquadron }) ?? null;
  return {
    isGM: user.isGM,
    noBattle: false,
    squadrons: squadrons.map((s) => ({
      id: s.id,
      ensign: ensignColour(s.nation, s.side),
      nameKey: sideSquadronKey(s.id),
      sideKey: `BROADSIDE.Deck.Side.${s.side}`,
      nation: s.nation,
      commander: s.commander,
      count: s.ships.length,
      ships: s.ships.map(shipView),
      fighting: s.fighting,
      ...section?.squadronRows?.[s.id],
    })),
    shipCount: visible.length,
    // Once the module's own turn has begun, its squadrons are fixed as they are.
    canSetUp: user.isGM && !section?.begun,
    turn: section ? { ...section, template: section.template ?? PHASES_TEMPLATE } : null,
  };
}
