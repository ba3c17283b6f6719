import { describe, it, expect } from 'vitest';
import { CHAIN_MOVES, breakChain, chainRating, spotChain } from '../../../src/rules/kmh';
import { script } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

describe('defensive chains (§19.6–19.10)', () => {
  it('rates ships by their rate number, small vessels 6', () => {
    expect(['first', 'third', 'sixth', 'sloop', 'cutter'].map(chainRating)).toEqual([1, 3, 6, 6, 6]);
  });
  it('holds a ship when d6 − rating falls below 0; otherwise it breaks through for 2 cm and twice the result in DP', () => {
    expect(breakChain('fifth', 0, script(4))).toEqual({
      roll: 4,
      result: -1,
      broken: false,
      moveLostCm: 0,
      damagePoints: 0,
    });
    expect(breakChain('first', 0, script(4))).toEqual({
      roll: 4,
      result: 3,
      broken: true,
      moveLostCm: 2,
      damagePoints: 6,
    });
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

describe('chains at their edges', () => {
  it('refuses an unknown rate and numbers out of range', () => {
    expectRefusal(() => chainRating('galleon'), 'UnknownRate', { rate: 'galleon' });
    expectInvalidNumber(() => breakChain('fifth', 7, script(1)), 'chain modifier', -6, 6);
    expectInvalidNumber(() => breakChain('fifth', -7, script(1)), 'chain modifier', -6, 6);
    expectInvalidNumber(() => spotChain(-1, script(6)), 'distance to the chain', 0, 1000);
    expectInvalidNumber(() => spotChain(1001, script(6)), 'distance to the chain', 0, 1000);
  });
  it('rates every rate from 1st to 6th by its number, the rest as 6', () => {
    expect(['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'gunBrig'].map(chainRating)).toEqual([
      1, 2, 3, 4, 5, 6, 6,
    ]);
  });
  it('a result of exactly 0 breaks through for no damage', () => {
    expect(breakChain('fifth', 0, script(5))).toEqual({
      roll: 5,
      result: 0,
      broken: true,
      moveLostCm: 2,
      damagePoints: 0,
    });
    expect(breakChain('fifth', 1, script(5))).toEqual({
      roll: 5,
      result: 1,
      broken: true,
      moveLostCm: 2,
      damagePoints: 2,
    });
  });
  it('spots on a modified 5: a full 10 cm costs one, 9.9 cm none', () => {
    expect(spotChain(9.9, script(5))).toEqual({ roll: 5, modified: 5, spotted: true });
    expect(spotChain(10, script(6))).toEqual({ roll: 6, modified: 5, spotted: true });
    expect(spotChain(10, script(5))).toEqual({ roll: 5, modified: 4, spotted: false });
    expect(spotChain(0, script(4)).spotted).toBe(false);
  });
});
