import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  RANGE_BANDS,
  RANGE_TABLE,
  checkShot,
  effectiveGunner,
  gunnerModifiers,
  hitOdds,
  hitsFor,
  judgeRoll,
  rollHitRate,
  type RangeBand,
} from '../../../src/rules/kyngesreach';
import { expectRefusal } from '../refusal';

const base = { gunner: 12, gauge: 0, range: 'standard' as RangeBand, called: null, dismasted: 0, damage: 0, morale: 0 };

describe('the Gunner roll', () => {
  it('names every modifier and leaves out the zeros', () => {
    expect(gunnerModifiers(base)).toEqual([]);
    const setup = {
      ...base,
      gauge: 1,
      range: 'extreme' as const,
      called: 'mast' as const,
      dismasted: 5,
      damage: -2,
      morale: 3,
    };
    expect(gunnerModifiers(setup)).toEqual([
      { key: 'gauge', value: 1 },
      { key: 'range', value: -4 },
      { key: 'called', value: -6 },
      { key: 'dismasted', value: 5 },
      { key: 'damage', value: -2 },
      { key: 'morale', value: 3 },
    ]);
    expect(effectiveGunner(setup)).toBe(9);
    expect(effectiveGunner({ ...base, range: 'close' })).toBe(13);
  });

  it('refuses a morale modifier past 5 either way (decision kr-damage-modifier)', () => {
    expectRefusal(() => gunnerModifiers({ ...base, morale: 6 }), 'InvalidNumber');
    expectRefusal(() => gunnerModifiers({ ...base, morale: -6 }), 'InvalidNumber');
    expect(gunnerModifiers({ ...base, morale: -5 })).toEqual([{ key: 'morale', value: -5 }]);
  });

  it('reads the hit rate: nothing on a failure, 100% on any critical success (decision kr-critical-gunner)', () => {
    expect(rollHitRate(judgeRoll(12, 13))).toBe(0);
    expect(rollHitRate(judgeRoll(12, 18))).toBe(0);
    expect(rollHitRate(judgeRoll(12, 12))).toBe(10);
    expect(rollHitRate(judgeRoll(12, 8))).toBe(50);
    expect(rollHitRate(judgeRoll(12, 4))).toBe(100);
    expect(rollHitRate(judgeRoll(2, 4))).toBe(100);
    expect(rollHitRate(judgeRoll(16, 6))).toBe(100);
  });

  it('multiplies by the guns, rounds down and caps by the band (decision kr-cap-rounding)', () => {
    expect(hitsFor(10, 12, 'standard')).toBe(1);
    expect(hitsFor(25, 12, 'standard')).toBe(3);
    expect(hitsFor(75, 12, 'close')).toBe(9);
    expect(hitsFor(100, 12, 'long')).toBe(6);
    expect(hitsFor(100, 12, 'extreme')).toBe(3);
    expect(hitsFor(100, 13, 'extreme')).toBe(3);
    expect(hitsFor(10, 9, 'standard')).toBe(0);
    expect(hitsFor(10, 10, 'standard')).toBe(1);
    expectRefusal(() => hitsFor(10, -1, 'standard'), 'InvalidNumber');
  });

  it('checks called shots against the range and the ammunition (decision kr-called-ammo)', () => {
    expect(() => checkShot('extreme', null, 'round')).not.toThrow();
    expect(() => checkShot('close', 'mast', 'bar')).not.toThrow();
    expectRefusal(() => checkShot('standard', null, 'chain'), 'KrAmmoNeedsCall', { ammunition: 'chain' });
    expectRefusal(() => checkShot('long', 'rudder', 'round'), 'KrAimedOutOfRange', { range: 'long' });
    expectRefusal(() => checkShot('extreme', 'deck', 'grape'), 'KrAimedOutOfRange');
    expectRefusal(() => checkShot('standard', 'rigging', 'round'), 'KrWrongAmmo', { need: 'chain', loaded: 'round' });
  });
});

describe('the exact odds of hits', () => {
  it('works a Sojourner broadside at standard range by hand', () => {
    // Skill 13 (12 and the gauge), 12 guns: 3-5 all 12 hits, 6-7 nine, 8-9 six, 10-11 three, 12-13 one, 14+ none.
    const odds = hitOdds(13, 12, 'standard');
    expect(odds[12]).toBeCloseTo(10 / 216, 12);
    expect(odds[9]).toBeCloseTo(25 / 216, 12);
    expect(odds[6]).toBeCloseTo(46 / 216, 12);
    expect(odds[3]).toBeCloseTo(54 / 216, 12);
    expect(odds[1]).toBeCloseTo(46 / 216, 12);
    expect(odds[0]).toBeCloseTo(35 / 216, 12);
    expect(odds.filter((p) => p > 0)).toHaveLength(6);
  });

  it('agrees with every one of the 216 throws, counted one by one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 25 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom(...RANGE_BANDS),
        (skill, guns, range) => {
          const counted = new Array<number>(guns + 1).fill(0);
          for (let a = 1; a <= 6; a++)
            for (let b = 1; b <= 6; b++)
              for (let c = 1; c <= 6; c++) {
                counted[hitsFor(rollHitRate(judgeRoll(skill, a + b + c)), guns, range)]! += 1;
              }
          const odds = hitOdds(skill, guns, range);
          odds.forEach((p, n) => expect(p).toBeCloseTo(counted[n]! / 216, 12));
        },
      ),
    );
  });

  it('sums to 1 and never gives more hits than the guns or the band allow', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 30 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(...RANGE_BANDS),
        (skill, guns, range) => {
          const odds = hitOdds(skill, guns, range);
          expect(odds.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
          const most = odds.reduce((m, p, n) => (p > 0 ? n : m), 0);
          expect(most).toBeLessThanOrEqual(guns);
          expect(most * 100).toBeLessThanOrEqual(RANGE_TABLE[range].maxRate * guns);
        },
      ),
    );
  });

  it('never falls as the skill rises: the chance of at least n hits grows with skill', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 25 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(...RANGE_BANDS),
        (skill, guns, range) => {
          const lo = hitOdds(skill, guns, range);
          const hi = hitOdds(skill + 1, guns, range);
          for (let n = 0; n <= guns; n++) {
            const tail = (o: number[]) => o.slice(n).reduce((a, b) => a + b, 0);
            expect(tail(hi)).toBeGreaterThanOrEqual(tail(lo) - 1e-12);
          }
        },
      ),
    );
  });
});
