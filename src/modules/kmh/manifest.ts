/**
 * Kiss Me, Hardy as the system's manifest and rules reference read it (tools/manifest.mjs): plain
 * data, loaded without Foundry. Its boarding card is its own ChatMessage subtype (boarding/card-model.ts).
 */
import type { ModuleDecision, ModuleManifest } from '../../registry/rule-modules';
import { KMH_DECISIONS } from '../../rules/kmh/decisions';

export const MODULE_MANIFEST: ModuleManifest = {
  id: 'kmh',
  label: 'BROADSIDE.Modules.kmh.name',
  chatTypes: ['boarding'],
};

/** Its decisions, for the rules reference (the build reads them; play never does). */
export const MODULE_DECISIONS: readonly ModuleDecision[] = KMH_DECISIONS;
