/** Which actors are ships: the one test the Foundry layer makes before it reads a ship's data. */
import type { ShipModel } from '../data/ship';

/** A ship actor: her `system` is the ship data model. */
export type ShipActor = Actor.Implementation & { system: ShipModel };

/** Whether an actor is a ship (her type is `ship`, so her system data is a ShipModel). */
export function isShip(actor: Actor.Implementation | null | undefined): actor is ShipActor {
  return actor?.type === 'ship';
}
