/**
 * High Seas' weapon item: its table figures, the hand it is held in, and what the tables make of
 * it. The module registers the item subtype (registry/item-types.ts).
 */
import {
  ATTRIBUTE_MAX,
  ATTRIBUTE_MIN,
  LEFT_HAND_ITEMS,
  MAX_LOAD_ACTIONS,
  MAX_WEAPON_DAMAGE,
  WEAPONS,
  WEAPON_BONUS_MAX,
  WEAPON_BONUS_MIN,
  WEAPON_CLASSES,
  weaponProblems,
  weaponTraits,
  type WeaponStats,
  type WeaponTraits,
} from '../../rules/highseas';
import { choiceField, flagField, integerField } from '../../data/fields';

const { SchemaField, HTMLField } = foundry.data.fields;

/** What the item counts as in the left hand; `none` for anything that is no left-hand item. */
export const LEFT_HAND_CHOICES = ['none', ...LEFT_HAND_ITEMS] as const;

/** Where the owner has the weapon: carried, or held ready in one hand (two-handed weapons count as the right). */
export const WEAPON_HANDS = ['carried', 'right', 'left'] as const;
export type WeaponHand = (typeof WEAPON_HANDS)[number];

/** A new weapon item starts as a cutlass, the sailor's blade. */
const DEFAULT = WEAPONS.cutlass;

export function defineWeaponSchema() {
  return {
    weaponClass: choiceField(WEAPON_CLASSES, DEFAULT.weaponClass),
    bonus: integerField(DEFAULT.bonus, WEAPON_BONUS_MIN, WEAPON_BONUS_MAX),
    parryBonus: integerField(DEFAULT.parryBonus, WEAPON_BONUS_MIN, WEAPON_BONUS_MAX),
    minStr: integerField(DEFAULT.minStr, ATTRIBUTE_MIN, ATTRIBUTE_MAX),
    advStr: integerField(DEFAULT.advStr, ATTRIBUTE_MIN, ATTRIBUTE_MAX),
    damage: integerField(DEFAULT.damage, 0, MAX_WEAPON_DAMAGE),
    parryable: flagField(DEFAULT.parryable),
    twoHanded: flagField(DEFAULT.twoHanded),
    longActions: new SchemaField({
      lunge: flagField(DEFAULT.lunge),
      /** Long actions spent loading; 0 for weapons that are not loaded. */
      load: integerField(DEFAULT.loadActions, 0, MAX_LOAD_ACTIONS),
    }),
    leftHand: choiceField(LEFT_HAND_CHOICES, 'none'),
    hand: choiceField(WEAPON_HANDS, 'carried'),
    description: new HTMLField({ required: true, blank: true, initial: '' }),
  };
}

export type WeaponSchema = ReturnType<typeof defineWeaponSchema>;

/** Stored weapon data as the rules read it. */
export type WeaponSource = foundry.data.fields.SchemaField.InitializedData<WeaponSchema>;

export interface WeaponDerived extends WeaponTraits {
  /** Stable codes of what is inconsistent in the stats, shown as warnings on the sheet. */
  problems: string[];
}

export class WeaponModel extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ['BROADSIDE.Weapon'];

  static override defineSchema(): WeaponSchema {
    return defineWeaponSchema();
  }

  declare derived: WeaponDerived;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = deriveWeapon(this);
  }
}

/** The item's fields in the shape the High Seas tables use. */
export function weaponStatsOf(weapon: WeaponSource): WeaponStats {
  return {
    weaponClass: weapon.weaponClass,
    bonus: weapon.bonus,
    parryBonus: weapon.parryBonus,
    minStr: weapon.minStr,
    advStr: weapon.advStr,
    damage: weapon.damage,
    parryable: weapon.parryable,
    twoHanded: weapon.twoHanded,
    lunge: weapon.longActions.lunge,
    loadActions: weapon.longActions.load,
    leftHand: weapon.leftHand === 'none' ? null : weapon.leftHand,
  };
}

/** The item's fields filled from a table weapon, for compendium packs and the sheet's presets. */
export function weaponSourceOf(stats: WeaponStats): Omit<WeaponSource, 'hand' | 'description'> {
  return {
    weaponClass: stats.weaponClass,
    bonus: stats.bonus,
    parryBonus: stats.parryBonus,
    minStr: stats.minStr,
    advStr: stats.advStr,
    damage: stats.damage,
    parryable: stats.parryable,
    twoHanded: stats.twoHanded,
    longActions: { lunge: stats.lunge, load: stats.loadActions },
    leftHand: stats.leftHand ?? 'none',
  };
}

/** What the weapon does at the table and what is wrong with it. Pure, so tests call it without Foundry. */
export function deriveWeapon(weapon: WeaponSource): WeaponDerived {
  const stats = weaponStatsOf(weapon);
  const problems = weaponProblems(stats);
  if (weapon.hand === 'left' && (stats.leftHand === null || stats.twoHanded)) problems.push('NotALeftHandItem');
  return { ...weaponTraits(stats), problems };
}
