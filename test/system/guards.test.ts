import { describe, expect, it } from 'vitest';
import { isId, isObject, isOneOf } from '../../src/guards';
import { optionList } from '../../src/sheets/option-list';
import { isApplicable } from '../../src/data/card-apply';

describe('the shared checks of outside values', () => {
  it('isObject takes plain objects only', () => {
    expect(isObject({ a: 1 })).toBe(true);
    expect(isObject(null)).toBe(false);
    expect(isObject([1])).toBe(false);
    expect(isObject('x')).toBe(false);
  });

  it('isOneOf takes only the listed words', () => {
    expect(isOneOf('fore', ['fore', 'main'] as const)).toBe(true);
    expect(isOneOf('mizzen', ['fore', 'main'] as const)).toBe(false);
    expect(isOneOf(1, ['1'] as const)).toBe(false);
  });

  it('isId takes a non-empty string of at most 64 characters', () => {
    expect(isId('a')).toBe(true);
    expect(isId('x'.repeat(64))).toBe(true);
    expect(isId('x'.repeat(65))).toBe(false);
    expect(isId('')).toBe(false);
    expect(isId(7)).toBe(false);
  });
});

describe('optionList', () => {
  it('labels each value under the prefix and selects the chosen one', () => {
    expect(optionList(['round', 'grape'], 'grape', 'BROADSIDE.Shot')).toEqual([
      { value: 'round', label: 'BROADSIDE.Shot.round', selected: false },
      { value: 'grape', label: 'BROADSIDE.Shot.grape', selected: true },
    ]);
  });
});

describe('isApplicable', () => {
  it('is true for a card with changes or a choice, false for one with neither', () => {
    const choice = { chooserUuid: 'Actor.x', options: [], made: null };
    expect(isApplicable({ changes: [], choice: null })).toBe(false);
    expect(isApplicable({ changes: [], choice })).toBe(true);
    expect(isApplicable({ changes: [{ actorUuid: 'Actor.x', name: 'X' }] })).toBe(true);
  });
});
