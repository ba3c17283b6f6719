/** Counted text in both languages: one plural-aware helper over the real language files. */
import { describe, expect, it } from 'vitest';
import { formatCount, pluralKey } from '../../src/plural';
import { answerText } from '../../src/authority/channel/answers';
import { format, lookup, type LangTree } from '../support/lang';
import { languages } from '../support/render';

function i18n(lang: 'en' | 'de') {
  const tree: LangTree = languages()[lang]!;
  const has = (key: string) => lookup(tree, key) !== undefined;
  return {
    lang,
    has,
    format: (key: string, data: Record<string, string> = {}) => format(lookup(tree, key) ?? key, data),
  };
}

describe('a counted text', () => {
  it('takes the form its count calls for, in English and in German', () => {
    const en = i18n('en');
    const de = i18n('de');
    expect(formatCount(en, 'BROADSIDE.Event.speedBoxes', 1, { n: 1, cause: 'hull hits' })).toBe(
      '1 secondary speed box struck (hull hits)',
    );
    expect(formatCount(en, 'BROADSIDE.Event.speedBoxes', 3, { n: 3, cause: 'hull hits' })).toBe(
      '3 secondary speed boxes struck (hull hits)',
    );
    expect(formatCount(de, 'BROADSIDE.Sailing.saltntar.sinking', 1, { turns: 1 })).toBe('Sinkt in 1 Runde');
    expect(formatCount(de, 'BROADSIDE.Sailing.saltntar.sinking', 2, { turns: 2 })).toBe('Sinkt in 2 Runden');
    expect(formatCount(en, 'BROADSIDE.Deck.shipCount', 0, { count: 0 })).toBe('0 ships');
  });

  it("words the duel's counts for one and for more", () => {
    const en = i18n('en');
    const de = i18n('de');
    expect(formatCount(en, 'BROADSIDE.Duel.State.held', 1, { n: 1 })).toBe('Held (1 turn)');
    expect(formatCount(en, 'BROADSIDE.Duel.State.held', 2, { n: 2 })).toBe('Held (2 turns)');
    expect(formatCount(de, 'BROADSIDE.Duel.State.underwater', 1, { n: 1 })).toBe('Unter Wasser (1 Runde)');
    expect(formatCount(en, 'BROADSIDE.Duel.Card.hpLost', 1, { n: 1 })).toBe('1 hit point');
    expect(formatCount(de, 'BROADSIDE.Duel.Card.attacksAboard', 1, { n: 1 })).toBe(
      '1 weiterer erfolgreicher Angriff an Bord',
    );
    expect(formatCount(en, 'BROADSIDE.Duel.Card.hours', 1, { n: 1 })).toBe('for 1 hour');
    expect(formatCount(de, 'BROADSIDE.Duel.Card.fall', 3, { n: 3 })).toBe('Ein Sturz von 3 Punkten.');
  });

  it('leaves a key without forms as it is', () => {
    expect(pluralKey('BROADSIDE.Event.damagePoints', 1, 'en', i18n('en').has)).toBe('BROADSIDE.Event.damagePoints');
  });

  it("words the desk's answers with a count", () => {
    const en = i18n('en');
    expect(answerText({ ok: true, code: 'shipsPlaced', data: { count: '1' } } as never, en.format, en.has, 'en')).toBe(
      '1 ship placed.',
    );
    expect(answerText({ ok: true, code: 'shipsPlaced', data: { count: '2' } } as never, en.format, en.has, 'en')).toBe(
      '2 ships placed.',
    );
  });

  it('is the form every language file gives with forms in the other', () => {
    // A key with forms in one language has them in the other, so no reader gets an object.
    const en = languages().en!;
    const de = languages().de!;
    const forms = (tree: LangTree, path = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'object' ? ('other' in v ? [`${path}${k}`] : forms(v, `${path}${k}.`)) : [],
      );
    expect(forms(de).sort()).toEqual(forms(en).sort());
    expect(forms(en).length).toBeGreaterThan(10);
  });
});
