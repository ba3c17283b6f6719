#!/usr/bin/env node
// npm run dev: builds dist/ once, then keeps it current while you work. The module is rebuilt on
// every change under src/ (reload Foundry's page to run it); a changed template, style or
// language file is copied into dist/ at once, and Foundry, with dist/ linked as
// Data/systems/broadside, pushes it to every connected client itself (system.json's
// flags.hotReload), with no reload. Packs are not watched: run `npm run build` after editing
// their sources. Stop with Ctrl+C. `npm run dev -- --with-live-tests` starts from the development
// build (the live tests in dist/live-tests.mjs, built once; rebuild to change them).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { manifestFiles } from './manifest.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

const withLiveTests = process.argv.includes('--with-live-tests') ? ['--with-live-tests'] : [];
const first = spawnSync(process.execPath, [join(root, 'tools', 'build.mjs'), ...withLiveTests], {
  cwd: root,
  stdio: 'inherit',
});
if (first.status !== 0) process.exit(first.status ?? 1);

// The folders Foundry hot-reloads, mirrored file by file.
for (const folder of ['templates', 'styles', 'lang']) {
  watch(join(root, folder), { recursive: true }, (_event, name) => {
    if (!name) return;
    const from = join(root, folder, name);
    const to = join(dist, folder, name);
    if (existsSync(from)) cpSync(from, to, { recursive: true });
    else rmSync(to, { recursive: true, force: true });
    console.log(`${new Date().toLocaleTimeString()} ${folder}/${name} → dist/`);
    // A rule module's style sheet or strings come and go with the manifest's lists (tools/manifest.mjs):
    // dist/system.json is written again, and Foundry reads it at the next load of the world.
    if (folder !== 'templates' && name.startsWith('modules')) {
      const manifest = JSON.parse(readFileSync(join(dist, 'system.json'), 'utf8'));
      const { styles, languages } = manifestFiles(root);
      writeFileSync(join(dist, 'system.json'), `${JSON.stringify({ ...manifest, styles, languages }, null, 2)}\n`);
    }
  });
}

// The module: Vite's own watcher rebuilds dist/broadside.mjs (and its map) from src/.
await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'info',
  build: { watch: { include: ['src/**'] } },
});
console.log('watching src/, templates/, styles/ and lang/; Ctrl+C stops');
