import { giveTokenBar } from './token-bars';
import { partsSchema, rootSchema } from '../registry/data-parts';
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
  LIMBS,
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
} from '../rules/highseas';
import { choiceField, flagField, integerField, overrideField } from './fields';
import { weaponStatsOf, type WeaponHand, type WeaponSource } from './weapon';
import { isObject, isOneOf, isWhole, onlyKeys } from '../guards';

const { SchemaField, HTMLField } = foundry.data.fields;

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

export function defineCrewSchema() {
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
    // The rule modules' fields at their stored paths (registry/data-parts.ts RootPart).
    ...rootSchema('crew'),
    biography: new HTMLField({ required: true, blank: true, initial: '' }),
    // Each rule module's own part of a crew member (registry/data-parts.ts).
    ...partsSchema('crew'),
  };
}

export type CrewSchema = ReturnType<typeof defineCrewSchema>;

/** Stored crew data as the rules read it. */
export type CrewSource = foundry.data.fields.SchemaField.InitializedData<CrewSchema>;

export interface LocationDerived {
  damage: number;
  state: LocationState;
}

/** Values the sheet, token bar and duel read, all from the stored data and the High Seas tables. */
export interface CrewDerived {
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

/** The hit points are the record of total damage; the locations only say where (decision hs-hit-points-authority). */
export function deriveCrew(crew: CrewSource): CrewDerived {
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

export function wieldWeapon(crew: CrewSource, weapon: WeaponSource, options: { aboard?: boolean } = {}): WieldedWeapon {
  const stats = weaponStatsOf(weapon);
  const derived = deriveCrew(crew);
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

export class CrewModel extends foundry.abstract.TypeDataModel<CrewSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = ['BROADSIDE.Crew'];

  static override defineSchema(): CrewSchema {
    return defineCrewSchema();
  }

  declare derived: CrewDerived;

  /** A new ship's or crew's tokens show her own bar (token-bars.ts), set before any preCreateActor hook sees her. */
  override async _preCreate(
    ...args: Parameters<foundry.abstract.TypeDataModel<CrewSchema, Actor.Implementation>['_preCreate']>
  ) {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    if (this.parent) giveTokenBar(this.parent, args[0]);
    return allowed;
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = deriveCrew(this);
    // The token bar reads the schema's pair; show the maximum in force and a value within it.
    this.hitPoints.max = this.derived.maxHitPoints;
    this.hitPoints.value = this.derived.hitPoints;
  }
}

/** What a card does to one fighter's sheet: damage added by location, limbs lamed, sea legs. */
export interface CrewChange {
  wounds: Partial<Record<HitLocation, number>>;
  /** Limbs a failed Endurance roll made useless. */
  lamed: Limb[];
  /** Hit points lost in all. */
  damage: number;
  /** Successful attacks aboard counted towards sea legs. */
  attacksAboard: number;
  seaLegs: boolean;
}

/** A duel's wounds for one fighter: damage by location, lamed limbs, sea legs. */
export function isCrewChange(v: unknown): boolean {
  if (!isObject(v) || !onlyKeys(v, ['wounds', 'lamed', 'damage', 'attacksAboard', 'seaLegs'])) return false;
  const wounds = v.wounds;
  return (
    isObject(wounds) &&
    Object.entries(wounds).every(([k, n]) => isOneOf(k, HIT_LOCATIONS) && isWhole(n, 1, MAX_HIT_POINTS)) &&
    Array.isArray(v.lamed) &&
    v.lamed.every((l) => isOneOf(l, LIMBS)) &&
    new Set(v.lamed).size === v.lamed.length &&
    isWhole(v.damage, 0, MAX_HIT_POINTS * 2) &&
    isWhole(v.attacksAboard, 0, SEA_LEGS_ATTACKS) &&
    typeof v.seaLegs === 'boolean'
  );
}
