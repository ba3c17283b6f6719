/**
 * Every stylesheet the manifest loads keeps its rules inside `@layer system`, as the others do. A
 * rule left outside the layer would outrank every layered rule of the other files whatever their
 * specificity (an unlayered rule beats a layered one: CSS Cascade 5, and
 * https://github.com/foundryvtt/foundryvtt/issues/6842 for the layers v13 sorts packages into).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(root, 'system.json'), 'utf8')) as {
  styles: (string | { src: string })[];
};

/** The preludes of a stylesheet's top-level blocks, comments left out. */
function topLevelBlocks(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const preludes: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      if (depth === 0) preludes.push(text.slice(start, i).trim());
      depth += 1;
    } else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) start = i + 1;
    } else if (text[i] === ';' && depth === 0) start = i + 1;
  }
  return preludes;
}

describe('the stylesheets', () => {
  it('the manifest loads each put every rule inside @layer system', () => {
    const files = manifest.styles.map((s) => (typeof s === 'string' ? s : s.src));
    expect(files).toContain('styles/canvas.css');
    for (const file of files)
      expect([file, new Set(topLevelBlocks(readFileSync(join(root, file), 'utf8')))]).toEqual([
        file,
        new Set(['@layer system']),
      ]);
  });

  it('are read block by block, a rule outside the layer found', () => {
    expect(topLevelBlocks('/* x { } */ @layer system { .a { b: c; } }\n.d { e: f; }')).toEqual(['@layer system', '.d']);
  });
});
