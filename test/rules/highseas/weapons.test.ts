import { describe, it, expect } from 'vitest';
import { RulesError } from '../../../src/rules/errors';
import {
  CLASS_ATTACKS,
  WEAPONS,
  WEAPON_CLASSES,
  WEAPON_IDS,
  strengthDamageAdjustment,
  weaponInHand,
  weaponProblems,
  weaponStats,
  weaponTraits,
} from '../../../src/rules/highseas';

describe('weapon table', () => {
  it('orders classes as attacks resolve: missiles, polearms, dueling, other, unarmed', () => {
    expect(WEAPON_CLASSES).toEqual(['missile', 'polearm', 'dueling', 'other', 'unarmed']);
  });

  it('lists every weapon the text names', () => {
    for (const id of [
      'dagger',
      'foil',
      'rapier',
      'longsword',
      'sabre',
      'cutlass',
      'twoHandedSword',
      'mainGauche',
      'baton',
      'cloak',
      'hat',
      'buckler',
      'wheellock',
      'pistol',
      'polearm',
    ]) {
      expect(WEAPON_IDS).toContain(id);
    }
  });

  it('has no inconsistent entry', () => {
    for (const id of WEAPON_IDS) expect(weaponProblems(WEAPONS[id]), id).toEqual([]);
  });

  it('lets only the blades of the text parry and be parried', () => {
    const parryable = WEAPON_IDS.filter((id) => WEAPONS[id].parryable).sort();
    expect(parryable).toEqual([
      'cutlass',
      'dagger',
      'foil',
      'longsword',
      'mainGauche',
      'rapier',
      'sabre',
      'twoHandedSword',
    ]);
  });

  it('gives the wheellock +1 to hit', () => {
    expect(WEAPONS.wheellock.bonus).toBe(1);
  });

  it('makes the two-handed sword strike only', () => {
    const traits = weaponTraits(WEAPONS.twoHandedSword);
    expect(traits.normalAttacks).toEqual(['strike']);
    expect(traits.longAttacks).toEqual([]);
    expect(traits.canParry).toBe(true);
  });

  it('refuses an unknown weapon', () => {
    expect(() => weaponStats('blunderbuss')).toThrow(RulesError);
    expect(weaponStats('rapier')).toBe(WEAPONS.rapier);
  });
});

describe('weapon traits', () => {
  it('gives dueling weapons thrust, slash, lunge, a free parry at -6 and disarming', () => {
    const traits = weaponTraits(WEAPONS.rapier);
    expect(traits.normalAttacks).toEqual(['thrust', 'slash']);
    expect(traits.longAttacks).toEqual(['lunge']);
    expect(traits.freeParry).toBe(-6);
    expect(traits.canDisarm).toBe(true);
    expect(traits.attackOrder).toBe(2);
  });

  it('does not let a dagger lunge', () => {
    expect(weaponTraits(WEAPONS.dagger).longAttacks).toEqual([]);
  });

  it('gives a weapon in the left hand the parry bonus of each fighting style, and one that goes in no left hand none', () => {
    expect(weaponTraits(WEAPONS.mainGauche).leftHandParry).toEqual({ none: null, french: 3, italian: 1 });
    expect(weaponTraits(WEAPONS.musket).leftHandParry).toEqual({ none: null, french: null, italian: null });
  });

  it('gives firearms no free parry and the first place in the order', () => {
    const traits = weaponTraits(WEAPONS.pistol);
    expect(traits.freeParry).toBeNull();
    expect(traits.attackOrder).toBe(0);
    expect(traits.normalAttacks).toEqual(CLASS_ATTACKS.missile.normal);
  });

  it('reads left-hand bonuses by style', () => {
    expect(weaponTraits(WEAPONS.mainGauche).leftHandParry).toEqual({ none: null, french: 3, italian: 1 });
    expect(weaponTraits(WEAPONS.cloak).leftHandParry).toEqual({ none: null, french: 2, italian: null });
    expect(weaponTraits(WEAPONS.musket).leftHandParry).toEqual({ none: null, french: null, italian: null });
  });
});

describe('weapon problems', () => {
  it('flags impossible combinations', () => {
    expect(weaponProblems({ ...WEAPONS.rapier, minStr: 15, advStr: 14 })).toEqual(['MinStrAboveAdvStr']);
    expect(weaponProblems({ ...WEAPONS.polearm, lunge: true })).toEqual(['LungeNeedsDuelingWeapon']);
    expect(weaponProblems({ ...WEAPONS.rapier, loadActions: 1 })).toEqual(['LoadingNeedsMissile']);
    expect(weaponProblems({ ...WEAPONS.musket, leftHand: 'sword' })).toEqual(['TwoHandedInLeftHand']);
  });
  it('lets MinSTR equal AdvSTR', () => {
    expect(weaponProblems({ ...WEAPONS.rapier, minStr: 14, advStr: 14 })).toEqual([]);
  });
});

describe('strength and damage', () => {
  it('costs a point of damage per two points (or part) below MinSTR', () => {
    expect(strengthDamageAdjustment(10, 10, 15)).toBe(0);
    expect(strengthDamageAdjustment(9, 10, 15)).toBe(-1);
    expect(strengthDamageAdjustment(8, 10, 15)).toBe(-1);
    expect(strengthDamageAdjustment(7, 10, 15)).toBe(-2);
  });

  it('adds one point above AdvSTR, not at it', () => {
    expect(strengthDamageAdjustment(15, 10, 15)).toBe(0);
    expect(strengthDamageAdjustment(16, 10, 15)).toBe(1);
  });

  it('refuses a strength outside 3..18', () => {
    expect(() => strengthDamageAdjustment(2, 10, 15)).toThrow(RulesError);
  });

  it('adds weapon bonus to expertise and never does negative damage', () => {
    expect(weaponInHand({ strength: 10, expertise: 9 }, WEAPONS.rapier)).toEqual({
      toHit: 10,
      damage: 3,
      strengthAdjustment: 0,
    });
    expect(weaponInHand({ strength: 3, expertise: 9 }, WEAPONS.twoHandedSword)).toEqual({
      toHit: 8,
      damage: 1,
      strengthAdjustment: -5,
    });
    expect(weaponInHand({ strength: 3, expertise: 0 }, { ...WEAPONS.dagger, damage: 0 }).damage).toBe(0);
  });

  it('refuses expertise outside 0..20', () => {
    expect(() => weaponInHand({ strength: 10, expertise: 21 }, WEAPONS.rapier)).toThrow(RulesError);
  });
});
