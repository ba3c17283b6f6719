/**
 * Between a scene's pixels and rules units. All rules measure in cm; a scene says how many of its
 * units one grid space (`size` pixels) spans and what the unit is.
 */
import type { Point } from './path';

/** Centimetres per inch: Salt'n'Tar moves in tabletop inches. */
export const CM_PER_INCH = 2.54;

const UNIT_CM: Readonly<Record<string, number>> = {
  cm: 1,
  mm: 0.1,
  m: 100,
  in: CM_PER_INCH,
  inch: CM_PER_INCH,
  inches: CM_PER_INCH,
  '"': CM_PER_INCH,
  ft: 30.48,
};

/** Centimetres in one scene unit; a unit we do not know counts as cm (the system's default). */
export function unitInCm(units: string): number {
  return UNIT_CM[units.trim().toLowerCase()] ?? 1;
}

export interface GridScale {
  /** Pixels per grid space. */
  size: number;
  /** Scene units per grid space. */
  distance: number;
  units: string;
}

/** Centimetres per pixel on a scene. */
export function cmPerPixel(grid: GridScale): number {
  if (!(grid.size > 0) || !(grid.distance > 0)) return 0;
  return (grid.distance * unitInCm(grid.units)) / grid.size;
}

export function scalePoint<P extends Point>(p: P, factor: number): P {
  return { ...p, x: p.x * factor, y: p.y * factor };
}

export function inchesToCm(inches: number): number {
  return inches * CM_PER_INCH;
}
