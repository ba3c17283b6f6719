/**
 * Where two ships stand to each other for a shot, as the GM's client measures it from their tokens
 * on their battle's scene (decisions desk-fire-facts, desk-rolls): the desk's reading, which no
 * player's word replaces. Any gunnery module's desk asks it. Pure over the Desk port.
 */
import {
  measureFire,
  sideTowards,
  type FireMeasurement,
  type FiringSide,
  type ShipFootprint,
} from '../../rules/geometry/firing-geometry';
import { tokenFootprint } from '../../rules/geometry/token-footprint';
import type { Desk, DeskBattle } from '../desk';

/**
 * How far the desk's measurement may differ from the player's (decision desk-fire-facts): a token
 * nudged between his roll and the seal, or a measurement rounded, moves a range this many cm and a
 * bearing or a keel this many degrees; only a range band, a kind of broadside, a rake or a bearing
 * that no measurement within these gives is a contradiction.
 */
export const FIRE_TOLERANCE = { cm: 2, degrees: 2 } as const;

/** The battles that hold a ship (by her actor's uuid). */
export const holding = (battles: readonly DeskBattle[], uuid: string) =>
  battles.filter((b) => b.ships.some((s) => s.actorUuid === uuid));

/** The two ships' footprints as the battle holding both places their tokens; null when it places neither pair. */
function footprints(desk: Desk, firerUuid: string, targetUuid: string): [ShipFootprint, ShipFootprint] | null {
  const artHeading = (uuid: string) => desk.ship(uuid)?.source.artHeading ?? 0;
  for (const battle of holding(desk.battles(), firerUuid)) {
    // Once the GM's moves place the battle's ships, a ship stands where they place her: a combatant a
    // player added for another token of hers is not her (a player may add his own tokens to a combat).
    const begun = Object.keys(battle.data.moves).length > 0;
    const placed = (tokenId: string | null) => !begun || (tokenId !== null && tokenId in battle.data.moves);
    const tokenOf = (uuid: string) =>
      battle.ships.find((s) => s.actorUuid === uuid && placed(s.tokenId))?.tokenId ?? null;
    const [from, to] = [tokenOf(firerUuid), tokenOf(targetUuid)];
    const firer = from ? desk.token(battle.id, from) : null;
    const target = to ? desk.token(battle.id, to) : null;
    if (!firer || !target) continue;
    return [tokenFootprint(firer, artHeading(firerUuid)), tokenFootprint(target, artHeading(targetUuid))];
  }
  return null;
}

/**
 * The shot measured from the two ships' tokens on the scene of a battle that holds them both: as
 * they stand first, then with the firer's heading turned each way by the tolerance; null when no
 * battle's scene holds both.
 */
export function measureShot(
  desk: Desk,
  firerUuid: string,
  targetUuid: string,
  side: FiringSide,
): FireMeasurement[] | null {
  const found = footprints(desk, firerUuid, targetUuid);
  if (!found) return null;
  const [a, b] = found;
  const turns = [0, -FIRE_TOLERANCE.degrees, FIRE_TOLERANCE.degrees];
  return turns.map((turn) => measureFire({ ...a, heading: a.heading + turn }, b, side));
}

/** The target's side that faces the firer, as the table places their tokens; null where it places neither pair. */
export function facingSide(desk: Desk, firerUuid: string, targetUuid: string): 'port' | 'starboard' | null {
  const found = footprints(desk, firerUuid, targetUuid);
  return found ? sideTowards(found[1], found[0]) : null;
}
