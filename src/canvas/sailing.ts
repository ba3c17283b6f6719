/**
 * The movement modules behind one interface (chosen by the `broadside.movementModule` setting):
 * what a ship's turning is, how far she may sail this activation, and how her position to the wind
 * is named. Pure: the Foundry side hands in plain data and gets plain data back.
 */
import type { DiceSource } from '../rules/dice/dice';
import { activationMove, SAIL_LEVELS, turningTemplate, windQuarter, type KmhShipState, type Quality, type SailLevel, type SailOrder, type TurningCircle, type WindQuarter } from '../rules/kmh';
import type { PathTrace, Turning } from '../rules/geometry/path';
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
  quality: Quality;
  state: KmhShipState;
  /** Salt'n'Tar's record of the ship (hull, sails, strain), if she has one. */
  saltntar: SaltntarShipState | null;
}

export interface SailingContext {
  wind: WindSource;
  points: CompassPoints;
  radii: Readonly<Record<TurningCircle, number>>;
  /** Salt'n'Tar: half moves in combat (the default), one whole move when racing. */
  sequence?: 'combat' | 'race';
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
  /** KMH: the sail setting the move was rolled at. */
  level: SailLevel | null;
  /** Salt'n'Tar: strain the move marks (running in a gale). */
  strain?: number;
}

export type MovePrompt = 'deadZone' | 'tack' | 'drift' | 'lineOfBattle';

export interface MovementModule {
  id: MovementModuleId;
  windPosition(heading: number, ctx: SailingContext): WindPosition;
  turning(ship: SailingShip, heading: number, ctx: SailingContext): Turning;
  /** `level`: the KMH sail setting to sail at (decision sail-setting; default full sail). */
  allowance(ship: SailingShip, heading: number, ctx: SailingContext, dice: DiceSource, level?: SailLevel): Allowance;
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
  allowance(ship, heading, ctx, dice, level) {
    const move = activationMove(ship.state, { headingDegrees: heading, wind: kmhWind(ctx), fastSailor: ship.fastSailor, level }, dice);
    return kmhAllowance(move);
  },
};

/** The engine's wind state from the world's wind. */
export function kmhWind(ctx: SailingContext) {
  return { fromDegrees: ctx.wind.fromDegrees, becalmed: ctx.wind.becalmed, choppy: ctx.wind.sea !== 'calm' };
}

/** A KMH move (alone or in line) as the allowance the canvas records and reports. */
export function kmhAllowance(move: ReturnType<typeof activationMove>): Allowance {
  const prompts: MovePrompt[] = move.deadZone ? ['deadZone'] : move.becalmed ? ['drift'] : move.quarter === 'bow' ? ['tack'] : [];
  const shortened = !move.becalmed && !move.deadZone && move.level !== 'stop' && move.level !== move.quarter;
  return {
    distance: move.distance,
    labelKey: move.becalmed
      ? 'BROADSIDE.Sailing.allowance.becalmed'
      : move.deadZone
        ? 'BROADSIDE.Sailing.allowance.deadZone'
        : move.level === 'stop'
          ? 'BROADSIDE.Sailing.allowance.stopped'
          : shortened
            ? 'BROADSIDE.Sailing.allowance.kmhShortened'
            : 'BROADSIDE.Sailing.allowance.kmh',
    data: { basic: String(move.basic), distance: String(move.distance), quarter: `BROADSIDE.Sailing.quarter.${move.quarter}`, level: `BROADSIDE.Sailing.sail.${move.level}` },
    faces: move.faces,
    traceHeading: null,
    prompts,
    level: move.level,
  };
}

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
    return saltntarTurning(ctx.points, saltntarMove(saltntarStateOf(ship), heading, { fromDegrees: ctx.wind.fromDegrees, speed: ctx.wind.strength }, ctx.points), ctx.sequence ?? 'combat');
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
      level: null,
      strain: move.strain,
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
  /** KMH: the sail setting she keeps; null: full sail (decision sail-setting). */
  sail: SailLevel | null;
  /** KMH: a change of sail ordered for her next move. */
  sailOrder: SailOrder | null;
  /** Salt'n'Tar: points turned in each stage of this activation (decision saltntar-half-moves). */
  turned: number[];
  /** Salt'n'Tar: strain her turns have cost this activation. */
  strain: number;
  /** Salt'n'Tar: the turn of the sequence her move was started in; 0: none. */
  turn: number;
}

export const EMPTY_MOVE: MoveRecord = { allowance: null, used: 0, traceHeading: null, movementId: '', sail: null, sailOrder: null, turned: [], strain: 0, turn: 0 };

/** Reads the flag defensively: anything missing or malformed counts as nothing recorded. */
export function moveRecordOf(flag: unknown): MoveRecord {
  if (!flag || typeof flag !== 'object') return { ...EMPTY_MOVE, turned: [] };
  const f = flag as Partial<Record<keyof MoveRecord, unknown>>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);
  return {
    allowance: num(f.allowance),
    used: num(f.used) ?? 0,
    traceHeading: num(f.traceHeading) === null ? null : normaliseDegrees(f.traceHeading as number),
    movementId: typeof f.movementId === 'string' ? f.movementId : '',
    sail: SAIL_LEVELS.find((l) => l === f.sail) ?? null,
    sailOrder: f.sailOrder === 'slow' || f.sailOrder === 'speed' ? f.sailOrder : null,
    turned: Array.isArray(f.turned) ? f.turned.map((t) => num(t) ?? 0).slice(0, 4) : [],
    strain: Math.floor(num(f.strain) ?? 0),
    turn: Math.floor(num(f.turn) ?? 0),
  };
}

/**
 * A new activation's record: the rolled allowance, nothing sailed or turned; the sail she keeps
 * carries over, the order is spent.
 */
export function newActivation(previous: MoveRecord, allowance: number | null, traceHeading: number | null, movementId: string, sail: SailLevel | null, turn = previous.turn): MoveRecord {
  return { ...EMPTY_MOVE, allowance, traceHeading, movementId, sail, sailOrder: null, turned: [], turn };
}

/**
 * Compass-point turning continued from what the activation has already sailed and turned
 * (decision saltntar-half-moves): stages are fixed parts of the whole allowance.
 */
export function withProgress(turning: Turning, record: MoveRecord): Turning {
  if (turning.kind !== 'points' || record.allowance === null) return turning;
  return { ...turning, stageLength: record.allowance / turning.stages, sailed: record.used, turned: record.turned };
}

/**
 * cm a player may still sail now: what is left, and in the first half move of a Salt'n'Tar turn
 * only up to half the allowance (decision saltntar-half-moves).
 */
export function reachNow(record: MoveRecord, firstHalfOnly: boolean): number {
  const left = remaining(record);
  if (!firstHalfOnly || record.allowance === null) return left;
  return Math.max(0, Math.min(left, record.allowance / 2 - record.used));
}

/** What a traced movement adds to the record: distance, points per stage, strain so far. */
export function afterMovement(record: MoveRecord, trace: Pick<PathTrace, 'length' | 'strain' | 'stagePoints'>, movementId: string): { record: MoveRecord; newStrain: number } {
  const strain = Math.max(record.strain, trace.strain);
  return {
    record: { ...record, used: record.used + trace.length, movementId, turned: trace.stagePoints ?? record.turned, strain },
    newStrain: strain - record.strain,
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

/** Groups items into sides by a key, in order of first appearance (decision saltntar-sides). */
export function sidesOf<T>(items: readonly T[], sideOf: (item: T) => string): { side: string; items: T[] }[] {
  const sides = new Map<string, T[]>();
  for (const item of items) {
    const side = sideOf(item);
    sides.set(side, [...(sides.get(side) ?? []), item]);
  }
  return [...sides.entries()].map(([side, members]) => ({ side, items: members }));
}
