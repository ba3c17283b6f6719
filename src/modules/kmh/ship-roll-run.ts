/**
 * What a roll button of KMH's block runs: the same function for the button pressed and for its
 * macro on the hotbar (sheets/ship-macros.ts), so both do one thing. A macro asks as its user:
 * what it starts is checked as any button's press is (the fire dialog, the desk).
 */
import { rollTurnCard } from './turn-roll-action';
import { chosenContract } from '../../registry/aspect-settings';
import { isShip } from '../../documents/ship-actor';
import { BOARD_ROLL, BOATS_BOARD_ROLL, BOMB_ROLL, FIRE_ROLL_SIDES, SHIP_ROLL_IDS, TURN_ROLL_IDS } from './ship-rolls';

/** A roll by its button's id: the fire dialog on a side, a turn's roll card, a boarding, the mortar. */
export async function runShipRoll(actor: Actor.Implementation, roll: string): Promise<boolean> {
  if (!isShip(actor) || !SHIP_ROLL_IDS.has(roll)) return false;
  const side = FIRE_ROLL_SIDES[roll];
  if (side) await chosenContract('gunnery').openFire(actor.uuid, side);
  const turnRoll = TURN_ROLL_IDS[roll];
  if (turnRoll) await rollTurnCard(actor, turnRoll);
  if (roll === BOARD_ROLL) await chosenContract('boarding').board(actor);
  if (roll === BOMB_ROLL) await chosenContract('gunnery').mortar?.(actor);
  if (roll === BOATS_BOARD_ROLL) await chosenContract('boarding').boardFromBoats(actor);
  return true;
}
