// Broadside: registers the system's documents, data models, sheets and settings with Foundry.
import { BroadsideActor } from './documents/actor';
import { ShipModel } from './data/ship';
import { ShipSheet } from './sheets/ship-sheet';
import { SYSTEM_ID, SYSTEM_PATH } from './sheets/sheet-support';
import { registerSettings } from './settings';

Hooks.once('init', () => {
  CONFIG.Actor.documentClass = BroadsideActor;
  Object.assign(CONFIG.Actor.dataModels, { ship: ShipModel });
  CONFIG.Actor.trackableAttributes = {
    ship: { bar: ['hull'], value: [] },
  };

  const { Actors } = foundry.documents.collections;
  Actors.registerSheet(SYSTEM_ID, ShipSheet, { types: ['ship'], makeDefault: true, label: 'BROADSIDE.Sheet.ship' });

  registerSettings();
  void foundry.applications.handlebars.loadTemplates([`${SYSTEM_PATH}/templates/actor/ship-sheet.hbs`]);
});
