/**
 * A ship token's record of her move this activation (kept in its flags): the distance allowed and
 * sailed, the heading a drift is traced from, the sail she keeps and is ordered to, and for
 * Salt'n'Tar the points turned and strain in each stage. Pure, and read by the canvas, the desk's
 * check of a movement and the movement modules alike, so it lives with the rules it records.
 */
import { SAIL_LEVELS, type SailLevel, type SailOrder } from './kmh';
import type { PathTrace, Turning } from './geometry/path';
import { normaliseDegrees } from './geometry/angles';

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

export const EMPTY_MOVE: MoveRecord = {
  allowance: null,
  used: 0,
  traceHeading: null,
  movementId: '',
  sail: null,
  sailOrder: null,
  turned: [],
  strain: 0,
  turn: 0,
};

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
export function newActivation(
  previous: MoveRecord,
  allowance: number | null,
  traceHeading: number | null,
  movementId: string,
  sail: SailLevel | null,
  turn = previous.turn,
): MoveRecord {
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
export function afterMovement(
  record: MoveRecord,
  trace: Pick<PathTrace, 'length' | 'strain' | 'stagePoints'>,
  movementId: string,
): { record: MoveRecord; newStrain: number } {
  const strain = Math.max(record.strain, trace.strain);
  return {
    record: {
      ...record,
      used: record.used + trace.length,
      movementId,
      turned: trace.stagePoints ?? record.turned,
      strain,
    },
    newStrain: strain - record.strain,
  };
}

/** cm still to sail this activation (Infinity when none is recorded). */
export function remaining(record: MoveRecord): number {
  return record.allowance === null ? Infinity : Math.max(0, record.allowance - record.used);
}
