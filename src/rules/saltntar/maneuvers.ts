/** The maneuvers a Salt'n'Tar crew orders (reefing, anchoring, rowing…) and the turns they take. */
import { RulesError } from '../errors';
import { HULLS } from './tables';
import type { Maneuver, SaltntarShipState } from './ship-state';

/**
 * Turns each maneuver takes (the text's timings; resting the oars is its "two rounds to a full
 * stop"). She spends that many turns at it and is in her new state from the turn after
 * (decision saltntar-maneuver-timing).
 */
export const MANEUVER_TURNS: Readonly<Record<Maneuver, number>> = {
  reef: 0,
  unreef: 1,
  furl: 0,
  setSails: 2,
  anchor: 2,
  weigh: 3,
  row: 1,
  restOars: 2,
};

/**
 * Whether a ship may be ordered a maneuver now: each changes something she has. Oars need an
 * oared hull and the world's wind at 0 or 1 (decision saltntar-row-wind).
 */
export function canOrder(state: SaltntarShipState, maneuver: Maneuver, windSpeed: number): boolean {
  switch (maneuver) {
    case 'reef':
      return state.sails === 'set';
    case 'unreef':
      return state.sails === 'reefed';
    case 'furl':
      return state.sails !== 'furled';
    case 'setSails':
      return state.sails === 'furled';
    case 'anchor':
      return !state.anchored;
    case 'weigh':
      return state.anchored;
    case 'row':
      return HULLS[state.hull].oars && windSpeed <= 1 && state.rowing === 0;
    case 'restOars':
      return state.rowing > 0;
  }
}

/** A maneuver done: the state she is in once its turns are over. */
export function applyManeuver(state: SaltntarShipState, maneuver: Maneuver): SaltntarShipState {
  const next = { ...state };
  switch (maneuver) {
    case 'reef':
      next.sails = 'reefed';
      break;
    case 'unreef':
    case 'setSails':
      next.sails = 'set';
      next.rowing = 0;
      break;
    case 'furl':
      next.sails = 'furled';
      break;
    case 'anchor':
      next.anchored = true;
      break;
    case 'weigh':
      // Decision saltntar-weigh: the three turns raise the anchor and set the sails.
      next.anchored = false;
      next.sails = 'set';
      next.rowing = 0;
      break;
    case 'row':
      next.sails = 'furled';
      next.rowing = state.rowing === 0 ? 1 : state.rowing;
      break;
    case 'restOars':
      next.rowing = 0;
      break;
  }
  return next;
}

/**
 * Orders a maneuver, at the end of a turn (decision saltntar-maneuver-timing). Reef and furl are
 * done at once; the others wait their turns and are done by turnPasses. Taking to the oars brings
 * the sails in at once. Anchoring with sails not furled calls for a strain roll now (decision
 * saltntar-anchor-strain). A new order replaces one still waiting.
 */
export function declareManeuver(
  state: SaltntarShipState,
  maneuver: Maneuver,
  windSpeed: number,
): { state: SaltntarShipState; strainRollNow: boolean } {
  if (maneuver === 'row' && !HULLS[state.hull].oars)
    throw new RulesError('NoOars', 'Only galleys and longships can row.', { hull: state.hull });
  if (maneuver === 'row' && windSpeed > 1)
    throw new RulesError('TooWindyToRow', 'Ships only take to the oars at wind speed 0 or 1.', { windSpeed });
  if (!canOrder(state, maneuver, windSpeed))
    throw new RulesError('CannotOrder', 'That maneuver changes nothing for her now.', { maneuver });
  const strainRollNow = maneuver === 'anchor' && state.sails !== 'furled';
  const turns = MANEUVER_TURNS[maneuver];
  if (turns === 0) return { state: { ...applyManeuver(state, maneuver), pending: null }, strainRollNow };
  // Counted in turn starts: done at the start of the turn after the ones she spends at it.
  const next: SaltntarShipState = { ...state, pending: { maneuver, turnsLeft: turns + 1 } };
  if (maneuver === 'row') next.sails = 'furled';
  return { state: next, strainRollNow };
}

/**
 * A turn passes for the ship (her new move starts): a waiting maneuver counts down and is done
 * when its turns are over; a crew rowing at half speed reaches full speed, and one resting the
 * oars carries half her way until she stops.
 */
export function turnPasses(state: SaltntarShipState, windSpeed: number): SaltntarShipState {
  let next: SaltntarShipState = { ...state };
  const pending = state.pending;
  if (pending?.maneuver === 'restOars') next.rowing = next.rowing > 0 ? 1 : 0;
  else if (next.rowing === 1) next.rowing = 2;
  if (pending && pending.turnsLeft > 1) next.pending = { ...pending, turnsLeft: pending.turnsLeft - 1 };
  else if (pending) {
    next.pending = null;
    // Oars ordered in a wind that has since risen past 1: the order lapses and she stays furled.
    const lapsed = pending.maneuver === 'row' && windSpeed > 1;
    if (!lapsed) next = { ...applyManeuver(next, pending.maneuver), pending: null };
  }
  return next;
}
