import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import {
  d20Test,
  isSerious,
  resistance,
  seriousTarget,
  unarmedPoints,
  weaponPoints,
  woundAt,
  type HitLocation,
} from '../../../src/rules/highseas';
import { fighter, held } from './duel-fixtures';

describe('rolls', () => {
  it.each([
    [13, 7],
    [12, 6],
    [1, 1],
    [0, 0],
    [-2, 0],
  ])('a target of %i is made seriously at %i or under (decision hs-serious)', (target, serious) => {
    expect(seriousTarget(target)).toBe(serious);
    if (target > 0) {
      expect(isSerious(d20Test(new ScriptedDice([serious]), target))).toBe(true);
      expect(isSerious(d20Test(new ScriptedDice([serious + 1]), target))).toBe(false);
    }
  });
  it('moves the second target by what the first made or missed by (decision hs-resistance-roll)', () => {
    expect(resistance(new ScriptedDice([4, 7]), 10, 12)).toMatchObject({
      first: { margin: 6 },
      second: { target: 6, made: false },
      firstWins: true,
    });
    expect(resistance(new ScriptedDice([15, 14]), 10, 12)).toMatchObject({
      first: { margin: -5 },
      second: { target: 17, made: true },
      firstWins: false,
    });
  });
});

describe('a weapon blow (decision hs-weapon-damage)', () => {
  const cutlass = held('cutlass'); // damage 4, MinSTR 9, AdvSTR 15
  it.each([
    [10, false, [], 4],
    [8, false, [{ id: 'minStr', value: -1 }], 3],
    [7, false, [{ id: 'minStr', value: -1 }], 3],
    [5, false, [{ id: 'minStr', value: -2 }], 2],
    [3, false, [{ id: 'minStr', value: -3 }], 1],
    [15, false, [], 4],
    [16, false, [{ id: 'advStr', value: 1 }], 5],
    [
      16,
      true,
      [
        { id: 'advStr', value: 1 },
        { id: 'seriousDie', value: 6 },
      ],
      11,
    ],
  ])('Strength %i, serious %s', (strength, serious, extra, points) => {
    const blow = weaponPoints(strength, cutlass, serious, new ScriptedDice([6]));
    expect(blow.parts).toEqual([{ id: 'weaponDamage', value: 4 }, ...extra]);
    expect(blow.points).toBe(points);
    // Armour turns aside fists, never a blade.
    expect(blow.turned).toBe(false);
  });
  it('never falls below nothing', () => {
    expect(weaponPoints(3, held('hat'), false, new ScriptedDice([])).points).toBe(0);
    expect(weaponPoints(3, held('twoHandedSword'), false, new ScriptedDice([])).points).toBe(1);
  });
});

describe('the unarmed table (decision hs-unarmed-damage)', () => {
  const bare = { helmet: false, cuirass: false };
  it.each([
    ['punch', 10, false, bare, 0, false],
    ['punch', 10, true, bare, 1, false],
    ['punch', 16, true, bare, 2, false],
    ['punch', 16, true, { helmet: true, cuirass: false }, 1, false],
    ['punch', 16, true, { helmet: false, cuirass: true }, 1, false],
    ['punch', 16, true, { helmet: true, cuirass: true }, 0, true],
    ['haymaker', 10, false, bare, 1, false],
    ['haymaker', 10, true, bare, 2, false],
    ['haymaker', 17, true, bare, 3, false],
    ['haymaker', 17, true, { helmet: true, cuirass: false }, 2, false],
    ['haymaker', 10, false, { helmet: true, cuirass: true }, 0, true],
    ['kick', 10, false, bare, 0, false],
    ['kick', 10, true, bare, 2, false],
    ['kick', 16, true, bare, 3, false],
    ['kick', 16, true, { helmet: true, cuirass: true }, 3, false],
    ['grapple', 10, false, bare, 1, false],
    ['grapple', 18, true, { helmet: true, cuirass: true }, 1, false],
    ['tackle', 10, true, bare, 1, false],
  ] as const)(
    '%s, Strength %i, serious %s, armour %j: %i points (turned aside: %s)',
    (form, strength, serious, armour, points, turned) => {
      const blow = unarmedPoints(form, strength, serious, armour);
      expect([blow.points, blow.turned]).toEqual([points, turned]);
    },
  );
  it('names each part of the points, as the card lists them', () => {
    const armoured = { helmet: true, cuirass: true };
    expect(unarmedPoints('haymaker', 17, true, armoured).parts).toEqual([
      { id: 'punchDamage', value: 1 },
      { id: 'heavy', value: 1 },
      { id: 'haymaker', value: 1 },
      { id: 'helmet', value: -1 },
      { id: 'cuirass', value: -1 },
    ]);
    expect(unarmedPoints('kick', 16, true, armoured).parts).toEqual([
      { id: 'kickDamage', value: 2 },
      { id: 'heavy', value: 1 },
    ]);
    expect(unarmedPoints('grapple', 10, false, bare).parts).toEqual([{ id: 'grappleDamage', value: 1 }]);
  });
});

describe('wounds', () => {
  // Hit points 12: half is 6.
  const victim = (change: Parameters<typeof fighter>[1] = {}) =>
    fighter('v', { maxHitPoints: 12, endurance: 12, ...change });
  const hit = (
    location: HitLocation,
    points: number,
    faces: number[] = [],
    change: Parameters<typeof fighter>[1] = {},
  ) => {
    const f = victim(change);
    const dice = new ScriptedDice(faces);
    const wound = woundAt(f, location, 1, points, dice);
    expect(dice.remaining).toBe(0);
    return { f, wound };
  };
  it.each([
    ['head', 1, false],
    ['head', 2, true],
    ['chest', 3, false],
    ['chest', 4, true],
  ] as const)('%s for %i stuns: %s', (location, points, stun) => {
    expect(hit(location, points).wound.stun).toBe(stun);
  });
  it('leaves a limb struck for 2 alone, and rolls Endurance for 3 or more', () => {
    expect(hit('leftArm', 2).wound).toMatchObject({ limbRoll: null, lamed: false });
    expect(hit('leftArm', 3, [12]).wound).toMatchObject({
      limbRoll: { target: 12, roll: 12, made: true },
      lamed: false,
      days: null,
    });
    const { f, wound } = hit('rightLeg', 5, [13, 2]);
    expect(wound).toMatchObject({ limbRoll: { made: false }, lamed: true, days: 2 });
    expect(f.lamed).toEqual(['rightLeg']);
  });
  it('lames a limb without a roll once it holds half the hit points, and not again once lame', () => {
    expect(hit('leftLeg', 6).wound).toMatchObject({ limbRoll: null, lamed: true, days: null });
    expect(
      hit('leftLeg', 2, [], { wounds: { head: 0, chest: 0, rightArm: 0, leftArm: 0, rightLeg: 0, leftLeg: 4 } }).wound
        .lamed,
    ).toBe(true);
    expect(
      hit('leftLeg', 4, [], { useless: { rightArm: false, leftArm: false, rightLeg: false, leftLeg: true } }).wound,
    ).toMatchObject({ limbRoll: null, lamed: false });
  });
  it('knocks out at half the hit points on the head or chest for 1d6 hours, and kills past it', () => {
    expect(hit('chest', 6, [5]).wound).toMatchObject({ condition: 'unconscious', hours: 5, stun: true });
    expect(hit('head', 7).wound).toMatchObject({ condition: 'dead', hours: null });
  });
  it('knocks out at the hit points in all and kills past them', () => {
    const worn = { damageTaken: 10 };
    expect(hit('leftArm', 2, [4], worn).wound).toMatchObject({ condition: 'unconscious', hours: 4 });
    expect(hit('leftArm', 3, [20, 1], worn).wound.condition).toBe('dead');
  });
  it('rolls the hours out cold only when a blow knocks him out, not when he is out already', () => {
    const { f } = hit('chest', 6, [5]);
    const dice = new ScriptedDice([]);
    expect(woundAt(f, 'leftArm', 1, 1, dice)).toMatchObject({ condition: 'unconscious', hours: null });
    expect(dice.remaining).toBe(0);
  });
});
