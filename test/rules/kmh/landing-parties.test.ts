import { describe, it, expect } from 'vitest';
import {
  COVER_SAVES,
  LANDING_BASE_DP,
  LANDING_FIRE_RANGE_CM,
  LANDING_MOVE_CM,
  MELEE_FALL_BACK_CM,
  landingBaseDamagePoints,
  landingFire,
  landingMelee,
  saveHits,
  shipFireAshore,
} from '../../../src/rules/kmh';
import { script } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

describe('landing parties (§20)', () => {
  it('have damage points by kind', () => {
    expect(LANDING_BASE_DP).toEqual({ veteran: 8, regular: 6, landingParty: 4, militia: 4 });
    expect(landingBaseDamagePoints('landingParty', true)).toBe(5);
    expect(landingBaseDamagePoints('militia', true)).toBe(4);
  });
  it('save by cover', () => {
    expect(COVER_SAVES).toEqual({ impressive: 2, hard: 3, soft: 5, open: null });
    expect(saveHits(3, 'hard', script(2, 3, 6))).toEqual({ faces: [2, 3, 6], saved: 2, damagePoints: 1 });
    expect(saveHits(2, 'open', script())).toEqual({ faces: [], saved: 0, damagePoints: 2 });
  });
  it('fire one d6 needing a 6; elite re-throw a miss (decision landing-elite-rethrow)', () => {
    expect(landingFire(false, 'open', script(5))).toMatchObject({ hit: false });
    expect(landingFire(true, 'soft', script(5, 6, 4))).toMatchObject({
      faces: [5, 6],
      hit: true,
      save: { damagePoints: 1 },
    });
  });
  it("take ships' fire on sixes only", () => {
    expect(shipFireAshore(4, 'open', script(6, 5, 6, 1))).toMatchObject({ hits: 2, save: { damagePoints: 2 } });
  });
  it('melee on a d6 per DP, sixes hitting; most damage wins (decision melee-tie)', () => {
    const r = landingMelee(
      { damagePointsLeft: 2, cover: 'open' },
      { damagePointsLeft: 2, cover: 'open' },
      script(6, 6, 6, 1),
    );
    expect(r).toMatchObject({ damageToA: 1, damageToB: 2, winner: 'a' });
    expect(
      landingMelee({ damagePointsLeft: 1, cover: 'open' }, { damagePointsLeft: 1, cover: 'open' }, script(1, 1)).winner,
    ).toBeNull();
  });
});

describe('landing parties at their edges', () => {
  it('refuse an unknown kind of base and numbers out of range', () => {
    expectRefusal(() => landingBaseDamagePoints('marines' as 'militia'), 'UnknownBase', undefined, ['"marines"']);
    expectInvalidNumber(() => saveHits(-1, 'hard', script()), 'hits', 0);
    expectInvalidNumber(() => shipFireAshore(81, 'open', script()), 'pool', 0, 80);
    expectInvalidNumber(
      () => landingMelee({ damagePointsLeft: 21, cover: 'open' }, { damagePointsLeft: 1, cover: 'open' }, script()),
      'damage points left',
      0,
      20,
    );
    expectInvalidNumber(
      () => landingMelee({ damagePointsLeft: 1, cover: 'open' }, { damagePointsLeft: -1, cover: 'open' }, script(1)),
      'damage points left',
      0,
      20,
    );
  });
  it('give the elite bonus to landing parties only', () => {
    expect(landingBaseDamagePoints('veteran', true)).toBe(8);
    expect(landingBaseDamagePoints('landingParty')).toBe(4);
    expect(landingBaseDamagePoints('regular', false)).toBe(6);
  });
  it("save on the cover's number or more", () => {
    expect(saveHits(2, 'soft', script(4, 5))).toEqual({ faces: [4, 5], saved: 1, damagePoints: 1 });
    expect(saveHits(2, 'impressive', script(1, 2))).toEqual({ faces: [1, 2], saved: 1, damagePoints: 1 });
  });
  it('an elite base re-throws only a miss, and a first 6 stands', () => {
    expect(landingFire(true, 'open', script(6))).toEqual({
      faces: [6],
      hit: true,
      save: { faces: [], saved: 0, damagePoints: 1 },
    });
    expect(landingFire(true, 'open', script(2, 3))).toEqual({
      faces: [2, 3],
      hit: false,
      save: { faces: [], saved: 0, damagePoints: 0 },
    });
    expect(landingFire(false, 'hard', script(6, 2))).toEqual({
      faces: [6],
      hit: true,
      save: { faces: [2], saved: 0, damagePoints: 1 },
    });
  });
  it("ships' fire hits on sixes only, then the cover saves", () => {
    expect(shipFireAshore(3, 'hard', script(6, 5, 6, 3, 1))).toEqual({
      faces: [6, 5, 6],
      hits: 2,
      save: { faces: [3, 1], saved: 1, damagePoints: 1 },
    });
  });
  it("melee: each side's sixes hurt the other, saved by the other's cover; b can win", () => {
    const r = landingMelee(
      { damagePointsLeft: 1, cover: 'hard' },
      { damagePointsLeft: 2, cover: 'open' },
      script(5, 6, 6, 1, 3),
    );
    expect(r).toEqual({ aFaces: [5], bFaces: [6, 6], damageToA: 1, damageToB: 0, winner: 'b' });
    expect([LANDING_MOVE_CM, LANDING_FIRE_RANGE_CM, MELEE_FALL_BACK_CM]).toEqual([6, 5, 6]);
  });
});
