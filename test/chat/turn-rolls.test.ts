import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { turnRollCard, turnRollCardView, turnRollRule } from '../../src/chat/turn-rolls';
import { changeUpdate } from '../../src/chat/apply';
import { frenchSeventyFour } from './fixtures';

describe('turn roll cards', () => {
  it('repairs the hull with the chaser dice and applies the DP back', () => {
    const ship = frenchSeventyFour('T', { damage: { points: 12 } });
    const result = turnRollRule('repairHull', ship)(new ScriptedDice([5, 2]));
    const card = turnRollCard('repairHull', ship, result);
    expect(result.lines).toEqual([
      { key: 'BROADSIDE.Turn.successes', n: 1 },
      { key: 'BROADSIDE.Turn.repairedDamage', n: 1 },
    ]);
    expect(changeUpdate(ship.source, ship.derived, card.changes[0]!)).toMatchObject({ damage: { points: 11 }, turn: { damagePoints: 0 } });
  });

  it('a fire test that blows the ship up', () => {
    const ship = frenchSeventyFour('T', { damage: { onFire: true, extremelyHazardousFire: true } });
    const result = turnRollRule('fireTest', ship)(new ScriptedDice([10]));
    expect(result.outcome).toBe('BROADSIDE.Turn.Outcome.exploded');
    const view = turnRollCardView(turnRollCard('fireTest', ship, result), { canApply: true, canUndo: false, appliedBy: null });
    expect(view.events.map((e) => e.key)).toEqual(['BROADSIDE.Event.exploded']);
  });

  it('a steering test on a 6 frees the helm', () => {
    const ship = frenchSeventyFour('T', { damage: { steering: true } });
    const card = turnRollCard('steering', ship, turnRollRule('steering', ship)(new ScriptedDice([6])));
    expect(changeUpdate(ship.source, ship.derived, card.changes[0]!)).toMatchObject({ damage: { steering: false } });
  });
});
