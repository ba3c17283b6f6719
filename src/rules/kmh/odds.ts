import { requireInteger } from '../errors';
import { boardingShares, type Aim, type RangeBand } from './firing';

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

/** Binomial chances of 0..n successes at chance p each (exact up to floating point). */
function binomial(n: number, p: number): number[] {
  const out = new Array<number>(n + 1).fill(0);
  if (p >= 1) {
    out[n] = 1;
    return out;
  }
  out[0] = (1 - p) ** n;
  const ratio = p / (1 - p);
  for (let k = 1; k <= n; k++) out[k] = (out[k - 1]! * (n - k + 1) * ratio) / k;
  return out;
}

/** Distribution of hits for `pool` d6 needing `toHit` or more: binomial at (7 − toHit)/6. */
export function hitDistribution(pool: number, toHit: number): number[] {
  const n = requireInteger('pool', pool, 0, 500);
  return binomial(n, (7 - requireInteger('to-hit number', toHit, 2, 6)) / 6);
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

/** Exact odds of a broadside fired into a boarding action, for the target and the friend. */
export interface BoardingFireOdds {
  /** targetHits[t] = chance the target takes exactly t hits. */
  targetHits: number[];
  expectedTargetHits: number;
  /** Expected DP and speed boxes on the target. */
  expectedDamagePoints: number;
  expectedSecondaryBoxes: number;
  /** The friend's share: the chance she is hit at all, and her expected hits, DP and boxes. */
  friendHit: number;
  expectedFriendHits: number;
  expectedFriendDamagePoints: number;
  expectedFriendSecondaryBoxes: number;
}

/**
 * Exact odds of a broadside into a boarding action: over every number of hits k (binomial) and,
 * at the rigging, every number of them that strike boxes (binomial in k at 1/(7 − toHit), all of
 * them at extreme range), the shares of boardingShares, weighted by their chance. No simulation.
 */
export function boardingFireOdds(pool: number, toHit: number, aim: Aim, range: RangeBand): BoardingFireOdds {
  const hits = hitDistribution(pool, toHit);
  const boxChance = aim === 'hull' ? 0 : range === 'extreme' ? 1 : 1 / (7 - toHit);
  const out: BoardingFireOdds = {
    targetHits: new Array<number>(hits.length - Math.floor((hits.length - 1) / 3)).fill(0),
    expectedTargetHits: 0,
    expectedDamagePoints: 0,
    expectedSecondaryBoxes: 0,
    friendHit: 0,
    expectedFriendHits: 0,
    expectedFriendDamagePoints: 0,
    expectedFriendSecondaryBoxes: 0,
  };
  for (let k = 0; k < hits.length; k++) {
    const pk = hits[k]!;
    const boxes = binomial(k, boxChance);
    for (let b = 0; b <= k; b++) {
      const p = pk * boxes[b]!;
      if (p === 0) continue;
      const { target, friend } = boardingShares(k, k - b, b);
      out.targetHits[target.hits]! += p;
      out.expectedTargetHits += p * target.hits;
      out.expectedDamagePoints += p * target.damagePoints;
      out.expectedSecondaryBoxes += p * target.secondaryBoxes;
      if (friend.hits > 0) out.friendHit += p;
      out.expectedFriendHits += p * friend.hits;
      out.expectedFriendDamagePoints += p * friend.damagePoints;
      out.expectedFriendSecondaryBoxes += p * friend.secondaryBoxes;
    }
  }
  return out;
}
