/**
 * A ship's change from a card put onto her as she is now: the desk writes a card's before → after
 * onto a ship that may have moved on since the roll. Pure engine arithmetic on the ship state.
 */
import type { KmhShipState } from './ship-state';

/** The state's counts: a card moves them by its difference. */
export const COUNTED = ['damagePoints', 'secondaryStruck', 'secondaryRepaired', 'boatsLost'] as const;
/** The state's other marks: a card that changed one gives it its own value. */
export const TAKEN_AS_IS = [
  'steeringDamaged',
  'highOfficerCasualties',
  'crewCasualties',
  'boardingPartyLost',
  'fire',
  'movesBurning',
  'fate',
  'founderMovesLeft',
] as const satisfies readonly (keyof KmhShipState)[];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Puts what a card did (before → after) onto the ship as it is now, which may have changed since
 * the roll: counts move by the card's difference, masts lost are added, and anything else the card
 * changed takes the card's value. When nothing changed in between, the result is `after`
 * (decision chat-apply-difference).
 */
export function mergeOutcome(current: KmhShipState, before: KmhShipState, after: KmhShipState): KmhShipState {
  const out: KmhShipState = { ...current, mastsLost: [...current.mastsLost] };
  for (const key of COUNTED) out[key] = Math.max(0, current[key] + after[key] - before[key]);
  out.damagePoints = clamp(out.damagePoints, 0, current.baseFactor);
  out.secondaryStruck = clamp(out.secondaryStruck, 0, current.basicSpeed * 3);
  out.boats = Math.max(0, current.boats - (before.boats - after.boats));
  const newlyLost = after.mastsLost.filter((m) => !before.mastsLost.includes(m) && current.masts.includes(m));
  out.mastsLost = [...current.mastsLost, ...newlyLost.filter((m) => !current.mastsLost.includes(m))];
  const restored = before.mastsLost.filter((m) => !after.mastsLost.includes(m));
  if (restored.length) out.mastsLost = out.mastsLost.filter((m) => !restored.includes(m));
  for (const key of TAKEN_AS_IS) {
    if (before[key] !== after[key]) takeValue(out, after, key);
  }
  return out;
}

const takeValue = <K extends keyof KmhShipState>(out: KmhShipState, from: KmhShipState, key: K) => {
  out[key] = from[key];
};
