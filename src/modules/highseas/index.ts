/**
 * High Seas as a rule module: the duel between crew members, its personal combat, with its desk
 * requests, its openings' hook and its turn card's view (register.ts); the fighter's block of the
 * crew sheet, and the weapon item with its sheet; its fields of every crew member (crew-part.ts).
 */
import type { RuleModule } from '../../registry/rule-modules';
import type { PersonalCombat } from '../../duel/personal-combat';
import { openDuelFor, registerDuel } from './register';
import { openDuelStart, startDuelFrom } from './start';
import { openDuelTracker } from './tracker';
import { openDuelDialog } from './dialog';
import { crewDuelView } from './tracker-context';
import { HIGH_SEAS_CREW_BLOCK } from './crew-block';
import type { ModuleSheets } from '../../sheets/sheet-blocks';
import { TEMPLATES } from './templates';
import { registerWeaponSheet } from './weapon-sheet';
import { WeaponModel } from './weapon';
import { HIGH_SEAS_CREW_PART } from './crew-part';
import { MODULE_MANIFEST } from './manifest';

const HIGH_SEAS_DUEL: PersonalCombat = {
  openFor: openDuelFor,
  openStart: openDuelStart,
  startFrom: startDuelFrom,
  openTracker: openDuelTracker,
  openPick: openDuelDialog,
  crewView: crewDuelView,
};

/** The fighter's pages of the crew sheet. */
const HIGH_SEAS_SHEETS: ModuleSheets = { crew: [HIGH_SEAS_CREW_BLOCK] };

export const HIGH_SEAS_MODULE: RuleModule = {
  ...MODULE_MANIFEST,
  aspects: { personalCombat: HIGH_SEAS_DUEL },
  register: () => {
    registerDuel();
    registerWeaponSheet();
  },
  sheets: HIGH_SEAS_SHEETS,
  templates: TEMPLATES,
  rootParts: [HIGH_SEAS_CREW_PART],
  itemTypes: { weapon: WeaponModel },
};
