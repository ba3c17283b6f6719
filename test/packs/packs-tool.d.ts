// Types for tools/packs.mjs (plain Node ESM, outside the TypeScript program).
declare module '*/tools/packs.mjs' {
  /** A compendium document as stored in the source YAML and read back from a pack. */
  export type PackDocument = Record<string, unknown> & { _id: string; _key?: string; name?: string };

  export const SOURCE_DIR: string;
  export function readSources(dir: string): { file: string; doc: PackDocument }[];
  export function readPack(packDir: string): Promise<PackDocument[]>;
  export function compilePacks(outDir: string, options?: { sourceDir?: string }): Promise<Record<string, number>>;
}

// Types for tools/rules-reference.mjs.
declare module '*/tools/rules-reference.mjs' {
  import type { PackDocument } from '*/tools/packs.mjs';

  export interface RuleSet {
    name: string;
    decisions: readonly { id: string; rule: string; decision: string }[];
  }
  export const REFERENCE_PACK: string;
  export function stableId(...parts: string[]): string;
  export function escapeHtml(text: string): string;
  export function loadRuleSets(root?: string): Promise<RuleSet[]>;
  export function referenceEntries(sets: readonly RuleSet[], systemVersion: string): PackDocument[];
  export function compileRulesReference(
    outDir: string,
    options?: { sets?: readonly RuleSet[]; sourceDir?: string },
  ): Promise<Record<string, number>>;
}

// Types for tools/ship-art.mjs.
declare module '*/tools/ship-art.mjs' {
  export const ART_DIR: string;
  export const SHIPS: Record<string, { height: number }>;
  export function drawShip(name: string): string;
  export function shipArt(): Record<string, string>;
}
