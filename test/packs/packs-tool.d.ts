// Types for tools/packs.mjs (plain Node ESM, outside the TypeScript program).
declare module '*/tools/packs.mjs' {
  /** A compendium document as stored in the source YAML and read back from a pack. */
  export type PackDocument = Record<string, unknown> & { _id: string; _key?: string; name?: string };

  export const SOURCE_DIR: string;
  export function readSources(dir: string): { file: string; doc: PackDocument }[];
  export function readPack(packDir: string): Promise<PackDocument[]>;
  export function compilePacks(outDir: string, options?: { sourceDir?: string }): Promise<Record<string, number>>;
}
