import { describe, it, expect } from 'vitest';
import { applyBroadside, fireBroadside, planBroadside } from '../../../src/rules/kmh';
import { resolveWithRoller } from '../../../src/rules/dice/dice';
import { frigate, seventyFour } from './helpers';

describe('a broadside through an asynchronous roller (how the Foundry layer rolls)', () => {
  it('asks for the pool, then the check, then the row, then the mast, and gives the same result as scripted dice', async () => {
    const queue = [[6, 6, 6, 6, 6, 6, 6, 6, 6], [9], [10], [3]];
    const asked: string[] = [];
    const plan = planBroadside({
      fireFactor: 9,
      decks: 2,
      nationalClass: 'sansCulottes',
      quality: 'average',
      traits: {},
      distanceCm: 15,
      aim: 'hull',
    });
    const { result, records } = await resolveWithRoller(
      (dice) => {
        const roll = fireBroadside(plan, dice);
        return { roll, effects: applyBroadside(seventyFour(), frigate(), plan, roll, {}, dice) };
      },
      (count, faces) => {
        asked.push(`${count}d${faces}`);
        return Promise.resolve({ results: queue.shift()!, roll: null });
      },
    );
    expect(asked).toEqual(['9d6', '1d10', '1d10', '1d6']);
    expect(records).toHaveLength(4);
    expect(result.roll).toMatchObject({ hits: 9, specialCheck: 9, specialRow: 0 });
    expect(result.effects.target.state.mastsLost).toEqual(['main']);
    expect(result.effects.target.state.damagePoints).toBe(9 + 5 + 5);
  });
});
