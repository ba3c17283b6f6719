import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  RANGE_BANDS,
  applyBroadside,
  broadsideDice,
  broadsideKind,
  choppyReduction,
  fireBroadside,
  hotShotReady,
  isRake,
  planBroadside,
  planChasers,
  rangeBand,
  specialColumn,
  splitHitsIntoBoarding,
  NATIONAL_CLASSES,
  QUALITIES,
  createShipState,
  speedBoxes,
  type BroadsideOrder,
} from '../../../src/rules/kmh';
import { RandomDice, seededRandom } from '../../../src/rules/dice/dice';
import { RulesError } from '../../../src/rules/errors';
import { frigate, script } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

const base: BroadsideOrder = {
  fireFactor: 9,
  decks: 2,
  nationalClass: 'sansCulottes',
  quality: 'average',
  traits: {},
  distanceCm: 16,
  aim: 'hull',
};
const ids = (order: Partial<BroadsideOrder>) =>
  planBroadside({ ...base, ...order }).modifiers.map((m) => [m.id, m.dice]);

describe('range bands (to-hit table)', () => {
  it.each([
    [0, 'pointBlank', 2],
    [5, 'pointBlank', 2],
    [6, 'short', 3],
    [12, 'short', 3],
    [13, 'medium', 4],
    [20, 'medium', 4],
    [21, 'long', 5],
    [30, 'long', 5],
    [31, 'extreme', 6],
    [40, 'extreme', 6],
  ])('%s cm is %s, hitting on %s+', (cm, band, toHit) => {
    expect(rangeBand(cm)).toMatchObject({ band, toHit });
  });
  it('covers every row of the table', () => {
    expect(RANGE_BANDS.map((r) => r.band)).toEqual(['pointBlank', 'short', 'medium', 'long', 'extreme']);
  });
  it('rounds measured distances to the nearest cm (decision range-rounding)', () => {
    expect(rangeBand(5.4)?.band).toBe('pointBlank');
    expect(rangeBand(5.5)?.band).toBe('short');
    expect(rangeBand(40.4)?.band).toBe('extreme');
  });
  it('is out of range beyond 40 cm', () => {
    expect(rangeBand(41)).toBeNull();
    expect(() => planBroadside({ ...base, distanceCm: 45 })).toThrow(/beyond extreme range/);
  });
  it('rejects a negative or missing distance with a RulesError', () => {
    expect(() => rangeBand(-1)).toThrow(RulesError);
    expect(() => rangeBand(Number.NaN)).toThrow(/distance/);
  });
});

describe('the broadside pool: every modifier of §9.2, named', () => {
  it('starts from the fire factor with no lines for a plain average Sans Culottes ship at medium range', () => {
    const plan = planBroadside(base);
    expect(plan.modifiers).toEqual([]);
    expect(plan.pool).toBe(9);
    expect(plan.toHit).toBe(4);
  });
  it('poor shots at all times lose a die, even on the first broadside', () => {
    expect(ids({ traits: { poorShotsAlways: true }, firstFromThisSide: true })).toEqual([['poorShots', -1]]);
  });
  it('poor shots after the first broadside keep the first one (decision poor-shots-first)', () => {
    expect(ids({ traits: { poorShotsAfterFirst: true }, firstFromThisSide: true })).toEqual([]);
    expect(ids({ traits: { poorShotsAfterFirst: true } })).toEqual([['poorShots', -1]]);
  });
  it('initial broadside: elite a die per deck, at least two; others one die (decision initial-broadside)', () => {
    expect(
      ids({ traits: { initialBroadside: true }, firstFromThisSide: true, quality: 'elite', decks: 3 }),
    ).toContainEqual(['initialBroadside', 3]);
    expect(
      ids({ traits: { initialBroadside: true }, firstFromThisSide: true, quality: 'elite', decks: 1 }),
    ).toContainEqual(['initialBroadside', 2]);
    expect(ids({ traits: { initialBroadside: true }, firstFromThisSide: true, decks: 3 })).toEqual([
      ['initialBroadside', 1],
    ]);
    expect(ids({ traits: { initialBroadside: true }, firstFromThisSide: false })).toEqual([]);
    expect(ids({ firstFromThisSide: true })).toEqual([]);
  });
  it('fire on board costs two dice per move burning', () => {
    expect(ids({ movesBurning: 2 })).toEqual([['fireOnBoard', -4]]);
  });
  it('every five damage points cost a die', () => {
    expect(ids({ damagePoints: 4 })).toEqual([]);
    expect(ids({ damagePoints: 14 })).toEqual([['damage', -2]]);
  });
  it('halved speed costs a die', () => {
    expect(ids({ speedHalved: true })).toEqual([['speedHalved', -1]]);
  });
  it('elite Jolly Jack Tars add a die at any range, and a die per deck (at least two) at short range or closer', () => {
    const jjt = { nationalClass: 'jollyJackTars', quality: 'elite' } as const;
    expect(ids({ ...jjt, distanceCm: 25 })).toEqual([['eliteJackTars', 1]]);
    expect(ids({ ...jjt, distanceCm: 10, decks: 3 })).toEqual([
      ['eliteJackTars', 1],
      ['eliteJackTarsShortRange', 3],
    ]);
    expect(ids({ ...jjt, distanceCm: 4, decks: 1 })).toContainEqual(['eliteJackTarsShortRange', 2]);
  });
  it('average Jolly Jack Tars get the Bellingham bonus at short range or closer only; poor ones nothing', () => {
    expect(ids({ nationalClass: 'jollyJackTars', distanceCm: 12 })).toEqual([['bellinghamBonus', 1]]);
    expect(ids({ nationalClass: 'jollyJackTars', distanceCm: 13 })).toEqual([]);
    expect(ids({ nationalClass: 'jollyJackTars', quality: 'poor', distanceCm: 3 })).toEqual([]);
  });
  it('Sans Culottes: elite +1, long range +1, extreme +2', () => {
    expect(ids({ quality: 'elite' })).toEqual([['eliteSansCulottes', 1]]);
    expect(ids({ distanceCm: 25 })).toEqual([['sansCulottesLongRange', 1]]);
    expect(ids({ distanceCm: 35 })).toEqual([['sansCulottesExtremeRange', 2]]);
    expect(ids({ nationalClass: 'landlubbers', distanceCm: 35 })).toEqual([]);
  });
  it("choppy seas cut a third of a three-decker's factor and half a two-decker's, rounded up (decision choppy-on-factor)", () => {
    expect(ids({ choppy: true, decks: 3, fireFactor: 14 })).toEqual([['choppySeas', -5]]);
    expect(ids({ choppy: true, decks: 2, fireFactor: 9 })).toEqual([['choppySeas', -5]]);
    expect(ids({ choppy: true, decks: 1, fireFactor: 4 })).toEqual([]);
    expect(choppyReduction(12, 3)).toBe(4);
  });
  it('applies rakes after all other modifiers, then halves a partial broadside (round up)', () => {
    expect(planBroadside({ ...base, rake: 'stern' }).pool).toBe(18);
    expect(planBroadside({ ...base, rake: 'bow' }).pool).toBe(14); // 9 × 1.5 = 13.5 → 14
    expect(planBroadside({ ...base, distanceCm: 10, aim: 'rigging', rake: 'bow' }).pool).toBe(18);
    const plan = planBroadside({ ...base, rake: 'bow', partial: true, damagePoints: 10 }); // 7 → 11 → 6
    expect(plan.modifiers).toEqual([
      { id: 'damage', dice: -2 },
      { id: 'bowRake', dice: 4 },
      { id: 'partialBroadside', dice: -5 },
    ]);
    expect(plan.pool).toBe(6);
  });
  it('lists lines that add up to the pool', () => {
    const plan = planBroadside({
      ...base,
      nationalClass: 'jollyJackTars',
      quality: 'elite',
      distanceCm: 4,
      rake: 'stern',
      partial: true,
      damagePoints: 7,
    });
    expect(plan.fireFactor + plan.modifiers.reduce((a, m) => a + m.dice, 0)).toBe(plan.pool);
  });
  it('never lets the pool go negative, and says so', () => {
    const plan = planBroadside({ ...base, fireFactor: 2, movesBurning: 3, rake: 'stern' });
    expect(plan.pool).toBe(0);
    expect(plan.floored).toBe(true);
  });
  it('adds no multiplier line to a pool of none, and a pool of exactly none is not floored', () => {
    const plan = planBroadside({
      ...base,
      fireFactor: 0,
      distanceCm: 8,
      traits: { carronadesOnly: true },
      rake: 'stern',
      partial: true,
    });
    expect(plan).toMatchObject({ pool: 0, floored: false, modifiers: [] });
    expect(planBroadside({ ...base, fireFactor: 0, aim: 'rigging', rake: 'bow' })).toMatchObject({
      pool: 0,
      floored: false,
      modifiers: [],
    });
  });
  it('lets every hit strike boxes only for rigging at extreme range', () => {
    expect(planBroadside({ ...base, aim: 'rigging', distanceCm: 35 }).allHitsStrikeBoxes).toBe(true);
    expect(planBroadside({ ...base, aim: 'rigging', distanceCm: 25 }).allHitsStrikeBoxes).toBe(false);
    expect(planBroadside({ ...base, aim: 'hull', distanceCm: 35 }).allHitsStrikeBoxes).toBe(false);
  });
  it('carronades fire only at short or point blank range, doubling the pool before rakes (decision carronade-doubling)', () => {
    const plan = planBroadside({ ...base, distanceCm: 8, traits: { carronadesOnly: true }, rake: 'stern' });
    expect(plan.modifiers.map((m) => m.id)).toEqual(['carronades', 'sternRake']);
    expect(plan.pool).toBe(36);
    expect(() => planBroadside({ ...base, distanceCm: 13, traits: { carronadesOnly: true } })).toThrow(/Carronades/);
  });
});

describe('what a broadside may be fired as', () => {
  it('allows no rigging shot at point blank', () => {
    expect(() => planBroadside({ ...base, distanceCm: 5, aim: 'rigging' })).toThrow(/point blank/);
  });
  it('makes cowardly lubbers fire at the rigging when they can', () => {
    expect(() => planBroadside({ ...base, traits: { cowardlyLubbers: true } })).toThrow(/rigging/);
    expect(planBroadside({ ...base, distanceCm: 3, traits: { cowardlyLubbers: true } }).aim).toBe('hull');
  });
  it('fires grape only at point blank with a held Fire card', () => {
    expect(() => planBroadside({ ...base, distanceCm: 3, shot: 'grape' })).toThrow(/held/);
    expect(() => planBroadside({ ...base, distanceCm: 8, shot: 'grape', fireCardHeld: true })).toThrow(/point blank/);
    expect(planBroadside({ ...base, distanceCm: 3, shot: 'grape', fireCardHeld: true }).column).toBe('grape');
  });
  it('lets only shore batteries fire hot shot, after eight turns of heating', () => {
    expect(() => planBroadside({ ...base, shot: 'hotShot' })).toThrow(/shore batteries/);
    expect(planBroadside({ ...base, shot: 'hotShot', shoreBattery: true }).column).toBe('hotShot');
    expect(hotShotReady(7)).toBe(false);
    expect(hotShotReady(8)).toBe(true);
  });
  it('picks the special column from aim, shot and rake (decision grape-column)', () => {
    expect(specialColumn('hull', 'round', 'none')).toBe('hull');
    expect(specialColumn('rigging', 'round', 'none')).toBe('rigging');
    expect(specialColumn('hull', 'round', 'stern')).toBe('rakeHull');
    expect(specialColumn('rigging', 'round', 'bow')).toBe('rakeRigging');
    expect(specialColumn('hull', 'grape', 'stern')).toBe('grape');
    expect(specialColumn('hull', 'hotShot', 'none')).toBe('hotShot');
  });
  it('rejects a negative gun count or fire factor with a RulesError', () => {
    expect(() => broadsideDice(-4)).toThrow(RulesError);
    expect(() => planBroadside({ ...base, fireFactor: -1 })).toThrow(/fire factor must be a whole number/);
  });
  it('rakes only at 90° ± 3°', () => {
    expect(isRake(90)).toBe(true);
    expect(isRake(87)).toBe(true);
    expect(isRake(93.5)).toBe(false);
    expect(isRake(270)).toBe(true);
  });
  it('is full with the mainmast within 15° of the beam (decision full-arc)', () => {
    expect(broadsideKind(90)).toBe('full');
    expect(broadsideKind(105)).toBe('full');
    expect(broadsideKind(106)).toBe('partial');
    expect(broadsideKind(-80)).toBe('full');
    expect(broadsideKind(10)).toBe('partial');
  });
  it('fires chasers with their table dice only (decision chaser-dice)', () => {
    const plan = planChasers(2, 10);
    expect(plan).toEqual({
      range: 'short',
      toHit: 3,
      aim: 'hull',
      shot: 'round',
      rake: 'none',
      column: 'hull',
      fireFactor: 2,
      modifiers: [],
      floored: false,
      pool: 2,
      allHitsStrikeBoxes: false,
    });
  });
  it('puts every third hit into a boarding action on the friendly ship', () => {
    expect(splitHitsIntoBoarding(7)).toEqual({ target: 5, friend: 2 });
    expect(splitHitsIntoBoarding(2)).toEqual({ target: 2, friend: 0 });
  });
});

describe('rolling a broadside', () => {
  it('counts hits at the to-hit number and rolls the special check only with a hit', () => {
    const plan = planBroadside(base); // medium, 4+
    const dice = script(1, 2, 3, 4, 5, 6, 6, 1, 2, /* check */ 5);
    const roll = fireBroadside(plan, dice);
    expect(roll).toMatchObject({
      hits: 4,
      sixes: 2,
      damagePoints: 4,
      secondaryBoxes: 0,
      specialCheck: 5,
      specialRow: null,
    });
    expect(dice.remaining).toBe(0);
    const miss = script(1, 1, 1, 1, 1, 1, 1, 1, 1);
    expect(fireBroadside(plan, miss).specialCheck).toBeNull();
    expect(miss.remaining).toBe(0);
  });
  it('reads the special row as the 0 row on a 10 (decision special-check)', () => {
    const plan = planBroadside({ ...base, fireFactor: 1 });
    expect(fireBroadside(plan, script(6, 1, 10))).toMatchObject({ hits: 1, specialCheck: 1, specialRow: 0 });
  });
  it('on the rigging, sixes strike secondary boxes instead of damage points; at extreme range every hit does', () => {
    const long = planBroadside({
      ...base,
      aim: 'rigging',
      distanceCm: 25,
      fireFactor: 5,
      nationalClass: 'landlubbers',
    });
    expect(fireBroadside(long, script(5, 6, 6, 1, 2, 9))).toMatchObject({
      hits: 3,
      damagePoints: 1,
      secondaryBoxes: 2,
    });
    const extreme = planBroadside({
      ...base,
      aim: 'rigging',
      distanceCm: 35,
      fireFactor: 3,
      nationalClass: 'landlubbers',
    });
    expect(fireBroadside(extreme, script(6, 6, 5, 9))).toMatchObject({ hits: 2, damagePoints: 0, secondaryBoxes: 2 });
  });

  it('KMH example "Firing on the rigging": 4 dice + 1 initial broadside, 1,3,5,5,6 at long range is 3 hits, 2 DP and a box', () => {
    const plan = planBroadside({
      fireFactor: broadsideDice(32),
      decks: 1,
      nationalClass: 'jollyJackTars',
      quality: 'average',
      traits: { initialBroadside: true },
      firstFromThisSide: true,
      distanceCm: 25,
      aim: 'rigging',
    });
    expect(plan.pool).toBe(5);
    const dice = script(1, 3, 5, 5, 6, /* check */ 1, /* row */ 7);
    const roll = fireBroadside(plan, dice);
    expect(roll).toMatchObject({ hits: 3, damagePoints: 2, secondaryBoxes: 1, specialCheck: 1, specialRow: 7 });
    expect(dice.remaining).toBe(0);
  });

  it('KMH example "Firing on the rigging", the table wins: a 7 on the rigging column strikes 4 secondary boxes, not the 2 the text says (decision rigging-example)', () => {
    // The Chasse Marie: 20 points, speed boxes 10 with two secondary left in the tenth (29 left).
    const target = createShipState({ rate: 'cutter', guns: 20, boats: 2, basicSpeed: 10 });
    const hurt = { ...target, secondaryStruck: 1 };
    expect(speedBoxes(10, 1).currentSpeed).toBe(10);
    const plan = planBroadside({
      fireFactor: 4,
      decks: 1,
      nationalClass: 'jollyJackTars',
      quality: 'average',
      traits: { initialBroadside: true },
      firstFromThisSide: true,
      distanceCm: 25,
      aim: 'rigging',
    });
    const dice = script(1, 3, 5, 5, 6, 1, 7);
    const roll = fireBroadside(plan, dice);
    const effects = applyBroadside(hurt, frigate(), plan, roll, {}, dice);
    expect(effects.target.state.damagePoints).toBe(2);
    expect(effects.target.state.secondaryStruck).toBe(1 + 1 + 4);
    expect(speedBoxes(10, effects.target.state.secondaryStruck).currentSpeed).toBe(8); // the text's 9 used 2 boxes
    expect(dice.remaining).toBe(0);
  });
});

describe('properties of the pool', () => {
  const order = fc.record({
    fireFactor: fc.integer({ min: 0, max: 14 }),
    decks: fc.integer({ min: 1, max: 3 }),
    nationalClass: fc.constantFrom(...NATIONAL_CLASSES),
    quality: fc.constantFrom(...QUALITIES),
    traits: fc.record({
      poorShotsAlways: fc.boolean(),
      poorShotsAfterFirst: fc.boolean(),
      initialBroadside: fc.boolean(),
    }),
    distanceCm: fc.double({ min: 0, max: 40, noNaN: true }),
    aim: fc.constant('hull' as const),
    rake: fc.constantFrom('none' as const, 'bow' as const, 'stern' as const),
    partial: fc.boolean(),
    firstFromThisSide: fc.boolean(),
    damagePoints: fc.integer({ min: 0, max: 120 }),
    movesBurning: fc.integer({ min: 0, max: 6 }),
    speedHalved: fc.boolean(),
    choppy: fc.boolean(),
  });
  it('never gives a negative pool, and a roll never more hits than dice', () => {
    fc.assert(
      fc.property(order, fc.integer(), (o, seed) => {
        const plan = planBroadside(o);
        expect(plan.pool).toBeGreaterThanOrEqual(0);
        const roll = fireBroadside(plan, new RandomDice(seededRandom(seed)));
        expect(roll.faces).toHaveLength(plan.pool);
        expect(roll.hits).toBeLessThanOrEqual(plan.pool);
        expect(roll.damagePoints + roll.secondaryBoxes).toBe(roll.hits);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('what a broadside order is refused for, and why', () => {
  it('a distance that is not 0 cm or more, naming it', () => {
    expectRefusal(() => rangeBand(-0.5), 'InvalidDistance', { distanceCm: -0.5 }, ['-0.5']);
    expectRefusal(() => rangeBand(Number.POSITIVE_INFINITY), 'InvalidDistance', undefined, ['Infinity']);
    expect(rangeBand(0)?.band).toBe('pointBlank');
  });
  it('a target beyond extreme range, with the distance and the reach', () => {
    expectRefusal(() => planBroadside({ ...base, distanceCm: 41 }), 'OutOfRange', {}, ['41 cm', '(40 cm)']);
    expectRefusal(() => planBroadside({ ...base, distanceCm: 51, extremeToCm: 50 }), 'OutOfRange', {}, [
      '51 cm',
      '(50 cm)',
    ]);
    expect(planBroadside({ ...base, distanceCm: 50, extremeToCm: 50 }).range).toBe('extreme');
    expectRefusal(() => planChasers(1, 41), 'OutOfRange', {}, ['41 cm']);
    expect(planChasers(1, 40).toHit).toBe(6);
  });
  it('the rigging at point blank, but not at short range', () => {
    expectRefusal(() => planBroadside({ ...base, distanceCm: 5, aim: 'rigging' }), 'NoRiggingAtPointBlank');
    expect(planBroadside({ ...base, distanceCm: 6, aim: 'rigging' }).range).toBe('short');
  });
  it('cowardly lubbers aiming round shot at the hull beyond point blank; at point blank, or with other shot, they may', () => {
    const cowards = { ...base, traits: { cowardlyLubbers: true } };
    expectRefusal(() => planBroadside(cowards), 'CowardlyMustFireRigging');
    expect(planBroadside({ ...cowards, distanceCm: 5 }).aim).toBe('hull');
    expect(planBroadside({ ...cowards, distanceCm: 5, shot: 'grape', fireCardHeld: true }).shot).toBe('grape');
    expect(planBroadside({ ...cowards, shot: 'hotShot', shoreBattery: true }).shot).toBe('hotShot');
    expect(planBroadside({ ...cowards, aim: 'rigging' }).aim).toBe('rigging');
  });
  it('carronades beyond short range: 12 cm reaches, 13 cm does not', () => {
    const carronades = { ...base, traits: { carronadesOnly: true } };
    expect(planBroadside({ ...carronades, distanceCm: 12 }).range).toBe('short');
    expectRefusal(() => planBroadside({ ...carronades, distanceCm: 13 }), 'CarronadeRange');
  });
  it('grape beyond point blank, or without a held Fire card', () => {
    expectRefusal(() => planBroadside({ ...base, distanceCm: 6, shot: 'grape', fireCardHeld: true }), 'GrapeRange');
    expectRefusal(() => planBroadside({ ...base, distanceCm: 5, shot: 'grape' }), 'GrapeNeedsHeldCard');
    expectRefusal(
      () => planBroadside({ ...base, distanceCm: 5, shot: 'grape', fireCardHeld: false }),
      'GrapeNeedsHeldCard',
    );
    expect(planBroadside({ ...base, distanceCm: 5, shot: 'grape', fireCardHeld: true }).column).toBe('grape');
  });
  it('hot shot from anything but a shore battery', () => {
    expectRefusal(() => planBroadside({ ...base, shot: 'hotShot' }), 'HotShotShoreOnly');
    expectRefusal(() => planBroadside({ ...base, shot: 'hotShot', shoreBattery: false }), 'HotShotShoreOnly');
  });
  it('numbers out of their range: fire factor 0–40, decks 1–3, moves burning 0–1000, chaser dice 0–4', () => {
    expectInvalidNumber(() => planBroadside({ ...base, fireFactor: 41 }), 'fire factor', 0, 40);
    expect(planBroadside({ ...base, fireFactor: 40 }).pool).toBe(40);
    expectInvalidNumber(() => planBroadside({ ...base, decks: 0 }), 'decks', 1, 3);
    expectInvalidNumber(() => planBroadside({ ...base, decks: 4 }), 'decks', 1, 3);
    expectInvalidNumber(() => planBroadside({ ...base, movesBurning: -1 }), 'moves burning', 0, 1000);
    expectInvalidNumber(() => planChasers(5, 10), 'chaser dice', 0, 4);
    expect(planChasers(4, 10).pool).toBe(4);
    expectInvalidNumber(() => hotShotReady(-1), 'turns heated', 0);
    expectInvalidNumber(() => splitHitsIntoBoarding(-1), 'hits', 0);
    expectInvalidNumber(() => splitHitsIntoBoarding(1.5), 'hits');
  });
  it('an angle that is not a number', () => {
    expectRefusal(() => isRake(Number.NaN), 'InvalidAngle');
  });
});
