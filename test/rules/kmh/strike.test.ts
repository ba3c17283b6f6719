import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  QUALITIES,
  STRIKE_MODIFIERS,
  STRIKE_TABLE,
  createShipState,
  merchantStrikes,
  outnumberedTwoToOne,
  retiringShipStrikes,
  strikeChance,
  strikeTableChance,
  strikeTest,
  strikeTriggers,
  type StrikeSituation,
} from '../../../src/rules/kmh';
import { RulesError } from '../../../src/rules/errors';
import { frigate, script, seventyFour } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

/** A representative value inside each band, and the printed table. */
const CURRENT = [110, 90, 70, 55, 45, 35, 25, 17, 12, 5];
const ORIGINAL = [110, 90, 70, 55, 45, 35, 25, 15];
const PRINTED = [
  '0 0 - - - - - -',
  '5 0 0 - - - - -',
  '15 5 0 0 - - - -',
  '25 20 10 0 0 - - -',
  '35 30 25 10 10 0 - -',
  '45 40 35 30 20 10 0 -',
  '55 50 45 40 35 30 25 0',
  '65 60 55 50 40 35 30 10',
  '70 65 65 60 50 45 40 30',
  '80 75 70 65 60 55 50 50',
].map((r) => r.split(' ').map((c) => (c === '-' ? null : Number(c))));

describe('the strike table', () => {
  it('matches the printed table cell for cell', () => {
    expect(STRIKE_TABLE).toEqual(PRINTED);
  });
  const cells = CURRENT.flatMap((current, r) =>
    ORIGINAL.map((original, c) => [current, original, PRINTED[r]![c] ?? 0] as const),
  );
  it.each(cells)('current %s of original %s: %s%% (n/a read as 0, decision strike-na)', (current, original, chance) => {
    expect(strikeTableChance(original, current)).toBe(chance);
  });
  it('reads band edges on the right side', () => {
    expect(strikeTableChance(100, 99)).toBe(5);
    expect(strikeTableChance(99, 99)).toBe(0);
    expect(strikeTableChance(20, 19)).toBe(30);
    expect(strikeTableChance(19, 15)).toBe(10);
    expect(strikeTableChance(19, 14)).toBe(30);
    expect(strikeTableChance(19, 9)).toBe(50);
  });
  it('reads a ship at zero value on the 1–9 row (decision strike-zero)', () => {
    expect(strikeTableChance(74, 0)).toBe(70);
  });
});

const situation = (over: Partial<StrikeSituation> = {}): StrikeSituation => ({
  ship: frigate(),
  quality: 'average',
  traits: {},
  damageThisTurn: 0,
  ...over,
});

describe('the strike test', () => {
  it('KMH example "The Strike Test": original 20, now 9, determined: 50% − 10% = 40%, and 97 does not strike', () => {
    const ship = { ...createShipState({ rate: 'cutter', guns: 20, boats: 2 }), damagePoints: 11 };
    const dice = script(97);
    const result = strikeTest(situation({ ship, traits: { determined: true } }), dice);
    expect(result).toMatchObject({ tableChance: 50, chance: 40, roll: 97, strikes: false, automatic: false });
    expect(result.modifiers).toEqual([{ id: 'determined', percent: -10 }]);
    expect(dice.remaining).toBe(0);
  });
  it('strikes on a roll at or under the chance', () => {
    const ship = { ...frigate(), damagePoints: 20 }; // 12 of 32: 45%
    expect(strikeTest(situation({ ship }), script(45)).strikes).toBe(true);
    expect(strikeTest(situation({ ship }), script(46)).strikes).toBe(false);
  });
  it('applies every modifier, cumulatively', () => {
    const ship = seventyFour({
      mastsLost: ['bowsprit', 'fore', 'main'],
      secondaryStruck: 30,
      fire: 'fire',
      steeringDamaged: true,
      highOfficerCasualties: true,
      crewCasualties: true,
    });
    const c = strikeChance(
      situation({
        ship,
        quality: 'elite',
        traits: { determined: true, ferventlyDetermined: true, cowardlyLubbers: true },
        boardingDecksLost: 2,
        wonBoardingAction: true,
        rakedThisTurn: true,
        rakedBefore: true,
        friendsStruckInSight: 3,
        grappledToBiggerShip: true,
        merchant: true,
        flagshipStruck: true,
        moreFriendsThanEnemiesWithin20: true,
        flagship: true,
      }),
    );
    const byId = Object.fromEntries(c.modifiers.map((m) => [m.id, m.percent]));
    expect(byId).toEqual({
      mastBroughtDown: 20, // the bowsprit is not a mast here (decision strike-bowsprit)
      speedBelowHalf: 10,
      lostBoardingDeck: 20,
      onFire: 10,
      rudderShotThrough: 5,
      highOfficerCasualties: 10,
      crewCasualties: 5,
      rakedThisTurn: 15,
      rakedBefore: 5,
      friendStruckInSight: 15,
      grappledToBiggerShip: 5,
      cowardlyLubbers: 15,
      merchant: 30,
      flagshipStruck: 5,
      wonBoardingAction: -5,
      moreFriendsThanEnemies: -5,
      ferventlyDetermined: -20, // replaces determined
      elite: -5,
      flagship: -15,
    });
    expect(Object.keys(STRIKE_MODIFIERS).filter((k) => !(k in byId))).toEqual(['determined']);
    expect(c.chance).toBe(100);
  });
  it('strikes automatically on 75% of the base factor lost in one turn, without a roll', () => {
    const r = strikeTest(situation({ ship: frigate({ damagePoints: 24 }), damageThisTurn: 24 }), script());
    expect(r).toMatchObject({ automatic: true, roll: null, strikes: true });
    expect(strikeChance(situation({ damageThisTurn: 23 })).automatic).toBe(false);
  });
  it('keeps the chance within 0–100 for any ship and situation', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 150 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(...QUALITIES),
        fc.record({ determined: fc.boolean(), ferventlyDetermined: fc.boolean(), cowardlyLubbers: fc.boolean() }),
        fc.record({
          merchant: fc.boolean(),
          flagship: fc.boolean(),
          rakedThisTurn: fc.boolean(),
          friendsStruckInSight: fc.integer({ min: 0, max: 20 }),
          boardingDecksLost: fc.integer({ min: 0, max: 3 }),
        }),
        (guns, share, quality, traits, extra) => {
          const ship = createShipState({ rate: 'third', guns, boats: 5 });
          const damaged = { ...ship, damagePoints: Math.floor(ship.baseFactor * share) };
          const c = strikeChance({ ship: damaged, quality, traits, damageThisTurn: 0, ...extra });
          expect(c.chance).toBeGreaterThanOrEqual(0);
          expect(c.chance).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 1000 },
    );
  });
  it('rejects bad input with a RulesError', () => {
    expect(() => strikeChance(situation({ damageThisTurn: -3 }))).toThrow(RulesError);
    expect(() => strikeTableChance(0, 0)).toThrow(/original value/);
  });
});

describe('strike triggers (a)–(g)', () => {
  const f = frigate();
  it('(a) the first time damage reaches half the base factor', () => {
    expect(strikeTriggers(f, { ...f, damagePoints: 16 }, { damageThisTurn: 16 })).toEqual(['a', 'b']);
    expect(strikeTriggers(f, { ...f, damagePoints: 15 }, { damageThisTurn: 15 })).toEqual([]);
  });
  it('(b) more than 15 damage points in one turn', () => {
    expect(strikeTriggers(seventyFour(), seventyFour({ damagePoints: 16 }), { damageThisTurn: 16 })).toEqual(['b']);
  });
  it('(c) completely dismasted, the bowsprit not counting', () => {
    const before = f;
    expect(strikeTriggers(before, { ...f, mastsLost: ['fore', 'main', 'mizzen'] }, { damageThisTurn: 0 })).toEqual([
      'c',
    ]);
    expect(strikeTriggers(before, { ...f, mastsLost: ['bowsprit', 'fore', 'main'] }, { damageThisTurn: 0 })).toEqual(
      [],
    );
  });
  it('(d) a deck lost in boarding and (e) raked', () => {
    expect(strikeTriggers(f, f, { damageThisTurn: 0, boardingDeckLost: true, raked: true })).toEqual(['d', 'e']);
  });
  it('(f) speed below half the original', () => {
    expect(strikeTriggers(f, { ...f, secondaryStruck: 24 }, { damageThisTurn: 0 })).toEqual(['f']);
    expect(strikeTriggers(f, { ...f, secondaryStruck: 21 }, { damageThisTurn: 0 })).toEqual([]);
  });
  it('(g) more damage after half value, or more speed lost after half speed', () => {
    const half = { ...f, damagePoints: 16 };
    expect(strikeTriggers(half, { ...half, damagePoints: 17 }, { damageThisTurn: 1 })).toEqual(['g']);
    const slow = { ...f, secondaryStruck: 24 };
    expect(strikeTriggers(slow, { ...slow, secondaryStruck: 27 }, { damageThisTurn: 0 })).toEqual(['g']);
    expect(strikeTriggers(slow, { ...slow, secondaryStruck: 25 }, { damageThisTurn: 0 })).toEqual([]);
  });
});

describe('after a failed test', () => {
  it('a retiring ship strikes when any condition of §12.1 holds', () => {
    expect(retiringShipStrikes({})).toEqual({ met: [], strikes: false });
    expect(retiringShipStrikes({ raked: true, lostAnotherMast: true })).toEqual({
      met: ['raked', 'lostAnotherMast'],
      strikes: true,
    });
  });
  it('counts the ship itself among its friends (decision outnumbered-count)', () => {
    expect(outnumberedTwoToOne(2, 0)).toBe(true);
    expect(outnumberedTwoToOne(3, 1)).toBe(false);
    expect(outnumberedTwoToOne(4, 1)).toBe(true);
  });
  it('merchants strike as the text says (decision merchant-close)', () => {
    expect(merchantStrikes({ escorted: false, foeDistanceCm: 12 }, script())).toMatchObject({
      strikes: true,
      reason: 'foeClosed',
    });
    expect(merchantStrikes({ escorted: true, foeDistanceCm: 5 }, script())).toMatchObject({ strikes: false });
    expect(merchantStrikes({ escorted: true, broadside: 'full' }, script())).toMatchObject({ strikes: true });
    expect(merchantStrikes({ escorted: true, broadside: 'partial' }, script(4))).toMatchObject({
      roll: 4,
      strikes: true,
    });
    expect(merchantStrikes({ escorted: true, broadside: 'partial' }, script(3))).toMatchObject({
      roll: 3,
      strikes: false,
    });
  });
});

describe('what the strike rules refuse, and where their edges lie', () => {
  it('numbers out of range, each named', () => {
    expectInvalidNumber(() => strikeTableChance(0, 0), 'original value', 1, 400);
    expectInvalidNumber(() => strikeTableChance(401, 0), 'original value', 1, 400);
    expectInvalidNumber(() => strikeTableChance(20, -1), 'current value', 0, 400);
    expect(strikeTableChance(400, 400)).toBe(0);
    expectInvalidNumber(() => strikeChance(situation({ boardingDecksLost: 4 })), 'boarding decks lost', 0, 3);
    expectInvalidNumber(
      () => strikeChance(situation({ friendsStruckInSight: 201 })),
      'friends struck in sight',
      0,
      200,
    );
    expectInvalidNumber(() => strikeChance(situation({ damageThisTurn: -3 })), 'damage this turn', 0);
    expectInvalidNumber(() => strikeTriggers(frigate(), frigate(), { damageThisTurn: -1 }), 'damage this turn', 0);
    expectInvalidNumber(() => outnumberedTwoToOne(501, 0), 'enemies', 0, 500);
    expectInvalidNumber(() => outnumberedTwoToOne(0, -1), 'friends', 0, 500);
  });
  it('a distance to a merchant that is not 0 cm or more, naming it', () => {
    expectRefusal(
      () => merchantStrikes({ escorted: false, foeDistanceCm: -1 }, script()),
      'InvalidDistance',
      undefined,
      ['-1'],
    );
    expectRefusal(
      () => merchantStrikes({ escorted: false, foeDistanceCm: Number.NaN }, script()),
      'InvalidDistance',
      undefined,
      ['NaN'],
    );
  });
  it('merchants: a lone one strikes to a foe at 12 cm (12.4 rounds to 12), not at 12.5 cm; an unescorted one out of reach fights on', () => {
    expect(merchantStrikes({ escorted: false, foeDistanceCm: 12.4 }, script())).toEqual({
      roll: null,
      strikes: true,
      reason: 'foeClosed',
    });
    expect(merchantStrikes({ escorted: false, foeDistanceCm: 12.5 }, script())).toEqual({
      roll: null,
      strikes: false,
      reason: null,
    });
    expect(merchantStrikes({ escorted: false, foeDistanceCm: 0 }, script())).toMatchObject({
      strikes: true,
      reason: 'foeClosed',
    });
    expect(merchantStrikes({ escorted: false, foeDistanceCm: null, broadside: null }, script())).toEqual({
      roll: null,
      strikes: false,
      reason: null,
    });
    expect(merchantStrikes({ escorted: false }, script())).toEqual({ roll: null, strikes: false, reason: null });
    expect(merchantStrikes({ escorted: true, broadside: 'full' }, script())).toEqual({
      roll: null,
      strikes: true,
      reason: 'fullBroadside',
    });
    expect(merchantStrikes({ escorted: true, broadside: 'partial' }, script(4))).toEqual({
      roll: 4,
      strikes: true,
      reason: 'partialBroadside',
    });
    expect(merchantStrikes({ escorted: true, broadside: 'partial' }, script(3))).toEqual({
      roll: 3,
      strikes: false,
      reason: null,
    });
  });
  it('75% lost in a turn is automatic exactly at three quarters of the base factor', () => {
    // A 20 base factor: 15 lost is three quarters, 14 is not.
    const cutter = createShipState({ rate: 'cutter', guns: 20, boats: 2 });
    expect(strikeChance(situation({ ship: cutter, damageThisTurn: 15 })).automatic).toBe(true);
    expect(strikeChance(situation({ ship: cutter, damageThisTurn: 14 })).automatic).toBe(false);
  });
  it('holds the chance at 0 and at 100 rather than past them', () => {
    const fresh = strikeChance(
      situation({ ship: seventyFour(), quality: 'elite', flagship: true, traits: { ferventlyDetermined: true } }),
    );
    expect(fresh).toMatchObject({ tableChance: 0, chance: 0 });
    expect(fresh.modifiers.map((m) => m.percent)).toEqual([-20, -5, -15]);
  });
  it('a single modifier moves the chance by its own amount', () => {
    const ship = frigate({ damagePoints: 20 }); // 12 of 32: 45%
    expect(strikeChance(situation({ ship })).chance).toBe(45);
    expect(strikeChance(situation({ ship, traits: { determined: true } })).chance).toBe(35);
    expect(strikeChance(situation({ ship, friendsStruckInSight: 2 })).modifiers).toEqual([
      { id: 'friendStruckInSight', percent: 10 },
    ]);
    expect(strikeChance(situation({ ship, boardingDecksLost: 1 })).modifiers).toEqual([
      { id: 'lostBoardingDeck', percent: 10 },
    ]);
    expect(strikeChance(situation({ ship, boardingDecksLost: 0, friendsStruckInSight: 0 })).modifiers).toEqual([]);
    expect(strikeChance(situation({ ship: frigate({ damagePoints: 20, mastsLost: ['main'] }) })).modifiers).toEqual([
      { id: 'mastBroughtDown', percent: 10 },
    ]);
    expect(strikeChance(situation({ ship: frigate({ damagePoints: 20, fire: 'hazardous' }) })).modifiers).toEqual([
      { id: 'onFire', percent: 10 },
    ]);
  });
  it('reports the values it read', () => {
    const c = strikeChance(situation({ ship: frigate({ damagePoints: 20 }) }));
    expect(c).toEqual({ original: 32, current: 12, tableChance: 45, modifiers: [], chance: 45, automatic: false });
  });
  it('a roll that does not strike is still reported', () => {
    expect(strikeTest(situation({ ship: frigate({ damagePoints: 20 }) }), script(46))).toMatchObject({
      roll: 46,
      strikes: false,
      automatic: false,
    });
  });
});

describe('strike triggers at their edges', () => {
  const f = frigate();
  it('(b) needs more than 15: 15 is not enough', () => {
    expect(strikeTriggers(seventyFour(), seventyFour({ damagePoints: 15 }), { damageThisTurn: 15 })).toEqual([]);
  });
  it('(a) is not met again by a ship already past half value, which meets (g) instead; no more damage meets neither', () => {
    const half = { ...f, damagePoints: 16 };
    expect(strikeTriggers(half, half, { damageThisTurn: 0 })).toEqual([]);
  });
  it('(c) is met only by the loss of the last mast, and not by a ship with no masts to lose', () => {
    const twoGone = { ...f, mastsLost: ['fore', 'main'] as const };
    expect(strikeTriggers(twoGone, { ...f, mastsLost: ['fore', 'main', 'mizzen'] }, { damageThisTurn: 0 })).toEqual([
      'c',
    ]);
    const bare = { ...f, masts: ['bowsprit'] as const };
    expect(strikeTriggers(bare, bare, { damageThisTurn: 0 })).toEqual([]);
    const dismasted = { ...f, mastsLost: ['fore', 'main', 'mizzen'] as const };
    expect(strikeTriggers(dismasted, dismasted, { damageThisTurn: 0 })).toEqual([]);
  });
  it('(f) once below half, a box that leaves the speed where it was meets nothing', () => {
    const slow = { ...f, secondaryStruck: 24 }; // 15 cm: 7 left
    expect(strikeTriggers(slow, { ...slow, secondaryStruck: 26 }, { damageThisTurn: 0 })).toEqual([]);
    expect(strikeTriggers({ ...f, secondaryStruck: 22 }, { ...f, secondaryStruck: 23 }, { damageThisTurn: 0 })).toEqual(
      [],
    );
  });
});
