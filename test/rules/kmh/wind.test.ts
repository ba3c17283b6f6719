import { describe, it, expect } from 'vitest';
import {
  COMPASS_POINT_DEGREES,
  choppyReduction,
  clockHourDegrees,
  d8CompassDegrees,
  gettingChoppy,
  rollInitialWind,
  windChange,
  type WindState,
} from '../../../src/rules/kmh';
import { RulesError } from '../../../src/rules/errors';
import { script } from './helpers';
import { expectInvalidNumber } from '../refusal';

const west: WindState = { fromDegrees: 270, becalmed: false, choppy: false };

describe('initial wind on the clock face', () => {
  it('reads 2d6 or a d12 as the hour the wind blows from', () => {
    expect(rollInitialWind(script(4, 5))).toMatchObject({ hour: 9, wind: { fromDegrees: 270 } });
    expect(rollInitialWind(script(12), 'd12')).toMatchObject({ hour: 12, wind: { fromDegrees: 0 } });
    expect(clockHourDegrees(3)).toBe(90);
    expect(() => clockHourDegrees(13)).toThrow(RulesError);
  });
});

describe('the Wind Change card', () => {
  it('changes nothing under 11 on 2d6', () => {
    const dice = script(5, 5);
    expect(windChange(west, dice)).toMatchObject({ outcome: { kind: 'noChange' }, wind: west });
    expect(dice.remaining).toBe(0);
  });
  it.each([
    [1, 'clockwise', 315],
    [3, 'clockwise', 315],
    [4, 'anticlockwise', 225],
    [6, 'anticlockwise', 225],
  ] as const)('shifts one point on a second d6 of %s (%s)', (second, direction, degrees) => {
    const r = windChange(west, script(6, 5, 2, second));
    expect(r.outcome).toEqual({ kind: 'shift', direction });
    expect(r.wind.fromDegrees).toBe(degrees);
  });
  it('becalms on 6 then 6 (decision wind-change-reading)', () => {
    expect(windChange(west, script(6, 6, 6, 6))).toMatchObject({
      outcome: { kind: 'becalmed' },
      wind: { becalmed: true, fromDegrees: 270 },
    });
  });
  it('brings a new wind on 6 then 1–5 and a d8 counted clockwise from the top left (decision wind-d8)', () => {
    expect(windChange(west, script(5, 6, 6, 3, 5))).toMatchObject({
      outcome: { kind: 'newDirection', d8: 5 },
      wind: { fromDegrees: 135 },
    });
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(d8CompassDegrees)).toEqual([315, 0, 45, 90, 135, 180, 225, 270]);
  });
  it('lets a shift end a calm from the last direction (decision becalmed-shift)', () => {
    const calm = { ...west, becalmed: true };
    expect(windChange(calm, script(6, 6, 1, 1)).wind).toEqual({ fromDegrees: 315, becalmed: false, choppy: false });
  });
});

describe('Getting Choppy', () => {
  it('toggles choppy on a d10 of 0 only', () => {
    expect(gettingChoppy(west, script(10))).toMatchObject({ roll: 0, toggled: true, wind: { choppy: true } });
    expect(gettingChoppy({ ...west, choppy: true }, script(10)).wind.choppy).toBe(false);
    expect(gettingChoppy(west, script(9))).toMatchObject({ toggled: false, wind: west });
  });
  it.each([
    [3, 12, 4],
    [3, 14, 5],
    [3, 10, 4],
    [2, 9, 5],
    [2, 8, 4],
    [1, 5, 0],
  ])('a %s-decker with %s dice loses %s', (decks, factor, lost) => {
    expect(choppyReduction(factor, decks)).toBe(lost);
  });
});

describe('the wind at its edges', () => {
  it('refuses numbers out of range, each named', () => {
    expectInvalidNumber(() => clockHourDegrees(0), 'clock hour', 1, 12);
    expectInvalidNumber(() => clockHourDegrees(13), 'clock hour', 1, 12);
    expectInvalidNumber(() => d8CompassDegrees(0), 'd8', 1, 8);
    expectInvalidNumber(() => d8CompassDegrees(9), 'd8', 1, 8);
    expectInvalidNumber(() => choppyReduction(41, 2), 'fire factor', 0, 40);
    expectInvalidNumber(() => choppyReduction(10, 4), 'decks', 1, 3);
  });
  it('reads the hours round the clock: 12 at the top, 6 at the bottom', () => {
    expect([12, 1, 6, 11].map(clockHourDegrees)).toEqual([0, 30, 180, 330]);
    expect(rollInitialWind(script(1, 1))).toEqual({
      faces: [1, 1],
      hour: 2,
      wind: { fromDegrees: 60, becalmed: false, choppy: false },
    });
    expect(rollInitialWind(script(3), 'd12')).toEqual({
      faces: [3],
      hour: 3,
      wind: { fromDegrees: 90, becalmed: false, choppy: false },
    });
    expect(rollInitialWind(script(6, 6), '2d6').hour).toBe(12);
  });
  it('changes on exactly 11; a 10 changes nothing', () => {
    expect(windChange(west, script(5, 6, 1, 1))).toEqual({
      rolls: [5, 6, 1, 1],
      outcome: { kind: 'shift', direction: 'clockwise' },
      wind: { fromDegrees: 315, becalmed: false, choppy: false },
    });
    expect(windChange(west, script(4, 6))).toEqual({ rolls: [4, 6], outcome: { kind: 'noChange' }, wind: west });
  });
  it('shifts on a 5 and lists every die rolled', () => {
    expect(windChange(west, script(6, 6, 5, 4))).toEqual({
      rolls: [6, 6, 5, 4],
      outcome: { kind: 'shift', direction: 'anticlockwise' },
      wind: { ...west, fromDegrees: 225 },
    });
    expect(windChange({ ...west, fromDegrees: 0 }, script(6, 6, 5, 4)).wind.fromDegrees).toBe(315);
  });
  it('a new direction ends a calm and keeps the sea as it is', () => {
    const calm = { fromDegrees: 90, becalmed: true, choppy: true };
    expect(windChange(calm, script(6, 6, 6, 5, 1))).toEqual({
      rolls: [6, 6, 6, 5, 1],
      outcome: { kind: 'newDirection', d8: 1 },
      wind: { fromDegrees: 315, becalmed: false, choppy: true },
    });
    expect(windChange(calm, script(6, 6, 6, 6))).toEqual({
      rolls: [6, 6, 6, 6],
      outcome: { kind: 'becalmed' },
      wind: calm,
    });
  });
  it('a one-decker with no dice loses none; a three-decker with 1 die loses 1', () => {
    expect(choppyReduction(0, 1)).toBe(0);
    expect(choppyReduction(1, 3)).toBe(1);
    expect(COMPASS_POINT_DEGREES).toBe(45);
    expect(gettingChoppy(west, script(1))).toEqual({ roll: 1, toggled: false, wind: west });
  });
});
