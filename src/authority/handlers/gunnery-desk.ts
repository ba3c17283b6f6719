/**
 * A player's shot with a gunnery module's own card at a ship he does not command, rolled by the
 * GM's client (decision desk-rolls): his order goes to the desk, which checks he commands the
 * firer, puts the range it measures on the table (and what the module takes from the battle) into
 * the order in place of his word, fires the module the world plays on the table's real dice, and
 * posts the card as his ship's. Pure over the Desk port.
 */
import { RulesError } from '../../rules/errors';
import { answer, type Answer, type DeskRequest } from '../channel/protocol';
import type { Desk, DeskUser } from '../desk';
import { facingSide, holding, measureShot } from './shot-measure';
import { actingPair, cardWaiting } from '../guards/request-guards';
import { modulesFor } from '../../registry/rule-modules';
import { playedGunnery, type GunneryFigures, type GunneryRule } from '../gunnery';

/** The crew members and who owns what, as the desk reads them from the server's documents. */
export function gunneryFigures(desk: Desk): GunneryFigures {
  return { crew: (uuid) => desk.crew(uuid), owners: (uuid) => desk.owners(uuid) };
}

export async function gunneryFireRequest(
  desk: Desk,
  asker: DeskUser,
  request: Extract<DeskRequest, { kind: 'gunneryFire' }>,
  id: string,
): Promise<Answer> {
  const pair = actingPair(desk, asker, request.firer, request.target, id);
  if (!('own' in pair)) return pair;
  const { own: firer, other: target } = pair;
  const played = modulesFor('gunnery').length ? playedGunnery(desk.conditions().gunnery) : null;
  const kind = played?.contract.card ?? null;
  // The world's gunnery posts no card of this kind: the player's dialog is not the table's.
  if (!played || !kind) return answer(id, false, 'notThisGunnery');
  // The module's order of fire holds a player's shot back until her turn; the GM rules his own.
  const held = asker.isGM ? null : (kind.fireTurn?.(desk, firer.uuid, target.uuid) ?? null);
  if (held) return answer(id, false, held.code, held.data);
  const ledger = desk.ledger();
  if (cardWaiting(desk, ledger, (c) => c.kind === 'gunnery' && c.firer.uuid === firer.uuid))
    return answer(id, false, 'shotWaiting', { ship: firer.name });
  const side = request.order.battery;
  const found = side === 'port' || side === 'starboard' ? measureShot(desk, firer.uuid, target.uuid, side) : null;
  // The desk's card carries no range the table did not measure (decision desk-rolls).
  const targetFacing = facingSide(desk, firer.uuid, target.uuid);
  if (!found || !targetFacing) return answer(id, false, 'unmeasured', { ship: firer.name, target: target.name });
  // A battery fires only at a ship on its own side, as the table places them, whatever the order names.
  if (!found.some((m) => m.bears)) return answer(id, false, 'notBearing', { ship: firer.name });
  const distanceCm = Math.round(found[0]!.distanceCm);
  // What the battle records (the GM's, never the player's) is the module's to put into the order.
  const battle = holding(desk.battles(), firer.uuid).find((b) => b.ships.some((s) => s.actorUuid === target.uuid));
  const table = { distanceCm, targetFacing, firerUuid: firer.uuid, battle: battle?.data ?? null };
  const order = kind.deskOrder ? kind.deskOrder(request.order, table) : { ...request.order, distanceCm };
  let rule: GunneryRule | null;
  try {
    rule = kind.rule(firer, target, order, gunneryFigures(desk));
  } catch (error: unknown) {
    if (error instanceof RulesError) return answer(id, false, error.code);
    throw error;
  }
  if (!rule) return answer(id, false, 'badOrder');
  const { result: card, rolls } = await desk.roll(rule);
  await desk.postCard(card, rolls, firer.uuid);
  return answer(id, true, 'fired', { ship: firer.name, target: target.name });
}
