import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { broadsideOdds, hitDistribution } from '../../../src/rules/kmh';
import { RulesError } from '../../../src/rules/errors';

/** Every outcome of n d6, enumerated: the exact reference for small pools. */
function enumerate(n: number, toHit: number) {
  const hits = new Array<number>(n + 1).fill(0);
  let special = 0;
  let sixes = 0;
  const total = 6 ** n;
  for (let code = 0; code < total; code++) {
    let h = 0;
    let s = 0;
    for (let i = 0, c = code; i < n; i++, c = Math.floor(c / 6)) {
      const face = (c % 6) + 1;
      if (face >= toHit) h++;
      if (face === 6) s++;
    }
    hits[h]! += 1 / total;
    special += Math.min(h, 10) / 10 / total;
    sixes += s / total;
  }
  return { hits, special, sixes };
}

describe('exact odds of a broadside', () => {
  it.each([
    [1, 2],
    [3, 4],
    [5, 6],
    [6, 3],
  ])('%s dice needing %s+ match full enumeration', (n, toHit) => {
    const ref = enumerate(n, toHit);
    const odds = broadsideOdds(n, toHit, 'rigging', 'long');
    odds.hits.forEach((p, k) => expect(p).toBeCloseTo(ref.hits[k]!, 12));
    expect(odds.special).toBeCloseTo(ref.special, 12);
    expect(odds.expectedSecondaryBoxes).toBeCloseTo(ref.sixes, 12);
  });
  it('gives a distribution that sums to one, with mean n·p', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 2, max: 6 }), (n, toHit) => {
        const d = hitDistribution(n, toHit);
        expect(d.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
        expect(broadsideOdds(n, toHit, 'hull', 'medium').expectedHits).toBeCloseTo((n * (7 - toHit)) / 6, 9);
      }),
    );
  });
  it('makes every hit a box on the rigging at extreme range, and a sure special with ten hits', () => {
    const odds = broadsideOdds(12, 6, 'rigging', 'extreme');
    expect(odds.expectedDamagePoints).toBe(0);
    expect(broadsideOdds(10, 2, 'hull', 'pointBlank').special).toBeGreaterThan(broadsideOdds(10, 3, 'hull', 'short').special);
    expect(broadsideOdds(0, 4, 'hull', 'medium')).toMatchObject({ hits: [1], special: 0 });
  });
  it('rejects an impossible to-hit number', () => {
    expect(() => hitDistribution(4, 7)).toThrow(RulesError);
  });
});
