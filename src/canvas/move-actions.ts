/**
 * What each button of a ship's move dialog does: the GM sets, rolls or resets her move here; the
 * chosen movement rules' own buttons (her owner's orders, the tests a move can need) are their
 * module's (MovementModule.moveActions), asked by the action's name. Each action reads the
 * dialog's form data and records or posts what follows.
 */
import { modulesFor } from '../registry/rule-modules';
import { newActivation } from '../rules/move-record';
import { GM_MOVE_ACTIONS, distancesFrom, MAX_ALLOWANCE, type MoveAction } from './move-context';
import { formatKey, moveRecord, saveRecord, selectedShipTokens, shipActorOf } from './foundry-sailing';
import { startMove, startSquadronMove } from './move-start';

type TokenDoc = TokenDocument.Implementation;
type FormData = Record<string, unknown>;

async function saveDistances(doc: TokenDoc, name: string, data: FormData): Promise<void> {
  const distances = distancesFrom(data);
  if (!distances) {
    ui.notifications?.error(game.i18n.format('BROADSIDE.Sailing.move.invalid', { max: String(MAX_ALLOWANCE) }));
    return;
  }
  await saveRecord(doc, { ...moveRecord(doc), ...distances });
  if (distances.allowance !== null)
    ui.notifications?.info(formatKey('BROADSIDE.Sailing.move.set', { name, distance: String(distances.allowance) }));
}

/** Does what a move dialog button asks for a ship token; the GM's actions only for a GM. */
export async function runMoveAction(doc: TokenDoc, action: MoveAction, data: FormData): Promise<void> {
  const actor = shipActorOf(doc);
  if (!actor || (GM_MOVE_ACTIONS.has(action) && !game.user.isGM)) return;
  const name = doc.name ?? actor.name;
  switch (action) {
    case 'save':
      return saveDistances(doc, name, data);
    case 'roll':
      return startMove(doc);
    case 'rollSelected':
      return startSquadronMove(selectedShipTokens(), '');
    case 'reset': {
      const record = moveRecord(doc);
      return saveRecord(doc, {
        ...newActivation(record, null, null, doc.movement.id, record.sail, record.turn),
        sailOrder: record.sailOrder,
      });
    }
    default: {
      // The chosen rules' own buttons: the movement module that has the action does it.
      const module = modulesFor('movement')
        .map((m) => m.aspects.movement)
        .find((m) => m?.moveActions.includes(action));
      return module?.runMoveAction(action, doc, data);
    }
  }
}
