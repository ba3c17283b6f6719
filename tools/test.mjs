#!/usr/bin/env node
// Runs every check the project has, in order, and fails if any fails. The build runs before
// Vitest because the tests read dist/ back. The last line is the test tally.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const shared = join(root, '..', 'shared');
const report = join(root, 'test', 'output', 'vitest.json');
mkdirSync(join(root, 'test', 'output'), { recursive: true });

const steps = [
  ['types (Foundry layer)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['types (rules engine, no Foundry)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.rules.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['build', 'node', ['tools/build.mjs']],
  ['vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]],
  ['prose check', join(shared, 'tools', 'prose-check'), [root]],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: (Date.now() - started) / 1000, error: run.error?.message });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)${r.error ? ` ${r.error}` : ''}`);
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
