/** A button of Broadside's on the token HUD's right column, shown to the token's owner. */
export function onTokenHud(
  test: (doc: TokenDocument.Implementation) => boolean,
  button: { className: string; tooltip: string; icon: string; click: (doc: TokenDocument.Implementation) => void },
): void {
  Hooks.on('renderTokenHUD', (hud, html) => {
    const doc = (hud as unknown as { document?: TokenDocument.Implementation }).document;
    if (!doc || !doc.isOwner || !test(doc)) return;
    const column = html.querySelector('.col.right');
    if (!column) return;
    const btn = document.createElement('button');
    btn.type = 'button';
    btn.className = `control-icon ${button.className}`;
    btn.dataset.tooltip = game.i18n!.localize(button.tooltip);
    btn.innerHTML = `<i class="${button.icon}" inert></i>`;
    btn.addEventListener('click', () => button.click(doc));
    column.appendChild(btn);
  });
}
