// Every test file runs with the stand-in of foundry.data.fields in place, so a module that builds a
// data model's fields at import (data/ship.ts and its constants) can be imported anywhere.
import { installFoundryFields } from './foundry-fields';

installFoundryFields();

// As the entry does at init: the rule modules' fields kept at the top of actors' data, before any
// actor is built (registry/data-parts.ts RootPart).
const { registerRootPart } = await import('../../src/registry/data-parts');
const { KMH_SHIP_PART } = await import('../../src/modules/kmh/ship');
const { SALTNTAR_BATTLE_PART } = await import('../../src/modules/saltntar/battle');
const { HIGH_SEAS_CREW_PART } = await import('../../src/modules/highseas/crew-part');
const { KYNGESREACH_CREW_PART } = await import('../../src/modules/kyngesreach/crew-part');
for (const part of [KMH_SHIP_PART, SALTNTAR_BATTLE_PART, HIGH_SEAS_CREW_PART, KYNGESREACH_CREW_PART]) {
  registerRootPart(part);
}
// And the item types the modules bring (registry/item-types.ts).
const { registerItemType } = await import('../../src/registry/item-types');
const { WeaponModel } = await import('../../src/modules/highseas/weapon');
registerItemType('weapon', WeaponModel);
