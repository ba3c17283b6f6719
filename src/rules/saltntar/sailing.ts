/** Sailing under Salt'n'Tar: a ship's bearing to the wind, how far a move takes her, and how she turns. */
import { RulesError, requireInteger } from '../errors';
import { angleBetween, normaliseDegrees } from '../geometry/angles';
import type { PointTurning } from '../geometry/path';
import { inchesToCm } from '../geometry/scale';
import { BEARING_STEPS, HULLS, pointDegrees, type Bearing, type CompassPoints } from './tables';
import { GALE_WIND_SPEED, clampWindSpeed } from './wind';
import type { SaltntarShipState } from './ship-state';

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
