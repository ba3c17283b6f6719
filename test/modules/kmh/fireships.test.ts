import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { turnRollCard, turnRollRule } from '../../../src/modules/kmh/turn-rolls';
import { shipRolls } from '../../../src/modules/kmh/ship-rolls';
import { applyChange, shipRef } from '../../chat/fixtures';

const fireship = (over: Parameters<typeof shipRef>[1] = {}) =>
  shipRef('Vengeur', { guns: 10, rate: 'sloop', fireship: true, ...over });

describe('fireship cards', () => {
  it('setting her ablaze sets her burning', () => {
    const ship = fireship();
    const card = turnRollCard('fireshipAblaze', ship, turnRollRule('fireshipAblaze', ship)(new ScriptedDice([])));
    expect(card.changes).toHaveLength(1);
    expect(applyChange(ship, card.changes[0]!).source).toMatchObject({ damage: { onFire: true } });
  });

  it('her move loses a d6 and drifts a quarter downwind until the wind is astern', () => {
    const ship = fireship();
    const card = turnRollCard(
      'fireshipMove',
      ship,
      turnRollRule('fireshipMove', ship, { rolledDistanceCm: 14, windAstern: false })(new ScriptedDice([2])),
    );
    expect(card.result.lines.map((l) => l.n)).toEqual([12, 9, 3]);
    expect(card.changes).toEqual([]);
  });

  it('a 6 at the end of the turn blows her up; anything else and she burns on', () => {
    const ship = fireship({ damage: { onFire: true } });
    const boom = turnRollCard(
      'fireshipExplosion',
      ship,
      turnRollRule('fireshipExplosion', ship)(new ScriptedDice([6])),
    );
    expect(boom.result.outcome).toBe('BROADSIDE.Turn.Outcome.fireshipExplodes');
    expect(applyChange(ship, boom.changes[0]!).source).toMatchObject({ damage: { fate: 'exploded' } });
    const not = turnRollCard('fireshipExplosion', ship, turnRollRule('fireshipExplosion', ship)(new ScriptedDice([5])));
    expect(not.changes).toEqual([]);
  });

  it('her buttons are on a fireship’s sheet only; fending off is on every sheet', () => {
    const ids = (r: ReturnType<typeof shipRolls>) => r.map((x) => x.id);
    expect(ids(shipRolls({ fireship: true }))).toEqual(
      expect.arrayContaining(['fireshipAblaze', 'fireshipMove', 'fireshipExplosion', 'fendOff']),
    );
    expect(ids(shipRolls())).not.toContain('fireshipMove');
    expect(ids(shipRolls())).toContain('fendOff');
  });
});
