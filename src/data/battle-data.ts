/**
 * What a battle keeps in its Combat's system data (data/battle.ts), which only a GM can write: the
 * squadrons as the GM fixed them, the scenario switches, each ship's move this activation, and
 * what the turn sequences keep of their own turn (BattleTurnData: their fields are declared with
 * their schema, in data/battle.ts). Pure.
 *
 * Squadrons: the GM places ships in named squadrons here; until the deck begins, the tracker
 * proposes one for every other ship from her own data (her nation, else her side). Beginning the
 * deck fixes them all here: which ships sail in which squadron, on which side, and which ship is
 * the flagship. From then on nothing on a ship's own sheet or token changes her side, squadron or
 * rank (decision deck-squadrons-fixed).
 */
import {
  groupSquadrons,
  scenarioOf,
  squadronIdOf,
  type Scenario,
  type ShipEntry,
  type Side,
  type Squadron,
} from './squadrons';

export interface SquadronRecord {
  id: string;
  side: Side;
  /** Combatant ids of her ships. */
  ships: string[];
  /** Combatant id of the flagship, or null. */
  flagship: string | null;
}

/**
 * What the turn sequences keep of their own turn in a battle, one field each (a deck of cards, a
 * sequence of phases), added by declaration merging where their schema is defined.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface BattleTurnData {}

export interface BattleData extends BattleTurnData {
  squadrons: SquadronRecord[];
  scenario: Scenario;
  /** Each ship's move this activation, by token id, as stored (canvas/move-store.ts reads an entry). */
  moves: Record<string, unknown>;
  /**
   * What a rule module keeps of a battle that decides outcomes, by module id (its own reader checks
   * it): only a GM writes it, as all of a battle's data.
   */
  modules: Record<string, unknown>;
}

export const emptyBattle = (): BattleData => ({
  deck: null,
  squadrons: [],
  scenario: scenarioOf(null),
  sequence: null,
  moves: {},
  modules: {},
});

/**
 * The squadrons of a battle. A ship the GM placed takes her record's squadron, side and rank; once
 * the deck has begun only placed ships sail (the others get no cards until the GM places them);
 * before that the others are proposed from their own data (squadrons.ts).
 */
export function battleSquadrons(data: Pick<BattleData, 'squadrons' | 'deck'>, ships: readonly ShipEntry[]): Squadron[] {
  const entries: ShipEntry[] = [];
  for (const ship of ships) {
    const record = data.squadrons.find((r) => r.ships.includes(ship.combatantId));
    if (record)
      entries.push({ ...ship, squadron: record.id, side: record.side, flagship: record.flagship === ship.combatantId });
    else if (!data.deck) entries.push(ship);
  }
  return groupSquadrons(entries);
}

/** The records that fix the squadrons proposed for these ships (the deck's beginning). */
export function recordsOf(squadrons: readonly Squadron[]): SquadronRecord[] {
  return squadrons.map((s) => ({
    id: s.id,
    side: s.side,
    ships: s.ships.map((ship) => ship.combatantId),
    flagship: s.ships.find((ship) => ship.flagship)?.combatantId ?? null,
  }));
}

/** Ships of the battle in no fixed squadron: they get no cards until the GM places them. */
export function unplaced(data: Pick<BattleData, 'squadrons' | 'deck'>, ships: readonly ShipEntry[]): ShipEntry[] {
  if (!data.deck) return [];
  const placed = new Set(data.squadrons.flatMap((r) => r.ships));
  return ships.filter((s) => !placed.has(s.combatantId));
}

/**
 * The records after the GM puts ships in a squadron (an empty name: back to their nation's or
 * side's squadron), taking them out of any other. A new squadron takes the side given, else that
 * of its first ship; `flagship` (a combatant id among the ships) leads it.
 */
export function placeShips(
  records: readonly SquadronRecord[],
  ships: readonly ShipEntry[],
  name: string,
  side: Side | null = null,
  flagship: string | null = null,
): SquadronRecord[] {
  const ids = new Set(ships.map((s) => s.combatantId));
  let out = records
    .map((r) => ({
      ...r,
      ships: r.ships.filter((id) => !ids.has(id)),
      flagship: r.flagship && ids.has(r.flagship) ? null : r.flagship,
    }))
    .filter((r) => r.ships.length > 0);
  for (const ship of ships) {
    const id = name.trim() || squadronIdOf({ ...ship, squadron: null });
    const existing = out.find((r) => r.id === id);
    if (existing) existing.ships.push(ship.combatantId);
    else
      out = [
        ...out,
        { id, side: side ?? ship.side, ships: [ship.combatantId], flagship: ship.flagship ? ship.combatantId : null },
      ];
    if (side) out = out.map((r) => (r.id === id ? { ...r, side } : r));
  }
  if (flagship && ids.has(flagship)) out = out.map((r) => (r.ships.includes(flagship) ? { ...r, flagship } : r));
  return out;
}

/** The serial a stored turn of phases carries: 0 for none, or one the desk has not counted yet. */
export function sequenceSerial(state: { serial?: unknown } | null | undefined): number {
  const serial = state?.serial;
  return typeof serial === 'number' && Number.isInteger(serial) && serial >= 0 ? serial : 0;
}
