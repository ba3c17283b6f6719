/**
 * Salt'n'Tar's own templates, in its folder under templates/modules: the module lists them
 * (`RuleModule.templates`), the entry loads them at init, and the shared move dialog draws its part
 * by the path the module's part names.
 */
import { moduleTemplate } from '../../registry/rule-modules';

export const SALTNTAR_TEMPLATE = {
  moveDialog: moduleTemplate('saltntar', 'move-dialog.hbs'),
  battleHull: moduleTemplate('saltntar', 'battle-hull.hbs'),
  shipHull: moduleTemplate('saltntar', 'ship-hull.hbs'),
} as const;

/** Every one of them, as the module lists them. */
export const TEMPLATES: readonly string[] = Object.values(SALTNTAR_TEMPLATE);
