import { describe, it, expect } from 'vitest';
import {
  CHAIN_MOVES,
  breakChain,
  chainRating,
  spotChain,
} from '../../../src/rules/kmh';
import { script } from './helpers';

describe('defensive chains (§19.6–19.10)', () => {
  it('rates ships by their rate number, small vessels 6', () => {
    expect(['first', 'third', 'sixth', 'sloop', 'cutter'].map(chainRating)).toEqual([1, 3, 6, 6, 6]);
  });
  it('holds a ship when d6 − rating falls below 0; otherwise it breaks through for 2 cm and twice the result in DP', () => {
    expect(breakChain('fifth', 0, script(4))).toEqual({ roll: 4, result: -1, broken: false, moveLostCm: 0, damagePoints: 0 });
    expect(breakChain('first', 0, script(4))).toEqual({ roll: 4, result: 3, broken: true, moveLostCm: 2, damagePoints: 6 });
    expect(breakChain('first', -2, script(3)).result).toBe(0);
  });
  it('takes one move to lower and three to raise', () => {
    expect(CHAIN_MOVES).toEqual({ lower: 1, raise: 3 });
  });
  it('is spotted on 5–6, less one per 10 cm away', () => {
    expect(spotChain(5, script(5)).spotted).toBe(true);
    expect(spotChain(12, script(5)).spotted).toBe(false);
  });
});
