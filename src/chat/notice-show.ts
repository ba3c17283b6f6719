/** How a notice is shown (data/message-models.ts `NoticeModel.show`): one line, in the reader's language. */
import type { MessageShow } from '../data/card-model';
import { noticeText, readNotice } from '../data/notices';
import { cardName } from '../combat/procedures';

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
