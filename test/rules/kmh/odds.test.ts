import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  boardingFireOdds,
  boardingShares,
  broadsideOdds,
  fireBroadside,
  hitDistribution,
  type BroadsidePlan,
  type RangeBand,
} from '../../../src/rules/kmh';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { RulesError } from '../../../src/rules/errors';
import { expectInvalidNumber } from '../refusal';

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
    expect(broadsideOdds(10, 2, 'hull', 'pointBlank').special).toBeGreaterThan(
      broadsideOdds(10, 3, 'hull', 'short').special,
    );
    expect(broadsideOdds(0, 4, 'hull', 'medium')).toMatchObject({ hits: [1], special: 0 });
  });
  it('rejects an impossible to-hit number', () => {
    expect(() => hitDistribution(4, 7)).toThrow(RulesError);
  });
});

describe('exact odds of a broadside fired into a boarding action', () => {
  /** Every outcome of n d6 run through the engine's firing and split rules: the exact reference. */
  function enumerateSplit(n: number, toHit: number, aim: 'hull' | 'rigging', range: RangeBand) {
    const total = 6 ** n;
    const ref = {
      targetHits: [] as number[],
      targetDp: 0,
      targetBoxes: 0,
      friendHit: 0,
      friendHits: 0,
      friendDp: 0,
      friendBoxes: 0,
    };
    const plan = { pool: n, toHit, aim, range, allHitsStrikeBoxes: range === 'extreme' } as BroadsidePlan;
    for (let code = 0; code < total; code++) {
      const faces: number[] = [];
      for (let i = 0, c = code; i < n; i++, c = Math.floor(c / 6)) faces.push((c % 6) + 1);
      const roll = fireBroadside(plan, new ScriptedDice([...faces, 10]));
      const { target, friend } = boardingShares(roll.hits, roll.damagePoints, roll.secondaryBoxes);
      ref.targetHits[target.hits] = (ref.targetHits[target.hits] ?? 0) + 1 / total;
      ref.targetDp += target.damagePoints / total;
      ref.targetBoxes += target.secondaryBoxes / total;
      if (friend.hits > 0) ref.friendHit += 1 / total;
      ref.friendHits += friend.hits / total;
      ref.friendDp += friend.damagePoints / total;
      ref.friendBoxes += friend.secondaryBoxes / total;
    }
    return ref;
  }
  const BAND_OF: Record<number, RangeBand> = { 2: 'pointBlank', 3: 'short', 4: 'medium', 5: 'long', 6: 'extreme' };

  it('matches enumeration of every roll through the engine’s split (every third hit on the friend)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom('hull' as const, 'rigging' as const),
        (n, toHit, aim) => {
          const range = BAND_OF[toHit]!;
          const ref = enumerateSplit(n, toHit, aim, range);
          const odds = boardingFireOdds(n, toHit, aim, range);
          odds.targetHits.forEach((p, t) => expect(p).toBeCloseTo(ref.targetHits[t] ?? 0, 10));
          expect(odds.targetHits).toHaveLength(ref.targetHits.length);
          expect(odds.expectedDamagePoints).toBeCloseTo(ref.targetDp, 10);
          expect(odds.expectedSecondaryBoxes).toBeCloseTo(ref.targetBoxes, 10);
          expect(odds.friendHit).toBeCloseTo(ref.friendHit, 10);
          expect(odds.expectedFriendHits).toBeCloseTo(ref.friendHits, 10);
          expect(odds.expectedFriendDamagePoints).toBeCloseTo(ref.friendDp, 10);
          expect(odds.expectedFriendSecondaryBoxes).toBeCloseTo(ref.friendBoxes, 10);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps every hit somewhere: the target’s and the friend’s shares add up to the broadside', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom('hull' as const, 'rigging' as const),
        (n, toHit, aim) => {
          const range = BAND_OF[toHit]!;
          const all = broadsideOdds(n, toHit, aim, range);
          const split = boardingFireOdds(n, toHit, aim, range);
          expect(split.targetHits.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
          expect(split.expectedTargetHits + split.expectedFriendHits).toBeCloseTo(all.expectedHits, 9);
          expect(split.expectedDamagePoints + split.expectedFriendDamagePoints).toBeCloseTo(
            all.expectedDamagePoints,
            9,
          );
          expect(split.expectedSecondaryBoxes + split.expectedFriendSecondaryBoxes).toBeCloseTo(
            all.expectedSecondaryBoxes,
            9,
          );
        },
      ),
    );
  });

  it('takes the friend’s hits from the DP first, then from the boxes', () => {
    expect(boardingShares(6, 1, 5)).toEqual({
      target: { hits: 4, damagePoints: 0, secondaryBoxes: 4 },
      friend: { hits: 2, damagePoints: 1, secondaryBoxes: 1 },
    });
    expect(boardingShares(2, 2, 0).friend.hits).toBe(0);
  });
});

describe('odds at their edges', () => {
  it('refuse a pool or to-hit number out of range, naming it', () => {
    expectInvalidNumber(() => hitDistribution(501, 4), 'pool', 0, 500);
    expectInvalidNumber(() => hitDistribution(4, 1), 'to-hit number', 2, 6);
    expectInvalidNumber(() => hitDistribution(4, 7), 'to-hit number', 2, 6);
  });
  it('a single die: the chance of its face', () => {
    expect(hitDistribution(1, 6)).toEqual([5 / 6, 1 / 6]);
    expect(hitDistribution(1, 2)[1]).toBeCloseTo(5 / 6, 15);
    expect(hitDistribution(2, 4)).toEqual([0.25, 0.5, 0.25]);
  });
  it('counts no more than ten hits toward the special check', () => {
    // Twelve dice hitting on 2+: at least ten hits is nearly sure, so the special is nearly sure too.
    const odds = broadsideOdds(12, 2, 'hull', 'pointBlank');
    const atLeastTen = odds.hits.slice(10).reduce((a, b) => a + b, 0);
    const below = odds.hits.slice(1, 10).reduce((a, p, i) => a + (p * (i + 1)) / 10, 0);
    expect(odds.special).toBeCloseTo(atLeastTen + below, 12);
    expect(odds.special).toBeLessThanOrEqual(1);
  });
  it('on the hull every hit is damage; on the rigging short of extreme a six in the hitting faces is a box', () => {
    const hull = broadsideOdds(6, 4, 'hull', 'medium');
    expect(hull.expectedSecondaryBoxes).toBe(0);
    expect(hull.expectedDamagePoints).toBeCloseTo(3, 12);
    const rigging = broadsideOdds(6, 4, 'rigging', 'medium');
    expect(rigging.expectedSecondaryBoxes).toBeCloseTo(1, 12);
    expect(rigging.expectedDamagePoints).toBeCloseTo(2, 12);
    expect(broadsideOdds(6, 6, 'rigging', 'extreme')).toMatchObject({ expectedDamagePoints: 0 });
    expect(broadsideOdds(6, 6, 'rigging', 'extreme').expectedSecondaryBoxes).toBeCloseTo(1, 12);
  });
  it('at extreme range on the rigging every hit is a box whatever the to-hit number, not only a six', () => {
    const odds = broadsideOdds(6, 4, 'rigging', 'extreme');
    expect(odds.expectedHits).toBeCloseTo(3, 12);
    expect(odds.expectedSecondaryBoxes).toBe(odds.expectedHits);
    expect(odds.expectedDamagePoints).toBe(0);
    const boarding = boardingFireOdds(3, 4, 'rigging', 'extreme');
    expect(boarding.expectedDamagePoints).toBe(0);
    expect(boarding.expectedFriendDamagePoints).toBe(0);
    // Three dice at 1/2: the target takes 1.5 − 1/8 boxes, the friend her third hit's box 1/8.
    expect(boarding.expectedSecondaryBoxes).toBeCloseTo(1.5 - 1 / 8, 12);
    expect(boarding.expectedFriendSecondaryBoxes).toBeCloseTo(1 / 8, 12);
  });
  it("into a boarding action: the friend takes every third hit of the hull's DP", () => {
    const odds = boardingFireOdds(3, 2, 'hull', 'pointBlank');
    // Three dice at 5/6 each: the friend is hit only with all three.
    expect(odds.friendHit).toBeCloseTo((5 / 6) ** 3, 12);
    expect(odds.expectedFriendHits).toBeCloseTo((5 / 6) ** 3, 12);
    expect(odds.expectedFriendDamagePoints).toBeCloseTo((5 / 6) ** 3, 12);
    expect(odds.expectedFriendSecondaryBoxes).toBe(0);
    expect(odds.targetHits).toHaveLength(3);
    expect(odds.expectedTargetHits + odds.expectedFriendHits).toBeCloseTo(2.5, 12);
    expect(odds.expectedSecondaryBoxes).toBe(0);
  });
  it('into a boarding action at extreme range on the rigging, every hit is a box', () => {
    const odds = boardingFireOdds(3, 6, 'rigging', 'extreme');
    expect(odds.expectedDamagePoints).toBe(0);
    expect(odds.expectedFriendDamagePoints).toBe(0);
    expect(odds.expectedSecondaryBoxes + odds.expectedFriendSecondaryBoxes).toBeCloseTo(0.5, 12);
    expect(odds.expectedFriendSecondaryBoxes).toBeCloseTo(1 / 216, 12);
  });
  it('with no dice there is nothing to share', () => {
    expect(boardingFireOdds(0, 4, 'hull', 'medium')).toEqual({
      targetHits: [1],
      expectedTargetHits: 0,
      expectedDamagePoints: 0,
      expectedSecondaryBoxes: 0,
      friendHit: 0,
      expectedFriendHits: 0,
      expectedFriendDamagePoints: 0,
      expectedFriendSecondaryBoxes: 0,
    });
  });
});
