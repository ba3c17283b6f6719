import { describe, it, expect } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { expectRefusal } from '../refusal';
import {
  CALIBRE_TABLE,
  CALLED_SHOTS,
  CLASS_FIGURES,
  CRITICAL_BY_FACE,
  LOCATION_BY_FACE,
  MAST_LOST_BONUS,
  RANGE_TABLE,
  RELOAD_ROUNDS,
  THREE_D6_WAYS,
  TWO_MASTS_BONUS,
  hipLossFor,
  skillRoll,
  hitRateForMargin,
  judgeRoll,
  sailPenalty,
  sinkingState,
  threeD6,
  weatherSenseModifier,
} from '../../../src/rules/kyngesreach';

describe('GURPS success rolls', () => {
  it.each([
    // effective, total, success, critical
    [12, 3, true, true],
    [12, 4, true, true],
    [2, 4, true, true],
    [14, 5, true, false],
    [15, 5, true, true],
    [15, 6, true, false],
    [16, 6, true, true],
    [12, 12, true, false],
    [12, 13, false, false],
    [15, 17, false, true],
    [16, 17, false, false],
    [20, 17, false, false],
    [16, 16, true, false],
    [30, 18, false, true],
    [5, 14, false, false],
    [5, 15, false, true],
    [3, 13, false, true],
  ])('skill %i, total %i: success %s, critical %s', (effective, total, success, critical) => {
    expect(judgeRoll(effective, total)).toEqual({ success, critical, margin: effective - total });
  });

  it('refuses a total three dice cannot show and a skill that is not whole', () => {
    expectRefusal(() => judgeRoll(12, 19), 'InvalidNumber', { name: 'total', value: 19 });
    expectRefusal(() => judgeRoll(12.5, 10), 'InvalidNumber', { effective: 12.5 }, [12.5]);
  });

  it('rolls three dice, or none for a skill of 0 (decision gurps-skill-levels)', () => {
    expect(skillRoll(new ScriptedDice([1, 2, 3]), 10, 2)).toEqual({
      effective: 12,
      faces: [1, 2, 3],
      total: 6,
      success: true,
      critical: false,
      margin: 6,
      attempted: true,
    });
    expect(skillRoll(new ScriptedDice([]), 0, 2)).toEqual({
      effective: 2,
      faces: [],
      total: 0,
      success: false,
      critical: false,
      margin: -100,
      attempted: false,
    });
    expectRefusal(() => skillRoll(new ScriptedDice([]), 31, 0), 'InvalidNumber', { name: 'skill' });
  });

  it('counts 216 ways for three dice', () => {
    expect(THREE_D6_WAYS.reduce((a, b) => a + b, 0)).toBe(216);
    expect(threeD6()[7]).toEqual([10, 27 / 216]);
  });
});

describe('the tables, row by row', () => {
  it('Weather Sense', () => {
    expect(weatherSenseModifier(true, false)).toBe(1);
    expect(weatherSenseModifier(true, true)).toBe(2);
    expect(weatherSenseModifier(false, false)).toBe(0);
    expect(weatherSenseModifier(false, true)).toBe(-1);
  });

  it('handling ratings and class figures', () => {
    expect(Object.fromEntries(Object.entries(CLASS_FIGURES).map(([k, v]) => [k, v.handling]))).toEqual({
      'sloop-brig': 2,
      frigate: 1,
      'fourth-rate': 0,
      'ship-of-the-line': -1,
    });
    expect(CLASS_FIGURES['sloop-brig']).toMatchObject({
      dr: 10,
      hip: 250,
      sailHp: 100,
      mastDr: { fore: 15, main: 20, mizzen: 15 },
    });
    expect(CLASS_FIGURES.frigate).toMatchObject({
      dr: 20,
      hip: 500,
      sailHp: 200,
      mastDr: { fore: 20, main: 25, mizzen: 20 },
    });
    expect(CLASS_FIGURES['ship-of-the-line']).toMatchObject({
      dr: 40,
      hip: 1000,
      sailHp: 400,
      mastDr: { fore: 25, main: 30, mizzen: 25 },
    });
  });

  it('range bands', () => {
    expect(RANGE_TABLE).toEqual({
      extreme: { maxRate: 25, modifier: -4 },
      long: { maxRate: 50, modifier: -2 },
      standard: { maxRate: 100, modifier: 0 },
      close: { maxRate: 100, modifier: 1 },
    });
  });

  it.each([
    [-1, 0],
    [0, 10],
    [1, 10],
    [2, 25],
    [3, 25],
    [4, 50],
    [5, 50],
    [6, 75],
    [7, 75],
    [8, 100],
    [15, 100],
  ])('margin %i hits %i%%', (margin, rate) => {
    expect(hitRateForMargin(margin)).toBe(rate);
  });

  it.each([
    [0, 0],
    [1, 10],
    [10, 10],
    [11, 20],
    [20, 20],
    [21, 30],
    [30, 30],
    [31, 40],
    [50, 40],
    [51, 50],
    [200, 50],
  ])('penetration %i costs %i HIP (decision kr-hip-table)', (ps, loss) => {
    expect(hipLossFor(ps)).toBe(loss);
  });

  it.each([
    [500, 'sound'],
    [375, 'sound'],
    [374, 'stressed'],
    [250, 'stressed'],
    [249, 'flooding'],
    [125, 'flooding'],
    [124, 'critical'],
    [50, 'critical'],
    [49, 'sinking'],
    [1, 'sinking'],
    [0, 'sunk'],
  ])('HIP %i of 500 is %s (decision kr-band-edges)', (hip, state) => {
    expect(sinkingState(hip, 500)).toBe(state);
  });

  it.each([
    [200, 0],
    [151, 0],
    [150, -1],
    [101, -1],
    [100, -2],
    [51, -2],
    [50, -4],
    [0, -4],
  ])('sail HP %i of 200 costs %i on the gauge', (hp, penalty) => {
    expect(sailPenalty(hp, 200)).toBe(penalty);
  });

  it('calibres', () => {
    expect(CALIBRE_TABLE).toEqual({
      9: { dice: 6, multiplier: 2, sailDamage: 10 },
      18: { dice: 6, multiplier: 3, sailDamage: 20 },
      32: { dice: 6, multiplier: 4, sailDamage: 40 },
    });
  });

  it('hit location and critical tables', () => {
    expect(LOCATION_BY_FACE).toEqual(['hull', 'hull', 'rigging', 'deck', 'cannons', 'critical']);
    expect(CRITICAL_BY_FACE).toEqual(['fire', 'steering', 'magazine', 'injury', 'rigging-collapse', 'major']);
  });

  it('called shots, reloads and dismasting', () => {
    expect(CALLED_SHOTS).toEqual({
      rudder: { ammunition: 'round', penalty: -3 },
      rigging: { ammunition: 'chain', penalty: -3 },
      mast: { ammunition: 'bar', penalty: -6 },
      deck: { ammunition: 'grape', penalty: -3 },
    });
    expect(RELOAD_ROUNDS).toEqual({ same: 3, emptyNew: 4, loadedNew: 5 });
    expect(MAST_LOST_BONUS).toEqual({ fore: 2, main: 3, mizzen: 1 });
    expect(TWO_MASTS_BONUS).toBe(5);
  });
});
