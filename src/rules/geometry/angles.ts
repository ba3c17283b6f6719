import { RulesError } from '../errors';

/**
 * Directions on the table are degrees clockwise from the top edge of the scene (0 = up, 90 =
 * right). A ship's heading is where her bow points; the wind's direction is where it comes from.
 */
export function normaliseDegrees(degrees: number): number {
  if (!Number.isFinite(degrees)) {
    throw new RulesError('InvalidAngle', `A direction must be a number of degrees; got ${String(degrees)}.`, {
      degrees,
    });
  }
  const d = degrees % 360;
  return d < 0 ? d + 360 : d;
}

/** The smaller angle between two directions, 0–180. */
export function angleBetween(a: number, b: number): number {
  const diff = Math.abs(normaliseDegrees(a) - normaliseDegrees(b));
  return diff > 180 ? 360 - diff : diff;
}

/** Signed turn from `from` to `to`, −180 (anticlockwise) to 180 (clockwise). */
export function signedTurn(from: number, to: number): number {
  const d = normaliseDegrees(to - from);
  return d > 180 ? d - 360 : d;
}

export const DEGREES = Math.PI / 180;

/** A unit vector for a table direction, in scene coordinates (y grows downwards). */
export function directionVector(degrees: number): { x: number; y: number } {
  const r = degrees * DEGREES;
  return { x: Math.sin(r), y: -Math.cos(r) };
}

/** The table direction of a vector in scene coordinates. */
export function directionOf(dx: number, dy: number): number {
  return normaliseDegrees(Math.atan2(dx, -dy) / DEGREES);
}

/**
 * A ship's heading from her token: the token's rotation (clockwise degrees, as Foundry stores it)
 * plus the direction the bow points in the token art. Art drawn bow up needs no offset.
 */
export function headingOf(rotation: number, artHeading = 0): number {
  return normaliseDegrees(rotation + artHeading);
}
