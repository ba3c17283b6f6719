import { describe, it, expect } from 'vitest';
import {
  GALLEY_BASE_FACTORS,
  GALLEY_BOW_CHASER_DICE,
  GALLEY_SPRINT_TURNS,
  galleyMove,
  galleyTurnCost,
} from '../../../src/rules/kmh';
import { script } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

describe('galleys (§16)', () => {
  it('have the three sizes', () => {
    expect(GALLEY_BASE_FACTORS).toEqual({ big: 25, medium: 20, little: 15 });
  });
  it('row basic + d6, or + 2d6 for five turns', () => {
    expect(galleyMove(10, false, 0, script(3))).toEqual({ faces: [3], distance: 13, sprintsUsed: 0 });
    expect(galleyMove(10, true, 4, script(3, 4))).toEqual({ faces: [3, 4], distance: 17, sprintsUsed: 5 });
    expect(() => galleyMove(10, true, 5, script(1, 1))).toThrow(/sprint/);
  });
  it("lose 2 cm per compass point turned: the rule wins over the text's 8 cm for 90° (decision galley-turn)", () => {
    expect(galleyTurnCost(90)).toBe(4);
    expect(galleyTurnCost(45)).toBe(2);
    expect(galleyTurnCost(50)).toBe(4);
    expect(galleyTurnCost(0)).toBe(0);
  });
});

describe('galleys at their edges', () => {
  it('refuses a sprint with none left, a turn that is not 0° or more, and numbers out of range', () => {
    expectRefusal(() => galleyMove(10, true, 5, script(1, 1)), 'NoSprintLeft');
    expect(galleyMove(10, false, 5, script(2))).toEqual({ faces: [2], distance: 12, sprintsUsed: 5 });
    expectInvalidNumber(() => galleyMove(10, false, 6, script(2)), 'sprints used', 0, GALLEY_SPRINT_TURNS);
    expectInvalidNumber(() => galleyMove(41, false, 0, script(2)), 'basic speed', 0, 40);
    expectRefusal(() => galleyTurnCost(-1), 'InvalidAngle');
    expectRefusal(() => galleyTurnCost(Number.NaN), 'InvalidAngle');
  });
  it('counts a part point whole, but not a hair over a whole one', () => {
    expect(galleyTurnCost(1)).toBe(2);
    expect(galleyTurnCost(45)).toBe(2);
    expect(galleyTurnCost(45.5)).toBe(4);
    expect(galleyTurnCost(180)).toBe(8);
  });
  it('name their chasers and sprints', () => {
    expect(GALLEY_BOW_CHASER_DICE).toBe(3);
    expect(GALLEY_SPRINT_TURNS).toBe(5);
  });
});
