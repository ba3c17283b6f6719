import { RulesError, requireInteger } from '../errors';
import {
  CLASS_FIGURES,
  CLASS_RANGES,
  MASTS,
  MAST_LOST_BONUS,
  RELOAD_ROUNDS,
  SIDES,
  TWO_MASTS_BONUS,
  sailPenalty,
  sinkingState,
  type Ammunition,
  type Calibre,
  type MastName,
  type ShipClass,
  type Side,
  type SinkingState,
} from './tables';

/** One battery's fixed figures: how many guns of which calibre. */
export interface BatteryFigures {
  guns: number;
  calibre: Calibre;
}

/** A ship's Kyngesreach figures: what her sheet holds and does not change in battle. */
export interface ShipFigures {
  shipClass: ShipClass;
  dr: number;
  hip: number;
  sailHp: number;
  /** The masts she carries and each one's DR (a brig may carry two; decision kr-masts-carried). */
  masts: Partial<Record<MastName, number>>;
  batteries: Record<Side, BatteryFigures>;
}

export interface MastState {
  dr: number;
  /** Penetrating hits taken; the mast goes at three. */
  penetrating: number;
  lost: boolean;
}

export interface BatteryState {
  /** Guns still able to fire. */
  guns: number;
  /** Rounds until the battery may fire; 0 means loaded (decision kr-reload-start). */
  reload: number;
  /** What the guns hold, or are being loaded with. */
  ammunition: Ammunition;
}

/** The tracks a ship keeps during a Kyngesreach battle. */
export interface ShipState {
  hip: number;
  sailHp: number;
  masts: Partial<Record<MastName, MastState>>;
  batteries: Record<Side, BatteryState>;
  /** Crew readiness in percent (decision kr-readiness). */
  readiness: number;
  /** Rigging hits that cost the gauge 1 each (decision kr-rigging-hit). */
  riggingHits: number;
  /** Criticals and rudder hits the card lists for the GM (decision kr-critical-effects). */
  fires: number;
  steeringDamaged: boolean;
  magazineHits: number;
  injuries: number;
  majorHits: number;
}

/** A class's figures with a battery on each side (v1.4: Sojourner has twelve 9-pounders a side). */
export function classShip(
  shipClass: ShipClass,
  guns: number,
  calibre: Calibre,
  change: Partial<ShipFigures> = {},
): ShipFigures {
  const c = CLASS_FIGURES[shipClass];
  return {
    shipClass,
    dr: c.dr,
    hip: c.hip,
    sailHp: c.sailHp,
    masts: { ...c.mastDr },
    batteries: { port: { guns, calibre }, starboard: { guns, calibre } },
    ...change,
  };
}

/** Refuses figures outside the texts (decisions kr-class-ranges and kr-masts-carried). */
export function checkFigures(ship: ShipFigures): ShipFigures {
  const range = CLASS_RANGES[ship.shipClass];
  if (!range)
    throw new RulesError('KrUnknownClass', `There is no ship class "${String(ship.shipClass)}".`, {
      shipClass: ship.shipClass,
    });
  requireInteger('dr', ship.dr, range.dr[0], range.dr[1]);
  requireInteger('hip', ship.hip, range.hip[0], range.hip[1]);
  requireInteger('sailHp', ship.sailHp, 1, 10_000);
  const masts = MASTS.filter((m) => ship.masts[m] !== undefined);
  if (masts.length === 0) throw new RulesError('KrNoMasts', 'A ship needs at least one mast.', {});
  for (const m of masts) requireInteger(`${m} mast DR`, ship.masts[m]!, 1, 100);
  for (const side of SIDES) {
    requireInteger(`${side} guns`, ship.batteries[side].guns, 0, 100);
    if (![9, 18, 32].includes(ship.batteries[side].calibre)) {
      throw new RulesError(
        'KrUnknownCalibre',
        `There is no ${String(ship.batteries[side].calibre)}-pounder in the tables.`,
        { calibre: ship.batteries[side].calibre },
      );
    }
  }
  return ship;
}

/** A ship as she comes into battle: undamaged, both batteries loaded with round shot. */
export function freshState(ship: ShipFigures): ShipState {
  checkFigures(ship);
  const masts: Partial<Record<MastName, MastState>> = {};
  for (const m of MASTS) if (ship.masts[m] !== undefined) masts[m] = { dr: ship.masts[m], penetrating: 0, lost: false };
  return {
    hip: ship.hip,
    sailHp: ship.sailHp,
    masts,
    batteries: {
      port: { guns: ship.batteries.port.guns, reload: 0, ammunition: 'round' },
      starboard: { guns: ship.batteries.starboard.guns, reload: 0, ammunition: 'round' },
    },
    readiness: 100,
    riggingHits: 0,
    fires: 0,
    steeringDamaged: false,
    magazineHits: 0,
    injuries: 0,
    majorHits: 0,
  };
}

/** A deep copy, so a record's "before" never changes with the "after". */
export function copyState(state: ShipState): ShipState {
  const masts: Partial<Record<MastName, MastState>> = {};
  for (const m of MASTS) {
    const mast = state.masts[m];
    if (mast) masts[m] = { ...mast };
  }
  return {
    ...state,
    masts,
    batteries: { port: { ...state.batteries.port }, starboard: { ...state.batteries.starboard } },
  };
}

export function stateOfHull(ship: ShipFigures, state: ShipState): SinkingState {
  return sinkingState(state.hip, ship.hip);
}

export function lostMasts(state: ShipState): MastName[] {
  return MASTS.filter((m) => state.masts[m]?.lost);
}

/** Every mast she carried is gone: adrift (decision kr-masts-lost). */
export function adrift(state: ShipState): boolean {
  const carried = MASTS.filter((m) => state.masts[m]);
  return carried.length > 0 && carried.every((m) => state.masts[m]!.lost);
}

/**
 * The bonus an enemy's Gunner gets against this ship for her lost masts: one mast gives its own
 * figure; two or more give +5 in place of the single figures, not on top (decision kr-masts-lost).
 */
export function dismastedBonus(state: ShipState): number {
  const lost = lostMasts(state);
  if (lost.length >= 2) return TWO_MASTS_BONUS;
  return lost.length === 1 ? MAST_LOST_BONUS[lost[0]!] : 0;
}

/** What the lost masts do to the ship herself, for the sheet and the card. */
export type DismastingEffect = 'no-upwind' | 'sail-loss' | 'steering-loss' | 'gauge-lost' | 'adrift';

/**
 * The dismasting table's effects on the ship: each lost mast's own (fore: no sailing upwind, main:
 * major sail loss, mizzen: steering loss); two or more add the loss of the gauge, and all of hers
 * being gone adds adrift (decisions kr-masts-lost and kr-masts-carried).
 */
export function dismastingEffects(state: ShipState): DismastingEffect[] {
  const lost = lostMasts(state);
  const own: Record<MastName, DismastingEffect> = { fore: 'no-upwind', main: 'sail-loss', mizzen: 'steering-loss' };
  const effects = lost.map((m) => own[m]);
  const drifting = adrift(state);
  if (lost.length >= 2 || drifting) effects.push('gauge-lost');
  if (drifting) effects.push('adrift');
  return effects;
}

/**
 * Whether the ship can hold the gauge at all: two masts lost, all she carried lost, or every sail
 * HP gone, give it up without a roll (decisions kr-masts-lost and kr-sail-immobile). A ship that has sunk cannot
 * either.
 */
export function canHoldGauge(ship: ShipFigures, state: ShipState): boolean {
  return state.hip > 0 && lostMasts(state).length < 2 && !adrift(state) && state.sailHp > 0;
}

/** The ship's gauge penalty for lost sail (decision kr-rigging-hit). */
export function sailGaugePenalty(ship: ShipFigures, state: ShipState): number {
  return sailPenalty(state.sailHp, ship.sailHp);
}

/**
 * The ship's own damage as a Gunner modifier, which the texts name without a value (decision
 * kr-damage-modifier): severe flooding -1, critical flooding -2, rapid sinking -3; and readiness,
 * -1 for each full 20 points lost.
 */
export function ownDamageModifier(ship: ShipFigures, state: ShipState): number {
  const hull = { sound: 0, stressed: 0, flooding: -1, critical: -2, sinking: -3, sunk: -3 }[stateOfHull(ship, state)];
  const crew = -Math.floor((100 - state.readiness) / 20);
  return hull + crew;
}

/** A new tracker round: every reloading battery is a round nearer (decision kr-reload-start). */
export function startRound(state: ShipState): ShipState {
  const next = copyState(state);
  for (const side of SIDES) next.batteries[side].reload = Math.max(0, next.batteries[side].reload - 1);
  return next;
}

/**
 * Changes the ammunition of a battery: a loaded battery draws its charge and loads the new kind
 * (5 rounds); one still reloading starts over as an empty gun with the new kind, 4 rounds from now,
 * with no credit for the rounds already spent (decision kr-ammo-switch). The same kind changes nothing.
 */
export function switchAmmunition(state: ShipState, side: Side, ammunition: Ammunition): ShipState {
  const next = copyState(state);
  const battery = next.batteries[side];
  if (battery.ammunition === ammunition) return next;
  battery.reload = battery.reload === 0 ? RELOAD_ROUNDS.loadedNew : RELOAD_ROUNDS.emptyNew;
  battery.ammunition = ammunition;
  return next;
}
