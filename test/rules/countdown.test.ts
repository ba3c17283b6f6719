import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startCountdown, tickCountdown } from '../../src/rules/countdown';
import { DamageWork, createShipState, fireTest, founderMove } from '../../src/rules/kmh';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { RulesError } from '../../src/rules/errors';
import { expectInvalidNumber } from './refusal';

describe('the countdown every rule set uses', () => {
  it('runs down to its end, one turn a tick', () => {
    let count = { ...startCountdown(3), ended: false };
    const seen: (number | null)[] = [];
    while (!count.ended) {
      count = tickCountdown(count);
      seen.push(count.left);
    }
    expect(seen).toEqual([2, 1, 0]);
    expect(count.elapsed).toBe(3);
  });

  it('only counts up when it has no end', () => {
    const count = tickCountdown(tickCountdown(startCountdown(null)));
    expect(count).toEqual({ elapsed: 2, left: null, ended: false });
  });

  it('ends after exactly as many ticks as it was started with', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (turns) => {
        let count = startCountdown(turns);
        for (let i = 1; i <= turns; i++) {
          const next = tickCountdown(count);
          expect(next.ended).toBe(i === turns);
          count = next;
        }
      }),
    );
    expect(() => startCountdown(0)).toThrow(RulesError);
  });

  it('counts a KMH ship foundering down to sunk', () => {
    const work = new DamageWork(createShipState({ rate: 'sixth', guns: 20, boats: 2 }), new ScriptedDice([2]));
    work.damagePoints(1000, 'hullHits');
    let ship = work.finish().state;
    expect(ship).toMatchObject({ fate: 'foundering', founderMovesLeft: 2 });
    ship = founderMove(ship);
    expect(ship).toMatchObject({ fate: 'foundering', founderMovesLeft: 1 });
    expect(founderMove(ship)).toMatchObject({ fate: 'sunk', founderMovesLeft: 0 });
  });

  it('counts the moves a KMH fire has burned, with no end of its own', () => {
    const burning = {
      ...createShipState({ rate: 'sixth', guns: 20, boats: 2 }),
      fire: 'fire' as const,
      movesBurning: 2,
    };
    // The third test: out on 1–3 only, so a 7 burns on and makes it three moves.
    expect(fireTest(burning, new ScriptedDice([7])).damage.state.movesBurning).toBe(3);
  });
});

describe('the countdown at its edges', () => {
  it('refuses a count of no turns, and a broken count, naming which number', () => {
    expectInvalidNumber(() => startCountdown(0), 'turns', 1);
    expect(startCountdown(1)).toEqual({ elapsed: 0, left: 1 });
    expectInvalidNumber(() => tickCountdown({ elapsed: -1, left: 2 }), 'turns lasted', 0);
    expectInvalidNumber(() => tickCountdown({ elapsed: 0, left: -1 }), 'turns left', 0);
  });
  it('a count already at zero stays ended at zero', () => {
    expect(tickCountdown({ elapsed: 4, left: 0 })).toEqual({ elapsed: 5, left: 0, ended: true });
    expect(tickCountdown({ elapsed: 0, left: 2 })).toEqual({ elapsed: 1, left: 1, ended: false });
  });
});
