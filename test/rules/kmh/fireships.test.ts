import { describe, it, expect } from 'vitest';
import {
  FIRESHIP_BLAST_RADIUS_CM,
  fendOffFireship,
  fendOffPenalty,
  fireshipCaptainTorches,
  fireshipExplosionTest,
  fireshipFireTests,
  fireshipMove,
} from '../../../src/rules/kmh';
import { script } from './helpers';
import { expectInvalidNumber } from '../refusal';

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

describe('fireships at their edges', () => {
  it('refuse numbers out of range', () => {
    expectInvalidNumber(() => fireshipMove(101, false, script(1)), 'distance', 0, 100);
    expectInvalidNumber(
      () => fendOffFireship({ nationalClass: 'sansCulottes', quality: 'average' }, 101, script(1, 1)),
      'distance the fireship moved',
      0,
      100,
    );
    expectInvalidNumber(() => fireshipFireTests(-1, 3), 'damage before', 0);
    expectInvalidNumber(() => fireshipFireTests(5, 4), 'damage after', 5);
  });
  it('never move backwards, and drift a quarter of the move rounded down', () => {
    expect(fireshipMove(3, false, script(6))).toEqual({ roll: 6, distance: 0, onCourse: 0, downwind: 0 });
    expect(fireshipMove(10, false, script(3))).toEqual({ roll: 3, distance: 7, onCourse: 6, downwind: 1 });
    expect(fireshipMove(7, false, script(1))).toEqual({ roll: 1, distance: 6, onCourse: 5, downwind: 1 });
  });
  it('penalise crews by class: elite 2 of any class, Jolly Jack Tars 2, Sans Culottes 3, Landlubbers 4', () => {
    expect(fendOffPenalty('landlubbers', 'elite')).toBe(2);
    expect(fendOffPenalty('sansCulottes', 'elite')).toBe(2);
    expect(fendOffPenalty('jollyJackTars', 'poor')).toBe(2);
    expect(fendOffPenalty('sansCulottes', 'poor')).toBe(3);
    expect(fendOffPenalty('landlubbers', 'average')).toBe(4);
  });
  it('are fended off above zero only, with a point off for every full 2 cm moved', () => {
    const crew = { nationalClass: 'jollyJackTars', quality: 'average' } as const;
    expect(fendOffFireship(crew, 3, script(1, 2))).toEqual({
      faces: [1, 2],
      result: 0,
      fendedOff: false,
      defenderFireTest: true,
    });
    expect(fendOffFireship(crew, 1.9, script(1, 2))).toMatchObject({ result: 1, fendedOff: true });
  });
  it('take a fire test per multiple of five passed, none within one', () => {
    expect(fireshipFireTests(5, 9)).toBe(0);
    expect(fireshipFireTests(4, 5)).toBe(1);
    expect(fireshipFireTests(0, 0)).toBe(0);
    expect(FIRESHIP_BLAST_RADIUS_CM).toBe(10);
  });
  it('are torched by an elite captain on 5, not on 4; by an average one on 6', () => {
    expect(fireshipCaptainTorches('elite', script(4))).toEqual({ roll: 4, torches: false });
    expect(fireshipCaptainTorches('average', script(6))).toEqual({ roll: 6, torches: true });
    expect(fireshipExplosionTest(script(6))).toEqual({ roll: 6, explodes: true });
  });
});
