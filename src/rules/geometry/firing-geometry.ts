/**
 * What the fire dialog can measure from two ships on the table: each ship is an oriented rectangle
 * (its hull) around the token centre. Pure; distances in cm, directions as in ./angles.
 */
import { RulesError } from '../errors';
import { broadsideKind, isRake, type Rake } from '../kmh/firing';
import { directionOf, directionVector, normaliseDegrees, signedTurn } from './angles';

export interface Point {
  x: number;
  y: number;
}

/** A ship on the table: the centre of its token (cm, y grows downwards), heading and hull size. */
export interface ShipFootprint {
  x: number;
  y: number;
  heading: number;
  lengthCm: number;
  beamCm: number;
}

export const FIRING_SIDES = ['port', 'starboard', 'bow', 'stern'] as const;
export type FiringSide = (typeof FIRING_SIDES)[number];

function checkFootprint(s: ShipFootprint): void {
  for (const [name, value] of Object.entries(s)) {
    if (!Number.isFinite(value))
      throw new RulesError('InvalidFootprint', `A ship's ${name} must be a number; got ${String(value)}.`, { name });
  }
  if (s.lengthCm <= 0 || s.beamCm <= 0) {
    throw new RulesError('InvalidFootprint', 'A hull must have a length and a beam above 0 cm.', {
      lengthCm: s.lengthCm,
      beamCm: s.beamCm,
    });
  }
}

/** Unit vectors along the keel (towards the bow) and across it (towards starboard). */
function axes(s: ShipFootprint): { ahead: Point; starboard: Point } {
  return { ahead: directionVector(s.heading), starboard: directionVector(s.heading + 90) };
}

/** The four corners of the hull: bow-starboard, stern-starboard, stern-port, bow-port. */
export function hullCorners(s: ShipFootprint): Point[] {
  checkFootprint(s);
  const { ahead, starboard } = axes(s);
  const l = s.lengthCm / 2;
  const b = s.beamCm / 2;
  return [
    [l, b],
    [-l, b],
    [-l, -b],
    [l, -b],
  ].map(([a, r]) => ({ x: s.x + ahead.x * a! + starboard.x * r!, y: s.y + ahead.y * a! + starboard.y * r! }));
}

/** The centre of one side of the hull: the point the range of that battery is measured from. */
export function sideCentre(s: ShipFootprint, side: FiringSide): Point {
  checkFootprint(s);
  const { ahead, starboard } = axes(s);
  const [along, across] = {
    port: [0, -s.beamCm / 2],
    starboard: [0, s.beamCm / 2],
    bow: [s.lengthCm / 2, 0],
    stern: [-s.lengthCm / 2, 0],
  }[side] as [number, number];
  return { x: s.x + ahead.x * along + starboard.x * across, y: s.y + ahead.y * along + starboard.y * across };
}

/** A point in the ship's own frame: how far ahead of the centre and how far to starboard. */
export function localPoint(s: ShipFootprint, p: Point): { ahead: number; starboard: number } {
  const { ahead, starboard } = axes(s);
  const dx = p.x - s.x;
  const dy = p.y - s.y;
  return { ahead: dx * ahead.x + dy * ahead.y, starboard: dx * starboard.x + dy * starboard.y };
}

/** Distance from a point to the nearest point of a hull (0 inside it). */
export function distanceToHull(p: Point, s: ShipFootprint): number {
  checkFootprint(s);
  const local = localPoint(s, p);
  const outAhead = Math.max(0, Math.abs(local.ahead) - s.lengthCm / 2);
  const outAcross = Math.max(0, Math.abs(local.starboard) - s.beamCm / 2);
  return Math.hypot(outAhead, outAcross);
}

/** Bearing of a point off a ship's bow, clockwise, −180..180 (negative to port). */
export function bearingOffBow(s: ShipFootprint, p: Point): number {
  return signedTurn(s.heading, directionOf(p.x - s.x, p.y - s.y));
}

/** The broadside a target lies off: port when she bears to port of the bow, starboard otherwise. */
export function sideTowards(firer: ShipFootprint, target: Point): 'port' | 'starboard' {
  return bearingOffBow(firer, target) < 0 ? 'port' : 'starboard';
}

/** The angle between two keels, 0–90 (a keel has no direction). */
export function keelAngle(a: number, b: number): number {
  const d = normaliseDegrees(a - b) % 180;
  return Math.min(d, 180 - d);
}

export interface FireMeasurement {
  side: FiringSide;
  /** From the centre of the firing side to the nearest point of the target's hull. */
  distanceCm: number;
  /** Bearing of the target's centre (its mainmast) off the firer's bow, −180..180. */
  bearing: number;
  /** The target lies on the side that fires (ahead for the bow, astern for the stern). */
  bears: boolean;
  /** Full or partial broadside (only broadsides; chasers have no such rule). */
  kind: 'full' | 'partial';
  /** Angle between the two keels, 0–90. */
  keelAngle: number;
  rake: Rake;
}

/**
 * Measures a shot from `firer`'s `side` at `target`. A broadside rakes when the keels meet square
 * within the rake tolerance (the line of fire then runs along the target) and the firing side lies
 * off one end of the target: off her bow a bow rake, off her stern a stern rake.
 */
export function measureFire(firer: ShipFootprint, target: ShipFootprint, side: FiringSide): FireMeasurement {
  const from = sideCentre(firer, side);
  const distanceCm = distanceToHull(from, target);
  const bearing = bearingOffBow(firer, target);
  const bears = {
    port: bearing < 0,
    starboard: bearing > 0,
    bow: Math.abs(bearing) <= 90,
    stern: Math.abs(bearing) >= 90,
  }[side];
  const broadside = side === 'port' || side === 'starboard';
  const angle = keelAngle(firer.heading, target.heading);
  let rake: Rake = 'none';
  if (broadside && isRake(angle)) {
    const local = localPoint(target, from);
    if (local.ahead > target.lengthCm / 2) rake = 'bow';
    else if (local.ahead < -target.lengthCm / 2) rake = 'stern';
  }
  return {
    side,
    distanceCm,
    bearing,
    bears,
    kind: broadside ? broadsideKind(bearing) : 'full',
    keelAngle: angle,
    rake,
  };
}
