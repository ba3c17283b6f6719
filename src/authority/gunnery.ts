/**
 * The gunnery contract: what the ship sheet, the fire dialog and the desk ask of the gunnery module
 * a world chooses (registry/rule-modules.ts, aspect `gunnery`). The built-in gunnery posts its own
 * broadside cards and shows damage points; a module with its own card posts a `gunnery` card that
 * names the module, holds the player's order and the engine's record, and changes only the
 * module's part of each ship (registry/data-parts.ts). The desk derives such a card again from its
 * order, its dice and the sheets, with the module the world plays (decision desk-derive), and
 * holds it void when anything in it differs. Pure.
 */
import type { DiceSource } from '../rules/dice/dice';
import type { ShipSource } from '../data/ship';
import type { CrewSource } from '../data/crew';
import type { BattleData } from '../data/battle-data';
import type { Desk } from './desk';
import type { PartChange } from '../registry/data-parts';
import { moduleFor, modulesFor } from '../registry/rule-modules';

/** A ship as a gunnery module reads her. */
export interface GunneryShip {
  uuid: string;
  name: string;
  source: ShipSource;
}

/**
 * What a module's card rule may read besides the two ships: the crew members on their sheets, and
 * who owns a ship or a crew member (a module decides whose crew counts for a ship by it).
 */
export interface GunneryFigures {
  crew: (uuid: string) => { name: string; source: CrewSource } | null;
  /** The players (user ids, never a GM) who own an actor, as the server's documents say; none for the GM's own. */
  owners: (uuid: string) => readonly string[];
}

/** A module card's change of one ship: its part, and nothing else of her. */
export interface GunneryChange {
  actorUuid: string;
  name: string;
  part: PartChange;
}

/** The card of a module's broadside (ChatMessage subtype `gunnery`); the chat reads its changes as any card's. */
export interface GunneryCard<C extends GunneryChange = GunneryChange> {
  kind: 'gunnery';
  /** The gunnery module whose rule made it. */
  module: string;
  firer: { uuid: string; name: string };
  target: { uuid: string; name: string };
  /** What the player asked, in the module's own terms: the desk fires it again from this. */
  order: Record<string, unknown>;
  /** The engine's record of the shot, as the card shows it. */
  record: Record<string, unknown>;
  changes: C[];
  choice?: null;
}

/** The rule of a module card: the card as a pure function of its dice. */
export type GunneryRule = (dice: DiceSource) => GunneryCard;

/** A module's own card: its template, its rule and what the template reads. */
export interface GunneryCardKind {
  /** Under the system's folder, e.g. `templates/chat/…hbs`. */
  template: string;
  /**
   * The card of a shot, from the two ships' sheets, the crew on them and the player's order; null
   * for an order that is not one of this module's. An order the rules refuse throws their error.
   */
  rule: (firer: GunneryShip, target: GunneryShip, order: unknown, figures: GunneryFigures) => GunneryRule | null;
  view: (card: GunneryCard) => Record<string, unknown>;
  /**
   * A player's order as the desk fires it for him: the range the table measures and whatever else
   * is not his to say (what the battle records, such as who holds the wind gauge) put in place of
   * his word. Without it the desk puts in the range alone.
   */
  deskOrder?: (order: Record<string, unknown>, table: DeskTable) => Record<string, unknown>;
  /**
   * Whether the module's order of fire lets the firer fire at the target now, as the desk reads
   * the battle that holds them: the refusal that says why, or null. The desk asks it for a
   * player's shot; a GM's own is his to rule. Without it any ship fires at any time.
   */
  fireTurn?: (desk: Desk, firerUuid: string, targetUuid: string) => FireTurnRefusal | null;
}

/** Why the order of fire holds a shot back: a refusal code and what its words name. */
export interface FireTurnRefusal {
  code: string;
  data: Record<string, string>;
}

/** What the desk knows of a shot besides the player's order: range and facing as measured, the firer, her battle. */
export interface DeskTable {
  distanceCm: number;
  /** The target's side that faces the firer, as the table places their tokens. */
  targetFacing: 'port' | 'starboard';
  firerUuid: string;
  /** The data of the battle that holds both ships; null when none does. */
  battle: BattleData | null;
}

/** What a turn's procedure knows of its battle: the ships the GM keeps from the players, and their tokens. */
export interface GunneryTable {
  keptFromPlayers?: (actor: Actor.Implementation) => boolean;
  tokens?: readonly TokenDocument.Implementation[];
}

export interface GunneryContract {
  /**
   * Opens the module's fire dialog for a ship (her sheet's Fire button), from a side if one is
   * asked for; `waiting` (actor uuids) are the user's other ships of a Fire card, to fire in turn.
   */
  openFire: (actorUuid: string, side: string | null, waiting?: readonly string[]) => unknown;
  /** The module's own card; null for the built-in gunnery, whose shots are broadside cards. */
  card: GunneryCardKind | null;
  /** Tests whether ships strike (a turn's event card); absent where the module's rules test none. */
  strikeTests?: (ships: readonly Actor.Implementation[], table: GunneryTable) => Promise<unknown>;
  /** A ship's other guns a sheet's button fires (a bomb ketch's mortar); absent where the rules have none. */
  mortar?: (actor: Actor.Implementation) => Promise<unknown>;
  /**
   * Degrees either side of the beam where a target lies for a full broadside, as the sailing layer
   * draws it; absent where the rules make no such zone.
   */
  fullBroadsideArc?: number;
  /** What the module adds to the macro API (`CONFIG.Broadside`), beside what every gunnery answers. */
  api?: Partial<GunneryApi>;
}

/**
 * What gunnery modules add to the macro API, by name: each module names its own by declaration
 * merging (`declare module '…/authority/gunnery' { interface GunneryApi { … } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface GunneryApi {}

declare module '../registry/rule-modules' {
  interface AspectContracts {
    gunnery: GunneryContract;
  }
}

/** The gunnery the world plays, from the id its setting holds. */
export function playedGunnery(chosenId: string): { id: string; contract: GunneryContract } {
  const module = moduleFor('gunnery', chosenId);
  return { id: module.id, contract: module.aspects.gunnery! };
}

/**
 * The card kind of a module card: the world's gunnery module's, when the card is that module's;
 * null for a card of a module the world does not play now (it counts for nothing).
 */
export function cardKindOf(chosenId: string, module: string): GunneryCardKind | null {
  if (modulesFor('gunnery').length === 0) return null;
  const played = playedGunnery(chosenId);
  return played.id === module ? played.contract.card : null;
}
