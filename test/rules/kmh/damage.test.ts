import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  DamageWork,
  RATES,
  SPECIAL_COLUMNS,
  applyBroadside,
  applyDamage,
  createShipState,
  currentSpeed,
  fireBroadside,
  founderMove,
  founderingSpeed,
  planBroadside,
  speedBoxes,
  validateShipState,
  type KmhShipState,
} from '../../../src/rules/kmh';
import { RandomDice, seededRandom } from '../../../src/rules/dice/dice';
import { RulesError } from '../../../src/rules/errors';
import { frigate, script } from './helpers';

describe('damage to the hull and rigging (K7)', () => {
  it('strikes a secondary box each time hull fire takes the total past a multiple of five (decision hull-speed-boxes)', () => {
    const three = applyDamage(frigate(), { damagePoints: 3, cause: 'hullHits', fromHullFire: true }, script());
    expect(three.state.secondaryStruck).toBe(0);
    const eight = applyDamage(three.state, { damagePoints: 5, cause: 'hullHits', fromHullFire: true }, script());
    expect(eight.state).toMatchObject({ damagePoints: 8, secondaryStruck: 1 });
    const twenty = applyDamage(eight.state, { damagePoints: 12, cause: 'hullHits', fromHullFire: true }, script());
    expect(twenty.state).toMatchObject({ damagePoints: 20, secondaryStruck: 4 });
  });
  it('does not strike boxes for damage points from rigging fire', () => {
    expect(applyDamage(frigate(), { damagePoints: 10, cause: 'riggingHits' }, script()).state.secondaryStruck).toBe(0);
  });
  it('stops damage points at the base factor and founders for d6 moves at half basic speed', () => {
    const out = applyDamage(frigate({ damagePoints: 30 }), { damagePoints: 9, cause: 'hullHits' }, script(3));
    expect(out.state).toMatchObject({ damagePoints: 32, fate: 'foundering', founderMovesLeft: 3 });
    expect(out.events).toContainEqual({ type: 'damagePoints', amount: 2, cause: 'hullHits' });
    expect(out.events).toContainEqual({ type: 'foundering', moves: 3, roll: 3 });
    expect(founderingSpeed(out.state)).toBe(7);
    let s = out.state;
    s = founderMove(founderMove(s));
    expect(s.fate).toBe('foundering');
    expect(founderMove(s).fate).toBe('sunk');
    expect(() => founderMove(frigate())).toThrow(RulesError);
  });
  it('stops striking boxes at the last one', () => {
    const out = applyDamage(frigate({ secondaryStruck: 44 }), { secondaryBoxes: 5, cause: 'riggingHits' }, script());
    expect(out.state.secondaryStruck).toBe(45);
    expect(currentSpeed(out.state)).toBe(0);
  });
  it('rejects a negative amount or a broken sheet', () => {
    expect(() => applyDamage(frigate(), { damagePoints: -1, cause: 'hullHits' }, script())).toThrow(/damage points must be a whole number/);
    expect(() => validateShipState(frigate({ damagePoints: 40 }))).toThrow(RulesError);
    expect(() => createShipState({ rate: 'seventh', guns: 10, boats: 1 })).toThrow(/no rate "seventh"/);
    expect(() => createShipState({ rate: 'fifth', guns: -2, boats: 1 })).toThrow(/guns must be a whole number/);
  });
});

describe('damage properties over random ships, broadsides and dice', () => {
  const shipArb = fc
    .record({
      rate: fc.constantFrom(...RATES),
      guns: fc.integer({ min: 4, max: 130 }),
      boats: fc.integer({ min: 0, max: 7 }),
      dpShare: fc.double({ min: 0, max: 1, noNaN: true }),
      boxShare: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ rate, guns, boats, dpShare, boxShare }) => {
      const ship = createShipState({ rate, guns, boats });
      return {
        ...ship,
        damagePoints: Math.floor(ship.baseFactor * dpShare),
        secondaryStruck: Math.floor(ship.basicSpeed * 3 * boxShare),
      } satisfies KmhShipState;
    });
  const planArb = fc.record({
    fireFactor: fc.integer({ min: 0, max: 14 }),
    distanceCm: fc.integer({ min: 6, max: 40 }),
    aim: fc.constantFrom('hull' as const, 'rigging' as const),
    rake: fc.constantFrom('none' as const, 'bow' as const, 'stern' as const),
  });

  it('keeps damage within 0..base factor, strikes boxes only in order and current speed = primary boxes left', () => {
    fc.assert(
      fc.property(shipArb, planArb, fc.integer(), fc.boolean(), (target, p, seed, elite) => {
        const dice = new RandomDice(seededRandom(seed));
        const plan = planBroadside({ ...p, decks: 2, nationalClass: 'jollyJackTars', quality: elite ? 'elite' : 'average', traits: {} });
        let state = target;
        for (let volley = 0; volley < 4; volley++) {
          const roll = fireBroadside(plan, dice);
          const fx = applyBroadside(state, frigate(), plan, roll, { firerEliteJackTars: elite }, dice);
          const next = fx.target.state;
          expect(next.damagePoints).toBeGreaterThanOrEqual(state.damagePoints);
          expect(next.damagePoints).toBeLessThanOrEqual(next.baseFactor);
          expect(next.secondaryStruck).toBeGreaterThanOrEqual(state.secondaryStruck);
          expect(next.secondaryStruck).toBeLessThanOrEqual(next.basicSpeed * 3);
          expect(currentSpeed(next)).toBe(speedBoxes(next.basicSpeed, next.secondaryStruck).currentSpeed);
          expect(currentSpeed(next)).toBe(Math.ceil((next.basicSpeed * 3 - next.secondaryStruck) / 3));
          expect(next.boats + next.boatsLost).toBe(target.boats + target.boatsLost);
          expect(new Set(next.mastsLost).size).toBe(next.mastsLost.length);
          expect(fx.firer.state.damagePoints).toBeLessThanOrEqual(fx.firer.state.baseFactor);
          expect(JSON.parse(JSON.stringify(fx))).toEqual(fx);
          state = next;
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('strikes speed boxes from the top: a primary box loss lowers current speed by exactly one', () => {
    fc.assert(
      fc.property(shipArb, fc.integer({ min: 1, max: 5 }), (ship, n) => {
        const work = new DamageWork(ship, script());
        const before = currentSpeed(ship);
        work.primaryBoxes(n, 'special');
        expect(currentSpeed(work.state)).toBe(Math.max(0, before - n));
      }),
    );
  });

  it('resolves every special column without breaking a sheet', () => {
    fc.assert(
      fc.property(shipArb, fc.constantFrom(...SPECIAL_COLUMNS), fc.integer({ min: 0, max: 9 }), fc.integer(), (ship, column, row, seed) => {
        const dice = new RandomDice(seededRandom(seed));
        const plan = { ...planBroadside({ fireFactor: 1, decks: 1, nationalClass: 'jollyJackTars', quality: 'poor', traits: {}, distanceCm: 10, aim: 'hull' }), column };
        const fx = applyBroadside(ship, frigate(), plan, { faces: [6], hits: 1, sixes: 1, damagePoints: 1, secondaryBoxes: 0, specialCheck: 1, specialRow: row }, {}, dice);
        expect(() => validateShipState(fx.target.state)).not.toThrow();
      }),
    );
  });
});
