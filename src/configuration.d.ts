// Tells the Foundry types which data models and documents Broadside registers.
import type { ShipModel } from './data/ship';
import type { CrewModel } from './data/crew';
import type { WeaponModel } from './data/weapon';
import type { BroadsideActor } from './documents/actor';
import type { schemaVersionField, turningRadiusField } from './settings';

declare module 'fvtt-types/configuration' {
  interface DataModelConfig {
    Actor: {
      ship: typeof ShipModel;
      crew: typeof CrewModel;
    };
    Item: {
      weapon: typeof WeaponModel;
    };
  }
  interface DocumentClassConfig {
    Actor: typeof BroadsideActor;
  }
}

declare module 'fvtt-types/configuration' {
  interface SettingConfig {
    'broadside.schemaVersion': ReturnType<typeof schemaVersionField>;
    'broadside.turningRadiusSmall': ReturnType<typeof turningRadiusField>;
    'broadside.turningRadiusMedium': ReturnType<typeof turningRadiusField>;
    'broadside.turningRadiusLarge': ReturnType<typeof turningRadiusField>;
  }
}
