import { describe, it, expect } from 'vitest';
import {
  fendOffFireship,
  fireshipCaptainTorches,
  fireshipExplosionTest,
  fireshipFireTests,
  fireshipMove,
} from '../../../src/rules/kmh';
import { script } from './helpers';

describe('fireships (§17)', () => {
  it('lose a d6 of their move and make a quarter of it downwind until wind astern (decision fireship-drift)', () => {
    expect(fireshipMove(14, false, script(2))).toEqual({ roll: 2, distance: 12, onCourse: 9, downwind: 3 });
    expect(fireshipMove(14, true, script(2)).downwind).toBe(0);
  });
  it('blow up on a 6 at the end of the turn', () => {
    expect(fireshipExplosionTest(script(6)).explodes).toBe(true);
    expect(fireshipExplosionTest(script(5)).explodes).toBe(false);
  });
  it('KMH example "A hot night!": elite crew, 2d6 = 9, − 2 − 6 for 12 cm = 1: fended off, and a fire test all the same', () => {
    const r = fendOffFireship({ nationalClass: 'jollyJackTars', quality: 'elite' }, 12, script(4, 5));
    expect(r).toEqual({ faces: [4, 5], result: 1, fendedOff: true, defenderFireTest: true });
  });
  it('take crew penalties by class (decision fend-off-crews)', () => {
    expect(fendOffFireship({ nationalClass: 'sansCulottes', quality: 'average' }, 2, script(2, 2)).result).toBe(0);
    expect(fendOffFireship({ nationalClass: 'landlubbers', quality: 'poor' }, 0, script(3, 2)).fendedOff).toBe(true);
  });
  it('take a fire test for every five DP, and are torched by elite captains on 5–6, average on 6, poor never', () => {
    expect(fireshipFireTests(3, 12)).toBe(2);
    expect(fireshipCaptainTorches('elite', script(5)).torches).toBe(true);
    expect(fireshipCaptainTorches('average', script(5)).torches).toBe(false);
    expect(fireshipCaptainTorches('poor', script())).toEqual({ roll: null, torches: false });
  });
});
