/**
 * The movement modules behind one interface (chosen by the `broadside.movementModule` setting):
 * what a ship's turning is, how far she may sail this activation, and how her position to the wind
 * is named. Pure: the Foundry side hands in plain data and gets plain data back.
 */
import type { DiceSource } from '../rules/dice/dice';
import { activationMove, turningTemplate, windQuarter, type KmhShipState, type TurningCircle, type WindQuarter } from '../rules/kmh';
import type { Turning } from '../rules/geometry/path';
import { normaliseDegrees } from '../rules/geometry/angles';
import {
  bearingOf,
  defaultHullType,
  initialSaltntarState,
  saltntarMove,
  saltntarTurning,
  type Bearing,
  type CompassPoints,
  type SaltntarShipState,
  HULLS,
} from '../rules/saltntar';
import type { WindSource } from '../data/wind';

export type MovementModuleId = 'kmh' | 'saltntar';

/** What the modules need to know of a ship. */
export interface SailingShip {
  rate: string;
  merchant: boolean;
  fastSailor: boolean;
  poorSailors: boolean;
  mastsLost: number;
  state: KmhShipState;
  /** Salt'n'Tar's record of the ship (hull, sails, strain), if she has one. */
  saltntar: SaltntarShipState | null;
}

export interface SailingContext {
  wind: WindSource;
  points: CompassPoints;
  radii: Readonly<Record<TurningCircle, number>>;
}

/** A position to the wind with its label key (BROADSIDE.Sailing.quarter.* or .bearing.*). */
export interface WindPosition {
  id: WindQuarter | Bearing;
  labelKey: string;
}

/** The distance a ship may sail this activation and how it was found. */
export interface Allowance {
  /** cm; 0: no sailing move. */
  distance: number;
  /** Label key for the chat line, with its data. */
  labelKey: string;
  data: Record<string, string>;
  faces: number[];
  /** Heading the move is traced from (a drifting ship goes downwind). */
  traceHeading: number | null;
  /** Tests the move calls for (KMH: dead zone when in it). */
  prompts: MovePrompt[];
}

export type MovePrompt = 'deadZone' | 'tack' | 'drift' | 'lineOfBattle';

export interface MovementModule {
  id: MovementModuleId;
  windPosition(heading: number, ctx: SailingContext): WindPosition;
  turning(ship: SailingShip, heading: number, ctx: SailingContext): Turning;
  allowance(ship: SailingShip, heading: number, ctx: SailingContext, dice: DiceSource): Allowance;
}

export const KMH_MOVEMENT: MovementModule = {
  id: 'kmh',
  windPosition(heading, ctx) {
    const id = windQuarter(heading, ctx.wind.fromDegrees);
    return { id, labelKey: `BROADSIDE.Sailing.quarter.${id}` };
  },
  turning(ship, _heading, ctx) {
    const t = turningTemplate(ship.rate, { poorSailors: ship.poorSailors, mastsLost: ship.mastsLost, radii: ctx.radii });
    return { kind: 'circle', radius: t.radiusCm, straightPerTurned: t.straightPerCmTurned };
  },
  allowance(ship, heading, ctx, dice) {
    const move = activationMove(ship.state, { headingDegrees: heading, wind: { fromDegrees: ctx.wind.fromDegrees, becalmed: ctx.wind.becalmed, choppy: ctx.wind.sea !== 'calm' }, fastSailor: ship.fastSailor }, dice);
    const prompts: MovePrompt[] = move.deadZone ? ['deadZone'] : move.becalmed ? ['drift'] : move.quarter === 'bow' ? ['tack'] : [];
    return {
      distance: move.distance,
      labelKey: move.becalmed ? 'BROADSIDE.Sailing.allowance.becalmed' : move.deadZone ? 'BROADSIDE.Sailing.allowance.deadZone' : 'BROADSIDE.Sailing.allowance.kmh',
      data: { basic: String(move.basic), distance: String(move.distance), quarter: `BROADSIDE.Sailing.quarter.${move.quarter}` },
      faces: move.faces,
      traceHeading: null,
      prompts,
    };
  },
};

/** A ship's Salt'n'Tar record, or a fresh one with her default hull type. */
export function saltntarStateOf(ship: Pick<SailingShip, 'rate' | 'merchant' | 'saltntar'>): SaltntarShipState {
  return ship.saltntar ?? initialSaltntarState(defaultHullType(ship.rate, ship.merchant));
}

export const SALTNTAR_MOVEMENT: MovementModule = {
  id: 'saltntar',
  windPosition(heading, ctx) {
    const id = bearingOf(heading, ctx.wind.fromDegrees, ctx.points);
    return { id, labelKey: `BROADSIDE.Sailing.bearing.${id}` };
  },
  turning(ship, heading, ctx) {
    return saltntarTurning(ctx.points, saltntarMove(saltntarStateOf(ship), heading, { fromDegrees: ctx.wind.fromDegrees, speed: ctx.wind.strength }, ctx.points));
  },
  allowance(ship, heading, ctx) {
    const state = saltntarStateOf(ship);
    const move = saltntarMove(state, heading, { fromDegrees: ctx.wind.fromDegrees, speed: ctx.wind.strength }, ctx.points);
    const hull = HULLS[state.hull];
    const bearing = move.bearing === 'headToWind' ? hull.headToWind : move.bearing;
    return {
      distance: move.cm,
      labelKey: `BROADSIDE.Sailing.allowance.${move.mode}`,
      data: { inches: String(Math.round(move.inches * 10) / 10), cm: String(Math.round(move.cm * 10) / 10), bearing: `BROADSIDE.Sailing.bearing.${bearing}` },
      faces: [],
      traceHeading: move.driftDegrees,
      prompts: [],
    };
  },
};

export function movementModule(id: MovementModuleId): MovementModule {
  return id === 'saltntar' ? SALTNTAR_MOVEMENT : KMH_MOVEMENT;
}

/** The compass of a scene: six points on hex grids, eight otherwise. */
export function scenePoints(hex: boolean): CompassPoints {
  return hex ? 6 : 8;
}

/** What the token's flags keep of the activation's move. */
export interface MoveRecord {
  /** cm the ship may sail this activation; null: none recorded (decision no-allowance). */
  allowance: number | null;
  /** cm sailed so far this activation. */
  used: number;
  /** Heading the trace starts from when it is not the token's (a drift); null: the token's. */
  traceHeading: number | null;
  /** The last Foundry movement counted, so a movement is counted once. */
  movementId: string;
}

export const EMPTY_MOVE: MoveRecord = { allowance: null, used: 0, traceHeading: null, movementId: '' };

/** Reads the flag defensively: anything missing or malformed counts as nothing recorded. */
export function moveRecordOf(flag: unknown): MoveRecord {
  if (!flag || typeof flag !== 'object') return { ...EMPTY_MOVE };
  const f = flag as Partial<Record<keyof MoveRecord, unknown>>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);
  return {
    allowance: num(f.allowance),
    used: num(f.used) ?? 0,
    traceHeading: num(f.traceHeading) === null ? null : normaliseDegrees(f.traceHeading as number),
    movementId: typeof f.movementId === 'string' ? f.movementId : '',
  };
}

/** cm still to sail this activation (Infinity when none is recorded). */
export function remaining(record: MoveRecord): number {
  return record.allowance === null ? Infinity : Math.max(0, record.allowance - record.used);
}

/**
 * Tests a dragged KMH path calls for: turning into the dead zone (closer than 45° to the wind),
 * and turning through the wind's eye (a tack). Each leg's turn sweeps from its start heading.
 */
export function pathPrompts(legs: readonly { from: { heading: number }; turn: number }[], windFrom: number): MovePrompt[] {
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
