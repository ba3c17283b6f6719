#!/usr/bin/env node
// Builds the installable system into dist/: the bundled module, templates, styles, languages,
// assets (the ships' token art), compiled packs, and the release zip named with the version.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { zipSync } from 'fflate';
import { compilePacks } from './packs.mjs';
import { compileRulesReference } from './rules-reference.mjs';
import { entryProblem } from './changelog.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
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

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
await build({ root, logLevel: 'warn', configFile: join(root, 'vite.config.ts') });
for (const entry of ['system.json', 'templates', 'lang', 'styles', 'assets', 'README.md', 'LICENSE']) {
  cpSync(join(root, entry), join(dist, entry), { recursive: true });
}
const packs = { ...(await compilePacks(join(dist, 'packs'))), ...(await compileRulesReference(join(dist, 'packs'))) };

function collect(dir, files = {}) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) collect(path, files);
    else if (!name.endsWith('.zip')) files[relative(dist, path)] = readFileSync(path);
  }
  return files;
}
// The zip holds the system folder's contents, so Foundry unpacks it straight into systems/broadside.
const zipPath = join(dist, zipName(system.version));
writeFileSync(zipPath, zipSync(collect(dist), { level: 9 }));
if (!existsSync(zipPath)) throw new Error('release zip missing');
console.log(
  `built dist/ (packs: ${Object.entries(packs)
    .map(([n, c]) => `${n} ${c}`)
    .join(', ')}) and ${relative(root, zipPath)}`,
);
