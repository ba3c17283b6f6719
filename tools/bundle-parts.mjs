#!/usr/bin/env node
// What the shipped module is made of, once minified: every character of dist/broadside.mjs is put
// down to the source its source map names for it, and the sources are summed by part (a rule set,
// a folder of src/, a package). `npm run size` prints the table (minified, and gzipped part by part)
// after `npm run build`; the README's "Shipped size" figures come from it.
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
 * The minified text each source takes in `code` (generated code; its map as parsed JSON), its
 * pieces run together. What the map puts down to no source (the newlines too) is "(unmapped)".
 */
export function textBySource(code, map) {
  const texts = {};
  const add = (name, text) => (texts[name] = (texts[name] ?? '') + text);
  const mapped = map.mappings.split(';');
  let source = 0;
  code.split('\n').forEach((line, index) => {
    if (index > 0) add('(unmapped)', '\n');
    const starts = [];
    let column = 0;
    for (const segment of (mapped[index] ?? '').split(',')) {
      if (!segment) continue;
      const values = segmentValues(segment);
      column += values[0];
      if (values.length > 1) source += values[1];
      starts.push([column, values.length > 1 ? map.sources[source] : '(unmapped)']);
    }
    add('(unmapped)', line.slice(0, starts.length ? starts[0][0] : line.length));
    starts.forEach(([start, name], i) => add(name, line.slice(start, starts[i + 1]?.[0] ?? line.length)));
  });
  return texts;
}

/** The minified text of each part, biggest first: `[part, text]`. */
export function partTexts(code, map) {
  const parts = {};
  for (const [source, text] of Object.entries(textBySource(code, map))) {
    const part = source === '(unmapped)' ? source : partOf(source);
    parts[part] = (parts[part] ?? '') + text;
  }
  return Object.entries(parts).sort((a, b) => b[1].length - a[1].length);
}

/** The minified characters of each part, biggest first: `[part, characters]`. */
export const bundleParts = (code, map) => partTexts(code, map).map(([part, text]) => [part, text.length]);

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = new URL('../dist/', import.meta.url).pathname;
  const code = readFileSync(join(dist, 'broadside.mjs'), 'utf8');
  const map = JSON.parse(readFileSync(join(dist, 'broadside.mjs.map'), 'utf8'));
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
  const gzipped = (text) => gzipSync(text, { level: 9 }).length;
  console.log(`${kb(code.length)} ${kb(gzipped(code))}  dist/broadside.mjs (minified, gzipped)`);
  // A part gzipped on its own: a guide to its weight, as gzip shares repeats across parts.
  for (const [part, text] of partTexts(code, map)) console.log(`${kb(text.length)} ${kb(gzipped(text))}  ${part}`);
}
