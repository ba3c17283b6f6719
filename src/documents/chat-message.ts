/**
 * Broadside's ChatMessage: a card, a drawn deck card or a notice keeps only data, and is rendered
 * from it each time it is shown, in the reader's language, with the footer the ledger gives it.
 * A message whose content the reader may not see (a blind or whispered roll) keeps Foundry's own
 * hidden rendering.
 *
 * Core's `renderChatMessageHTML` hook runs inside core's renderHTML, before the content is filled
 * here, so a listener there sees an empty card and what it adds to the content is overwritten.
 * Broadside calls its own hook once the message is filled, for every message it renders:
 *   Hooks.callAll('broadside.renderChatMessage', message, html)
 * (as dnd5e 5.x calls `dnd5e.renderChatMessage` after its cards are rendered).
 */
import { cardOf, renderCard, wireCardButtons } from '../chat/cards';
import { cardRefusal } from '../data/card-models';
import { heldDice } from '../chat/held-dice';
import { imitatesTheTable } from '../chat/card-kinds';
import { chosenContract } from '../registry/aspect-settings';
import { noticeText, readNotice } from '../chat/notices';
import { CARD_MESSAGE_TEMPLATE, cardName, wireDeckCard } from '../combat/procedures';
import { cardMessageContext, type DeckCardData } from '../combat/card-message';
import { mayHoldNow } from '../combat/tracker-context';
import type { BroadsideCombat } from '../combat/combat';
import { sourceOf } from '../data/source';

export class BroadsideChatMessage extends ChatMessage {
  override async renderHTML(options?: Parameters<ChatMessage['renderHTML']>[0]): Promise<HTMLElement> {
    const html = await super.renderHTML(options);
    const content = html.querySelector<HTMLElement>('.message-content');
    if (content && this.isContentVisible) {
      try {
        await this.#fill(content);
      } catch (error) {
        console.error('Broadside | a chat card could not be shown', error);
        content.innerHTML = `<p class="broadside chat-line">${foundry.utils.escapeHTML(game.i18n.localize('BROADSIDE.Card.damaged'))}</p>`;
      }
    }
    Hooks.callAll('broadside.renderChatMessage', this, html);
    return html;
  }

  async #fill(content: HTMLElement) {
    if (imitatesTheTable(this.type, this.author?.isGM ?? false)) {
      content.innerHTML = `<p class="broadside chat-line">${foundry.utils.escapeHTML(game.i18n.localize('BROADSIDE.Card.notFromGM'))}</p>`;
      return;
    }
    // A card beyond the bounds the rules allow is shown as one line, not at its size (decision card-bounds).
    const source = sourceOf<{
      type: string;
      system: unknown;
      rolls: unknown[];
      flags: Record<string, unknown>;
    }>(this);
    if (cardRefusal(source.type, source.system, heldDice(source)) === 'cardTooLarge') {
      content.innerHTML = `<p class="broadside chat-line">${foundry.utils.escapeHTML(game.i18n.localize('BROADSIDE.Card.tooLarge'))}</p>`;
      return;
    }
    const card = cardOf(this);
    if (card) {
      content.innerHTML = await renderCard(this, card);
      wireCardButtons(this, content);
      if (card.kind === 'boarding') chosenContract('personalCombat').wireBoardingCard(card, content);
      return;
    }
    if (this.type === 'deckCard') {
      const data = this.system.toObject() as DeckCardData;
      const combat = game.combats.get(data.combatId) as BroadsideCombat | undefined;
      const mayHold = combat
        ? mayHoldNow(combat.deck, data.card, combat.squadrons(), { id: game.user.id ?? '', isGM: game.user.isGM })
        : false;
      content.innerHTML = await foundry.applications.handlebars.renderTemplate(CARD_MESSAGE_TEMPLATE, {
        ...cardMessageContext(data, game.user.isGM, mayHold),
      });
      wireDeckCard(data, content);
    } else if (this.type === 'notice') {
      const notice = readNotice(this.system.toObject());
      if (!notice) throw new Error('damaged notice');
      const text = noticeText(
        notice,
        (key, data) => (data ? game.i18n.format(key, data) : game.i18n.localize(key)),
        cardName,
      );
      content.innerHTML = `<p class="broadside chat-line">${foundry.utils.escapeHTML(text)}</p>`;
    }
  }
}
