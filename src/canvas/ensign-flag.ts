/**
 * A ship's ensign on her token, drawn by us: a small flag of her nation's colour (data/ensign.ts,
 * the colour her tracker row shows) on a staff at her stern, since every silhouette is the same
 * brown. The flag stands upright whatever her heading, so it reads the same on every ship, and
 * streams astern (to the side her stern lies). Where it stands follows the token's size, its
 * rotation and the bow direction in her art; its size follows the token's breadth, never less than
 * a flag a table can still tell apart at the usual zoom. Pure: `paintEnsign` draws a computed flag
 * with any pen that has PIXI's Graphics methods.
 */
import { ensignColour } from '../data/ensign';
import type { Side } from '../data/squadrons';

/** What of her token and her sheet the flag is computed from (px and degrees, as Foundry keeps them). */
export interface EnsignToken {
  /** The token's size in pixels (Token#w, Token#h). */
  width: number;
  height: number;
  /** Her art's rotation on the canvas, clockwise degrees. */
  rotation: number;
  /** The direction her bow points in the token art (her sheet's "bow direction"), clockwise from up. */
  artHeading: number;
  nationality: string;
  side: Side;
}

/** A flag as drawn, in the token's own pixels (its top-left corner is 0,0). */
export interface EnsignDrawing {
  /** Her ensign colour, as PIXI takes colours (0xRRGGBB). */
  colour: number;
  /** The staff: its foot on her deck at (x, foot), its head at (x, head). */
  staff: { x: number; foot: number; head: number };
  /** The flag's field, flying from the staff's head. */
  flag: { x: number; y: number; width: number; height: number };
  /** The width of the flag's pale edge; its dark border and the staff are twice as wide. */
  line: number;
}

/** The flag's width against the token's breadth, and the least it is ever drawn (canvas px). */
export const FLAG_SHARE = 0.42;
export const FLAG_MIN_WIDTH = 14;
/** The staff foot's distance from the token's centre toward the stern, against half her length. */
export const STERN_REACH = 0.8;
/** The pale edge (her art's outline colour) and the dark border and staff (her art's ink). */
export const ENSIGN_EDGE = 0xf3ead6;
export const ENSIGN_INK = 0x24160b;

const DEGREES = Math.PI / 180;

/**
 * Where her ensign stands and how big it is, for a token of this size and rotation. Her length
 * runs along the art's bow (the width for art drawn bow sideways, as token-footprint reads it);
 * the staff stands on her centre line toward the stern, and the flag flies astern, to the right
 * when her stern lies straight below or above.
 */
export function ensignDrawing(token: EnsignToken): EnsignDrawing {
  const sideways = Math.abs(Math.sin(token.artHeading * DEGREES)) > Math.SQRT1_2;
  const length = sideways ? token.width : token.height;
  const breadth = Math.min(token.width, token.height);
  const heading = (token.rotation + token.artHeading) * DEGREES;
  // The bow points along (sin h, −cos h) on the canvas (y down); the stern the other way.
  const astern = { x: -Math.sin(heading), y: Math.cos(heading) };
  const reach = (length / 2) * STERN_REACH;
  const x = round(token.width / 2 + astern.x * reach);
  const foot = round(token.height / 2 + astern.y * reach);
  const width = round(Math.max(FLAG_MIN_WIDTH, breadth * FLAG_SHARE));
  const height = round((width * 2) / 3);
  const head = round(foot - height * 1.6);
  const streamsLeft = astern.x < -1e-9;
  return {
    colour: Number.parseInt(ensignColour(token.nationality, token.side).slice(1), 16),
    staff: { x, foot, head },
    flag: { x: streamsLeft ? x - width : x, y: head, width, height },
    line: round(Math.max(1, width / 12)),
  };
}

/** Two decimals: enough for a pixel, and equal drawings compare equal. */
const round = (n: number) => Math.round(n * 100) / 100;

/** The Graphics methods a flag is drawn with (PIXI 7, which Foundry v13 ships). */
export interface EnsignPen {
  clear(): unknown;
  lineStyle(width: number, color?: number, alpha?: number): unknown;
  beginFill(color: number, alpha?: number): unknown;
  drawRect(x: number, y: number, width: number, height: number): unknown;
  endFill(): unknown;
  moveTo(x: number, y: number): unknown;
  lineTo(x: number, y: number): unknown;
}

/**
 * Draws the flag with `pen`, what it held before cleared: the staff in ink, then the field in her
 * colour inside a dark border and a pale edge, so it reads on brown art and on a dark sea alike.
 */
export function paintEnsign(pen: EnsignPen, d: EnsignDrawing): void {
  const { staff, flag, line } = d;
  pen.clear();
  pen.lineStyle(line * 2, ENSIGN_INK, 1);
  pen.moveTo(staff.x, staff.foot);
  pen.lineTo(staff.x, staff.head);
  pen.beginFill(ENSIGN_INK, 1);
  pen.drawRect(flag.x - line, flag.y - line, flag.width + line * 2, flag.height + line * 2);
  pen.endFill();
  pen.lineStyle(line, ENSIGN_EDGE, 1);
  pen.beginFill(d.colour, 1);
  pen.drawRect(flag.x, flag.y, flag.width, flag.height);
  pen.endFill();
}
