/**
 * Where a Salt'n'Tar battle's turn stands for a side's move (canvas/move-lock.ts): ships move only
 * in a move phase, when their side acts (decision saltntar-half-moves). Pure.
 */
import { actingSide, type SequenceState } from '../../rules/saltntar/sequence';
import type { MoveTurn } from '../../combat/turn-sequence';

const MOVE_PHASES: ReadonlySet<string> = new Set(['firstHalfMove', 'secondHalfMove', 'fullMove']);

/** The sequence's turn while her side may move; null before the sequence starts. */
export function sequenceMoveTurn(sequence: SequenceState | null, side: string): MoveTurn {
  if (!sequence) return null;
  const acting = actingSide(sequence);
  if (!MOVE_PHASES.has(sequence.phase) || (acting !== null && acting !== side)) return 'notHerActivation';
  return sequence.turn;
}
