import { describe, it, expect } from 'vitest';
import {
  COVER_SAVES,
  LANDING_BASE_DP,
  landingBaseDamagePoints,
  landingFire,
  landingMelee,
  saveHits,
  shipFireAshore,
} from '../../../src/rules/kmh';
import { script } from './helpers';

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
    expect(landingFire(true, 'soft', script(5, 6, 4))).toMatchObject({ faces: [5, 6], hit: true, save: { damagePoints: 1 } });
  });
  it('take ships\' fire on sixes only', () => {
    expect(shipFireAshore(4, 'open', script(6, 5, 6, 1))).toMatchObject({ hits: 2, save: { damagePoints: 2 } });
  });
  it('melee on a d6 per DP, sixes hitting; most damage wins (decision melee-tie)', () => {
    const r = landingMelee({ damagePointsLeft: 2, cover: 'open' }, { damagePointsLeft: 2, cover: 'open' }, script(6, 6, 6, 1));
    expect(r).toMatchObject({ damageToA: 1, damageToB: 2, winner: 'a' });
    expect(landingMelee({ damagePointsLeft: 1, cover: 'open' }, { damagePointsLeft: 1, cover: 'open' }, script(1, 1)).winner).toBeNull();
  });
});
