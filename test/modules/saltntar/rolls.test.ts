import { describe, expect, it } from 'vitest';
import { sidesOf } from '../../../src/modules/saltntar/rolls';

describe('the sides of a luck roll (decision saltntar-sides)', () => {
  it('groups ship tokens into sides by disposition, in order of appearance', () => {
    const tokens = [
      { n: 'a', d: 1 },
      { n: 'b', d: -1 },
      { n: 'c', d: 1 },
    ];
    expect(sidesOf(tokens, (t) => String(t.d)).map((s) => [s.side, s.items.map((t) => t.n)])).toEqual([
      ['1', ['a', 'c']],
      ['-1', ['b']],
    ]);
  });
});
