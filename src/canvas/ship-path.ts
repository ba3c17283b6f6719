/**
 * A ship token's path in rules units, from one setup: the drag constraint, the ruler's labels,
 * the refusal of a player's movement and the record of a finished one (with the tests its turns
 * call for) all trace it the same way. Pure: positions come in scene pixels and are traced in cm.
 */
import { constrainPath, tracePath, type PathTrace, type Point, type Turning } from '../rules/geometry/path';
import type { MovePrompt, MovementModule, SailingContext } from './sailing';
import { afterMovement, type MoveRecord } from '../rules/move-record';
import { rulerLabel, type RulerLabel } from './ruler-label';

/** What a ship's path is traced from (canvas/foundry-sailing.ts reads it from her token). */
export interface PathSetup {
  module: MovementModule;
  ctx: SailingContext;
  record: MoveRecord;
  /** cm per pixel of the token's own scene. */
  scale: number;
  /** Heading the trace starts from: the token's, or a drift's. */
  heading: number;
  turning: Turning;
  /** cm she may still sail now. */
  reach: number;
  /** Slack for rounding, cm. */
  tolerance: number;
}

/** Traces a path given in pixels (the start, then the waypoints) within `reach` cm. */
export function traceFrom(
  setup: PathSetup,
  origin: Point,
  waypoints: readonly Point[],
  reach = setup.reach,
): PathTrace {
  const toCm = (p: Point) => ({ x: p.x * setup.scale, y: p.y * setup.scale });
  return tracePath(
    { ...toCm(origin), heading: setup.heading },
    waypoints.map(toCm),
    setup.turning,
    reach,
    setup.tolerance,
  );
}

/**
 * A dragged path (pixels, the start first) cut to what the ship may sail, or null when she may
 * sail all of it. A path run too long ends where she must stop, on a whole pixel.
 */
export function constrainedPath<T extends Point>(setup: PathSetup, path: readonly T[]): T[] | null {
  const start = path[0];
  if (!start || path.length < 2) return null;
  const toCm = (p: Point) => ({ x: p.x * setup.scale, y: p.y * setup.scale });
  const result = constrainPath(
    { ...toCm(start), heading: setup.heading },
    path.slice(1).map(toCm),
    setup.turning,
    setup.reach,
    setup.tolerance,
  );
  if (!result.constrained) return null;
  const kept = path.slice(0, 1 + result.trace.reached);
  const cut = path[1 + result.trace.reached];
  if (result.trace.stop === 'tooLong' && cut)
    kept.push({
      ...cut,
      x: Math.round(result.trace.end.x / setup.scale),
      y: Math.round(result.trace.end.y / setup.scale),
    });
  return kept;
}

/** Why a movement (pixels) must be refused for a player: too long or too tight; null if she may sail it. */
export function moveRefusal(
  setup: PathSetup,
  origin: Point,
  waypoints: readonly Point[],
): 'tooLong' | 'tooTight' | null {
  const { stop } = traceFrom(setup, origin, waypoints);
  return stop === 'ok' ? null : stop;
}

/** What a finished movement does: her new record and strain, the rotation her path leaves her at, the tests it calls
 * for. */
export interface SailedMove {
  record: MoveRecord;
  newStrain: number;
  /** The token rotation her bow ends at; null when it stays (a drift keeps her heading). */
  rotation: number | null;
  prompts: MovePrompt[];
}

/**
 * Counts a finished movement (pixels) against her move: all of it, however far it ran, since it
 * was sailed. `artHeading` is the bow direction in the token art.
 */
export function sailedMove(
  setup: PathSetup,
  movement: { id: string; origin: Point; waypoints: readonly Point[] },
  artHeading: number,
): SailedMove {
  const trace = traceFrom(setup, movement.origin, movement.waypoints, Infinity);
  const { record, newStrain } = afterMovement(setup.record, trace, movement.id);
  const turns = setup.record.traceHeading === null && trace.legs.length > 0;
  return {
    record,
    newStrain,
    rotation: turns ? Math.round(trace.end.heading - artHeading + 360) % 360 : null,
    prompts: setup.module.pathPrompts?.(trace.legs, setup.ctx.wind.fromDegrees) ?? [],
  };
}

/**
 * The ruler's label at each waypoint of a dragged chain (pixels: the start, then the waypoints),
 * from one trace: entry i is waypoint i + 1's label.
 */
export function rulerLabels(setup: PathSetup, chain: readonly Point[]): RulerLabel[] {
  const [start, ...waypoints] = chain;
  if (!start) return [];
  const trace = traceFrom(setup, start, waypoints);
  return trace.legs.map((leg, i) => {
    const wind = setup.module.windPosition(leg.to.heading, setup.ctx);
    return rulerLabel(trace, i + 1, setup.record, { key: wind.labelKey, data: {} });
  });
}
