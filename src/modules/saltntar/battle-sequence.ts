/**
 * Where a battle's Salt'n'Tar turn stands, as its movement reads it: whether it is a race (whole
 * moves) and whether its ships are in the first of their half moves.
 */
import type { SequenceState } from '../../rules/saltntar/sequence';
import { readSequence } from '../../rules/saltntar/stored-sequence';
import { chosenContract } from '../../registry/aspect-settings';

/** The Salt'n'Tar turn sequence of a battle, if it runs one. */
export function saltntarSequence(combat: { system: { sequence?: unknown } } | null | undefined): SequenceState | null {
  if (!chosenContract('turnSequence').phases) return null;
  return readSequence(combat?.system.sequence);
}
