#!/usr/bin/env node
// Builds the installable system into dist/: the bundled module, templates, styles, languages,
// assets (the ships' token art), compiled packs, and the release zip named with the version.
//
// `--with-live-tests` makes a development build instead: the same system plus live-tests.mjs, the
// integration batches of test/live/ for the Quench module, named in dist/system.json's esmodules.
// A development build makes no zip, so nothing it builds can be mistaken for a release (the release
// script runs this without the flag). `--out <dir>` builds somewhere other than dist/.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'vite';
import { zipSync } from 'fflate';
import { compilePacks } from './packs.mjs';
import { compileRulesReference } from './rules-reference.mjs';
import { entryProblem } from './changelog.mjs';
import { systemManifest } from './manifest.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const withLiveTests = args.includes('--with-live-tests');
const outAt = args.indexOf('--out');
const dist = outAt < 0 ? join(root, 'dist') : resolve(args[outAt + 1] ?? '');
const shown = relative(root, dist).startsWith('..') ? dist : relative(root, dist);
if (outAt >= 0 && !args[outAt + 1]) throw new Error('--out needs a folder');
const system = JSON.parse(readFileSync(join(root, 'system.json'), 'utf8'));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// A build is what a release ships, so it refuses what a release may not carry: two versions, or a
// version the changelog does not describe. `npm run bump` keeps all three together.
if (system.version !== pkg.version) {
  throw new Error(
    `system.json version ${system.version} differs from package.json ${pkg.version}: bump them together with npm run bump`,
  );
}
const changelogProblem = entryProblem(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), pkg.version);
if (changelogProblem) throw new Error(`${changelogProblem}: write what changed in ${pkg.version} there first`);

export const zipName = (version) => `broadside-${version}.zip`;
/** The development build's extra module: the live tests (test/live/). */
const LIVE_TESTS = 'live-tests.mjs';

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
await build({ root, logLevel: 'warn', configFile: join(root, 'vite.config.ts'), build: { outDir: dist } });
for (const entry of ['templates', 'lang', 'styles', 'assets', 'README.md', 'LICENSE']) {
  cpSync(join(root, entry), join(dist, entry), { recursive: true });
}
// The manifest with what the rule modules' folders bring: their styles, strings and card kinds.
writeFileSync(join(dist, 'system.json'), `${JSON.stringify(await systemManifest(root, system), null, 2)}\n`);
const packs = { ...(await compilePacks(join(dist, 'packs'))), ...(await compileRulesReference(join(dist, 'packs'))) };

if (withLiveTests) {
  await buildLiveTests();
  console.log(`built ${shown}/ with the live tests (packs: ${packCounts()}); no zip`);
} else {
  // The zip holds the system folder's contents, so Foundry unpacks it straight into systems/broadside.
  const zipPath = join(dist, zipName(system.version));
  writeFileSync(zipPath, zipSync(collect(dist), { level: 9 }));
  if (!existsSync(zipPath)) throw new Error('release zip missing');
  console.log(`built ${shown}/ (packs: ${packCounts()}) and ${relative(root, zipPath)}`);
}

/**
 * The live tests as a module of their own beside broadside.mjs, unminified so a failure's stack
 * reads as written, and loaded by Foundry after the system's module (esmodules keep their order).
 */
async function buildLiveTests() {
  await build({
    root,
    logLevel: 'warn',
    configFile: join(root, 'vite.config.ts'),
    build: {
      outDir: dist,
      minify: false,
      lib: { entry: 'test/live/index.ts', formats: ['es'], fileName: () => LIVE_TESTS },
      rolldownOptions: { output: { minify: false } },
    },
  });
  const manifest = JSON.parse(readFileSync(join(dist, 'system.json'), 'utf8'));
  manifest.esmodules = [...manifest.esmodules, LIVE_TESTS];
  writeFileSync(join(dist, 'system.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

function packCounts() {
  return Object.entries(packs)
    .map(([n, c]) => `${n} ${c}`)
    .join(', ');
}

function collect(dir, files = {}) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) collect(path, files);
    else if (!name.endsWith('.zip')) files[relative(dist, path)] = readFileSync(path);
  }
  return files;
}
