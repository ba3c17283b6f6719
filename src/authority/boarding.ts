/**
 * The boarding contract: what the ship sheet, the turn deck's event cards and the macro API ask of
 * the boarding module a world chooses (registry/rule-modules.ts, aspect `boarding`). The module
 * brings its own cards, its card kind and its desk requests, which it registers itself; the rest of
 * the system only presses its buttons through this contract (`chosenContract('boarding')`) and
 * never names it.
 */
import type { BoardingRecord } from '../data/card-changes';

type Ship = Actor.Implementation;

export interface BoardingContract {
  /** The sheet's Board button: a ship already in an action fights its next step, else she boards the user's target. */
  board: (actor: Ship) => Promise<unknown>;
  /** One ship closes with another and tries to lock them together. */
  grapple: (attacker: Ship, defender: Ship) => Promise<unknown>;
  /** The sheet's Boats Board button: her boats row at the user's target, `boats` of them if given. */
  boardFromBoats: (actor: Ship, boats?: number) => Promise<unknown>;
  /** The next step of an action the table records. */
  rollStep: (record: BoardingRecord) => Promise<unknown>;
  /** A turn's boarding card: the next step of every action among these ships. */
  runActions: (actors: readonly Ship[]) => Promise<unknown[]>;
}

declare module '../registry/rule-modules' {
  interface AspectContracts {
    boarding: BoardingContract;
  }
}
