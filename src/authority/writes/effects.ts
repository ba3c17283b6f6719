/**
 * What an applied card did to a ship, path by path, and how to take exactly that back.
 *
 * A ship's state is a set of paths. Counts (damage points, boxes, boats lost, this turn's tallies)
 * add up: a card moves a count by its difference and an undo moves it back by the same, whatever
 * was added in between. Every other path (masts, fire, fate, strike marks, the table's boarding
 * record) holds the value of the most recent write still standing: each card's write sits on the
 * one below it, an undo lifts the card's write out of that stack, and the value under it shows
 * only where the card's write was on top. A value somebody changed by hand after the card stays as
 * it is, and the undo says so (decision undo-exact). Hand edits the active GM sees are recorded by
 * the seq they came at (`edits`); one it could not see is still caught where the value differs.
 *
 * Pure; values are JSON-comparable.
 */
import type { PathValue, StandingEffect, Write } from '../../data/card-writes';

export type { PathValue, ShipEffect, StandingEffect, Write } from '../../data/card-writes';

export type PathKind = 'count' | 'value';

/** The paths a card may write on a ship; counts with their bounds. */
export interface PathSpec {
  kind: PathKind;
  min?: number;
  max?: number;
}

/** What a card means to do to a ship: counts moved by a difference, values set. */
export interface Intent {
  path: string;
  /** For a count, the difference; for a value, the value. */
  change: PathValue;
}

export function sameValue(a: PathValue | undefined, b: PathValue | undefined): boolean {
  return canonical(a ?? null) === canonical(b ?? null);
}

/** JSON with object keys sorted, so equal values read alike. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const clampCount = (value: number, spec: PathSpec) =>
  Math.min(spec.max ?? Infinity, Math.max(spec.min ?? -Infinity, value));

/** The seq at which a ship's path was last changed by hand, as far as the desk saw; 0 for never. */
export type EditSeq = (uuid: string, path: string) => number;
export const NO_EDITS: EditSeq = () => 0;

/** The standing card whose write on `path` of ship `uuid` is on top, if any. */
function topWrite(
  standing: readonly StandingEffect[],
  uuid: string,
  path: string,
): { seq: number; write: Write } | null {
  let top: { seq: number; write: Write } | null = null;
  for (const effect of standing) {
    const write = effect.ships.find((s) => s.uuid === uuid)?.writes.find((w) => w.path === path);
    if (write && (!top || effect.seq > top.seq)) top = { seq: effect.seq, write };
  }
  return top;
}

/**
 * The writes a card makes on a ship as she is now. A count moved by zero (or clamped to where it
 * is) writes nothing; a value the ship already holds is still written, so the card stands on it and
 * an undo of the write below leaves the value where this card wants it.
 */
export function writesFor(
  uuid: string,
  intents: readonly Intent[],
  current: (path: string) => PathValue,
  specs: Readonly<Record<string, PathSpec>>,
  standing: readonly StandingEffect[],
  edited: EditSeq = NO_EDITS,
): Write[] {
  const writes: Write[] = [];
  for (const { path, change } of intents) {
    const spec = specs[path];
    if (!spec) throw new Error(`No path "${path}" is written by cards.`);
    const before = current(path);
    if (spec.kind === 'count') {
      const after = clampCount(Number(before) + Number(change), spec);
      if (after !== before) writes.push({ path, before, after, below: null });
      continue;
    }
    const top = topWrite(standing, uuid, path);
    const below = top && top.seq > edited(uuid, path) && sameValue(top.write.after, before) ? top.seq : null;
    writes.push({ path, before, after: change, below });
  }
  return writes;
}

/** Taking a card's writes on one ship back: what to write, which standing writes to relink, what could not be undone.
 * */
export interface UndoPlan {
  /** Values to write on the ship. */
  set: { path: string; value: PathValue }[];
  /** Standing writes that sat on the undone one now sit on what it sat on. */
  relink: { seq: number; path: string; before: PathValue; below: number | null }[];
  /** Paths left as they are because the ship changed there since (or a count hit its bound). */
  conflicts: { path: string; reason: 'changedSince' | 'bound' }[];
}

/**
 * How to take back `undone`'s writes on ship `uuid`, given the other standing effects and the ship
 * as she is now.
 */
export function undoPlan(
  undone: StandingEffect,
  uuid: string,
  current: (path: string) => PathValue,
  specs: Readonly<Record<string, PathSpec>>,
  standing: readonly StandingEffect[],
  edited: EditSeq = NO_EDITS,
): UndoPlan {
  const plan: UndoPlan = { set: [], relink: [], conflicts: [] };
  const writes = undone.ships.find((s) => s.uuid === uuid)?.writes ?? [];
  const others = standing.filter((e) => e.seq !== undone.seq);
  for (const write of writes) {
    const spec = specs[write.path];
    if (!spec) throw new Error(`No path "${write.path}" is written by cards.`);
    const now = current(write.path);
    if (spec.kind === 'count') {
      const wanted = Number(now) - (Number(write.after) - Number(write.before));
      const value = clampCount(wanted, spec);
      if (value !== wanted) plan.conflicts.push({ path: write.path, reason: 'bound' });
      if (value !== now) plan.set.push({ path: write.path, value });
      continue;
    }
    const top = topWrite(others, uuid, write.path);
    if (top && top.seq > undone.seq) {
      // A later card's write is on top: the value stays; whichever write sat on this one now sits lower.
      for (const effect of others) {
        const sitter = effect.ships
          .find((s) => s.uuid === uuid)
          ?.writes.find((w) => w.path === write.path && w.below === undone.seq);
        if (sitter) plan.relink.push({ seq: effect.seq, path: write.path, before: write.before, below: write.below });
      }
      continue;
    }
    if (edited(uuid, write.path) < undone.seq && sameValue(now, write.after))
      plan.set.push({ path: write.path, value: write.before });
    else plan.conflicts.push({ path: write.path, reason: 'changedSince' });
  }
  return plan;
}

/** The standing effects after a relink of an undo plan (the undone effect itself is dropped by the caller). */
export function relinked(
  standing: readonly StandingEffect[],
  uuid: string,
  relink: UndoPlan['relink'],
): StandingEffect[] {
  if (relink.length === 0) return [...standing];
  return standing.map((effect) => {
    const mine = relink.filter((r) => r.seq === effect.seq);
    if (mine.length === 0) return effect;
    return {
      ...effect,
      ships: effect.ships.map((ship) =>
        ship.uuid !== uuid
          ? ship
          : {
              ...ship,
              writes: ship.writes.map((w) => {
                const r = mine.find((m) => m.path === w.path);
                return r ? { ...w, before: r.before, below: r.below } : w;
              }),
            },
      ),
    };
  });
}
