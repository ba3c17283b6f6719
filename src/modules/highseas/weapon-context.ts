/** What the weapon item's sheet reads: a High Seas weapon's figures, traits and problems. Pure. */
import { FIGHTING_STYLES, WEAPON_CLASSES, WEAPON_IDS, WEAPONS, type WeaponStats } from '../../rules/highseas';
import type { WieldedWeapon } from './crew-part';
import { LEFT_HAND_CHOICES, WEAPON_HANDS, weaponStatsOf, type WeaponDerived, type WeaponSource } from './weapon';
import { optionList } from '../../sheets/option-list';

const FIELD = 'BROADSIDE.Weapon.FIELDS';

/**
 * The table weapon whose stats these are exactly, so the preset list starts on it; null when none
 * or several match (the sabre and cutlass share their numbers), and the list starts blank.
 */
function matchingPreset(weapon: WeaponSource): string | null {
  const stats = weaponStatsOf(weapon);
  const same = (table: WeaponStats) =>
    (Object.keys(table) as (keyof WeaponStats)[]).every((key) => table[key] === stats[key]);
  const matches = WEAPON_IDS.filter((id) => same(WEAPONS[id]));
  return matches.length === 1 ? matches[0]! : null;
}

/** The owner of an owned weapon and how they wield it, for the sheet's summary line. */
export interface WeaponWielder {
  name: string;
  wielded: WieldedWeapon;
}

/**
 * Everything the weapon sheet template reads. Pure: the sheet calls it, and the browser tests render
 * the template with exactly what it returns.
 */
export function weaponSheetContext(
  weapon: WeaponSource,
  derived: WeaponDerived,
  editable: boolean,
  wielder: WeaponWielder | null,
) {
  const leftHandItem = weapon.leftHand !== 'none' && !weapon.twoHanded;
  const preset = matchingPreset(weapon) ?? '';
  return {
    editable,
    weaponClasses: optionList(WEAPON_CLASSES, weapon.weaponClass, 'BROADSIDE.Weapon.Class'),
    leftHands: optionList(LEFT_HAND_CHOICES, weapon.leftHand, 'BROADSIDE.Weapon.LeftHand'),
    hands: WEAPON_HANDS.map((hand) => ({
      value: hand,
      label: `BROADSIDE.Weapon.Hand.${hand}`,
      selected: hand === weapon.hand,
      // Still offered when stored, so the select shows the truth and the problem explains it.
      disabled: hand === 'left' && !leftHandItem && weapon.hand !== 'left',
    })),
    presets: optionList(WEAPON_IDS, preset, 'BROADSIDE.Weapon.Name'),
    preset,
    flags: [
      { name: 'system.parryable', label: `${FIELD}.parryable.label`, checked: weapon.parryable },
      { name: 'system.twoHanded', label: `${FIELD}.twoHanded.label`, checked: weapon.twoHanded },
      {
        name: 'system.longActions.lunge',
        label: `${FIELD}.longActions.FIELDS.lunge.label`,
        checked: weapon.longActions.lunge,
      },
    ],
    traits: {
      // Counted from 1 for people: missile weapons resolve first.
      attackOrder: derived.attackOrder + 1,
      attackOrderOf: WEAPON_CLASSES.length,
      normalAttacks: derived.normalAttacks.map((a) => `BROADSIDE.Weapon.Attack.${a}`),
      longAttacks: derived.longAttacks.map((a) => `BROADSIDE.Weapon.Attack.${a}`),
      canParry: derived.canParry,
      freeParry: derived.freeParry,
      hasFreeParry: derived.freeParry !== null,
      canDisarm: derived.canDisarm,
      leftHandParry: FIGHTING_STYLES.filter((style) => style !== 'none').map((style) => ({
        style,
        label: `BROADSIDE.Crew.FightingStyle.${style}`,
        bonus: derived.leftHandParry[style],
        allowed: derived.leftHandParry[style] !== null,
      })),
    },
    problems: derived.problems.map((code) => `BROADSIDE.Weapon.Problem.${code}`),
    wielder,
  };
}
