import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import { SECONDARY_PER_PRIMARY } from './ship-tables';
import type { KmhShipState, Mast } from './ship-state';
import { validateShipState } from './ship-state';
import { rollD6 } from './rolls';
import { startCountdown, tickCountdown } from '../countdown';

/** What caused a piece of damage, for the chat card's lines. */
export type DamageCause =
  | 'hullHits'
  | 'riggingHits'
  | 'hullDamageToSpeed'
  | 'special'
  | 'mast'
  | 'gunBurst'
  | 'collision'
  | 'takenAback'
  | 'aground'
  | 'boarding'
  | 'chain'
  | 'bomb'
  | 'explosion'
  | 'landing';

/** One line of what happened to a ship; plain data for chat cards and sheet updates. */
export type DamageEvent =
  | { type: 'damagePoints'; amount: number; cause: DamageCause }
  | { type: 'speedBoxes'; secondary: number; cause: DamageCause }
  | { type: 'mastLost'; mast: Mast; cause: DamageCause }
  | { type: 'boatsLost'; count: number; cause: DamageCause }
  | { type: 'steeringDamage' }
  | { type: 'highOfficerCasualties' }
  | { type: 'crewCasualties' }
  | { type: 'boardingPartyLost' }
  | { type: 'fire'; hazardous: boolean }
  | { type: 'foundering'; moves: number; roll: number }
  | { type: 'exploded' };

export interface DamageOutcome {
  state: KmhShipState;
  events: DamageEvent[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Every five damage points cost a secondary speed box when they come from fire at the hull. */
export const HULL_DP_PER_SPEED_BOX = 5;
/** Damage and speed points a lost spar costs (the mast table of the special damage rules). */
export const MAST_LOSS = {
  bowsprit: { primaryBoxes: 1, damagePoints: 5 },
  fore: { primaryBoxes: 3, damagePoints: 5 },
  main: { primaryBoxes: 3, damagePoints: 5 },
  mizzen: { primaryBoxes: 3, damagePoints: 5 },
} as const satisfies Record<Mast, { primaryBoxes: number; damagePoints: number }>;

/**
 * Damage applied step by step to a private copy of a ship; `finish()` hands back the new state
 * and what happened. Damage points stop at the base factor and struck boxes at the last box.
 */
export class DamageWork {
  readonly state: Mutable<KmhShipState>;
  readonly events: DamageEvent[] = [];

  constructor(
    start: KmhShipState,
    private readonly dice: DiceSource,
  ) {
    validateShipState(start);
    this.state = { ...start, masts: [...start.masts], mastsLost: [...start.mastsLost] };
  }

  /** Adds damage points; returns how many were taken (fewer once the value is gone). */
  damagePoints(amount: number, cause: DamageCause): number {
    requireInteger('damage points', amount, 0);
    const s = this.state;
    const taken = Math.min(amount, s.baseFactor - s.damagePoints);
    if (taken === 0) return 0;
    s.damagePoints += taken;
    this.events.push({ type: 'damagePoints', amount: taken, cause });
    if (s.damagePoints === s.baseFactor && s.fate === 'afloat') {
      // K7: at zero value the ship drifts for d6 moves, then sinks (decision founder-roll).
      const roll = rollD6(this.dice);
      s.fate = 'foundering';
      s.founderMovesLeft = startCountdown(roll).left;
      this.events.push({ type: 'foundering', moves: roll, roll });
    }
    return taken;
  }

  /**
   * Damage points from fire at the hull: each multiple of five the running total passes also
   * strikes a secondary box (decision hull-speed-boxes).
   */
  hullDamagePoints(amount: number, cause: DamageCause): number {
    const before = this.state.damagePoints;
    const taken = this.damagePoints(amount, cause);
    const boxes =
      Math.floor(this.state.damagePoints / HULL_DP_PER_SPEED_BOX) - Math.floor(before / HULL_DP_PER_SPEED_BOX);
    if (boxes > 0) this.secondaryBoxes(boxes, 'hullDamageToSpeed');
    return taken;
  }

  /** Strikes secondary speed boxes from the top down; returns how many were struck. */
  secondaryBoxes(amount: number, cause: DamageCause): number {
    requireInteger('speed boxes', amount, 0);
    const s = this.state;
    const struck = Math.min(amount, s.basicSpeed * SECONDARY_PER_PRIMARY - s.secondaryStruck);
    if (struck === 0) return 0;
    s.secondaryStruck += struck;
    this.events.push({ type: 'speedBoxes', secondary: struck, cause });
    return struck;
  }

  /** A "speed box" or "speed point" of the tables is a primary box: three secondary boxes. */
  primaryBoxes(amount: number, cause: DamageCause): number {
    return this.secondaryBoxes(amount * SECONDARY_PER_PRIMARY, cause);
  }

  /** A spar goes over the side: its speed and damage points, and half the boats aboard. */
  loseMast(mast: Mast, cause: DamageCause): void {
    const s = this.state;
    if (!s.masts.includes(mast) || s.mastsLost.includes(mast)) {
      throw new RulesError('MastNotStanding', `The ${mast} is not standing, so it cannot be lost.`, { mast });
    }
    (s.mastsLost as Mast[]).push(mast);
    this.events.push({ type: 'mastLost', mast, cause });
    const loss = MAST_LOSS[mast];
    this.primaryBoxes(loss.primaryBoxes, 'mast');
    this.damagePoints(loss.damagePoints, 'mast');
    // Decision boats-with-mast: half the boats still aboard, rounded down.
    this.loseBoats(Math.floor(s.boats / 2), 'mast');
  }

  loseBoats(count: number, cause: DamageCause): number {
    const lost = Math.min(requireInteger('boats', count, 0), this.state.boats);
    if (lost === 0) return 0;
    this.state.boats -= lost;
    this.state.boatsLost += lost;
    this.events.push({ type: 'boatsLost', count: lost, cause });
    return lost;
  }

  steeringDamage(): void {
    this.state.steeringDamaged = true;
    this.events.push({ type: 'steeringDamage' });
  }

  highOfficerCasualties(): void {
    this.state.highOfficerCasualties = true;
    this.events.push({ type: 'highOfficerCasualties' });
  }

  /** CREW casualties also cost the boarding party for good. */
  crewCasualties(): void {
    const s = this.state;
    s.crewCasualties = true;
    this.events.push({ type: 'crewCasualties' });
    if (!s.boardingPartyLost) {
      s.boardingPartyLost = true;
      this.events.push({ type: 'boardingPartyLost' });
    }
  }

  /** A fire starts; a hazardous fire (near the magazine) outranks an ordinary one. */
  fire(hazardous: boolean): void {
    const s = this.state;
    if (s.fire === 'none') s.movesBurning = 0;
    if (hazardous) s.fire = 'hazardous';
    else if (s.fire === 'none') s.fire = 'fire';
    this.events.push({ type: 'fire', hazardous });
  }

  explode(): void {
    this.state.fate = 'exploded';
    this.state.damagePoints = this.state.baseFactor;
    this.events.push({ type: 'exploded' });
  }

  finish(): DamageOutcome {
    return { state: this.state, events: this.events };
  }
}

/** Plain damage points and struck secondary boxes (a hit from any source the tables price in DP). */
export function applyDamage(
  state: KmhShipState,
  damage: { damagePoints?: number; secondaryBoxes?: number; cause: DamageCause; fromHullFire?: boolean },
  dice: DiceSource,
): DamageOutcome {
  const work = new DamageWork(state, dice);
  if (damage.fromHullFire) work.hullDamagePoints(damage.damagePoints ?? 0, damage.cause);
  else work.damagePoints(damage.damagePoints ?? 0, damage.cause);
  work.secondaryBoxes(damage.secondaryBoxes ?? 0, damage.cause);
  return work.finish();
}

/** Speed of a ship at zero value while it founders (decision halving-speed: of the original basic). */
export function founderingSpeed(state: KmhShipState): number {
  return Math.floor(state.basicSpeed / 2);
}

/** A foundering ship's move: one fewer move left, and it sinks when none remain. */
export function founderMove(state: KmhShipState): KmhShipState {
  if (state.fate !== 'foundering') {
    throw new RulesError('NotFoundering', 'Only a ship at zero value founders.', { fate: state.fate });
  }
  const { left, ended } = tickCountdown({ elapsed: 0, left: state.founderMovesLeft });
  return ended ? { ...state, founderMovesLeft: 0, fate: 'sunk' } : { ...state, founderMovesLeft: left };
}
