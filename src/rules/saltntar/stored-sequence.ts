/**
 * A Salt'n'Tar turn as a battle stores it (the Combat's `system.sequence`), read back defensively:
 * any client can see the data, and a world may hold a turn written by an older version. Pure.
 */
import { sequenceProblems, type SequenceState } from './sequence';

/** Reads a stored sequence; null when absent or unsound. */
export function readSequence(flag: unknown): SequenceState | null {
  if (!flag || typeof flag !== 'object') return null;
  const s = flag as SequenceState;
  if (!Array.isArray(s.sides) || !s.sides.every((x) => typeof x === 'string') || typeof s.initiativeSet !== 'boolean')
    return null;
  if (s.kind !== 'combat' && s.kind !== 'racing') return null;
  return sequenceProblems(s).length ? null : s;
}
