/** The ship button on a ship token's HUD, for her owner and the GM: it opens her move dialog. */
import { openMoveDialog } from '../applications/move-dialog';
import { shipActorOf } from './foundry-sailing';

export function addMoveButton(doc: TokenDocument.Implementation, html: HTMLElement): void {
  const column = html.querySelector('.col.right');
  if (!column || !shipActorOf(doc) || !doc.isOwner) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'control-icon broadside-move';
  button.dataset.tooltip = game.i18n.localize('BROADSIDE.Sailing.move.hud');
  button.innerHTML = '<i class="fa-solid fa-sailboat"></i>';
  button.addEventListener('click', () => void openMoveDialog(doc));
  column.appendChild(button);
}
