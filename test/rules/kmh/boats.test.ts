import { describe, it, expect } from 'vitest';
import {
  boatMove,
  boatTowSpeed,
  boatsHitByFire,
  canLaunchBoats,
  boatsCarried,
} from '../../../src/rules/kmh';
import { RulesError } from '../../../src/rules/errors';
import { script } from './helpers';

describe('ships\' boats (§15)', () => {
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
