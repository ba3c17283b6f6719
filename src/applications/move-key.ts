/**
 * The move window from the keyboard: the ship button of the token HUD, for the ship token selected.
 * Any ship's owner (and the GM) may open it; the window and the desk check the rest.
 */
import { SYSTEM_ID } from '../constants';
import { openMoveDialog } from './move-dialog';
import { shipActorOf } from '../canvas/foundry-sailing';

/** Opens the move window of the first selected ship token, or says one must be selected. */
export async function moveWindowByKey(): Promise<void> {
  const doc = canvas?.tokens?.controlled.map((t) => t.document).find((d) => shipActorOf(d) !== null);
  if (!doc) return void ui.notifications?.warn(game.i18n.localize('BROADSIDE.Keys.needShip'));
  await openMoveDialog(doc);
}

export function registerMoveKey(): void {
  game.keybindings.register(SYSTEM_ID, 'moveWindow', {
    name: 'BROADSIDE.Keys.moveWindow.name',
    hint: 'BROADSIDE.Keys.moveWindow.hint',
    editable: [{ key: 'KeyM', modifiers: [foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.SHIFT] }],
    onDown: () => {
      void moveWindowByKey();
      return true;
    },
  });
}
