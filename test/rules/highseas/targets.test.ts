import { describe, expect, it } from 'vitest';
import {
  ATTACK_FORMS,
  attackOdds,
  breakageFrom,
  brawlingTargets,
  chance,
  defenceModifier,
  improvisedBlockTarget,
  isParryable,
  parryTarget,
  resistanceChance,
  toHit,
  type AttackForm,
  type AttackSetup,
  type Fighter,
  type HeldWeapon,
} from '../../../src/rules/highseas';
import { fighter, held } from './duel-fixtures';

function setup(change: Partial<AttackSetup> = {}): AttackSetup {
  const attacker = change.attacker ?? fighter('a');
  return {
    attacker,
    defender: fighter('d'),
    form: 'thrust',
    weapon: attacker.sheet.right,
    hand: 'right',
    counter: false,
    entangle: false,
    aboard: false,
    ...change,
  };
}
const ids = (mods: { id: string; value: number }[]) => Object.fromEntries(mods.map((m) => [m.id, m.value]));

describe('defences against each attack form (decision hs-defences)', () => {
  const table: Record<AttackForm, [number, number, number]> = {
    // dodge, duck, sidestep
    throw: [-1, -2, -2],
    fire: [-1, -2, -2],
    strike: [-3, -5, 0],
    thrust: [-3, 0, -5],
    slash: [-3, -5, 0],
    lunge: [-3, 0, -5],
    punch: [-3, -5, 0],
    kick: [-3, 0, -5],
    haymaker: [-3, -5, 0],
    grapple: [-3, 0, 0],
    tackle: [-3, 0, -5],
  };
  it.each(ATTACK_FORMS)('%s', (form) => {
    expect([defenceModifier('dodge', form), defenceModifier('duck', form), defenceModifier('sidestep', form)]).toEqual(
      table[form],
    );
    for (const other of ['parry', 'block', 'stepBack', null] as const) expect(defenceModifier(other, form)).toBe(0);
  });
});

describe('to hit', () => {
  it('is expertise in the weapon class plus the weapon bonus', () => {
    const s = setup({ attacker: fighter('a', { right: held('rapier') }) });
    expect(toHit(s, null)).toEqual({
      modifiers: [
        { id: 'expertise', value: 10 },
        { id: 'weaponBonus', value: 1 },
      ],
      target: 11,
    });
  });
  it('uses the unarmed expertise for a fist, missile expertise for a shot', () => {
    expect(toHit(setup({ form: 'punch', weapon: null, hand: null }), null).target).toBe(5);
    const gunner = fighter('a', { right: held('wheellock') });
    expect(ids(toHit(setup({ attacker: gunner, form: 'fire' }), null).modifiers)).toEqual({
      expertise: 5,
      weaponBonus: 1,
    });
  });
  it.each([
    ['a counterattack', { counter: true }, {}, {}, 'counter', 1],
    ['the defence chosen', {}, {}, {}, 'defence.dodge', -3],
    ['the off hand', { hand: 'left' }, {}, {}, 'offHand', -4],
    ['the off hand, French style', { hand: 'left' }, { style: 'french' }, {}, 'offHand', -2],
    ['high ground', {}, {}, { highGround: true }, 'highGround', 1],
    ['aboard without sea legs', { aboard: true }, {}, { seaLegs: false }, 'landsman', -1],
    ['in the rigging', {}, {}, { position: 'rigging' }, 'rigging', -1],
    ['in the water', {}, {}, { position: 'water' }, 'water', -5],
    ['prone', {}, {}, { prone: true }, 'prone', -2],
  ] as const)('names %s', (_name, change, sheet, state, id, value) => {
    const attacker = fighter('a', sheet, state);
    const { modifiers } = toHit(setup({ attacker, ...change }), id === 'defence.dodge' ? 'dodge' : null);
    expect(ids(modifiers)[id]).toBe(value);
  });
  it('gives no high ground over a fighter as high, and no landsman penalty in the water or ashore', () => {
    const attacker = fighter('a', {}, { highGround: true, seaLegs: false, position: 'water' });
    const defender = fighter('d', {}, { highGround: true });
    expect(ids(toHit(setup({ attacker, defender, aboard: true }), null).modifiers)).toEqual({
      expertise: 10,
      water: -5,
    });
    expect(ids(toHit(setup({ attacker: fighter('a', {}, { seaLegs: false }) }), null).modifiers)).toEqual({
      expertise: 10,
    });
  });
  it('spares short blades and fists in the water (decision hs-short-blades)', () => {
    const swimmer = fighter('a', { right: held('dagger') }, { position: 'water' });
    expect(ids(toHit(setup({ attacker: swimmer }), null).modifiers).water).toBeUndefined();
    expect(
      ids(toHit(setup({ attacker: swimmer, form: 'punch', weapon: null, hand: null }), null).modifiers).water,
    ).toBeUndefined();
  });
  it('is easier against a prone fighter', () => {
    expect(ids(toHit(setup({ defender: fighter('d', {}, { prone: true }) }), null).modifiers).targetProne).toBe(2);
  });
  it('takes no counter bonus for an entangle and rolls with the right-hand weapon (decision hs-entangle)', () => {
    const s = setup({
      attacker: fighter('a', { right: held('rapier') }),
      entangle: true,
      counter: true,
      form: 'strike',
    });
    expect(ids(toHit(s, null).modifiers)).toEqual({ expertise: 10, weaponBonus: 1 });
    expect(isParryable(s)).toBe(false);
  });
});

describe('the parry', () => {
  const parrier = (change: Parameters<typeof fighter>[1] = {}, state: Partial<Fighter> = {}) =>
    fighter('d', change, state);
  const parry = (
    s: AttackSetup,
    p: Fighter,
    weapon: HeldWeapon,
    chosen = true,
    guess: 'thrust' | 'slash' | 'lunge' = 'slash',
    previous = 0,
  ) => parryTarget(s, { parrier: p, weapon, chosen, guess, previous });
  it("starts from the parrier's own chance to hit (decision hs-parry-base)", () => {
    const p = parrier({ right: held('foil') });
    expect(parry(setup(), p, p.sheet.right!)).toEqual({
      modifiers: [
        { id: 'expertise', value: 10 },
        { id: 'weaponBonus', value: 1 },
        { id: 'parryBonus', value: 1 },
      ],
      target: 12,
    });
  });
  it('adds 3 for the right guess, and always against a two-handed sword', () => {
    const p = parrier();
    expect(ids(parry(setup({ form: 'thrust' }), p, p.sheet.right!, true, 'thrust').modifiers).guessed).toBe(3);
    expect(ids(parry(setup({ form: 'lunge' }), p, p.sheet.right!, true, 'thrust').modifiers).guessed).toBeUndefined();
    const twoHander = fighter('a', { right: held('twoHandedSword') });
    const s = setup({ attacker: twoHander, form: 'strike' });
    expect(isParryable(s)).toBe(true);
    expect(ids(parry(s, p, p.sheet.right!, true, 'slash').modifiers).twoHandedSword).toBe(3);
  });
  it("takes off the attacker's weapon bonus when it is positive, adds the parrying weapon's parry bonus", () => {
    const p = parrier({ right: held('dagger') });
    const mods = ids(parry(setup({ attacker: fighter('a', { right: held('rapier') }) }), p, p.sheet.right!).modifiers);
    expect([mods.attackerBonus, mods.parryBonus]).toEqual([-1, -1]);
    const clumsy = fighter('a', { right: held('buckler') });
    expect(
      ids(parry(setup({ attacker: clumsy, form: 'strike' }), p, p.sheet.right!).modifiers).attackerBonus,
    ).toBeUndefined();
  });
  it.each([
    [10, 10, undefined],
    [11, 10, -1],
    [12, 10, -1],
    [13, 10, -2],
    [9, 10, undefined],
  ])('an attacker of expertise %i against %i costs %s (a point per two, rounded up)', (att, def, value) => {
    const a = fighter('a', { expertise: { missile: 5, polearm: 5, dueling: att, other: 5, unarmed: 5 } });
    const p = parrier({ expertise: { missile: 5, polearm: 5, dueling: def, other: 5, unarmed: 5 } });
    expect(ids(parry(setup({ attacker: a }), p, p.sheet.right!).modifiers).expertiseGap).toBe(value);
  });
  it.each([
    ['french', 'mainGauche', 3],
    ['french', 'baton', 2],
    ['french', 'cloak', 2],
    ['french', 'hat', 2],
    ['french', 'buckler', 2],
    ['french', 'dagger', 1],
    ['italian', 'mainGauche', 1],
    ['italian', 'buckler', 1],
    ['italian', 'baton', 1],
    ['italian', 'dagger', undefined],
    ['italian', 'cloak', undefined],
    ['none', 'mainGauche', undefined],
  ] as const)('a %s fencer with a %s in the left hand: %s', (style, item, bonus) => {
    const p = parrier({ style, left: held(item) });
    expect(ids(parry(setup(), p, p.sheet.right!).modifiers)[`style.${style}`]).toBe(bonus);
  });
  it("counts a French fencer's sword in the left hand at +1", () => {
    const p = parrier({
      style: 'french',
      right: held('dagger'),
      left: { name: 'small sword', stats: { ...held('foil').stats, leftHand: 'sword' } },
    });
    expect(ids(parry(setup(), p, p.sheet.right!).modifiers)['style.french']).toBe(1);
  });
  it('costs a point for every earlier parry, 6 for the free one, and the place as for attacks', () => {
    const p = parrier({}, { position: 'rigging' });
    expect(ids(parry(setup(), p, p.sheet.right!, false, 'slash', 2).modifiers)).toMatchObject({
      previousParries: -2,
      freeParry: -6,
      rigging: -1,
    });
    const swimmer = parrier({}, { position: 'water' });
    expect(ids(parry(setup(), swimmer, swimmer.sheet.right!).modifiers).water).toBe(-5);
  });
});

describe('blocks and breakage', () => {
  it('blocks improvised at a third of Dexterity, less the weapon bonus and the expertise gap (decision hs-improvised-block)', () => {
    const a = fighter('a', { right: held('rapier') });
    const blocker = fighter('d', { dexterity: 14 });
    expect(improvisedBlockTarget(setup({ attacker: a }), blocker)).toEqual({
      modifiers: [
        { id: 'dexterityThird', value: 5 },
        { id: 'attackerBonus', value: -1 },
        { id: 'expertiseGap', value: -3 },
      ],
      target: 1,
    });
  });
  it('takes nothing off an improvised block for a weapon without bonus or a brawler as expert as the attacker', () => {
    const blocker = fighter('d', {
      dexterity: 14,
      expertise: { missile: 5, polearm: 5, dueling: 10, other: 5, unarmed: 10 },
    });
    expect(improvisedBlockTarget(setup(), blocker)).toEqual({
      modifiers: [{ id: 'dexterityThird', value: 5 }],
      target: 5,
    });
    const clumsy = fighter('a', {
      right: held('buckler'),
      expertise: { missile: 5, polearm: 5, dueling: 10, other: 10, unarmed: 5 },
    });
    expect(improvisedBlockTarget(setup({ attacker: clumsy, form: 'strike' }), blocker)).toEqual({
      modifiers: [{ id: 'dexterityThird', value: 5 }],
      target: 5,
    });
  });
  it('puts the better brawler ahead by a point per two in a brawling block', () => {
    const a = fighter('a', { strength: 14, expertise: { missile: 5, polearm: 5, dueling: 5, other: 5, unarmed: 9 } });
    const b = fighter('d', { dexterity: 13 });
    const s = setup({ attacker: a, form: 'punch', weapon: null, hand: null });
    expect(brawlingTargets(s, b, 'strength')).toEqual({ attacker: 16, blocker: 10, attackerEdge: 2, blockerEdge: 0 });
    expect(brawlingTargets(s, b, 'dexterity')).toEqual({ attacker: 12, blocker: 13, attackerEdge: 2, blockerEdge: 0 });
  });
  it('breaks a parrying weapon on a 20, on 19 against a heavier blade, and an improvised block on 19 (decision hs-breakage)', () => {
    const rapier = held('rapier');
    expect(breakageFrom(setup({ weapon: held('dagger') }), rapier)).toBe(20);
    expect(breakageFrom(setup({ weapon: held('rapier') }), rapier)).toBe(20);
    expect(breakageFrom(setup({ weapon: held('cutlass') }), rapier)).toBe(19);
    expect(breakageFrom(setup(), null)).toBe(19);
  });
});

describe('exact odds', () => {
  it('reads a d20 at or under the target (decision hs-d20)', () => {
    expect([chance(-3), chance(0), chance(1), chance(13), chance(20), chance(25)]).toEqual([0, 0, 0.05, 0.65, 1, 1]);
  });
  it('counts a resistance roll face by face', () => {
    // First at 10 against 10: the second's target moves by the first's margin.
    let wins = 0;
    for (let r1 = 1; r1 <= 20; r1++) for (let r2 = 1; r2 <= 20; r2++) if (r2 > 10 - (10 - r1)) wins++;
    expect(resistanceChance(10, 10)).toBe(wins / 400);
    expect(resistanceChance(20, 0)).toBe(1);
  });
  it('gives the chance to hit, to wound seriously and for a parry to hold for each guess, each roll on its own', () => {
    const p = fighter('d');
    const s = setup();
    const odds = attackOdds(s, 10, {
      parry: { parrier: p, weapon: p.sheet.right!, chosen: true, previous: 0 },
      block: null,
    });
    expect(odds).toEqual({
      hit: 0.5,
      serious: 0.25,
      parry: { thrust: 0.65, slash: 0.5, lunge: 0.5 },
      block: null,
    });
  });
  it('gives the chance a block holds against the blow that lands', () => {
    const b = fighter('d', {
      dexterity: 15,
      expertise: { missile: 5, polearm: 5, dueling: 10, other: 5, unarmed: 10 },
    });
    expect(
      attackOdds(setup(), 10, { parry: null, block: { kind: 'improvised', blocker: b, attribute: 'strength' } }).block,
    ).toBe(0.25);
    const fist = setup({ form: 'punch', weapon: null, hand: null });
    expect(
      attackOdds(fist, 5, { parry: null, block: { kind: 'brawling', blocker: b, attribute: 'strength' } }).block,
    ).toBe(1 - resistanceChance(10, 10 + 3));
  });
});
