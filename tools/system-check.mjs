// Checks a system folder as Foundry will read it: the built dist/, or a release zip unpacked
// into a systems folder. Every file system.json names is there, the packs read back, the module
// registers at init, and the manifest points at the release of its own version.
// Every style sheet and language file the folder carries is listed, so none of a rule module's is
// left out; the build of this checkout (dist/) must also be the manifest its source makes.
// Usage: node tools/system-check.mjs <folder>   (exit 1 with the problems listed)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { pathToFileURL } from 'node:url';
import { readPack } from './packs.mjs';
import { ROOT, systemManifest } from './manifest.mjs';

/** The build of Foundry v13 the live checklist is run against; system.json's `verified` names it. */
export const VERIFIED_LINE = /^The Foundry build this checklist is run against: \*\*(13\.\d+)\*\*/m;

export const releaseUrls = (url, version) => ({
  manifest: `${url}/releases/latest/download/system.json`,
  download: `${url}/releases/download/v${version}/broadside-${version}.zip`,
});

/** Every file under `dir/sub` ending in `suffix`, by its path in the system folder. */
function shipped(dir, sub, suffix) {
  const found = [];
  const walk = (at) => {
    if (!existsSync(at)) return;
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(suffix)) found.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(join(dir, sub));
  return found.sort();
}

/**
 * The problems of the system folder `dir` (none: it installs). With `installed`, the folder must
 * also be named by the system's id, as Foundry's systems folder requires. With `source` (a
 * checkout's root), its manifest must be the one that source makes (tools/manifest.mjs).
 */
export async function checkSystemFolder(dir, { installed = false, source } = {}) {
  const problems = [];
  const manifestPath = join(dir, 'system.json');
  if (!existsSync(manifestPath)) return [`${manifestPath}: missing`];
  let system;
  try {
    system = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    return [`system.json does not parse: ${error.message}`];
  }
  const fail = (message) => problems.push(message);

  if (system.id !== 'broadside') fail(`id is ${system.id}, not broadside`);
  if (installed && basename(resolve(dir)) !== system.id)
    fail(`the folder is ${basename(dir)}, Foundry looks for systems/${system.id}`);
  if (!/^\d+\.\d+\.\d+$/.test(system.version ?? '')) fail(`version ${system.version} is not major.minor.patch`);
  const compat = system.compatibility ?? {};
  if (!/^13\.\d+$/.test(compat.minimum ?? '')) fail(`compatibility.minimum ${compat.minimum} is not a v13 build`);
  if (!/^13\.\d+$/.test(compat.verified ?? '')) fail(`compatibility.verified ${compat.verified} is not a v13 build`);
  if (compat.maximum !== '13') fail(`compatibility.maximum is ${compat.maximum}, not 13`);
  if (Number(compat.verified?.split('.')[1]) < Number(compat.minimum?.split('.')[1]))
    fail('compatibility.verified is older than the minimum');

  if (!/^https:\/\/github\.com\/[^/]+\/[^/]+$/.test(system.url ?? ''))
    fail(`url ${system.url} is not a GitHub repository`);
  const urls = releaseUrls(system.url, system.version);
  if (system.manifest !== urls.manifest) fail(`manifest is ${system.manifest}, not ${urls.manifest}`);
  if (system.download !== urls.download) fail(`download is ${system.download}, not ${urls.download}`);
  if (system.bugs !== `${system.url}/issues`) fail(`bugs is ${system.bugs}`);
  for (const key of ['readme', 'changelog']) {
    if (!String(system[key] ?? '').startsWith(`${system.url}/blob/`))
      fail(`${key} is ${system[key]}, not a page of the repository`);
  }
  if (!Array.isArray(system.media) || system.media.length === 0) fail('media lists no screenshots');
  for (const m of system.media ?? []) {
    if (m.type !== 'screenshot' || !/^https:\/\/raw\.githubusercontent\.com\/.+\.png$/.test(m.url ?? ''))
      fail(`media ${JSON.stringify(m)} is not a screenshot URL`);
  }
  const recommends = system.relationships?.recommends ?? [];
  if (!recommends.some((r) => r.id === 'dice-so-nice' && r.type === 'module'))
    fail('relationships do not recommend the module dice-so-nice');
  const hot = system.flags?.hotReload;
  for (const path of ['templates', 'styles', 'lang']) {
    if (!hot?.paths?.includes(path)) fail(`flags.hotReload does not watch ${path}`);
  }

  const named = [...(system.esmodules ?? []), ...(system.styles ?? []), ...(system.languages ?? []).map((l) => l.path)];
  if (system.license) named.push(system.license);
  for (const path of named) if (!existsSync(join(dir, path))) fail(`${path} is named in system.json but missing`);
  for (const path of hot?.paths ?? []) if (!existsSync(join(dir, path))) fail(`hot reload path ${path} is missing`);
  for (const lang of system.languages ?? []) {
    try {
      JSON.parse(readFileSync(join(dir, lang.path), 'utf8'));
    } catch (error) {
      fail(`${lang.path} does not parse: ${error.message}`);
    }
  }

  // A sheet or strings the folder carries but the manifest does not list would never load.
  const listedStyles = new Set(system.styles ?? []);
  for (const path of shipped(dir, 'styles', '.css'))
    if (!listedStyles.has(path)) fail(`${path} is in the folder but not in system.json's styles`);
  const listedLanguages = new Set((system.languages ?? []).map((l) => l.path));
  for (const path of shipped(dir, 'lang', '.json'))
    if (!listedLanguages.has(path)) fail(`${path} is in the folder but not in system.json's languages`);
  if (source) {
    const made = await systemManifest(source);
    for (const key of ['styles', 'languages', 'documentTypes']) {
      if (!isDeepStrictEqual(system[key], made[key]))
        fail(`system.json's ${key} is not what the source and its rule modules make: rebuild`);
    }
  }

  for (const module of system.esmodules ?? []) {
    const path = join(dir, module);
    if (!existsSync(path)) continue;
    const code = readFileSync(path, 'utf8');
    if (!/Hooks\.once\(["'`]init["'`]/.test(code)) fail(`${module} registers nothing at init`);
    if (/^import .* from ["'`](?!\.)/m.test(code) || /^import ["'`](?!\.)/m.test(code))
      fail(`${module} imports a bare package Foundry cannot resolve`);
    const map = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    if (!map || !existsSync(join(dir, map))) fail(`${module} has no source map beside it`);
  }

  for (const pack of system.packs ?? []) {
    const path = join(dir, pack.path);
    if (!existsSync(path) || !statSync(path).isDirectory()) {
      fail(`pack ${pack.name}: ${pack.path} is missing`);
      continue;
    }
    if (pack.system !== system.id) fail(`pack ${pack.name} is for system ${pack.system}`);
    const docs = await readPack(path);
    if (docs.length === 0) fail(`pack ${pack.name} reads back empty`);
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = resolve(process.argv[2] ?? 'dist');
  // The build of this checkout is checked against its source too; another folder (an unpacked release) alone.
  const problems = await checkSystemFolder(dir, { source: dir === join(ROOT, 'dist') ? ROOT : undefined });
  for (const p of problems) console.error(`- ${p}`);
  if (problems.length) process.exit(1);
  console.log(`${dir}: the system installs (system.json, files, module, packs)`);
}
