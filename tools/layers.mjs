#!/usr/bin/env node
// The import check: no import circle and no import against the layers (.dependency-cruiser.cjs),
// and no rule set named outside the engine, the modules and the registry. Imports and files that
// break these today are listed in tools/layers.known.txt and tools/rule-set-names.known.json while
// the code moves onto the layers; a new break fails, and so does a listed one that is gone (delete
// its line), so both lists only shrink. `--write` rewrites both lists from the tree as it stands.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { filesNamingRuleSets } from './rule-set-names.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const KNOWN_IMPORTS = join(root, 'tools', 'layers.known.txt');
const KNOWN_NAMES = join(root, 'tools', 'rule-set-names.known.json');

/** Every broken import rule in a tree, one line each: `rule: from -> to`, sorted. */
export function importBreaks(dir = root, config = join(root, '.dependency-cruiser.cjs')) {
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'),
      'src',
      '--config',
      config,
      '--output-type',
      'json',
      '--no-progress',
    ],
    { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (!run.stdout) throw new Error(`dependency-cruiser failed: ${run.stderr}`);
  const { summary } = JSON.parse(run.stdout);
  return [...new Set(summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`))].sort();
}

const lines = (path) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

/** What differs between a tree and a known list: new breaks and listed ones since mended. */
export function compare(found, known) {
  const k = new Set(known);
  const f = new Set(found);
  return { added: found.filter((x) => !k.has(x)), mended: known.filter((x) => !f.has(x)) };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const imports = importBreaks();
  const names = filesNamingRuleSets(root);
  if (process.argv.includes('--write')) {
    const head = '# Imports that break the layers today (tools/layers.mjs). Only ever delete lines.\n';
    writeFileSync(KNOWN_IMPORTS, head + imports.join('\n') + '\n');
    writeFileSync(KNOWN_NAMES, JSON.stringify(names, null, 2) + '\n');
    console.log(`${imports.length} known import breaks, ${names.length} files naming a rule set`);
    process.exit(0);
  }
  const a = compare(imports, lines(KNOWN_IMPORTS));
  const b = compare(names, JSON.parse(readFileSync(KNOWN_NAMES, 'utf8')));
  for (const x of a.added) console.log(`new import break   ${x}`);
  for (const x of a.mended) console.log(`mended, delete it from tools/layers.known.txt: ${x}`);
  for (const x of b.added)
    console.log(
      `names a rule set outside src/rules, src/modules, src/registry and the modules' own templates and styles: ${x}`,
    );
  for (const x of b.mended)
    console.log(`no longer names a rule set, delete it from tools/rule-set-names.known.json: ${x}`);
  const bad = a.added.length + a.mended.length + b.added.length + b.mended.length;
  console.log(
    bad
      ? `${bad} difference(s) from the known lists`
      : `layers hold: ${imports.length} known import breaks and ${names.length} files naming a rule set left to move`,
  );
  process.exit(bad ? 1 : 0);
}
