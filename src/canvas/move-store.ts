/**
 * Where a ship's move record lives once her battle has begun: in the battle's own data (the
 * Combat's system, data/battle.ts), which only a GM can write, keyed by her token's id. Each entry
 * keeps the record, the squadron and side she sails in (so a player who takes his ship's combatant
 * out of the battle is still held), and the movements counted this activation, newest last, so an
 * undo gives their distance back. Pure.
 */
import { moveRecordOf, type MoveRecord } from '../rules/move-record';
import { modulesFor } from '../registry/rule-modules';

/** A movement the desk counted this activation: where it began, her heading there, and the record before it. */
export interface CountedStep {
  id: string;
  x: number;
  y: number;
  /** Her heading where it began (an undo turns her back to it); null when not known. */
  rotation: number | null;
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
  /** Where the desk last accepted her (a movement is judged from there); null before her first. */
  at: { x: number; y: number } | null;
  /**
   * Her rotation as the desk last accepted it (a movement is judged from it, a turn sent with it
   * or on the spot is put back to it); null before the desk first accepted one. Kept here, where
   * only a GM writes, so a GM who takes the desk judges from it too.
   */
  heading: number | null;
  /**
   * What the movement modules keep of her record in a battle, as stored (each reads its own
   * defensively), by their keys (MovementModule.keptKey): the part only a GM writes while the battle
   * lasts, null until it is first written (her own record's stands till then). Written on its own,
   * never with the rest (move-book.ts).
   */
  kept: Readonly<Record<string, unknown>>;
}

/**
 * Each movement module's part of an entry as stored, by its key (MovementModule.keptKey); null
 * where none is written. A plain loop: it runs on every mouse move of a drag.
 */
function keptIn(e: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const module of modulesFor('movement')) {
    const key = module.aspects.movement?.keptKey;
    if (key) kept[key] = e[key] ?? null;
  }
  return kept;
}

/** How many counted movements an entry remembers for undoing. */
const STEPS_KEPT = 20;

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function pointOf(raw: unknown): { x: number; y: number } | null {
  const p = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const x = finite(p.x);
  const y = finite(p.y);
  return x === null || y === null ? null : { x, y };
}

function stepOf(raw: unknown): CountedStep | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Record<string, unknown>;
  const x = finite(s.x);
  const y = finite(s.y);
  if (typeof s.id !== 'string' || x === null || y === null) return null;
  const before = moveRecordOf({ used: s.used, turned: s.turned, strain: s.strain });
  return {
    id: s.id,
    x,
    y,
    rotation: finite(s.rotation),
    used: before.used,
    turned: before.turned,
    strain: before.strain,
  };
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
    at: pointOf(e.at),
    heading: finite(e.heading),
    kept: keptIn(e),
  };
}

/** The entry after a movement the desk counted (from where it began to `at`): the record after it, and the step to undo
 * it. */
export function afterCounted(
  entry: StoredMove,
  after: MoveRecord,
  movement: { id: string; x: number; y: number; rotation?: number | null },
  at: { x: number; y: number } | null = null,
): StoredMove {
  const { used, turned, strain } = entry.record;
  const step: CountedStep = {
    id: movement.id,
    x: movement.x,
    y: movement.y,
    rotation: movement.rotation ?? null,
    used,
    turned: [...turned],
    strain,
  };
  return {
    ...entry,
    record: { ...after, sailOrder: null },
    steps: [...entry.steps, step].slice(-STEPS_KEPT),
    at: at ?? entry.at,
  };
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

/** A ship's entry in the battle's moves as seeding writes it whole: nothing rolled, nothing kept. */
export type SeededEntry = Omit<StoredMove, 'kept'> & Record<string, unknown>;

/** What seeding writes of a ship's entry: a whole new one, or only the squadron and side of one she has. */
export type SeededMove = SeededEntry | Pick<StoredMove, 'squadron' | 'side'>;

/**
 * The update that gives every ship of the battle an entry (the deck's beginning, a ship placed, a
 * turn sequence's start): a ship that has none starts with nothing rolled and full sail
 * (her token's flag, which her owner can write, is not carried in); one that has an entry keeps
 * it, and only the squadron and side she sails in now are written (an update merges them into it,
 * so a count written meanwhile is not overwritten).
 */
export function seedMoves(
  moves: Readonly<Record<string, unknown>>,
  ships: readonly MemberShip[],
): Record<string, SeededMove> {
  const out: Record<string, SeededMove> = {};
  // A whole entry writes each module's kept part as nothing: an update would merge a stale one in.
  const nothingKept = keptIn({});
  for (const ship of ships) {
    if (!ship.tokenId) continue;
    const { squadron, side } = ship;
    out[ship.tokenId] = storedMoveOf(moves[ship.tokenId])
      ? { squadron, side }
      : { record: moveRecordOf(null), squadron, side, steps: [], at: null, heading: null, ...nothingKept };
  }
  return out;
}

/** The update that forgets every entry of the moves: an object field's update merges, so each key is deleted (`-=key`).
 * */
export function clearedMoves(moves: Readonly<Record<string, unknown>>): Record<string, null> {
  return Object.fromEntries(
    Object.keys(moves)
      .filter((key) => !key.startsWith('-='))
      .map((key) => [`-=${key}`, null]),
  );
}

/** The battle's ships as seedMoves reads them, from its squadrons. */
export function membersOf(
  squadrons: readonly { id: string; side: string; ships: readonly { tokenId: string | null }[] }[],
): MemberShip[] {
  return squadrons.flatMap((s) => s.ships.map((ship) => ({ tokenId: ship.tokenId, squadron: s.id, side: s.side })));
}
