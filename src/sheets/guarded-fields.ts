/**
 * The fields of a ship's sheet a player may not change though he owns her: the paths the desk
 * guards (registry/data-parts.ts guardedPaths, decision desk-battle-tracks), those only a GM sets
 * always, and her damage tracks and the figures that decide her shots while she is a combatant of a
 * battle (decision desk-battle-figures). The sheet reads the list at
 * every render, so a path a module guards later is locked with no change here. A control names its
 * path by its `name` (a form input) or its `data-path` (a box the sheet strikes by a click).
 */
import type { GuardedPaths } from '../registry/data-parts';

/** The form names (under `system.`) a player's sheet locks: the GM-only paths, and in battle her tracks and figures. */
export function lockedNames(guarded: GuardedPaths, fighting: boolean): string[] {
  const paths = fighting ? [...guarded.gmOnly, ...guarded.battleTracks, ...guarded.battleFigures] : [...guarded.gmOnly];
  return paths.map((path) => `system.${path}`);
}

/** Whether a control's name is a locked path or lies under one (a list's entry, a branch's field). */
export function isLockedName(name: string, locked: readonly string[]): boolean {
  return locked.some((path) => name === path || name.startsWith(`${path}.`));
}

/**
 * Whether a path (under `system`) is locked, for a change the sheet makes itself rather than by a
 * form input (her crew list, saved whole when a member is signed on, taken off or given a post).
 */
export const isLockedPath = (path: string, locked: readonly string[]): boolean =>
  isLockedName(`system.${path}`, locked);

/** Disables every control in `root` that names a locked path; returns how many it found. */
export function lockGuardedFields(root: ParentNode, locked: readonly string[]): number {
  if (!locked.length) return 0;
  let found = 0;
  for (const control of root.querySelectorAll<HTMLElement>('[name], [data-path]')) {
    const name = control.getAttribute('name') ?? control.dataset.path ?? '';
    if (!isLockedName(name, locked)) continue;
    control.toggleAttribute('disabled', true);
    found += 1;
  }
  return found;
}

/** Leaves the locked paths out of a form's data (by input name), whatever the page let through. */
export function dropLockedNames(formData: Record<string, unknown>, locked: readonly string[]): void {
  for (const name of Object.keys(formData)) if (isLockedName(name, locked)) delete formData[name];
}
