#!/usr/bin/env node
// Runs every check the project has, in order, and fails if any fails. The build runs before
// Vitest because the tests read dist/ back. The last line is the test tally.
// Everything here runs from the repository alone (a bare clone with its node_modules): nothing
// beside it is read. The prose check against the rules texts needs the texts, which are not in
// the repository, so `.ci/run` runs it after this, where the texts are present.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const report = join(root, 'test', 'output', 'vitest.json');

/** The steps, in order: [name, command, arguments], run in the repository's root. */
export const steps = [
  ['types (Foundry layer)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['types (rules engine, no Foundry)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.rules.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['layers', 'node', ['tools/layers.mjs']],
  ['build', 'node', ['tools/build.mjs']],
  ['vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]],
];

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) run();

function run() {
  mkdirSync(join(root, 'test', 'output'), { recursive: true });
  const results = [];
  for (const [name, command, args] of steps) {
    console.log(`\n=== ${name} ===`);
    const started = Date.now();
    const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    const ok = child.status === 0;
    results.push({ name, ok, seconds: (Date.now() - started) / 1000, error: child.error?.message });
  }

  console.log('\n=== summary ===');
  for (const r of results)
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)${r.error ? ` ${r.error}` : ''}`);
  let passed = 0;
  let failed = 0;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests;
  }
  const failedSteps = results.filter((r) => !r.ok).length;
  // A failed step that is not a test counts as a failure too, so the tally never reads clean when it is not.
  console.log(`${passed} passed, ${failed + (failed === 0 ? failedSteps : 0)} failed`);
  process.exit(failedSteps ? 1 : 0);
}
