/** A line of chat in place of a message's content, in the reader's language. */
export const chatLine = (key: string): string =>
  `<p class="broadside chat-line">${foundry.utils.escapeHTML(game.i18n.localize(key))}</p>`;
