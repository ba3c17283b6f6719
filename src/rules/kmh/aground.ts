import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import type { KmhShipState } from './ship-state';
import { standingMasts } from './ship-state';
import type { DamageOutcome } from './damage';
import { DamageWork } from './damage';
import { rollD6, rollD6Sum } from './rolls';

/** Shallows are tested within this distance of land, or of rocks. */
export const AGROUND_TEST_WITHIN_CM = { land: 10, rocks: 5 } as const;

export type AgroundHull = 'threeDecker' | 'twoDecker' | 'oneDeckThreeMasts' | 'oneDeckTwoMasts';
export type AgroundResult = 'crunch' | 'stuck' | 'damaged' | 'lucky';

/** The running-aground table: the d6 faces of each result for each kind of hull. */
export const AGROUND_TABLE: Readonly<Record<AgroundHull, Readonly<Record<AgroundResult, readonly number[]>>>> = {
  threeDecker: { crunch: [5, 6], stuck: [4], damaged: [2, 3], lucky: [1] },
  twoDecker: { crunch: [6], stuck: [4, 5], damaged: [2, 3], lucky: [1] },
  oneDeckThreeMasts: { crunch: [6], stuck: [5], damaged: [3, 4], lucky: [1, 2] },
  oneDeckTwoMasts: { crunch: [6], stuck: [5], damaged: [4], lucky: [1, 2, 3] },
};

/** The table's column for a ship: by decks, and for one-deckers by the masts it started with. */
export function agroundHull(decks: number, ship: KmhShipState): AgroundHull {
  const d = requireInteger('decks', decks, 1, 3);
  if (d === 3) return 'threeDecker';
  if (d === 2) return 'twoDecker';
  return ship.masts.filter((m) => m !== 'bowsprit').length >= 3 ? 'oneDeckThreeMasts' : 'oneDeckTwoMasts';
}

/** A sounding ship takes 2 off the aground die and sails no faster than basic speed. */
export const SOUNDING_MODIFIER = -2;

/** Damage points a mast falling when a ship runs hard aground costs (in place of the usual 5). */
export const AGROUND_MAST_DAMAGE_POINTS = 10;

/**
 * The test for running aground (§14.1). Crunch: 3d6 DP and a d6 per standing mast, each 6 bringing
 * it down for 10 DP (decision aground-mast); the ship must warp or be towed off. Stuck: 2d6 DP,
 * warp or tow. Damaged: d6 DP and the ship turns out to sea. Lucky: nothing. A sounding roll
 * below 1 is lucky.
 */
export function agroundTest(
  ship: KmhShipState,
  hull: AgroundHull,
  sounding: boolean,
  dice: DiceSource,
): {
  roll: number;
  modified: number;
  result: AgroundResult;
  damageRolls: number[];
  mastRolls: number[];
  mustWarp: boolean;
  damage: DamageOutcome;
} {
  const roll = rollD6(dice);
  const modified = roll + (sounding ? SOUNDING_MODIFIER : 0);
  const row = AGROUND_TABLE[hull];
  const face = Math.max(1, modified);
  const result = (Object.keys(row) as AgroundResult[]).find((r) => row[r].includes(face))!;
  const work = new DamageWork(ship, dice);
  const mastRolls: number[] = [];
  let damageRolls: number[] = [];
  const diceFor: Record<AgroundResult, number> = { crunch: 3, stuck: 2, damaged: 1, lucky: 0 };
  if (diceFor[result] > 0) {
    const d = rollD6Sum(diceFor[result], dice);
    damageRolls = d.faces;
    work.damagePoints(d.total, 'aground');
  }
  if (result === 'crunch') {
    for (const mast of standingMasts(ship)) {
      const r = rollD6(dice);
      mastRolls.push(r);
      if (r === 6) {
        work.loseMast(mast, 'aground');
        work.damagePoints(AGROUND_MAST_DAMAGE_POINTS - 5, 'aground');
      }
    }
  }
  return {
    roll,
    modified,
    result,
    damageRolls,
    mastRolls,
    mustWarp: result === 'crunch' || result === 'stuck',
    damage: work.finish(),
  };
}

/** Warping off (§14.3): one step a turn; from the fifth turn the ship tries to move each turn. */
export const WARP_STEPS = ['launchBoats', 'prepareAnchor', 'boatMoves', 'dropAnchor', 'warp'] as const;
/** Distance a warping ship moves on a success. */
export const WARP_DISTANCE_CM = 2;

/** A warping turn: a crunched ship moves on a 6, a stuck one on 5–6. */
export function warpRoll(
  result: 'crunch' | 'stuck',
  dice: DiceSource,
): { roll: number; moved: boolean; distance: number } {
  if (result !== 'crunch' && result !== 'stuck')
    throw new RulesError('NotAground', 'Only a ship stuck fast warps off.');
  const roll = rollD6(dice);
  const moved = roll >= (result === 'crunch' ? 6 : 5);
  return { roll, moved, distance: moved ? WARP_DISTANCE_CM : 0 };
}
