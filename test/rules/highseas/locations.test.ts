import { describe, it, expect } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { RulesError } from '../../../src/rules/errors';
import {
  HIT_LOCATIONS,
  LOCATION_DATA,
  conditionFromLocation,
  locationForFace,
  locationState,
  rollHitLocation,
  uselessLimbEffects,
} from '../../../src/rules/highseas';

describe('hit location table', () => {
  it('covers every d20 face exactly once', () => {
    const counts = new Map<string, number>();
    for (let face = 1; face <= 20; face++) {
      const loc = locationForFace(face);
      counts.set(loc, (counts.get(loc) ?? 0) + 1);
    }
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(20);
    expect(new Set(counts.keys())).toEqual(new Set(HIT_LOCATIONS));
    expect(counts.get('head')).toBe(2);
  });

  it('rolls through the dice source', () => {
    const dice = new ScriptedDice([1, 20]);
    expect(rollHitLocation(dice)).toEqual({ face: 1, location: 'head' });
    expect(rollHitLocation(dice)).toEqual({ face: 20, location: 'leftLeg' });
    expect(dice.remaining).toBe(0);
  });

  it('refuses a face that is no d20 face', () => {
    expect(() => locationForFace(0)).toThrow(RulesError);
    expect(() => locationForFace(21)).toThrow(RulesError);
  });

  it('keeps the single-blow thresholds of the text', () => {
    expect(LOCATION_DATA.head.blowThreshold).toBe(2);
    expect(LOCATION_DATA.chest.blowThreshold).toBe(4);
    expect(LOCATION_DATA.leftArm.blowThreshold).toBe(3);
    expect(LOCATION_DATA.rightLeg.blowThreshold).toBe(3);
  });
});

describe('location state', () => {
  it('knocks out at half the hit points on a vital location and kills beyond', () => {
    // 11 hit points: half is 6, rounded up
    expect(locationState('head', 0, 11)).toBe('unhurt');
    expect(locationState('head', 5, 11)).toBe('wounded');
    expect(locationState('chest', 6, 11)).toBe('unconscious');
    expect(locationState('chest', 7, 11)).toBe('dead');
  });

  it('lames a limb at half the hit points or after a failed Endurance roll', () => {
    expect(locationState('leftArm', 5, 11)).toBe('wounded');
    expect(locationState('leftArm', 6, 11)).toBe('useless');
    expect(locationState('rightLeg', 20, 11)).toBe('useless');
    expect(locationState('rightLeg', 1, 11, true)).toBe('useless');
    expect(locationState('rightLeg', 0, 11)).toBe('unhurt');
  });

  it('passes knock-out and death on to the character', () => {
    expect(conditionFromLocation('dead')).toBe('dead');
    expect(conditionFromLocation('unconscious')).toBe('unconscious');
    expect(conditionFromLocation('useless')).toBe('active');
  });

  it('takes the hand from a useless arm and halves movement for a useless leg', () => {
    expect(uselessLimbEffects({})).toEqual({
      rightHandUsable: true,
      leftHandUsable: true,
      halfMove: false,
      longAttacksAllowed: true,
    });
    expect(uselessLimbEffects({ leftArm: true, rightLeg: true })).toEqual({
      rightHandUsable: true,
      leftHandUsable: false,
      halfMove: true,
      longAttacksAllowed: false,
    });
  });
});
