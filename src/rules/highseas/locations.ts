import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import { MAX_HIT_POINTS, halfHitPoints, type Condition } from './character';

/** Where a blow lands. The chest and flank are one location, as the wound rules treat them (decision hs-chest-flank).
 * */
export const HIT_LOCATIONS = ['head', 'chest', 'rightArm', 'leftArm', 'rightLeg', 'leftLeg'] as const;
export type HitLocation = (typeof HIT_LOCATIONS)[number];

export const LIMBS = ['rightArm', 'leftArm', 'rightLeg', 'leftLeg'] as const;
export type Limb = (typeof LIMBS)[number];

export interface LocationData {
  /** Vital locations stun and knock out; limbs go useless. */
  kind: 'vital' | 'limb';
  /** Damage from a single blow that stuns (vital) or calls for an Endurance roll against a useless limb. */
  blowThreshold: number;
  /** The d20 faces that send a blow here (decision hs-location-roll). */
  faces: readonly [number, number];
}

export const LOCATION_DATA: Readonly<Record<HitLocation, LocationData>> = {
  head: { kind: 'vital', blowThreshold: 2, faces: [1, 2] },
  chest: { kind: 'vital', blowThreshold: 4, faces: [3, 10] },
  rightArm: { kind: 'limb', blowThreshold: 3, faces: [11, 13] },
  leftArm: { kind: 'limb', blowThreshold: 3, faces: [14, 15] },
  rightLeg: { kind: 'limb', blowThreshold: 3, faces: [16, 18] },
  leftLeg: { kind: 'limb', blowThreshold: 3, faces: [19, 20] },
};

export function isLimb(location: HitLocation): location is Limb {
  return LOCATION_DATA[location].kind === 'limb';
}

/** The location a d20 face names. */
export function locationForFace(face: number): HitLocation {
  requireInteger('d20 face', face, 1, 20);
  const found = HIT_LOCATIONS.find((loc) => face >= LOCATION_DATA[loc].faces[0] && face <= LOCATION_DATA[loc].faces[1]);
  if (!found) throw new RulesError('NoHitLocation', `No location covers a d20 face of ${face}.`, { face });
  return found;
}

export function rollHitLocation(dice: DiceSource): { face: number; location: HitLocation } {
  const [face] = dice.roll(1, 20);
  return { face: face!, location: locationForFace(face!) };
}

export const LOCATION_STATES = ['unhurt', 'wounded', 'useless', 'unconscious', 'dead'] as const;
export type LocationState = (typeof LOCATION_STATES)[number];

/**
 * The state of a location from the damage it has taken in all (decisions hs-location-total and hs-two-thresholds):
 * on the head or chest, half the hit points knocks out and more kills; on a limb, half the hit
 * points or a failed Endurance roll (`useless`) makes it useless.
 */
export function locationState(
  location: HitLocation,
  damage: number,
  maxHitPoints: number,
  useless = false,
): LocationState {
  requireInteger('location damage', damage, 0, MAX_HIT_POINTS);
  const half = halfHitPoints(maxHitPoints);
  if (isLimb(location)) {
    if (useless || damage >= half) return 'useless';
    return damage > 0 ? 'wounded' : 'unhurt';
  }
  if (damage > half) return 'dead';
  if (damage === half) return 'unconscious';
  return damage > 0 ? 'wounded' : 'unhurt';
}

/** What a location's state means for the whole character. */
export function conditionFromLocation(state: LocationState): Condition {
  return state === 'dead' || state === 'unconscious' ? state : 'active';
}

/** What a useless limb takes away: an arm cannot hold, parry or grip; a leg halves movement and rules out long attacks.
 * */
export interface LimbEffects {
  rightHandUsable: boolean;
  leftHandUsable: boolean;
  halfMove: boolean;
  longAttacksAllowed: boolean;
}

export function uselessLimbEffects(useless: Readonly<Partial<Record<Limb, boolean>>>): LimbEffects {
  const leg = Boolean(useless.rightLeg || useless.leftLeg);
  return {
    rightHandUsable: !useless.rightArm,
    leftHandUsable: !useless.leftArm,
    halfMove: leg,
    longAttacksAllowed: !leg,
  };
}
