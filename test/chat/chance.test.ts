import { describe, expect, it } from 'vitest';
import { chance } from '../../src/chance';

describe('a chance as the table reads it', () => {
  it('reads whole percentages', () => {
    expect(chance(0.4225)).toBe('42%');
    expect(chance(0.325)).toBe('33%');
    expect(chance(0.65)).toBe('65%');
    expect(chance(0.005)).toBe('1%');
  });

  it('never rounds what can still happen to 0%, nor what can still fail to 100%', () => {
    expect(chance(0.004)).toBe('<1%');
    expect(chance(1e-9)).toBe('<1%');
    expect(chance(0.996)).toBe('>99%');
    expect(chance(1 - 1e-9)).toBe('>99%');
    // 18 dice hitting on a 5 or 6: no hit at all is (2/3)^18, about 0.07%.
    expect(chance(1 - (2 / 3) ** 18)).toBe('>99%');
  });

  it('reads 0% and 100% only for the impossible and the certain, floating point drift included', () => {
    expect(chance(0)).toBe('0%');
    expect(chance(1)).toBe('100%');
    expect(chance(0.1 + 0.2 + 0.7)).toBe('100%');
    expect(chance(1 - (0.1 + 0.2 + 0.7))).toBe('0%');
  });
});
