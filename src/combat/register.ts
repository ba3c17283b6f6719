/** Registers the turn deck: the Combat class and its data model, the tracker, the hooks. */
import { BroadsideCombat, holdNoTurn } from './combat';
import { BattleModel } from '../data/battle';
import { RosterModel } from '../data/roster';
import { SYSTEM_ID } from '../constants';
import { CARD_MESSAGE_TEMPLATE, onDeckChanged, redrawLastCard } from './procedures';
import { BroadsideCombatTracker, TRACKER_TEMPLATE } from './tracker';
import { SQUADRON_DIALOG_TEMPLATE } from './battle-actions';
import { registerWaitingList, WAITING_TEMPLATE } from './waiting-tracker';
import { registerDeckKeys } from './deck-keys';

export function registerCombat(): void {
  game.settings.register(SYSTEM_ID, 'roster', {
    scope: 'world',
    config: false,
    type: RosterModel,
    default: new RosterModel({ squadrons: [] }),
  });
  CONFIG.Combat.documentClass = BroadsideCombat;
  Object.assign(CONFIG.Combat.dataModels, { base: BattleModel });
  CONFIG.ui.combat = BroadsideCombatTracker;

  Hooks.on('combatStart', holdNoTurn);
  registerWaitingList();
  registerDeckKeys();

  // Every client learns of a drawn or played card from the Combat's update.
  Hooks.on('updateCombat', (combat, changed) => {
    const system = (changed as { system?: { deck?: unknown } }).system;
    if (!(combat instanceof BroadsideCombat) || system?.deck === undefined) return;
    const deck = combat.deck;
    if (deck) onDeckChanged(combat, deck);
    redrawLastCard(combat);
  });

  void foundry.applications.handlebars.loadTemplates([
    TRACKER_TEMPLATE,
    WAITING_TEMPLATE,
    CARD_MESSAGE_TEMPLATE,
    SQUADRON_DIALOG_TEMPLATE,
  ]);
}
