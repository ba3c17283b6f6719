/**
 * Squadrons a GM builds once and sails again: each keeps its name, side, ships (by actor) and
 * flagship, and a new battle's ships are placed in them by matching their actors. Pure; the roster
 * is a world setting (data/roster.ts).
 */
import type { ShipEntry, Side, Squadron } from './squadrons';

export interface RosterSquadron {
  id: string;
  side: Side;
  /** Actor uuids of her ships. */
  ships: string[];
  /** Actor uuid of the flagship, or null. */
  flagship: string | null;
}

/** The roster after saving a battle's squadrons: these replace saved ones of the same name; the rest stay. */
export function withSquadrons(roster: readonly RosterSquadron[], squadrons: readonly Squadron[]): RosterSquadron[] {
  const saved: RosterSquadron[] = squadrons.map((s) => ({
    id: s.id,
    side: s.side,
    ships: [...new Set(s.ships.map((ship) => ship.actorUuid))],
    flagship: s.ships.find((ship) => ship.flagship)?.actorUuid ?? null,
  }));
  const names = new Set(saved.map((s) => s.id));
  return [...roster.filter((r) => !names.has(r.id)), ...saved];
}

/** Where a battle's ships go by the roster: each saved squadron with the combatants of its actors (none of them twice).
 * */
export function placementsOf(
  roster: readonly RosterSquadron[],
  ships: readonly ShipEntry[],
): { squadron: string; side: Side; combatantIds: string[]; flagship: string | null }[] {
  const taken = new Set<string>();
  const out = [];
  for (const squadron of roster) {
    const members = ships.filter((s) => squadron.ships.includes(s.actorUuid) && !taken.has(s.combatantId));
    if (members.length === 0) continue;
    for (const m of members) taken.add(m.combatantId);
    const flagship = members.find((m) => m.actorUuid === squadron.flagship)?.combatantId ?? null;
    out.push({ squadron: squadron.id, side: squadron.side, combatantIds: members.map((m) => m.combatantId), flagship });
  }
  return out;
}
