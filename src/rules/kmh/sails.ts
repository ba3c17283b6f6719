/**
 * Sailing under KMH (§6.1–6.4): the wind quarters, the sail settings a crew climbs, the speed and
 * distance a setting makes, and the turning template.
 */
import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import type { Quality } from './nations';
import { DEFAULT_TURNING_RADII, type TurningCircle, turningCircle } from './ship-tables';
import type { KmhShipState, Mast } from './ship-state';
import { currentSpeed } from './ship-state';
import { angleBetween } from '../geometry/angles';

export type WindQuarter = 'deadZone' | 'bow' | 'quarter' | 'astern';

/**
 * The ship's position to the wind (§6.2) from its heading and the direction the wind comes from,
 * both in degrees. The angle between them (0–180) decides: under 45° dead zone, 45°–90° bow,
 * over 90° and under 150° quarter, 150°–180° astern. Decision quarter-boundaries: 45° and 90°
 * belong to the bow, 150° to astern.
 */
export function windQuarter(headingDegrees: number, windFromDegrees: number): WindQuarter {
  const angle = angleBetween(headingDegrees, windFromDegrees);
  if (angle < 45) return 'deadZone';
  if (angle <= 90) return 'bow';
  if (angle < 150) return 'quarter';
  return 'astern';
}

/**
 * Sail settings from slowest to fastest: stopped, wind-on-bow speed (basic − d6), basic, wind
 * astern speed (basic + d6), wind on quarter speed (basic + 2d6).
 */
export const SAIL_LEVELS = ['stop', 'bow', 'basic', 'astern', 'quarter'] as const;
export type SailLevel = (typeof SAIL_LEVELS)[number];

/**
 * The settings a crew passes through when slowing or speeding up, one per move (§6.4): elite
 * quarter → basic → stop; average quarter → basic → bow → stop; poor quarter → astern → basic →
 * bow → stop. A setting not on a crew's ladder counts as the rung below it, which gives the text's
 * counts: elite stop in one move from astern and at once from the bow, average in two from
 * astern (decision sail-ladder).
 */
export const SAIL_LADDERS: Readonly<Record<Quality, readonly SailLevel[]>> = {
  elite: ['stop', 'basic', 'quarter'],
  average: ['stop', 'bow', 'basic', 'quarter'],
  poor: ['stop', 'bow', 'basic', 'astern', 'quarter'],
};

export const levelIndex = (level: SailLevel) => SAIL_LEVELS.indexOf(level);

/** The fastest setting a wind quarter allows (dead zone: none — the dead zone test moves the ship). */
export function fullSail(quarter: WindQuarter): SailLevel {
  return quarter === 'deadZone' ? 'stop' : quarter;
}

function rung(quality: Quality, level: SailLevel): number {
  const ladder = SAIL_LADDERS[quality];
  let r = 0;
  for (let i = 0; i < ladder.length; i++) if (levelIndex(ladder[i]!) <= levelIndex(level)) r = i;
  return r;
}

/** Moves a crew needs to stop from a setting. */
export function movesToStop(quality: Quality, level: SailLevel): number {
  return rung(quality, level);
}

/** The setting after one move of slowing down or speeding up (never past what the wind allows). */
export function changeSail(
  quality: Quality,
  level: SailLevel,
  change: 'slow' | 'speed',
  quarter: WindQuarter,
): SailLevel {
  const ladder = SAIL_LADDERS[quality];
  const r = rung(quality, level);
  const max = fullSail(quarter);
  if (change === 'slow') return r === 0 ? 'stop' : ladder[r - 1]!;
  const next = ladder[Math.min(r + 1, ladder.length - 1)]!;
  return levelIndex(next) > levelIndex(max) ? max : next;
}

/** Basic speed for moving: the ship must have a speed box with a secondary box left. */
export function sailingBasicSpeed(ship: KmhShipState): number {
  if (ship.basicSpeed === 0) {
    throw new RulesError('NoSpeedBoxes', 'The ship has no speed boxes on its sheet, so it cannot sail.');
  }
  const speed = currentSpeed(ship);
  if (speed === 0) {
    throw new RulesError('NoSpeedLeft', 'Every speed box of the ship is struck: it can only drift.', {
      basic: ship.basicSpeed,
    });
  }
  return speed;
}

/** Dice a sail setting rolls: two for the quarter, one for the bow or astern, none otherwise. */
export function sailDice(level: SailLevel): number {
  return level === 'quarter' ? 2 : level === 'bow' || level === 'astern' ? 1 : 0;
}

/**
 * Distance for a move at a sail setting from its dice (§6.2, §4.1). A fast sailor doubles its
 * lowest die on a plus roll and halves the die (rounding down) on the bow's minus roll. Never
 * below zero.
 */
export function distanceFromDice(
  basic: number,
  level: SailLevel,
  fastSailor: boolean,
  faces: readonly number[],
): number {
  requireInteger('basic speed', basic, 0, 40);
  if (faces.length !== sailDice(level)) {
    throw new RulesError('WrongDice', `A ${level} move takes ${sailDice(level)} dice; got ${faces.length}.`);
  }
  if (level === 'stop') return 0;
  if (level === 'basic') return basic;
  let total = 0;
  for (const f of faces) total += requireInteger('d6', f, 1, 6);
  if (level === 'bow') return Math.max(0, basic - (fastSailor ? Math.floor(total / 2) : total));
  return basic + total + (fastSailor ? Math.min(...faces) : 0);
}

/** Rolls and measures a move at a sail setting. */
export function moveDistance(
  basic: number,
  level: SailLevel,
  fastSailor: boolean,
  dice: DiceSource,
): { faces: number[]; distance: number } {
  const faces = dice.roll(sailDice(level), 6);
  return { faces, distance: distanceFromDice(basic, level, fastSailor, faces) };
}

/** A ship's move under sail: the setting comes from its position to the wind at the start. */
export function sailMove(
  ship: KmhShipState,
  options: { level: SailLevel; fastSailor?: boolean },
  dice: DiceSource,
): { basic: number; level: SailLevel; faces: number[]; distance: number } {
  const basic = sailingBasicSpeed(ship);
  return { basic, level: options.level, ...moveDistance(basic, options.level, options.fastSailor ?? false, dice) };
}

/**
 * The turning template a ship uses and how far it must sail straight per cm turned (decision
 * past-largest: one cm per cm turned for each size beyond the largest template).
 */
export function turningTemplate(
  rate: string,
  options: { poorSailors?: boolean; mastsLost?: number; radii?: Readonly<Record<TurningCircle, number>> } = {},
): { size: TurningCircle; radiusCm: number; straightPerCmTurned: number } {
  const t = turningCircle(rate, { poorSailors: options.poorSailors ?? false, mastsLost: options.mastsLost ?? 0 });
  return {
    size: t.size,
    radiusCm: (options.radii ?? DEFAULT_TURNING_RADII)[t.size],
    straightPerCmTurned: t.stepsPastLargest,
  };
}

/*
 * Sailing the template on the table: the path geometry (geometry/path.ts) turns leg by leg toward
 * each waypoint (decision turn-legs), pays the straight owed past the largest template right after
 * each turn (decision past-largest-legs), and leaves a ship with no recorded distance limited by
 * turning only (decision no-allowance). Wind directions keep to the scene's compass points
 * (decision wind-points).
 */

/** Masts (the bowsprit is not one) lost, for the turning template. */
export function mastsLostForTurning(ship: KmhShipState): number {
  return ship.mastsLost.filter((m: Mast) => m !== 'bowsprit').length;
}
