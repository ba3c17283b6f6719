/**
 * Squadrons of a battle, from plain views of the combatants. Pure: the Combat reads its combatants
 * into ShipEntry views and everything else is computed here (a deck built from them: its turn
 * sequence module's deck-store.ts).
 */
import type { ConditionKey } from './conditions';

/** Token dispositions as sides of the battle. */
export const SIDES = ['friendly', 'neutral', 'hostile', 'secret'] as const;
export type Side = (typeof SIDES)[number];

/** One ship in the battle, as the deck and the tracker see it. */
export interface ShipEntry {
  combatantId: string;
  actorUuid: string;
  tokenId: string | null;
  name: string;
  img: string;
  /** The squadron the GM put the ship in; null puts her with her nation's ships. */
  squadron: string | null;
  nationality: string;
  side: Side;
  flagship: boolean;
  /** Sunk, blown up or struck: out of the fight (decision deck-squadrons). */
  outOfAction: boolean;
  onFire: boolean;
  steering: boolean;
  strikeMarked: boolean;
  /** Moves a foundering ship has left afloat; null (or absent) when she is not foundering. */
  founderMovesLeft?: number | null;
  /** Retiring, or a merchant: her strike conditions are checked on the Strike Test card even unmarked. */
  strikeConditions: boolean;
  /** Users (not GMs) who own the ship. */
  ownerIds: readonly string[];
  hidden: boolean;
  /** What is left of her hull (the token bar's DP remaining), where the tracker reads it from her data. */
  hull?: { value: number; max: number };
  /** Her conditions as her tokens show them (data/conditions.ts), where the tracker reads them. */
  conditions?: readonly ConditionKey[];
}

export interface Squadron {
  id: string;
  side: Side;
  nation: string;
  /** The commander's ship: the flagship, or the first ship listed. */
  commander: string;
  ships: ShipEntry[];
  /** Some ship of the squadron is still in the fight. */
  fighting: boolean;
  /** Users owning a ship of the squadron: they may hold and play its Fire card. */
  ownerIds: string[];
  /**
   * Users owning the squadron's flagship, when she leads it: its flag officer, who may put other
   * squadrons of the side under its Move card (decision deck-flag-officers).
   */
  flagOfficerIds: string[];
}

/** Foundry's token dispositions (SECRET −2, HOSTILE −1, NEUTRAL 0, FRIENDLY 1) as sides. */
export function sideOf(disposition: number | undefined): Side {
  if (disposition === 1) return 'friendly';
  if (disposition === -1) return 'hostile';
  if (disposition === -2) return 'secret';
  return 'neutral';
}

/** A combatant of the battle as the deck sees her, from her combatant, token and ship data. */
export interface CombatantView {
  combatantId: string;
  actorUuid: string;
  tokenId: string | null;
  name: string;
  img: string;
  disposition: number | undefined;
  hidden: boolean;
  /** Players (not GMs) owning the ship. */
  ownerIds: string[];
}

/** The parts of a ship's data the deck reads (a ShipSource has them; the deck stays free of the data models). */
export interface DeckShipData {
  nationality: string;
  flagship: boolean;
  merchant: boolean;
  damage: { fate: string; onFire: boolean; steering: boolean; founderMovesLeft: number };
  strike: { marked: boolean; status: string };
}

export function shipEntryOf(
  c: CombatantView,
  ship: DeckShipData,
  shown: Pick<ShipEntry, 'hull' | 'conditions'> = {},
): ShipEntry {
  return {
    ...shown,
    combatantId: c.combatantId,
    actorUuid: c.actorUuid,
    tokenId: c.tokenId,
    name: c.name,
    img: c.img,
    squadron: null,
    nationality: ship.nationality,
    side: sideOf(c.disposition),
    flagship: ship.flagship,
    outOfAction: ship.damage.fate === 'sunk' || ship.damage.fate === 'exploded' || ship.strike.status === 'struck',
    onFire: ship.damage.onFire,
    steering: ship.damage.steering,
    strikeMarked: ship.strike.marked,
    founderMovesLeft: ship.damage.fate === 'foundering' ? ship.damage.founderMovesLeft : null,
    strikeConditions: ship.strike.status === 'retiring' || ship.merchant,
    ownerIds: c.ownerIds,
    hidden: c.hidden,
  };
}

/** Scenario switches the GM sets on the combat (the deck reads them at the start of each turn). */
export const SCENARIO_TOGGLES = [
  'gettingChoppy',
  'boatsLaunched',
  'shoreBatteries',
  'shipsGrappled',
  'fireshipAblaze',
] as const;
export type ScenarioToggle = (typeof SCENARIO_TOGGLES)[number];
export type Scenario = Record<ScenarioToggle, boolean>;

export function scenarioOf(flag: unknown): Scenario {
  const source = flag && typeof flag === 'object' ? (flag as Record<string, unknown>) : {};
  return Object.fromEntries(SCENARIO_TOGGLES.map((key) => [key, source[key] === true])) as Scenario;
}

/** The squadron a ship sails in: the one she is given, else her nation's, else her side's. */
export function squadronIdOf(ship: ShipEntry): string {
  const given = ship.squadron?.trim();
  if (given) return given;
  return ship.nationality.trim() || ship.side;
}

/** Groups the ships into squadrons, ordered by side and then by name. */
export function groupSquadrons(ships: readonly ShipEntry[]): Squadron[] {
  const byId = new Map<string, ShipEntry[]>();
  for (const ship of ships) {
    const id = squadronIdOf(ship);
    const list = byId.get(id);
    if (list) list.push(ship);
    else byId.set(id, [ship]);
  }
  const squadrons = [...byId].map(([id, members]): Squadron => {
    const lead =
      members.find((s) => s.flagship && !s.outOfAction) ?? members.find((s) => !s.outOfAction) ?? members[0]!;
    return {
      id,
      side: lead.side,
      nation: lead.nationality,
      commander: lead.name,
      ships: members,
      fighting: members.some((s) => !s.outOfAction),
      ownerIds: [...new Set(members.flatMap((s) => s.ownerIds))].sort(),
      flagOfficerIds: lead.flagship ? [...lead.ownerIds].sort() : [],
    };
  });
  return squadrons.sort((a, b) => SIDES.indexOf(a.side) - SIDES.indexOf(b.side) || a.id.localeCompare(b.id));
}

/** The sides present in a battle, in the order of SIDES: those with a fighting squadron. */
export function sequenceSides(squadrons: readonly Squadron[]): string[] {
  const present = new Set(squadrons.filter((s) => s.fighting).map((s) => s.side));
  return SIDES.filter((s) => present.has(s));
}

/**
 * A side as the table knows it: by the nations of its squadrons, as "British · Spanish", counting
 * only ships the reader sees (a hidden squadron's nation is not given away); '' when he sees none.
 */
export function sideName(side: string, squadrons: readonly Squadron[], isGM: boolean): string {
  const seen = squadrons.filter((s) => s.side === side && s.ships.some((ship) => isGM || !ship.hidden));
  return [...new Set(seen.map((s) => s.nation.trim()).filter(Boolean))].join(' · ');
}
