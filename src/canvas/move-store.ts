/**
 * Where a ship's move record lives once her battle has begun: in the battle's own data (the
 * Combat's system, data/battle.ts), which only a GM can write, keyed by her token's id. Each entry
 * keeps the record, the squadron and side she sails in (so a player who takes his ship's combatant
 * out of the battle is still held), and the movements counted this activation, newest last, so an
 * undo gives their distance back. Pure.
 */
import { moveRecordOf, type MoveRecord } from './move-record';

/** A movement the desk counted this activation: where it began, and the record before it. */
export interface CountedStep {
  id: string;
  x: number;
  y: number;
  used: number;
  turned: number[];
  strain: number;
}

/** A ship's entry in the battle's moves. The record's sail order is her owner's (her token's flag). */
export interface StoredMove {
  record: MoveRecord;
  squadron: string;
  side: string;
  steps: CountedStep[];
}

/** How many counted movements an entry remembers for undoing. */
const STEPS_KEPT = 20;

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function stepOf(raw: unknown): CountedStep | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Record<string, unknown>;
  const x = finite(s.x);
  const y = finite(s.y);
  if (typeof s.id !== 'string' || x === null || y === null) return null;
  const before = moveRecordOf({ used: s.used, turned: s.turned, strain: s.strain });
  return { id: s.id, x, y, used: before.used, turned: before.turned, strain: before.strain };
}

/** An entry read defensively; null when there is none. */
export function storedMoveOf(raw: unknown): StoredMove | null {
  if (!raw || typeof raw !== 'object') return null;
  const e = raw as Record<string, unknown>;
  const steps = Array.isArray(e.steps) ? e.steps.map(stepOf).filter((s): s is CountedStep => s !== null) : [];
  return {
    record: { ...moveRecordOf(e.record), sailOrder: null },
    squadron: typeof e.squadron === 'string' ? e.squadron : '',
    side: typeof e.side === 'string' ? e.side : '',
    steps,
  };
}

/** The entry after a movement the desk counted: the record after it, and the step to undo it. */
export function afterCounted(entry: StoredMove, after: MoveRecord, movement: { id: string; x: number; y: number }): StoredMove {
  const { used, turned, strain } = entry.record;
  const step: CountedStep = { id: movement.id, x: movement.x, y: movement.y, used, turned: [...turned], strain };
  return { ...entry, record: { ...after, sailOrder: null }, steps: [...entry.steps, step].slice(-STEPS_KEPT) };
}

/**
 * The entry after an undo that brought her back to (x, y): the record as it was before the
 * counted movement that began there, and that movement and the later ones forgotten. Null when no
 * movement counted this activation began there (the undo goes further back than her move).
 */
export function afterUndo(entry: StoredMove, at: { x: number; y: number }, tolerance: number): StoredMove | null {
  for (let i = entry.steps.length - 1; i >= 0; i--) {
    const step = entry.steps[i]!;
    if (Math.hypot(step.x - at.x, step.y - at.y) > tolerance) continue;
    const record = { ...entry.record, used: step.used, turned: [...step.turned], strain: step.strain };
    return { ...entry, record, steps: entry.steps.slice(0, i) };
  }
  return null;
}

/** The battle's ships as the seeding reads them: each token in her squadron and side. */
export interface MemberShip {
  tokenId: string | null;
  squadron: string;
  side: string;
}

/**
 * The moves with an entry for every ship of the battle (the deck's beginning, a ship placed, a
 * Salt'n'Tar sequence's start): a ship that has none starts with nothing rolled and full sail
 * (her token's flag, which her owner can write, is not carried in); one that has an entry keeps
 * it and takes the squadron and side she sails in now.
 */
export function seedMoves(moves: Readonly<Record<string, unknown>>, ships: readonly MemberShip[]): Record<string, StoredMove> {
  const out: Record<string, StoredMove> = {};
  for (const ship of ships) {
    if (!ship.tokenId) continue;
    const entry = storedMoveOf(moves[ship.tokenId]);
    out[ship.tokenId] = { record: entry?.record ?? moveRecordOf(null), squadron: ship.squadron, side: ship.side, steps: entry?.steps ?? [] };
  }
  return out;
}

/** The battle's ships as seedMoves reads them, from its squadrons. */
export function membersOf(squadrons: readonly { id: string; side: string; ships: readonly { tokenId: string | null }[] }[]): MemberShip[] {
  return squadrons.flatMap((s) => s.ships.map((ship) => ({ tokenId: ship.tokenId, squadron: s.id, side: s.side })));
}
