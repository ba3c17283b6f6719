/**
 * The tests a ship's dragged path calls for under Kiss Me, Hardy, found from the turns it makes:
 * the canvas asks for them when the desk counts a finished movement (canvas/ship-path.ts). Pure.
 */
import { normaliseDegrees } from '../../rules/geometry/angles';
import type { MovePrompt } from '../../canvas/sailing';

/**
 * Tests a dragged KMH path calls for: turning into the dead zone (closer than 45° to the wind),
 * and turning through the wind's eye (a tack). Each leg's turn sweeps from its start heading.
 */
export function pathPrompts(
  legs: readonly { from: { heading: number }; turn: number }[],
  windFrom: number,
): MovePrompt[] {
  let deadZone = false;
  let tack = false;
  for (const leg of legs) {
    const start = signedOff(leg.from.heading, windFrom);
    const end = start + leg.turn;
    const lo = Math.min(start, end);
    const hi = Math.max(start, end);
    // Angles off the wind's source, unwrapped along the turn: the dead zone is within 45° of any
    // multiple of 360, the eye of the wind the multiples themselves.
    for (let k = Math.floor((lo - 45) / 360); k <= Math.ceil((hi + 45) / 360); k++) {
      const eye = k * 360;
      if (hi > eye - 45 && lo < eye + 45) deadZone = true;
      if (hi >= eye && lo <= eye && leg.turn !== 0) tack = true;
    }
  }
  const out: MovePrompt[] = [];
  if (deadZone) out.push('deadZone');
  if (tack) out.push('tack');
  return out;
}

function signedOff(heading: number, windFrom: number): number {
  const d = normaliseDegrees(heading - windFrom);
  return d > 180 ? d - 360 : d;
}
