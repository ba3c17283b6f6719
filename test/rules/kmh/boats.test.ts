import { describe, it, expect } from 'vitest';
import {
  BOAT_BASIC_SPEED_CM,
  boatMove,
  boatTowSpeed,
  boatsHitByFire,
  canLaunchBoats,
  boatsCarried,
} from '../../../src/rules/kmh';
import { RulesError } from '../../../src/rules/errors';
import { script } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

describe("ships' boats (§15)", () => {
  it('are carried by decks and rate (decision boats-carried)', () => {
    expect(boatsCarried('first', 3, script())).toEqual({ roll: null, boats: 7 });
    expect(boatsCarried('third', 2, script(3)).boats).toBe(5);
    expect(boatsCarried('third', 2, script(4)).boats).toBe(6);
    expect(boatsCarried('fifth', 1, script()).boats).toBe(4);
    expect(boatsCarried('cutter', 1, script()).boats).toBe(2);
    expect(boatsCarried('gunBrig', 1, script()).boats).toBe(3);
  });
  it('are launched below 5 cm and row by the wind (decision boats-dead-zone)', () => {
    expect(canLaunchBoats(4)).toBe(true);
    expect(canLaunchBoats(5)).toBe(false);
    expect(boatMove('astern', script()).distance).toBe(4);
    expect([4, 5, 6].map((r) => boatMove('quarter', script(r)).distance)).toEqual([4, 5, 6]);
    expect(boatMove('bow', script()).distance).toBe(2);
    expect(boatMove('deadZone', script()).distance).toBe(2);
  });
  it('tow only in a calm (decision boats-tow), and sink on a 6 per DP of fire', () => {
    expect(boatTowSpeed(true, false)).toBe(1);
    expect(boatTowSpeed(true, true)).toBe(2);
    expect(() => boatTowSpeed(false, true)).toThrow(RulesError);
    expect(boatsHitByFire(3, 1, script(6, 6, 2))).toEqual({ faces: [6, 6, 2], sunk: 1 });
  });
});

describe('boats at their edges', () => {
  it('refuses an unknown rate, a tow in any wind, and numbers out of range', () => {
    expectRefusal(() => boatsCarried('galleon', 1), 'UnknownRate', { rate: 'galleon' });
    expectInvalidNumber(() => boatsCarried('fifth', 0), 'decks', 1, 3);
    expectInvalidNumber(() => boatsCarried('first', 4), 'decks', 1, 3);
    expectRefusal(() => boatTowSpeed(false, false), 'NotBecalmed');
    expectInvalidNumber(() => canLaunchBoats(-1), 'speed', 0, 100);
    expectInvalidNumber(() => canLaunchBoats(101), 'speed', 0, 100);
    expectInvalidNumber(() => boatsHitByFire(-1, 2, script()), 'damage points', 0);
    expectInvalidNumber(() => boatsHitByFire(1, 51, script(6)), 'boats', 0, 50);
  });
  it("a two-decker's d6: 1–3 five boats, 4–6 six; without dice five", () => {
    expect(boatsCarried('third', 2, script(1))).toEqual({ roll: 1, boats: 5 });
    expect(boatsCarried('third', 2, script(6))).toEqual({ roll: 6, boats: 6 });
    expect(boatsCarried('third', 2)).toEqual({ roll: null, boats: 5 });
    expect(boatsCarried('sloop', 1)).toEqual({ roll: null, boats: 4 });
    expect(boatsCarried('cutter', 1)).toEqual({ roll: null, boats: 2 });
  });
  it('on the quarter a 5 adds one, a 6 two, a 4 nothing', () => {
    expect(boatMove('quarter', script(4))).toEqual({ roll: 4, distance: 4 });
    expect(boatMove('quarter', script(5))).toEqual({ roll: 5, distance: 5 });
    expect(boatMove('quarter', script(6))).toEqual({ roll: 6, distance: 6 });
    expect(boatMove('astern', script())).toEqual({ roll: null, distance: 4 });
    expect(boatMove('bow', script())).toEqual({ roll: null, distance: 2 });
    expect(BOAT_BASIC_SPEED_CM).toBe(4);
  });
  it('launch at 0 cm, not at 5', () => {
    expect(canLaunchBoats(0)).toBe(true);
  });
  it('sink no more boats than are there', () => {
    expect(boatsHitByFire(3, 1, script(6, 6, 6))).toEqual({ faces: [6, 6, 6], sunk: 1 });
    expect(boatsHitByFire(2, 5, script(5, 1))).toEqual({ faces: [5, 1], sunk: 0 });
    expect(boatsHitByFire(0, 5, script())).toEqual({ faces: [], sunk: 0 });
  });
});
