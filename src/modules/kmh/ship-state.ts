/**
 * Between the ship's stored data and the KMH engine's ship state: the engine works on
 * KmhShipState, and every result it returns goes back to the actor as one update. KMH keeps a
 * ship's damage, so its part of her data hands these to the card machinery (data/ship-state.ts).
 */
import { COUNTED, MASTS, TAKEN_AS_IS, mastsForRate, type KmhShipState, type Mast } from '../../rules/kmh';
import { FATES, MAX_BASE_FACTOR, MAX_BASIC_SPEED, type ShipDerived, type ShipSource } from '../../data/ship';
import type { ShipStateKeeper } from '../../data/ship-state';
import { isObject, isOneOf, isWhole, onlyKeys } from '../../guards';

declare module '../../data/ship-state' {
  interface ShipStates {
    kmh: KmhShipState;
  }
}

/** The model's mast flags, by the engine's mast names. */
export const MAST_FIELDS = {
  bowsprit: 'bowsprit',
  fore: 'foremast',
  main: 'mainmast',
  mizzen: 'mizzen',
} as const satisfies Record<Mast, string>;

export function kmhShipStateOf(source: ShipSource, derived: ShipDerived): KmhShipState {
  const masts = mastsForRate(source.rate);
  const { damage } = source;
  return {
    baseFactor: derived.baseFactor,
    damagePoints: Math.min(damage.points, derived.baseFactor),
    basicSpeed: derived.basicSpeed,
    secondaryStruck: derived.speedBoxes.secondary - derived.speedBoxes.secondaryLeft,
    secondaryRepaired: damage.speedBoxesRepaired,
    masts,
    mastsLost: masts.filter((mast) => damage[MAST_FIELDS[mast]]),
    boats: derived.boatsLeft,
    boatsLost: damage.boatsLost,
    steeringDamaged: damage.steering,
    highOfficerCasualties: damage.highOfficerCasualties,
    crewCasualties: damage.crewCasualties,
    boardingPartyLost: damage.boardingPartyLost,
    fire: damage.extremelyHazardousFire ? 'hazardous' : damage.onFire ? 'fire' : 'none',
    movesBurning: damage.movesBurning,
    fate: damage.fate,
    founderMovesLeft: damage.founderMovesLeft,
  };
}

/** The `system` update that records an engine state on the ship. */
export function kmhDamageUpdate(state: KmhShipState) {
  const lost = new Set(state.mastsLost);
  return {
    damage: {
      points: state.damagePoints,
      speedBoxes: state.secondaryStruck,
      speedBoxesRepaired: state.secondaryRepaired,
      steering: state.steeringDamaged,
      highOfficerCasualties: state.highOfficerCasualties,
      crewCasualties: state.crewCasualties,
      boardingPartyLost: state.boardingPartyLost,
      bowsprit: lost.has('bowsprit'),
      foremast: lost.has('fore'),
      mainmast: lost.has('main'),
      mizzen: lost.has('mizzen'),
      onFire: state.fire !== 'none',
      extremelyHazardousFire: state.fire === 'hazardous',
      movesBurning: state.movesBurning,
      boatsLost: state.boatsLost,
      fate: state.fate,
      founderMovesLeft: state.founderMovesLeft,
    },
  };
}

/** Every key of an engine ship state: her build (never changed by a card), the counts, boats and masts lost, and the
 * rest. */
export const SHIP_STATE_KEYS = [
  'baseFactor',
  'basicSpeed',
  'masts',
  ...COUNTED,
  'boats',
  'mastsLost',
  ...TAKEN_AS_IS,
] as const satisfies readonly (keyof KmhShipState)[];

/** An engine ship state within the bounds a ship's sheet can hold. */
export function isKmhShipState(v: unknown): boolean {
  if (!isObject(v) || !onlyKeys(v, SHIP_STATE_KEYS) || !SHIP_STATE_KEYS.every((k) => k in v)) return false;
  const masts = (list: unknown) =>
    Array.isArray(list) && list.every((m) => isOneOf(m, MASTS)) && new Set(list).size === list.length;
  return (
    isWhole(v.baseFactor, 1, MAX_BASE_FACTOR) &&
    isWhole(v.damagePoints, 0, v.baseFactor) &&
    isWhole(v.basicSpeed, 1, MAX_BASIC_SPEED) &&
    isWhole(v.secondaryStruck, 0, MAX_BASIC_SPEED * 3) &&
    isWhole(v.secondaryRepaired, 0, MAX_BASIC_SPEED * 3) &&
    masts(v.masts) &&
    masts(v.mastsLost) &&
    isWhole(v.boats, 0, 12) &&
    isWhole(v.boatsLost, 0, 12) &&
    ['steeringDamaged', 'highOfficerCasualties', 'crewCasualties', 'boardingPartyLost'].every(
      (k) => typeof v[k] === 'boolean',
    ) &&
    isOneOf(v.fire, ['none', 'fire', 'hazardous'] as const) &&
    isWhole(v.movesBurning, 0, 20) &&
    isOneOf(v.fate, FATES) &&
    isWhole(v.founderMovesLeft, 0, 6)
  );
}

/** KMH's answer to the card machinery: its engine state of a ship. */
export const KMH_SHIP_STATE: ShipStateKeeper = {
  of: kmhShipStateOf,
  update: kmhDamageUpdate,
  isState: isKmhShipState,
};
