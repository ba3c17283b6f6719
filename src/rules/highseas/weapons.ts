import { RulesError, requireInteger } from '../errors';
import {
  ATTRIBUTE_MAX,
  ATTRIBUTE_MIN,
  EXPERTISE_MAX,
  EXPERTISE_MIN,
  divideRoundingUp,
  leftHandParryBonus,
  requireAttribute,
  type FightingStyle,
  type LeftHandItem,
} from './character';

/** Weapon classes in the order their attacks resolve within a turn. */
export const WEAPON_CLASSES = ['missile', 'polearm', 'dueling', 'other', 'unarmed'] as const;
export type WeaponClass = (typeof WEAPON_CLASSES)[number];

/** The attack actions each class offers, as normal (one of two) or long (the whole turn) actions. */
export const CLASS_ATTACKS: Readonly<Record<WeaponClass, { normal: readonly string[]; long: readonly string[] }>> = {
  missile: { normal: ['throw', 'fire'], long: [] },
  polearm: { normal: ['strike'], long: [] },
  dueling: { normal: ['thrust', 'slash'], long: ['lunge'] },
  other: { normal: ['strike'], long: [] },
  unarmed: { normal: ['punch', 'kick'], long: ['haymaker', 'grapple', 'tackle'] },
};

/** Dueling weapons parry at this modifier even when the parry defence was not chosen. */
export const FREE_PARRY_MODIFIER = -6;

export const WEAPON_BONUS_MIN = -10;
export const WEAPON_BONUS_MAX = 10;
export const MAX_WEAPON_DAMAGE = 20;
/** Long actions a firearm may take to load, at most. */
export const MAX_LOAD_ACTIONS = 10;

/** A weapon's numbers as the Weapon item stores them. */
export interface WeaponStats {
  weaponClass: WeaponClass;
  /** Added to the wielder's expertise to hit. */
  bonus: number;
  /** Added to the chance to parry with this weapon. */
  parryBonus: number;
  /** Below this Strength every two points (or part) cost a point of damage. */
  minStr: number;
  /** Above this Strength the weapon does a point more. */
  advStr: number;
  /** Damage of a light wound; a serious wound adds 1d6. */
  damage: number;
  /** Only parryable weapons can be parried, and only they can parry. */
  parryable: boolean;
  twoHanded: boolean;
  /** Whether the weapon can lunge, the dueller's long attack. */
  lunge: boolean;
  /** Long actions needed to load it; 0 for anything that is not loaded. */
  loadActions: number;
  /** What the item counts as in the left hand, for the fighting style bonus; null if it is no left-hand item. */
  leftHand: LeftHandItem | null;
}

/** The weapons the text names. Values it does not give are ours (decisions hs-weapon-stats, hs-weapon-classes and
 * hs-firearms). */
export const WEAPONS = {
  dagger: {
    weaponClass: 'dueling',
    bonus: 0,
    parryBonus: -1,
    minStr: 4,
    advStr: 12,
    damage: 2,
    parryable: true,
    twoHanded: false,
    lunge: false,
    loadActions: 0,
    leftHand: 'dagger',
  },
  mainGauche: {
    weaponClass: 'dueling',
    bonus: 0,
    parryBonus: 0,
    minStr: 5,
    advStr: 13,
    damage: 2,
    parryable: true,
    twoHanded: false,
    lunge: false,
    loadActions: 0,
    leftHand: 'mainGauche',
  },
  foil: {
    weaponClass: 'dueling',
    bonus: 1,
    parryBonus: 1,
    minStr: 5,
    advStr: 13,
    damage: 2,
    parryable: true,
    twoHanded: false,
    lunge: true,
    loadActions: 0,
    leftHand: 'sword',
  },
  rapier: {
    weaponClass: 'dueling',
    bonus: 1,
    parryBonus: 1,
    minStr: 7,
    advStr: 14,
    damage: 3,
    parryable: true,
    twoHanded: false,
    lunge: true,
    loadActions: 0,
    leftHand: 'sword',
  },
  longsword: {
    weaponClass: 'dueling',
    bonus: 0,
    parryBonus: 0,
    minStr: 10,
    advStr: 16,
    damage: 4,
    parryable: true,
    twoHanded: false,
    lunge: true,
    loadActions: 0,
    leftHand: 'sword',
  },
  sabre: {
    weaponClass: 'dueling',
    bonus: 0,
    parryBonus: 0,
    minStr: 9,
    advStr: 15,
    damage: 4,
    parryable: true,
    twoHanded: false,
    lunge: true,
    loadActions: 0,
    leftHand: 'sword',
  },
  cutlass: {
    weaponClass: 'dueling',
    bonus: 0,
    parryBonus: 0,
    minStr: 9,
    advStr: 15,
    damage: 4,
    parryable: true,
    twoHanded: false,
    lunge: true,
    loadActions: 0,
    leftHand: 'sword',
  },
  twoHandedSword: {
    weaponClass: 'other',
    bonus: -1,
    parryBonus: -1,
    minStr: 13,
    advStr: 18,
    damage: 6,
    parryable: true,
    twoHanded: true,
    lunge: false,
    loadActions: 0,
    leftHand: null,
  },
  polearm: {
    weaponClass: 'polearm',
    bonus: 0,
    parryBonus: 0,
    minStr: 11,
    advStr: 17,
    damage: 5,
    parryable: false,
    twoHanded: true,
    lunge: false,
    loadActions: 0,
    leftHand: null,
  },
  baton: {
    weaponClass: 'other',
    bonus: 0,
    parryBonus: 0,
    minStr: 4,
    advStr: 14,
    damage: 1,
    parryable: false,
    twoHanded: false,
    lunge: false,
    loadActions: 0,
    leftHand: 'baton',
  },
  buckler: {
    weaponClass: 'other',
    bonus: -1,
    parryBonus: 0,
    minStr: 6,
    advStr: 16,
    damage: 1,
    parryable: false,
    twoHanded: false,
    lunge: false,
    loadActions: 0,
    leftHand: 'buckler',
  },
  cloak: {
    weaponClass: 'other',
    bonus: 0,
    parryBonus: 0,
    minStr: 3,
    advStr: 18,
    damage: 0,
    parryable: false,
    twoHanded: false,
    lunge: false,
    loadActions: 0,
    leftHand: 'cloak',
  },
  hat: {
    weaponClass: 'other',
    bonus: 0,
    parryBonus: 0,
    minStr: 3,
    advStr: 18,
    damage: 0,
    parryable: false,
    twoHanded: false,
    lunge: false,
    loadActions: 0,
    leftHand: 'hat',
  },
  pistol: {
    weaponClass: 'missile',
    bonus: 0,
    parryBonus: 0,
    minStr: 3,
    advStr: 18,
    damage: 5,
    parryable: false,
    twoHanded: false,
    lunge: false,
    loadActions: 2,
    leftHand: null,
  },
  wheellock: {
    weaponClass: 'missile',
    bonus: 1,
    parryBonus: 0,
    minStr: 3,
    advStr: 18,
    damage: 5,
    parryable: false,
    twoHanded: false,
    lunge: false,
    loadActions: 2,
    leftHand: null,
  },
  musket: {
    weaponClass: 'missile',
    bonus: 0,
    parryBonus: 0,
    minStr: 3,
    advStr: 18,
    damage: 6,
    parryable: false,
    twoHanded: true,
    lunge: false,
    loadActions: 3,
    leftHand: null,
  },
} as const satisfies Record<string, WeaponStats>;

export type WeaponId = keyof typeof WEAPONS;
export const WEAPON_IDS = Object.keys(WEAPONS) as WeaponId[];

export function weaponStats(id: string): WeaponStats {
  if (!(id in WEAPONS)) throw new RulesError('UnknownWeapon', `There is no weapon "${id}".`, { id });
  return WEAPONS[id as WeaponId];
}

/** What is wrong with a weapon's numbers, as stable codes; empty when it is sound. */
export function weaponProblems(stats: WeaponStats): string[] {
  const problems: string[] = [];
  if (stats.minStr > stats.advStr) problems.push('MinStrAboveAdvStr');
  if (stats.lunge && stats.weaponClass !== 'dueling') problems.push('LungeNeedsDuelingWeapon');
  if (stats.loadActions > 0 && stats.weaponClass !== 'missile') problems.push('LoadingNeedsMissile');
  if (stats.twoHanded && stats.leftHand !== null) problems.push('TwoHandedInLeftHand');
  return problems;
}

/** Damage lost below MinSTR (a point per two points short, rounding up) or gained above AdvSTR. */
export function strengthDamageAdjustment(strength: number, minStr: number, advStr: number): number {
  requireAttribute('strength', strength);
  requireInteger('MinSTR', minStr, ATTRIBUTE_MIN, ATTRIBUTE_MAX);
  requireInteger('AdvSTR', advStr, ATTRIBUTE_MIN, ATTRIBUTE_MAX);
  if (strength < minStr) return -divideRoundingUp(minStr - strength, 2);
  return strength > advStr ? 1 : 0;
}

export interface WeaponTraits {
  /** Place of the weapon's attacks in a turn's order; lower goes first. */
  attackOrder: number;
  normalAttacks: readonly string[];
  longAttacks: readonly string[];
  canParry: boolean;
  /** Free reaction parry modifier, or null if the weapon has none. */
  freeParry: number | null;
  /** Only a dueling weapon can disarm, and only another dueling weapon. */
  canDisarm: boolean;
  /** Left-hand parry bonus by fighting style; null where the style cannot use it there. */
  leftHandParry: Readonly<Record<FightingStyle, number | null>>;
}

/** What a weapon's stats mean at the table. */
export function weaponTraits(stats: WeaponStats): WeaponTraits {
  const dueling = stats.weaponClass === 'dueling';
  const attacks = CLASS_ATTACKS[stats.weaponClass];
  const bonus = (style: FightingStyle) => (stats.leftHand === null ? null : leftHandParryBonus(style, stats.leftHand));
  return {
    attackOrder: WEAPON_CLASSES.indexOf(stats.weaponClass),
    normalAttacks: attacks.normal,
    longAttacks: stats.lunge ? attacks.long : attacks.long.filter((a) => a !== 'lunge'),
    canParry: stats.parryable,
    freeParry: dueling ? FREE_PARRY_MODIFIER : null,
    canDisarm: dueling,
    leftHandParry: { none: bonus('none'), french: bonus('french'), italian: bonus('italian') },
  };
}

export interface Wielder {
  strength: number;
  /** Expertise in the weapon's class. */
  expertise: number;
}

/** A weapon in a given hand: the d20 chance to hit before defence and situation, and light/serious damage. */
export function weaponInHand(
  wielder: Wielder,
  stats: WeaponStats,
): { toHit: number; damage: number; strengthAdjustment: number } {
  requireInteger('expertise', wielder.expertise, EXPERTISE_MIN, EXPERTISE_MAX);
  const strengthAdjustment = strengthDamageAdjustment(wielder.strength, stats.minStr, stats.advStr);
  return {
    toHit: wielder.expertise + stats.bonus,
    damage: Math.max(0, stats.damage + strengthAdjustment),
    strengthAdjustment,
  };
}
