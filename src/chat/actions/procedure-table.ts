/**
 * What an event card's procedure knows of its battle beyond the ships' sheets: which ships the GM
 * keeps from the players, and the ships' tokens on the battle's own scene (not the scene the GM
 * happens to view). A macro that runs a procedure without a battle gives none of it.
 */
export interface ProcedureTable {
  /** Whether a ship's cards go to the GMs alone (decision procedure-hidden-ships). */
  keptFromPlayers?: (actor: Actor.Implementation) => boolean;
  /** The battle's ship tokens, on its own scene. */
  tokens?: readonly TokenDocument.Implementation[];
}
