/**
 * Kyngesreach as the system's manifest and rules reference read it (tools/manifest.mjs): plain
 * data, loaded without Foundry. Its broadside card is its own ChatMessage subtype (card-model.ts).
 */
import { moduleDecisions, type ModuleManifest } from '../../registry/rule-modules';
import { KYNGESREACH_DECISIONS } from '../../rules/kyngesreach/decisions';

export const MODULE_MANIFEST: ModuleManifest = {
  id: 'kyngesreach',
  label: 'BROADSIDE.Modules.kyngesreach.name',
  chatTypes: ['gunnery'],
  decisions: moduleDecisions(KYNGESREACH_DECISIONS),
};
