/**
 * High Seas as the system's manifest and rules reference read it (tools/manifest.mjs): plain data,
 * loaded without Foundry.
 */
import type { ModuleDecision, ModuleManifest } from '../../registry/rule-modules';
import { HIGH_SEAS_DECISIONS } from '../../rules/highseas/decisions';

export const MODULE_MANIFEST: ModuleManifest = {
  id: 'highseas',
  label: 'BROADSIDE.Modules.highseas.name',
};

/** Its decisions, for the rules reference (the build reads them; play never does). */
export const MODULE_DECISIONS: readonly ModuleDecision[] = HIGH_SEAS_DECISIONS;
