/**
 * What Foundry's movement hooks do for ships: a player's movement outside her activation, or one
 * her turning or her distance does not allow, and a player's turn on the spot are refused before
 * they are made (preMoveToken, preUpdateToken, on the moving client), and every
 * movement made is counted against her move, once, on the active GM's client (moveToken).
 */
import type { DeepReadonly } from 'fvtt-types/utils';
import type { Point } from '../rules/geometry/path';
import { moveRefusal, sailedMove } from './ship-path';
import { battleOf } from './battle-of';
import { formatKey, localizedPrompts, saltntarOf, saveRecord, saveSaltntar, shipActorOf, shipPathSetup } from './foundry-sailing';
import { moveLock } from './move-lock';

type TokenDoc = TokenDocument.Implementation;

/** The positions a movement passes through, as its hooks give them (TokenMovementOperation). */
interface MovementPath {
  id: string;
  origin: Point;
  passed: { waypoints: readonly Point[] };
  pending: { waypoints: readonly Point[] };
  /** Whether the path was cut short (TokenMovementData#constrained). */
  constrained?: boolean;
}

/**
 * preMoveToken: refuses (false) a player's movement of a ship outside her activation once the
 * battle has begun (decision move-in-activation), or one too long or turning too tight, whichever
 * way it was asked for (a drag, the keyboard, a macro), and tells him why. The GM is not held by
 * this hook: only her drag is cut to the ship's move, unless she drags with unconstrained movement.
 */
export function refuseIllegalMove(doc: TokenDoc, movement: DeepReadonly<MovementPath>): false | void {
  if (game.user.isGM) return;
  const setup = shipPathSetup(doc);
  if (!setup) return;
  const refusal = moveLock(battleOf(doc), setup.record) ?? moveRefusal(setup, movement.origin, [...movement.passed.waypoints, ...movement.pending.waypoints]);
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
export function refuseTurnOnTheSpot(doc: TokenDoc, changed: { rotation?: unknown; x?: unknown; y?: unknown }): false | void {
  if (game.user.isGM || changed.rotation === undefined || 'x' in changed || 'y' in changed) return;
  if (Number(changed.rotation) === doc.rotation || !shipActorOf(doc)) return;
  ui.notifications?.warn(formatKey('BROADSIDE.Sailing.move.refused.turnOnTheSpot', { name: doc.name ?? '' }));
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
