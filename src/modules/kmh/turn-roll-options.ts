/** What KMH's turn rolls ask of the table before they are rolled: the options, their bounds, the dialog's fields
 * and its answers read back (the general part is chat/option-specs.ts). Pure. */
import type { WindQuarter } from '../../rules/kmh';
import { optionFields, readOptions, type OptionSpec } from '../../chat/option-specs';
import type { TurnRoll } from '../../data/turn-roll-kinds';

/** What the table tells a roll that the sheet cannot (asked for before the roll, each validated). */
export interface TurnRollOptions {
  /** Running aground: the ship was sounding. */
  sounding?: boolean;
  /** Collision: the speed of the faster ship, and whether the forward third touched. */
  fastestSpeedCm?: number;
  forwardThird?: boolean;
  /** Tacking: the ship's quarter to the wind (measured from her token, else the bow). */
  quarter?: WindQuarter;
  /** Fire at this ship's boats: the damage points the shot did. */
  damagePoints?: number;
  /** Fending off a fireship: how far the fireship moved this turn. */
  fireshipMovedCm?: number;
  /** Launching or stowing boats: the ship's speed this move. */
  speedCm?: number;
  /** A fireship's move: the distance rolled for her, and whether she has the wind astern. */
  rolledDistanceCm?: number;
  windAstern?: boolean;
}

/** The options each roll asks for, with their bounds (the dialog and its validation read these). */
export const TURN_ROLL_OPTIONS: Partial<Record<TurnRoll, OptionSpec[]>> = {
  aground: [{ name: 'sounding', kind: 'check', value: false }],
  collision: [
    { name: 'fastestSpeedCm', kind: 'number', min: 0, max: 100, value: 6 },
    { name: 'forwardThird', kind: 'check', value: false },
  ],
  boatsHit: [{ name: 'damagePoints', kind: 'number', min: 0, max: 200, value: 1 }],
  fendOff: [{ name: 'fireshipMovedCm', kind: 'number', min: 0, max: 100, value: 0 }],
  launchBoats: [{ name: 'speedCm', kind: 'number', min: 0, max: 100, value: 0 }],
  stowBoats: [{ name: 'speedCm', kind: 'number', min: 0, max: 100, value: 0 }],
  fireshipMove: [
    { name: 'rolledDistanceCm', kind: 'number', min: 0, max: 100, value: 0 },
    { name: 'windAstern', kind: 'check', value: false },
  ],
};

/** Of the options given, those the roll reads (a tack also her quarter): what its card keeps for the desk (decision
 * desk-derive). */
export function optionsFor(roll: TurnRoll, options: TurnRollOptions): TurnRollOptions {
  const read = new Set([
    ...(TURN_ROLL_OPTIONS[roll] ?? []).map((s) => s.name),
    ...(roll === 'tack' ? ['quarter'] : []),
  ]);
  return Object.fromEntries(Object.entries(options).filter(([key, value]) => read.has(key) && value !== undefined));
}

/** The options dialog's fields, for the template. */
export function turnRollOptionFields(roll: TurnRoll) {
  return optionFields(TURN_ROLL_OPTIONS[roll] ?? []);
}

/**
 * The options from the dialog's form, each number checked against its bounds: the problems (label
 * keys with the refused value) or the options.
 */
export function readTurnRollOptions(
  roll: TurnRoll,
  form: Record<string, unknown>,
): { options: TurnRollOptions; problems: string[] } {
  return readOptions(TURN_ROLL_OPTIONS[roll] ?? [], form);
}
