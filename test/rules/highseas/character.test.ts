import { describe, it, expect } from 'vitest';
import { RulesError } from '../../../src/rules/errors';
import {
  ATTRIBUTES,
  LEFT_HAND_ITEMS,
  conditionFromDamage,
  divideRoundingUp,
  halfHitPoints,
  hasSkill,
  isMaster,
  SKILL_LEVELS,
  leftHandParryBonus,
  maxHitPoints,
  movement,
  seaRolls,
  shipboardPenalty,
  worseCondition,
} from '../../../src/rules/highseas';

describe('attributes and hit points', () => {
  it('has the four High Seas attributes', () => {
    expect(ATTRIBUTES).toEqual(['strength', 'dexterity', 'endurance', 'wit']);
  });

  it('takes maximum hit points from Endurance unless overridden', () => {
    expect(maxHitPoints({ endurance: 13 })).toBe(13);
    expect(maxHitPoints({ endurance: 13 }, 20)).toBe(20);
  });

  it('refuses attributes outside 3..18 and overrides outside 1..40', () => {
    expect(() => maxHitPoints({ endurance: 2 })).toThrow(RulesError);
    expect(() => maxHitPoints({ endurance: 19 })).toThrow(RulesError);
    expect(() => maxHitPoints({ endurance: 10 }, 41)).toThrow(RulesError);
    expect(() => maxHitPoints({ endurance: 10.5 })).toThrow(RulesError);
  });

  it('rounds every division up', () => {
    expect(divideRoundingUp(5, 2)).toBe(3);
    expect(divideRoundingUp(4, 2)).toBe(2);
    expect(divideRoundingUp(7, 3)).toBe(3);
    expect(halfHitPoints(11)).toBe(6);
    expect(halfHitPoints(10)).toBe(5);
  });

  it('knocks out at damage equal to the hit points and kills beyond', () => {
    expect(conditionFromDamage(9, 10)).toBe('active');
    expect(conditionFromDamage(10, 10)).toBe('unconscious');
    expect(conditionFromDamage(11, 10)).toBe('dead');
  });

  it('keeps the worse of two conditions', () => {
    expect(worseCondition('active', 'unconscious')).toBe('unconscious');
    expect(worseCondition('dead', 'unconscious')).toBe('dead');
    expect(worseCondition('active', 'active')).toBe('active');
  });
});

describe('fighting styles', () => {
  it('gives the French style its left-hand bonuses', () => {
    expect(leftHandParryBonus('french', 'mainGauche')).toBe(3);
    for (const item of ['baton', 'cloak', 'hat', 'buckler'] as const)
      expect(leftHandParryBonus('french', item)).toBe(2);
    expect(leftHandParryBonus('french', 'sword')).toBe(1);
    expect(leftHandParryBonus('french', 'dagger')).toBe(1);
  });

  it('gives the Italian style +1 with main gauche, buckler and baton only', () => {
    expect(leftHandParryBonus('italian', 'mainGauche')).toBe(1);
    expect(leftHandParryBonus('italian', 'buckler')).toBe(1);
    expect(leftHandParryBonus('italian', 'baton')).toBe(1);
    expect(leftHandParryBonus('italian', 'cloak')).toBeNull();
    expect(leftHandParryBonus('italian', 'sword')).toBeNull();
  });

  it('lets no untrained fighter use the left hand', () => {
    for (const item of LEFT_HAND_ITEMS) expect(leftHandParryBonus('none', item)).toBeNull();
  });

  it('rejects an unknown style', () => {
    expect(() => leftHandParryBonus('spanish' as 'none', 'hat')).toThrow(RulesError);
  });
});

describe('movement', () => {
  const base = { dexterity: 10, endurance: 12, seamanship: 'none', acrobatics: 'none' } as const;

  it('moves 6 m and runs 12 m, more from Dexterity 15', () => {
    expect(movement(base)).toMatchObject({ move: 6, run: 12 });
    expect(movement({ ...base, dexterity: 15 })).toMatchObject({ move: 7, run: 14 });
  });

  it('cannot climb the rigging without seamanship', () => {
    expect(movement(base)).toMatchObject({ rigging: null, riggingLong: null });
  });

  it('climbs 2 m, plus Dexterity 15, acrobatics and mastery, doubled as a long action', () => {
    expect(movement({ ...base, seamanship: 'trained' })).toMatchObject({ rigging: 2, riggingLong: 4 });
    expect(movement({ ...base, dexterity: 16, seamanship: 'master', acrobatics: 'trained' })).toMatchObject({
      rigging: 5,
      riggingLong: 10,
    });
  });

  it('swims 1 m, +2 with seamanship and +1 from Dexterity 15, and holds breath for Endurance turns', () => {
    expect(movement(base)).toMatchObject({ swim: 1, underwaterTurns: 12 });
    expect(movement({ ...base, dexterity: 15, seamanship: 'trained' })).toMatchObject({ swim: 4 });
  });
});

describe('at sea', () => {
  it('costs a landsman 1 to hit and half his speed aboard', () => {
    expect(shipboardPenalty(false)).toEqual({ attack: -1, halfMove: true });
    expect(shipboardPenalty(true)).toEqual({ attack: 0, halfMove: false });
  });

  it('sets footing, staying afloat and surfacing targets', () => {
    const attrs = { strength: 12, dexterity: 11, endurance: 10, wit: 10 };
    expect(seaRolls({ ...attrs, seamanship: 'none', acrobatics: 'none', weight: 2 })).toEqual({
      footing: 11,
      afloat: 9,
      surface: 10,
    });
    expect(seaRolls({ ...attrs, seamanship: 'trained', acrobatics: 'master', weight: 0 })).toEqual({
      footing: 17,
      afloat: 11,
      surface: 14,
    });
  });

  it('refuses a weight outside the sheet bounds', () => {
    const attrs = { strength: 12, dexterity: 11, endurance: 10, wit: 10 };
    expect(() => seaRolls({ ...attrs, seamanship: 'none', acrobatics: 'none', weight: 11 })).toThrow(RulesError);
  });
});

describe('skill levels', () => {
  it('counts master and superior as mastery, any level but none as the skill', () => {
    expect(SKILL_LEVELS.map(isMaster)).toEqual([false, false, true, true]);
    expect(SKILL_LEVELS.map(hasSkill)).toEqual([false, true, true, true]);
  });
});
