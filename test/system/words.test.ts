/**
 * The wording fixes of issue 22 point 11, held in the language files and the docs so they cannot
 * come back: no "captain(s)" plurals (counts take their forms, plural.ts), no rule codes shown as
 * words (MinSTR, AdvSTR; "Crew casualties", not "CREW casualties"), Salt'n'Tar's moves in the
 * scene's centimetres first and the rules' inches after, and the wind compass where the README
 * says it is. A chance never reads 100% or 0% while it can go either way: test/chat/chance.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages, lookup, ROOT, type LangTree } from '../support/render';

/** Every string of a language file, with its dotted key. */
function strings(tree: LangTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : strings(v, `${prefix}${k}.`),
  );
}

const LANGS = Object.entries(languages());

describe('the words a table reads', () => {
  it('count with plural forms, never with a bracketed ending', () => {
    for (const [lang, tree] of LANGS)
      for (const [key, text] of strings(tree))
        expect(text, `${lang}: ${key}`).not.toMatch(/\p{L}\((s|e|n|en|er|es|nen)\)/u);
  });

  it("show no rule code as a word; a hint may name the rules' term after saying what it means", () => {
    for (const [lang, tree] of LANGS) {
      for (const [key, text] of strings(tree).filter(([k]) => !k.endsWith('.hint')))
        expect(text, `${lang}: ${key}`).not.toMatch(/\b(min|adv)str\b/i);
      expect(lookup(tree, 'BROADSIDE.Special.Code.CREW')).not.toMatch(/CREW/);
    }
  });

  it("give Salt'n'Tar's moves in centimetres, with the rules' inches after", () => {
    for (const [lang, tree] of LANGS)
      for (const [key, text] of strings(tree).filter(([, t]) => t.includes('{inches}'))) {
        expect(text, `${lang}: ${key}`).toMatch(/\{cm\} cm/);
        expect(text.indexOf('{cm}'), `${lang}: ${key}`).toBeLessThan(text.indexOf('{inches}'));
      }
  });

  it('put the wind compass where the README says: the bottom right of the canvas', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toMatch(/compass at the bottom right of the canvas/);
    expect(readme).not.toMatch(/compass at the top/);
    const css = readFileSync(join(ROOT, 'styles/canvas.css'), 'utf8');
    const hud = /#broadside-wind-hud \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(hud).toMatch(/right:/);
    expect(hud).toMatch(/bottom:/);
    expect(hud).not.toMatch(/top:|left:/);
  });
});
