/**
 * What High Seas adds to Foundry's configuration types: its weapon item, and the duel's query (the
 * GM's client opens a sealed pick, foundry-picks.ts), as
 * https://foundryvtt.com/api/v13/classes/foundry.documents.User.html#query names a query by its key
 * in CONFIG.queries. Types only.
 */
import type { openPickHandler } from './foundry-picks';
import type { WeaponModel, WeaponSource } from './weapon';

declare module '../../registry/module-types' {
  interface ModuleItemModels {
    weapon: typeof WeaponModel;
  }
  interface ModuleItemSources {
    weapon: WeaponSource;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- CONFIG.Queries is reached only through its namespace
  namespace CONFIG {
    interface Queries {
      'broadside.openPick': typeof openPickHandler;
    }
  }
}
