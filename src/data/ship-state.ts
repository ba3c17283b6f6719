/**
 * Between the ship's stored data and the rules engine's ship state: the engine works on
 * KmhShipState, and every result it returns goes back to the actor as one update.
 */
import { mastsForRate, type KmhShipState, type Mast } from '../rules/kmh';
import type { ShipDerived, ShipSource } from './ship';

/** The model's mast flags, by the engine's mast names. */
export const MAST_FIELDS = {
  bowsprit: 'bowsprit',
  fore: 'foremast',
  main: 'mainmast',
  mizzen: 'mizzen',
} as const satisfies Record<Mast, string>;

export function shipStateOf(source: ShipSource, derived: ShipDerived): KmhShipState {
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
export function shipDamageUpdate(state: KmhShipState) {
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
