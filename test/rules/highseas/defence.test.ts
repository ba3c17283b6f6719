import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import {
  WEAPONS,
  defenceSetup,
  resolveAttack,
  tryDisarm,
  type AttackSetup,
  type BrawlAttribute,
  type DuelPick,
  type Engaged,
  type Fighter,
  type HeldWeapon,
  type TurnContext,
} from '../../../src/rules/highseas';
import { fighter, held, pick } from './duel-fixtures';

const attacker = fighter('a');
const setup = (change: Partial<AttackSetup> = {}): AttackSetup => ({
  attacker,
  defender: fighter('d'),
  form: 'thrust',
  weapon: attacker.sheet.right,
  hand: 'right',
  counter: false,
  entangle: false,
  aboard: false,
  ...change,
});
const engaged = (f: Fighter, change: Partial<Engaged> = {}): Engaged => ({
  fighter: f,
  pick: null,
  defence: null,
  counter: null,
  acting: true,
  stuns: 0,
  parries: 0,
  disarmTried: false,
  blockBroken: false,
  hits: 0,
  fought: false,
  ...change,
});

describe('the defence a defender makes against one attack', () => {
  const d = fighter('d');
  it('parries by choice, or with a duelling weapon anyway, not chosen (decision hs-free-parry)', () => {
    expect(defenceSetup(setup(), engaged(d, { defence: 'parry', parries: 1 }), 'strength').parry).toEqual({
      parrier: d,
      weapon: d.sheet.right,
      chosen: true,
      previous: 1,
    });
    expect(defenceSetup(setup(), engaged(d, { defence: 'dodge' }), 'strength').parry).toMatchObject({ chosen: false });
  });
  it('parries no attack that cannot be parried, even when he chose to parry', () => {
    expect(defenceSetup(setup({ entangle: true }), engaged(d, { defence: 'parry' }), 'strength')).toEqual({
      parry: null,
      block: null,
      parryWeapon: null,
    });
  });
  it('blocks a weapon with something at hand until that breaks, and never an entangling attack (decision hs-improvised-block)', () => {
    expect(defenceSetup(setup(), engaged(d, { defence: 'block' }), 'dexterity').block).toEqual({
      kind: 'improvised',
      blocker: d,
      attribute: 'dexterity',
    });
    expect(defenceSetup(setup(), engaged(d, { defence: 'block', blockBroken: true }), 'dexterity').block).toBeNull();
    expect(defenceSetup(setup({ entangle: true }), engaged(d, { defence: 'block' }), 'dexterity').block).toBeNull();
    expect(
      defenceSetup(
        setup({ form: 'punch', weapon: null }),
        engaged(d, { defence: 'block', blockBroken: true }),
        'strength',
      ).block,
    ).toEqual({
      kind: 'brawling',
      blocker: d,
      attribute: 'strength',
    });
  });
  it('makes no defence once he no longer acts', () => {
    expect(defenceSetup(setup(), engaged(d, { defence: 'parry', acting: false }), 'strength')).toEqual({
      parry: null,
      block: null,
      parryWeapon: null,
    });
  });
});

describe('an attack that never comes to a roll', () => {
  const context = (defender: Fighter, gap: number) => {
    const sides = { a: engaged(attacker), d: engaged(defender) };
    const ctx: TurnContext = {
      engaged: (id) => sides[id as 'a' | 'd'],
      gap: () => gap,
      aboard: false,
      dice: new ScriptedDice([]),
    };
    return { ctx, sides };
  };
  const untried = {
    modifiers: [],
    target: 0,
    odds: null,
    test: null,
    serious: false,
    parry: null,
    block: null,
    points: null,
    wound: null,
    fell: [],
    stunned: false,
  };
  it('finds a downed target down, before anyone counts as having fought', () => {
    const defender = fighter('d', {}, { condition: 'unconscious' });
    const { ctx, sides } = context(defender, 1);
    expect(resolveAttack(ctx, setup({ defender }), 'strength')).toMatchObject({
      ...untried,
      outcome: 'targetDown',
      gap: 1,
      reach: 1,
    });
    expect([sides.a.fought, sides.d.fought]).toEqual([false, false]);
  });
  it('leaves a blade short beyond its reach, both sides having fought (the rigging asks)', () => {
    const defender = fighter('d');
    const { ctx, sides } = context(defender, 2);
    expect(resolveAttack(ctx, setup({ defender }), 'strength')).toMatchObject({
      ...untried,
      outcome: 'outOfReach',
      gap: 2,
      reach: 1,
    });
    expect([sides.a.fought, sides.d.fought]).toEqual([true, true]);
  });
});

/** One attack against scripted dice; every die given must be used. */
function duel(a: Fighter, d: Fighter, defender: Partial<Engaged>, faces: number[]) {
  const sides = { a: engaged(a), d: engaged(d, defender) };
  const dice = new ScriptedDice(faces);
  const ctx: TurnContext = { engaged: (id) => sides[id as 'a' | 'd'], gap: () => 1, aboard: false, dice };
  const attack = (change: Partial<AttackSetup> = {}, brawl: BrawlAttribute = 'strength') =>
    resolveAttack(ctx, { ...setup({ attacker: a, defender: d, weapon: a.sheet.right }), ...change }, brawl);
  return { sides, dice, ctx, attack };
}
const parrying = (change: Partial<DuelPick> = {}): Partial<Engaged> => ({
  defence: 'parry',
  pick: pick('a', ['parry'], change),
});

describe('a blow that does nothing', () => {
  it('leaves no wound and rolls no hit location when the blow comes to no points', () => {
    const weak = fighter('a', { strength: 3, right: held('hat') });
    const { dice, attack } = duel(weak, fighter('d'), {}, [5]);
    const r = attack({ form: 'slash' });
    expect([r.outcome, r.points?.points, r.wound, dice.remaining]).toEqual(['landed', 0, null, 0]);
  });
});

describe('a parry and what may follow it', () => {
  it('makes every further parry in the turn a point harder', () => {
    const { sides, dice, attack } = duel(fighter('a'), fighter('d'), parrying(), [8, 13, 1, 8, 12, 1]);
    const first = attack();
    const second = attack();
    expect(first.parry).toMatchObject({
      modifiers: [
        { id: 'expertise', value: 10 },
        { id: 'guessed', value: 3 },
      ],
      test: { target: 13, roll: 13, made: true },
    });
    expect(second.parry).toMatchObject({
      modifiers: [
        { id: 'expertise', value: 10 },
        { id: 'guessed', value: 3 },
        { id: 'previousParries', value: -1 },
      ],
      test: { target: 12, roll: 12, made: true },
    });
    expect([first.outcome, second.outcome, sides.d.parries, dice.remaining]).toEqual(['parried', 'parried', 2, 0]);
  });
  it.each([
    ['a blade of the same weight breaks on a 20', 'cutlass', 20, 20, true],
    ['a blade of the same weight holds on a 19', 'cutlass', 19, 20, false],
    ['a heavier blow breaks it on a 19', 'longsword', 19, 19, true],
    ['a heavier blow does not on an 18', 'longsword', 18, 19, false],
  ] as const)(
    'rolls breakage after a parry that held: %s (decision hs-breakage)',
    (_name, weapon, roll, from, broke) => {
      const { sides, dice, attack } = duel(fighter('a', { right: held(weapon) }), fighter('d'), parrying(), [
        8,
        13,
        roll,
      ]);
      expect(attack().parry).toMatchObject({ breakage: { roll, from, broke }, disarm: null });
      expect(sides.d.fighter.hands.right).toBe(broke ? 'broken' : 'ready');
      expect(dice.remaining).toBe(0);
    },
  );
  it('rolls no breakage for a parry that failed', () => {
    const { dice, attack } = duel(fighter('a'), fighter('d'), parrying(), [8, 14, 3]);
    const r = attack({ form: 'slash' });
    expect(r.parry).toMatchObject({ test: { target: 10, roll: 14, made: false }, breakage: null });
    expect([r.outcome, r.wound?.location, dice.remaining]).toEqual(['landed', 'chest', 0]);
  });
  it('tries a disarm when he said he would, and the attacker drops his blade (decision hs-disarm-timing)', () => {
    const d = fighter('d', { expertise: { missile: 5, polearm: 5, dueling: 12, other: 5, unarmed: 5 } });
    const { sides, dice, attack } = duel(fighter('a'), d, parrying({ disarmOnParry: true }), [8, 13, 1, 3, 10]);
    expect(attack().parry!.disarm).toEqual({
      first: { target: 12, roll: 3, made: true, margin: 9 },
      secondBase: 10,
      second: { target: 1, roll: 10, made: false, margin: -9 },
      firstWins: true,
    });
    expect([sides.a.fighter.hands.right, sides.d.disarmTried, dice.remaining]).toEqual(['dropped', true, 0]);
  });
  it('leaves the attacker his blade when the disarm fails, and tries no second one that turn', () => {
    const { sides, dice, attack } = duel(
      fighter('a'),
      fighter('d'),
      parrying({ disarmOnParry: true }),
      [8, 13, 1, 15, 10, 8, 12, 1],
    );
    expect(attack().parry!.disarm).toMatchObject({
      first: { target: 10, roll: 15 },
      second: { target: 15, roll: 10, made: true },
      firstWins: false,
    });
    expect(attack().parry).toMatchObject({ test: { made: true }, disarm: null });
    expect([sides.a.fighter.hands.right, sides.d.disarmTried, dice.remaining]).toEqual(['ready', true, 0]);
  });
  it('tries no disarm unless he said so', () => {
    const { sides, dice, attack } = duel(fighter('a'), fighter('d'), parrying(), [8, 13, 1]);
    expect(attack().parry!.disarm).toBeNull();
    expect([sides.d.disarmTried, dice.remaining]).toEqual([false, 0]);
  });
  it('tries no disarm with a parrying blade that just broke, even with a second one in hand', () => {
    const d = fighter('d', { style: 'french', left: held('longsword') });
    const { sides, dice, attack } = duel(fighter('a'), d, parrying({ disarmOnParry: true }), [8, 13, 20]);
    expect(attack().parry).toMatchObject({ breakage: { broke: true }, disarm: null });
    expect([sides.d.fighter.hands.right, sides.d.disarmTried, dice.remaining]).toEqual(['broken', false, 0]);
  });
});

describe('who may disarm whom (decision hs-disarm-strength)', () => {
  const ctx: TurnContext = {
    engaged: () => engaged(fighter('x')),
    gap: () => 1,
    aboard: false,
    dice: new ScriptedDice([]),
  };
  const heavy: HeldWeapon = { name: 'heavy blade', stats: { ...WEAPONS.cutlass, minStr: 13 } };
  it.each([
    ['a lighter blade cannot disarm a heavier one', held('dagger'), held('cutlass'), 'right'],
    ['no blade disarms a weapon that is not a duelling one', heavy, held('twoHandedSword'), 'right'],
    ['no weapon but a duelling one disarms', held('twoHandedSword'), held('cutlass'), 'right'],
    ['nothing is disarmed from an empty hand', held('cutlass'), null, 'right'],
    ['nothing is disarmed from an attack made with no hand', held('cutlass'), held('cutlass'), null],
  ] as const)('%s', (_name, mine, theirs, hand) => {
    const d = engaged(fighter('d', { right: mine }));
    expect(tryDisarm(ctx, d, engaged(fighter('a', { right: theirs })), { weapon: theirs, hand })).toBeNull();
    expect(d.disarmTried).toBe(false);
  });
});

describe('a block', () => {
  const unarmed = { right: null, expertise: { missile: 5, polearm: 5, dueling: 10, other: 5, unarmed: 10 } };
  it.each([
    [19, true],
    [18, false],
  ] as const)(
    'breaks the thing blocking on %i when it held, 19 or more (decision hs-improvised-block)',
    (roll, broke) => {
      const { sides, dice, attack } = duel(fighter('a'), fighter('d', unarmed), { defence: 'block' }, [8, 4, roll]);
      const r = attack();
      expect(r.block).toEqual({
        kind: 'improvised',
        modifiers: [{ id: 'dexterityThird', value: 4 }],
        test: { target: 4, roll: 4, made: true, margin: 0 },
        contest: null,
        held: true,
        breakage: { roll, from: 19, broke },
      });
      expect([r.outcome, sides.d.blockBroken, dice.remaining]).toEqual(['blocked', broke, 0]);
    },
  );
  it('rolls no breakage for an improvised block that failed', () => {
    const { sides, dice, attack } = duel(fighter('a'), fighter('d', unarmed), { defence: 'block' }, [8, 5, 3]);
    const r = attack();
    expect(r.block).toMatchObject({ held: false, test: { target: 4, roll: 5, made: false }, breakage: null });
    expect([r.outcome, r.wound?.location, sides.d.blockBroken, dice.remaining]).toEqual(['landed', 'chest', false, 0]);
  });
  const brawler = (unarmedExpertise: number) =>
    fighter('d', {
      dexterity: 12,
      expertise: { missile: 5, polearm: 5, dueling: 10, other: 5, unarmed: unarmedExpertise },
    });
  it('lets the attacker roll first in a brawling block, the better brawler ahead (decision hs-brawling-block)', () => {
    const { dice, attack } = duel(fighter('a', { right: null }), brawler(9), { defence: 'block' }, [5, 4, 8]);
    const r = attack({ form: 'punch', weapon: null, hand: null }, 'dexterity');
    expect(r.block).toEqual({
      kind: 'brawling',
      modifiers: [
        { id: 'attribute.dexterity', value: 12 },
        { id: 'brawlerEdge', value: 2 },
      ],
      test: null,
      contest: {
        attribute: 'dexterity',
        first: { target: 10, roll: 4, made: true, margin: 6 },
        secondBase: 14,
        second: { target: 8, roll: 8, made: true, margin: 0 },
        firstWins: false,
      },
      held: true,
      breakage: null,
    });
    expect([r.outcome, dice.remaining]).toEqual(['blocked', 0]);
  });
  it('fails a brawling block when the attacker wins, and names no edge the blocker lacks', () => {
    const { dice, attack } = duel(fighter('a', { right: null }), brawler(5), { defence: 'block' }, [5, 4, 7, 19, 20]);
    const r = attack({ form: 'punch', weapon: null, hand: null }, 'dexterity');
    expect(r.block).toMatchObject({
      modifiers: [{ id: 'attribute.dexterity', value: 12 }],
      contest: { secondBase: 12, second: { target: 6, roll: 7 }, firstWins: true },
      held: false,
    });
    expect([r.outcome, dice.remaining]).toEqual(['landed', 0]);
  });
});

describe('what an attack spends', () => {
  it('throws the blade away, even when the throw misses, and leaves the hand ready otherwise', () => {
    const a = fighter('a', { right: held('dagger') });
    const { dice, attack } = duel(a, fighter('d'), {}, [20]);
    expect(attack({ form: 'throw' }).outcome).toBe('missed');
    expect([a.hands.right, a.loading.right, dice.remaining]).toEqual(['thrown', 0, 0]);
  });
  it('empties the gun that fired, even when the shot misses, and keeps it in hand', () => {
    const a = fighter('a', { right: held('pistol') });
    expect(a.loading.right).toBe(2);
    const { dice, attack } = duel(a, fighter('d'), {}, [20]);
    expect(attack({ form: 'fire' }).outcome).toBe('missed');
    expect([a.hands.right, a.loading.right, dice.remaining]).toEqual(['ready', 0, 0]);
  });
});

describe('a blow that lands without a blade', () => {
  const bare = (change: Parameters<typeof fighter>[1] = {}, state: Parameters<typeof fighter>[2] = {}) =>
    fighter('a', { right: null, ...change }, state);
  it.each([
    [9, true, false],
    [10, false, true],
  ] as const)('entangles with a cloak on a failed roll against Dexterity - 3 (roll %i)', (roll, made, entangled) => {
    const a = fighter('a', { left: held('cloak') });
    const d = fighter('d', { dexterity: 12 });
    const { dice, attack } = duel(a, d, {}, [3, roll]);
    const r = attack({ form: 'strike', entangle: true });
    expect(r).toMatchObject({
      outcome: 'landed',
      entangleRoll: { target: 9, roll, made, margin: 9 - roll },
      points: null,
      wound: null,
    });
    expect([d.entangled, dice.remaining]).toEqual([entangled, 0]);
  });
  it('brings both down in a tackle, and a serious one holds the defender two turns', () => {
    const a = bare();
    const d = fighter('d');
    const { dice, attack } = duel(a, d, {}, [2, 1, 5, 3]);
    const r = attack({ form: 'tackle', weapon: null, hand: null });
    expect(r).toMatchObject({
      serious: true,
      fell: ['a', 'd'],
      hold: {
        first: { target: 10, roll: 1, margin: 9 },
        secondBase: 10,
        second: { target: 1, roll: 5, made: false },
        firstWins: true,
        turns: 2,
      },
      points: { points: 1 },
      wound: { location: 'chest', points: 1 },
      stunRoll: null,
    });
    expect([a.prone, d.prone, d.immobilised, dice.remaining]).toEqual([true, true, 2, 0]);
  });
  it.each([
    [4, 0, 1],
    [2, 1, 2],
    [2, 3, 3],
  ] as const)(
    'holds with a grapple on a hit roll of %i for the longer of the hold and the one he is in (%i before)',
    (hit, before, after) => {
      const a = bare();
      const d = fighter('d', {}, { immobilised: before });
      const { dice, attack } = duel(a, d, {}, [hit, 1, 5, 3]);
      const r = attack({ form: 'grapple', weapon: null, hand: null });
      expect(r).toMatchObject({ fell: [], hold: { firstWins: true, turns: hit === 2 ? 2 : 1 }, wound: { points: 1 } });
      expect([a.prone, d.prone, d.immobilised, dice.remaining]).toEqual([false, false, after, 0]);
    },
  );
  it('does nothing more when the grapple is broken', () => {
    const d = fighter('d', { strength: 12 });
    const { dice, attack } = duel(bare(), d, {}, [4, 6, 8]);
    const r = attack({ form: 'grapple', weapon: null, hand: null });
    expect(r).toMatchObject({
      hold: {
        first: { target: 10, margin: 4 },
        secondBase: 12,
        second: { target: 8, made: true },
        firstWins: false,
        turns: 1,
      },
      points: null,
      wound: null,
    });
    expect([d.immobilised, dice.remaining]).toEqual([0, 0]);
  });
  it.each([
    [7, true],
    [6, false],
  ] as const)(
    'rolls the stun of a punch as Strength against Endurance, and only a won roll stuns (Endurance roll %i)',
    (roll, won) => {
      const d = fighter('d', { endurance: 12 });
      const { sides, dice, attack } = duel(bare({ strength: 11 }), d, {}, [4, 5, roll]);
      const r = attack({ form: 'punch', weapon: null, hand: null });
      expect(r).toMatchObject({
        serious: false,
        points: { points: 0, turned: false },
        wound: null,
        stunRoll: {
          first: { target: 11, roll: 5, made: true, margin: 6 },
          secondBase: 12,
          second: { target: 6, roll, made: !won },
          firstWins: won,
        },
        stunned: won,
      });
      expect([sides.d.acting, sides.d.stuns, dice.remaining]).toEqual([!won, won ? 1 : 0, 0]);
    },
  );
  it('leaves a punch turned by helmet and cuirass at that: no stun is rolled', () => {
    const d = fighter('d', { helmet: true, cuirass: true });
    const { sides, dice, attack } = duel(bare(), d, {}, [2]);
    expect(attack({ form: 'punch', weapon: null, hand: null })).toMatchObject({
      serious: true,
      points: { turned: true },
      wound: null,
      stunRoll: null,
      stunned: false,
    });
    expect([sides.d.acting, dice.remaining]).toEqual([true, 0]);
  });
  it('stuns once when the blow itself stunned and the stun roll is won too', () => {
    const { sides, dice, attack } = duel(bare({ strength: 16 }), fighter('d'), {}, [2, 1, 1, 20]);
    const r = attack({ form: 'punch', weapon: null, hand: null });
    expect(r).toMatchObject({
      points: { points: 2 },
      wound: { location: 'head', stun: true },
      stunRoll: { firstWins: true },
      stunned: true,
    });
    expect([sides.d.stuns, dice.remaining]).toEqual([1, 0]);
  });
  it('rolls no stun against a defender the punch knocked out', () => {
    const head = { head: 4, chest: 0, rightArm: 0, leftArm: 0, rightLeg: 0, leftLeg: 0 };
    const { sides, dice, attack } = duel(bare(), fighter('d', { wounds: head }), {}, [2, 1, 3]);
    expect(attack({ form: 'punch', weapon: null, hand: null })).toMatchObject({
      wound: { location: 'head', condition: 'unconscious', hours: 3 },
      stunRoll: null,
      stunned: false,
    });
    expect([sides.d.acting, dice.remaining]).toEqual([false, 0]);
  });
});
