import { requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import { normaliseDegrees } from '../geometry/angles';
import { rollD10Row, rollD6, rollD6Sum } from './rolls';

/**
 * Directions are degrees clockwise from the top edge of the table (0 = the wind comes from the
 * top), always the direction the wind blows FROM.
 */
export interface WindState {
  /** Where the wind comes from; kept while becalmed so a later shift has something to shift. */
  fromDegrees: number;
  becalmed: boolean;
  choppy: boolean;
}

/** One point of the eight-point compass. */
export const COMPASS_POINT_DEGREES = 45;

/** A clock hour (1–12) on the table as a direction: 12 is the top edge, 3 the right. */
export function clockHourDegrees(hour: number): number {
  return (requireInteger('clock hour', hour, 1, 12) % 12) * 30;
}

/**
 * Initial wind (§8.1): the table is a clock face; 2d6 (2–12) or a d12 (1–12) gives the hour the
 * wind blows from.
 */
export function rollInitialWind(
  dice: DiceSource,
  method: '2d6' | 'd12' = '2d6',
): { faces: number[]; hour: number; wind: WindState } {
  const faces = method === 'd12' ? dice.roll(1, 12) : dice.roll(2, 6);
  const hour = faces.reduce((a, b) => a + b, 0);
  return { faces, hour, wind: { fromDegrees: clockHourDegrees(hour), becalmed: false, choppy: false } };
}

/**
 * The d8 of a complete wind change names a compass point. Decision wind-d8: 1 is the top left
 * corner and the count runs clockwise, so 5 is the bottom right corner (the text's "bottom left"
 * cannot be four points round from the top left).
 */
export function d8CompassDegrees(face: number): number {
  return normaliseDegrees(315 + (requireInteger('d8', face, 1, 8) - 1) * COMPASS_POINT_DEGREES);
}

export type WindChangeOutcome =
  | { kind: 'noChange' }
  | { kind: 'shift'; direction: 'clockwise' | 'anticlockwise' }
  | { kind: 'becalmed' }
  | { kind: 'newDirection'; d8: number };

/**
 * The Wind Change card (§8.2). 2d6 of 11–12 changes the wind: a d6 of 1–5 means a one-point shift
 * whose way a second d6 decides (1–3 clockwise, 4–6 anticlockwise); a 6 means a further d6: 6
 * becalms every ship, 1–5 a d8 for a wholly new direction. Decision wind-change-reading.
 * Decision becalmed-shift: a shift while becalmed brings the wind back from its last direction
 * moved one point; a new direction also ends the calm.
 */
export function windChange(
  wind: WindState,
  dice: DiceSource,
): { rolls: number[]; outcome: WindChangeOutcome; wind: WindState } {
  const test = rollD6Sum(2, dice);
  const rolls = [...test.faces];
  if (test.total < 11) return { rolls, outcome: { kind: 'noChange' }, wind };
  const kind = rollD6(dice);
  rolls.push(kind);
  if (kind <= 5) {
    const way = rollD6(dice);
    rolls.push(way);
    const direction = way <= 3 ? 'clockwise' : 'anticlockwise';
    const step = direction === 'clockwise' ? COMPASS_POINT_DEGREES : -COMPASS_POINT_DEGREES;
    return {
      rolls,
      outcome: { kind: 'shift', direction },
      wind: { ...wind, becalmed: false, fromDegrees: normaliseDegrees(wind.fromDegrees + step) },
    };
  }
  const again = rollD6(dice);
  rolls.push(again);
  if (again === 6) return { rolls, outcome: { kind: 'becalmed' }, wind: { ...wind, becalmed: true } };
  const d8 = dice.roll(1, 8)[0]!;
  rolls.push(d8);
  return {
    rolls,
    outcome: { kind: 'newDirection', d8 },
    wind: { ...wind, becalmed: false, fromDegrees: d8CompassDegrees(d8) },
  };
}

/** The Getting Choppy card (§8.3): a d10 showing 0 turns calm seas choppy and choppy seas calm. */
export function gettingChoppy(wind: WindState, dice: DiceSource): { roll: number; toggled: boolean; wind: WindState } {
  const roll = rollD10Row(dice);
  const toggled = roll === 0;
  return { roll, toggled, wind: toggled ? { ...wind, choppy: !wind.choppy } : wind };
}

/**
 * Fire dice lost to choppy seas: three-deckers lose a third of their factor and two-deckers half,
 * the loss rounded up; single-deckers lose nothing.
 */
export function choppyReduction(fireFactor: number, decks: number): number {
  requireInteger('fire factor', fireFactor, 0, 40);
  const d = requireInteger('decks', decks, 1, 3);
  if (d === 3) return Math.ceil(fireFactor / 3);
  if (d === 2) return Math.ceil(fireFactor / 2);
  return 0;
}
