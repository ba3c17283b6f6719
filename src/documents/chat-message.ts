/**
 * Broadside's ChatMessage: a card, a drawn deck card or a notice keeps only data, and is rendered
 * from it each time it is shown, in the reader's language, by its data model, which also wires its
 * buttons (data/card-model.ts; a card's footer is the ledger's).
 * A message whose content the reader may not see (a blind or whispered roll) keeps Foundry's own
 * hidden rendering.
 *
 * Core's `renderChatMessageHTML` hook runs inside core's renderHTML, before the content is filled
 * here, so a listener there sees an empty card and what it adds to the content is overwritten.
 * Broadside calls its own hook once the message is filled, for every message it renders:
 *   Hooks.callAll('broadside.renderChatMessage', message, html)
 * (as dnd5e 5.x calls `dnd5e.renderChatMessage` after its cards are rendered).
 */
import { MessageModel } from '../data/card-model';

import { chatLine } from './chat-line';

export class BroadsideChatMessage extends ChatMessage {
  override async renderHTML(options?: Parameters<ChatMessage['renderHTML']>[0]): Promise<HTMLElement> {
    const html = await super.renderHTML(options);
    const content = html.querySelector<HTMLElement>('.message-content');
    if (content && this.isContentVisible) {
      try {
        await this.#fill(content);
      } catch (error) {
        console.error('Broadside | a chat card could not be shown', error);
        content.innerHTML = chatLine('BROADSIDE.Card.damaged');
      }
    }
    Hooks.callAll('broadside.renderChatMessage', this, html);
    return html;
  }

  /** The message's own data model: it renders its content and wires its buttons (data/card-model.ts). */
  async #fill(content: HTMLElement) {
    // Core's own messages (and any other system's types) keep core's content.
    const model: unknown = this.system;
    if (!(model instanceof MessageModel)) return;
    if (model.fromTableOnly && !(this.author?.isGM ?? false)) {
      content.innerHTML = chatLine('BROADSIDE.Card.notFromGM');
      return;
    }
    const html = await model.render();
    if (html === null) return;
    content.innerHTML = html;
    model.activate(content);
  }
}
