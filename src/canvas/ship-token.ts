/**
 * Ship tokens: a dragged path is cut where it runs past the ship's distance for the activation or
 * turns tighter than her turning allows, for players and for a GM not in unconstrained movement.
 */
import { constrainPath, PATH_TOLERANCE_CM, type Point } from '../rules/geometry/path';
import { reachNow, withProgress } from './sailing';
import { activeModule, moveRecord, saltntarSequence, sailingContext, sailingShipOf, sceneCmPerPixel, shipActorOf, tokenHeading } from './foundry-sailing';

const { Token } = foundry.canvas.placeables;
type ConstrainArgs = Parameters<foundry.canvas.placeables.Token['constrainMovementPath']>;

/** The trace of a ship token's path in cm: start pose, turning and reach. Null for non-ships. */
export function shipPathSetup(token: foundry.canvas.placeables.Token) {
  const actor = shipActorOf(token.document);
  const scale = sceneCmPerPixel();
  if (!actor || !(scale > 0)) return null;
  const module = activeModule();
  const ctx = sailingContext();
  const record = moveRecord(token.document);
  const heading = record.traceHeading ?? tokenHeading(token.document);
  const ship = sailingShipOf(actor);
  return {
    module,
    ctx,
    record,
    scale,
    heading,
    // Salt'n'Tar: the half moves go on from what this activation has sailed and turned.
    turning: withProgress(module.turning(ship, heading, ctx), record),
    reach: reachNow(record, module.id === 'saltntar' && saltntarSequence()?.phase === 'firstHalfMove'),
    // A pixel of rounding either way is no reason to refuse a move.
    tolerance: Math.max(PATH_TOLERANCE_CM, scale),
  };
}

export class ShipToken extends Token {
  override constrainMovementPath(...[waypoints, options]: ConstrainArgs): ReturnType<foundry.canvas.placeables.Token['constrainMovementPath']> {
    const [path, constrained] = super.constrainMovementPath(waypoints, options);
    const unconstrained = game.user.isGM === true && options?.ignoreCost === true && options.ignoreWalls === true;
    const setup = unconstrained ? null : shipPathSetup(this);
    if (!setup || path.length < 2) return [path, constrained];
    const toCm = (p: Point) => ({ x: p.x * setup.scale, y: p.y * setup.scale });
    const start = path[0]!;
    const result = constrainPath({ ...toCm(start), heading: setup.heading }, path.slice(1).map(toCm), setup.turning, setup.reach, setup.tolerance);
    if (!result.constrained) return [path, constrained];
    const kept = path.slice(0, 1 + result.trace.reached);
    if (result.trace.stop === 'tooLong') {
      const cut = path[1 + result.trace.reached]!;
      kept.push({ ...cut, x: Math.round(result.trace.end.x / setup.scale), y: Math.round(result.trace.end.y / setup.scale) });
    }
    return [kept, true];
  }
}
