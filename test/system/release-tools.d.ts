// Types for the release tools (plain Node ESM under tools/, outside the TypeScript program).
declare module '*/tools/system-check.mjs' {
  export const VERIFIED_LINE: RegExp;
  export function releaseUrls(url: string, version: string): { manifest: string; download: string };
  export function checkSystemFolder(dir: string, options?: { installed?: boolean; source?: string }): Promise<string[]>;
}

declare module '*/tools/changelog.mjs' {
  export function sections(text: string): { name: string; date: string | undefined; body: string }[];
  export function entryProblem(text: string, version: string): string | undefined;
  export function openSection(text: string, version: string, date: string, repo: string): string;
}

declare module '*/tools/version.mjs' {
  export function nextVersion(current: string, to: string): string;
  export function bump(root: string, to: string, date?: string): string;
}

declare module '*/tools/release.mjs' {
  export const zipName: (version: string) => string;
  export function tagProblems(root: string, tag: string): string[];
  export function unpack(zipPath: string, dir: string): void;
  export function release(root: string, tag: string, out?: string): Promise<{ manifest: string; zip: string }>;
}

declare module '*/tools/packs-unpack.mjs' {
  export function unpackPack(packDir: string, sourceDir: string): Promise<number>;
  export function defaultPacks(distPacks?: string, sourceDir?: string): { pack: string; into: string }[];
}

declare module '*/tools/test.mjs' {
  /** The steps of `npm test`, in order: [name, command, arguments]. */
  export const steps: [string, string, string[]][];
}

declare module '*/tools/bundle-parts.mjs' {
  export function partOf(source: string): string;
  export function charactersBySource(
    code: string,
    map: { sources: string[]; mappings: string },
  ): Record<string, number>;
  export function bundleParts(code: string, map: { sources: string[]; mappings: string }): [string, number][];
}

declare module '*/tools/layers.mjs' {
  export function importBreaks(dir?: string, config?: string): string[];
  export function compare(found: string[], known: string[]): { added: string[]; mended: string[] };
}

declare module '*/tools/rule-set-names.mjs' {
  export const RULE_SET_NAME: RegExp;
  export function filesNamingRuleSets(root: string): string[];
}
