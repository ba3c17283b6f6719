/** How a notice is shown (data/message-models.ts `NoticeModel.show`): one line, in the reader's language. */
import type { MessageShow } from '../data/card-model';
import { noticeText, readNotice } from '../data/notices';
import { chosenContract } from '../registry/aspect-settings';

/** A card of the world's turn sequence by its name in the reader's language (its id where it names none). */
const cardName = (card: string) => chosenContract('turnSequence').cardName?.(card) ?? card;

export const NOTICE_SHOW: MessageShow = {
  render(message) {
    const notice = readNotice(message.system.toObject());
    if (!notice) throw new Error('damaged notice');
    const text = noticeText(
      notice,
      (key, data) => (data ? game.i18n.format(key, data) : game.i18n.localize(key)),
      cardName,
    );
    return Promise.resolve(`<p class="broadside chat-line">${foundry.utils.escapeHTML(text)}</p>`);
  },
  activate() {},
};
