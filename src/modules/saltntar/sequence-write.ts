/**
 * The GM's own write of a battle's Salt'n'Tar turn, outside the desk's requests (a compulsory roll
 * marked made, phases.ts). The turn is kept whole in an object field, which an update merges key
 * by key: every key is written, so none of the last turn's outlives it.
 */
import type { SequenceState } from '../../rules/saltntar/sequence';
import type { BroadsideCombat } from '../../combat/combat';
import { membersOf } from '../../canvas/move-store';
import { movesForSequence } from './sequence-moves';
import { inMovesQueue } from '../../canvas/moves-queue';

export async function setSequence(combat: BroadsideCombat, state: SequenceState | null) {
  if (!game.user.isGM) return;
  const whole = state && { ...state, rolled: state.rolled ?? [] };
  // The sequence's ships are held to their half moves from its start, combatant or not
  // (canvas/move-store.ts); written in the one queue of the moves' writes (moves-queue.ts).
  await inMovesQueue(async () => {
    const moves = movesForSequence(
      combat.battleData.moves,
      Boolean(combat.sequence),
      Boolean(whole),
      membersOf(combat.squadrons()),
    );
    await combat.update({ system: { sequence: whole, moves } });
  });
}
