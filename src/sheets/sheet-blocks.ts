/**
 * The sheet blocks rule modules bring: a module's figures, tracks and rolls on the ship and crew
 * sheets, each drawn where the world plays that module for the block's aspect. The sheets never
 * name a rule set: they ask the registry for every module's blocks (`RuleModule.sheets`, added
 * here by declaration merging) and the world's choices, and merge what each shown block gives
 * into the context its tab's part reads. Pure but for the `read`, `change` and `run` members,
 * which the Foundry side calls.
 */
import type { ShipDerived, ShipSource } from '../data/ship';
import type { CrewDerived, CrewSource } from '../data/crew';
import type { ModuleItemSources } from '../registry/module-types';
import { ASPECTS, moduleFor, modulesFor, ruleModules, type Aspect } from '../registry/rule-modules';
import { chosenModule } from '../registry/aspect-settings';
import type { SheetMode } from './sheet-parts';
import { SYSTEM_PATH } from '../constants';

/** The module id a world plays each aspect with ('' for an aspect no module plays). */
export type Choices = (aspect: Aspect) => string;

/** What every block is told of the sheet it is drawn on. */
export interface BlockFacts {
  editable: boolean;
  /** Edit mode, for a reader who may edit. */
  editing: boolean;
  mode: SheetMode;
  isGM: boolean;
  chosen: Choices;
  /** What the block's module read off the actor (its `read`); undefined where it reads nothing. */
  own: unknown;
}

export interface ShipFacts extends BlockFacts {
  source: ShipSource;
  derived: ShipDerived;
}

/** A weapon item the crew owns, as the sheet reads it from the actor's items. */
export interface CarriedWeapon {
  id: string;
  name: string;
  img: string;
  system: ModuleItemSources['weapon'];
}

export interface CrewFacts extends BlockFacts {
  crew: CrewSource;
  derived: CrewDerived;
  /** The stored override of his maximum hit points; `crew.hitPoints.max` is the value in force. */
  storedMax: number | null;
  weapons: readonly CarriedWeapon[];
  /** His duel as the sheet shows it; null while he fights none (duel/tracker-context.ts). */
  duel: unknown;
}

/**
 * A roll button of the crew sheet: a plain formula posted to chat. It shows its odds in words
 * people write on paper ("d20 ≤ 15"), never the dice engine's formula; `name` fills the label's
 * `{name}`; `group` is the heading it is listed under.
 */
export interface CrewRoll {
  id: string;
  label: string;
  formula: string;
  odds: { key: string; target: number };
  group: string;
  name?: string;
}

/**
 * A partial a block draws on its sheet: the template (`templates/modules/<id>/…`, listed in its
 * module's `templates`, which the entry loads) and the slot it is drawn in. A sheet's templates
 * draw each slot's partials, in registration order, with the whole sheet's context. The ship
 * sheet's slots: `glance` (the battle page's figures at a glance), `battle` (the battle page under
 * the rolls), `figures` (the ship page); the crew sheet's: `fight` (the fight page), `skills` (the
 * skills page under the rolls) and `skillsColumns` (beside one another under those). A module's
 * partial may offer slots of its own to the others (a ship's figures offer `sailing`).
 */
export interface BlockPart {
  slot: string;
  template: string;
}

export interface SheetBlock<F extends BlockFacts> {
  /** The aspect whose module the world must play for the block to be drawn. */
  aspect: Aspect;
  /** Its partials, each in its slot: drawn wherever the block is shown. */
  parts?: readonly BlockPart[];
  /**
   * Whether it is drawn, given whether its module is the one chosen; without this, exactly where
   * it is chosen. A block may show elsewhere too (values entered for rules not played stay seen).
   */
  shows?: (facts: F, chosen: boolean) => boolean;
  /** What it adds to the sheet's context (its keys beside the sheet's own). */
  context: (facts: F, chosen: boolean) => Record<string, unknown>;
  /** What it reads off the actor besides her system data (a flag, her battle), on the Foundry side. */
  read?: (actor: Actor.Implementation) => unknown;
  /** A change in the sheet's form the block keeps itself (not in the form's data); true when it took it. */
  change?: (actor: Actor.Implementation, target: HTMLElement) => boolean;
}

export interface ShipBlock extends SheetBlock<ShipFacts> {
  /** The ids of the roll buttons it may draw on any ship, for the hotbar's drop to check. */
  rollIds?: readonly string[];
  /** Runs one of its rolls for a ship (a button pressed, a macro run); false for an id not its own. */
  run?: (actor: Actor.Implementation, roll: string) => Promise<boolean>;
}

export interface CrewBlock extends SheetBlock<CrewFacts> {
  /** The rolls it offers this crew member, in the order the sheet lists them (none where it is not drawn). */
  rolls?: (facts: CrewFacts, chosen: boolean) => CrewRoll[];
}

/** What a module draws on each sheet. */
export interface ModuleSheets {
  ship?: readonly ShipBlock[];
  crew?: readonly CrewBlock[];
}

declare module '../registry/rule-modules' {
  interface RuleModule {
    /** Its blocks on the ship and crew sheets (sheets/sheet-blocks.ts). */
    sheets?: ModuleSheets;
  }
}

/** Every template a module's blocks draw, for its `templates` list (which the entry loads). */
export function sheetTemplates(sheets: ModuleSheets): string[] {
  return [...(sheets.ship ?? []), ...(sheets.crew ?? [])].flatMap((block) =>
    (block.parts ?? []).map((p) => p.template),
  );
}

/** The world's choices from the ids a caller gives, each falling back as the settings do (the first module). */
export function choicesOf(ids: Partial<Record<Aspect, string>> = {}): Choices {
  return (aspect) => (modulesFor(aspect).length ? moduleFor(aspect, ids[aspect] ?? '').id : '');
}

/** The world's choices, as its settings hold them (the Foundry side). */
export const worldChoices: Choices = (aspect) => (modulesFor(aspect).length ? chosenModule(aspect).id : '');

/** Every aspect's choice at once, for a caller that stores them. */
export function choiceIds(chosen: Choices): Record<Aspect, string> {
  return Object.fromEntries(ASPECTS.map((a) => [a, chosen(a)])) as Record<Aspect, string>;
}

/** One registered block with its module's id. */
export interface Placed<B> {
  module: string;
  block: B;
}

/** Every registered module's blocks on a sheet, in registration order. */
export function blocksOf<K extends keyof ModuleSheets>(sheet: K): Placed<NonNullable<ModuleSheets[K]>[number]>[] {
  return ruleModules().flatMap((module) =>
    (module.sheets?.[sheet] ?? []).map((block) => ({ module: module.id, block })),
  );
}

/** Whether a placed block's module is the one chosen for its aspect. */
export const isChosen = (placed: Placed<{ aspect: Aspect }>, chosen: Choices) =>
  chosen(placed.block.aspect) === placed.module;

/**
 * The blocks drawn on a sheet, each with whether its module is chosen: `factsOf` gives a block the
 * sheet's facts with its module's own reading.
 */
export function shownBlocks<F extends BlockFacts, B extends SheetBlock<F>>(
  placed: readonly Placed<B>[],
  factsOf: (module: string) => F,
): { module: string; block: B; facts: F; chosen: boolean }[] {
  return placed.flatMap(({ module, block }) => {
    const facts = factsOf(module);
    const chosen = facts.chosen(block.aspect) === module;
    const shown = block.shows ? block.shows(facts, chosen) : chosen;
    return shown ? [{ module, block, facts, chosen }] : [];
  });
}

/** The partials the shown blocks draw, by slot, each by the path Foundry loaded it under. */
export function blockParts(shown: readonly { block: SheetBlock<never> }[]): Record<string, { template: string }[]> {
  const slots: Record<string, { template: string }[]> = {};
  for (const { block } of shown)
    for (const { slot, template } of block.parts ?? [])
      (slots[slot] ??= []).push({ template: `${SYSTEM_PATH}/${template}` });
  return slots;
}

/** The context every shown block adds, merged in registration order, with their partials (`blockParts`). */
export function blocksContext<F extends BlockFacts, B extends SheetBlock<F>>(
  shown: readonly { block: B; facts: F; chosen: boolean }[],
): Record<string, unknown> {
  const merged = Object.assign({}, ...shown.map(({ block, facts, chosen }) => block.context(facts, chosen))) as Record<
    string,
    unknown
  >;
  return { ...merged, blockParts: blockParts(shown) };
}

/** What each module's blocks read off an actor, by module id (the Foundry side of `own`). */
export function readOwn(sheet: keyof ModuleSheets, actor: Actor.Implementation): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  for (const { module, block } of blocksOf(sheet)) if (block.read) own[module] = block.read(actor);
  return own;
}
