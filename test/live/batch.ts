/** A live batch: its Quench key and name, the checklist steps it replaces, and its tests. */
import type { QuenchBatchContext, QuenchBatchKey } from './quench';

export interface LiveBatch {
  key: QuenchBatchKey;
  displayName: string;
  /** The steps of docs/foundry-checklist.md it runs in their place ("§8.1"), each pointing back to this key. */
  replaces: readonly string[];
  register(context: QuenchBatchContext): void;
}
