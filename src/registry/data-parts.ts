/**
 * The parts rule modules add to an actor's data: each module that keeps its own tracks on a ship
 * (or a crew member) registers its part here, and the ship's and crew's data models hold every
 * registered part under `system.modules.<module id>`, whichever module the world plays. Choosing
 * another module in the settings therefore loses nothing: the other parts stay stored as they are.
 *
 * A part names which of its paths a chat card may write (counts with their bounds, or plain
 * values), so the desk applies and undoes a module's card the same way as any other, and which of
 * its paths a player may not write on a ship he owns (`guards`), so the desk keeps them for every
 * module alike (authority/guards/status-guard.ts). The ship model's own guarded paths (the heading
 * of her token art) are declared in core-guards.ts and gathered with the parts'.
 */
import { CORE_GUARDS } from './core-guards';

/** The actors that carry module parts. */
export type PartActor = 'ship' | 'crew';
/** What carries root parts: the actors, and a battle (its Combat's `system`). */
export type RootActor = PartActor | 'battle';

/** A path a card may write in a part: a count within bounds, or a value set whole. */
export interface PartPathSpec {
  kind: 'count' | 'value';
  min?: number;
  max?: number;
}

/** A value a part's path holds (JSON). */
export type PartValue = string | number | boolean | null;

/**
 * What a module's card does to one actor's part: the part's card paths (relative to the part) as
 * the card found them and as it leaves them. The desk moves each count by the difference and sets
 * each value that differs, on the actor as she is when the card is applied.
 */
export interface PartChange {
  module: string;
  before: Record<string, PartValue>;
  after: Record<string, PartValue>;
}

/**
 * The paths of a part a player may not write himself, though he owns the actor: the desk strips
 * them from his update on his own client and puts back what a client that skipped that changed.
 */
export interface PartGuards {
  /** Only a GM, or the desk applying a card, writes these, whatever the ship is doing. */
  gmOnly?: readonly string[];
  /** Of the GM-only paths, those a player's card changes only with the GM's approval (decision chat-apply-policy). */
  gmApproves?: readonly string[];
  /**
   * Her damage tracks: while she is a combatant of a battle only a GM or an applied card changes
   * them; outside one her owner may (repairs between battles).
   */
  battleTracks?: readonly string[];
  /**
   * What decides her rolls and her shot (her build, her figures, how her token is drawn): locked
   * while she fights as her tracks are, her owner's to refit between battles (decision
   * desk-battle-figures). Kept apart from the tracks only so he is told which he touched.
   */
  battleFigures?: readonly string[];
  /**
   * The values some of these paths may hold, where the model limits them (a choice, or a number that
   * may be below naught): the desk takes any other value it finds there (a hostile client's, in a
   * world taken as it stood) for a new actor's.
   */
  choices?: Readonly<Record<string, readonly PartValue[]>>;
}

/** One module's part of an actor's data. */
export interface DataPart {
  /** The module's id, the key of its part under `system.modules`. */
  module: string;
  actor: PartActor;
  /** The part's fields, built when the actor's schema is defined. */
  fields: () => Record<string, foundry.data.fields.DataField.Any>;
  /**
   * The part's paths a card may write (relative to the part), bounded for this actor as stored
   * (`system` is her whole data); with `null`, the widest bounds any actor may have.
   */
  paths: (system: unknown) => Readonly<Record<string, PartPathSpec>>;
  /** Its guarded paths (relative to the part). */
  guards?: () => PartGuards;
}

const parts = new Map<string, DataPart>();
/** The guarded paths and their choices by actor type, gathered once after the parts are registered (guardedPaths). */
const guarded = new Map<PartActor, { paths: GuardedPaths; choices: GuardedChoices }>();
const keyOf = (actor: RootActor, module: string) => `${actor}:${module}`;

/** Adds a part; called by a module's registration before any actor is built (the entry's `init`). */
export function registerDataPart(part: DataPart): void {
  const key = keyOf(part.actor, part.module);
  if (parts.has(key)) throw new Error(`Data part "${key}" is registered twice`);
  parts.set(key, part);
  guarded.clear();
}

/** The parts an actor type carries, in registration order. */
export function dataParts(actor: PartActor): readonly DataPart[] {
  return [...parts.values()].filter((p) => p.actor === actor);
}

/** Forgets every part: for tests, which register their own. */
export function clearDataParts(): void {
  parts.clear();
  guarded.clear();
}

/** Where a module's part lives in an actor's system data. */
export const partRoot = (module: string) => `modules.${module}`;

/**
 * The schema entry holding an actor's parts: `{ modules }` with one field per registered part, or
 * nothing when no module adds one (so data made before any part, compendium data among it, is the
 * same shape as before). Foundry fills a part missing from stored data with its fields' initial
 * values when the document is built, so a world needs no migration to gain a part.
 */
export function partsSchema(actor: PartActor): object {
  const mine = dataParts(actor);
  if (mine.length === 0) return {};
  const { SchemaField } = foundry.data.fields;
  return {
    modules: new SchemaField(Object.fromEntries(mine.map((p) => [p.module, new SchemaField(p.fields())]))),
  };
}

/** An actor's part of a module as stored (its `system` data), or null when she has none. */
export function partOf(system: unknown, module: string): Record<string, unknown> | null {
  const modules = (system as { modules?: Record<string, unknown> } | null)?.modules;
  const part = modules?.[module];
  return part && typeof part === 'object' ? (part as Record<string, unknown>) : null;
}

/**
 * Every card-writable path of an actor's parts, by its full path under `system` (e.g.
 * `modules.<id>.hipLost`), bounded for her (`system`) or at the widest (`null`).
 */
export function partPaths(actor: PartActor, system: unknown): Record<string, PartPathSpec> {
  const out: Record<string, PartPathSpec> = {};
  for (const part of dataParts(actor)) {
    for (const [path, spec] of Object.entries(part.paths(system))) out[`${partRoot(part.module)}.${path}`] = spec;
  }
  return out;
}

const isPlain = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/**
 * Whether a card's part change is one a registered part can take: a module with a part on this
 * actor type, and before and after each holding exactly that part's card paths, counts whole and
 * within the widest bounds, values short plain text or a flag.
 */
export function isPartChange(v: unknown, actor: PartActor = 'ship'): v is PartChange {
  if (!isPlain(v) || Object.keys(v).some((k) => !['module', 'before', 'after'].includes(k))) return false;
  const part = dataParts(actor).find((p) => p.module === v.module);
  if (!part) return false;
  const specs = part.paths(null);
  const paths = Object.keys(specs);
  const fits = (values: unknown) =>
    isPlain(values) &&
    Object.keys(values).length === paths.length &&
    paths.every((path) => {
      const value = values[path];
      const spec = specs[path]!;
      if (spec.kind === 'count')
        return Number.isInteger(value) && (value as number) >= (spec.min ?? 0) && (value as number) <= (spec.max ?? 0);
      return value === null || typeof value === 'boolean' || (typeof value === 'string' && value.length <= 40);
    });
  return fits(v.before) && fits(v.after);
}

/**
 * A module's fields kept at the top of an actor's `system`, where worlds and packs stored them before
 * parts lived under `system.modules` (so no migration moves them), with what it derives from them.
 * The data models spread them into their schema and run `derive` and `prepare` when data is prepared.
 * Their types reach the models by declaration merging on `RootFields` and `RootDerived` below.
 */
export interface RootPart {
  module: string;
  actor: RootActor;
  /** The fields, built when the actor's schema is defined, by their path under `system`. */
  fields: () => Record<string, foundry.data.fields.DataField.Any>;
  /** Values it computes from the stored data (pure), merged into the model's `derived`. */
  derive?: (system: never) => object;
  /** What else it sets on the prepared model once `derived` is whole (a token bar's resource, say). */
  prepare?: (model: never) => void;
  /**
   * Whether her stored data says she has lost every mast her rig carries (the token's dismasted
   * condition, data/conditions.ts), for a module that keeps her masts; pure.
   */
  dismasted?: (system: never) => boolean;
  /** Its guarded paths (under `system`, where its fields are). */
  guards?: () => PartGuards;
  /**
   * Its paths a card may write, by their path under `system`, bounded for one actor (`system` her
   * stored data, `derived` what the modules derive from it) or, both null, at the widest any has.
   */
  paths?: (system: never, derived: never) => Readonly<Record<string, PartPathSpec>>;
  /**
   * Its paths that store a list of names, where a card writes each name as a value of its own:
   * `<list>.<name>` stands for "name is in the list" (a ship's strike triggers, say).
   */
  listPaths?: readonly string[];
}

/**
 * The root fields' schema types, by module and actor: a module adds `{ <its id>: { ship:
 * ReturnType<typeof itsFields> } }` (or `crew`) by declaration merging; an actor's schema type is
 * every module's member for it, together.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RootFields {}
/** The root parts' derived values, by module and actor, added the same way. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RootDerived {}

type Together<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void ? I : never;
/** Every module's member of `R` for an actor type, as one plain object type. */
type Of<R, A extends RootActor> = {
  [K in keyof Together<{ [M in keyof R]: A extends keyof R[M] ? R[M][A] : object }[keyof R]>]: Together<
    { [M in keyof R]: A extends keyof R[M] ? R[M][A] : object }[keyof R]
  >[K];
};
export type RootSchemaOf<A extends RootActor> = Of<RootFields, A>;
export type RootDerivedOf<A extends RootActor> = Of<RootDerived, A>;

const roots = new Map<string, RootPart>();

/**
 * Adds a root part, once per module and actor (a different second one is refused, since its fields
 * would silently replace the first's); called by the entry for each module before any actor is built.
 */
export function registerRootPart(part: RootPart): void {
  const key = keyOf(part.actor, part.module);
  const taken = roots.get(key);
  if (taken && taken !== part) throw new Error(`Broadside | ${part.module} already has a ${part.actor} part`);
  roots.set(key, part);
  guarded.clear();
}

/** The root parts an actor type carries, in registration order. */
export function rootParts(actor: RootActor): readonly RootPart[] {
  return [...roots.values()].filter((p) => p.actor === actor);
}

/** The root parts' fields of an actor type, for its schema. */
export function rootSchema<A extends RootActor>(actor: A): RootSchemaOf<A> {
  return Object.assign({}, ...rootParts(actor).map((p) => p.fields())) as RootSchemaOf<A>;
}

/** Whether any root part that keeps a ship's masts finds them all down. Pure. */
export function dismastedByRoots(system: unknown): boolean {
  return rootParts('ship').some((p) => p.dismasted?.(system as never) ?? false);
}

/** Everything the root parts derive from an actor's stored data. Pure, so tests call it without Foundry. */
export function deriveRoots<A extends RootActor>(actor: A, system: unknown): RootDerivedOf<A> {
  return Object.assign({}, ...rootParts(actor).map((p) => p.derive?.(system as never))) as RootDerivedOf<A>;
}

/** Every module's guarded paths of an actor type, by their full path under `system`. */
export interface GuardedPaths {
  gmOnly: readonly string[];
  gmApproves: readonly string[];
  battleTracks: readonly string[];
  battleFigures: readonly string[];
}

/** The values a guarded path may hold, by its full path under `system` (PartGuards `choices`). */
export type GuardedChoices = Readonly<Record<string, readonly PartValue[]>>;

/**
 * The paths an actor type's own model guards (core-guards.ts) and every registered part of it
 * (root parts' as they are, data parts' under `modules.<id>`), each once, in registration order.
 */
export function guardedPaths(actor: PartActor = 'ship'): GuardedPaths {
  return gathered(actor).paths;
}

/** The values each guarded path of an actor type may hold, where its model or part limits them. */
export function guardedChoices(actor: PartActor = 'ship'): GuardedChoices {
  return gathered(actor).choices;
}

function gathered(actor: PartActor): { paths: GuardedPaths; choices: GuardedChoices } {
  const known = guarded.get(actor);
  if (known) return known;
  const keys = ['gmOnly', 'gmApproves', 'battleTracks', 'battleFigures'] as const;
  const found = Object.fromEntries(keys.map((key) => [key, new Set<string>()])) as Record<
    (typeof keys)[number],
    Set<string>
  >;
  const choices: Record<string, readonly PartValue[]> = {};
  const add = (guards: PartGuards | undefined, prefix: string) => {
    for (const key of keys) for (const path of guards?.[key] ?? []) found[key].add(`${prefix}${path}`);
    for (const [path, values] of Object.entries(guards?.choices ?? {})) choices[`${prefix}${path}`] = values;
  };
  add(CORE_GUARDS[actor], '');
  for (const part of rootParts(actor)) add(part.guards?.(), '');
  for (const part of dataParts(actor)) add(part.guards?.(), `${partRoot(part.module)}.`);
  // A path both GM-only and a track is GM-only: it is kept in battle and out.
  for (const path of found.gmOnly) found.battleTracks.delete(path);
  // A figure that is also GM-only or a track is guarded as that (one list each, one warning).
  for (const path of [...found.gmOnly, ...found.battleTracks]) found.battleFigures.delete(path);
  const paths: GuardedPaths = {
    gmOnly: [...found.gmOnly],
    gmApproves: [...found.gmApproves].filter((p) => found.gmOnly.has(p)),
    battleTracks: [...found.battleTracks],
    battleFigures: [...found.battleFigures],
  };
  const all = { paths, choices };
  guarded.set(actor, all);
  return all;
}

/** Every card-writable path of an actor type's root parts, bounded for her or, with nulls, at the widest. Pure. */
export function rootPaths(actor: RootActor, system: unknown, derived: unknown): Record<string, PartPathSpec> {
  const out: Record<string, PartPathSpec> = {};
  for (const part of rootParts(actor)) Object.assign(out, part.paths?.(system as never, derived as never));
  return out;
}

/** The list paths of an actor type's root parts (RootPart `listPaths`). */
export function rootListPaths(actor: RootActor): readonly string[] {
  return rootParts(actor).flatMap((p) => p.listPaths ?? []);
}
