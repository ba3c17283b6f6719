/** The turn deck's event cards that run as chat cards. */
import { isShip } from '../../documents/ship-actor';
import { EVENT_CARD_ROLLS, takesEventTest } from '../turn-rolls';
import { chosenContract } from '../../registry/aspect-settings';
import { rollTurnCard } from './turn-rolls';
import type { ProcedureTable } from './procedure-table';

/**
 * The turn deck's event cards whose procedure is a chat card: Strike Test tests every marked ship,
 * Fire Test and Steering Damage Test roll for every ship concerned, Boarding Action steps every
 * ongoing boarding (by the boarding module the world plays). `ships` are the battle's ship actors;
 * `table` says which of them the GM keeps from the players (their cards go to the GMs alone) and
 * where their tokens are. Returns whether the card was handled.
 */
export async function runEventCard(
  card: string,
  ships: readonly Actor.Implementation[],
  table: ProcedureTable = {},
): Promise<boolean> {
  // The played gunnery's strike tests, where its rules have them.
  if (card === 'strikeTest') return (void (await chosenContract('gunnery').strikeTests?.(ships, table)), true);
  if (card === 'boardingAction') return (void (await chosenContract('boarding').runActions(ships)), true);
  if (card !== 'fireTest' && card !== 'steeringDamageTest') return false;
  const roll = EVENT_CARD_ROLLS[card];
  for (const actor of ships) {
    if (isShip(actor) && takesEventTest(roll, actor.system.damage))
      await rollTurnCard(actor, roll, {}, table.keptFromPlayers?.(actor) ?? false);
  }
  return true;
}
