/**
 * How a drawn deck card's message is shown (data/message-models.ts `DeckCardModel.show`): the card
 * with its ships, and the hold button for whoever may hold it now.
 */
import type { MessageShow } from '../../data/card-model';
import { CARD_MESSAGE_TEMPLATE, wireDeckCard } from './deck-procedures';
import { cardMessageContext } from './card-message';
import type { DeckCardData } from '../../data/deck-card';
import { mayHoldNow } from './deck-view';
// Not the Combat class, which is defined at load: a card's chat show loads without it (the tests' hook).
import { battleById } from '../../combat/battles';
import { sourceOf } from '../../data/source';

const deckCardOf = (message: ChatMessage.Implementation) => sourceOf<{ system: DeckCardData }>(message).system;

export const DECK_CARD_SHOW: MessageShow = {
  render(message) {
    const data = deckCardOf(message);
    const combat = battleById(data.combatId);
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
