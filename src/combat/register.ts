/**
 * Registers the battle: the Combat class and its data model, the tracker and its templates. The
 * turn sequences register their own parts of it (their tracker sections, keys and hooks).
 */
import { BroadsideCombat, holdNoTurn } from './combat';
import { BattleModel } from '../data/battle';
import { RosterModel } from '../data/roster';
import { SYSTEM_ID } from '../constants';
import { BroadsideCombatTracker, TRACKER_TEMPLATE } from './tracker';
import { SQUADRON_DIALOG_TEMPLATE } from './battle-actions';
import { registerWaitingList, WAITING_TEMPLATE } from './waiting-tracker';
import { PHASES_TEMPLATE } from './tracker-view';

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

  void foundry.applications.handlebars.loadTemplates([
    TRACKER_TEMPLATE,
    PHASES_TEMPLATE,
    WAITING_TEMPLATE,
    SQUADRON_DIALOG_TEMPLATE,
  ]);
}
