import { RulesError, requireInteger } from '../errors';

/** The four High Seas attributes, each a 3d6 score rolled under on a d20 (decision hs-attribute-range). */
export const ATTRIBUTES = ['strength', 'dexterity', 'endurance', 'wit'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];
export type Attributes = Readonly<Record<Attribute, number>>;

export const ATTRIBUTE_MIN = 3;
export const ATTRIBUTE_MAX = 18;
export const ATTRIBUTE_DEFAULT = 10;

/** Dexterity from which moving, climbing and swimming get their bonus (decision hs-quick-dexterity). */
export const QUICK_DEXTERITY = 15;
/** Strength from which punches and kicks do an extra point. */
export const HEAVY_STRENGTH = 16;

/** Height in cm, which only breaks ties in a duel (decision hs-height). */
export const HEIGHT_MIN = 100;
export const HEIGHT_MAX = 230;
export const HEIGHT_DEFAULT = 170;

/** The largest hit point total a sheet accepts (an overridden maximum included). */
export const MAX_HIT_POINTS = 40;

/** Weapon expertise is a d20 chance; one value per weapon class (decision hs-expertise). */
export const EXPERTISE_MIN = 0;
export const EXPERTISE_MAX = 20;
export const EXPERTISE_DEFAULT = 5;

/** The skill tiers the text names: trained, master, and master superior (decision hs-skill-levels). */
export const SKILL_LEVELS = ['none', 'trained', 'master', 'superior'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** Skills the character sheet keeps as tiers: rigging and water, the captain's and the gunner's. */
export const SKILLS = ['seamanship', 'acrobatics', 'gunnery', 'strategy'] as const;
export type Skill = (typeof SKILLS)[number];

export function hasSkill(level: SkillLevel): boolean {
  return level !== 'none';
}

export function isMaster(level: SkillLevel): boolean {
  return level === 'master' || level === 'superior';
}

/** "And fraction thereof": every division in these rules rounds up. */
export function divideRoundingUp(value: number, by: number): number {
  return Math.ceil(value / by);
}

export function requireAttribute(name: string, value: number): number {
  return requireInteger(name, value, ATTRIBUTE_MIN, ATTRIBUTE_MAX);
}

/** Maximum hit points: Endurance (decision hs-hit-points), unless the sheet sets its own. */
export function maxHitPoints(attributes: Pick<Attributes, 'endurance'>, override: number | null = null): number {
  if (override !== null) return requireInteger('hit point override', override, 1, MAX_HIT_POINTS);
  return requireAttribute('endurance', attributes.endurance);
}

/** Half the hit points, rounded up: the threshold for vital locations and limbs. */
export function halfHitPoints(max: number): number {
  return divideRoundingUp(requireInteger('hit points', max, 1, MAX_HIT_POINTS), 2);
}

export const CONDITIONS = ['active', 'unconscious', 'dead'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Damage equal to the hit points knocks out (1d6 hours); damage beyond them kills. */
export function conditionFromDamage(damage: number, max: number): Condition {
  requireInteger('damage', damage, 0, MAX_HIT_POINTS * 2);
  if (damage > max) return 'dead';
  if (damage === max) return 'unconscious';
  return 'active';
}

export function worseCondition(a: Condition, b: Condition): Condition {
  return CONDITIONS.indexOf(a) >= CONDITIONS.indexOf(b) ? a : b;
}

/** Fighting styles and what each lets the left hand do. */
export const FIGHTING_STYLES = ['none', 'french', 'italian'] as const;
export type FightingStyle = (typeof FIGHTING_STYLES)[number];

/** What an item counts as when held in the left hand. */
export const LEFT_HAND_ITEMS = ['mainGauche', 'baton', 'cloak', 'hat', 'buckler', 'sword', 'dagger'] as const;
export type LeftHandItem = (typeof LEFT_HAND_ITEMS)[number];

/**
 * Parry bonus a style gives for the left-hand item. An item missing from a style's row cannot be
 * used in the left hand by that style (decision hs-left-hand).
 */
export const LEFT_HAND_PARRY: Readonly<Record<FightingStyle, Readonly<Partial<Record<LeftHandItem, number>>>>> = {
  none: {},
  french: { mainGauche: 3, baton: 2, cloak: 2, hat: 2, buckler: 2, sword: 1, dagger: 1 },
  italian: { mainGauche: 1, buckler: 1, baton: 1 },
};

export function isFightingStyle(value: string): value is FightingStyle {
  return (FIGHTING_STYLES as readonly string[]).includes(value);
}

/** The parry bonus of an item in the left hand, or null when the style cannot use it there. */
export function leftHandParryBonus(style: FightingStyle, item: LeftHandItem): number | null {
  if (!isFightingStyle(style))
    throw new RulesError('UnknownFightingStyle', `There is no fighting style "${String(style)}".`, { style });
  return LEFT_HAND_PARRY[style][item] ?? null;
}

/** Successful attacks at sea a landsman needs before the Wit roll for sea legs. */
export const SEA_LEGS_ATTACKS = 3;

/** Penalties for fighting aboard without sea legs. */
export function shipboardPenalty(seaLegs: boolean): { attack: number; halfMove: boolean } {
  return seaLegs ? { attack: 0, halfMove: false } : { attack: -1, halfMove: true };
}

/** Attacks and parries while fighting in the rigging during storms or combat. */
export const RIGGING_FIGHT_PENALTY = -1;
/** Attacks and parries in the water, except daggers and unarmed blows and blocks. */
export const WATER_FIGHT_PENALTY = -5;

export interface MovementInput {
  dexterity: number;
  endurance: number;
  seamanship: SkillLevel;
  acrobatics: SkillLevel;
}

/** Metres per turn. Rigging is null for a character without seamanship, who cannot climb. */
export interface Movement {
  move: number;
  run: number;
  rigging: number | null;
  riggingLong: number | null;
  swim: number;
  /** Combat turns the character can stay under water. */
  underwaterTurns: number;
}

export function movement(input: MovementInput): Movement {
  const quick = requireAttribute('dexterity', input.dexterity) >= QUICK_DEXTERITY;
  const rigging = hasSkill(input.seamanship)
    ? 2 + (quick ? 1 : 0) + (hasSkill(input.acrobatics) ? 1 : 0) + (isMaster(input.seamanship) ? 1 : 0)
    : null;
  return {
    move: 6 + (quick ? 1 : 0),
    run: 12 + (quick ? 2 : 0),
    rigging,
    riggingLong: rigging === null ? null : rigging * 2,
    swim: 1 + (hasSkill(input.seamanship) ? 2 : 0) + (quick ? 1 : 0),
    underwaterTurns: requireAttribute('endurance', input.endurance),
  };
}

export interface SeaRollInput extends Attributes {
  seamanship: SkillLevel;
  acrobatics: SkillLevel;
  /** Weight points of armour and gear worn. */
  weight: number;
}

/** Targets of the d20 rolls a character makes aloft and in the water, before situational modifiers. */
export interface SeaRolls {
  /** Dexterity roll to keep one's footing in the rigging in a storm or a fight. */
  footing: number;
  /** Dexterity roll not to go under when in danger of drowning. */
  afloat: number;
  /** Strength roll to come back up once under; each failed try costs a further point. */
  surface: number;
}

export function seaRolls(input: SeaRollInput): SeaRolls {
  const weight = requireInteger('weight', input.weight, 0, MAX_WEIGHT);
  return {
    footing: input.dexterity + (hasSkill(input.seamanship) ? 3 : 0) + (hasSkill(input.acrobatics) ? 3 : 0),
    afloat: input.dexterity - weight,
    surface: input.strength - weight + (hasSkill(input.seamanship) ? 2 : 0),
  };
}

/** The most weight points a character can wear (a sheet bound; the text sets none: decision hs-weight). */
export const MAX_WEIGHT = 10;
