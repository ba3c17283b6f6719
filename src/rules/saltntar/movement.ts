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

/**
 * The bearing from the angle between the heading and where the wind comes from, to the nearest
 * compass point; exactly between two, the one farther off the wind (decision saltntar-bearing).
 */
export function bearingOf(headingDegrees: number, windFromDegrees: number, points: CompassPoints): Bearing {
  const steps = BEARING_STEPS[points];
  const index = Math.min(steps.length - 1, Math.floor(angleBetween(headingDegrees, windFromDegrees) / pointDegrees(points) + 0.5));
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
  /** Rowing: 0 not, 1 the first round after furling (half speed), 2 full speed. */
  rowing: 0 | 1 | 2;
  anchored: boolean;
  strain: number;
  /** Inches of speed lost for good to the strain table. */
  speedLossInches: number;
  mastsBroken: number;
  /** Crew lost to the strain table, in tenths. */
  crewLossTenths: number;
  /** Turns until she sinks; null: she is not sinking. */
  sinkingIn: number | null;
  /** This turn's change to the wind speed she sails at, from the luck roll (0 or absent: none). */
  windChange?: number;
  /** A maneuver ordered and the turns it still takes (absent or null: none). */
  pending?: { maneuver: Maneuver; turnsLeft: number } | null;
}

export function initialSaltntarState(hull: HullType): SaltntarShipState {
  return { hull, sails: 'set', rowing: 0, anchored: false, strain: 0, speedLossInches: 0, mastsBroken: 0, crewLossTenths: 0, sinkingIn: null };
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
 * A ship's move for the turn. Anchored: none. Furled sails, or every mast gone: drift downwind at
 * the wind speed. Rowing (oared hulls at wind 0–1): the quarter reach factor as inches, half in
 * the first round. Calm (0): no sailing, so drift (which is nothing). Gale (4+): with sails set
 * she may only run, at wind speed plus the running factor, marking a strain; on any other bearing
 * she drifts (decision saltntar-gale). Otherwise wind speed × speed factor, reefed halved (decision saltntar-reef), less
 * the lasting losses; a result of 0 or less drifts. Negative factors sail astern.
 */
export function saltntarMove(state: SaltntarShipState, headingDegrees: number, wind: { fromDegrees: number; speed: number }, points: CompassPoints): SaltntarMove {
  const hull = HULLS[state.hull];
  const ws = clampWindSpeed(requireInteger('wind speed', wind.speed, 0, 12) + (state.windChange ?? 0));
  const bearing = bearingOf(headingDegrees, wind.fromDegrees, points);
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
  if (state.anchored || state.sinkingIn === 0) return result('still', 0);
  if (state.rowing > 0) {
    if (!hull.oars) throw new RulesError('NoOars', 'Only galleys and longships can row.', { hull: state.hull });
    const full = Math.max(0, hull.speedFactors.quarterReaching - state.speedLossInches);
    return result('row', state.rowing === 1 ? full / 2 : full);
  }
  const dismasted = state.mastsBroken >= hull.masts;
  if (state.sails === 'furled' || dismasted) return result(ws === 0 ? 'still' : 'drift', ws);
  if (ws === 0) return result('still', 0);
  if (gale) {
    if (bearing !== 'running') return result('drift', ws);
    return result('sail', Math.max(0, ws + hull.speedFactors.running - state.speedLossInches), 1);
  }
  const factor = hull.speedFactors[bearing];
  let inches = Math.abs(ws * factor);
  if (state.sails === 'reefed') inches /= 2;
  inches -= state.speedLossInches;
  if (inches <= 0) return result('drift', ws);
  return result(factor < 0 ? 'astern' : 'sail', inches);
}

/**
 * The turning a move allows: one point per half move in combat (two stages), or one in a whole
 * move when racing; the first change of direction is free, each further one a strain. In a race
 * the whole move may turn two points, the second costing strain. Drifting ships do not turn.
 */
export function saltntarTurning(points: CompassPoints, move: Pick<SaltntarMove, 'mode'>, sequence: 'combat' | 'race' = 'combat'): PointTurning {
  const base = { kind: 'points' as const, pointDegrees: pointDegrees(points), freePoints: 1, astern: move.mode === 'astern' };
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

/**
 * The strain roll of a ship that has marked strain: d6 + strain, and the lasting effect on her.
 * Sinking takes 1d6 turns. A mast breaking costs 3" of speed; the last mast leaves her adrift.
 */
export function strainRoll(state: SaltntarShipState, dice: DiceSource): { roll: number; total: number; effect: StrainEffect; sinkRoll: number | null; state: SaltntarShipState } {
  if (state.strain <= 0) throw new RulesError('NoStrain', 'Only a ship that has marked strain makes a strain roll.');
  const roll = dice.roll(1, 6)[0]!;
  const total = roll + state.strain;
  const effect = strainEffect(total);
  const next = { ...state };
  let sinkRoll: number | null = null;
  if (effect === 'creak' || effect === 'staysSnap') next.strain += 1;
  if (effect === 'water' || effect === 'sailsTear' || effect === 'mastBreaks') next.speedLossInches += STRAIN_SPEED_LOSS_INCHES;
  if (effect === 'mastBreaks') next.mastsBroken = Math.min(HULLS[state.hull].masts, state.mastsBroken + 1);
  if (effect === 'awash') next.crewLossTenths += 1;
  if (effect === 'sinking' && state.sinkingIn === null) {
    sinkRoll = dice.roll(1, 6)[0]!;
    next.sinkingIn = sinkRoll;
  }
  return { roll, total, effect, sinkRoll, state: next };
}

export const MANEUVERS = ['reef', 'unreef', 'furl', 'setSails', 'anchor', 'weigh', 'row'] as const;
export type Maneuver = (typeof MANEUVERS)[number];

/** Turns each maneuver takes before it is done (the text's timings). */
export const MANEUVER_TURNS: Readonly<Record<Maneuver, number>> = {
  reef: 0,
  unreef: 1,
  furl: 0,
  setSails: 2,
  anchor: 2,
  weigh: 3,
  row: 1,
};

/**
 * A maneuver declared at the end of a turn, applied once its turns have passed (the Foundry side
 * counts them). Anchoring with sails set forces an immediate strain roll; rowing needs oars and
 * wind 0–1 and starts at half speed.
 */
export function applyManeuver(state: SaltntarShipState, maneuver: Maneuver, windSpeed: number): { state: SaltntarShipState; strainRollNow: boolean } {
  const next = { ...state };
  let strainRollNow = false;
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
      if (state.sails !== 'furled') {
        strainRollNow = true;
        next.strain = Math.max(1, next.strain);
      }
      next.anchored = true;
      break;
    case 'weigh':
      next.anchored = false;
      break;
    case 'row':
      if (!HULLS[state.hull].oars) throw new RulesError('NoOars', 'Only galleys and longships can row.', { hull: state.hull });
      if (windSpeed > 1) throw new RulesError('TooWindyToRow', 'Ships only take to the oars at wind speed 0 or 1.', { windSpeed });
      next.sails = 'furled';
      next.rowing = state.rowing === 0 ? 1 : 2;
      break;
  }
  return { state: next, strainRollNow };
}

/**
 * Orders a maneuver (decision saltntar-maneuver-timing). One taking no turns (reef, furl) is done
 * at once; the others wait their turns and are done by turnPasses. Rowing furls the sails at once
 * and needs oars and wind 0–1; anchoring with sails not furled marks a strain and calls for a
 * strain roll now. A new order replaces one still waiting.
 */
export function declareManeuver(state: SaltntarShipState, maneuver: Maneuver, windSpeed: number): { state: SaltntarShipState; strainRollNow: boolean } {
  if (maneuver === 'row') {
    if (!HULLS[state.hull].oars) throw new RulesError('NoOars', 'Only galleys and longships can row.', { hull: state.hull });
    if (windSpeed > 1) throw new RulesError('TooWindyToRow', 'Ships only take to the oars at wind speed 0 or 1.', { windSpeed });
  }
  const turns = MANEUVER_TURNS[maneuver];
  if (turns === 0) {
    const done = applyManeuver(state, maneuver, windSpeed);
    return { state: { ...done.state, pending: null }, strainRollNow: done.strainRollNow };
  }
  const next: SaltntarShipState = { ...state, pending: { maneuver, turnsLeft: turns } };
  let strainRollNow = false;
  if (maneuver === 'row') next.sails = 'furled';
  if (maneuver === 'anchor' && state.sails !== 'furled') {
    strainRollNow = true;
    next.strain = Math.max(1, state.strain);
  }
  return { state: next, strainRollNow };
}

/**
 * A turn passes for the ship (her new move starts): a waiting maneuver counts down and is done
 * when its turns are over, and a crew rowing at half speed reaches full speed.
 */
export function turnPasses(state: SaltntarShipState, windSpeed: number): SaltntarShipState {
  let next: SaltntarShipState = { ...state };
  if (next.rowing === 1 && !next.pending) next.rowing = 2;
  const pending = state.pending;
  if (pending && pending.turnsLeft > 1) next.pending = { ...pending, turnsLeft: pending.turnsLeft - 1 };
  else if (pending) {
    next.pending = null;
    // Oars ordered in a wind that has since risen past 1: the order lapses and she stays furled.
    const lapsed = pending.maneuver === 'row' && windSpeed > 1;
    if (!lapsed) next = { ...applyManeuver(next, pending.maneuver, windSpeed).state, pending: null };
  }
  return next;
}
