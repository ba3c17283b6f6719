import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  COLLISION_TABLE,
  MOVES_TO_SWING_ON_TWO_ANCHORS,
  QUALITIES,
  SAIL_LADDERS,
  SAIL_LEVELS,
  SMALL_ACTION_ORDERS,
  TACK_TABLE,
  TAKEN_ABACK_DAMAGE_POINTS,
  TOW,
  WEIGH_ANCHOR_STEPS,
  changeSail,
  createShipState,
  distanceFromDice,
  fullSail,
  mastsLostForTurning,
  moveDistance,
  sailDice,
  sailingBasicSpeed,
  collisionDamage,
  collisionMastsLost,
  deadZoneTest,
  drift,
  dropAnchor,
  lineOfBattleTest,
  movesToStop,
  sailMove,
  squadronMove,
  tackTest,
  towCableTest,
  towedSpeed,
  turningTemplate,
  windQuarter,
  type SailLevel,
} from '../../../src/rules/kmh';
import { RandomDice, seededRandom } from '../../../src/rules/dice/dice';
import { RulesError } from '../../../src/rules/errors';
import { frigate, script, seventyFour } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

describe('position to the wind (decision quarter-boundaries)', () => {
  it.each([
    [0, 'deadZone'],
    [44.9, 'deadZone'],
    [45, 'bow'],
    [90, 'bow'],
    [90.1, 'quarter'],
    [149.9, 'quarter'],
    [150, 'astern'],
    [180, 'astern'],
  ])('%s° off the wind is %s', (angle, quarter) => {
    expect(windQuarter(angle, 0)).toBe(quarter);
    expect(windQuarter(-angle, 0)).toBe(quarter);
    expect(windQuarter(300 + angle, 300)).toBe(quarter);
  });
  it('rejects a heading that is not a number', () => {
    expect(() => windQuarter(Number.NaN, 0)).toThrow(RulesError);
  });
});

describe('speed for the move', () => {
  it('KMH example "Sailing a ship": a fast sailor on the bow halves the minus die, 15 − ½·4 = 13 cm', () => {
    // Wind from the west, heading south-south-west.
    expect(windQuarter(202.5, 270)).toBe('bow');
    const dice = script(4);
    expect(sailMove(frigate(), { level: 'bow', fastSailor: true }, dice)).toMatchObject({
      basic: 15,
      faces: [4],
      distance: 13,
    });
    expect(dice.remaining).toBe(0);
  });
  it('bow: basic − d6, never below zero; quarter: basic + 2d6; astern: basic + d6', () => {
    const slow = frigate({ secondaryStruck: 39 }); // 2 cm left
    expect(sailMove(slow, { level: 'bow' }, script(6)).distance).toBe(0);
    expect(sailMove(frigate(), { level: 'quarter' }, script(2, 5)).distance).toBe(22);
    expect(sailMove(frigate(), { level: 'astern' }, script(3)).distance).toBe(18);
    expect(sailMove(frigate(), { level: 'basic' }, script()).distance).toBe(15);
    expect(sailMove(frigate(), { level: 'stop' }, script()).distance).toBe(0);
  });
  it('fast sailors double the lowest die', () => {
    expect(sailMove(frigate(), { level: 'quarter', fastSailor: true }, script(2, 5)).distance).toBe(24);
    expect(sailMove(frigate(), { level: 'astern', fastSailor: true }, script(3)).distance).toBe(21);
  });
  it('uses current basic speed: primary boxes with a secondary box left', () => {
    expect(sailMove(frigate({ secondaryStruck: 4 }), { level: 'basic' }, script()).basic).toBe(14);
  });
  it('refuses to sail a ship with no speed boxes, or none left', () => {
    expect(() => sailMove(frigate({ basicSpeed: 0, secondaryStruck: 0 }), { level: 'basic' }, script())).toThrow(
      /no speed boxes/,
    );
    expect(() => sailMove(frigate({ secondaryStruck: 45 }), { level: 'bow' }, script(1))).toThrow(/only drift/);
  });
});

describe('slowing down and speeding up (decision sail-ladder)', () => {
  it.each([
    ['elite', 'quarter', 2],
    ['elite', 'astern', 1],
    ['elite', 'bow', 0],
    ['average', 'quarter', 3],
    ['average', 'astern', 2],
    ['average', 'bow', 1],
    ['poor', 'quarter', 4],
    ['poor', 'astern', 3],
    ['poor', 'bow', 1],
  ] as const)('%s crews stop from %s in %s moves', (quality, level, moves) => {
    expect(movesToStop(quality, level)).toBe(moves);
    let l: SailLevel = level;
    for (let i = moves; i > 0; i--) {
      expect(movesToStop(quality, l)).toBe(i);
      l = changeSail(quality, l, 'slow', 'quarter');
    }
    // Zero moves left: the ship can be stopped this very move (elite on the bow: at once).
    expect(movesToStop(quality, l)).toBe(0);
    expect(changeSail(quality, l, 'slow', 'quarter')).toBe('stop');
  });
  it('speeds up the same way, never past what the wind allows', () => {
    expect(changeSail('poor', 'stop', 'speed', 'quarter')).toBe('bow');
    expect(changeSail('poor', 'basic', 'speed', 'quarter')).toBe('astern');
    expect(changeSail('elite', 'stop', 'speed', 'quarter')).toBe('basic');
    expect(changeSail('elite', 'basic', 'speed', 'quarter')).toBe('quarter');
    expect(changeSail('elite', 'stop', 'speed', 'bow')).toBe('bow');
    expect(changeSail('average', 'basic', 'speed', 'astern')).toBe('astern');
  });
  it('always reaches stop from any setting by slowing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...QUALITIES), fc.constantFrom(...SAIL_LEVELS), (q, level) => {
        let l: SailLevel = level;
        for (let i = 0; i < 5; i++) l = changeSail(q, l, 'slow', 'quarter');
        expect(l).toBe('stop');
      }),
    );
  });
});

describe('turning circles', () => {
  it("uses the rate's template, a size up for poor sailors and each mast lost", () => {
    expect(turningTemplate('fifth')).toEqual({ size: 'small', radiusCm: 6, straightPerCmTurned: 0 });
    expect(turningTemplate('third', { poorSailors: true })).toMatchObject({ size: 'large', radiusCm: 12 });
    expect(turningTemplate('first', { poorSailors: true, mastsLost: 1 })).toMatchObject({
      size: 'large',
      straightPerCmTurned: 2,
    });
    expect(turningTemplate('first', { radii: { small: 5, medium: 8, large: 11 } }).radiusCm).toBe(11);
  });
});

describe('the dead zone test', () => {
  it('moves the ship what is left of its basic speed', () => {
    expect(deadZoneTest(frigate(), false, script(2, 3, 4))).toMatchObject({
      result: 6,
      distance: 6,
      takenAback: false,
    });
  });
  it('takes a ship aback below zero: 3 DP plus one per point below, an even chance of the foremast', () => {
    const r = deadZoneTest(frigate(), false, script(6, 6, 5, 5));
    expect(r).toMatchObject({ result: -2, takenAback: true, foremastRoll: 5 });
    expect(r.damage.state.mastsLost).toEqual(['fore']);
    expect(r.damage.state.damagePoints).toBe(5 + 5);
    const kept = deadZoneTest(frigate(), false, script(6, 6, 5, 3));
    expect(kept.damage.state).toMatchObject({ damagePoints: 5, mastsLost: [] });
  });
  it('lets an elite crew re-roll its highest die when it would be taken aback (decision elite-reroll)', () => {
    const r = deadZoneTest(frigate(), true, script(6, 6, 5, 1));
    expect(r).toMatchObject({ rerolled: { index: 0, face: 1 }, faces: [1, 6, 5], result: 3, takenAback: false });
    expect(deadZoneTest(frigate(), true, script(1, 2, 3)).rerolled).toBeNull();
  });
  it('loses no other mast when the foremast is already gone (decision taken-aback-foremast)', () => {
    const r = deadZoneTest(frigate({ mastsLost: ['fore'] }), false, script(6, 6, 6, 6));
    expect(r.damage.state.mastsLost).toEqual(['fore']);
  });
});

describe('tacking', () => {
  const cases = (Object.keys(TACK_TABLE) as (keyof typeof TACK_TABLE)[]).flatMap((nc) =>
    QUALITIES.flatMap((q) => {
      const row = TACK_TABLE[nc][q];
      return row ? [[nc, q, row.perfect, row.success] as const] : [];
    }),
  );
  it('matches the printed table', () => {
    expect(cases.map(([nc, q, p, s]) => `${nc} ${q} ${p}/${s}`)).toEqual([
      'jollyJackTars elite 2/1',
      'jollyJackTars average 3/2',
      'jollyJackTars poor 4/2',
      'sansCulottes elite 3/2',
      'sansCulottes average 4/2',
      'sansCulottes poor 5/3',
      'landlubbers average 5/3',
      'landlubbers poor 6/4',
    ]);
  });
  it.each(cases)('%s %s: perfect on %s+, successful on %s+', (nationalClass, quality, perfect, success) => {
    for (let roll = 1; roll <= 6; roll++) {
      const expected = roll >= perfect ? 'perfect' : roll >= success ? 'successful' : 'failed';
      expect(tackTest(frigate(), { nationalClass, quality }, 'bow', script(roll)).outcome).toBe(expected);
    }
  });
  it('forbids tacking without bowsprit or foremast, off the bow, or for elite landlubbers', () => {
    const crew = { nationalClass: 'jollyJackTars', quality: 'elite' } as const;
    expect(() => tackTest(frigate({ mastsLost: ['bowsprit'] }), crew, 'bow', script(6))).toThrow(/cannot tack/);
    expect(() => tackTest(frigate({ mastsLost: ['fore'] }), crew, 'bow', script(6))).toThrow(RulesError);
    expect(() => tackTest(frigate(), crew, 'quarter', script(6))).toThrow(/wind on its bow/);
    expect(() => tackTest(frigate(), { nationalClass: 'landlubbers', quality: 'elite' }, 'bow', script(6))).toThrow(
      /no elite/,
    );
  });
});

describe('line of battle and squadrons', () => {
  it('keeps the line on a d6 above the number of poor sailors', () => {
    expect(lineOfBattleTest(0, script())).toEqual({ roll: null, maintained: true });
    expect(lineOfBattleTest(2, script(3))).toEqual({ roll: 3, maintained: true });
    expect(lineOfBattleTest(2, script(2))).toEqual({ roll: 2, maintained: false });
  });
  it('moves a line once, at the slowest setting, as far as its slowest ship (decision squadron-roll)', () => {
    const r = squadronMove(
      [
        { ship: frigate(), level: 'bow' },
        { ship: seventyFour(), level: 'quarter' },
        { ship: seventyFour(), level: 'quarter', fastSailor: true },
      ],
      script(4),
    );
    expect(r).toEqual({ level: 'bow', faces: [4], distances: [11, 8, 10], distance: 8 });
    expect(() => squadronMove([], script())).toThrow(RulesError);
  });
});

describe('drift, towing and anchoring', () => {
  const wind = { fromDegrees: 0, becalmed: false, choppy: false };
  it('drifts d6 cm downwind and swings a point toward stern to the wind (decision drift-swing)', () => {
    expect(drift(90, wind, script(4))).toEqual({ roll: 4, distance: 4, directionDegrees: 180, heading: 135 });
    expect(drift(160, wind, script(1)).heading).toBe(180);
    expect(drift(0, wind, script(1)).heading).toBe(45);
    expect(drift(270, wind, script(1)).heading).toBe(225);
    expect(drift(90, { ...wind, becalmed: true }, script())).toMatchObject({ roll: null, distance: 0 });
  });
  it('tows at half speed (rounded down) and loses the cable on a d10 of 0 in choppy seas', () => {
    expect(towedSpeed(13)).toBe(6);
    expect(towCableTest(false, script())).toEqual({ roll: null, cableLost: false });
    expect(towCableTest(true, script(10))).toEqual({ roll: 0, cableLost: true });
    expect(towCableTest(true, script(3)).cableLost).toBe(false);
  });
  it('takes four turns from a cut anchor and seven from a raised one (decision raise-anchor)', () => {
    expect(WEIGH_ANCHOR_STEPS.cut).toHaveLength(4);
    expect(WEIGH_ANCHOR_STEPS.raise).toHaveLength(7);
  });
  it('drops anchor only when stopped; one anchor swings the bow into the wind', () => {
    expect(dropAnchor(true, 1, 270)).toEqual({ moves: 1, heading: 270 });
    expect(dropAnchor(true, 2, 270)).toEqual({ moves: 1, heading: null });
    expect(() => dropAnchor(false, 1, 0)).toThrow(/stopped/);
  });
});

describe('small-action orders', () => {
  it('oblige a tack, three points of turn either way, or a straight course with two points late', () => {
    expect(Object.keys(SMALL_ACTION_ORDERS)).toEqual(['tack', 'port', 'starboard', 'straight']);
    expect(SMALL_ACTION_ORDERS.port.minTurnCm).toBe(3);
    expect(SMALL_ACTION_ORDERS.straight.maxTurnCm).toBe(2);
  });
});

describe('collisions (decisions collision-per-ship, collision-mast)', () => {
  it('has the three speed rows of the table', () => {
    expect(
      COLLISION_TABLE.map((r) => [r.upToCm, r.damagePoints, r.secondaryBoxes, r.primaryBoxes, r.mastRoll]),
    ).toEqual([
      [6, 1, 0, 0, false],
      [15, 2, 1, 0, false],
      [Infinity, 2, 0, 1, true],
    ]);
  });
  it.each([
    [1, 1, 0],
    [6, 1, 0],
    [7, 2, 1],
    [15, 2, 1],
  ])('at %s cm each ship loses %s DP and %s secondary box', (speed, dp, boxes) => {
    expect(collisionDamage(frigate(), speed, false, script()).damage.state).toMatchObject({
      damagePoints: dp,
      secondaryStruck: boxes,
    });
  });
  it('over 15 cm: 2 DP, a primary box and the mast d6', () => {
    expect(collisionMastsLost(script(3))).toEqual({ rolls: [3], masts: 0 });
    expect(collisionMastsLost(script(4))).toEqual({ rolls: [4], masts: 1 });
    expect(collisionMastsLost(script(6, 2))).toEqual({ rolls: [6, 2], masts: 1 });
    expect(collisionMastsLost(script(6, 3))).toEqual({ rolls: [6, 3], masts: 1 });
    expect(collisionMastsLost(script(6, 5))).toEqual({ rolls: [6, 5], masts: 2 });
    expect(collisionMastsLost(script(6, 6))).toEqual({ rolls: [6, 6], masts: 3 });
    const r = collisionDamage(frigate(), 16, false, script(5, 3));
    expect(r.damage.state).toMatchObject({ damagePoints: 2 + 5, secondaryStruck: 3 + 9, mastsLost: ['main'] });
  });
  it('never loses the bowsprit to the mast d6: a 6 on the choice of mast is rolled again', () => {
    const dice = script(4, 6, 3);
    const r = collisionDamage(frigate(), 16, false, dice);
    expect(r.mastRolls).toEqual([4, 6, 3]);
    expect(r.damage.state.mastsLost).toEqual(['main']);
    expect(dice.remaining).toBe(0);
  });
  it('costs the bowsprit on 1–5 when the forward third is struck', () => {
    expect(collisionDamage(frigate(), 3, true, script(5)).damage.state.mastsLost).toEqual(['bowsprit']);
    expect(collisionDamage(frigate(), 3, true, script(6)).damage.state.mastsLost).toEqual([]);
    expect(collisionDamage(frigate(), 0, true, script()).damage.events).toEqual([]);
  });
  it('keeps every collision within the sheet', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.boolean(), fc.integer(), (speed, bow, seed) => {
        const r = collisionDamage(frigate({ damagePoints: 28 }), speed, bow, new RandomDice(seededRandom(seed)));
        expect(r.damage.state.damagePoints).toBeLessThanOrEqual(32);
      }),
    );
  });
});

describe('what movement refuses, and why', () => {
  it('a ship with no speed boxes, or none left, naming her basic speed', () => {
    expectRefusal(
      () => sailMove(frigate({ basicSpeed: 0, secondaryStruck: 0 }), { level: 'basic' }, script()),
      'NoSpeedBoxes',
    );
    expectRefusal(() => sailMove(frigate({ secondaryStruck: 45 }), { level: 'basic' }, script()), 'NoSpeedLeft', {
      basic: 15,
    });
    expect(sailMove(frigate({ secondaryStruck: 44 }), { level: 'basic' }, script()).distance).toBe(1);
    expectRefusal(() => deadZoneTest(frigate({ basicSpeed: 0, secondaryStruck: 0 }), false, script()), 'NoSpeedBoxes');
  });
  it('dice that do not fit the setting, saying how many it takes', () => {
    expectRefusal(() => distanceFromDice(15, 'quarter', false, [3]), 'WrongDice', undefined, [
      'quarter move takes 2 dice; got 1',
    ]);
    expectRefusal(() => distanceFromDice(15, 'basic', false, [3]), 'WrongDice', undefined, [
      'basic move takes 0 dice; got 1',
    ]);
    expectInvalidNumber(() => distanceFromDice(15, 'bow', false, [7]), 'd6', 1, 6);
    expectInvalidNumber(() => distanceFromDice(41, 'bow', false, [3]), 'basic speed', 0, 40);
  });
  it('a tack off the bow, without bowsprit or foremast, or by a crew the class does not have', () => {
    const crew = { nationalClass: 'jollyJackTars', quality: 'elite' } as const;
    expectRefusal(() => tackTest(frigate(), crew, 'quarter', script(6)), 'TackNeedsBow', { quarter: 'quarter' });
    expectRefusal(() => tackTest(frigate(), crew, 'deadZone', script(6)), 'TackNeedsBow', { quarter: 'deadZone' });
    expectRefusal(() => tackTest(frigate({ mastsLost: ['bowsprit'] }), crew, 'bow', script(6)), 'CannotTack');
    expectRefusal(() => tackTest(frigate({ mastsLost: ['fore'] }), crew, 'bow', script(6)), 'CannotTack');
    expectRefusal(
      () => tackTest(frigate(), { nationalClass: 'landlubbers', quality: 'elite' }, 'bow', script(6)),
      'NoSuchCrew',
      { nationalClass: 'landlubbers', quality: 'elite' },
      ['landlubbers have no elite crews'],
    );
  });
  it('an empty squadron, a line test with too many poor sailors, a bad tow or collision speed', () => {
    expectRefusal(() => squadronMove([], script()), 'EmptySquadron');
    expectInvalidNumber(() => lineOfBattleTest(101, script(1)), 'poor sailors in line', 0, 100);
    expectInvalidNumber(() => lineOfBattleTest(-1, script(1)), 'poor sailors in line', 0, 100);
    expectInvalidNumber(() => towedSpeed(101), 'speed', 0, 100);
    expect(towedSpeed(100)).toBe(50);
    expectInvalidNumber(() => collisionDamage(frigate(), 101, false, script()), 'speed of the fastest ship', 0, 100);
  });
  it('an anchor dropped under way, or a number of anchors other than one or two', () => {
    expectRefusal(() => dropAnchor(false, 1, 0), 'NotStopped');
    expectRefusal(() => dropAnchor(true, 3 as 1, 0), 'InvalidNumber');
    expectRefusal(() => dropAnchor(true, 0 as 1, 0), 'InvalidNumber');
    expect(dropAnchor(true, 1, 405)).toEqual({ moves: 1, heading: 45 });
  });
});

describe("a move's distance from its dice", () => {
  it('stop makes nothing and basic its speed, whatever the fast sailor', () => {
    expect(distanceFromDice(12, 'stop', true, [])).toBe(0);
    expect(distanceFromDice(12, 'basic', true, [])).toBe(12);
    expect(sailDice('stop')).toBe(0);
    expect(sailDice('basic')).toBe(0);
    expect(sailDice('bow')).toBe(1);
    expect(sailDice('astern')).toBe(1);
    expect(sailDice('quarter')).toBe(2);
  });
  it("a fast sailor halves the bow's minus die rounding down, and never goes below zero", () => {
    expect(distanceFromDice(12, 'bow', true, [5])).toBe(10);
    expect(distanceFromDice(12, 'bow', false, [5])).toBe(7);
    expect(distanceFromDice(2, 'bow', true, [6])).toBe(0);
    expect(distanceFromDice(3, 'bow', false, [3])).toBe(0);
  });
  it("a fast sailor adds the lower of the quarter's two dice", () => {
    expect(distanceFromDice(12, 'quarter', true, [5, 2])).toBe(21);
    expect(distanceFromDice(12, 'quarter', false, [5, 2])).toBe(19);
  });
  it("rolls the setting's dice", () => {
    expect(moveDistance(10, 'quarter', false, script(1, 2))).toEqual({ faces: [1, 2], distance: 13 });
    expect(moveDistance(10, 'basic', false, script())).toEqual({ faces: [], distance: 10 });
  });
  it('a ship whose basic speed is down to its last box still sails', () => {
    expect(sailingBasicSpeed(frigate({ secondaryStruck: 42 }))).toBe(1);
  });
});

describe('the sail ladders and full sail', () => {
  it("lists the settings and each crew's ladder", () => {
    expect(SAIL_LEVELS).toEqual(['stop', 'bow', 'basic', 'astern', 'quarter']);
    expect(SAIL_LADDERS).toEqual({
      elite: ['stop', 'basic', 'quarter'],
      average: ['stop', 'bow', 'basic', 'quarter'],
      poor: ['stop', 'bow', 'basic', 'astern', 'quarter'],
    });
  });
  it('full sail is what the quarter allows; the dead zone allows none', () => {
    expect(fullSail('deadZone')).toBe('stop');
    expect(fullSail('bow')).toBe('bow');
    expect(fullSail('quarter')).toBe('quarter');
    expect(fullSail('astern')).toBe('astern');
  });
  it("speeding up stops at the top of the ladder and at the wind's cap", () => {
    expect(changeSail('elite', 'quarter', 'speed', 'quarter')).toBe('quarter');
    expect(changeSail('poor', 'astern', 'speed', 'astern')).toBe('astern');
    expect(changeSail('poor', 'astern', 'speed', 'quarter')).toBe('quarter');
    expect(changeSail('average', 'stop', 'speed', 'deadZone')).toBe('stop');
    expect(changeSail('elite', 'basic', 'slow', 'quarter')).toBe('stop');
  });
});

describe('the dead zone test at its edges', () => {
  it('a result of exactly zero makes no way but is not taken aback, and rolls no foremast die', () => {
    expect(deadZoneTest(frigate(), false, script(5, 5, 5))).toMatchObject({
      result: 0,
      distance: 0,
      takenAback: false,
      foremastRoll: null,
      rerolled: null,
    });
  });
  it('an elite crew at exactly zero keeps its throw', () => {
    expect(deadZoneTest(frigate(), true, script(5, 5, 5))).toMatchObject({
      result: 0,
      rerolled: null,
      faces: [5, 5, 5],
    });
  });
  it('an elite re-roll that still leaves her aback costs the points of the new throw', () => {
    const r = deadZoneTest(frigate(), true, script(6, 6, 6, 5, 3));
    expect(r).toMatchObject({
      faces: [5, 6, 6],
      rerolled: { index: 0, face: 5 },
      result: -2,
      takenAback: true,
      foremastRoll: 3,
    });
    expect(r.damage.events).toEqual([{ type: 'damagePoints', amount: 5, cause: 'takenAback' }]);
  });
  it('a one point shortfall costs four points; a vessel without a foremast keeps her other masts', () => {
    const r = deadZoneTest(frigate(), false, script(6, 6, 4, 4));
    expect(r).toMatchObject({ result: -1, takenAback: true });
    expect(r.damage.state).toMatchObject({ damagePoints: 4 + 5, mastsLost: ['fore'] });
    const cutter = createShipState({ rate: 'cutter', guns: 10, boats: 2 });
    const c = deadZoneTest(cutter, false, script(6, 6, 6, 6));
    expect(c.damage.state.mastsLost).toEqual([]);
    expect(c.damage.state.damagePoints).toBe(3 + 2);
  });
});

describe('tacking, drifting and towing at their edges', () => {
  it("a tack's outcome follows the row: Sans Culottes average perfect on 4, successful on 2–3, failed on 1", () => {
    const crew = { nationalClass: 'sansCulottes', quality: 'average' } as const;
    expect(tackTest(frigate(), crew, 'bow', script(4))).toEqual({ roll: 4, outcome: 'perfect' });
    expect(tackTest(frigate(), crew, 'bow', script(3))).toEqual({ roll: 3, outcome: 'successful' });
    expect(tackTest(frigate(), crew, 'bow', script(1))).toEqual({ roll: 1, outcome: 'failed' });
  });
  it('drift swings at most a point, the shorter way, and only as far as stern to the wind', () => {
    const wind = { fromDegrees: 0, becalmed: false, choppy: false };
    expect(drift(170, wind, script(2))).toEqual({ roll: 2, distance: 2, directionDegrees: 180, heading: 180 });
    expect(drift(190, wind, script(2)).heading).toBe(180);
    expect(drift(180, wind, script(2)).heading).toBe(180);
    expect(drift(100, wind, script(2)).heading).toBe(145);
    expect(drift(260, wind, script(2)).heading).toBe(215);
    expect(drift(-10, { ...wind, fromDegrees: 90 }, script(6))).toEqual({
      roll: 6,
      distance: 6,
      directionDegrees: 270,
      heading: 305,
    });
    expect(drift(90, { ...wind, becalmed: true }, script())).toEqual({
      roll: null,
      distance: 0,
      directionDegrees: 180,
      heading: 90,
    });
  });
  it('a tow halves speed rounding down; the cable parts only on a 0', () => {
    expect(towedSpeed(1)).toBe(0);
    expect(towedSpeed(0)).toBe(0);
    expect(TOW).toEqual({ attachWithinCm: 2, turnsToAttach: 1 });
    expect(towCableTest(true, script(1))).toEqual({ roll: 1, cableLost: false });
  });
  it('weighing anchor step by step', () => {
    expect(WEIGH_ANCHOR_STEPS).toEqual({
      cut: ['cutAnchor', 'raiseSails', 'raiseSails', 'speedUp'],
      raise: ['heave', 'heave', 'heave', 'heave', 'raiseSails', 'raiseSails', 'speedUp'],
    });
    expect(MOVES_TO_SWING_ON_TWO_ANCHORS).toBe(1);
  });
  it('the line holds on a d6 above the poor sailors, and not on one equal to them', () => {
    expect(lineOfBattleTest(1, script(2))).toEqual({ roll: 2, maintained: true });
    expect(lineOfBattleTest(1, script(1))).toEqual({ roll: 1, maintained: false });
  });
  it('masts lost for turning leave the bowsprit out', () => {
    expect(mastsLostForTurning(frigate({ mastsLost: ['bowsprit', 'fore', 'main'] }))).toBe(2);
    expect(mastsLostForTurning(frigate())).toBe(0);
  });
  it("a turning template's options each count", () => {
    expect(turningTemplate('fifth', { mastsLost: 1 })).toEqual({ size: 'medium', radiusCm: 9, straightPerCmTurned: 0 });
    expect(turningTemplate('fifth', { poorSailors: false, mastsLost: 0 })).toEqual({
      size: 'small',
      radiusCm: 6,
      straightPerCmTurned: 0,
    });
    expect(TAKEN_ABACK_DAMAGE_POINTS).toBe(3);
  });
});

describe('collisions at their edges', () => {
  it('a collision at 16 cm rolls masts with none standing left to lose, and keeps the bowsprit out of it', () => {
    const r = collisionDamage(frigate(), 16, false, script(6, 6, 3, 5, 1));
    expect(r.mastRolls).toEqual([6, 6, 3, 5, 1]);
    expect(r.damage.state.mastsLost).toEqual(['main', 'fore', 'mizzen']);
    expect(r.bowspritRoll).toBeNull();
  });
  it('a mast roll of 4–5 brings one mast down, of 1–3 none', () => {
    expect(collisionDamage(frigate(), 20, false, script(4, 5)).damage.state.mastsLost).toEqual(['fore']);
    expect(collisionDamage(frigate(), 20, false, script(3)).mastRolls).toEqual([3]);
    expect(collisionDamage(frigate(), 20, false, script(3)).damage.state).toMatchObject({
      mastsLost: [],
      damagePoints: 2,
      secondaryStruck: 3,
    });
  });
  it('the bowsprit goes on 1–5 only if she still has one', () => {
    const r = collisionDamage(frigate({ mastsLost: ['bowsprit'] }), 3, true, script(1));
    expect(r.bowspritRoll).toBe(1);
    expect(r.damage.events).toEqual([{ type: 'damagePoints', amount: 1, cause: 'collision' }]);
    const brig = collisionDamage(frigate({ masts: ['fore', 'main'] }), 3, true, script(1));
    expect(brig.damage.state.mastsLost).toEqual([]);
    const hit = collisionDamage(frigate(), 7, true, script(1));
    expect(hit).toMatchObject({ mastRolls: [], bowspritRoll: 1 });
    expect(hit.damage.events.map((e) => e.type)).toEqual([
      'damagePoints',
      'speedBoxes',
      'mastLost',
      'speedBoxes',
      'damagePoints',
      'boatsLost',
    ]);
  });
});
