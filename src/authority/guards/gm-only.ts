/**
 * The paths of a ship a player may not write though he owns her: those the rule modules declare
 * only a GM (or the desk applying a card) writes, such as her flagship mark, colours, fate and
 * first broadsides, or a module's whole damage tracks; and, while she fights in a battle, her
 * damage tracks (registry/data-parts.ts guardedPaths). An update he sends that touches them has
 * them taken out before it leaves his client, and he is told why if it would have changed them
 * (the sheet shows him no control for most of them either); a client that skips this is put right
 * by the desk (status-guard.ts). Pure.
 */
import { guardedPaths } from '../../registry/data-parts';
import { readDotted, writeDotted } from '../writes/dotted';

type Changes = Record<string, unknown>;

const isObject = (v: unknown): v is Changes => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
/** Plain update data, not an operator object such as v14's ForcedReplacement (which is refused whole). */
const isPlain = (v: unknown): v is Changes =>
  isObject(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v) as object | null);
const within = (path: string, branch: string) => path === branch || path.startsWith(`${branch}.`);

/** What a player's update lost: the guarded paths taken out, and those of them it would have changed. */
export interface Stripped {
  removed: string[];
  changed: string[];
}

interface Found {
  removed: Set<string>;
  changed: Set<string>;
}

function note(found: Found, full: string, changed: boolean): void {
  found.removed.add(full);
  if (changed) found.changed.add(full);
}

/**
 * Takes the guarded paths (`guarded`, as an update names them) out of one level of update data,
 * keys nested or dotted. A `-=` key (deletion) or `==` key (replacement), v13's update operators
 * (https://foundryvtt.com/api/v13/functions/foundry.utils.isDeletionKey.html), names its path too:
 * deleting a guarded path or a branch holding one is refused; a replacement of such a branch keeps
 * the guarded values as they stand, since what it leaves out would be reset.
 */
function strip(node: Changes, prefix: string, source: unknown, found: Found, guarded: readonly string[]): void {
  for (const key of Object.keys(node)) {
    // An operator may stand on any segment of a dotted key (`system.damage.-=fate`, `system.==damage`).
    const segments = key.split('.');
    const at = segments.findIndex((seg) => seg.startsWith('-=') || seg.startsWith('=='));
    const op = at < 0 ? null : segments[at]!.startsWith('-=') ? 'delete' : 'replace';
    const clean = segments.map((seg) => seg.replace(/^(-=|==)/, ''));
    const path = `${prefix}${clean.join('.')}`;
    // The branch the operator deletes or replaces whole, and the GM-only paths in it.
    const branch = at < 0 ? path : `${prefix}${clean.slice(0, at + 1).join('.')}`;
    const swept = guarded.filter((full) => within(full, branch) || within(branch, full));
    const value = node[key];
    const exact = guarded.find((full) => within(path, full));
    const inside = guarded.filter((full) => within(full, path));
    if (op === 'delete' || (op === 'replace' && branch !== path)) {
      if (swept.length === 0) continue;
      delete node[key];
      for (const full of swept)
        note(found, full, op === 'delete' || full !== exact || !sameValue(value, readDotted(source, full)));
    } else if (exact) {
      delete node[key];
      note(found, exact, !sameValue(value, readDotted(source, path)));
    } else if (inside.length === 0) {
      continue;
    } else if (!isPlain(value)) {
      delete node[key];
      for (const full of inside) note(found, full, true);
    } else {
      const before = Object.keys(value).length;
      strip(value, `${path}.`, source, found, guarded);
      if (op === 'replace')
        for (const full of inside) writeDotted(value, full.slice(path.length + 1), readDotted(source, full));
      else if (before > 0 && Object.keys(value).length === 0) delete node[key];
    }
  }
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Takes these paths (under `system`) out of an actor update, however it writes them; `source` is
 * the actor's stored data (with its `system`), to tell which of them the update would change (a
 * module sending the whole system back unchanged changes none).
 */
export function stripPaths(changes: Changes, paths: readonly string[], source: unknown): Stripped {
  if (paths.length === 0) return { removed: [], changed: [] };
  const found: Found = { removed: new Set(), changed: new Set() };
  strip(
    changes,
    '',
    source,
    found,
    paths.map((path) => `system.${path}`),
  );
  const under = (set: Set<string>) => paths.filter((path) => set.has(`system.${path}`));
  return { removed: under(found.removed), changed: under(found.changed) };
}

/**
 * Takes the GM-only paths out of an actor update made by a player (a GM's passes untouched), however
 * it writes them. Paths are given under `system`.
 */
export function stripGmOnly(
  changes: Changes,
  isGM: boolean,
  source: unknown,
  paths: readonly string[] = guardedPaths('ship').gmOnly,
): Stripped {
  return isGM ? { removed: [], changed: [] } : stripPaths(changes, paths, source);
}

/** The values of these paths of a ship's data as they stand. */
export function statusOf(system: unknown, paths: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(paths.map((path) => [path, readDotted(system, path)]));
}

/** The update (as `system` data) that puts these paths of a ship back to `known`, or null if they stand so. */
export function statusBack(
  known: Record<string, unknown>,
  system: unknown,
  paths: readonly string[],
): Record<string, unknown> | null {
  const back: Record<string, unknown> = {};
  for (const path of paths) {
    if (!sameValue(readDotted(system, path), known[path])) writeDotted(back, path, known[path]);
  }
  return Object.keys(back).length ? back : null;
}
