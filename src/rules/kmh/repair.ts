import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import { SECONDARY_PER_PRIMARY } from './ship-tables';
import type { KmhShipState } from './ship-state';

/** A repair die succeeds on this face or more. */
export const REPAIR_SUCCESS_FROM = 4;

/**
 * Secondary speed boxes repair can still recover: one for every three ever struck, less those
 * already recovered (decision repair-speed-cap).
 */
export function repairableSpeedBoxes(state: KmhShipState): number {
  const everStruck = state.secondaryStruck + state.secondaryRepaired;
  return Math.max(0, Math.floor(everStruck / SECONDARY_PER_PRIMARY) - state.secondaryRepaired);
}

/**
 * A turn of repair out of combat (K9, §11.1): as many dice as the ship has chasers, each 4–6
 * recovering one damage point or one secondary speed box. Decision repair-choice: the player puts
 * a turn's repair into the hull or the rigging; successes past what can be recovered are lost.
 * Masts never come back.
 */
export function repairTurn(
  state: KmhShipState,
  chaserDiceCount: number,
  work: 'hull' | 'rigging',
  dice: DiceSource,
): { faces: number[]; successes: number; repaired: number; state: KmhShipState } {
  const count = requireInteger('chaser dice', chaserDiceCount, 0, 4);
  if (state.fate !== 'afloat')
    throw new RulesError(
      'CannotRepair',
      `A ship that has ${state.fate === 'foundering' ? 'foundered' : state.fate} cannot be repaired.`,
    );
  const faces = dice.roll(count, 6);
  const successes = faces.filter((f) => f >= REPAIR_SUCCESS_FROM).length;
  if (work === 'hull') {
    const repaired = Math.min(successes, state.damagePoints);
    return { faces, successes, repaired, state: { ...state, damagePoints: state.damagePoints - repaired } };
  }
  const repaired = Math.min(successes, repairableSpeedBoxes(state), state.secondaryStruck);
  return {
    faces,
    successes,
    repaired,
    state: {
      ...state,
      secondaryStruck: state.secondaryStruck - repaired,
      secondaryRepaired: state.secondaryRepaired + repaired,
    },
  };
}
