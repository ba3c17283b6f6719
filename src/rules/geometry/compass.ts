/**
 * A scene's compass: eight points on square and gridless scenes, six through the sides of hexes
 * (decision wind-points). The world's wind blows from one of them whichever rules the ships sail
 * by, so every module and the canvas snap to the same points. Pure.
 */
import { normaliseDegrees } from './angles';

export type CompassPoints = 8 | 6;

/** Degrees of one compass point. */
export function pointDegrees(points: CompassPoints): number {
  return 360 / points;
}

/** Hex scenes: columns of hexes (flat sides up, a neighbour above) or rows (pointed tops). */
export type HexLayout = 'columns' | 'rows';

/** The first compass point clockwise from up on a scene: eight points, or six through hex sides. */
export function compassOffset(points: CompassPoints, layout: HexLayout = 'columns'): number {
  return points === 6 && layout === 'rows' ? 30 : 0;
}

/** The compass points of a scene, clockwise from the one nearest up. */
export function compassPoints(points: CompassPoints, layout: HexLayout = 'columns'): number[] {
  const step = 360 / points;
  const offset = compassOffset(points, layout);
  return Array.from({ length: points }, (_, i) => normaliseDegrees(offset + i * step));
}

/** The nearest compass point to a direction; exactly between two, the clockwise one (decision wind-points). */
export function snapToPoint(degrees: number, points: CompassPoints, layout: HexLayout = 'columns'): number {
  const step = 360 / points;
  const offset = compassOffset(points, layout);
  const index = Math.floor((normaliseDegrees(degrees - offset) + step / 2) / step) % points;
  return normaliseDegrees(offset + index * step);
}
