/**
 * Turns counted on a ship from one turn to the next, the same way in every rule set: a KMH ship
 * foundering or burning, a Salt'n'Tar ship going down. A count runs down to an end (turns left)
 * or, with no end set, only counts the turns it has lasted.
 */
import { requireInteger } from './errors';

export interface Countdown {
  /** Turns it has lasted so far. */
  elapsed: number;
  /** Turns before it ends; null: it has no set end (something else stops it). */
  left: number | null;
}

/** A count begun now: `turns` before its end, or null for none. */
export function startCountdown<Left extends number | null>(turns: Left): Countdown & { left: Left } {
  if (turns !== null) requireInteger('turns', turns, 1);
  return { elapsed: 0, left: turns };
}

/** One turn passes: one more lasted, one fewer left; it has ended once none are left. */
export function tickCountdown<Left extends number | null>(
  count: Countdown & { left: Left },
): Countdown & { left: Left; ended: boolean } {
  const elapsed = requireInteger('turns lasted', count.elapsed, 0) + 1;
  if (count.left === null) return { elapsed, left: count.left, ended: false };
  const left = Math.max(0, requireInteger('turns left', count.left, 0) - 1);
  return { elapsed, left: left as Left, ended: left === 0 };
}
