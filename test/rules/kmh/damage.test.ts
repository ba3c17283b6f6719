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
import { frigate, script, seventyFour } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

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
    expect(() => applyDamage(frigate(), { damagePoints: -1, cause: 'hullHits' }, script())).toThrow(
      /damage points must be a whole number/,
    );
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
        const plan = planBroadside({
          ...p,
          decks: 2,
          nationalClass: 'jollyJackTars',
          quality: elite ? 'elite' : 'average',
          traits: {},
        });
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
      fc.property(
        shipArb,
        fc.constantFrom(...SPECIAL_COLUMNS),
        fc.integer({ min: 0, max: 9 }),
        fc.integer(),
        (ship, column, row, seed) => {
          const dice = new RandomDice(seededRandom(seed));
          const plan = {
            ...planBroadside({
              fireFactor: 1,
              decks: 1,
              nationalClass: 'jollyJackTars',
              quality: 'poor',
              traits: {},
              distanceCm: 10,
              aim: 'hull',
            }),
            column,
          };
          const fx = applyBroadside(
            ship,
            frigate(),
            plan,
            { faces: [6], hits: 1, sixes: 1, damagePoints: 1, secondaryBoxes: 0, specialCheck: 1, specialRow: row },
            {},
            dice,
          );
          expect(() => validateShipState(fx.target.state)).not.toThrow();
        },
      ),
    );
  });
});

describe('damage step by step', () => {
  it('names what it refuses', () => {
    const work = new DamageWork(frigate({ mastsLost: ['main'] }), script());
    expectInvalidNumber(() => work.damagePoints(-1, 'hullHits'), 'damage points', 0);
    expectInvalidNumber(() => work.secondaryBoxes(-1, 'riggingHits'), 'speed boxes', 0);
    expectInvalidNumber(() => work.loseBoats(-1, 'special'), 'boats', 0);
    expectRefusal(() => work.loseMast('main', 'special'), 'MastNotStanding', { mast: 'main' }, ['main']);
    const cutter = new DamageWork(createShipState({ rate: 'cutter', guns: 10, boats: 2 }), script());
    expectRefusal(() => cutter.loseMast('fore', 'special'), 'MastNotStanding', { mast: 'fore' }, ['fore']);
    expectRefusal(() => founderMove(frigate()), 'NotFoundering', { fate: 'afloat' });
    expectRefusal(() => founderMove(frigate({ fate: 'sunk' })), 'NotFoundering', { fate: 'sunk' });
  });
  it('checks the sheet it starts from, and works on a copy', () => {
    expectInvalidNumber(() => new DamageWork(frigate({ damagePoints: 33 }), script()), 'damage points', 0, 32);
    const start = frigate();
    const work = new DamageWork(start, script());
    work.loseMast('fore', 'special');
    expect(start.mastsLost).toEqual([]);
    expect(start.masts).toEqual(['bowsprit', 'fore', 'main', 'mizzen']);
    expect(start.damagePoints).toBe(0);
  });
  it('records nothing for nothing taken', () => {
    const work = new DamageWork(
      frigate({ damagePoints: 32, fate: 'foundering', founderMovesLeft: 2, secondaryStruck: 45, boats: 0 }),
      script(),
    );
    expect(work.damagePoints(3, 'hullHits')).toBe(0);
    expect(work.secondaryBoxes(2, 'riggingHits')).toBe(0);
    expect(work.loseBoats(1, 'special')).toBe(0);
    expect(work.damagePoints(0, 'hullHits')).toBe(0);
    expect(work.finish().events).toEqual([]);
  });
  it('returns what it took and lists it with its cause', () => {
    const work = new DamageWork(frigate({ damagePoints: 30, secondaryStruck: 43, boats: 3 }), script(4));
    expect(work.damagePoints(5, 'collision')).toBe(2);
    expect(work.secondaryBoxes(5, 'chain')).toBe(2);
    expect(work.loseBoats(5, 'landing')).toBe(3);
    expect(work.finish()).toMatchObject({
      state: { damagePoints: 32, secondaryStruck: 45, boats: 0, boatsLost: 3, fate: 'foundering', founderMovesLeft: 4 },
      events: [
        { type: 'damagePoints', amount: 2, cause: 'collision' },
        { type: 'foundering', moves: 4, roll: 4 },
        { type: 'speedBoxes', secondary: 2, cause: 'chain' },
        { type: 'boatsLost', count: 3, cause: 'landing' },
      ],
    });
  });
  it('a primary box is three secondary boxes', () => {
    const work = new DamageWork(frigate(), script());
    expect(work.primaryBoxes(2, 'special')).toBe(6);
    expect(work.finish().events).toEqual([{ type: 'speedBoxes', secondary: 6, cause: 'special' }]);
  });
  it('founders only once: a ship already foundering reaching zero value again rolls nothing', () => {
    const work = new DamageWork(frigate({ damagePoints: 30, fate: 'foundering', founderMovesLeft: 2 }), script());
    expect(work.damagePoints(2, 'hullHits')).toBe(2);
    expect(work.finish().state).toMatchObject({ fate: 'foundering', founderMovesLeft: 2 });
  });
  it('hull fire strikes a box at each multiple of five reached, counting from where the damage stood', () => {
    const work = new DamageWork(frigate({ damagePoints: 4 }), script());
    expect(work.hullDamagePoints(1, 'hullHits')).toBe(1);
    expect(work.state.secondaryStruck).toBe(1);
    expect(work.hullDamagePoints(4, 'hullHits')).toBe(4);
    expect(work.state.secondaryStruck).toBe(1);
    expect(work.hullDamagePoints(11, 'hullHits')).toBe(11);
    expect(work.state).toMatchObject({ damagePoints: 20, secondaryStruck: 4 });
    expect(work.events.filter((e) => e.type === 'speedBoxes')).toEqual([
      { type: 'speedBoxes', secondary: 1, cause: 'hullDamageToSpeed' },
      { type: 'speedBoxes', secondary: 3, cause: 'hullDamageToSpeed' },
    ]);
  });
  it('a lost spar takes its boxes and points and half the boats aboard, rounded down', () => {
    const work = new DamageWork(frigate({ boats: 5 }), script());
    work.loseMast('bowsprit', 'collision');
    expect(work.finish()).toMatchObject({
      state: { mastsLost: ['bowsprit'], secondaryStruck: 3, damagePoints: 5, boats: 3, boatsLost: 2 },
      events: [
        { type: 'mastLost', mast: 'bowsprit', cause: 'collision' },
        { type: 'speedBoxes', secondary: 3, cause: 'mast' },
        { type: 'damagePoints', amount: 5, cause: 'mast' },
        { type: 'boatsLost', count: 2, cause: 'mast' },
      ],
    });
    const one = new DamageWork(frigate({ boats: 1 }), script());
    one.loseMast('main', 'special');
    expect(one.finish().state).toMatchObject({ boats: 1, secondaryStruck: 9, damagePoints: 5 });
  });
  it('CREW casualties cost the boarding party once', () => {
    const work = new DamageWork(frigate(), script());
    work.crewCasualties();
    work.crewCasualties();
    expect(work.finish()).toMatchObject({
      state: { crewCasualties: true, boardingPartyLost: true },
      events: [{ type: 'crewCasualties' }, { type: 'boardingPartyLost' }, { type: 'crewCasualties' }],
    });
  });
  it('a fire starts its count afresh; a hazardous fire outranks an ordinary one and is not lowered by one', () => {
    const work = new DamageWork(frigate({ movesBurning: 5 }), script());
    work.fire(false);
    expect(work.state).toMatchObject({ fire: 'fire', movesBurning: 0 });
    work.state.movesBurning = 2;
    work.fire(true);
    expect(work.state).toMatchObject({ fire: 'hazardous', movesBurning: 2 });
    work.fire(false);
    expect(work.state.fire).toBe('hazardous');
    expect(work.events).toEqual([
      { type: 'fire', hazardous: false },
      { type: 'fire', hazardous: true },
      { type: 'fire', hazardous: false },
    ]);
  });
  it('steering, officers and an explosion mark the sheet and say so', () => {
    const work = new DamageWork(frigate({ damagePoints: 3 }), script());
    work.steeringDamage();
    work.highOfficerCasualties();
    work.explode();
    expect(work.finish()).toMatchObject({
      state: { steeringDamaged: true, highOfficerCasualties: true, fate: 'exploded', damagePoints: 32 },
      events: [{ type: 'steeringDamage' }, { type: 'highOfficerCasualties' }, { type: 'exploded' }],
    });
  });
  it('plain damage: points and boxes, hull fire only when it says so', () => {
    expect(applyDamage(frigate(), { cause: 'collision' }, script()).events).toEqual([]);
    const out = applyDamage(frigate(), { damagePoints: 5, secondaryBoxes: 1, cause: 'collision' }, script());
    expect(out.state).toMatchObject({ damagePoints: 5, secondaryStruck: 1 });
    expect(
      applyDamage(frigate(), { damagePoints: 5, cause: 'hullHits', fromHullFire: false }, script()).state
        .secondaryStruck,
    ).toBe(0);
  });
  it('a foundering ship sinks after her last move, and keeps counting until then', () => {
    expect(founderMove(frigate({ fate: 'foundering', founderMovesLeft: 2 }))).toMatchObject({
      fate: 'foundering',
      founderMovesLeft: 1,
    });
    expect(founderMove(frigate({ fate: 'foundering', founderMovesLeft: 1 }))).toMatchObject({
      fate: 'sunk',
      founderMovesLeft: 0,
    });
    expect(founderingSpeed(seventyFour())).toBe(6);
  });
});
