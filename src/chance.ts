/**
 * A chance as the table reads it: a whole percentage. An outcome that can still happen never reads
 * 0%, and one that can still fail never reads 100%: below a half per cent it reads "<1%", above
 * 99.5% ">99%". Only the certain and the impossible read 100% and 0%. The one way a chance is
 * worded, in the fire dialog and the duel's cards alike.
 */

/** How far from 0 or 1 a sum of exact odds may drift by floating point and still be certain. */
const CERTAIN = 1e-12;

export function chance(p: number): string {
  if (p <= CERTAIN) return '0%';
  if (p >= 1 - CERTAIN) return '100%';
  const whole = Math.round(p * 100);
  if (whole < 1) return '<1%';
  if (whole > 99) return '>99%';
  return `${whole}%`;
}
