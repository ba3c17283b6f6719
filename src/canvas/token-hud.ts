/**
 * Broadside's buttons on the token HUD's right column, shown to the token's owner (and the GM):
 * the ship button opens a ship's move dialog, the crossed swords a crew member's duel.
 */
export interface HudButton {
  className: string;
  tooltip: string;
  icon: string;
  click: (doc: TokenDocument.Implementation) => void;
}

export function addHudButton(doc: TokenDocument.Implementation, html: HTMLElement, button: HudButton): void {
  const column = html.querySelector('.col.right');
  if (!column || !doc.isOwner) return;
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `control-icon ${button.className}`;
  element.dataset.tooltip = game.i18n.localize(button.tooltip);
  element.innerHTML = `<i class="${button.icon}" inert></i>`;
  element.addEventListener('click', () => button.click(doc));
  column.appendChild(element);
}

/** Adds the button to the HUD of every token `test` picks. */
export function onTokenHud(test: (doc: TokenDocument.Implementation) => boolean, button: HudButton): void {
  Hooks.on('renderTokenHUD', (hud, html) => {
    if (test(hud.document)) addHudButton(hud.document, html, button);
  });
}
