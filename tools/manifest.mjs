// The system's manifest as Foundry reads it, from system.json and the rule modules' folders: a
// module is its folders and its one line in src/modules/index.ts, and this is where what it
// brings outside src joins the manifest. The build writes it into dist/system.json, the system
// check reads it, and the tests' browser harness and language fakes read the same lists.
//
// For each module, in the order the entry registers them:
//   styles/modules/<id>/*.css         appended to "styles" (sorted), after the shared sheets;
//   lang/modules/<id>/<lang>.json     another "languages" entry for <lang> (Foundry merges every
//                                     file a package lists for one language);
//   src/modules/<id>/manifest.ts      its `MODULE_MANIFEST`: the ChatMessage subtypes it registers
//                                     (added to documentTypes); and its `MODULE_DECISIONS`, which the
//                                     rules reference is written from.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The file of a module's folder that declares, without Foundry, what the manifest needs of it. */
export const MODULE_DECLARATION = 'manifest.ts';

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const files = (dir, suffix) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(suffix))
        .sort()
    : [];

/**
 * The module folders in registration order. The entry registers every export of
 * src/modules/index.ts through the module namespace, which lists exports sorted by name; each line
 * is `export { NAME } from './<folder>…'`.
 */
export function moduleIds(root = ROOT) {
  const index = readFileSync(join(root, 'src', 'modules', 'index.ts'), 'utf8');
  const lines = [...index.matchAll(/^export \{ (\w+) \} from '\.\/([\w-]+)[^']*';$/gm)];
  return lines
    .map(([, name, folder]) => ({ name, folder }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ folder }) => folder);
}

/** A module's style sheets, by their path in the system. */
export const moduleStyles = (root, id) =>
  files(join(root, 'styles', 'modules', id), '.css').map((name) => `styles/modules/${id}/${name}`);

/** A module's language files, by language code: `{ en: 'lang/modules/<id>/en.json' }`. */
export const moduleLanguages = (root, id) =>
  Object.fromEntries(
    files(join(root, 'lang', 'modules', id), '.json').map((name) => [
      name.replace(/\.json$/, ''),
      `lang/modules/${id}/${name}`,
    ]),
  );

/**
 * The manifest's file lists ("styles", "languages") with every module's: what Foundry loads.
 * Synchronous, for the harness. A style also listed by hand appears once, at its module's place,
 * so the result is the same whether system.json lists it or not.
 */
export function manifestFiles(root = ROOT, system = readJson(join(root, 'system.json'))) {
  const ids = moduleIds(root);
  const ofModules = ids.flatMap((id) => moduleStyles(root, id));
  const styles = [...(system.styles ?? []).filter((path) => !ofModules.includes(path)), ...ofModules];
  const shared = system.languages ?? [];
  const languages = [...shared];
  for (const id of ids) {
    const own = moduleLanguages(root, id);
    for (const [lang, path] of Object.entries(own)) {
      if (!shared.some((entry) => entry.lang === lang))
        throw new Error(`${path}: the system lists no language "${lang}" for it to join`);
    }
    // In the order the system lists its languages.
    for (const base of shared) {
      const path = own[base.lang];
      if (path && !languages.some((entry) => entry.path === path)) languages.push({ ...base, path });
    }
  }
  return { ...system, styles: [...new Set(styles)], languages };
}

/** What each module declares in src/modules/<id>/manifest.ts, loaded from its TypeScript. */
export async function moduleDeclarations(root = ROOT) {
  // Vite only here, so the file lists above load light for the browser harness.
  const { runnerImport } = await import('vite');
  return Promise.all(
    moduleIds(root).map(async (id) => {
      const path = join(root, 'src', 'modules', id, MODULE_DECLARATION);
      if (!existsSync(path)) throw new Error(`the rule module ${id} has no ${MODULE_DECLARATION}`);
      const { module } = await runnerImport(path, { configFile: false, logLevel: 'silent' });
      const declared = module.MODULE_MANIFEST;
      if (declared?.id !== id) throw new Error(`${path}: MODULE_MANIFEST.id is ${declared?.id}, not ${id}`);
      return { ...declared, decisions: module.MODULE_DECISIONS ?? [] };
    }),
  );
}

/** The full manifest: the file lists, and every module's ChatMessage subtypes in documentTypes. */
export async function systemManifest(root = ROOT, system = readJson(join(root, 'system.json'))) {
  const manifest = manifestFiles(root, system);
  const chat = { ...manifest.documentTypes?.ChatMessage };
  for (const declared of await moduleDeclarations(root)) {
    for (const type of declared.chatTypes ?? []) chat[type] ??= {};
  }
  return { ...manifest, documentTypes: { ...manifest.documentTypes, ChatMessage: chat } };
}

/** Deep merge of language trees, later files adding to earlier ones, as Foundry merges a language's files. */
export function mergeLanguage(into, from) {
  for (const [key, value] of Object.entries(from)) {
    if (value && typeof value === 'object') into[key] = mergeLanguage(into[key] ?? {}, value);
    else into[key] = value;
  }
  return into;
}

/** Every language the manifest lists, each its files merged: `{ en: {...}, de: {...} }`. */
export function languageTrees(root = ROOT) {
  const trees = {};
  for (const { lang, path } of manifestFiles(root).languages) {
    trees[lang] = mergeLanguage(trees[lang] ?? {}, readJson(join(root, path)));
  }
  return trees;
}
