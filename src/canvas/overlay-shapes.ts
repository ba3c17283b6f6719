/**
 * What the sailing layer draws around the selected ship, as plain shapes in scene pixels: the
 * wind sectors (her movement rules' positions to the wind, MovementModule.windSectors) and the
 * turns she can make this activation (turning arcs to port and starboard, or the headings a point
 * either side). The PIXI code only draws these.
 */
import { arcPoints, turningArc, type Point, type Pose, type Turning } from '../rules/geometry/path';
import { directionVector, normaliseDegrees } from '../rules/geometry/angles';
import type { CompassPoints } from '../rules/geometry/compass';
import type { MovementModule, WindSector } from './sailing';

export interface SectorShape {
  kind: 'sector';
  centre: Point;
  radius: number;
  /** Table direction where the sector starts; it sweeps clockwise by `sweep` degrees. */
  from: number;
  sweep: number;
  colour: number;
  alpha: number;
  labelKey: string;
}

export interface LineShape {
  kind: 'line';
  points: Point[];
  colour: number;
  width: number;
  alpha: number;
}

export type Shape = SectorShape | LineShape;

export const SAILING_COLOURS = {
  port: 0xc0392b,
  starboard: 0x27ae60,
  ahead: 0xf4ecd8,
  broadside: 0x6b4f2a,
  fullBroadside: 0x8e44ad,
} as const;

const SECTOR_ALPHA = 0.16;

function sector(centre: Point, radius: number, s: WindSector): SectorShape {
  return {
    kind: 'sector',
    centre,
    radius,
    from: normaliseDegrees(s.from),
    sweep: s.sweep,
    colour: s.colour,
    alpha: SECTOR_ALPHA,
    labelKey: s.labelKey,
  };
}

/** The wind sectors around a ship at `centre` (px) with the wind from `windFrom`, as her movement rules name them. */
export function windSectors(
  module: Pick<MovementModule, 'windSectors'>,
  centre: Point,
  radius: number,
  windFrom: number,
  points: CompassPoints,
): SectorShape[] {
  return module.windSectors(windFrom, points).map((s) => sector(centre, radius, s));
}

/** Steps along a drawn arc. */
const ARC_STEPS = 48;

/**
 * The turns a ship can make from `pose` (px) within `reachCm`, with `cmPerPixel` to convert.
 * A ship with no recorded allowance is shown a quarter circle of each turn.
 */
export function turnShapes(pose: Pose, turning: Turning, reachCm: number, cmPerPixel: number): LineShape[] {
  if (!(cmPerPixel > 0)) return [];
  const px = (cmValue: number) => cmValue / cmPerPixel;
  const line = (points: Point[], colour: number): LineShape => ({ kind: 'line', points, colour, width: 3, alpha: 0.9 });
  const ahead = (heading: number, length: number, colour: number) => {
    const v = directionVector(heading);
    return line(
      [
        { x: pose.x, y: pose.y },
        { x: pose.x + v.x * length, y: pose.y + v.y * length },
      ],
      colour,
    );
  };
  if (turning.kind === 'circle') {
    const reach = Number.isFinite(reachCm) ? reachCm : (Math.PI * turning.radius) / 2;
    const shapes = [ahead(pose.heading, px(reach), SAILING_COLOURS.ahead)];
    for (const side of ['port', 'starboard'] as const) {
      const arc = turningArc(
        { x: 0, y: 0, heading: pose.heading },
        side,
        turning.radius,
        reach / (1 + turning.straightPerTurned),
      );
      const pts = arcPoints(arc.centre, turning.radius, arc.fromBearing, arc.sweep, ARC_STEPS).map((p) => ({
        x: pose.x + px(p.x),
        y: pose.y + px(p.y),
      }));
      shapes.push(line(pts, SAILING_COLOURS[side]));
    }
    return shapes;
  }
  const reach = px(Number.isFinite(reachCm) ? reachCm : 10);
  const length = turning.astern ? -reach : reach;
  const shapes = [ahead(pose.heading, length, SAILING_COLOURS.ahead)];
  const turn = turning.pointsPerStage * turning.pointDegrees;
  if (turn > 0) {
    shapes.push(ahead(pose.heading - turn, length, SAILING_COLOURS.port));
    shapes.push(ahead(pose.heading + turn, length, SAILING_COLOURS.starboard));
  }
  return shapes;
}

/**
 * The broadside arcs of a ship at `pose` (px): each side from bow to stern, and within each the
 * full-broadside zone of ±`fullArc`° about the beam the chosen gunnery gives
 * (GunneryContract.fullBroadsideArc), none when it has none. Drawn past the wind sectors, to `radius`.
 */
export function broadsideArcs(pose: Pose, radius: number, fullArc: number | null): SectorShape[] {
  const centre = { x: pose.x, y: pose.y };
  const arc = (from: number, sweep: number, id: 'broadside' | 'fullBroadside', alpha: number): SectorShape => ({
    kind: 'sector',
    centre,
    radius,
    from: normaliseDegrees(from),
    sweep,
    colour: SAILING_COLOURS[id],
    alpha,
    labelKey: `BROADSIDE.Sailing.arc.${id}`,
  });
  const out: SectorShape[] = [];
  for (const beam of [pose.heading + 90, pose.heading - 90]) {
    out.push(arc(beam - 90, 180, 'broadside', 0.05));
    if (fullArc !== null) out.push(arc(beam - fullArc, 2 * fullArc, 'fullBroadside', 0.22));
  }
  return out;
}

/** One line of the legend beside the selected ship: a colour and what it means. */
export interface LegendEntry {
  colour: number;
  labelKey: string;
}

/** The legend of drawn sectors: each meaning once, in the order first drawn. */
export function sectorLegend(shapes: readonly Shape[]): LegendEntry[] {
  const seen = new Set<string>();
  const out: LegendEntry[] = [];
  for (const shape of shapes) {
    if (shape.kind !== 'sector' || seen.has(shape.labelKey)) continue;
    seen.add(shape.labelKey);
    out.push({ colour: shape.colour, labelKey: shape.labelKey });
  }
  return out;
}
