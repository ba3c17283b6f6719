/**
 * A player's choices for a shot and their bounds: what the fire dialog offers, what a Fire request
 * carries to the GM's client (decision desk-rolls) and what a broadside card keeps. Pure, and free
 * of the data models, so the desk's protocol reads it anywhere.
 */
import type { Aim, Rake, Shot } from '../../../rules/kmh';
import { FIRING_SIDES, type FiringSide } from '../../../rules/geometry/firing-geometry';
import { isObject, isOneOf } from '../../../guards';

/** The player's choices in the fire dialog (each measured value may be overridden). */
export interface FireInput {
  side: FiringSide;
  distanceCm: number;
  partial: boolean;
  rake: Rake;
  aim: Aim;
  shot: Extract<Shot, 'round' | 'grape'>;
  /** Whether the squadron's Fire card was held and played later (needed for grape). Until the turn deck reports it, the
   * player ticks it. */
  fireCardHeld: boolean;
  /** The target is locked in a boarding action with a friend of the firer: every third hit falls on the friend. */
  intoBoarding: boolean;
}

export const FIRE_INPUT_KEYS = [
  'side',
  'distanceCm',
  'partial',
  'rake',
  'aim',
  'shot',
  'fireCardHeld',
  'intoBoarding',
] as const;

/** Whether each of a shot's choices is within what the dialog offers (other keys are not looked at). */
export function fireFields(v: Record<string, unknown>): boolean {
  return (
    isOneOf(v.side, FIRING_SIDES) &&
    typeof v.distanceCm === 'number' &&
    Number.isFinite(v.distanceCm) &&
    v.distanceCm >= 0 &&
    v.distanceCm <= 500 &&
    isOneOf(v.rake, ['none', 'bow', 'stern'] as const) &&
    isOneOf(v.aim, ['hull', 'rigging'] as const) &&
    isOneOf(v.shot, ['round', 'grape'] as const) &&
    ['partial', 'fireCardHeld', 'intoBoarding'].every((k) => typeof v[k] === 'boolean')
  );
}

/** A player's choices in the fire dialog, within what the dialog offers: every one, and nothing else. */
export function isFireInput(v: unknown): v is FireInput {
  return (
    isObject(v) &&
    Object.keys(v).every((k) => (FIRE_INPUT_KEYS as readonly string[]).includes(k)) &&
    FIRE_INPUT_KEYS.every((k) => k in v) &&
    fireFields(v)
  );
}
