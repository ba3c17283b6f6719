/**
 * Salt'n'Tar's wind: where it blows from, how strong it is (wind speed, WS), and how the wind roll
 * and the luck rolls change it.
 */
import { requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import { normaliseDegrees } from '../geometry/angles';
import type { CompassPoints, HexLayout } from '../geometry/compass';

/** The strongest wind the world setting holds. */
export const MAX_WIND_SPEED = 6;
/** Wind speed from which the gale rules apply. */
export const GALE_WIND_SPEED = 4;

// A scene's compass is the world's, whatever rules sail on it: its geometry is the engine's own.
export { compassOffset, compassPoints, snapToPoint, type HexLayout } from '../geometry/compass';

/**
 * The initial wind's direction: a d8 on eight points (1 north, clockwise), a d6 on six (from the
 * first point of the layout, clockwise). Decision saltntar-d8: the revised table's second
 * "southeast" (6) is read as southwest.
 */
export function initialDirection(face: number, points: CompassPoints, layout: HexLayout = 'columns'): number {
  requireInteger(points === 8 ? 'd8' : 'd6', face, 1, points);
  if (points === 8) return (face - 1) * 45;
  return layout === 'rows' ? normaliseDegrees(330 + (face - 1) * 60) : (face - 1) * 60;
}

/** The initial wind speed from a d6 (revised table): 1 → 1, 2–5 → 2, 6 → 3. */
export function initialWindSpeed(face: number): number {
  requireInteger('d6', face, 1, 6);
  return face === 1 ? 1 : face === 6 ? 3 : 2;
}

export interface SaltntarWind {
  /** Where the wind comes from, the point it is named by (decision saltntar-wind-from). */
  fromDegrees: number;
  speed: number;
}

export function rollInitialWind(
  points: CompassPoints,
  layout: HexLayout,
  dice: DiceSource,
): { faces: number[]; wind: SaltntarWind } {
  const direction = dice.roll(1, points)[0]!;
  const speed = dice.roll(1, 6)[0]!;
  return {
    faces: [direction, speed],
    wind: { fromDegrees: initialDirection(direction, points, layout), speed: initialWindSpeed(speed) },
  };
}

export type WindRollEffect = 'clockwise' | 'slacken' | 'steady' | 'freshen' | 'anticlockwise';

/** The revised wind roll: 1 a point clockwise, 2 one less, 3–4 no change, 5 one more, 6 a point anticlockwise. */
export function windRollEffect(face: number): WindRollEffect {
  requireInteger('d6', face, 1, 6);
  return face === 1
    ? 'clockwise'
    : face === 2
      ? 'slacken'
      : face === 5
        ? 'freshen'
        : face === 6
          ? 'anticlockwise'
          : 'steady';
}

/** Wind speed kept within 0–6, for the wind roll and a side's luck alike (decision saltntar-wind-bounds). */
export function clampWindSpeed(speed: number): number {
  return Math.max(0, Math.min(MAX_WIND_SPEED, Math.round(speed)));
}

/** The wind roll of each turn: its one less or one more alone may bring a calm or a gale (decision
 * saltntar-wind-bounds). */
export function windRoll(
  wind: SaltntarWind,
  points: CompassPoints,
  dice: DiceSource,
): { roll: number; effect: WindRollEffect; wind: SaltntarWind } {
  const roll = dice.roll(1, 6)[0]!;
  const effect = windRollEffect(roll);
  const step = 360 / points;
  const next = { ...wind };
  if (effect === 'clockwise') next.fromDegrees = normaliseDegrees(wind.fromDegrees + step);
  if (effect === 'anticlockwise') next.fromDegrees = normaliseDegrees(wind.fromDegrees - step);
  if (effect === 'slacken') next.speed = clampWindSpeed(wind.speed - 1);
  if (effect === 'freshen') next.speed = clampWindSpeed(wind.speed + 1);
  return { roll, effect, wind: next };
}

export interface LuckResult {
  /** Each side's die. */
  rolls: number[];
  /** The change to the wind for everyone. */
  common: number;
  /** Each side's own change on top of the common one. */
  own: number[];
  /** Strain each side marks. */
  strain: number[];
}

/**
 * The luck rolls of the sides, one d6 each: 1 the wind slackens by one for that side, 5 freshens
 * by one, 6 by two with a strain. Two or more 1s slacken it by one for everyone, the 1s included
 * and no further; two or more 6s freshen it by one for everyone while the sixes keep one more
 * (decision saltntar-luck-shared). The result holds until the next wind roll.
 */
export function luckRolls(faces: readonly number[]): LuckResult {
  for (const f of faces) requireInteger('d6', f, 1, 6);
  const ones = faces.filter((f) => f === 1).length;
  const sixes = faces.filter((f) => f === 6).length;
  const common = (ones >= 2 ? -1 : 0) + (sixes >= 2 ? 1 : 0);
  const own = faces.map((f) => {
    if (f === 1) return ones >= 2 ? 0 : -1;
    if (f === 5) return 1;
    if (f === 6) return sixes >= 2 ? 1 : 2;
    return 0;
  });
  return { rolls: [...faces], common, own, strain: faces.map((f) => (f === 6 ? 1 : 0)) };
}

/**
 * The wind speed a side sails at after the luck, within 0–6. The world's wind is left as it was:
 * the luck lasts until the next wind roll (decision saltntar-luck-shared).
 */
export function luckWindSpeed(worldSpeed: number, luck: LuckResult, side: number): number {
  return clampWindSpeed(worldSpeed + luck.common + (luck.own[side] ?? 0));
}

export function rollLuck(sides: number, dice: DiceSource): LuckResult {
  return luckRolls(dice.roll(requireInteger('sides', sides, 1, 12), 6));
}
