/**
 * Kyngesreach's own templates, in its folder under templates/modules: the module lists them
 * (`RuleModule.templates`), the entry loads them at init, and the shared tracker draws its rounds by
 * the path its section names.
 */
import { moduleTemplate } from '../../registry/rule-modules';

const kr = (file: string) => moduleTemplate('kyngesreach', file);

export const KR_TEMPLATE = {
  rounds: kr('rounds.hbs'),
  fireDialog: kr('fire-dialog.hbs'),
  card: kr('broadside-card.hbs'),
  shipPart: kr('ship-part.hbs'),
  crewGurps: kr('crew-gurps.hbs'),
} as const;

/** Every one of them, as the module lists them. */
export const TEMPLATES: readonly string[] = Object.values(KR_TEMPLATE);
