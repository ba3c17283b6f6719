import type { DiceSource } from '../dice/dice';
import type { ShipFigures, ShipState } from './ship';
import {
  CALIBRE_TABLE,
  CRITICAL_BY_FACE,
  LOCATION_BY_FACE,
  READINESS_PER_HIT,
  RIGGING_DR,
  hipLossFor,
  type Calibre,
  type CalledTarget,
  type CriticalEffect,
  type Location,
  type MastName,
  type Side,
} from './tables';

/** Where a hit struck: an unaimed location, or the target of a called shot. */
export type HitPlace = Location | 'rudder' | 'mast';

/** What one hit did, with its dice in the order drawn. */
export interface HitRecord {
  /** The location die (null for a called shot, which strikes what it aimed at). */
  locationFace: number | null;
  place: HitPlace;
  mast: MastName | null;
  /** The damage dice and their total times the calibre's multiplier (null where no damage is rolled). */
  damageFaces: number[] | null;
  damage: number | null;
  dr: number | null;
  /** Damage past DR; 0 when it did not get through. */
  penetration: number;
  penetrated: boolean;
  hipLoss: number;
  sailLoss: number;
  readinessLoss: number;
  gunsDestroyed: number;
  reloadDelay: number;
  criticalFace: number | null;
  critical: CriticalEffect | null;
  mastCollapsed: boolean;
  steering: boolean;
}

function blank(place: HitPlace, locationFace: number | null, mast: MastName | null): HitRecord {
  return {
    locationFace,
    place,
    mast,
    damageFaces: null,
    damage: null,
    dr: null,
    penetration: 0,
    penetrated: false,
    hipLoss: 0,
    sailLoss: 0,
    readinessLoss: 0,
    gunsDestroyed: 0,
    reloadDelay: 0,
    criticalFace: null,
    critical: null,
    mastCollapsed: false,
    steering: false,
  };
}

function rollDamage(dice: DiceSource, calibre: Calibre, dr: number, hit: HitRecord): void {
  const shot = CALIBRE_TABLE[calibre];
  const faces = dice.roll(shot.dice, 6);
  hit.damageFaces = faces;
  hit.damage = faces.reduce((a, b) => a + b, 0) * shot.multiplier;
  hit.dr = dr;
  hit.penetration = Math.max(0, hit.damage - dr);
  hit.penetrated = hit.penetration > 0;
}

function hullLoss(state: ShipState, hit: HitRecord): void {
  hit.hipLoss = hipLossFor(hit.penetration);
  state.hip = Math.max(0, state.hip - hit.hipLoss);
}

function sailLoss(state: ShipState, calibre: Calibre, hit: HitRecord): void {
  hit.sailLoss = Math.min(state.sailHp, CALIBRE_TABLE[calibre].sailDamage);
  state.sailHp -= hit.sailLoss;
}

/** The one shot the hit is: what it struck and what that did to the target's state (changed in place). */
export interface HitContext {
  dice: DiceSource;
  calibre: Calibre;
  target: ShipFigures;
  state: ShipState;
  /** The target's battery that faces the firer: the one a location-5 hit strikes (decision kr-cannon-hit). */
  facing: Side;
  called: CalledTarget | null;
  mast: MastName | null;
}

/**
 * Resolves one hit and applies it to `ctx.state`. An unaimed hit rolls 1d6 for its place; a called
 * shot strikes its target (decision kr-called-location). Damage is rolled only where DR matters.
 */
export function resolveHit(ctx: HitContext): HitRecord {
  const { dice, calibre, target, state } = ctx;
  let hit: HitRecord;
  if (ctx.called === null) {
    const face = dice.roll(1, 6)[0]!;
    hit = blank(LOCATION_BY_FACE[face - 1]!, face, null);
  } else {
    hit = blank(
      ctx.called === 'rudder'
        ? 'rudder'
        : ctx.called === 'rigging'
          ? 'rigging'
          : ctx.called === 'deck'
            ? 'deck'
            : 'mast',
      null,
      ctx.called === 'mast' ? ctx.mast : null,
    );
  }
  switch (hit.place) {
    case 'hull':
      rollDamage(dice, calibre, target.dr, hit);
      hullLoss(state, hit);
      break;
    case 'rudder':
      // decision kr-rudder: hull damage through the ship's DR, and the steering is hit when it gets through.
      rollDamage(dice, calibre, target.dr, hit);
      hullLoss(state, hit);
      if (hit.penetrated) {
        hit.steering = true;
        state.steeringDamaged = true;
      }
      break;
    case 'rigging':
      // decision kr-rigging-dr: chain shot and a location-3 hit both go against DR 10; decision
      // kr-rigging-hit: what gets through costs sail HP by calibre, not a rigging hit.
      rollDamage(dice, calibre, RIGGING_DR, hit);
      if (hit.penetrated) sailLoss(state, calibre, hit);
      break;
    case 'deck':
      // decision kr-readiness: no DR and no damage roll; readiness falls by 10 points.
      hit.readinessLoss = Math.min(state.readiness, READINESS_PER_HIT);
      state.readiness -= hit.readinessLoss;
      break;
    case 'cannons': {
      // decision kr-cannon-hit: 1d guns of the facing battery, and a round more on its reload.
      const battery = state.batteries[ctx.facing];
      const face = dice.roll(1, 6)[0]!;
      hit.damageFaces = [face];
      hit.gunsDestroyed = Math.min(battery.guns, face);
      battery.guns -= hit.gunsDestroyed;
      hit.reloadDelay = 1;
      battery.reload += 1;
      break;
    }
    case 'critical':
      // decision kr-critical-dr: the ship's own DR; only a hit that gets through rolls the table.
      rollDamage(dice, calibre, target.dr, hit);
      hullLoss(state, hit);
      if (hit.penetrated) {
        const face = dice.roll(1, 6)[0]!;
        hit.criticalFace = face;
        hit.critical = CRITICAL_BY_FACE[face - 1]!;
        applyCritical(state, hit.critical);
      }
      break;
    case 'mast': {
      const mast = state.masts[hit.mast!]!;
      rollDamage(dice, calibre, mast.dr, hit);
      if (hit.penetrated) {
        // decision kr-mast-penetration: the hit counts toward collapse and tears sail by calibre.
        mast.penetrating += 1;
        sailLoss(state, calibre, hit);
        if (mast.penetrating >= 3 && !mast.lost) {
          mast.lost = true;
          hit.mastCollapsed = true;
        }
      }
      break;
    }
  }
  return hit;
}

/** decision kr-critical-effects: only a rigging collapse changes a number the engine uses. */
export function applyCritical(state: ShipState, effect: CriticalEffect): void {
  switch (effect) {
    case 'fire':
      state.fires += 1;
      break;
    case 'steering':
      state.steeringDamaged = true;
      break;
    case 'magazine':
      state.magazineHits += 1;
      break;
    case 'injury':
      state.injuries += 1;
      break;
    case 'rigging-collapse':
      state.riggingHits += 1;
      break;
    case 'major':
      state.majorHits += 1;
      break;
  }
}
