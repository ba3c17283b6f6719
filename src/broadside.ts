// Broadside: registers the system's documents, data models, sheets and settings with Foundry.
import { BroadsideActor, TOKEN_BARS, registerTokenBars } from './documents/actor';
import { BroadsideTokenDocument } from './documents/token';
import { ACTOR_MODELS, ITEM_MODELS } from './data/models';
import { ShipSheet } from './sheets/ship-sheet';
import { CrewSheet } from './sheets/crew-sheet';
import { WeaponSheet } from './sheets/weapon-sheet';
import { SHEET_PARTIALS } from './sheets/document-sheet';
import { SYSTEM_ID, SYSTEM_PATH } from './constants';
import { registerSettings } from './settings';
import { registerCombat } from './combat/register';
import { registerChat } from './chat/register';
import { registerCanvas } from './canvas/register';
import { registerAuthority } from './authority/register';
import { registerShipSides } from './documents/ship-side';
import { registerDuel } from './duel/register';
import { countHelper } from './plural';
import { registerModuleParts } from './modules/data-parts';

Hooks.once('init', () => {
  // Each rule module's part of a ship's data, before any actor is built (registry/data-parts.ts).
  registerModuleParts();
  CONFIG.Actor.documentClass = BroadsideActor;
  CONFIG.Token.documentClass = BroadsideTokenDocument;
  registerTokenBars();
  Object.assign(CONFIG.Actor.dataModels, ACTOR_MODELS);
  Object.assign(CONFIG.Item.dataModels, ITEM_MODELS);
  CONFIG.Actor.trackableAttributes = {
    ship: { bar: [TOKEN_BARS.ship], value: [] },
    crew: { bar: [TOKEN_BARS.crew], value: [] },
  };

  const { Actors, Items } = foundry.documents.collections;
  Actors.registerSheet(SYSTEM_ID, ShipSheet, { types: ['ship'], makeDefault: true, label: 'BROADSIDE.Sheet.ship' });
  Actors.registerSheet(SYSTEM_ID, CrewSheet, { types: ['crew'], makeDefault: true, label: 'BROADSIDE.Sheet.crew' });
  Items.registerSheet(SYSTEM_ID, WeaponSheet, {
    types: ['weapon'],
    makeDefault: true,
    label: 'BROADSIDE.Sheet.weapon',
  });

  // Counted text in the reader's language (plural forms), in every template.
  Handlebars.registerHelper(
    'bsCount',
    countHelper(() => game.i18n),
  );
  registerSettings();
  registerAuthority();
  registerDuel();
  registerCombat();
  registerChat();
  registerCanvas();
  registerShipSides();
  void foundry.applications.handlebars.loadTemplates([
    `${SYSTEM_PATH}/templates/actor/ship-sheet.hbs`,
    `${SYSTEM_PATH}/templates/actor/crew-sheet.hbs`,
    `${SYSTEM_PATH}/templates/item/weapon-sheet.hbs`,
    ...SHEET_PARTIALS,
  ]);
});
