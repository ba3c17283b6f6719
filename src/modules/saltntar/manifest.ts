/**
 * Salt'n'Tar as the system's manifest and rules reference read it (tools/manifest.mjs): plain data,
 * loaded without Foundry.
 */
import type { ModuleDecision, ModuleManifest } from '../../registry/rule-modules';
import { SALTNTAR_DECISIONS } from '../../rules/saltntar/decisions';

export const MODULE_MANIFEST: ModuleManifest = {
  id: 'saltntar',
  label: 'BROADSIDE.Modules.saltntar.name',
};

/** Its decisions, for the rules reference (the build reads them; play never does). */
export const MODULE_DECISIONS: readonly ModuleDecision[] = SALTNTAR_DECISIONS;
