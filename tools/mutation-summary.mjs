#!/usr/bin/env node
// Summarises the last `npm run mutate` (reports/mutation/mutation.json): the score engine-wide and
// per folder of src/rules, then every mutant that survived (or ran no test), by file.
// usage: node tools/mutation-summary.mjs [--survivors] [path/to/mutation.json ...]
// Several reports (runs of a few files each) are read as one; a file in more than one counts as in the last.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const listSurvivors = args.includes('--survivors');
const given = args.filter((a) => !a.startsWith('--'));
const files = given.length ? given : [new URL('../reports/mutation/mutation.json', import.meta.url).pathname];
const report = { files: Object.assign({}, ...files.map((f) => JSON.parse(readFileSync(f, 'utf8')).files)) };

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const tally = new Map();
const count = (key, status) => {
  const t = tally.get(key) ?? { detected: 0, undetected: 0, invalid: 0, ignored: 0 };
  if (DETECTED.has(status)) t.detected++;
  else if (UNDETECTED.has(status)) t.undetected++;
  else if (status === 'Ignored') t.ignored++;
  else t.invalid++;
  tally.set(key, t);
};
const survivors = [];
for (const [path, entry] of Object.entries(report.files)) {
  const folder =
    path
      .replace(/^src\/rules\//, '')
      .split('/')
      .slice(0, -1)[0] ?? '(top)';
  for (const m of entry.mutants) {
    count('engine', m.status);
    count(folder, m.status);
    count(path, m.status);
    if (UNDETECTED.has(m.status)) survivors.push({ path, m, source: entry.source });
  }
}
const score = (t) => (t.detected + t.undetected ? ((100 * t.detected) / (t.detected + t.undetected)).toFixed(2) : '-');
const line = (key) => {
  const t = tally.get(key);
  return `${score(t).padStart(6)}%  ${String(t.detected).padStart(5)} killed  ${String(t.undetected).padStart(4)} survived  ${String(t.invalid).padStart(4)} not compiling  ${key}`;
};
const keys = [...tally.keys()];
console.log(line('engine'));
for (const k of keys.filter((k) => !k.includes('/') && k !== 'engine').sort()) console.log(line(k));
console.log('');
for (const k of keys.filter((k) => k.includes('/')).sort()) console.log(line(k));
if (listSurvivors) {
  console.log('');
  for (const { path, m, source } of survivors) {
    const { start, end } = m.location;
    const lines = source.split('\n');
    const original =
      start.line === end.line
        ? lines[start.line - 1].slice(start.column - 1, end.column - 1)
        : `${lines[start.line - 1].slice(start.column - 1)} …`;
    const show = (s) => (s.length > 70 ? `${s.slice(0, 70)}…` : s).replace(/\s+/g, ' ');
    console.log(
      `${path}:${start.line}:${start.column} ${m.status} ${m.mutatorName}: ${show(original)} -> ${show(m.replacement ?? '')}`,
    );
  }
}
