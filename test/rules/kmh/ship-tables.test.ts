import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TURNING_RADII,
  FIREPOWER_TABLE,
  GO_LARGE_BASE_FACTOR,
  MAX_GUNS,
  RATES,
  RATE_DATA,
  SECONDARY_PER_PRIMARY,
  TURNING_CIRCLES,
  isRate,
  rateData,
  baseFactor,
  basicSpeed,
  boatsCarried,
  broadsideDice,
  chaserDice,
  decksForRate,
  fireDiceLostToDamage,
  speedBoxes,
  turningCircle,
} from '../../../src/rules/kmh';
import { RulesError } from '../../../src/rules/errors';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { expectInvalidNumber, expectRefusal } from '../refusal';

describe('firepower table', () => {
  // Each column: the largest gun count it covers, and the first count of the next column.
  it.each([
    [1, 2, 1],
    [19, 2, 1],
    [20, 3, 1],
    [24, 3, 1],
    [25, 4, 1],
    [32, 4, 1],
    [36, 4, 1],
    [37, 5, 1],
    [40, 5, 1],
    [41, 6, 1],
    [44, 6, 1],
    [45, 7, 1],
    [50, 7, 1],
    [51, 8, 2],
    [64, 8, 2],
    [65, 9, 2],
    [74, 9, 2],
    [75, 10, 2],
    [80, 10, 2],
    [81, 11, 2],
    [98, 11, 2],
    [99, 12, 2],
    [100, 12, 2],
    [101, 13, 2],
    [112, 13, 2],
    [113, 14, 2],
    [120, 14, 2],
  ])('%i guns fire %i dice with %i chaser dice', (guns, dice, chasers) => {
    expect(broadsideDice(guns)).toBe(dice);
    expect(chaserDice(guns)).toBe(chasers);
  });

  it('keeps the 120-gun column past 120 guns', () => {
    expect(broadsideDice(136)).toBe(14);
  });

  it('has one row per column of the table, in order', () => {
    expect(FIREPOWER_TABLE.map((r) => r.broadsideDice)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it.each([-1, 2.5, Number.NaN, 151])('refuses %s guns with a clear error', (guns) => {
    expect(() => broadsideDice(guns)).toThrow(RulesError);
    expect(() => broadsideDice(guns)).toThrow(/guns must be a whole number from 0 to 150/);
  });
});

describe('rates', () => {
  it.each([
    ['first', 10, 3, 'large'],
    ['second', 11, 3, 'large'],
    ['third', 12, 2, 'medium'],
    ['fourth', 11, 2, 'medium'],
    ['fifth', 15, 1, 'small'],
    ['sixth', 14, 1, 'small'],
    ['sloop', 16, 1, 'small'],
    ['gunBrig', 10, 1, 'small'],
    ['cutter', 16, 1, 'small'],
  ])('a %s rate sails at %i cm on %i decks with a %s turning circle', (rate, speed, decks, circle) => {
    expect(basicSpeed(rate)).toBe(speed);
    expect(decksForRate(rate)).toBe(decks);
    expect(turningCircle(rate).size).toBe(circle);
  });

  it('covers every rate', () => {
    expect(Object.keys(RATE_DATA)).toEqual([...RATES]);
  });

  it('refuses an unknown rate', () => {
    expect(() => basicSpeed('seventh')).toThrow(/There is no rate "seventh"/);
  });

  it('takes a centimetre off for a foul bottom, and honours a ship of its own speed', () => {
    expect(basicSpeed('third', { foulBottom: true })).toBe(11);
    expect(basicSpeed('second', { override: 9 })).toBe(9);
    expect(basicSpeed('gunBrig', { override: 1, foulBottom: true })).toBe(1);
  });
});

describe('turning circle steps', () => {
  it('goes one size up for poor sailors and for each mast lost', () => {
    expect(turningCircle('fifth', { poorSailors: true })).toEqual({ size: 'medium', stepsPastLargest: 0 });
    expect(turningCircle('fifth', { mastsLost: 2 })).toEqual({ size: 'large', stepsPastLargest: 0 });
    expect(turningCircle('third', { poorSailors: true })).toEqual({ size: 'large', stepsPastLargest: 0 });
  });

  it('counts the steps past the largest circle', () => {
    expect(turningCircle('first', { poorSailors: true, mastsLost: 1 })).toEqual({ size: 'large', stepsPastLargest: 2 });
  });
});

describe('base factor, damage and speed boxes', () => {
  it('is the number of guns, a 74 when going large, or the sheet value', () => {
    expect(baseFactor(36)).toBe(36);
    expect(baseFactor(36, { goLarge: true })).toBe(74);
    expect(baseFactor(8, { override: 20 })).toBe(20);
  });

  it('loses a fire die for every five damage points', () => {
    expect([0, 4, 5, 9, 10, 74].map(fireDiceLostToDamage)).toEqual([0, 0, 1, 1, 2, 14]);
  });

  it('gives a 74 twelve primary and thirty-six secondary boxes', () => {
    expect(speedBoxes(12, 0)).toEqual({ primary: 12, secondary: 36, secondaryLeft: 36, currentSpeed: 12 });
  });

  it('keeps a primary box while one of its secondary boxes is left', () => {
    expect(speedBoxes(10, 1).currentSpeed).toBe(10);
    expect(speedBoxes(10, 2).currentSpeed).toBe(10);
    expect(speedBoxes(10, 3).currentSpeed).toBe(9);
    expect(speedBoxes(10, 30).currentSpeed).toBe(0);
  });

  it('refuses more struck boxes than the ship has', () => {
    expect(() => speedBoxes(10, 31)).toThrow(RulesError);
  });
});

describe('boats carried', () => {
  it('follows the decks and the size of the ship', () => {
    const boats = (rate: string, decks: number) => boatsCarried(rate, decks).boats;
    expect(boats('first', 3)).toBe(7);
    expect(boats('fifth', 1)).toBe(4);
    expect(boats('sloop', 1)).toBe(4);
    expect(boats('cutter', 1)).toBe(2);
    expect(boats('gunBrig', 1)).toBe(3);
    expect(boats('third', 2)).toBe(5);
  });

  it('rolls a d6 for a two-decker: 1-3 five boats, 4-6 six', () => {
    expect([1, 2, 3, 4, 5, 6].map((face) => boatsCarried('third', 2, new ScriptedDice([face])).boats)).toEqual([
      5, 5, 5, 6, 6, 6,
    ]);
  });
});

describe('the ship tables refuse numbers out of range, each named', () => {
  it('guns, basic speed, masts lost, struck boxes and damage', () => {
    expectInvalidNumber(() => broadsideDice(151), 'guns', 0, 150);
    expectInvalidNumber(() => chaserDice(-1), 'guns', 0, 150);
    expectInvalidNumber(() => baseFactor(151), 'guns', 0, 150);
    expectInvalidNumber(() => basicSpeed('fifth', { override: 0 }), 'basic speed', 1, 40);
    expectInvalidNumber(() => basicSpeed('fifth', { override: 41 }), 'basic speed', 1, 40);
    expect(basicSpeed('fifth', { override: 1, foulBottom: true })).toBe(1);
    expect(basicSpeed('fifth', { override: 40 })).toBe(40);
    expectInvalidNumber(() => turningCircle('fifth', { mastsLost: 5 }), 'masts lost', 0, 4);
    expect(turningCircle('fifth', { mastsLost: 4 })).toEqual({ size: 'large', stepsPastLargest: 2 });
    expectInvalidNumber(() => speedBoxes(41, 0), 'basic speed', 0, 40);
    expectInvalidNumber(() => speedBoxes(10, 31), 'secondary speed boxes struck', 0, 30);
    expectInvalidNumber(() => fireDiceLostToDamage(-1), 'damage points', 0);
    expectRefusal(() => decksForRate('galleon'), 'UnknownRate', { rate: 'galleon' }, ['"galleon"']);
  });
  it("a ship of no speed has no boxes; a going-large ship ignores the sheet's base factor", () => {
    expect(speedBoxes(0, 0)).toEqual({ primary: 0, secondary: 0, secondaryLeft: 0, currentSpeed: 0 });
    expect(baseFactor(44, { override: 50, goLarge: true })).toBe(74);
    expect(baseFactor(44, { override: 50, goLarge: false })).toBe(50);
    expect(baseFactor(44, { override: null })).toBe(44);
  });
  it('the rate data tables', () => {
    expect(isRate('sloop')).toBe(true);
    expect(isRate('galleon')).toBe(false);
    expect(TURNING_CIRCLES).toEqual(['small', 'medium', 'large']);
    expect(DEFAULT_TURNING_RADII).toEqual({ small: 6, medium: 9, large: 12 });
    expect([MAX_GUNS, GO_LARGE_BASE_FACTOR, SECONDARY_PER_PRIMARY]).toEqual([150, 74, 3]);
    expect(rateData('first').guns).toEqual({ min: 100, max: null });
  });
});
