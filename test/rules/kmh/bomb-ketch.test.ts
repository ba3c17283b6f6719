import { describe, it, expect } from 'vitest';
import {
  applyBomb,
  createShipState,
  fireBomb,
  mortarDamageTest,
} from '../../../src/rules/kmh';
import { RulesError } from '../../../src/rules/errors';
import { script, seventyFour } from './helpers';

describe('bomb ketches (§9.6, §18)', () => {
  const shot = { elite: false, stationary: true, distanceCm: 30, targetMovedCm: 0 };
  it('hit on 10+ on 2d6, +1 elite, −1 per 3 cm the target moved', () => {
    expect(fireBomb(shot, script(4, 5)).hit).toBe(false);
    expect(fireBomb({ ...shot, elite: true }, script(4, 5, 7, 8))).toMatchObject({ total: 10, hit: true, damagePoints: 7, specialCheck: 8, specialRow: null });
    expect(fireBomb({ ...shot, targetMovedCm: 7 }, script(6, 6, 5, 9))).toMatchObject({ total: 10, hit: true, damagePoints: 5, specialRow: null });
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
    const fx = applyBomb(seventyFour(), createShipState({ rate: 'sloop', guns: 10, baseFactor: 20, boats: 2 }), bomb, dice);
    expect(fx.target.state.damagePoints).toBe(12 + 1);
    expect(fx.target.state.secondaryStruck).toBe(2);
    expect(dice.remaining).toBe(0);
  });
  it('lose the mortar on a d10 of 0, or a d6 of 6 past half damage', () => {
    const ketch = createShipState({ rate: 'sloop', guns: 10, baseFactor: 20, boats: 2 });
    expect(mortarDamageTest(ketch, script(10))).toEqual({ die: 'd10', roll: 0, mortarLost: true });
    expect(mortarDamageTest({ ...ketch, damagePoints: 10 }, script(6))).toEqual({ die: 'd6', roll: 6, mortarLost: true });
  });
});
