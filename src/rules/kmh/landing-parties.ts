import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import { rollD6 } from './rolls';

/** Damage points of a base by kind (§20.1); a landing party from an elite ship has one more. */
export const LANDING_BASE_DP = { veteran: 8, regular: 6, landingParty: 4, militia: 4 } as const;
export type LandingBaseKind = keyof typeof LANDING_BASE_DP;

export function landingBaseDamagePoints(kind: LandingBaseKind, fromEliteShip = false): number {
  const dp = LANDING_BASE_DP[kind];
  if (dp === undefined) throw new RulesError('UnknownBase', `There is no kind of base "${String(kind)}".`);
  return dp + (kind === 'landingParty' && fromEliteShip ? 1 : 0);
}

/** A base moves 6 cm a turn and fires at bases or ships within 5 cm. */
export const LANDING_MOVE_CM = 6;
export const LANDING_FIRE_RANGE_CM = 5;
/** A base falls back this far after losing a melee. */
export const MELEE_FALL_BACK_CM = 6;

export type Cover = 'impressive' | 'hard' | 'soft' | 'open';
/** The save needed on a d6 by cover; in the open there is none. */
export const COVER_SAVES: Readonly<Record<Cover, number | null>> = { impressive: 2, hard: 3, soft: 5, open: null };

/** Saving throws for hits on a target in cover: each hit is saved on the cover's number. */
export function saveHits(
  hits: number,
  cover: Cover,
  dice: DiceSource,
): { faces: number[]; saved: number; damagePoints: number } {
  const n = requireInteger('hits', hits, 0);
  const need = COVER_SAVES[cover];
  if (need === null) return { faces: [], saved: 0, damagePoints: n };
  const faces = dice.roll(n, 6);
  const saved = faces.filter((f) => f >= need).length;
  return { faces, saved, damagePoints: n - saved };
}

/**
 * A base fires one d6, a 6 hitting for 1 DP; an elite base re-throws a miss (decision
 * landing-elite-rethrow). The target then saves by its cover.
 */
export function landingFire(
  elite: boolean,
  targetCover: Cover,
  dice: DiceSource,
): { faces: number[]; hit: boolean; save: ReturnType<typeof saveHits> } {
  const faces = [rollD6(dice)];
  if (elite && faces[0] !== 6) faces.push(rollD6(dice));
  const hit = faces[faces.length - 1] === 6;
  return { faces, hit, save: saveHits(hit ? 1 : 0, targetCover, dice) };
}

/** Ships' guns against troops ashore: each six of the pool is a hit, then the cover saves. */
export function shipFireAshore(
  pool: number,
  targetCover: Cover,
  dice: DiceSource,
): { faces: number[]; hits: number; save: ReturnType<typeof saveHits> } {
  const faces = dice.roll(requireInteger('pool', pool, 0, 80), 6);
  const hits = faces.filter((f) => f === 6).length;
  return { faces, hits, save: saveHits(hits, targetCover, dice) };
}

/**
 * Melee (§20.4): each side rolls a d6 per damage point it has left, each 6 a hit, saved by the
 * other side's cover. More damage inflicted wins; the loser falls back 6 cm. Equal damage: no
 * winner, both stay (decision melee-tie).
 */
export function landingMelee(
  a: { damagePointsLeft: number; cover: Cover },
  b: { damagePointsLeft: number; cover: Cover },
  dice: DiceSource,
): { aFaces: number[]; bFaces: number[]; damageToA: number; damageToB: number; winner: 'a' | 'b' | null } {
  const aFaces = dice.roll(requireInteger('damage points left', a.damagePointsLeft, 0, 20), 6);
  const bFaces = dice.roll(requireInteger('damage points left', b.damagePointsLeft, 0, 20), 6);
  const toB = saveHits(aFaces.filter((f) => f === 6).length, b.cover, dice).damagePoints;
  const toA = saveHits(bFaces.filter((f) => f === 6).length, a.cover, dice).damagePoints;
  return { aFaces, bFaces, damageToA: toA, damageToB: toB, winner: toA === toB ? null : toB > toA ? 'a' : 'b' };
}
