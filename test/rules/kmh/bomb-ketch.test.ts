import { describe, it, expect } from 'vitest';
import {
  BOMB_KETCH_BASE_FACTOR,
  BOMB_RANGE_CM,
  BOMB_TO_HIT,
  applyBomb,
  createShipState,
  fireBomb,
  mortarDamageTest,
} from '../../../src/rules/kmh';
import { RulesError } from '../../../src/rules/errors';
import { script, seventyFour } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

describe('bomb ketches (§9.6, §18)', () => {
  const shot = { elite: false, stationary: true, distanceCm: 30, targetMovedCm: 0 };
  it('hit on 10+ on 2d6, +1 elite, −1 per 3 cm the target moved', () => {
    expect(fireBomb(shot, script(4, 5)).hit).toBe(false);
    expect(fireBomb({ ...shot, elite: true }, script(4, 5, 7, 8))).toMatchObject({
      total: 10,
      hit: true,
      damagePoints: 7,
      specialCheck: 8,
      specialRow: null,
    });
    expect(fireBomb({ ...shot, targetMovedCm: 7 }, script(6, 6, 5, 9))).toMatchObject({
      total: 10,
      hit: true,
      damagePoints: 5,
      specialRow: null,
    });
    expect(fireBomb({ ...shot, targetMovedCm: 9 }, script(6, 6)).hit).toBe(false);
  });
  it('reach 15–50 cm, only when stopped', () => {
    expect(() => fireBomb({ ...shot, distanceCm: 14 }, script())).toThrow(/15 to 50/);
    expect(() => fireBomb({ ...shot, distanceCm: 51 }, script())).toThrow(RulesError);
    expect(() => fireBomb({ ...shot, stationary: false }, script())).toThrow(/stopped/);
  });
  it('do d20 DP and dice specials as hull fire with the DP as hits (decision bomb-special)', () => {
    const dice = script(6, 6, 12, 9, 3);
    const bomb = fireBomb(shot, dice);
    const fx = applyBomb(
      seventyFour(),
      createShipState({ rate: 'sloop', guns: 10, baseFactor: 20, boats: 2 }),
      bomb,
      dice,
    );
    expect(fx.target.state.damagePoints).toBe(12 + 1);
    expect(fx.target.state.secondaryStruck).toBe(2);
    expect(dice.remaining).toBe(0);
  });
  it('lose the mortar on a d10 of 0, or a d6 of 6 past half damage', () => {
    const ketch = createShipState({ rate: 'sloop', guns: 10, baseFactor: 20, boats: 2 });
    expect(mortarDamageTest(ketch, script(10))).toEqual({ die: 'd10', roll: 0, mortarLost: true });
    expect(mortarDamageTest({ ...ketch, damagePoints: 10 }, script(6))).toEqual({
      die: 'd6',
      roll: 6,
      mortarLost: true,
    });
  });
});

describe('bomb ketches at their edges', () => {
  const shot = { elite: false, stationary: true, distanceCm: 30, targetMovedCm: 0 };
  it('refuse a moving ketch, a target out of reach (saying where it is) and numbers out of range', () => {
    expectRefusal(() => fireBomb({ ...shot, stationary: false }, script()), 'BombKetchMoving');
    expectRefusal(() => fireBomb({ ...shot, distanceCm: 14.9 }, script()), 'BombRange', undefined, [
      '15 to 50 cm',
      '14.9 cm',
    ]);
    expectRefusal(() => fireBomb({ ...shot, distanceCm: 50.1 }, script()), 'BombRange', undefined, ['50.1 cm']);
    expectRefusal(() => fireBomb({ ...shot, distanceCm: Number.NaN }, script()), 'BombRange');
    expectInvalidNumber(() => fireBomb({ ...shot, targetMovedCm: 101 }, script()), 'distance the target moved', 0, 100);
  });
  it('reach exactly 15 and 50 cm', () => {
    expect(fireBomb({ ...shot, distanceCm: 15 }, script(1, 1)).hit).toBe(false);
    expect(fireBomb({ ...shot, distanceCm: 50 }, script(1, 1))).toEqual({
      faces: [1, 1],
      modifier: 0,
      total: 2,
      hit: false,
      damagePoints: null,
      specialCheck: null,
      specialRow: null,
    });
  });
  it('hit on exactly 10, and roll the row only when the check is at most the damage', () => {
    expect(fireBomb(shot, script(5, 5, 3, 3, 7))).toEqual({
      faces: [5, 5],
      modifier: 0,
      total: 10,
      hit: true,
      damagePoints: 3,
      specialCheck: 3,
      specialRow: 7,
    });
    expect(fireBomb(shot, script(5, 5, 3, 4))).toMatchObject({
      hit: true,
      damagePoints: 3,
      specialCheck: 4,
      specialRow: null,
    });
    expect(fireBomb(shot, script(5, 4)).hit).toBe(false);
    expect(fireBomb({ ...shot, targetMovedCm: 2.9 }, script(5, 5, 1, 2)).modifier).toBe(0);
    expect(fireBomb({ ...shot, targetMovedCm: 3 }, script(5, 5)).modifier).toBe(-1);
  });
  it('a miss does no harm; a hit without a special is hull fire only', () => {
    const miss = fireBomb(shot, script(1, 1));
    const fx = applyBomb(seventyFour(), seventyFour(), miss, script());
    expect(fx).toMatchObject({ special: null, target: { events: [] }, ketch: { events: [] } });
    const hit = { ...miss, hit: true, damagePoints: 5, specialCheck: 9, specialRow: null };
    expect(applyBomb(seventyFour(), seventyFour(), hit, script()).target.state).toMatchObject({
      damagePoints: 5,
      secondaryStruck: 1,
    });
  });
  it('only a hit does damage: a miss carrying a damage figure still leaves the target whole', () => {
    const miss = { ...fireBomb(shot, script(1, 1)), damagePoints: 7 };
    const fx = applyBomb(seventyFour(), seventyFour(), miss, script());
    expect(fx.target).toEqual({ state: seventyFour(), events: [] });
  });
  it('a gun burst special falls on the ketch', () => {
    const burst = { faces: [6, 6], modifier: 0, total: 12, hit: true, damagePoints: 2, specialCheck: 1, specialRow: 1 };
    const fx = applyBomb(seventyFour(), seventyFour(), burst, script());
    expect(fx.ketch.state.damagePoints).toBe(5);
    expect(fx.special).toMatchObject({ column: 'hull', row: 1, gunBurstSave: null });
  });
  it('test the mortar on a d10 below half damage, on a d6 from half', () => {
    const ketch = createShipState({ rate: 'sloop', guns: 10, baseFactor: 20, boats: 2 });
    expect(mortarDamageTest({ ...ketch, damagePoints: 9 }, script(1))).toEqual({
      die: 'd10',
      roll: 1,
      mortarLost: false,
    });
    expect(mortarDamageTest({ ...ketch, damagePoints: 10 }, script(5))).toEqual({
      die: 'd6',
      roll: 5,
      mortarLost: false,
    });
    expect(BOMB_RANGE_CM).toEqual({ min: 15, max: 50 });
    expect([BOMB_KETCH_BASE_FACTOR, BOMB_TO_HIT]).toEqual([20, 10]);
  });
});
