/**
 * The sailing windows on the canvas: the move dialog behind the ship button of a token's HUD, the
 * GM's wind form behind the wind compass, and their templates. Registered by the entry after the
 * canvas (canvas/register.ts), which stays below the windows and opens none of them itself.
 */
import { MOVE_DIALOG_TEMPLATE, openMoveDialog } from './move-dialog';
import { WIND_FORM_TEMPLATE, openWindForm } from './wind-form';
import { shipActorOf } from '../canvas/foundry-sailing';
import { onTokenHud } from '../canvas/token-hud';
import { renderCompass } from '../canvas/wind-hud';

export function registerSailingWindows(): void {
  void foundry.applications.handlebars.loadTemplates([WIND_FORM_TEMPLATE, MOVE_DIALOG_TEMPLATE]);
  Hooks.on('canvasReady', () => void renderCompass(openWindForm));
  onTokenHud((doc) => shipActorOf(doc) !== null, {
    className: 'broadside-move',
    tooltip: 'BROADSIDE.Sailing.move.hud',
    icon: 'fa-solid fa-sailboat',
    click: (doc) => void openMoveDialog(doc),
  });
}
