/**
 * What a duel's card does to a fighter's sheet, and the paths of a Crew actor it writes: the wounds
 * by location, the limbs a failed Endurance roll lamed, the hit points, the count towards sea legs.
 * High Seas keeps a fighter's wounds, so its crew part hands these to the desk's crew paths
 * (authority/writes/crew-paths.ts); they never share a path with a ship's. Pure.
 */
import {
  HIT_LOCATIONS,
  LIMBS,
  MAX_HIT_POINTS,
  SEA_LEGS_ATTACKS,
  type HitLocation,
  type Limb,
} from '../../rules/highseas';
import { isObject, isOneOf, isWhole, onlyKeys } from '../../guards';
import type { Intent, PathSpec } from '../../authority/writes/effects';

/** What a card does to one fighter's sheet: damage added by location, limbs lamed, sea legs. */
export interface HighSeasCrewChange {
  wounds: Partial<Record<HitLocation, number>>;
  /** Limbs a failed Endurance roll made useless. */
  lamed: Limb[];
  /** Hit points lost in all. */
  damage: number;
  /** Successful attacks aboard counted towards sea legs. */
  attacksAboard: number;
  seaLegs: boolean;
}

declare module '../../data/crew' {
  interface CrewChanges {
    highseas: HighSeasCrewChange;
  }
}

/** A duel's wounds for one fighter: damage by location, lamed limbs, sea legs. */
export function isHighSeasCrewChange(v: unknown): boolean {
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

/** Every path a card may write on a Crew actor. */
export const HIGH_SEAS_CREW_PATHS: Readonly<Record<string, PathSpec>> = {
  ...Object.fromEntries(
    HIT_LOCATIONS.map((loc) => [`wounds.${loc}.damage`, { kind: 'count', min: 0, max: MAX_HIT_POINTS }]),
  ),
  ...Object.fromEntries(LIMBS.map((limb) => [`wounds.${limb}.useless`, { kind: 'value' }])),
  'hitPoints.value': { kind: 'count', min: -MAX_HIT_POINTS, max: MAX_HIT_POINTS },
  'seaLegs.attacksAboard': { kind: 'count', min: 0, max: SEA_LEGS_ATTACKS },
  'seaLegs.gained': { kind: 'value' },
};

/** What a card's crew change means to do: counts moved by its differences, lamed limbs and sea legs set. */
export function highSeasCrewIntents(change: HighSeasCrewChange): Intent[] {
  const intents: Intent[] = [];
  for (const loc of HIT_LOCATIONS) {
    const added = change.wounds[loc] ?? 0;
    if (added) intents.push({ path: `wounds.${loc}.damage`, change: added });
  }
  for (const limb of change.lamed) intents.push({ path: `wounds.${limb}.useless`, change: true });
  if (change.damage) intents.push({ path: 'hitPoints.value', change: -change.damage });
  if (change.attacksAboard) intents.push({ path: 'seaLegs.attacksAboard', change: change.attacksAboard });
  if (change.seaLegs) intents.push({ path: 'seaLegs.gained', change: true });
  return intents;
}
