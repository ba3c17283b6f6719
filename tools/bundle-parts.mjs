#!/usr/bin/env node
// What the shipped module is made of, once minified: every character of dist/broadside.mjs is put
// down to the source its source map names for it, and the sources are summed by part (a rule set,
// a folder of src/, a package). `npm run size` prints the table after `npm run build`; the README's
// "Shipped size" figures come from it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((c, i) => [c, i]));

/** The numbers of one source map segment (base64 VLQ, the source map v3 encoding). */
function segmentValues(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = DIGIT[c];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The part a source belongs to: `src/rules/<set>`, `src/<folder>` (or the file at src/'s top), a package. */
export function partOf(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const path = source.replace(/^(\.\.\/|\.\/)+/, '');
  const [top, first, second] = path.split('/');
  if (top !== 'src') return path;
  if (first === 'rules' && second && !second.endsWith('.ts')) return `src/rules/${second}`;
  return `src/${first}`;
}

/**
 * The minified characters each source takes in `code` (generated code; its map as parsed JSON).
 * Characters the map puts down to no source are counted under "(unmapped)".
 */
export function charactersBySource(code, map) {
  const lines = code.split('\n');
  const counts = {};
  let source = 0;
  const mapped = map.mappings.split(';');
  lines.forEach((text, index) => {
    const starts = [];
    let column = 0;
    for (const segment of (mapped[index] ?? '').split(',')) {
      if (!segment) continue;
      const values = segmentValues(segment);
      column += values[0];
      if (values.length > 1) source += values[1];
      starts.push([column, values.length > 1 ? map.sources[source] : '(unmapped)']);
    }
    const length = text.length;
    const before = starts.length ? starts[0][0] : length;
    if (before > 0) counts['(unmapped)'] = (counts['(unmapped)'] ?? 0) + before;
    starts.forEach(([start, name], i) => {
      const end = i + 1 < starts.length ? starts[i + 1][0] : length;
      counts[name] = (counts[name] ?? 0) + end - start;
    });
  });
  // The newlines between lines belong to no source.
  counts['(unmapped)'] = (counts['(unmapped)'] ?? 0) + lines.length - 1;
  return counts;
}

/** The minified characters of each part, biggest first: `[part, characters]`. */
export function bundleParts(code, map) {
  const parts = {};
  for (const [source, characters] of Object.entries(charactersBySource(code, map))) {
    const part = source === '(unmapped)' ? source : partOf(source);
    parts[part] = (parts[part] ?? 0) + characters;
  }
  return Object.entries(parts).sort((a, b) => b[1] - a[1]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = new URL('../dist/', import.meta.url).pathname;
  const code = readFileSync(join(dist, 'broadside.mjs'), 'utf8');
  const map = JSON.parse(readFileSync(join(dist, 'broadside.mjs.map'), 'utf8'));
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
  console.log(`dist/broadside.mjs: ${kb(code.length)} minified, ${kb(gzipSync(code, { level: 9 }).length)} gzipped`);
  for (const [part, characters] of bundleParts(code, map)) console.log(`${kb(characters)}  ${part}`);
}
