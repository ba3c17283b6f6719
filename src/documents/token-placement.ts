/**
 * A token document as the geometry places it (rules/geometry/token-footprint.ts): read from the
 * document and its scene, never from the canvas, so the GM's client measures a battle's ships on
 * her scene whichever scene it views.
 */
import { cmPerPixel } from '../rules/geometry/scale';
import type { TokenPlacement } from '../rules/geometry/token-footprint';

export function placementOf(doc: TokenDocument.Implementation): TokenPlacement | null {
  const grid = doc.parent?.grid;
  if (!grid) return null;
  // A token's width and height are counted in grid spaces; its x and y are its top-left corner in pixels.
  return {
    x: doc.x,
    y: doc.y,
    widthPx: doc.width * grid.size,
    heightPx: doc.height * grid.size,
    rotation: doc.rotation,
    cmPerPixel: cmPerPixel({ size: grid.size, distance: grid.distance, units: grid.units }),
  };
}
