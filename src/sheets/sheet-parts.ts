/**
 * What the tabbed actor sheets share, pure so the browser tests render each part with exactly what
 * the sheet gives it: the tabs as ApplicationV2's tab navigation reads them, the play/edit switch
 * as a lock that says what it does, the classes every part's root carries, and the part list (a
 * head, the tab navigation, one part per tab).
 */

import { SYSTEM_PATH } from '../constants';

/** The tab navigation both tabbed sheets draw as their second part. */
export const SHEET_TABS_TEMPLATE = `${SYSTEM_PATH}/templates/parts/sheet-tabs.hbs`;

/** Play shows the fixed figures as text and locks the damage tracks; edit makes them inputs. */
export type SheetMode = 'play' | 'edit';

export const TAB_GROUP = 'primary';

export interface TabSpec {
  readonly id: string;
  readonly icon: string;
}

export interface TabView {
  id: string;
  group: string;
  icon: string;
  label: string;
  active: boolean;
  cssClass: string;
}

/** The tabs as the navigation part draws them, the active one marked (the first when the choice is unknown). */
export function sheetTabs<T extends TabSpec>(
  tabs: readonly T[],
  active: string,
  labelPrefix: string,
): Record<T['id'], TabView> {
  const current = tabs.some((t) => t.id === active) ? active : tabs[0]!.id;
  return Object.fromEntries(
    tabs.map(({ id, icon }) => {
      const on = id === current;
      const view: TabView = {
        id,
        group: TAB_GROUP,
        icon,
        label: `${labelPrefix}.${id}`,
        active: on,
        cssClass: on ? 'active' : '',
      };
      return [id, view];
    }),
  ) as Record<T['id'], TabView>;
}

/**
 * The switch between play and edit. It names what a click does, not the mode the sheet is in: a
 * locked sheet offers to unlock for editing, an unlocked one to lock for play, and the icon is the
 * lock as the click leaves it.
 */
export function modeToggle(mode: SheetMode) {
  const toEdit = mode === 'play';
  return {
    mode,
    icon: toEdit ? 'fa-lock-open' : 'fa-lock',
    label: toEdit ? 'BROADSIDE.SheetMode.unlock' : 'BROADSIDE.SheetMode.lock',
    hint: toEdit ? 'BROADSIDE.SheetMode.unlockHint' : 'BROADSIDE.SheetMode.lockHint',
  };
}

/** The classes on every part's root, so the styles scoped to a sheet and its mode reach each part. */
export function sheetClass(kind: 'ship' | 'crew', mode: SheetMode, editable: boolean): string {
  return `broadside-sheet ${kind}-sheet ${mode}-mode${editable ? '' : ' locked'}`;
}

export interface SheetPart {
  template: string;
  scrollable?: string[];
}

/**
 * The parts of a tabbed sheet in the order they are drawn: its head, the tab navigation, then one
 * part per tab (the shape of Draw Steel's and dnd5e's v13 sheets).
 */
export function tabbedParts(
  head: string,
  navigation: string,
  tabs: readonly TabSpec[],
  templateOf: (tab: string) => string,
): Record<string, SheetPart> {
  return {
    header: { template: head },
    tabs: { template: navigation },
    ...Object.fromEntries(tabs.map(({ id }) => [id, { template: templateOf(id), scrollable: [''] }])),
  };
}

/** A part's own context: a tab's part gets its tab as `tab`; the head and navigation read the whole. */
export function partContext<C extends { tabs: Record<string, TabView> }>(
  partId: string,
  context: C,
): C & { tab?: TabView } {
  const tab = context.tabs[partId];
  return tab ? { ...context, tab } : { ...context };
}
