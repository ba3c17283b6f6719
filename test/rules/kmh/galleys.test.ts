import { describe, it, expect } from 'vitest';
import { GALLEY_BASE_FACTORS, galleyMove, galleyTurnCost } from '../../../src/rules/kmh';
import { script } from './helpers';

describe('galleys (§16)', () => {
  it('have the three sizes', () => {
    expect(GALLEY_BASE_FACTORS).toEqual({ big: 25, medium: 20, little: 15 });
  });
  it('row basic + d6, or + 2d6 for five turns', () => {
    expect(galleyMove(10, false, 0, script(3))).toEqual({ faces: [3], distance: 13, sprintsUsed: 0 });
    expect(galleyMove(10, true, 4, script(3, 4))).toEqual({ faces: [3, 4], distance: 17, sprintsUsed: 5 });
    expect(() => galleyMove(10, true, 5, script(1, 1))).toThrow(/sprint/);
  });
  it('lose 2 cm per compass point turned: the rule wins over the text\'s 8 cm for 90° (decision galley-turn)', () => {
    expect(galleyTurnCost(90)).toBe(4);
    expect(galleyTurnCost(45)).toBe(2);
    expect(galleyTurnCost(50)).toBe(4);
    expect(galleyTurnCost(0)).toBe(0);
  });
});
