import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  COLLISION_TABLE,
  QUALITIES,
  SAIL_LEVELS,
  SMALL_ACTION_ORDERS,
  TACK_TABLE,
  WEIGH_ANCHOR_STEPS,
  changeSail,
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
    expect(sailMove(frigate(), { level: 'bow', fastSailor: true }, dice)).toMatchObject({ basic: 15, faces: [4], distance: 13 });
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
    expect(() => sailMove(frigate({ basicSpeed: 0, secondaryStruck: 0 }), { level: 'basic' }, script())).toThrow(/no speed boxes/);
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
  it('uses the rate\'s template, a size up for poor sailors and each mast lost', () => {
    expect(turningTemplate('fifth')).toEqual({ size: 'small', radiusCm: 6, straightPerCmTurned: 0 });
    expect(turningTemplate('third', { poorSailors: true })).toMatchObject({ size: 'large', radiusCm: 12 });
    expect(turningTemplate('first', { poorSailors: true, mastsLost: 1 })).toMatchObject({ size: 'large', straightPerCmTurned: 2 });
    expect(turningTemplate('first', { radii: { small: 5, medium: 8, large: 11 } }).radiusCm).toBe(11);
  });
});

describe('the dead zone test', () => {
  it('moves the ship what is left of its basic speed', () => {
    expect(deadZoneTest(frigate(), false, script(2, 3, 4))).toMatchObject({ result: 6, distance: 6, takenAback: false });
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
    expect(() => tackTest(frigate(), { nationalClass: 'landlubbers', quality: 'elite' }, 'bow', script(6))).toThrow(/no elite/);
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
    expect(COLLISION_TABLE.map((r) => [r.upToCm, r.damagePoints, r.secondaryBoxes, r.primaryBoxes, r.mastRoll])).toEqual([
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
    expect(collisionDamage(frigate(), speed, false, script()).damage.state).toMatchObject({ damagePoints: dp, secondaryStruck: boxes });
  });
  it('over 15 cm: 2 DP, a primary box and the mast d6', () => {
    expect(collisionMastsLost(script(3))).toEqual({ rolls: [3], masts: 0 });
    expect(collisionMastsLost(script(4))).toEqual({ rolls: [4], masts: 1 });
    expect(collisionMastsLost(script(6, 2))).toEqual({ rolls: [6, 2], masts: 1 });
    expect(collisionMastsLost(script(6, 5))).toEqual({ rolls: [6, 5], masts: 2 });
    expect(collisionMastsLost(script(6, 6))).toEqual({ rolls: [6, 6], masts: 3 });
    const r = collisionDamage(frigate(), 16, false, script(5, 3));
    expect(r.damage.state).toMatchObject({ damagePoints: 2 + 5, secondaryStruck: 3 + 9, mastsLost: ['main'] });
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
