/** The turn deck's event cards that run as chat cards. */
import { isShip } from '../../documents/ship-actor';
import { EVENT_CARD_ROLLS, takesEventTest } from '../turn-rolls';
import { runStrikeTests } from './strike';
import { runBoardingActions } from './boarding';
import { rollTurnCard } from './turn-rolls';

/**
 * The turn deck's event cards whose procedure is a chat card: Strike Test tests every marked ship,
 * Fire Test and Steering Damage Test roll for every ship concerned, Boarding Action steps every
 * ongoing boarding. `ships` are the battle's ship actors. Returns whether the card was handled.
 */
export async function runEventCard(card: string, ships: readonly Actor.Implementation[]): Promise<boolean> {
  if (card === 'strikeTest') return (void (await runStrikeTests(ships)), true);
  if (card === 'boardingAction') return (void (await runBoardingActions(ships)), true);
  if (card !== 'fireTest' && card !== 'steeringDamageTest') return false;
  const roll = EVENT_CARD_ROLLS[card];
  for (const actor of ships) {
    if (isShip(actor) && takesEventTest(roll, actor.system.damage)) await rollTurnCard(actor, roll, {});
  }
  return true;
}
