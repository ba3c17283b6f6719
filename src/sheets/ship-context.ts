/**
 * The ship sheet's context: what every ship sheet shows whatever rules the world plays (her tabs,
 * the play/edit lock, her status and her roster), with the blocks of the rule modules the world
 * plays merged in (sheet-blocks.ts): her figures, tracks and rolls come from those.
 */
import type { ShipDerived, ShipSource } from '../data/ship';
import { CREW_ROLES } from '../data/ship';
import type { Aspect } from '../registry/rule-modules';
import {
  SHEET_TABS_TEMPLATE,
  TAB_GROUP,
  modeToggle,
  sheetClass,
  sheetTabs,
  tabbedParts,
  type SheetMode,
} from './sheet-parts';
import { SYSTEM_PATH } from '../constants';
import { shipStatusContext, type ShipTableView } from './ship-status';
import { optionList } from './option-list';
import { blocksContext, blocksOf, choicesOf, shownBlocks, type ShipFacts } from './sheet-blocks';

/** A roster entry as the sheet shows it; the sheet resolves names and images from the UUIDs. */
export interface CrewEntryView {
  index: number;
  actor: string;
  name: string;
  img: string;
  role: string;
  missing: boolean;
}

/** The tabs of the ship sheet: the battle (status, rolls, damage), her figures, her people, her notes. */
export const SHIP_TABS = [
  { id: 'battle', icon: 'fa-solid fa-burst' },
  { id: 'ship', icon: 'fa-solid fa-sailboat' },
  { id: 'crew', icon: 'fa-solid fa-users' },
  { id: 'notes', icon: 'fa-solid fa-book' },
] as const;
export type ShipTab = (typeof SHIP_TABS)[number]['id'];
export const SHIP_TAB_GROUP = TAB_GROUP;

/** The tabs as the navigation part draws them (the shape ApplicationV2 prepares from TABS), the active one marked. */
export function shipTabs(active: string) {
  return sheetTabs(SHIP_TABS, active, 'BROADSIDE.Ship.Tab');
}

/** The ship sheet's parts: her head (name, figures, status), the tabs, one part per tab. */
export const SHIP_PARTS = tabbedParts(
  `${SYSTEM_PATH}/templates/actor/ship-sheet.hbs`,
  SHEET_TABS_TEMPLATE,
  SHIP_TABS,
  (tab) => `${SYSTEM_PATH}/templates/actor/ship-${tab}.hbs`,
);

/** What the sheet knows beside the ship: how it is shown, who reads it, the world's modules, the table's records. */
export interface ShipSheetView {
  /** Play shows her fixed figures as text and locks her damage for players; edit makes them inputs. */
  mode: SheetMode;
  tab: string;
  isGM: boolean;
  /** The module the world plays each aspect with, by id (an aspect left out: its first module, as the settings). */
  chosen: Partial<Record<Aspect, string>>;
  table: ShipTableView;
  /** What each module's blocks read off her beyond her data, by module id (sheet-blocks.ts `readOwn`). */
  own: Record<string, unknown>;
  /** She is a combatant of a battle now (authority/guards/status-guard.ts fightingShips, the desk's own test). */
  fighting: boolean;
}

export const DEFAULT_VIEW: ShipSheetView = {
  mode: 'edit',
  tab: 'battle',
  isGM: false,
  chosen: {},
  table: { prize: null },
  own: {},
  fighting: false,
};

/**
 * Everything the ship sheet's parts read, from her stored data and its derived values. Pure: the
 * sheet calls it, and the browser tests render the templates with exactly what it returns.
 */
export function shipSheetContext(
  source: ShipSource,
  derived: ShipDerived,
  crew: readonly CrewEntryView[],
  editable: boolean,
  view: Partial<ShipSheetView> = {},
) {
  const { mode, tab, isGM, table, own, fighting } = { ...DEFAULT_VIEW, ...view };
  const chosen = choicesOf(view.chosen);
  const editing = editable && mode === 'edit';
  const facts = (module: string): ShipFacts => ({
    editable,
    editing,
    mode,
    isGM,
    chosen,
    own: own[module],
    source,
    derived,
  });
  return {
    editable,
    /** Her fixed figures are inputs: the sheet is in edit mode and the reader may edit it. */
    editing,
    /**
     * Her damage (the boxes, the masts and special damage, the counts) is read only: a player's
     * sheet in play mode, or in either mode while she fights, shows it as the cards and the GM left
     * it. The GM, and her owner in edit mode between battles, may still change it by hand.
     */
    tracksLocked: tracksLocked(editable, mode, isGM, fighting),
    /** Why it is locked on a player's sheet in both modes: she is in a battle (decision desk-battle-tracks). */
    battleLocked: battleLocked(editable, isGM, fighting),
    mode,
    sheetClass: sheetClass('ship', mode, editable),
    modeToggle: modeToggle(mode),
    tabs: shipTabs(tab),
    tabsLabel: 'BROADSIDE.Ship.Tab.label',
    status: shipStatusContext(source, table, isGM),
    crew: crewRoster(crew),
    ...blocksContext(shownBlocks(blocksOf('ship'), facts)),
  };
}

/** Whether her damage is read only on this sheet (see `tracksLocked` in the context). */
export function tracksLocked(editable: boolean, mode: SheetMode, isGM: boolean, fighting = false): boolean {
  return !isGM && (fighting || !(editable && mode === 'edit'));
}

/**
 * Whether a player who may edit her finds her guarded fields locked because she fights: the desk
 * puts back his change of them then, so the sheet offers none (guarded-fields.ts). Never the GM's.
 */
export function battleLocked(editable: boolean, isGM: boolean, fighting: boolean): boolean {
  return editable && !isGM && fighting;
}

/** Her roster as the crew part shows it. */
export function crewRoster(crew: readonly CrewEntryView[]) {
  return crew.map((entry) => ({
    ...entry,
    roleLabel: `BROADSIDE.CrewRole.${entry.role}`,
    roles: optionList(CREW_ROLES, entry.role, 'BROADSIDE.CrewRole'),
  }));
}
