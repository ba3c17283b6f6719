import { describe, it, expect } from 'vitest';
import { installFoundryFields } from '../../support/foundry-fields';
import { checkAgainstSchema } from '../../support/schema-check';

// The models read foundry.data.fields when they load, so the stand-in goes in first.
installFoundryFields();
const { defineWeaponSchema, deriveWeapon, weaponSourceOf, weaponStatsOf, WeaponModel } =
  await import('../../../src/modules/highseas/weapon');
const { WEAPONS, WEAPON_IDS } = await import('../../../src/rules/highseas');
type WeaponSource = Parameters<typeof deriveWeapon>[0];

function weapon(id: keyof typeof WEAPONS, changes: Partial<WeaponSource> = {}): WeaponSource {
  return { ...weaponSourceOf(WEAPONS[id]), hand: 'carried', description: '', ...changes };
}

describe('weapon schema', () => {
  it('accepts every table weapon as item data', () => {
    for (const id of WEAPON_IDS) expect(checkAgainstSchema(defineWeaponSchema(), weapon(id)), id).toEqual([]);
  });

  it('bounds every number', () => {
    const problems = checkAgainstSchema(defineWeaponSchema(), {
      ...weapon('rapier'),
      bonus: 11,
      parryBonus: -11,
      minStr: 2,
      advStr: 19,
      damage: 2.5,
      longActions: { lunge: true, load: 11 },
    });
    expect(problems).toEqual([
      'system.bonus: 11 is above 10',
      'system.parryBonus: -11 is below -10',
      'system.minStr: 2 is below 3',
      'system.advStr: 19 is above 18',
      'system.damage: 2.5 is not a whole number',
      'system.longActions.load: 11 is above 10',
    ]);
  });

  it('refuses a class, left-hand kind or hand that does not exist', () => {
    const problems = checkAgainstSchema(defineWeaponSchema(), {
      ...weapon('rapier'),
      weaponClass: 'bow',
      leftHand: 'shield',
      hand: 'both',
    });
    expect(problems).toHaveLength(3);
  });

  it('starts a new item as a cutlass', () => {
    const schema = defineWeaponSchema();
    expect(schema.damage.options.initial).toBe(WEAPONS.cutlass.damage);
    expect(schema.weaponClass.options.initial).toBe('dueling');
  });

  it('localises under BROADSIDE.Weapon', () => {
    expect(WeaponModel.LOCALIZATION_PREFIXES).toEqual(['BROADSIDE.Weapon']);
  });
});

describe('deriveWeapon', () => {
  it('round-trips the table stats through the item fields', () => {
    for (const id of WEAPON_IDS) expect(weaponStatsOf(weapon(id))).toEqual(WEAPONS[id]);
  });

  it('gives a rapier its dueling traits and no problems', () => {
    expect(deriveWeapon(weapon('rapier'))).toMatchObject({
      normalAttacks: ['thrust', 'slash'],
      longAttacks: ['lunge'],
      canParry: true,
      canDisarm: true,
      freeParry: -6,
      problems: [],
    });
  });

  it('drops the lunge when the item cannot lunge', () => {
    expect(deriveWeapon(weapon('rapier', { longActions: { lunge: false, load: 0 } })).longAttacks).toEqual([]);
  });

  it('reports left-hand bonuses by style', () => {
    expect(deriveWeapon(weapon('buckler')).leftHandParry).toEqual({ none: null, french: 2, italian: 1 });
  });

  it('warns of stats that do not fit together', () => {
    expect(deriveWeapon(weapon('rapier', { minStr: 16, advStr: 12 })).problems).toEqual(['MinStrAboveAdvStr']);
    expect(deriveWeapon(weapon('musket', { hand: 'left' })).problems).toEqual(['NotALeftHandItem']);
    expect(deriveWeapon(weapon('mainGauche', { hand: 'left' })).problems).toEqual([]);
  });
});
