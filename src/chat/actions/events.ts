/** The turn deck's event cards that run as chat cards. */
import { chosenContract } from '../../registry/aspect-settings';
import type { ProcedureTable } from './procedure-table';

declare module '../../combat/turn-sequence' {
  interface TurnSequence {
    /**
     * Runs one of the sequence's own event cards that are chat cards (tests its ships take, say),
     * for the battle's ships; resolves whether the card was one of them.
     */
    eventCard?(card: string, ships: readonly Actor.Implementation[], table: ProcedureTable): Promise<boolean>;
  }
}

/**
 * The turn deck's event cards whose procedure is a chat card: Strike Test tests every marked ship,
 * Boarding Action steps every ongoing boarding (by the gunnery and boarding modules the world
 * plays), and the turn sequence runs its own tests (fire, steering) for every ship concerned.
 * `ships` are the battle's ship actors; `table` says which of them the GM keeps from the players
 * (their cards go to the GMs alone) and where their tokens are. Returns whether the card was handled.
 */
export async function runEventCard(
  card: string,
  ships: readonly Actor.Implementation[],
  table: ProcedureTable = {},
): Promise<boolean> {
  // The played gunnery's strike tests, where its rules have them.
  if (card === 'strikeTest') return (void (await chosenContract('gunnery').strikeTests?.(ships, table)), true);
  if (card === 'boardingAction') return (void (await chosenContract('boarding').runActions(ships)), true);
  return (await chosenContract('turnSequence').eventCard?.(card, ships, table)) ?? false;
}
