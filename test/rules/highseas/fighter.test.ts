import { describe, expect, it } from 'vitest';
import {
  actionOptions,
  firearm,
  isOption,
  isShortBlade,
  isUseless,
  newFighter,
  weaponForms,
  weaponIn,
  type ActionOption,
  type Fighter,
  type WeaponId,
} from '../../../src/rules/highseas';
import { fighter, held, sheet } from './duel-fixtures';

const names = (options: ActionOption[]) =>
  options.map((o) => [o.id, o.hand ?? '', o.form ?? ''].filter(Boolean).join(':'));

describe('weapon forms', () => {
  it.each([
    ['dagger', ['throw', 'thrust', 'slash']],
    ['mainGauche', ['throw', 'thrust', 'slash']],
    ['foil', ['thrust', 'slash', 'lunge']],
    ['cutlass', ['thrust', 'slash', 'lunge']],
    ['twoHandedSword', ['strike']],
    ['polearm', ['strike']],
    ['baton', ['strike']],
    ['cloak', []],
    ['pistol', ['fire']],
  ] as [WeaponId, string[]][])('%s: %j', (id, forms) => {
    expect(weaponForms(held(id).stats)).toEqual(forms);
  });
});

describe('what a fighter may do this turn', () => {
  it('offers a fresh swordsman every list: moves, his blade, his fists, defences, counters', () => {
    expect(names(actionOptions(fighter('f'), true))).toEqual([
      'move',
      'run',
      'thrust:right',
      'slash:right',
      'lunge:right',
      'punch',
      'kick',
      'haymaker',
      'grapple',
      'tackle',
      'duck',
      'sidestep',
      'dodge',
      'parry',
      'block',
      'stepBack',
      'counter:right:thrust',
      'counter:right:slash',
      'counter:punch',
      'counter:kick',
      'disarm:right',
    ]);
  });
  it('leaves one normal action after a stun, none after two (decision hs-lost-turns)', () => {
    const once = names(actionOptions(fighter('f', {}, { actions: 1 }), false));
    expect(once).not.toContain('run');
    expect(once).not.toContain('lunge:right');
    expect(once).toContain('thrust:right');
    expect(actionOptions(fighter('f', {}, { actions: 0 }), false)).toEqual([]);
  });
  it.each([
    ['held', { immobilised: 1 }],
    ['entangled', { entangled: true }],
    ['under water', { underwater: 1 }],
    ['unconscious', { condition: 'unconscious' }],
  ] as [string, Partial<Fighter>][])('offers nothing while %s', (_name, state) => {
    expect(actionOptions(fighter('f', {}, state), false)).toEqual([]);
  });
  it('lets a prone fighter only fire, parry, block, counter or get up (decision hs-prone)', () => {
    const f = fighter('f', { left: held('pistol') }, { prone: true });
    f.sheet.style = 'french';
    expect(names(actionOptions(f, false))).toEqual([
      'parry',
      'block',
      'counter:right:thrust',
      'counter:right:slash',
      'counter:punch',
      'counter:kick',
      'disarm:right',
      'getUp',
    ]);
  });
  it('takes long attacks from a fighter with a useless leg, and halves his move', () => {
    const f = fighter('f', { useless: { rightArm: false, leftArm: false, rightLeg: true, leftLeg: false } });
    const options = names(actionOptions(f, false));
    for (const long of ['lunge:right', 'haymaker', 'grapple', 'tackle']) expect(options).not.toContain(long);
    expect(options).toContain('run');
    expect(options).toContain('stepBack');
  });
  it('takes the weapon of a useless arm, and a two-handed weapon with either (decision hs-useless-arm)', () => {
    const lame = fighter('f', { useless: { rightArm: true, leftArm: false, rightLeg: false, leftLeg: false } });
    expect(weaponIn(lame, 'right')).toBeNull();
    expect(names(actionOptions(lame, false))).not.toContain('parry');
    const twoHanded = fighter('f', {
      right: held('polearm'),
      useless: { rightArm: false, leftArm: true, rightLeg: false, leftLeg: false },
    });
    expect(weaponIn(twoHanded, 'right')).toBeNull();
  });
  it('uses the left hand only for what the style allows there (decision hs-left-hand)', () => {
    expect(weaponIn(fighter('f', { left: held('mainGauche') }), 'left')).toBeNull();
    expect(weaponIn(fighter('f', { style: 'italian', left: held('mainGauche') }), 'left')?.name).toBe('mainGauche');
    expect(weaponIn(fighter('f', { style: 'italian', left: held('dagger') }), 'left')).toBeNull();
    expect(
      weaponIn(fighter('f', { style: 'french', left: held('dagger'), right: held('twoHandedSword') }), 'left'),
    ).toBeNull();
  });
  it('offers the off-hand blade, a throw of it, and the entangle with a cloak', () => {
    const f = fighter('f', { style: 'french', left: held('mainGauche') });
    const options = names(actionOptions(f, false));
    expect(options).toEqual(expect.arrayContaining(['throw:left', 'thrust:left', 'slash:left', 'counter:left:thrust']));
    const cloaked = names(actionOptions(fighter('f', { style: 'french', left: held('cloak') }), false));
    expect(cloaked).toContain('entangle:right');
    expect(names(actionOptions(fighter('f', { style: 'italian', left: held('cloak') }), false))).not.toContain(
      'entangle:right',
    );
  });
  it('fires a loaded gun, loads an empty one step by step (decisions hs-misc-actions and hs-firearms-loaded)', () => {
    const f = newFighter('g', 'g', sheet({ right: held('musket') }));
    expect(f.loading.right).toBe(3);
    expect(names(actionOptions(f, false))).toContain('fire:right');
    f.loading.right = 1;
    const empty = names(actionOptions(f, false));
    expect(empty).not.toContain('fire:right');
    expect(empty).toContain('load:right');
  });
  it('offers to pick up a dropped weapon, not a broken or thrown one', () => {
    expect(names(actionOptions(fighter('f', {}, { hands: { right: 'dropped', left: 'ready' } }), false))).toContain(
      'recover:right',
    );
    for (const status of ['broken', 'thrown'] as const) {
      const options = names(actionOptions(fighter('f', {}, { hands: { right: status, left: 'ready' } }), false));
      expect(options).not.toContain('recover:right');
      expect(options).not.toContain('thrust:right');
    }
  });
  it('lets no one climb without seamanship or run in the water, or step back aloft', () => {
    expect(names(actionOptions(fighter('f', { seamanship: 'none' }, { position: 'rigging' }), false))).not.toContain(
      'move',
    );
    const aloft = names(actionOptions(fighter('f', {}, { position: 'rigging' }), false));
    expect(aloft).toContain('run');
    expect(aloft).not.toContain('stepBack');
    const swimming = names(actionOptions(fighter('f', {}, { position: 'water' }), false));
    expect(swimming).toContain('move');
    expect(swimming).not.toContain('run');
  });
});

describe('limbs, blades and guns', () => {
  const wounds = (rightArm: number) => ({ head: 0, chest: 0, rightArm, leftArm: 0, rightLeg: 0, leftLeg: 0 });
  it("counts a limb useless from half the hit points on it, the sheet's wounds and the duel's together", () => {
    expect(isUseless(fighter('f', { wounds: wounds(3) }, { damage: wounds(2) }), 'rightArm')).toBe(true);
    expect(isUseless(fighter('f', { wounds: wounds(3) }, { damage: wounds(1) }), 'rightArm')).toBe(false);
    expect(isUseless(fighter('f', { maxHitPoints: 9 }, { damage: wounds(5) }), 'rightArm')).toBe(true);
  });
  it('calls only a short duelling blade a short blade (decision hs-short-blades)', () => {
    expect(isShortBlade(held('dagger').stats)).toBe(true);
    expect(isShortBlade(held('cutlass').stats)).toBe(false);
    for (const id of ['baton', 'buckler', 'pistol'] as const) expect(isShortBlade(held(id).stats)).toBe(false);
  });
  it('tells a gun loaded, loadable or half loaded, and never a blade or an empty hand', () => {
    expect(firearm(fighter('f'), 'right')).toEqual({ loaded: false, loadable: false });
    expect(firearm(fighter('f'), 'left')).toEqual({ loaded: false, loadable: false });
    const gun = fighter('g', { right: held('pistol') });
    expect(firearm(gun, 'right')).toEqual({ loaded: true, loadable: false });
    expect(firearm({ ...gun, loading: { right: 1, left: 0 } }, 'right')).toEqual({ loaded: false, loadable: true });
  });
});

describe('what a fighter may do with his arms', () => {
  it('leaves fists, blocks and fist counters to a fighter with one good arm', () => {
    const f = fighter('f', { useless: { rightArm: true, leftArm: false, rightLeg: false, leftLeg: false } });
    expect(names(actionOptions(f, false))).toEqual([
      'move',
      'run',
      'punch',
      'kick',
      'haymaker',
      'grapple',
      'tackle',
      'duck',
      'sidestep',
      'dodge',
      'block',
      'stepBack',
      'counter:punch',
      'counter:kick',
    ]);
  });
  it('leaves only moves and dodges to a fighter with both arms useless', () => {
    const f = fighter('f', { useless: { rightArm: true, leftArm: true, rightLeg: false, leftLeg: false } });
    expect(names(actionOptions(f, false))).toEqual(['move', 'run', 'duck', 'sidestep', 'dodge', 'stepBack']);
  });
  it('lets a prone fighter fire and counter with a loaded gun, and only load an empty one (decision hs-prone)', () => {
    const f = fighter('f', { right: held('pistol') }, { prone: true });
    expect(names(actionOptions(f, false))).toEqual([
      'fire:right',
      'block',
      'counter:right:fire',
      'counter:punch',
      'counter:kick',
      'getUp',
    ]);
    expect(names(actionOptions({ ...f, loading: { right: 1, left: 0 } }, false))).toEqual([
      'block',
      'counter:punch',
      'counter:kick',
      'getUp',
      'load:right',
    ]);
  });
  it('picks up a dropped weapon only with the arm that held it still good', () => {
    const dropped = { hands: { right: 'dropped', left: 'ready' } } as const;
    const leftLame = fighter(
      'f',
      { useless: { rightArm: false, leftArm: true, rightLeg: false, leftLeg: false } },
      dropped,
    );
    expect(names(actionOptions(leftLame, false))).toContain('recover:right');
    const rightLame = fighter(
      'f',
      { useless: { rightArm: true, leftArm: false, rightLeg: false, leftLeg: false } },
      dropped,
    );
    expect(names(actionOptions(rightLame, false))).not.toContain('recover:right');
  });
  it('matches a picked action to an option by its hand and its counter form too', () => {
    const options = actionOptions(fighter('f'), false);
    expect(isOption(options, { id: 'thrust', hand: 'right' })).toBe(true);
    expect(isOption(options, { id: 'thrust', hand: 'left' })).toBe(false);
    expect(isOption(options, { id: 'thrust' })).toBe(false);
    expect(isOption(options, { id: 'counter', hand: 'right', form: 'thrust' })).toBe(true);
    expect(isOption(options, { id: 'counter', hand: 'right', form: 'fire' })).toBe(false);
    expect(isOption(options, { id: 'counter', hand: 'right' })).toBe(false);
  });
});
