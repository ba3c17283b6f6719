/** Registers the turn deck: the Combat and tracker classes, the players' query, the hooks. */
import { SYSTEM_ID } from '../sheets/sheet-support';
import { BroadsideCombat } from './combat';
import { readDeck } from './deck-store';
import { CARD_MESSAGE_TEMPLATE, onDeckChanged, onRenderDeckMessage } from './procedures';
import { DECK_QUERY, handleDeckQuery } from './queries';
import { BroadsideCombatTracker, TRACKER_TEMPLATE } from './tracker';
import { RulesError } from '../rules/errors';

export function registerCombat(): void {
  CONFIG.Combat.documentClass = BroadsideCombat;
  CONFIG.ui.combat = BroadsideCombatTracker;
  Object.assign(CONFIG.queries, { [DECK_QUERY]: handleDeckQuery });

  // Every client learns of a drawn or played card from the Combat's update.
  Hooks.on('updateCombat', (combat, changed) => {
    const flags = (changed as { flags?: Record<string, { deck?: unknown }> }).flags;
    if (!(combat instanceof BroadsideCombat) || flags?.[SYSTEM_ID]?.deck === undefined) return;
    try {
      const deck = readDeck(combat.getFlag(SYSTEM_ID as never, 'deck' as never));
      if (deck) onDeckChanged(combat, deck);
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
    }
  });
  Hooks.on('renderChatMessageHTML', (message, html) => onRenderDeckMessage(message, html));

  void foundry.applications.handlebars.loadTemplates([TRACKER_TEMPLATE, CARD_MESSAGE_TEMPLATE]);
}
