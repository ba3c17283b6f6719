/**
 * When a player's ship may move in a battle (decision move-in-activation): outside a battle (its
 * turn not begun, or she is not in it) she sails freely within her turning and distance; once it
 * has begun, only in her own activation with a move worked out for it. Where the battle's turn
 * stands for her is her turn sequence's answer (TurnSequence.moveTurn). The GM is never held here. Pure.
 */
import type { MoveRecord } from '../rules/move-record';
import type { MoveTurn } from '../combat/turn-sequence';

/** Why a player's ship may not move now: not her activation, or no move worked out for it yet. */
export type MoveLock = 'notHerActivation' | 'noMoveRolled';

/** The battle a ship is in, as the lock reads it. */
export interface BattleView {
  /** Where the battle's turn stands for her move, as her turn sequence reads it. */
  turn: MoveTurn;
  /** Her squadron in the battle; empty for a token the battle holds but its moves do not place. */
  squadron: string;
  /** Her side in the battle. */
  side: string;
}

/** Null when a player may move this ship now; otherwise why not. `battle` null: she is in no battle. */
export function moveLock(battle: BattleView | null, record: MoveRecord): MoveLock | null {
  if (!battle) return null;
  // A token the begun battle does not place has no activation of its own.
  if (!battle.squadron) return 'notHerActivation';
  const { turn } = battle;
  if (turn === null || turn === 'notHerActivation') return turn;
  return record.turn === turn && record.allowance !== null ? null : 'noMoveRolled';
}
