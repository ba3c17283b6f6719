/** A Salt'n'Tar ship's record carried from turn to turn: her hull, sails, strain and luck. */
import { HULLS, type HullType } from './tables';

/** The maneuvers a crew may order, each taking its turns (maneuvers.ts). */
export const MANEUVERS = ['reef', 'unreef', 'furl', 'setSails', 'anchor', 'weigh', 'row', 'restOars'] as const;
export type Maneuver = (typeof MANEUVERS)[number];

export const SAIL_STATES = ['set', 'reefed', 'furled'] as const;
export type SailState = (typeof SAIL_STATES)[number];

/** What a ship has carried over from earlier turns. */
export interface SaltntarShipState {
  hull: HullType;
  sails: SailState;
  /** Rowing: 0 not, 1 half speed (the first round under oars, or resting them), 2 full speed. */
  rowing: 0 | 1 | 2;
  anchored: boolean;
  strain: number;
  /** Inches of speed lost for good to the strain table. */
  speedLossInches: number;
  mastsBroken: number;
  /** Crew lost to the strain table, in tenths. */
  crewLossTenths: number;
  /** Turns she has left afloat once going down (0: sunk); null: she is not sinking. */
  sinkingIn: number | null;
  /** This turn's change to the wind speed she sails at, from the luck roll (0 or absent: none). */
  windChange?: number;
  /** A maneuver ordered and the turn starts until it is done (absent or null: none). */
  pending?: { maneuver: Maneuver; turnsLeft: number } | null;
}

/** The wind roll ends the luck of the turn before (decision saltntar-luck-shared). */
export function luckOver(state: SaltntarShipState): SaltntarShipState {
  return state.windChange ? { ...state, windChange: 0 } : state;
}

export function initialSaltntarState(hull: HullType): SaltntarShipState {
  return {
    hull,
    sails: 'set',
    rowing: 0,
    anchored: false,
    strain: 0,
    speedLossInches: 0,
    mastsBroken: 0,
    crewLossTenths: 0,
    sinkingIn: null,
  };
}

/** The ship with another hull type: a hull without oars stops any rowing. */
export function withHull(state: SaltntarShipState, hull: HullType): SaltntarShipState {
  if (state.hull === hull) return state;
  return { ...state, hull, rowing: HULLS[hull].oars ? state.rowing : 0 };
}
