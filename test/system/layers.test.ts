/**
 * The import check (tools/layers.mjs over .dependency-cruiser.cjs) catches what it is for: a
 * circle and an import against the layers, in a small tree made for the test; and the real tree
 * matches its known lists exactly, so they only shrink.
 */
import { describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../support/render';
import { compare, importBreaks } from '../../tools/layers.mjs';
import { filesNamingRuleSets } from '../../tools/rule-set-names.mjs';

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  cpSync(join(ROOT, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'esnext', target: 'es2022' } }),
  );
  return dir;
}

const known = (file: string) =>
  readFileSync(join(ROOT, 'tools', file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'));

describe('the import check', () => {
  it('passes a tree that keeps to the layers', () => {
    const dir = tree({
      'src/rules/odds.ts': 'export const odds = 1;\n',
      'src/data/ship.ts': "import { odds } from '../rules/odds';\nexport const ship = odds;\n",
      'src/chat/card.ts': "import { ship } from '../data/ship';\nexport const card = ship;\n",
    });
    try {
      expect(importBreaks(dir, join(dir, '.dependency-cruiser.cjs'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('fails on an upward import, a circle and a file in no layer', () => {
    const dir = tree({
      'src/data/ship.ts': "import { card } from '../chat/card';\nexport const ship = card;\n",
      'src/chat/card.ts': "import { view } from './view';\nexport const card = 1;\n",
      'src/chat/view.ts': "import { card } from './card';\nexport const view = card;\n",
      'src/stray/loose.ts': "import { card } from '../chat/card';\nexport const loose = card;\n",
    });
    try {
      const breaks = importBreaks(dir, join(dir, '.dependency-cruiser.cjs'));
      expect(breaks).toContain('upward-from-model: src/data/ship.ts -> src/chat/card.ts');
      expect(breaks.some((b) => b.startsWith('no-circle: src/chat/'))).toBe(true);
      expect(breaks).toContain('no-unlayered: src/stray/loose.ts -> src/chat/card.ts');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('finds in the real tree exactly the breaks it lists as known', () => {
    expect(compare(importBreaks(), known('layers.known.txt'))).toEqual({ added: [], mended: [] });
  }, 60_000);

  it('finds rule sets named exactly in the files it lists as known', () => {
    const listed = JSON.parse(readFileSync(join(ROOT, 'tools', 'rule-set-names.known.json'), 'utf8')) as string[];
    expect(compare(filesNamingRuleSets(ROOT), listed)).toEqual({ added: [], mended: [] });
  });
});
