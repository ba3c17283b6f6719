import { RulesError, requireInteger } from '../errors';
import { SECONDARY_PER_PRIMARY, baseFactor, basicSpeed, rateData, speedBoxes } from './ship-tables';

/** Spars the mast table knows, in order from bow to stern. */
export const MASTS = ['bowsprit', 'fore', 'main', 'mizzen'] as const;
export type Mast = (typeof MASTS)[number];

/**
 * Masts a rate carries unless the sheet says otherwise (decision masts-by-rate): ship-rigged rates
 * carry all four spars, gun-brigs fore and main, cutters a single main mast, all with a bowsprit.
 */
export function mastsForRate(rate: string): readonly Mast[] {
  rateData(rate);
  if (rate === 'gunBrig') return ['bowsprit', 'fore', 'main'];
  if (rate === 'cutter') return ['bowsprit', 'main'];
  return MASTS;
}

export type FireState = 'none' | 'fire' | 'hazardous';
export type Fate = 'afloat' | 'foundering' | 'sunk' | 'exploded';

/**
 * The damage side of a ship's data sheet as one plain, JSON-safe value. Every rule returns a new
 * state; none mutates its input.
 */
export interface KmhShipState {
  /** Original base factor (damage points the ship can take). */
  baseFactor: number;
  /** Damage points sustained, 0..baseFactor. */
  damagePoints: number;
  /** Primary speed boxes on the sheet: the original basic speed in cm. */
  basicSpeed: number;
  /** Secondary speed boxes struck, taken in order from the top box down. */
  secondaryStruck: number;
  /** Secondary boxes recovered by repair so far (repair may restore one for every three lost). */
  secondaryRepaired: number;
  masts: readonly Mast[];
  mastsLost: readonly Mast[];
  /** Boats still aboard or alongside, and how many were lost. */
  boats: number;
  boatsLost: number;
  steeringDamaged: boolean;
  highOfficerCasualties: boolean;
  crewCasualties: boolean;
  boardingPartyLost: boolean;
  fire: FireState;
  /** Moves the current fire has burned (each costs two fire dice). */
  movesBurning: number;
  fate: Fate;
  /** Moves left before a ship at zero value sinks. */
  founderMovesLeft: number;
}

export interface ShipStateInput {
  rate: string;
  guns: number;
  boats: number;
  baseFactor?: number | null;
  basicSpeed?: number | null;
  foulBottom?: boolean;
  goLarge?: boolean;
  masts?: readonly Mast[];
}

/** A fresh, undamaged ship, using the sheet's tables for anything not given. */
export function createShipState(input: ShipStateInput): KmhShipState {
  const masts = input.masts ?? mastsForRate(input.rate);
  for (const mast of masts) {
    if (!(MASTS as readonly string[]).includes(mast)) {
      throw new RulesError('UnknownMast', `There is no mast "${String(mast)}".`, { mast });
    }
  }
  const factor = baseFactor(input.guns, { override: input.baseFactor ?? null, goLarge: input.goLarge ?? false });
  return {
    baseFactor: requireInteger('base factor', factor, 1, 400),
    damagePoints: 0,
    basicSpeed: basicSpeed(input.rate, { override: input.basicSpeed ?? null, foulBottom: input.foulBottom ?? false }),
    secondaryStruck: 0,
    secondaryRepaired: 0,
    masts: [...masts],
    mastsLost: [],
    boats: requireInteger('boats', input.boats, 0, 20),
    boatsLost: 0,
    steeringDamaged: false,
    highOfficerCasualties: false,
    crewCasualties: false,
    boardingPartyLost: false,
    fire: 'none',
    movesBurning: 0,
    fate: 'afloat',
    founderMovesLeft: 0,
  };
}

/** Checks a state from outside (a sheet, a socket message) before a rule works on it. */
export function validateShipState(state: KmhShipState): KmhShipState {
  requireInteger('base factor', state.baseFactor, 1, 400);
  requireInteger('damage points', state.damagePoints, 0, state.baseFactor);
  requireInteger('basic speed', state.basicSpeed, 0, 40);
  requireInteger('secondary speed boxes struck', state.secondaryStruck, 0, state.basicSpeed * SECONDARY_PER_PRIMARY);
  requireInteger('boats', state.boats, 0, 20);
  requireInteger('moves burning', state.movesBurning, 0, 1000);
  return state;
}

/** Hull value left: what the strike test and boarding read as the ship's current value. */
export function currentValue(state: KmhShipState): number {
  return state.baseFactor - state.damagePoints;
}

/** Current basic speed: primary boxes with at least one secondary box left. */
export function currentSpeed(state: KmhShipState): number {
  return speedBoxes(state.basicSpeed, state.secondaryStruck).currentSpeed;
}

/** Decision speed-halved: speed counts as halved once it is at or below half the original. */
export function speedHalved(state: KmhShipState): boolean {
  return currentSpeed(state) * 2 <= state.basicSpeed;
}

/** Below half the original basic speed (strike trigger (f) and its +10%). */
export function speedBelowHalf(state: KmhShipState): boolean {
  return currentSpeed(state) * 2 < state.basicSpeed;
}

/** Masts (not the bowsprit) still standing. */
export function standingMasts(state: KmhShipState): Mast[] {
  return state.masts.filter((m) => m !== 'bowsprit' && !state.mastsLost.includes(m));
}

export function mastsBroughtDown(state: KmhShipState): number {
  return state.mastsLost.filter((m) => m !== 'bowsprit').length;
}

/** Every mast gone (the bowsprit does not count). */
export function dismasted(state: KmhShipState): boolean {
  return state.masts.some((m) => m !== 'bowsprit') && standingMasts(state).length === 0;
}

/** A ship without its bowsprit or foremast cannot tack. */
export function canTack(state: KmhShipState): boolean {
  return !state.mastsLost.includes('bowsprit') && !state.mastsLost.includes('fore');
}
