#!/usr/bin/env node
// Merges a JSON fragment into a language file (deep), keeping keys sorted as they were added.
// Usage: node tools/lang-merge.mjs lang/en.json fragment.json
import { readFileSync, writeFileSync } from 'node:fs';

const [target, fragmentPath] = process.argv.slice(2);
if (!target || !fragmentPath) {
  console.error('usage: node tools/lang-merge.mjs <lang file> <fragment.json>');
  process.exit(2);
}
function merge(into, from) {
  for (const [key, value] of Object.entries(from)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      into[key] = merge(into[key] && typeof into[key] === 'object' ? into[key] : {}, value);
    } else into[key] = value;
  }
  return into;
}
const current = JSON.parse(readFileSync(target, 'utf8'));
const fragment = JSON.parse(readFileSync(fragmentPath, 'utf8'));
writeFileSync(target, JSON.stringify(merge(current, fragment), null, 2) + '\n');
