/**
 * What the moving client's hooks do for ships: a player's movement outside her activation, or one
 * her turning or her distance does not allow, and a player's turn on the spot are refused before
 * they are made (preMoveToken, preUpdateToken, which fire only on the client that asks). A client
 * can skip these; the desk checks every movement again and counts it (movement-desk.ts).
 */
import type { DeepReadonly } from 'fvtt-types/utils';
import { moveRefusal } from './ship-path';
import { battleOf } from './battle-of';
import { formatKey, shipActorOf, shipPathSetup } from './foundry-sailing';
import { moveLock } from './move-lock';
import type { MovementPath } from './movement-desk';

type TokenDoc = TokenDocument.Implementation;

/**
 * preMoveToken: refuses (false) a player's movement of a ship outside her activation once the
 * battle has begun (decision move-in-activation), or one too long or turning too tight, whichever
 * way it was asked for (a drag, the keyboard, a macro), and tells him why. The GM is not held by
 * this hook: only her drag is cut to the ship's move, unless she drags with unconstrained movement.
 */
export function refuseIllegalMove(
  doc: TokenDoc,
  movement: DeepReadonly<MovementPath & { constrained?: boolean }>,
): false | void {
  if (game.user.isGM) return;
  const setup = shipPathSetup(doc);
  if (!setup) return;
  // An undo retraces her path backwards: whether it undoes her own move, the desk judges.
  const path =
    movement.method === 'undo'
      ? null
      : moveRefusal(setup, movement.origin, [...movement.passed.waypoints, ...movement.pending.waypoints]);
  const refusal = moveLock(battleOf(doc), setup.record) ?? path;
  const name = doc.name ?? setup.actor.name;
  if (!refusal) {
    // The drag was cut to her move (canvas/ship-token.ts): say so, rather than stop short without a word.
    if (movement.constrained) ui.notifications?.info(formatKey('BROADSIDE.Sailing.move.shortened', { name }));
    return;
  }
  ui.notifications?.warn(formatKey(`BROADSIDE.Sailing.move.refused.${refusal}`, { name }));
  return false;
}

/**
 * preUpdateToken: refuses (false) a player's turn of a ship on the spot, a rotation with no
 * movement: a ship turns only along her path (decision no-turn-on-the-spot). The GM may set any heading.
 */
export function refuseTurnOnTheSpot(
  doc: TokenDoc,
  changed: { rotation?: unknown; x?: unknown; y?: unknown },
): false | void {
  if (game.user.isGM || changed.rotation === undefined || 'x' in changed || 'y' in changed) return;
  if (Number(changed.rotation) === doc.rotation || !shipActorOf(doc)) return;
  ui.notifications?.warn(formatKey('BROADSIDE.Sailing.move.refused.turnOnTheSpot', { name: doc.name ?? '' }));
  return false;
}
