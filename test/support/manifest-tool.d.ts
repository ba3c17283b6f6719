// Types for tools/manifest.mjs (plain Node ESM under tools/, outside the TypeScript program).
declare module '*/tools/manifest.mjs' {
  /** A language file's tree (test/support/lang.ts `LangTree`). */
  export type LangTree = { [key: string]: string | LangTree };

  export interface LanguageEntry {
    lang: string;
    name: string;
    path: string;
  }
  export interface Manifest {
    styles: string[];
    languages: LanguageEntry[];
    documentTypes: Record<string, Record<string, unknown>>;
    [key: string]: unknown;
  }
  export interface ModuleManifest {
    id: string;
    label: string;
    chatTypes?: readonly string[];
    decisions: readonly { id: string; rule: string; decision: string }[];
  }
  export const ROOT: string;
  export const MODULE_DECLARATION: string;
  export function moduleIds(root?: string): string[];
  export function moduleStyles(root: string, id: string): string[];
  export function moduleLanguages(root: string, id: string): Record<string, string>;
  export function manifestFiles(root?: string, system?: object): Manifest;
  export function moduleDeclarations(root?: string): Promise<ModuleManifest[]>;
  export function systemManifest(root?: string, system?: object): Promise<Manifest>;
  export function mergeLanguage(into: LangTree, from: LangTree): LangTree;
  export function languageTrees(root?: string): Record<string, LangTree>;
}
