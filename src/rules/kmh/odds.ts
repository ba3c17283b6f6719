import { requireInteger } from '../errors';
import type { Aim, RangeBand } from './firing';

/** Exact chances of a planned broadside, for the fire dialog to show before the roll. */
export interface BroadsideOdds {
  /** hits[k] = chance of exactly k hits, k = 0..pool. */
  hits: number[];
  expectedHits: number;
  /** Chance the special check (d10 at most the hits) succeeds. */
  special: number;
  /** Expected damage points and secondary speed boxes from the hits alone. */
  expectedDamagePoints: number;
  expectedSecondaryBoxes: number;
}

/**
 * Binomial distribution of hits for `pool` d6 needing `toHit` or more, by the recurrence
 * P(k) = P(k−1)·(n−k+1)/k·p/q (exact up to floating point; no simulation).
 */
export function hitDistribution(pool: number, toHit: number): number[] {
  const n = requireInteger('pool', pool, 0, 500);
  const p = (7 - requireInteger('to-hit number', toHit, 2, 6)) / 6;
  const q = 1 - p;
  const out = new Array<number>(n + 1);
  out[0] = q ** n;
  const ratio = p / q;
  for (let k = 1; k <= n; k++) out[k] = (out[k - 1]! * (n - k + 1) * ratio) / k;
  return out;
}

/**
 * Exact odds of a broadside: hits, the special chance Σ P(k)·min(k, 10)/10, and the expected DP
 * and speed boxes (on the rigging, a hit is a six with chance 1/(7 − toHit), and at extreme range
 * every hit strikes a box).
 */
export function broadsideOdds(pool: number, toHit: number, aim: Aim, range: RangeBand): BroadsideOdds {
  const hits = hitDistribution(pool, toHit);
  let expectedHits = 0;
  let special = 0;
  for (let k = 1; k < hits.length; k++) {
    expectedHits += k * hits[k]!;
    special += (hits[k]! * Math.min(k, 10)) / 10;
  }
  let expectedSecondaryBoxes = 0;
  if (aim === 'rigging') expectedSecondaryBoxes = range === 'extreme' ? expectedHits : expectedHits / (7 - toHit);
  return {
    hits,
    expectedHits,
    special,
    expectedDamagePoints: expectedHits - expectedSecondaryBoxes,
    expectedSecondaryBoxes,
  };
}
