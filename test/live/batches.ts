/** Every live batch, in the order Quench's window lists them. */
import type { LiveBatch } from './batch';
import { packsBatch } from './packs';
import { actorsBatch } from './actors';
import { settingsBatch } from './settings';
import { chatBatch } from './chat';
import { tokensBatch } from './tokens';
import { combatBatch } from './combat';
import { worldBatch } from './world';

export const LIVE_BATCHES: readonly LiveBatch[] = [
  worldBatch,
  packsBatch,
  actorsBatch,
  settingsBatch,
  chatBatch,
  tokensBatch,
  combatBatch,
];
