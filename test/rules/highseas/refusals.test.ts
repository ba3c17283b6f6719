import { describe, expect, it } from 'vitest';
import {
  conditionFromDamage,
  halfHitPoints,
  leftHandParryBonus,
  locationForFace,
  locationState,
  maxHitPoints,
  movement,
  requireAttribute,
  seaRolls,
  strengthDamageAdjustment,
  weaponInHand,
  weaponStats,
  type FightingStyle,
} from '../../../src/rules/highseas';
import { expectInvalidNumber, expectRefusal } from '../refusal';

describe('what the High Seas rules refuse, and why', () => {
  it('an unknown weapon or fighting style, named', () => {
    expectRefusal(() => weaponStats('halberd'), 'UnknownWeapon', { id: 'halberd' }, ['"halberd"']);
    expectRefusal(
      () => leftHandParryBonus('spanish' as FightingStyle, 'cloak'),
      'UnknownFightingStyle',
      { style: 'spanish' },
      ['"spanish"'],
    );
  });
  it('attributes and hit points out of range, each named', () => {
    expectInvalidNumber(() => requireAttribute('wit', 19), 'wit', 3, 18);
    expectInvalidNumber(() => maxHitPoints({ endurance: 2 }), 'endurance', 3, 18);
    expectInvalidNumber(() => maxHitPoints({ endurance: 10 }, 41), 'hit point override', 1, 40);
    expectInvalidNumber(() => maxHitPoints({ endurance: 10 }, 0), 'hit point override', 1, 40);
    expect(maxHitPoints({ endurance: 10 }, 40)).toBe(40);
    expectInvalidNumber(() => halfHitPoints(0), 'hit points', 1, 40);
    expectInvalidNumber(() => conditionFromDamage(81, 10), 'damage', 0, 80);
    expectInvalidNumber(() => conditionFromDamage(-1, 10), 'damage', 0, 80);
    expect(conditionFromDamage(80, 40)).toBe('dead');
    expectInvalidNumber(
      () => movement({ dexterity: 19, endurance: 10, seamanship: 'none', acrobatics: 'none' }),
      'dexterity',
      3,
      18,
    );
    expectInvalidNumber(
      () => movement({ dexterity: 10, endurance: 2, seamanship: 'none', acrobatics: 'none' }),
      'endurance',
      3,
      18,
    );
    const sea = {
      strength: 10,
      dexterity: 10,
      endurance: 10,
      wit: 10,
      seamanship: 'none',
      acrobatics: 'none',
    } as const;
    expectInvalidNumber(() => seaRolls({ ...sea, weight: 11 }), 'weight', 0, 10);
    expectInvalidNumber(() => seaRolls({ ...sea, weight: -1 }), 'weight', 0, 10);
    expect(seaRolls({ ...sea, weight: 10 })).toEqual({ footing: 10, afloat: 0, surface: 0 });
  });
  it('hit locations: a face out of the d20 and damage out of range', () => {
    expectInvalidNumber(() => locationForFace(0), 'd20 face', 1, 20);
    expectInvalidNumber(() => locationForFace(21), 'd20 face', 1, 20);
    expectInvalidNumber(() => locationState('head', 41, 10), 'location damage', 0, 40);
    expectInvalidNumber(() => locationState('head', -1, 10), 'location damage', 0, 40);
    expect([1, 2, 3, 10, 11, 13, 14, 15, 16, 18, 19, 20].map(locationForFace)).toEqual([
      'head',
      'head',
      'chest',
      'chest',
      'rightArm',
      'rightArm',
      'leftArm',
      'leftArm',
      'rightLeg',
      'rightLeg',
      'leftLeg',
      'leftLeg',
    ]);
  });
  it('weapon strength and expertise out of range, each named', () => {
    expectInvalidNumber(() => strengthDamageAdjustment(19, 5, 13), 'strength', 3, 18);
    expectInvalidNumber(() => strengthDamageAdjustment(10, 2, 13), 'MinSTR', 3, 18);
    expectInvalidNumber(() => strengthDamageAdjustment(10, 5, 19), 'AdvSTR', 3, 18);
    expectInvalidNumber(() => weaponInHand({ strength: 10, expertise: 21 }, weaponStats('foil')), 'expertise', 0, 20);
    expectInvalidNumber(() => weaponInHand({ strength: 10, expertise: -1 }, weaponStats('foil')), 'expertise', 0, 20);
    expect(weaponInHand({ strength: 10, expertise: 20 }, weaponStats('foil'))).toEqual({
      toHit: 21,
      damage: 2,
      strengthAdjustment: 0,
    });
  });
  it('strength at the edges: at MinSTR and AdvSTR nothing changes; one short costs a point, three short two', () => {
    expect(strengthDamageAdjustment(5, 5, 13)).toBe(0);
    expect(strengthDamageAdjustment(13, 5, 13)).toBe(0);
    expect(strengthDamageAdjustment(14, 5, 13)).toBe(1);
    expect(strengthDamageAdjustment(4, 5, 13)).toBe(-1);
    expect(strengthDamageAdjustment(3, 6, 13)).toBe(-2);
    expect(weaponInHand({ strength: 3, expertise: 5 }, weaponStats('longsword'))).toEqual({
      toHit: 5,
      damage: 0,
      strengthAdjustment: -4,
    });
  });
});
