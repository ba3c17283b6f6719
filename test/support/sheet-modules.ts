/**
 * The rule modules' sheet blocks for the pure and browser sheet tests, registered as the entry
 * registers the modules (src/modules/index.ts order) but with only what the sheets ask of them:
 * their ids, the aspects they play and their blocks (the blocks the modules themselves hold). The
 * Foundry-side members (what a block reads off an actor, what a roll runs) are the sheet harness's.
 * Typed wrappers give each test the context its templates read: the sheet's own and its blocks'.
 */
import type { RuleModule } from '../../src/registry/rule-modules';
import { modulesFor, registerRuleModule, ruleModules } from '../../src/registry/rule-modules';
import { shipSheetContext as shipSheetContextOf } from '../../src/sheets/ship-context';
import { crewSheetContext as crewSheetContextOf } from '../../src/sheets/crew-context';
import { KMH_SHIP_BLOCK, type kmhShipContext } from '../../src/modules/kmh/ship-block';
import { SALTNTAR_SHIP_BLOCK, type saltntarShipContext } from '../../src/modules/saltntar/ship-block';
import { HIGH_SEAS_CREW_BLOCK, type highSeasCrewContext } from '../../src/modules/highseas/crew-block';
import { GURPS_CREW_BLOCK, type gurpsCrewContext } from '../../src/modules/kyngesreach/crew-block';
import { KR_SHIP_BLOCK } from '../../src/modules/kyngesreach/sheet';
import { sheetTemplates, type ModuleSheets } from '../../src/sheets/sheet-blocks';

/** An aspect's contract as far as the sheets read it (the choice). */
const PLAYS = true as never;

/** A module's blocks with the templates they draw, listed as the module lists them. */
const drawing = (sheets: ModuleSheets) => ({ sheets, templates: sheetTemplates(sheets) });

export const SHEET_MODULES: RuleModule[] = [
  { id: 'highseas', label: '', aspects: { personalCombat: PLAYS }, ...drawing({ crew: [HIGH_SEAS_CREW_BLOCK] }) },
  {
    id: 'kmh',
    label: '',
    aspects: {
      turnSequence: PLAYS,
      movement: PLAYS,
      gunnery: { openFire: () => null, card: null },
    },
    ...drawing({ ship: [KMH_SHIP_BLOCK] }),
  },
  { id: 'kyngesreach', label: '', aspects: {}, ...drawing({ ship: [KR_SHIP_BLOCK], crew: [GURPS_CREW_BLOCK] }) },
  {
    id: 'saltntar',
    label: '',
    aspects: { turnSequence: PLAYS, movement: PLAYS },
    ...drawing({ ship: [SALTNTAR_SHIP_BLOCK] }),
  },
];

/** Registers the sheet modules unless modules are registered already (a fake table's, say). */
export function registerSheetModules(): void {
  if (modulesFor('gunnery').length || ruleModules().length) return;
  for (const module of SHEET_MODULES) registerRuleModule(module);
}

registerSheetModules();

export type ShipContext = ReturnType<typeof shipSheetContextOf> &
  ReturnType<typeof kmhShipContext> &
  ReturnType<typeof saltntarShipContext>;

export type CrewContext = ReturnType<typeof crewSheetContextOf> &
  ReturnType<typeof highSeasCrewContext> &
  ReturnType<typeof gurpsCrewContext>;

export const shipSheetContext = (...args: Parameters<typeof shipSheetContextOf>): ShipContext =>
  shipSheetContextOf(...args) as ShipContext;

export const crewSheetContext = (...args: Parameters<typeof crewSheetContextOf>): CrewContext =>
  crewSheetContextOf(...args) as CrewContext;
