/**
 * Ship tokens: a dragged path is cut where it runs past the ship's distance for the activation or
 * turns tighter than her turning allows, for players and for a GM not in unconstrained movement.
 */
import { constrainedPath } from './ship-path';
import { shipPathSetup } from './foundry-sailing';

const { Token } = foundry.canvas.placeables;
type BaseToken = foundry.canvas.placeables.Token;

export class ShipToken extends Token {
  override constrainMovementPath(
    ...[waypoints, options]: Parameters<BaseToken['constrainMovementPath']>
  ): ReturnType<BaseToken['constrainMovementPath']> {
    const [path, constrained] = super.constrainMovementPath(waypoints, options);
    const unconstrained = game.user.isGM && options?.ignoreCost === true && options.ignoreWalls === true;
    const setup = unconstrained ? null : shipPathSetup(this.document);
    const kept = setup ? constrainedPath(setup, path) : null;
    return kept ? [kept, true] : [path, constrained];
  }
}
