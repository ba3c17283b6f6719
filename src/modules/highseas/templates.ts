/**
 * High Seas's own templates, kept in its folder (`templates/modules/highseas/`): the fighter's pages
 * of the crew sheet (crew-block.ts), the weapon's sheet and the duel's windows. The module lists
 * them all, so the entry loads them at init (and the browser harness registers them the same way).
 */
import { moduleTemplate } from '../../registry/rule-modules';

export const HIGH_SEAS = 'highseas';

/** A template of the module's folder, by its path in the system. */
export const highSeasTemplate = (file: string) => moduleTemplate(HIGH_SEAS, file);

export const WEAPON_SHEET_TEMPLATE = highSeasTemplate('weapon-sheet.hbs');
export const DUEL_DIALOG_TEMPLATE = highSeasTemplate('duel-dialog.hbs');
export const DUEL_START_TEMPLATE = highSeasTemplate('duel-start.hbs');
export const DUEL_TRACKER_TEMPLATE = highSeasTemplate('duel-tracker.hbs');
export const CREW_FIGHT_TEMPLATE = highSeasTemplate('crew-fight.hbs');
export const CREW_SKILLS_TEMPLATE = highSeasTemplate('crew-skills.hbs');
export const CREW_ARMOUR_TEMPLATE = highSeasTemplate('crew-armour.hbs');

/** Every one of them, as the module lists them. */
export const TEMPLATES: readonly string[] = [
  WEAPON_SHEET_TEMPLATE,
  DUEL_DIALOG_TEMPLATE,
  DUEL_START_TEMPLATE,
  DUEL_TRACKER_TEMPLATE,
  CREW_FIGHT_TEMPLATE,
  CREW_SKILLS_TEMPLATE,
  CREW_ARMOUR_TEMPLATE,
];
