import { describe, it, expect } from 'vitest';
import {
  MASTS,
  canTack,
  createShipState,
  currentSpeed,
  currentValue,
  dismasted,
  mastsBroughtDown,
  mastsForRate,
  speedBelowHalf,
  speedHalved,
  standingMasts,
  validateShipState,
} from '../../../src/rules/kmh';
import { frigate, seventyFour } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

describe('a new ship (decision masts-by-rate)', () => {
  it("is undamaged, with the sheet's tables filling what is not given", () => {
    expect(createShipState({ rate: 'fifth', guns: 32, boats: 4 })).toEqual({
      baseFactor: 32,
      damagePoints: 0,
      basicSpeed: 15,
      secondaryStruck: 0,
      secondaryRepaired: 0,
      masts: ['bowsprit', 'fore', 'main', 'mizzen'],
      mastsLost: [],
      boats: 4,
      boatsLost: 0,
      steeringDamaged: false,
      highOfficerCasualties: false,
      crewCasualties: false,
      boardingPartyLost: false,
      fire: 'none',
      movesBurning: 0,
      fate: 'afloat',
      founderMovesLeft: 0,
    });
  });
  it("takes the sheet's own base factor, basic speed, foul bottom, going large and masts", () => {
    expect(createShipState({ rate: 'fifth', guns: 32, boats: 4, baseFactor: 40, basicSpeed: 13 })).toMatchObject({
      baseFactor: 40,
      basicSpeed: 13,
    });
    expect(createShipState({ rate: 'fifth', guns: 32, boats: 4, foulBottom: true }).basicSpeed).toBe(14);
    expect(createShipState({ rate: 'fifth', guns: 44, boats: 4, goLarge: true }).baseFactor).toBe(74);
    expect(createShipState({ rate: 'fifth', guns: 32, boats: 4, baseFactor: null, basicSpeed: null })).toMatchObject({
      baseFactor: 32,
      basicSpeed: 15,
    });
    expect(createShipState({ rate: 'sloop', guns: 10, boats: 2, masts: ['bowsprit', 'main', 'mizzen'] }).masts).toEqual(
      ['bowsprit', 'main', 'mizzen'],
    );
  });
  it('carries the masts of her rate', () => {
    expect(mastsForRate('first')).toEqual(MASTS);
    expect(mastsForRate('sloop')).toEqual(['bowsprit', 'fore', 'main', 'mizzen']);
    expect(mastsForRate('gunBrig')).toEqual(['bowsprit', 'fore', 'main']);
    expect(mastsForRate('cutter')).toEqual(['bowsprit', 'main']);
    expectRefusal(() => mastsForRate('galleon'), 'UnknownRate', { rate: 'galleon' }, ['galleon']);
  });
  it("a copy of her masts, not the rate's list itself", () => {
    const ship = createShipState({ rate: 'first', guns: 100, boats: 7 });
    expect(ship.masts).not.toBe(MASTS);
    expect(ship.masts).toEqual(MASTS);
  });
  it('refuses an unknown mast, naming it, and numbers out of range', () => {
    expectRefusal(
      () => createShipState({ rate: 'sloop', guns: 10, boats: 2, masts: ['main', 'jigger' as 'main'] }),
      'UnknownMast',
      { mast: 'jigger' },
      ['"jigger"'],
    );
    expectInvalidNumber(
      () => createShipState({ rate: 'sloop', guns: 10, boats: 2, baseFactor: 0 }),
      'base factor',
      1,
      400,
    );
    expectInvalidNumber(
      () => createShipState({ rate: 'sloop', guns: 10, boats: 2, baseFactor: 401 }),
      'base factor',
      1,
      400,
    );
    expect(createShipState({ rate: 'sloop', guns: 10, boats: 2, baseFactor: 400 }).baseFactor).toBe(400);
    expectInvalidNumber(() => createShipState({ rate: 'sloop', guns: 10, boats: 21 }), 'boats', 0, 20);
    expectInvalidNumber(() => createShipState({ rate: 'sloop', guns: 10, boats: -1 }), 'boats', 0, 20);
    expect(createShipState({ rate: 'sloop', guns: 10, boats: 20 }).boats).toBe(20);
  });
});

describe('checking a sheet from outside', () => {
  it('passes a sound sheet through unchanged, at every bound', () => {
    const ship = frigate({ damagePoints: 32, secondaryStruck: 45, boats: 20, movesBurning: 1000 });
    expect(validateShipState(ship)).toBe(ship);
    expect(validateShipState(frigate({ basicSpeed: 0, secondaryStruck: 0 }))).toBeTruthy();
    expect(validateShipState(frigate({ basicSpeed: 40 }))).toBeTruthy();
  });
  it.each([
    [{ baseFactor: 0 }, 'base factor', 1, 400],
    [{ baseFactor: 401 }, 'base factor', 1, 400],
    [{ damagePoints: 33 }, 'damage points', 0, 32],
    [{ damagePoints: -1 }, 'damage points', 0, 32],
    [{ basicSpeed: 41 }, 'basic speed', 0, 40],
    [{ basicSpeed: -1 }, 'basic speed', 0, 40],
    [{ secondaryStruck: 46 }, 'secondary speed boxes struck', 0, 45],
    [{ secondaryStruck: -1 }, 'secondary speed boxes struck', 0, 45],
    [{ boats: 21 }, 'boats', 0, 20],
    [{ movesBurning: 1001 }, 'moves burning', 0, 1000],
    [{ movesBurning: -1 }, 'moves burning', 0, 1000],
  ] as const)('refuses %o: %s out of %s–%s', (over, name, min, max) => {
    expectInvalidNumber(() => validateShipState(frigate(over)), name, min, max);
  });
});

describe('what her sheet reads as', () => {
  it('current value: base factor less damage', () => {
    expect(currentValue(frigate({ damagePoints: 12 }))).toBe(20);
  });
  it('current speed: primary boxes with a secondary box left', () => {
    expect(currentSpeed(frigate())).toBe(15);
    expect(currentSpeed(frigate({ secondaryStruck: 2 }))).toBe(15);
    expect(currentSpeed(frigate({ secondaryStruck: 3 }))).toBe(14);
  });
  it('speed halved at half or less; below half only under it (decision speed-halved)', () => {
    // 15 cm: 8 is more than half, 7 is below half (and so halved too).
    const at = (speed: number) => frigate({ secondaryStruck: (15 - speed) * 3 });
    expect([speedHalved(at(8)), speedBelowHalf(at(8))]).toEqual([false, false]);
    expect([speedHalved(at(7)), speedBelowHalf(at(7))]).toEqual([true, true]);
    // 12 cm: 6 is exactly half, halved but not below half.
    const seventyFourAt = (speed: number) => seventyFour({ secondaryStruck: (12 - speed) * 3 });
    expect([speedHalved(seventyFourAt(6)), speedBelowHalf(seventyFourAt(6))]).toEqual([true, false]);
    expect([speedHalved(seventyFourAt(7)), speedBelowHalf(seventyFourAt(7))]).toEqual([false, false]);
  });
  it('standing masts and masts brought down leave the bowsprit out', () => {
    const ship = frigate({ mastsLost: ['bowsprit', 'main'] });
    expect(standingMasts(ship)).toEqual(['fore', 'mizzen']);
    expect(mastsBroughtDown(ship)).toBe(1);
    expect(standingMasts(frigate())).toEqual(['fore', 'main', 'mizzen']);
  });
  it('dismasted once every mast is gone, the bowsprit apart; never a hull that had no masts', () => {
    expect(dismasted(frigate({ mastsLost: ['fore', 'main', 'mizzen'] }))).toBe(true);
    expect(dismasted(frigate({ mastsLost: ['bowsprit', 'fore', 'main'] }))).toBe(false);
    expect(dismasted(frigate({ masts: ['bowsprit'] }))).toBe(false);
    expect(dismasted(frigate({ masts: [] }))).toBe(false);
  });
  it('cannot tack without bowsprit or foremast', () => {
    expect(canTack(frigate())).toBe(true);
    expect(canTack(frigate({ mastsLost: ['main', 'mizzen'] }))).toBe(true);
    expect(canTack(frigate({ mastsLost: ['bowsprit'] }))).toBe(false);
    expect(canTack(frigate({ mastsLost: ['fore'] }))).toBe(false);
  });
});
