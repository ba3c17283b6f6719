/**
 * What High Seas adds to Foundry's configuration types. The duel's query: the GM's client opens a
 * sealed pick (foundry-picks.ts), as
 * https://foundryvtt.com/api/v13/classes/foundry.documents.User.html#query names a query by its key
 * in CONFIG.queries. Types only.
 */
import type { openPickHandler } from './foundry-picks';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- CONFIG.Queries is reached only through its namespace
  namespace CONFIG {
    interface Queries {
      'broadside.openPick': typeof openPickHandler;
    }
  }
}
