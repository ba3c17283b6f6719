/**
 * Registers sailing on the canvas: the ship token and its ruler, the sailing layer, the wind
 * compass's template, and the hooks that start, refuse and record moves. The windows opened from
 * the canvas are the ui layer's (applications/sailing-windows.ts).
 */
import { SYSTEM_ID } from '../constants';
import { startSquadronMove } from './move-start';
import { moveCardShips } from './battle-of';
import { refuseIllegalMove, refuseTurnOnTheSpot } from './movement-hooks';
import { combatantLeft, judgeMovement, keptBack, rememberShips, watchHeading } from './movement-desk';
import { runsDesk } from '../authority/foundry-desk';
import { SailingLayer, sailingLayer } from './sailing-layer';
import { CORE_WAYPOINT_LABEL, ShipRuler, WAYPOINT_LABEL_TEMPLATE } from './ship-ruler';
import { ShipToken } from './ship-token';
import { registerEnsigns } from './token-ensign';
import { BroadsideCombat } from '../combat/combat';
import { COMPASS_TEMPLATE } from './wind-hud';
import { chosenContract } from '../registry/aspect-settings';

export function registerCanvas(): void {
  CONFIG.Token.objectClass = ShipToken;
  CONFIG.Token.rulerClass = ShipRuler;
  CONFIG.Canvas.layers.broadsideSailing = { layerClass: SailingLayer, group: 'interface' };
  const { loadTemplates } = foundry.applications.handlebars;
  void loadTemplates([COMPASS_TEMPLATE, WAYPOINT_LABEL_TEMPLATE]);
  void loadTemplates({ [CORE_WAYPOINT_LABEL]: ShipRuler.CORE_WAYPOINT_LABEL_TEMPLATE });

  // The turn deck turned up a squadron's Move card: its ships start a new move, in line or alone,
  // found on the battle's scene (the desk's GM may be viewing another).
  Hooks.on('broadside.moveCard', (data) => {
    if (runsDesk() && data.squadron) void startSquadronMove(moveCardShips(data.combat, data.squadron), data.squadron);
  });

  // The battle updated (the one updated, not the one a tracker views): its turn sequence's reply.
  Hooks.on('updateCombat', (combat) => {
    if (combat instanceof BroadsideCombat) chosenContract('turnSequence').battleUpdated?.(combat);
  });

  Hooks.on('preMoveToken', (doc, movement) => refuseIllegalMove(doc, movement));
  Hooks.on('preUpdateToken', (doc, changed) => refuseTurnOnTheSpot(doc, changed));
  // The desk checks and counts every movement, whoever made it and however (movement-desk.ts).
  Hooks.on('moveToken', (doc, movement, _operation, user) => judgeMovement(doc, movement, user));
  Hooks.on('updateToken', (doc, changed, _options, userId) => {
    watchHeading(doc, changed, userId);
    if (canvas?.tokens?.controlled.some((t) => t.document === doc)) sailingLayer()?.refresh();
  });
  // The battle she left is the combatant's own, never one found from her token.
  Hooks.on('deleteCombatant', (combatant, _options, userId) => {
    const combat: unknown = combatant.parent;
    if (combat instanceof BroadsideCombat) combatantLeft(combat, combatant.tokenId ?? null, userId);
  });
  // A battle ended (deleted): what each movement's rules kept of its ships in it goes back to them.
  Hooks.on('deleteCombat', (combat) => {
    if (runsDesk() && combat instanceof BroadsideCombat) void keptBack(combat, null);
  });
  Hooks.once('ready', () => rememberShips(game.scenes.contents.flatMap((scene) => scene.tokens.contents)));
  Hooks.on('createToken', (doc) => rememberShips([doc]));
  Hooks.on('controlToken', () => sailingLayer()?.refresh());
  // Each ship's ensign on her tokens (token-ensign.ts).
  registerEnsigns();
  // The compass is redrawn by the wind setting's onChange (settings.ts); the sailing layer's wind
  // sectors here. The first wind a world gets creates its Setting document: createSetting, not updateSetting.
  const windSet = (setting: Setting.Implementation) => {
    if (setting.key === `${SYSTEM_ID}.wind`) sailingLayer()?.refresh();
  };
  Hooks.on('createSetting', windSet);
  Hooks.on('updateSetting', windSet);
}
