import { describe, it, expect } from 'vitest';
import { choppyReduction, clockHourDegrees, d8CompassDegrees, gettingChoppy, rollInitialWind, windChange, type WindState } from '../../../src/rules/kmh';
import { RulesError } from '../../../src/rules/errors';
import { script } from './helpers';

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
    expect(windChange(west, script(6, 6, 6, 6))).toMatchObject({ outcome: { kind: 'becalmed' }, wind: { becalmed: true, fromDegrees: 270 } });
  });
  it('brings a new wind on 6 then 1–5 and a d8 counted clockwise from the top left (decision wind-d8)', () => {
    expect(windChange(west, script(5, 6, 6, 3, 5))).toMatchObject({ outcome: { kind: 'newDirection', d8: 5 }, wind: { fromDegrees: 135 } });
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
