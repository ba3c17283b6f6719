/**
 * A fighter in a duel: the sheet he came to it with, what the duel has done to him since, and what
 * that leaves him able to do this turn. Pure.
 */
import {
  conditionFromDamage,
  halfHitPoints,
  leftHandParryBonus,
  movement,
  worseCondition,
  type Attributes,
  type Condition,
  type FightingStyle,
  type SkillLevel,
} from './character';
import {
  HIT_LOCATIONS,
  conditionFromLocation,
  locationState,
  uselessLimbEffects,
  type HitLocation,
  type Limb,
  type LimbEffects,
} from './locations';
import type { WeaponClass, WeaponStats } from './weapons';
import {
  ACTIONS,
  COUNTER_FORMS,
  moveDistance,
  type ActionId,
  type AttackForm,
  type CounterForm,
  type Hand,
  type Position,
} from './actions';

/** A weapon held ready, by the name the sheet gives it. */
export interface HeldWeapon {
  name: string;
  stats: WeaponStats;
}

/** What a fighter brings to a duel from his sheet (decision hs-duel-snapshot). */
export interface FighterSheet extends Attributes {
  height: number;
  maxHitPoints: number;
  /** Damage already taken when the duel began, in all and by location. */
  damageTaken: number;
  wounds: Record<HitLocation, number>;
  useless: Record<Limb, boolean>;
  expertise: Record<WeaponClass, number>;
  style: FightingStyle;
  seamanship: SkillLevel;
  acrobatics: SkillLevel;
  seaLegs: boolean;
  /** Successful attacks aboard already counted towards sea legs. */
  attacksAboard: number;
  helmet: boolean;
  cuirass: boolean;
  weight: number;
  right: HeldWeapon | null;
  left: HeldWeapon | null;
}

/** What became of a hand's weapon in the duel. */
export const HAND_STATUSES = ['ready', 'dropped', 'broken', 'thrown'] as const;
export type HandStatus = (typeof HAND_STATUSES)[number];

export interface Fighter {
  id: string;
  name: string;
  sheet: FighterSheet;
  /** Damage the duel has done, by location, and the limbs it has lamed. */
  damage: Record<HitLocation, number>;
  lamed: Limb[];
  condition: Condition;
  /** Actions he may take this turn: 2, 1 after a stun, 0 after two. */
  actions: number;
  /** Turns he still cannot act, held by a grapple. */
  immobilised: number;
  /** Caught in a cloak: he loses this turn. */
  entangled: boolean;
  prone: boolean;
  position: Position;
  highGround: boolean;
  /** Turns spent under water; 0 while afloat. */
  underwater: number;
  surfaceFailures: number;
  hands: Record<Hand, HandStatus>;
  /** Loading steps done on each hand's firearm; loaded when it reaches the weapon's count. */
  loading: Record<Hand, number>;
  /** Successful attacks aboard counted towards sea legs (the sheet's count, then the duel's). */
  attacksAboard: number;
  seaLegs: boolean;
}

const none = <K extends string>(keys: readonly K[], value: number): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, value])) as Record<K, number>;

/** A fighter as a duel begins: his sheet, on deck, weapons ready and firearms loaded (decision hs-firearms-loaded). */
export function newFighter(id: string, name: string, sheet: FighterSheet, position: Position = 'deck'): Fighter {
  const loaded = (w: HeldWeapon | null) => w?.stats.loadActions ?? 0;
  const fighter: Fighter = {
    id,
    name,
    sheet,
    damage: none(HIT_LOCATIONS, 0),
    lamed: [],
    condition: 'active',
    actions: 2,
    immobilised: 0,
    entangled: false,
    prone: false,
    position,
    highGround: false,
    underwater: 0,
    surfaceFailures: 0,
    hands: { right: 'ready', left: 'ready' },
    loading: { right: loaded(sheet.right), left: loaded(sheet.left) },
    attacksAboard: sheet.attacksAboard,
    seaLegs: sheet.seaLegs,
  };
  return { ...fighter, condition: conditionOf(fighter) };
}

export const totalDamage = (f: Fighter): number =>
  f.sheet.damageTaken + HIT_LOCATIONS.reduce((sum, loc) => sum + f.damage[loc], 0);
export const locationDamage = (f: Fighter, loc: HitLocation): number => f.sheet.wounds[loc] + f.damage[loc];
export const isUseless = (f: Fighter, limb: Limb): boolean =>
  f.sheet.useless[limb] || f.lamed.includes(limb) || locationDamage(f, limb) >= halfHitPoints(f.sheet.maxHitPoints);

/** Knocked out or killed by the damage on the body or on a vital location. */
export function conditionOf(f: Fighter): Condition {
  let condition = conditionFromDamage(Math.min(totalDamage(f), f.sheet.maxHitPoints * 2), f.sheet.maxHitPoints);
  for (const loc of HIT_LOCATIONS) {
    const damage = Math.min(locationDamage(f, loc), 40);
    condition = worseCondition(condition, conditionFromLocation(locationState(loc, damage, f.sheet.maxHitPoints)));
  }
  return worseCondition(f.condition, condition);
}

export function limbs(f: Fighter): LimbEffects {
  return uselessLimbEffects({
    rightArm: isUseless(f, 'rightArm'),
    leftArm: isUseless(f, 'leftArm'),
    rightLeg: isUseless(f, 'rightLeg'),
    leftLeg: isUseless(f, 'leftLeg'),
  });
}

/** The weapon a hand holds ready, or null (empty, dropped, broken, thrown, or the arm useless: decision
 * hs-useless-arm). */
export function weaponIn(f: Fighter, hand: Hand, effects: LimbEffects = limbs(f)): HeldWeapon | null {
  const weapon = f.sheet[hand];
  if (!weapon || f.hands[hand] !== 'ready') return null;
  if (hand === 'left') {
    // Only what his style allows in the left hand is used there (decision hs-left-hand).
    const item = weapon.stats.leftHand;
    if (
      !effects.leftHandUsable ||
      f.sheet.right?.stats.twoHanded ||
      item === null ||
      leftHandParryBonus(f.sheet.style, item) === null
    )
      return null;
  }
  if (hand === 'right' && (!effects.rightHandUsable || (weapon.stats.twoHanded && !effects.leftHandUsable)))
    return null;
  return weapon;
}

/** Whether the fighter is in the fight at all: conscious, alive and not under water. */
export const canFight = (f: Fighter): boolean => f.condition === 'active' && f.underwater === 0;

/** Short blades: thrown, and used in the water without its penalty (decision hs-short-blades). */
export const isShortBlade = (stats: WeaponStats): boolean =>
  stats.weaponClass === 'dueling' && !stats.lunge && !stats.twoHanded;

/** The attack forms a weapon makes (its class's forms; a lunge only with a lunging weapon; a throw only with a short
 * blade). */
export function weaponForms(stats: WeaponStats): AttackForm[] {
  switch (stats.weaponClass) {
    case 'missile':
      return ['fire'];
    case 'polearm':
    case 'other':
      return stats.damage > 0 ? ['strike'] : [];
    case 'dueling':
      return [
        ...(isShortBlade(stats) ? (['throw'] as const) : []),
        'thrust',
        'slash',
        ...(stats.lunge ? (['lunge'] as const) : []),
      ];
    case 'unarmed':
      return [];
  }
}

/** A choice the duel dialog offers: an action, the hand it is made with, a counter's form. */
export interface ActionOption {
  id: ActionId;
  hand?: Hand;
  form?: CounterForm;
  /** The weapon that makes it. */
  weapon?: string;
}

/** The metres a move or run gives him now, or null. */
export function fighterMove(f: Fighter, action: 'move' | 'run', aboard: boolean): number | null {
  const { dexterity, endurance } = f.sheet;
  const stride = movement({ dexterity, endurance, seamanship: f.sheet.seamanship, acrobatics: f.sheet.acrobatics });
  return moveDistance(action, {
    movement: stride,
    position: f.position,
    legUseless: limbs(f).halfMove,
    landsman: aboard && !f.seaLegs,
  });
}

/** Firearm loading: whether the hand's weapon is loaded, and whether it can take another loading step. */
export function firearm(
  f: Fighter,
  hand: Hand,
  effects: LimbEffects = limbs(f),
): { loaded: boolean; loadable: boolean } {
  const weapon = weaponIn(f, hand, effects);
  const needed = weapon?.stats.loadActions ?? 0;
  if (!weapon || needed === 0) return { loaded: false, loadable: false };
  return { loaded: f.loading[hand] >= needed, loadable: f.loading[hand] < needed };
}

/**
 * Every action the fighter can take this turn, each with its hand and, for a counterattack, its
 * form. Nothing while he is down, under water, held or entangled (decision hs-lost-turns). Prone,
 * he can only parry, block, counter, get up or load (decision hs-prone).
 */
export function actionOptions(f: Fighter, aboard: boolean): ActionOption[] {
  if (!canFight(f) || f.immobilised > 0 || f.entangled || f.actions === 0) return [];
  const out: ActionOption[] = [];
  const effects = limbs(f);
  const longOk = f.actions === 2;
  const longAttack = longOk && effects.longAttacksAllowed && !f.prone;
  const add = (o: ActionOption) => {
    if (ACTIONS[o.id].long && !longOk) return;
    out.push(o);
  };
  if (!f.prone) {
    if (fighterMove(f, 'move', aboard)) add({ id: 'move' });
    if (fighterMove(f, 'run', aboard)) add({ id: 'run' });
  }
  const armFree = effects.rightHandUsable || effects.leftHandUsable;
  for (const hand of ['right', 'left'] as const) {
    const weapon = weaponIn(f, hand, effects);
    if (!weapon) continue;
    for (const form of weaponForms(weapon.stats)) {
      if (form === 'fire' && !firearm(f, hand, effects).loaded) continue;
      if (form === 'lunge' && !longAttack) continue;
      if (f.prone && form !== 'fire') continue;
      add({ id: form, hand, weapon: weapon.name });
    }
  }
  if (!f.prone && armFree) {
    add({ id: 'punch' });
    add({ id: 'kick' });
    if (longAttack) for (const id of ['haymaker', 'grapple', 'tackle'] as const) add({ id });
  }
  if (!f.prone) for (const id of ['duck', 'sidestep', 'dodge'] as const) add({ id });
  if (parryingWeapon(f, effects)) add({ id: 'parry' });
  if (armFree) add({ id: 'block' });
  if (!f.prone && f.position !== 'rigging') add({ id: 'stepBack' });
  for (const hand of ['right', 'left'] as const) {
    const weapon = weaponIn(f, hand, effects);
    if (!weapon) continue;
    for (const form of weaponForms(weapon.stats)) {
      if (
        (COUNTER_FORMS as readonly string[]).includes(form) &&
        !(form === 'fire' && !firearm(f, hand, effects).loaded)
      )
        add({ id: 'counter', hand, form: form as CounterForm, weapon: weapon.name });
    }
  }
  if (armFree) for (const form of ['punch', 'kick'] as const) add({ id: 'counter', form });
  const disarming = disarmingWeapon(f, effects);
  if (disarming) add({ id: 'disarm', hand: disarming.hand, weapon: disarming.weapon.name });
  if (cloakInLeftHand(f, effects) && weaponIn(f, 'right', effects))
    add({ id: 'entangle', hand: 'right', weapon: f.sheet.right!.name });
  if (f.prone) add({ id: 'getUp' });
  for (const hand of ['right', 'left'] as const) {
    if (firearm(f, hand, effects).loadable) add({ id: 'load', hand, weapon: f.sheet[hand]!.name });
    if (f.hands[hand] === 'dropped' && (hand === 'right' ? effects.rightHandUsable : effects.leftHandUsable))
      add({ id: 'recover', hand, weapon: f.sheet[hand]!.name });
  }
  return out;
}

/** Whether a picked action is among his options. */
export function isOption(
  options: readonly ActionOption[],
  a: { id: ActionId; hand?: Hand | undefined; form?: CounterForm | undefined },
): boolean {
  return options.some(
    (o) => o.id === a.id && (o.hand ?? null) === (a.hand ?? null) && (o.form ?? null) === (a.form ?? null),
  );
}

/**
 * The weapon he parries with: the right hand's if it parries, else the left's (decision
 * hs-parry-weapon); null when he holds nothing that parries.
 */
export function parryingWeapon(f: Fighter, effects: LimbEffects = limbs(f)): { hand: Hand; weapon: HeldWeapon } | null {
  for (const hand of ['right', 'left'] as const) {
    const weapon = weaponIn(f, hand, effects);
    if (weapon?.stats.parryable) return { hand, weapon };
  }
  return null;
}

/** The duelling weapon he would disarm with (or take a free reaction parry with). */
export function disarmingWeapon(
  f: Fighter,
  effects: LimbEffects = limbs(f),
): { hand: Hand; weapon: HeldWeapon } | null {
  for (const hand of ['right', 'left'] as const) {
    const weapon = weaponIn(f, hand, effects);
    if (weapon?.stats.weaponClass === 'dueling') return { hand, weapon };
  }
  return null;
}

export function cloakInLeftHand(f: Fighter, effects: LimbEffects = limbs(f)): boolean {
  return weaponIn(f, 'left', effects)?.stats.leftHand === 'cloak';
}

/** The style's parry bonus for what he holds in the left hand, or 0. */
export function leftHandBonus(f: Fighter): { item: string; bonus: number } | null {
  const left = weaponIn(f, 'left');
  if (!left?.stats.leftHand) return null;
  const bonus = leftHandParryBonus(f.sheet.style, left.stats.leftHand);
  return bonus === null ? null : { item: left.stats.leftHand, bonus };
}
