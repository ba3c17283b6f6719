/**
 * High Seas as the system's manifest and rules reference read it (tools/manifest.mjs): plain data,
 * loaded without Foundry.
 */
import { moduleDecisions, type ModuleManifest } from '../../registry/rule-modules';
import { HIGH_SEAS_DECISIONS } from '../../rules/highseas/decisions';

export const MODULE_MANIFEST: ModuleManifest = {
  id: 'highseas',
  label: 'BROADSIDE.Modules.highseas.name',
  decisions: moduleDecisions(HIGH_SEAS_DECISIONS),
};
