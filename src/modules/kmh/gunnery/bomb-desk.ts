/**
 * A player's mortar at a ship he does not command, rolled by the GM's client like his broadside
 * (decisions desk-rolls, bomb-ketch-inputs): his button sends his ketch and the target, nothing
 * else; the desk checks she is his and a bomb ketch, measures the range from the tokens her
 * battle places, reads the target's last move and whether the ketch is stopped from the battle's
 * moves (which only a GM writes), rolls the card's rule on the table's dice and posts the card as
 * his ship's. It is sealed as the desk's own when the chat reports it. Pure over the Desk port.
 */
import { BOMB_RANGE_CM } from '../../../rules/kmh';
import { distanceToHull } from '../../../rules/geometry/firing-geometry';
import { tokenFootprint } from '../../../rules/geometry/token-footprint';
import { answer, isUuid, type Answer, type DeskRequest, type RequestReader } from '../../../authority/channel/protocol';
import type { Desk, DeskUser } from '../../../authority/desk';
import { playedGunnery } from '../../../authority/gunnery';
import { actingPair, cardWaiting } from '../../../authority/guards/request-guards';
import { holding } from '../../../authority/handlers/shot-measure';
import { storedMoveOf } from '../../../canvas/move-store';
import { bombCardRule, type BombInput } from './bomb';

/** KMH's id as worlds store it (modules/kmh/index.ts). */
const KMH_GUNNERY_ID = 'kmh';
/** The most a card says the target moved (the dialog's and the card check's bound). */
const MOVED_MAX_CM = 100;

declare module '../../../authority/channel/protocol' {
  interface ModuleRequests {
    /** A player's mortar at a ship he does not command: his ketch and the target; the desk reads the rest. */
    mortar: { kind: 'mortar'; ketch: string; target: string };
  }
}

/** A Mortar request off the wire: two ships' uuids and nothing else. */
export const readMortarRequest: RequestReader = (d) =>
  !isUuid(d.ketch) || !isUuid(d.target) ? null : { kind: 'mortar', ketch: d.ketch, target: d.target };

/**
 * What the table tells the mortar, from a battle that holds both ships and books both their moves:
 * the range from the ketch's centre to the target's hull as their tokens stand (decision
 * bomb-ketch-range), what the target sailed in her latest move, and whether the ketch sailed
 * nothing in hers. Null when no such battle does (before it begins its moves book nobody).
 */
export function bookedBombInput(desk: Desk, ketchUuid: string, targetUuid: string): BombInput | null {
  const artHeading = (uuid: string) => desk.ship(uuid)?.source.artHeading ?? 0;
  for (const battle of holding(desk.battles(), ketchUuid)) {
    const moves = battle.data.moves;
    const tokenOf = (uuid: string) =>
      battle.ships.find((s) => s.actorUuid === uuid && s.tokenId !== null && s.tokenId in moves)?.tokenId ?? null;
    const [ketchToken, targetToken] = [tokenOf(ketchUuid), tokenOf(targetUuid)];
    if (!ketchToken || !targetToken) continue;
    const [ketchAt, targetAt] = [desk.token(battle.id, ketchToken), desk.token(battle.id, targetToken)];
    const [ketchMove, targetMove] = [storedMoveOf(moves[ketchToken]), storedMoveOf(moves[targetToken])];
    if (!ketchAt || !targetAt || !ketchMove || !targetMove) continue;
    const from = tokenFootprint(ketchAt, artHeading(ketchUuid));
    const to = tokenFootprint(targetAt, artHeading(targetUuid));
    return {
      distanceCm: Math.round(distanceToHull(from, to)),
      // Whole cm sailed: the rules take one off for each full 3 cm.
      targetMovedCm: Math.min(MOVED_MAX_CM, Math.floor(targetMove.record.used)),
      stationary: ketchMove.record.used === 0,
    };
  }
  return null;
}

/** Fires a player's mortar for him: his bomb ketch at a ship he does not command, on the table's dice. */
export async function mortarRequest(
  desk: Desk,
  asker: DeskUser,
  request: Extract<DeskRequest, { kind: 'mortar' }>,
  id: string,
): Promise<Answer> {
  if (playedGunnery(desk.conditions().gunnery).id !== KMH_GUNNERY_ID) return answer(id, false, 'notThisGunnery');
  const pair = actingPair(desk, asker, request.ketch, request.target, id);
  if (!('own' in pair)) return pair;
  const { own: ketch, other: target } = pair;
  if (!ketch.source.bombKetch) return answer(id, false, 'notBombKetch', { ship: ketch.name });
  // One throw per turn (KMH §18): while her last card waits for the table she throws no other.
  if (cardWaiting(desk, desk.ledger(), (c) => c.kind === 'bomb' && c.ship.uuid === ketch.uuid))
    return answer(id, false, 'mortarWaiting', { ship: ketch.name });
  const input = bookedBombInput(desk, ketch.uuid, target.uuid);
  if (!input) return answer(id, false, 'mortarUnrecorded', { ship: ketch.name, target: target.name });
  // What the rules refuse is refused before a die is rolled.
  if (!input.stationary) return answer(id, false, 'BombKetchMoving', { ship: ketch.name });
  if (input.distanceCm < BOMB_RANGE_CM.min || input.distanceCm > BOMB_RANGE_CM.max)
    return answer(id, false, 'BombRange', { ship: ketch.name });
  const { result: card, rolls } = await desk.roll(bombCardRule(ketch, target, input));
  await desk.postCard(card, rolls, ketch.uuid);
  return answer(id, true, 'fired', { ship: ketch.name, target: target.name });
}
