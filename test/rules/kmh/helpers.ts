import type { KmhShipState } from '../../../src/rules/kmh';
import { createShipState } from '../../../src/rules/kmh';
import { ScriptedDice } from '../../../src/rules/dice/dice';

/** A 32-gun 5th rate frigate, undamaged. */
export function frigate(overrides: Partial<KmhShipState> = {}): KmhShipState {
  return { ...createShipState({ rate: 'fifth', guns: 32, boats: 4 }), ...overrides };
}

/** A 74-gun 3rd rate, undamaged. */
export function seventyFour(overrides: Partial<KmhShipState> = {}): KmhShipState {
  return { ...createShipState({ rate: 'third', guns: 74, boats: 6 }), ...overrides };
}

/** Scripted dice that a test asserts are used up exactly. */
export function script(...faces: number[]): ScriptedDice {
  return new ScriptedDice(faces);
}
