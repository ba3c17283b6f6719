// Broadside: registers the system's documents, data models, sheets and settings with Foundry.
import { BroadsideActor, TOKEN_BARS, registerTokenBars } from './documents/actor';
import { BroadsideTokenDocument } from './documents/token';
import { ACTOR_MODELS } from './data/models';
import { ShipSheet } from './sheets/ship-sheet';
import { CrewSheet } from './sheets/crew-sheet';
import { SHEET_PARTIALS } from './sheets/document-sheet';
import { SYSTEM_ID, SYSTEM_PATH } from './constants';
import { registerCombat } from './combat/register';
import { registerChat } from './chat/register';
import { registerCanvas } from './canvas/register';
import { registerShipSides } from './documents/ship-side';
import { countHelper } from './plural';
import { summaryHelper } from './chat/summary-text';
import { ruleModules } from './registry/rule-modules';
import { initRuleModules } from './modules/init';
import { registerDataPart, registerRootPart } from './registry/data-parts';
import { itemTypes, registerItemType } from './registry/item-types';
import * as RULE_MODULES from './modules';
import { registerMacros } from './sheets/ship-macros';
import { registerMoveKey } from './applications/move-key';
import { registerSailingWindows } from './applications/sailing-windows';
import { CONDITION_IDS } from './data/conditions';
import { shipStatusEffects } from './canvas/status-effects';

Hooks.once('init', () => {
  // Each rule module's part of an actor's data and its item types, before any actor or item is built
  // (registry/data-parts.ts, item-types.ts).
  for (const module of Object.values(RULE_MODULES)) {
    for (const part of module.dataParts ?? []) registerDataPart(part);
    for (const part of module.rootParts ?? []) registerRootPart(part);
    for (const [type, model] of Object.entries(module.itemTypes ?? {})) registerItemType(type, model);
  }
  CONFIG.Actor.documentClass = BroadsideActor;
  CONFIG.Token.documentClass = BroadsideTokenDocument;
  registerTokenBars();
  // A ship's conditions in place of core's list (blind, poisoned…): none of those befalls a ship.
  CONFIG.statusEffects = shipStatusEffects();
  // Core's "defeated" in the combat tracker is a ship gone down.
  CONFIG.specialStatusEffects.DEFEATED = CONDITION_IDS.sunk;
  Object.assign(CONFIG.Actor.dataModels, ACTOR_MODELS);
  Object.assign(CONFIG.Item.dataModels, itemTypes());
  CONFIG.Actor.trackableAttributes = {
    ship: { bar: [TOKEN_BARS.ship], value: [] },
    crew: { bar: [TOKEN_BARS.crew], value: [] },
  };

  // The actors' sheets; an item's sheet is its module's (the weapon's), registered with the module.
  const { Actors } = foundry.documents.collections;
  Actors.registerSheet(SYSTEM_ID, ShipSheet, { types: ['ship'], makeDefault: true, label: 'BROADSIDE.Sheet.ship' });
  Actors.registerSheet(SYSTEM_ID, CrewSheet, { types: ['crew'], makeDefault: true, label: 'BROADSIDE.Sheet.crew' });

  // Counted text in the reader's language (plural forms), in every template.
  Handlebars.registerHelper(
    'bsCount',
    countHelper(() => game.i18n),
  );
  // A chat card's result, one ship's line in words.
  Handlebars.registerHelper(
    'bsSummary',
    summaryHelper(() => game.i18n),
  );
  // The modules, the settings, each module's own wiring, the desk: in that order (modules/init.ts).
  initRuleModules(Object.values(RULE_MODULES));
  registerCombat();
  registerChat();
  registerMacros();
  registerCanvas();
  registerSailingWindows();
  registerMoveKey();
  registerShipSides();
  void foundry.applications.handlebars.loadTemplates([
    `${SYSTEM_PATH}/templates/actor/ship-sheet.hbs`,
    `${SYSTEM_PATH}/templates/actor/crew-sheet.hbs`,
    ...SHEET_PARTIALS,
    // Every module's own templates, drawn by shared ones as partials by their path.
    ...ruleModules().flatMap((m) => (m.templates ?? []).map((path) => `${SYSTEM_PATH}/${path}`)),
  ]);
});
