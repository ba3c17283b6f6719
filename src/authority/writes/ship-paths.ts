/**
 * The paths of a ship a card writes, and the bridge from a card's change to the intents of
 * effects.ts and back to one document update. Pure. The module that keeps a ship's damage says
 * which of its paths a card may write and what a change of her means to do (its root part's
 * `paths` and `shipIntents`, registry/data-parts.ts); a module's own part adds its paths the same way.
 *
 * A list path's `<list>.<name>` stands for "name is in the list", so each name is a value of its
 * own; `table.boarding` and `table.prize` are the ship's records the GM keeps in the ledger, not on
 * the actor (a player owns his ship and could rewrite them there).
 */
import type { ShipDerived, ShipSource } from '../../data/ship';
import type { ActorChange, ShipFlags } from '../../data/card-changes';
import type { Intent, PathSpec, PathValue } from './effects';
import { readDotted, writeDotted } from './dotted';
import { partPaths, partRoot, rootListPaths, rootParts, rootPaths, type PartChange } from '../../registry/data-parts';

declare module '../../registry/data-parts' {
  interface RootPart {
    /**
     * For the part that keeps a ship's damage: what a card's change of her (its engine state before
     * and after, tallies, strike status) means to do to her as she is now (ship-paths.ts).
     */
    shipIntents?: (ship: ShipPaths, derived: ShipDerived, change: ActorChange) => Intent[];
  }
}

const value: PathSpec = { kind: 'value' };

export const TABLE_RECORDS = ['boarding', 'prize'] as const satisfies readonly (keyof ShipFlags)[];

/** The table records' paths: values a card sets whole. */
const TABLE_PATHS: Readonly<Record<string, PathSpec>> = Object.fromEntries(
  TABLE_RECORDS.map((r) => [`table.${r}`, value]),
);

/** Every path a card may write on any ship, the rule modules' parts among them, at their widest bounds. */
export function allShipPaths(): Readonly<Record<string, PathSpec>> {
  return { ...rootPaths('ship', null, null), ...TABLE_PATHS, ...partPaths('ship', null) };
}

/** The paths as one ship bounds them: each module bounds its own by her data (no more damage than she can take…). */
export function shipPathSpecs(derived: ShipDerived, source: unknown = null): Readonly<Record<string, PathSpec>> {
  return { ...rootPaths('ship', source, derived), ...TABLE_PATHS, ...partPaths('ship', source) };
}

const TABLE_PATH = /^table\.(boarding|prize)$/;

/** The list and the name a list path stands for, or null for any other path. */
function listMember(path: string): { list: string; name: string } | null {
  const list = rootListPaths('ship').find((l) => path.startsWith(`${l}.`));
  return list === undefined ? null : { list, name: path.slice(list.length + 1) };
}

const listOf = (source: unknown, list: string): string[] => {
  const stored = readDotted(source, list);
  return Array.isArray(stored) ? (stored as string[]) : [];
};

/** A ship as a card reads and writes her: her data and the GM's records of her. */
export interface ShipPaths {
  source: ShipSource;
  table: ShipFlags;
}

/** The value at a path. */
export function readPath(ship: ShipPaths, path: string): PathValue {
  const member = listMember(path);
  if (member) return listOf(ship.source, member.list).includes(member.name);
  const record = TABLE_PATH.exec(path);
  if (record) return (ship.table[record[1] as keyof ShipFlags] ?? null) as PathValue;
  return (readDotted(ship.source, path) ?? null) as PathValue;
}

/** What writing these values takes: one `system` update of the actor and the table records. */
export function updateFor(
  ship: ShipPaths,
  sets: readonly { path: string; value: PathValue }[],
): { system: Record<string, unknown>; table: ShipFlags } {
  const system: Record<string, unknown> = {};
  const table: ShipFlags = {};
  const lists = new Map<string, string[]>();
  for (const { path, value } of sets) {
    const member = listMember(path);
    const record = TABLE_PATH.exec(path);
    if (member) {
      const names = lists.get(member.list) ?? [...listOf(ship.source, member.list)];
      lists.set(member.list, value ? [...new Set([...names, member.name])] : names.filter((x) => x !== member.name));
    } else if (record) {
      (table as Record<string, unknown>)[record[1]!] = value;
    } else {
      writeDotted(system, path, value);
    }
  }
  for (const [list, names] of lists) writeDotted(system, list, [...names].sort());
  return { system, table };
}

/**
 * What a module's card means to do to its part of the ship: each count moved by the card's
 * difference, each value the card changed set to what it left (decision chat-apply-difference).
 */
export function partIntents(part: PartChange): Intent[] {
  const specs = partPaths('ship', null);
  const root = partRoot(part.module);
  const intents: Intent[] = [];
  for (const [key, after] of Object.entries(part.after)) {
    const path = `${root}.${key}`;
    const before = part.before[key];
    if (!specs[path]) continue;
    if (specs[path].kind === 'count') {
      const delta = Number(after) - Number(before);
      if (delta !== 0) intents.push({ path, change: delta });
    } else if (before !== after) intents.push({ path, change: after });
  }
  return intents;
}

/**
 * What a card's change means to do to the ship as she is now: what the module that keeps her damage
 * makes of its engine state and tallies, what a module's card does to its own part, and the table
 * records it sets.
 */
export function cardIntents(ship: ShipPaths, derived: ShipDerived, change: ActorChange): Intent[] {
  const keeper = rootParts('ship').find((part) => part.shipIntents);
  const intents: Intent[] = keeper?.shipIntents?.(ship, derived, change) ?? [];
  if (change.part) intents.push(...partIntents(change.part));

  for (const record of TABLE_RECORDS) {
    if (change.flags && record in change.flags)
      intents.push({ path: `table.${record}`, change: (change.flags[record] ?? null) as PathValue });
  }
  return intents;
}
