/**
 * What Foundry's movement hooks do for ships: a player's movement her turning or her distance
 * does not allow is refused before it is made (preMoveToken, on the moving client), and every
 * movement made is counted against her move, once, on the active GM's client (moveToken).
 */
import type { DeepReadonly } from 'fvtt-types/utils';
import type { Point } from '../rules/geometry/path';
import { moveRefusal, sailedMove } from './ship-path';
import { formatKey, localizedPrompts, saltntarOf, saveRecord, saveSaltntar, shipPathSetup } from './foundry-sailing';

type TokenDoc = TokenDocument.Implementation;

/** The positions a movement passes through, as its hooks give them (TokenMovementOperation). */
interface MovementPath {
  id: string;
  origin: Point;
  passed: { waypoints: readonly Point[] };
  pending: { waypoints: readonly Point[] };
}

/**
 * preMoveToken: refuses (false) a player's movement of a ship that is too long or turns too
 * tight, whichever way it was asked for (a drag, the keyboard, a macro). The GM may move freely.
 */
export function refuseIllegalMove(doc: TokenDoc, movement: DeepReadonly<MovementPath>): false | void {
  if (game.user.isGM) return;
  const setup = shipPathSetup(doc);
  if (!setup) return;
  const refusal = moveRefusal(setup, movement.origin, [...movement.passed.waypoints, ...movement.pending.waypoints]);
  if (!refusal) return;
  ui.notifications?.warn(formatKey(`BROADSIDE.Sailing.move.refused.${refusal}`, { name: doc.name ?? setup.actor.name }));
  return false;
}

/**
 * moveToken: counts a ship's movement against her move on the active GM's client, once per
 * movement, from the scene she is on; turns her bow where her path left it (not for a drift)
 * and names the tests the path calls for.
 */
export async function recordMovement(doc: TokenDoc, movement: DeepReadonly<MovementPath>): Promise<void> {
  if (!game.user.isActiveGM) return;
  const setup = shipPathSetup(doc);
  if (!setup || !movement.id || setup.record.movementId === movement.id) return;
  const { actor } = setup;
  const sailed = sailedMove(setup, { id: movement.id, origin: movement.origin, waypoints: movement.passed.waypoints }, actor.system.artHeading);
  await saveRecord(doc, sailed.record);
  // Salt'n'Tar: a second change of direction in a move marks a strain (decision saltntar-half-moves).
  if (sailed.newStrain > 0) {
    const state = saltntarOf(actor);
    await saveSaltntar(actor, { ...state, strain: state.strain + sailed.newStrain });
  }
  if (sailed.rotation !== null && sailed.rotation !== Math.round(doc.rotation)) await doc.update({ rotation: sailed.rotation });
  if (sailed.prompts.length) ui.notifications?.info(`${doc.name ?? actor.name}: ${localizedPrompts(sailed.prompts)}`);
}
