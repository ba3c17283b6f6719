/** The wind compass on everyone's screen, redrawn whenever the world's wind changes; the GM opens the wind form from
 * it. */
import { SYSTEM_PATH } from '../constants';
import type { WindSource } from '../data/wind';
import { compassContext } from './compass';
import { activeModule, currentWind, sceneCompass } from './foundry-sailing';

export const COMPASS_TEMPLATE = `${SYSTEM_PATH}/templates/canvas/wind-compass.hbs`;
const HUD_ID = 'broadside-wind-hud';

/** The compass of a wind on the viewed scene, as the compass and the wind form show it. */
export function compassFor(wind: WindSource) {
  const { points, layout } = sceneCompass();
  return compassContext(wind, {
    points,
    layout,
    module: activeModule(),
    canEdit: game.user.isGM,
  });
}

/**
 * Draws (or redraws) the compass; `editWind` opens the GM's wind form. A redraw without it (a
 * setting changed) only refreshes a compass already shown: the canvas draws the first one.
 */
export async function renderCompass(editWind?: () => unknown): Promise<void> {
  const html = await foundry.applications.handlebars.renderTemplate(COMPASS_TEMPLATE, { ...compassFor(currentWind()) });
  let hud = document.getElementById(HUD_ID);
  if (!hud) {
    if (!editWind) return;
    hud = document.createElement('div');
    hud.id = HUD_ID;
    (document.getElementById('ui-middle') ?? document.body).appendChild(hud);
    hud.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('[data-action="editWind"]')) editWind();
    });
  }
  hud.innerHTML = html;
}
