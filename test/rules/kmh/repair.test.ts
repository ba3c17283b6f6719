import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { REPAIR_SUCCESS_FROM, repairTurn, repairableSpeedBoxes } from '../../../src/rules/kmh';
import { RandomDice, seededRandom } from '../../../src/rules/dice/dice';
import { frigate, script, seventyFour } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

describe('repair out of combat (K9, decisions repair-choice, repair-speed-cap)', () => {
  it('rolls the chaser dice; each 4–6 recovers a damage point', () => {
    const r = repairTurn(seventyFour({ damagePoints: 10 }), 2, 'hull', script(4, 3));
    expect(r).toMatchObject({ faces: [4, 3], successes: 1, repaired: 1 });
    expect(r.state.damagePoints).toBe(9);
    expect(repairTurn(frigate({ damagePoints: 0 }), 1, 'hull', script(6)).repaired).toBe(0);
  });
  it('recovers one speed box for every three struck', () => {
    const ship = seventyFour({ secondaryStruck: 7 });
    expect(repairableSpeedBoxes(ship)).toBe(2);
    const once = repairTurn(ship, 2, 'rigging', script(6, 6));
    expect(once.state).toMatchObject({ secondaryStruck: 5, secondaryRepaired: 2 });
    expect(repairableSpeedBoxes(once.state)).toBe(0);
    expect(repairTurn(once.state, 2, 'rigging', script(6, 6)).repaired).toBe(0);
  });
  it('refuses to repair a foundering ship', () => {
    expect(() => repairTurn(frigate({ fate: 'foundering', damagePoints: 32 }), 1, 'hull', script(6))).toThrow(
      /foundered/,
    );
  });
  it('never repairs past an undamaged sheet', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 74 }),
        fc.integer({ min: 0, max: 36 }),
        fc.integer(),
        (dp, struck, seed) => {
          let s = seventyFour({ damagePoints: dp, secondaryStruck: struck });
          const dice = new RandomDice(seededRandom(seed));
          for (let i = 0; i < 20; i++) s = repairTurn(s, 2, i % 2 ? 'hull' : 'rigging', dice).state;
          expect(s.damagePoints).toBeGreaterThanOrEqual(0);
          expect(s.secondaryStruck).toBeGreaterThanOrEqual(struck - Math.floor(struck / 3));
        },
      ),
    );
  });
});

describe('repair at its edges', () => {
  it('refuses a ship no longer afloat, saying what became of her, and chaser dice out of range', () => {
    expectRefusal(
      () => repairTurn(frigate({ fate: 'foundering', damagePoints: 32, founderMovesLeft: 2 }), 1, 'hull', script(6)),
      'CannotRepair',
      undefined,
      ['has foundered'],
    );
    expectRefusal(() => repairTurn(frigate({ fate: 'sunk' }), 1, 'hull', script(6)), 'CannotRepair', undefined, [
      'has sunk',
    ]);
    expectRefusal(() => repairTurn(frigate({ fate: 'exploded' }), 1, 'hull', script(6)), 'CannotRepair', undefined, [
      'has exploded',
    ]);
    expectInvalidNumber(() => repairTurn(frigate(), 5, 'hull', script()), 'chaser dice', 0, 4);
  });
  it('a 4 succeeds and a 3 does not; no more than the damage is repaired', () => {
    expect(REPAIR_SUCCESS_FROM).toBe(4);
    expect(repairTurn(frigate({ damagePoints: 1 }), 2, 'hull', script(4, 6))).toEqual({
      faces: [4, 6],
      successes: 2,
      repaired: 1,
      state: frigate(),
    });
  });
  it('the rigging recovers no more than the boxes struck and the cap allows', () => {
    // Six struck, one already recovered: the cap is 2 − 1 = 1.
    const ship = frigate({ secondaryStruck: 5, secondaryRepaired: 1 });
    expect(repairableSpeedBoxes(ship)).toBe(1);
    expect(repairTurn(ship, 2, 'rigging', script(6, 6))).toMatchObject({
      successes: 2,
      repaired: 1,
      state: { secondaryStruck: 4, secondaryRepaired: 2, damagePoints: 0 },
    });
    expect(repairableSpeedBoxes(frigate({ secondaryStruck: 2 }))).toBe(0);
    expect(repairableSpeedBoxes(frigate({ secondaryStruck: 3 }))).toBe(1);
    expect(repairableSpeedBoxes(frigate({ secondaryStruck: 0, secondaryRepaired: 3 }))).toBe(0);
  });
});
