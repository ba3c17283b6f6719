/**
 * Kyngesreach as the system's manifest and rules reference read it (tools/manifest.mjs): plain
 * data, loaded without Foundry. Its broadside card is its own ChatMessage subtype (card-model.ts).
 */
import type { ModuleDecision, ModuleManifest } from '../../registry/rule-modules';
import { KYNGESREACH_DECISIONS } from '../../rules/kyngesreach/decisions';

export const MODULE_MANIFEST: ModuleManifest = {
  id: 'kyngesreach',
  label: 'BROADSIDE.Modules.kyngesreach.name',
  chatTypes: ['gunnery'],
};

/** Its decisions, for the rules reference (the build reads them; play never does). */
export const MODULE_DECISIONS: readonly ModuleDecision[] = KYNGESREACH_DECISIONS;
