/**
 * The battle's moves as Salt'n'Tar's turn sequence keeps them (canvas/move-store.ts says what an
 * entry holds). Pure.
 */
import { clearedMoves, seedMoves, type MemberShip } from '../../canvas/move-store';

/**
 * The moves' update that goes with a Salt'n'Tar sequence written (`next`) over the one there was
 * (`had`): a sequence's ships are held to their half moves from its start, combatant or not; one
 * started anew, or ended, forgets every entry it does not write whole.
 */
export function movesForSequence(
  moves: Readonly<Record<string, unknown>>,
  had: boolean,
  next: boolean,
  ships: readonly MemberShip[],
): Record<string, unknown> {
  const seeded = next ? seedMoves(had ? moves : {}, ships) : {};
  const gone =
    had && next ? {} : clearedMoves(Object.fromEntries(Object.entries(moves).filter(([id]) => !(id in seeded))));
  return { ...gone, ...seeded };
}
