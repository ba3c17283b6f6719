/**
 * Salt'n'Tar as the system's manifest and rules reference read it (tools/manifest.mjs): plain data,
 * loaded without Foundry.
 */
import { moduleDecisions, type ModuleManifest } from '../../registry/rule-modules';
import { SALTNTAR_DECISIONS } from '../../rules/saltntar/decisions';

export const MODULE_MANIFEST: ModuleManifest = {
  id: 'saltntar',
  label: 'BROADSIDE.Modules.saltntar.name',
  decisions: moduleDecisions(SALTNTAR_DECISIONS),
};
