/**
 * High Seas' part of a crew member's data: attributes, expertise, skills, sea legs, wounds by hit
 * location, armour and weight, kept at the top of `system` where worlds and packs have always stored
 * them (registry/data-parts.ts RootPart), so no migration moves them; with what its tables derive
 * for the sheet, the token bar and the duel, and a weapon as the character wields it.
 */
import {
  ATTRIBUTES,
  ATTRIBUTE_DEFAULT,
  ATTRIBUTE_MAX,
  ATTRIBUTE_MIN,
  EXPERTISE_DEFAULT,
  EXPERTISE_MAX,
  EXPERTISE_MIN,
  FIGHTING_STYLES,
  HEIGHT_DEFAULT,
  HEIGHT_MAX,
  HEIGHT_MIN,
  HIT_LOCATIONS,
  LEFT_HAND_ITEMS,
  MAX_HIT_POINTS,
  MAX_WEIGHT,
  SEA_LEGS_ATTACKS,
  SKILLS,
  SKILL_LEVELS,
  WEAPON_CLASSES,
  conditionFromDamage,
  conditionFromLocation,
  divideRoundingUp,
  halfHitPoints,
  hasSkill,
  leftHandParryBonus,
  locationState,
  maxHitPoints,
  movement,
  seaRolls,
  shipboardPenalty,
  uselessLimbEffects,
  weaponInHand,
  worseCondition,
  type Condition,
  type HitLocation,
  type LeftHandItem,
  type LimbEffects,
  type Limb,
  type LocationState,
  type Movement,
  type SeaRolls,
} from '../../rules/highseas';
import { choiceField, flagField, integerField, overrideField } from '../../data/fields';
import type { RootPart } from '../../registry/data-parts';
import { weaponStatsOf, type WeaponHand, type WeaponSource } from './weapon';
import { HIGH_SEAS_CREW_PATHS, highSeasCrewIntents, isHighSeasCrewChange } from './crew-change';

const { SchemaField } = foundry.data.fields;

function recordOf<const K extends string, F>(keys: readonly K[], field: (key: K) => F): Record<K, F> {
  return Object.fromEntries(keys.map((key) => [key, field(key)])) as Record<K, F>;
}

/** Damage taken on a location; a limb also keeps whether a failed Endurance roll lamed it. */
function vitalWound() {
  return new SchemaField({ damage: integerField(0, 0, MAX_HIT_POINTS) });
}

function limbWound() {
  return new SchemaField({ damage: integerField(0, 0, MAX_HIT_POINTS), useless: flagField() });
}

export function highSeasCrewFields() {
  return {
    attributes: new SchemaField(
      recordOf(ATTRIBUTES, () => integerField(ATTRIBUTE_DEFAULT, ATTRIBUTE_MIN, ATTRIBUTE_MAX)),
    ),
    // A sheet saved without it takes the initial value as it loads, so it needs no migration.
    height: integerField(HEIGHT_DEFAULT, HEIGHT_MIN, HEIGHT_MAX),
    /** `max` left empty takes the rules' value (Endurance); the token bar reads both. */
    // Below zero, so that damage past the total, which kills, is kept (decision hs-hit-points-below-zero).
    hitPoints: new SchemaField({
      value: integerField(ATTRIBUTE_DEFAULT, -MAX_HIT_POINTS, MAX_HIT_POINTS),
      max: overrideField(1, MAX_HIT_POINTS),
    }),
    /** One expertise per weapon class; the weapon in hand picks which applies. */
    expertise: new SchemaField(
      recordOf(WEAPON_CLASSES, () => integerField(EXPERTISE_DEFAULT, EXPERTISE_MIN, EXPERTISE_MAX)),
    ),
    fightingStyle: choiceField(FIGHTING_STYLES, 'none'),
    skills: new SchemaField(recordOf(SKILLS, () => choiceField(SKILL_LEVELS, 'none'))),
    seaLegs: new SchemaField({
      gained: flagField(),
      /** Successful attacks made aboard, counting towards the Wit roll. */
      attacksAboard: integerField(0, 0, SEA_LEGS_ATTACKS),
    }),
    wounds: new SchemaField({
      head: vitalWound(),
      chest: vitalWound(),
      rightArm: limbWound(),
      leftArm: limbWound(),
      rightLeg: limbWound(),
      leftLeg: limbWound(),
    } satisfies Record<HitLocation, unknown>),
    armour: new SchemaField({ helmet: flagField(), cuirass: flagField() }),
    weight: integerField(0, 0, MAX_WEIGHT),
  };
}

export type HighSeasCrewFields = ReturnType<typeof highSeasCrewFields>;

/** The part as stored, as the High Seas tables read it. */
export type HighSeasCrewSource = foundry.data.fields.SchemaField.InitializedData<HighSeasCrewFields>;

export interface LocationDerived {
  damage: number;
  state: LocationState;
}

/** Values the sheet, token bar and duel read, all from the stored data and the High Seas tables. */
export interface HighSeasCrewDerived {
  maxHitPoints: number;
  /** Current hit points, never above the maximum. */
  hitPoints: number;
  damageTaken: number;
  /** Damage on the head or chest that knocks out, and on a limb that lames it. */
  halfHitPoints: number;
  condition: Condition;
  locations: Record<HitLocation, LocationDerived>;
  limbs: LimbEffects;
  seaLegs: boolean;
  /** Modifiers when fighting aboard ship. */
  shipboard: { attack: number; halfMove: boolean };
  movement: Movement;
  seaRolls: SeaRolls;
  /** Left-hand parry bonus for each item in this character's style; null where it is not allowed. */
  leftHandParry: Record<LeftHandItem, number | null>;
  /** Damage from a punch is cut by a point for each; with both, punches do nothing. */
  punchArmour: number;
}

declare module '../../registry/data-parts' {
  interface RootFields {
    highseas: { crew: HighSeasCrewFields };
  }
  interface RootDerived {
    highseas: { crew: HighSeasCrewDerived };
  }
}

/** The hit points are the record of total damage; the locations only say where (decision hs-hit-points-authority). */
export function deriveHighSeasCrew(crew: HighSeasCrewSource): HighSeasCrewDerived {
  const { attributes, skills } = crew;
  const max = maxHitPoints(attributes, crew.hitPoints.max);
  const hitPoints = Math.min(crew.hitPoints.value, max);
  const damageTaken = max - hitPoints;
  const useless: Partial<Record<Limb, boolean>> = {};
  const locations = {} as Record<HitLocation, LocationDerived>;
  let condition = conditionFromDamage(damageTaken, max);
  for (const location of HIT_LOCATIONS) {
    const wound: { damage: number; useless?: boolean } = crew.wounds[location];
    const state = locationState(location, wound.damage, max, wound.useless ?? false);
    locations[location] = { damage: wound.damage, state };
    if (state === 'useless') useless[location as Limb] = true;
    condition = worseCondition(condition, conditionFromLocation(state));
  }
  const limbs = uselessLimbEffects(useless);
  const seaLegs = crew.seaLegs.gained || hasSkill(skills.seamanship);
  const stride = movement({ ...attributes, seamanship: skills.seamanship, acrobatics: skills.acrobatics });
  return {
    maxHitPoints: max,
    hitPoints,
    damageTaken,
    halfHitPoints: halfHitPoints(max),
    condition,
    locations,
    limbs,
    seaLegs,
    shipboard: shipboardPenalty(seaLegs),
    movement: limbs.halfMove
      ? { ...stride, move: divideRoundingUp(stride.move, 2), run: divideRoundingUp(stride.run, 2) }
      : stride,
    seaRolls: seaRolls({
      ...attributes,
      seamanship: skills.seamanship,
      acrobatics: skills.acrobatics,
      weight: crew.weight,
    }),
    leftHandParry: recordOf(LEFT_HAND_ITEMS, (item) => leftHandParryBonus(crew.fightingStyle, item)),
    punchArmour: (crew.armour.helmet ? 1 : 0) + (crew.armour.cuirass ? 1 : 0),
  };
}

/** A weapon as this character uses it. */
export interface WieldedWeapon {
  hand: WeaponHand;
  /** d20 chance to hit before defence and the situation (sea legs included when aboard is asked). */
  toHit: number;
  damage: number;
  strengthAdjustment: number;
  /** The style's parry bonus when held in the left hand; null when not held there or not allowed. */
  leftHandParry: number | null;
  /** False when the hand that would hold it is useless. */
  usable: boolean;
}

export function wieldWeapon(
  crew: HighSeasCrewSource,
  weapon: WeaponSource,
  options: { aboard?: boolean } = {},
): WieldedWeapon {
  const stats = weaponStatsOf(weapon);
  const derived = deriveHighSeasCrew(crew);
  const expertise = crew.expertise[stats.weaponClass];
  const inHand = weaponInHand({ strength: crew.attributes.strength, expertise }, stats);
  const leftItem = weapon.hand === 'left' && !stats.twoHanded ? stats.leftHand : null;
  const usable =
    weapon.hand === 'carried' ||
    (weapon.hand === 'left'
      ? derived.limbs.leftHandUsable
      : derived.limbs.rightHandUsable && (!stats.twoHanded || derived.limbs.leftHandUsable));
  return {
    hand: weapon.hand,
    toHit: inHand.toHit + (options.aboard ? derived.shipboard.attack : 0),
    damage: inHand.damage,
    strengthAdjustment: inHand.strengthAdjustment,
    leftHandParry: leftItem === null ? null : leftHandParryBonus(crew.fightingStyle, leftItem),
    usable,
  };
}

/**
 * High Seas' fields of every crew member, at their stored paths; the token bar shows the hit points
 * in force, and a duel's card writes the wounds (crew-change.ts).
 */
export const HIGH_SEAS_CREW_PART: RootPart = {
  module: 'highseas',
  actor: 'crew',
  fields: highSeasCrewFields,
  derive: deriveHighSeasCrew,
  // The token bar reads the schema's pair; show the maximum in force and a value within it.
  prepare: (model: { derived: HighSeasCrewDerived; hitPoints: { value: number; max: number | null } }) => {
    model.hitPoints.max = model.derived.maxHitPoints;
    model.hitPoints.value = model.derived.hitPoints;
  },
  paths: () => HIGH_SEAS_CREW_PATHS,
  isCrewChange: isHighSeasCrewChange,
  crewIntents: highSeasCrewIntents,
};
