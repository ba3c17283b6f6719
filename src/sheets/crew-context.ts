/**
 * The crew sheet's context: what every crew sheet shows whatever rules the world plays (his tabs,
 * the play/edit lock, his duel), with the blocks of the rule modules the world plays merged in
 * (sheet-blocks.ts): his figures, tracks and rolls come from those.
 */
import type { CrewDerived, CrewSource } from '../data/crew';
import type { Aspect } from '../registry/rule-modules';
import { SHEET_TABS_TEMPLATE, modeToggle, sheetClass, sheetTabs, tabbedParts, type SheetMode } from './sheet-parts';
import { SYSTEM_PATH } from '../constants';
import {
  blocksContext,
  blocksOf,
  choicesOf,
  shownBlocks,
  type CarriedWeapon,
  type CrewBlock,
  type CrewFacts,
  type CrewRoll,
} from './sheet-blocks';

export type { CarriedWeapon } from './sheet-blocks';

/** The crew sheet's pages: the fight (hit points, wounds, duel, weapons), his rolls and skills, his story. */
export const CREW_TABS = [
  { id: 'fight', icon: 'fa-solid fa-khanda' },
  { id: 'skills', icon: 'fa-solid fa-dice-d20' },
  { id: 'biography', icon: 'fa-solid fa-book' },
] as const;

/** The crew sheet's parts: his head (name, attributes, condition), the tabs, one part per tab. */
export const CREW_PARTS = tabbedParts(
  `${SYSTEM_PATH}/templates/actor/crew-sheet.hbs`,
  SHEET_TABS_TEMPLATE,
  CREW_TABS,
  (tab) => `${SYSTEM_PATH}/templates/actor/crew-${tab}.hbs`,
);

/** How the crew sheet is shown: its mode and page, and the modules the world plays. */
export interface CrewSheetView {
  mode: SheetMode;
  tab: string;
  /** The module the world plays each aspect with, by id (an aspect left out: its first module, as the settings). */
  chosen: Partial<Record<Aspect, string>>;
}

/** Edit mode unless told, so a test sees every input; the sheet itself opens in play mode. */
export const DEFAULT_CREW_VIEW: CrewSheetView = { mode: 'edit', tab: 'fight', chosen: {} };

/** The blocks drawn on this crew member's sheet, each with its facts. */
function crewBlocks(
  crew: CrewSource,
  derived: CrewDerived,
  storedMax: number | null,
  weapons: readonly CarriedWeapon[],
  editable: boolean,
  duel: unknown,
  view: Partial<CrewSheetView>,
) {
  const { mode } = { ...DEFAULT_CREW_VIEW, ...view };
  const chosen = choicesOf(view.chosen);
  const editing = editable && mode === 'edit';
  const facts = (): CrewFacts => ({
    editable,
    editing,
    mode,
    isGM: false,
    chosen,
    own: undefined,
    crew,
    derived,
    storedMax,
    weapons,
    duel,
  });
  return shownBlocks<CrewFacts, CrewBlock>(blocksOf('crew'), facts);
}

/** Every roll the shown blocks offer, in block order. */
function rollsOf(shown: ReturnType<typeof crewBlocks>): CrewRoll[] {
  return shown.flatMap(({ block, facts, chosen }) => block.rolls?.(facts, chosen) ?? []);
}

/** The rolls under their headings, in the order the blocks first name each heading. */
function rollGroupsOf(rolls: readonly CrewRoll[]) {
  const groups = [...new Set(rolls.map((r) => r.group))];
  return groups.map((group) => ({
    group,
    label: `BROADSIDE.Crew.Sheet.rollGroup.${group}`,
    rolls: rolls.filter((roll) => roll.group === group),
  }));
}

/**
 * Everything the crew sheet's parts read. Pure: the sheet calls it, and the browser tests render
 * the templates with exactly what it returns.
 *
 * `crew` is the data in force; its `hitPoints.max` is the derived maximum, so the stored override
 * comes separately as `storedMax` and is the only value the form writes back to that field.
 */
export function crewSheetContext(
  crew: CrewSource,
  derived: CrewDerived,
  storedMax: number | null,
  weapons: readonly CarriedWeapon[],
  editable: boolean,
  /** His duel as the sheet shows it (duel/tracker-context.ts); null while he fights none. */
  duel: unknown = null,
  view: Partial<CrewSheetView> = {},
) {
  const { mode, tab } = { ...DEFAULT_CREW_VIEW, ...view };
  const editing = editable && mode === 'edit';
  const shown = crewBlocks(crew, derived, storedMax, weapons, editable, duel, view);
  return {
    editable,
    /** His fixed figures (attributes, expertise, skills, armour) are inputs: edit mode, for who may edit. */
    editing,
    mode,
    sheetClass: sheetClass('crew', mode, editable),
    modeToggle: modeToggle(mode),
    tabs: sheetTabs(CREW_TABS, tab, 'BROADSIDE.Crew.Tab'),
    tabsLabel: 'BROADSIDE.Crew.Tab.label',
    duel,
    ...blocksContext(shown),
    rollGroups: rollGroupsOf(rollsOf(shown)),
  };
}

/**
 * The rolls a crew member's sheet offers in play, for a macro to find his roll by id: the same
 * blocks as his sheet in play mode, so a macro rolls only what his sheet would show.
 */
export function crewRollList(crew: CrewSource, derived: CrewDerived, view: Partial<CrewSheetView> = {}): CrewRoll[] {
  return rollsOf(crewBlocks(crew, derived, null, [], false, null, { ...view, mode: 'play' }));
}
