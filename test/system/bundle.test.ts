/**
 * The module Foundry loads is shipped small: minified, with its source map beside it, and held
 * to a budget, raw and gzipped. `npm test` builds before Vitest runs; on its own, run
 * `npm run build` first. The figures are in the README ("Shipped size").
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../support/render';
import { bundleParts, partOf } from '../../tools/bundle-parts.mjs';

/**
 * The budget, in bytes, with everything in the bundle: today's size with a little room, lowered
 * as code leaves. The goal is 200 KB minified; `npm run size` shows where the rest goes (the README
 * has the table): the features' own code, no library.
 */
export const BUDGET = { minified: 433 * 1024, gzipped: 145 * 1024 };

const DIST = join(ROOT, 'dist');
const bundle = () => {
  const path = join(DIST, 'broadside.mjs');
  if (!existsSync(path)) throw new Error('dist/broadside.mjs is missing: run `npm run build` first');
  return readFileSync(path);
};

describe('the shipped module', () => {
  it(`is at most ${BUDGET.minified / 1024} KB minified and ${BUDGET.gzipped / 1024} KB gzipped`, () => {
    const code = bundle();
    const gzipped = gzipSync(code, { level: 9 }).length;
    console.log(
      `dist/broadside.mjs: ${(code.length / 1024).toFixed(1)} KB minified, ${(gzipped / 1024).toFixed(1)} KB gzipped`,
    );
    expect(code.length).toBeLessThanOrEqual(BUDGET.minified);
    expect(gzipped).toBeLessThanOrEqual(BUDGET.gzipped);
  });

  it('is reported in the README with its budget', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(
      `a budget of ${BUDGET.minified / 1024} KB minified and ${BUDGET.gzipped / 1024} KB gzipped`,
    );
    const stated = /\*\*(\d+) KB minified, (\d+) KB gzipped\*\*/.exec(readme);
    expect(stated, 'the README states the measured sizes').not.toBeNull();
    const code = bundle();
    // The stated figures stay within 5 KB of the bundle as built.
    expect(Math.abs(Number(stated![1]) - code.length / 1024)).toBeLessThan(5);
    expect(Math.abs(Number(stated![2]) - gzipSync(code, { level: 9 }).length / 1024)).toBeLessThan(5);
  });

  it('is minified: whitespace and comments gone, names shortened', () => {
    const code = bundle().toString('utf8');
    const lines = code.split('\n');
    // One long line and the source map comment; an unminified bundle has one line per statement.
    expect(lines.length).toBeLessThan(20);
    expect(code).not.toMatch(/^\s*\/\/ src\//m);
    expect(code).not.toMatch(/\n\t/);
  });

  it('has its source map beside it, mapping back to the TypeScript sources', () => {
    const code = bundle().toString('utf8');
    expect(code.trimEnd().endsWith('//# sourceMappingURL=broadside.mjs.map')).toBe(true);
    const map = JSON.parse(readFileSync(join(DIST, 'broadside.mjs.map'), 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    expect(map.sources.some((s) => s.endsWith('src/broadside.ts'))).toBe(true);
    expect(map.sources.some((s) => s.endsWith('src/authority/ledger/seal.ts'))).toBe(true);
    expect(map.mappings.length).toBeGreaterThan(0);
  });

  it('carries its own SHA-256 for the seals and no hash library', () => {
    const map = JSON.parse(readFileSync(join(DIST, 'broadside.mjs.map'), 'utf8')) as { sources: string[] };
    expect(map.sources.some((s) => s.endsWith('src/authority/ledger/sha256.ts'))).toBe(true);
    expect(map.sources.filter((s) => s.includes('node_modules/'))).toEqual([]);
  });

  it('is put down, character by character, to the parts it is made of', () => {
    const code = bundle().toString('utf8');
    const map = JSON.parse(readFileSync(join(DIST, 'broadside.mjs.map'), 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    const parts = Object.fromEntries(bundleParts(code, map));
    expect(Object.values(parts).reduce((sum, n) => sum + n, 0)).toBe(code.length);
    // Nearly every character comes from a source the map names.
    expect(parts['(unmapped)'] ?? 0).toBeLessThan(1024);
    for (const part of ['src/rules/kmh', 'src/rules/highseas', 'src/rules/saltntar', 'src/authority', 'src/chat'])
      expect(parts[part], part).toBeGreaterThan(1024);
  });

  it('names the parts by rule set, folder of src/ and package', () => {
    expect(partOf('../src/rules/kmh/firing.ts')).toBe('src/rules/kmh');
    expect(partOf('../src/rules/errors.ts')).toBe('src/rules');
    expect(partOf('../src/chat/actions/boarding.ts')).toBe('src/chat');
    expect(partOf('../src/broadside.ts')).toBe('src/broadside.ts');
    expect(partOf('../../main/node_modules/@scope/package/lib/index.js')).toBe('@scope/package');
    expect(partOf('../node_modules/fflate/esm/browser.js')).toBe('fflate');
  });
});
