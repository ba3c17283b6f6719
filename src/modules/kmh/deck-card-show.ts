/**
 * How a drawn deck card's message is shown (data/message-models.ts `DeckCardModel.show`): the card
 * with its ships, and the hold button for whoever may hold it now.
 */
import type { MessageShow } from '../../data/card-model';
import { CARD_MESSAGE_TEMPLATE, wireDeckCard } from './deck-procedures';
import { cardMessageContext } from './card-message';
import type { DeckCardData } from '../../data/deck-card';
import { mayHoldNow } from './deck-view';
import type { BroadsideCombat } from '../../combat/combat';

const deckCardOf = (message: ChatMessage.Implementation) => message.system.toObject() as DeckCardData;

export const DECK_CARD_SHOW: MessageShow = {
  render(message) {
    const data = deckCardOf(message);
    const combat = game.combats.get(data.combatId) as BroadsideCombat | undefined;
    const mayHold = combat
      ? mayHoldNow(combat.deck, data.card, combat.squadrons(), { id: game.user.id ?? '', isGM: game.user.isGM })
      : false;
    return foundry.applications.handlebars.renderTemplate(CARD_MESSAGE_TEMPLATE, {
      ...cardMessageContext(data, game.user.isGM, mayHold),
    });
  },
  activate(message, content) {
    wireDeckCard(deckCardOf(message), content);
  },
};
