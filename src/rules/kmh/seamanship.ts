/**
 * Towing, anchors and collisions (§6.6, 6.10, 7.1–7.2).
 */
import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import type { KmhShipState } from './ship-state';
import type { DamageOutcome } from './damage';
import { DamageWork } from './damage';
import { chooseMast } from './special-damage';
import { normaliseDegrees } from '../geometry/angles';
import { rollD10Row, rollD6 } from './rolls';

/** Towing (§6.6): a turn within this distance attaches the line; both ships then go at half speed. */
export const TOW = { attachWithinCm: 2, turnsToAttach: 1 } as const;

/** Speed of ships towing or under tow. Decision halving-speed: speeds halve rounding down. */
export function towedSpeed(speed: number): number {
  return Math.floor(requireInteger('speed', speed, 0, 100) / 2);
}

/** In choppy seas a tow is tested each turn: a d10 of 0 parts the cable. Calm seas: no roll. */
export function towCableTest(choppy: boolean, dice: DiceSource): { roll: number | null; cableLost: boolean } {
  if (!choppy) return { roll: null, cableLost: false };
  const roll = rollD10Row(dice);
  return { roll, cableLost: roll === 0 };
}

/** Getting under way from anchor (§7.1), one step per turn; then the crew speeds up as in §6.4. */
export const WEIGH_ANCHOR_STEPS = {
  cut: ['cutAnchor', 'raiseSails', 'raiseSails', 'speedUp'],
  // Decision raise-anchor: four turns of heaving replace the one of cutting: seven turns in all.
  raise: ['heave', 'heave', 'heave', 'heave', 'raiseSails', 'raiseSails', 'speedUp'],
} as const;

/** Dropping anchor (§7.2): only when stopped; one move. One anchor: the ship swings head to wind. */
export function dropAnchor(
  stopped: boolean,
  anchors: 1 | 2,
  windFromDegrees: number,
): { moves: number; heading: number | null } {
  if (!stopped) throw new RulesError('NotStopped', 'A ship must be stopped before it drops anchor.');
  if (anchors !== 1 && anchors !== 2) throw new RulesError('InvalidNumber', 'A ship rides on one anchor or two.');
  return { moves: 1, heading: anchors === 1 ? normaliseDegrees(windFromDegrees) : null };
}

/** A ship riding two anchors swings to any heading in one move. */
export const MOVES_TO_SWING_ON_TWO_ANCHORS = 1;

/** Collision damage by the speed of the fastest ship (§6.10). */
export const COLLISION_TABLE = [
  { upToCm: 6, damagePoints: 1, secondaryBoxes: 0, primaryBoxes: 0, mastRoll: false },
  { upToCm: 15, damagePoints: 2, secondaryBoxes: 1, primaryBoxes: 0, mastRoll: false },
  { upToCm: Infinity, damagePoints: 2, secondaryBoxes: 0, primaryBoxes: 1, mastRoll: true },
] as const;

/** The collision mast d6: 1–3 none, 4–5 one mast, 6 a second d6 (1–3 one, 4–5 two, 6 three). */
export function collisionMastsLost(dice: DiceSource): { rolls: number[]; masts: number } {
  const first = rollD6(dice);
  if (first <= 3) return { rolls: [first], masts: 0 };
  if (first <= 5) return { rolls: [first], masts: 1 };
  const second = rollD6(dice);
  return { rolls: [first, second], masts: second <= 3 ? 1 : second <= 5 ? 2 : 3 };
}

/**
 * One ship's share of a collision. Each ship rolls its own mast and bowsprit dice (decision
 * collision-per-ship); masts lost this way are lost in full, as an M result (decision
 * collision-mast). Contact with the forward third costs the bowsprit on 1–5. A speed of 0: no damage.
 */
export function collisionDamage(
  ship: KmhShipState,
  fastestSpeedCm: number,
  forwardThirdContact: boolean,
  dice: DiceSource,
): { mastRolls: number[]; bowspritRoll: number | null; damage: DamageOutcome } {
  const speed = requireInteger('speed of the fastest ship', fastestSpeedCm, 0, 100);
  const work = new DamageWork(ship, dice);
  const mastRolls: number[] = [];
  let bowspritRoll: number | null = null;
  if (speed > 0) {
    const row = COLLISION_TABLE.find((r) => speed <= r.upToCm)!;
    work.damagePoints(row.damagePoints, 'collision');
    work.secondaryBoxes(row.secondaryBoxes, 'collision');
    work.primaryBoxes(row.primaryBoxes, 'collision');
    if (row.mastRoll) {
      const lost = collisionMastsLost(dice);
      mastRolls.push(...lost.rolls);
      for (let i = 0; i < lost.masts; i++) {
        const choice = chooseMast(
          { ...work.state, masts: work.state.masts.filter((m) => m !== 'bowsprit') },
          'none',
          dice,
        );
        mastRolls.push(...choice.rolls);
        if (choice.mast) work.loseMast(choice.mast, 'collision');
      }
    }
    if (forwardThirdContact) {
      bowspritRoll = rollD6(dice);
      if (bowspritRoll <= 5 && ship.masts.includes('bowsprit') && !work.state.mastsLost.includes('bowsprit')) {
        work.loseMast('bowsprit', 'collision');
      }
    }
  }
  return { mastRolls, bowspritRoll, damage: work.finish() };
}
