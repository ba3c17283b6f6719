/**
 * A ship's path across the table, measured in rules units (cm). Points use scene orientation
 * (x right, y down) and directions the table convention of angles.ts (clockwise from up).
 *
 * A dragged path is a list of waypoints. Two ways of sailing it:
 * - on a turning circle (KMH): from her pose the ship turns along the circle toward the next
 *   waypoint until her bow points at it, then sails straight to it. A waypoint inside the circle
 *   on that side cannot be reached (too tight). Optionally every cm of turning must be followed by
 *   `straightPerTurned` cm of straight sailing before the next waypoint (past the largest template).
 * - by compass points (Salt'n'Tar): the ship pivots at each waypoint and sails straight; the move
 *   is split into stages (half moves), each allowing a number of points of turn.
 */
import { DEGREES, directionOf, directionVector, normaliseDegrees, signedTurn } from './angles';

export interface Point {
  x: number;
  y: number;
}

/** Where a ship is and where her bow points. */
export interface Pose extends Point {
  heading: number;
}

export interface CircleTurning {
  kind: 'circle';
  /** Radius of the turning circle, cm. */
  radius: number;
  /** Straight cm owed per cm turned (0 on a template, 1 per size past the largest). */
  straightPerTurned: number;
}

export interface PointTurning {
  kind: 'points';
  /** One compass point: 45° with eight points, 60° with six. */
  pointDegrees: number;
  /** Stages the move is split into (2: half moves); each may turn up to `pointsPerStage`. */
  stages: number;
  pointsPerStage: number;
  /** Points of turn (counted up per stage) that cost nothing; each further one is a strain. */
  freePoints: number;
  /** The ship sails stern first (a backwards speed factor). */
  astern?: boolean;
  /**
   * The activation so far, when this path continues it: cm per stage (default: the allowance
   * split evenly), cm already sailed, and points already turned in each stage.
   */
  stageLength?: number;
  sailed?: number;
  turned?: readonly number[];
}

export type Turning = CircleTurning | PointTurning;

/** Why a path stops short. */
export type PathStop = 'ok' | 'tooLong' | 'tooTight';

/** One waypoint's leg: the turn, then the straight run to the waypoint. */
export interface Leg {
  from: Pose;
  to: Pose;
  /** Signed heading change, degrees (clockwise positive). */
  turn: number;
  /** Distance sailed while turning (0 for a pivot), cm. */
  arc: number;
  straight: number;
  length: number;
  /** Distance from the start of the path to the end of this leg, cm. */
  cumulative: number;
  /** Centre of the turning circle used, if any. */
  centre: Point | null;
  /** This leg can be sailed with the ship's turning. */
  feasible: boolean;
  /** This leg ends within the allowance. */
  withinReach: boolean;
}

export interface PathTrace {
  legs: Leg[];
  /** Length of the feasible legs up to the first infeasible one, cm. */
  length: number;
  /** Waypoints (after the start) the ship reaches in full, within turning and allowance. */
  reached: number;
  stop: PathStop;
  /** Where the ship stops on the path (the end, or the cut point) and her heading there. */
  end: Pose;
  /** Strain the turns cost (compass points only), counting the activation's earlier turns. */
  strain: number;
  /** Points turned in each stage, earlier turns included (compass points only). */
  stagePoints?: number[];
}

/** Slack for rounding (pixels to cm, integer token positions), cm. */
export const PATH_TOLERANCE_CM = 0.01;
/** Heading changes smaller than this are a drag's jitter, not a turn (compass points). */
export const TURN_TOLERANCE_DEGREES = 1;

const ZERO_LENGTH = 1e-9;

function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

function along(p: Point, degrees: number, d: number): Point {
  const v = directionVector(degrees);
  return { x: p.x + v.x * d, y: p.y + v.y * d };
}

/** Degrees in [0, 360) that swallow a floating-point hair below 360. */
function sweep(degrees: number): number {
  const d = normaliseDegrees(degrees);
  return d > 360 - 1e-7 ? 0 : d;
}

/**
 * Turning on a circle of `radius` from `pose` toward `target`, then straight to it. The turn goes
 * to the side the target lies on (straight ahead: no turn; dead astern: to starboard).
 */
export function circleLeg(
  pose: Pose,
  target: Point,
  radius: number,
  tolerance = PATH_TOLERANCE_CM,
): Omit<Leg, 'cumulative' | 'withinReach'> {
  const dx = target.x - pose.x;
  const dy = target.y - pose.y;
  const ahead = directionVector(pose.heading);
  const forward = dx * ahead.x + dy * ahead.y;
  // Starboard (the right-hand side) is the heading + 90°: (−ahead.y, ahead.x) in scene coordinates.
  const side = dx * -ahead.y + dy * ahead.x;
  const direct = Math.hypot(dx, dy);
  if (direct < ZERO_LENGTH || (Math.abs(side) <= 1e-9 * Math.max(1, direct) && forward > 0)) {
    return {
      from: pose,
      to: { x: target.x, y: target.y, heading: pose.heading },
      turn: 0,
      arc: 0,
      straight: direct,
      length: direct,
      centre: null,
      feasible: true,
    };
  }
  const starboard = side >= 0;
  const s = starboard ? 1 : -1;
  const centre = along(pose, pose.heading + 90 * s, radius);
  const d = distance(centre, target);
  if (d < radius - tolerance) {
    return { from: pose, to: { ...pose }, turn: 0, arc: 0, straight: 0, length: 0, centre, feasible: false };
  }
  const reach = Math.max(d, radius);
  const alpha = Math.acos(Math.min(1, radius / reach)) / DEGREES;
  const bearingT = directionOf(target.x - centre.x, target.y - centre.y);
  const bearingP = normaliseDegrees(pose.heading - 90 * s);
  const bearingQ = bearingT - alpha * s;
  const swept = sweep(s * (bearingQ - bearingP));
  const arc = radius * swept * DEGREES;
  const straight = Math.sqrt(Math.max(0, reach * reach - radius * radius));
  const heading = normaliseDegrees(pose.heading + s * swept);
  return {
    from: pose,
    to: { x: target.x, y: target.y, heading },
    turn: s * swept,
    arc,
    straight,
    length: arc + straight,
    centre,
    feasible: true,
  };
}

/** The pose a distance `d` into a leg (0 ≤ d ≤ leg length). */
export function poseAlong(leg: Pick<Leg, 'from' | 'to' | 'turn' | 'arc' | 'centre'>, d: number, astern = false): Pose {
  const { from, turn, arc, centre } = leg;
  if (centre && arc > 0 && d <= arc) {
    const s = turn >= 0 ? 1 : -1;
    const swept = (d / arc) * Math.abs(turn);
    const heading = normaliseDegrees(from.heading + s * swept);
    const bearing = heading - 90 * s;
    const radius = distance(centre, from);
    return { ...along(centre, bearing, radius), heading };
  }
  const startOfStraight =
    centre && arc > 0 ? poseAlong(leg, arc) : { x: from.x, y: from.y, heading: normaliseDegrees(from.heading + turn) };
  const travel = astern ? startOfStraight.heading + 180 : startOfStraight.heading;
  return { ...along(startOfStraight, travel, d - (centre && arc > 0 ? arc : 0)), heading: startOfStraight.heading };
}

/**
 * Traces a dragged path for a ship at `start`, cutting it where it is too tight for her turning or
 * runs past `allowance` cm (Infinity: no limit).
 */
export function tracePath(
  start: Pose,
  waypoints: readonly Point[],
  turning: Turning,
  allowance: number,
  tolerance = PATH_TOLERANCE_CM,
): PathTrace {
  return turning.kind === 'circle'
    ? traceCircle(start, waypoints, turning, allowance, tolerance)
    : tracePoints(start, waypoints, turning, allowance, tolerance);
}

/** One leg's step of a walk: the leg from `pose`, where a cut leaves the ship, and what to keep. */
interface LegRule {
  leg(pose: Pose, target: Point, cumulative: number): Leg;
  cut(leg: Leg, remaining: number): Pose;
  /** Called for each leg the ship sails (in full or cut). */
  accept?(leg: Leg): void;
}

/** Walks the waypoints leg by leg, stopping at the first leg too tight or too long. */
function walk(start: Pose, waypoints: readonly Point[], allowance: number, rule: LegRule): Omit<PathTrace, 'strain'> {
  const legs: Leg[] = [];
  let pose: Pose = start;
  let cumulative = 0;
  let stop: PathStop = 'ok';
  let end: Pose = start;
  let reached = 0;
  for (const target of waypoints) {
    const leg = rule.leg(pose, target, cumulative);
    legs.push(leg);
    if (stop !== 'ok') continue;
    if (!leg.feasible) {
      stop = 'tooTight';
      continue;
    }
    rule.accept?.(leg);
    if (!leg.withinReach) {
      stop = 'tooLong';
      end = rule.cut(leg, Math.max(0, allowance - cumulative));
      cumulative = allowance;
      continue;
    }
    cumulative = leg.cumulative;
    pose = leg.to;
    end = pose;
    reached++;
  }
  return { legs, length: cumulative, reached, stop, end };
}

function traceCircle(
  start: Pose,
  waypoints: readonly Point[],
  turning: CircleTurning,
  allowance: number,
  tolerance: number,
): PathTrace {
  const trace = walk(start, waypoints, allowance, {
    leg(pose, target, cumulative) {
      const raw = circleLeg(pose, target, turning.radius, tolerance);
      const owed = raw.arc * turning.straightPerTurned;
      const feasible = raw.feasible && raw.straight + tolerance >= owed;
      return {
        ...raw,
        feasible,
        cumulative: cumulative + raw.length,
        withinReach: cumulative + raw.length <= allowance + tolerance,
      };
    },
    cut: (leg, remaining) => cutCircleLeg(leg, remaining, turning.straightPerTurned),
  });
  return { ...trace, strain: 0 };
}

/**
 * Where a ship stops `remaining` cm into a leg. If she owes straight sailing for her turn, she
 * turns only as much as she can pay for in that distance (turn, then straight).
 */
function cutCircleLeg(leg: Leg, remaining: number, straightPerTurned: number): Pose {
  const arcDone = Math.min(leg.arc, remaining);
  // A leg with no arc (a turn within the tolerance) has nothing to share out: she sails it as it is.
  if (straightPerTurned <= 0 || leg.arc <= 0 || remaining - arcDone >= arcDone * straightPerTurned || !leg.centre)
    return poseAlong(leg, remaining);
  const arc = remaining / (1 + straightPerTurned);
  // So short a cut turns her by nothing that counts (and a turn that small loses its sign).
  if (arc < ZERO_LENGTH) return poseAlong({ from: leg.from, to: leg.to, turn: 0, arc: 0, centre: null }, remaining);
  const turn = (leg.turn * arc) / leg.arc;
  return poseAlong({ from: leg.from, to: leg.to, turn, arc, centre: leg.centre }, remaining);
}

function tracePoints(
  start: Pose,
  waypoints: readonly Point[],
  turning: PointTurning,
  allowance: number,
  tolerance: number,
): PathTrace {
  const astern = turning.astern ?? false;
  const stageLength =
    turning.stageLength ?? (Number.isFinite(allowance) && allowance > 0 ? allowance / turning.stages : Infinity);
  const sailed = turning.sailed ?? 0;
  const used = Array.from({ length: turning.stages }, (_, i) => turning.turned?.[i] ?? 0);
  const stageOf = (cumulative: number) =>
    stageLength > 0
      ? Math.min(turning.stages - 1, Math.floor((sailed + cumulative + tolerance) / stageLength))
      : turning.stages - 1;
  const trace = walk(start, waypoints, allowance, {
    leg(pose, target, cumulative) {
      const length = distance(pose, target);
      let turn = 0;
      if (length > ZERO_LENGTH) {
        turn = signedTurn(
          astern ? pose.heading + 180 : pose.heading,
          directionOf(target.x - pose.x, target.y - pose.y),
        );
        if (Math.abs(turn) < TURN_TOLERANCE_DEGREES) turn = 0;
      }
      const points = used[stageOf(cumulative)]! + Math.abs(turn) / turning.pointDegrees;
      return {
        from: pose,
        to: { x: target.x, y: target.y, heading: normaliseDegrees(pose.heading + turn) },
        turn,
        arc: 0,
        straight: length,
        length,
        cumulative: cumulative + length,
        centre: null,
        feasible: points <= turning.pointsPerStage + TURN_TOLERANCE_DEGREES / turning.pointDegrees,
        withinReach: cumulative + length <= allowance + tolerance,
      };
    },
    cut: (leg, remaining) => poseAlong(leg, remaining, astern),
    accept(leg) {
      const stage = stageOf(leg.cumulative - leg.length);
      used[stage] = used[stage]! + Math.abs(leg.turn) / turning.pointDegrees;
    },
  });
  const slack = TURN_TOLERANCE_DEGREES / turning.pointDegrees;
  const changes = used.reduce((sum, points) => sum + Math.ceil(Math.max(0, points - slack)), 0);
  return { ...trace, strain: Math.max(0, changes - turning.freePoints), stagePoints: used };
}

/**
 * The path a ship may sail: the waypoints she reaches, then the point where she must stop if the
 * path runs too long. A path cut for being too tight ends at the last waypoint she can reach.
 */
export function constrainPath(
  start: Pose,
  waypoints: readonly Point[],
  turning: Turning,
  allowance: number,
  tolerance = PATH_TOLERANCE_CM,
): { path: Point[]; trace: PathTrace; constrained: boolean } {
  const trace = tracePath(start, waypoints, turning, allowance, tolerance);
  if (trace.stop === 'ok') return { path: waypoints.map((p) => ({ x: p.x, y: p.y })), trace, constrained: false };
  const path = waypoints.slice(0, trace.reached).map((p) => ({ x: p.x, y: p.y }));
  // A stop within the tolerance of where she already is adds no point: a point that close asks for
  // a turn on the spot, which the trace would then refuse as too tight.
  const last = path[path.length - 1] ?? start;
  if (trace.stop === 'tooLong' && distance(last, trace.end) > tolerance) path.push({ x: trace.end.x, y: trace.end.y });
  return { path, trace, constrained: true };
}

/** Points of an arc for drawing: `steps` + 1 points from `fromDegrees` sweeping `sweepDegrees`. */
export function arcPoints(
  centre: Point,
  radius: number,
  fromDegrees: number,
  sweepDegrees: number,
  steps: number,
): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) out.push(along(centre, fromDegrees + (sweepDegrees * i) / steps, radius));
  return out;
}

/**
 * The turning arc a ship sails to port or starboard from her pose for `length` cm on a circle of
 * `radius` (capped at a full circle). Returns the centre, the bearings from it and the end pose.
 */
export function turningArc(
  pose: Pose,
  side: 'port' | 'starboard',
  radius: number,
  length: number,
): { centre: Point; fromBearing: number; sweep: number; end: Pose } {
  const s = side === 'starboard' ? 1 : -1;
  const centre = along(pose, pose.heading + 90 * s, radius);
  const swept = Math.min(360, Math.max(0, length) / radius / DEGREES);
  const fromBearing = normaliseDegrees(pose.heading - 90 * s);
  const heading = normaliseDegrees(pose.heading + s * swept);
  return { centre, fromBearing, sweep: s * swept, end: { ...along(centre, fromBearing + s * swept, radius), heading } };
}
