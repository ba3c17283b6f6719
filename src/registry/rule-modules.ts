/**
 * The rule modules and the aspects of play they bring. A world chooses one module per aspect in
 * its settings; the rest of the Foundry layer asks this registry what the chosen module does and
 * never names a rule set. A module is its folder under src/modules plus one registration line in
 * the entry file.
 *
 * An aspect's contract is typed by the layer that uses it (movement by the canvas, gunnery by the
 * fire dialog and the desk…) through `AspectContracts`, which those layers extend by declaration
 * merging: the registry stays below them and imports none of them.
 */
import type { DataPart, RootPart } from './data-parts';
import type { ItemModel } from './item-types';

/** The five aspects of play, in the order the settings list them. */
export const ASPECTS = ['turnSequence', 'movement', 'gunnery', 'boarding', 'personalCombat'] as const;
export type Aspect = (typeof ASPECTS)[number];

/**
 * What a module supplies for each aspect it plays. Each using layer adds its aspect's member by
 * declaration merging (`declare module '…/registry/rule-modules' { interface AspectContracts … }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AspectContracts {}

/**
 * One decision of a rule set, as its list keeps it (src/rules/<set>/decisions.ts): where its texts
 * are silent or disagree, and what we chose.
 */
export interface ModuleDecision {
  id: string;
  /** The rule or section of the texts it belongs to. */
  rule: string;
  /** What we decided, and why. */
  decision: string;
}

/** What a module brings for an aspect: the aspect's contract, or `true` while the aspect has none yet. */
export type AspectContract<A extends Aspect> = A extends keyof AspectContracts ? AspectContracts[A] : true;

export interface RuleModule {
  /** Stable id, stored in world settings and in ship data: never rename one. */
  id: string;
  /** Lang key of the module's name, as the settings list it. */
  label: string;
  /** Lang keys naming what it plays for an aspect, where its name alone says too little there. */
  aspectLabels?: { [A in Aspect]?: string };
  /** The aspects it plays, with what it brings for each. */
  aspects: { [A in Aspect]?: AspectContract<A> };
  /**
   * Aspects that work only with this same module playing others: choosing it for the key's aspect
   * chooses it for the listed ones too (a turn sequence whose turn starts moves only its own
   * movement rules make, say).
   */
  needs?: { [A in Aspect]?: readonly Aspect[] };
  /**
   * Its settings, hooks and queries, registered at init by the entry for every module whatever a
   * world chooses (a choice can change while the world runs).
   */
  register?: () => void;
  /** Its own parts of actors' data (data-parts.ts), registered by the entry before any actor is built. */
  dataParts?: readonly DataPart[];
  /** Its fields at their stored paths at the top of actors' data, with what it derives from them (data-parts.ts). */
  rootParts?: readonly RootPart[];
  /** Its item subtypes with their data models (item-types.ts), registered by the entry before any item is built. */
  itemTypes?: Readonly<Record<string, ItemModel>>;
  /** The ChatMessage subtypes it registers (its card kinds): the build lists them in system.json's documentTypes. */
  chatTypes?: readonly string[];
  /**
   * The templates it brings, by their path in the system (`templates/modules/<id>/…`): the entry
   * loads every one at init, so shared templates draw them as partials by the path a contract names.
   */
  templates?: readonly string[];
}

/**
 * What a module declares of itself in its folder's manifest.ts (`MODULE_MANIFEST`), with no Foundry
 * at load: the build reads it from there (tools/manifest.mjs) for the system's manifest, and the
 * module's own definition spreads it, so both read one declaration. Beside it the file exports its
 * decisions (`MODULE_DECISIONS`) for the rules reference alone: nothing in play reads them, so the
 * bundle leaves them out.
 */
export type ModuleManifest = Pick<RuleModule, 'id' | 'label' | 'chatTypes'>;

/** Where a module's templates live: its own folder, so no shared template holds its blocks. */
export function moduleTemplate(id: string, file: string): string {
  return `templates/modules/${id}/${file}`;
}

const modules = new Map<string, RuleModule>();

/** Adds a module; called once per module by the entry file, before `init` ends. */
export function registerRuleModule(module: RuleModule): void {
  if (modules.has(module.id)) throw new Error(`Rule module "${module.id}" is registered twice`);
  const stray = (module.templates ?? []).find((path) => !path.startsWith(moduleTemplate(module.id, '')));
  if (stray) throw new Error(`Rule module "${module.id}" brings a template outside its folder: ${stray}`);
  modules.set(module.id, module);
}

/** Every registered module, in registration order. */
export function ruleModules(): readonly RuleModule[] {
  return [...modules.values()];
}

/** The modules that can play an aspect: the choices its world setting offers. */
export function modulesFor(aspect: Aspect): readonly RuleModule[] {
  return ruleModules().filter((m) => m.aspects[aspect] !== undefined);
}

/**
 * The module chosen for an aspect, given the id the world setting holds. An unknown id (a module
 * since removed) falls back to the first that plays the aspect, so a world always plays.
 */
export function moduleFor(aspect: Aspect, chosenId: string): RuleModule {
  const able = modulesFor(aspect);
  const module = able.find((m) => m.id === chosenId) ?? able[0];
  if (!module) throw new Error(`No rule module plays ${aspect}`);
  return module;
}

/**
 * The other aspects a choice moves with it: `chosen` reads each aspect's current module. Choosing
 * module M for an aspect whose part of M needs M for other aspects too sets each of those not yet
 * on M; a choice nothing depends on moves nothing.
 */
export function partnerChoices(
  changed: Aspect,
  chosenId: string,
  chosen: (aspect: Aspect) => string,
): { aspect: Aspect; id: string }[] {
  const module = moduleFor(changed, chosenId);
  return (module.needs?.[changed] ?? [])
    .filter((aspect) => aspect !== changed && chosen(aspect) !== module.id)
    .map((aspect) => ({ aspect, id: module.id }));
}

/** Forgets every module: for tests, which register their own. */
export function clearRuleModules(): void {
  modules.clear();
}
