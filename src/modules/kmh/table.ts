/**
 * KMH as the entry registers it: the same module, with what its roll buttons run (ship-roll-run.ts,
 * which opens the fire dialog). index.ts leaves that out so readers without Foundry's application
 * classes (the desk's tests) can read the module.
 */
import type { RuleModule } from '../../registry/rule-modules';
import { KMH_MODULE as KMH } from './index';
import { runShipRoll } from './ship-roll-run';

export const KMH_MODULE: RuleModule = {
  ...KMH,
  sheets: { ship: (KMH.sheets?.ship ?? []).map((block) => ({ ...block, run: runShipRoll })) },
};
