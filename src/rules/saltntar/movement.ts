/**
 * Salt'n'Tar movement: a ship's bearing to the wind, her move (wind speed × speed factor, in
 * inches, here turned into cm), the turning she may do, rowing, calm and gale, and the maneuvers.
 */
import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import { angleBetween, normaliseDegrees } from '../geometry/angles';
import type { PointTurning } from '../geometry/path';
import { inchesToCm } from '../geometry/scale';
import { BEARING_STEPS, HULLS, pointDegrees, type Bearing, type CompassPoints, type HullType } from './tables';
import { GALE_WIND_SPEED, clampWindSpeed } from './wind';
import { startCountdown, tickCountdown } from '../countdown';

/**
 * The bearing from the angle between the heading and where the wind comes from, to the nearest
 * compass point; exactly between two, the one farther off the wind (decision saltntar-bearing).
 */
export function bearingOf(headingDegrees: number, windFromDegrees: number, points: CompassPoints): Bearing {
  const steps = BEARING_STEPS[points];
  const index = Math.min(
    steps.length - 1,
    Math.floor(angleBetween(headingDegrees, windFromDegrees) / pointDegrees(points) + 0.5),
  );
  return steps[index]!;
}

/** The angles from the wind's source (0–180) where each bearing is centred. */
export function bearingCentres(points: CompassPoints): { bearing: Bearing; degrees: number }[] {
  return BEARING_STEPS[points].map((bearing, i) => ({ bearing, degrees: i * pointDegrees(points) }));
}

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

export type MoveMode = 'sail' | 'astern' | 'row' | 'drift' | 'still';

export interface SaltntarMove {
  mode: MoveMode;
  bearing: Bearing;
  /** Distance in inches (always ≥ 0; astern and drift give the direction). */
  inches: number;
  cm: number;
  /** Direction she goes when drifting (downwind), else null. */
  driftDegrees: number | null;
  /** Strain she marks for this move (a gale with sails set). */
  strain: number;
  gale: boolean;
}

/**
 * A ship's move for the turn. Anchored or sunk: none. Furled sails, or every mast gone: drift
 * downwind at the wind speed. Rowing: the quarter reach factor as inches, half in a round of
 * starting or resting the oars. Calm (0): no sailing. Gale (4+): with sails up she makes way only
 * running, at wind speed plus the running factor, marking a strain (decision saltntar-gale). With
 * a mast gone but not the last, she makes way only running (decision saltntar-mast-row).
 * Otherwise wind speed × speed factor, reefed halved (decision saltntar-reef), then less the
 * lasting losses; a result of 0 or less drifts (decision saltntar-speed-loss). Negative factors
 * sail astern.
 */
export function saltntarMove(
  state: SaltntarShipState,
  headingDegrees: number,
  wind: { fromDegrees: number; speed: number },
  points: CompassPoints,
): SaltntarMove {
  const hull = HULLS[state.hull];
  const ws = clampWindSpeed(requireInteger('wind speed', wind.speed, 0, 12) + (state.windChange ?? 0));
  const bearing = bearingOf(headingDegrees, wind.fromDegrees, points);
  // Decision saltntar-wind-from: the wind's point is where it comes from, so she drifts the other way.
  const downwind = normaliseDegrees(wind.fromDegrees + 180);
  const gale = ws >= GALE_WIND_SPEED;
  const result = (mode: MoveMode, inches: number, strain = 0): SaltntarMove => ({
    mode,
    bearing,
    inches,
    cm: inchesToCm(inches),
    driftDegrees: mode === 'drift' ? downwind : null,
    strain,
    gale,
  });
  // Drifting is the wind's doing, so the lasting losses do not slow it (decision saltntar-speed-loss).
  const drift = () => result(ws === 0 ? 'still' : 'drift', ws);
  // The lasting losses come off after any halving; what is left at 0 or less drifts.
  const underWay = (mode: MoveMode, inches: number, strain = 0) => {
    const left = inches - state.speedLossInches;
    return left > 0 ? result(mode, left, strain) : drift();
  };
  if (state.anchored || state.sinkingIn === 0) return result('still', 0);
  if (state.rowing > 0) {
    if (!hull.oars) throw new RulesError('NoOars', 'Only galleys and longships can row.', { hull: state.hull });
    const factor = hull.speedFactors.quarterReaching;
    return underWay('row', state.rowing === 1 ? factor / 2 : factor);
  }
  if (state.sails === 'furled' || state.mastsBroken >= hull.masts || ws === 0) return drift();
  const share = state.sails === 'reefed' ? 0.5 : 1;
  if (gale) return bearing === 'running' ? underWay('sail', (ws + hull.speedFactors.running) * share, 1) : drift();
  if (state.mastsBroken > 0 && bearing !== 'running') return drift();
  const factor = hull.speedFactors[bearing];
  return underWay(factor < 0 ? 'astern' : 'sail', Math.abs(ws * factor) * share);
}

/**
 * The turning a move allows (decision saltntar-half-move-turns): one point in each half move in
 * combat (two stages), two in the whole move when racing; the first point is free, the second
 * marks one strain. A turn always comes before the sailing it steers: she pivots anywhere from a
 * half's start up to its end, a pivot on the halfway mark counting to the second half. Drifting
 * ships do not turn.
 */
export function saltntarTurning(
  points: CompassPoints,
  move: Pick<SaltntarMove, 'mode'>,
  sequence: 'combat' | 'race' = 'combat',
): PointTurning {
  const base = {
    kind: 'points' as const,
    pointDegrees: pointDegrees(points),
    freePoints: 1,
    astern: move.mode === 'astern',
  };
  if (move.mode === 'drift' || move.mode === 'still') return { ...base, stages: 1, pointsPerStage: 0 };
  return sequence === 'combat' ? { ...base, stages: 2, pointsPerStage: 1 } : { ...base, stages: 1, pointsPerStage: 2 };
}

export type StrainEffect = 'none' | 'creak' | 'water' | 'staysSnap' | 'awash' | 'sailsTear' | 'mastBreaks' | 'sinking';

/** The strain table by d6 + strain: 5 or less nothing, then 6–11 one effect each, 12+ sinking. */
export function strainEffect(total: number): StrainEffect {
  const t = requireInteger('strain roll', total, 1, 100);
  if (t <= 5) return 'none';
  const table: StrainEffect[] = ['creak', 'water', 'staysSnap', 'awash', 'sailsTear', 'mastBreaks'];
  return t >= 12 ? 'sinking' : table[t - 6]!;
}

/** Inches of speed one lasting strain effect costs. */
export const STRAIN_SPEED_LOSS_INCHES = 3;

/** Tenths of the crew one deck-awash result takes, and the most that can go. */
const CREW_TENTHS = 10;

export interface StrainRollResult {
  roll: number;
  total: number;
  effect: StrainEffect;
  /** The d6 of turns she has left afloat, when this roll starts her sinking. */
  sinkRoll: number | null;
  state: SaltntarShipState;
}

/**
 * The strain roll: d6 + the strain she has marked, and the lasting effect on her. Only a ship
 * with strain marked rolls, unless an order calls for the roll (`ordered`: anchoring under sail,
 * decision saltntar-anchor-strain), and none once she is going down. Sinking starts a countdown of
 * 1d6 turns (decision saltntar-sinking). A mast breaking costs 3" of speed; the last one leaves
 * her adrift.
 */
export function strainRoll(state: SaltntarShipState, dice: DiceSource, ordered = false): StrainRollResult {
  if (state.strain <= 0 && !ordered)
    throw new RulesError('NoStrain', 'Only a ship that has marked strain makes a strain roll.');
  if (state.sinkingIn !== null) throw new RulesError('GoingDown', 'A ship going down makes no more strain rolls.');
  const roll = dice.roll(1, 6)[0]!;
  const total = roll + Math.max(0, state.strain);
  const effect = strainEffect(total);
  const next = { ...state };
  let sinkRoll: number | null = null;
  if (effect === 'creak' || effect === 'staysSnap') next.strain += 1;
  if (effect === 'water' || effect === 'sailsTear' || effect === 'mastBreaks')
    next.speedLossInches += STRAIN_SPEED_LOSS_INCHES;
  if (effect === 'mastBreaks') next.mastsBroken = Math.min(HULLS[state.hull].masts, state.mastsBroken + 1);
  // Decision saltntar-crew-awash: tenths of the crew she began with, added up, never past all of it.
  if (effect === 'awash') next.crewLossTenths = Math.min(CREW_TENTHS, state.crewLossTenths + 1);
  if (effect === 'sinking') {
    sinkRoll = dice.roll(1, 6)[0]!;
    next.sinkingIn = startCountdown(sinkRoll).left;
  }
  return { roll, total, effect, sinkRoll, state: next };
}

/**
 * Men lost to the deck-awash results from a crew of `complement` men at the start of the battle:
 * a tenth of it for each, rounded up (decision saltntar-crew-awash).
 */
export function crewLostAwash(complement: number, tenths: number): number {
  const men = requireInteger('crew', complement, 0);
  return Math.min(men, Math.ceil((men * requireInteger('tenths of the crew', tenths, 0, CREW_TENTHS)) / CREW_TENTHS));
}

/** What the strain phase of a turn did to one ship. */
export interface StrainPhaseResult {
  /** Her countdown ticked: turns she has left afloat (0: she has gone down). */
  sinking: { left: number; sunk: boolean } | null;
  /** Her strain roll, when she made one. */
  strain: StrainRollResult | null;
  state: SaltntarShipState;
}

/**
 * One ship's part in the strain phase (decision saltntar-sinking): a ship going down counts a turn
 * nearer the bottom and rolls no more; any other ship with strain marked makes her strain roll.
 */
export function strainPhase(state: SaltntarShipState, dice: DiceSource): StrainPhaseResult {
  if (state.sinkingIn === 0) return { sinking: null, strain: null, state };
  if (state.sinkingIn !== null) {
    const tick = tickCountdown({ elapsed: 0, left: state.sinkingIn });
    return { sinking: { left: tick.left, sunk: tick.ended }, strain: null, state: { ...state, sinkingIn: tick.left } };
  }
  if (state.strain <= 0) return { sinking: null, strain: null, state };
  const strain = strainRoll(state, dice);
  return { sinking: null, strain, state: strain.state };
}

export const MANEUVERS = ['reef', 'unreef', 'furl', 'setSails', 'anchor', 'weigh', 'row', 'restOars'] as const;
export type Maneuver = (typeof MANEUVERS)[number];

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
