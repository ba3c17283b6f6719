/**
 * Kiss Me, Hardy as the entry registers it: the module with the windows its gunnery opens (the fire
 * dialog, the strike tests, the mortar), its drawn cards' chat card, and its deck's buttons, keys
 * and hooks in the tracker, which build on Foundry's classes (the battle's Combat).
 */
import { kmhModule } from '.';
import type { RuleModule } from '../../registry/rule-modules';
import { FireDialog, fireAt, openFireDialog } from './gunnery/fire-dialog';
import { runStrikeTests } from './gunnery/strike-actions';
import { fireMortar } from './gunnery/bomb-actions';
import { DeckCardModel } from '../../data/message-models';
import { DECK_CARD_SHOW } from './deck-card-show';
import { DECK_TRACKER_ACTIONS, registerDeckTracker } from './deck-tracker';
import { cardName } from './deck-procedures';

const module = kmhModule({ openFireDialog, fireAt, FireDialog, runStrikeTests, fireMortar });

export const KMH_MODULE: RuleModule = {
  ...module,
  aspects: {
    ...module.aspects,
    turnSequence: { ...module.aspects.turnSequence!, trackerActions: DECK_TRACKER_ACTIONS, cardName },
  },
  // A drawn card's message shows as its chat card, and the deck's templates, keys and hooks, at init
  // with the rest of the module.
  register: () => {
    DeckCardModel.show = DECK_CARD_SHOW;
    registerDeckTracker();
    module.register?.();
  },
};
