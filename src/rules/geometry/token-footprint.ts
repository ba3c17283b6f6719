/**
 * A ship's footprint from her token as it is placed on a scene: the same numbers for the fire
 * dialog on a player's client and for the GM's client when it checks a shot (decision
 * desk-fire-facts), so both measure alike. Pure.
 */
import { headingOf } from './angles';
import type { ShipFootprint } from './firing-geometry';

/** A token as its document places it: top-left corner and size in pixels, rotation, the scene's scale. */
export interface TokenPlacement {
  x: number;
  y: number;
  widthPx: number;
  heightPx: number;
  /** The token's rotation in degrees. */
  rotation: number;
  /** Centimetres per pixel on its scene (scene units converted, inches too); 0 when the scene has no scale. */
  cmPerPixel: number;
}

/**
 * The hull the geometry reads, in cm: the token's long axis along the art's bow (`artHeading`, the
 * bow's direction in the token art; drawn bow up, the token's height is the ship's length).
 */
export function tokenFootprint(token: TokenPlacement, artHeading: number): ShipFootprint {
  const scale = token.cmPerPixel || 1;
  const sideways = Math.abs(Math.sin((artHeading * Math.PI) / 180)) > Math.SQRT1_2;
  const [w, h] = [token.widthPx * scale, token.heightPx * scale];
  return {
    x: (token.x + token.widthPx / 2) * scale,
    y: (token.y + token.heightPx / 2) * scale,
    heading: headingOf(token.rotation, artHeading),
    lengthCm: sideways ? w : h,
    beamCm: sideways ? h : w,
  };
}
