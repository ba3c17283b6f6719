/**
 * When a player's ship may move in a battle (decision move-in-activation): outside a battle (no
 * deck begun, no Salt'n'Tar turn, or she is not in it) she sails freely within her turning and
 * distance; once it has begun, only in her own activation with a move worked out for it. The GM
 * is never held here. Pure.
 */
import { actingSide, type SequenceState } from '../rules/saltntar/sequence';
import { cardInfo } from '../rules/kmh';
import { movingSquadrons, type StoredDeck } from '../data/stored-deck';
import type { MoveRecord } from './move-record';

/** Why a player's ship may not move now: not her activation, or no move worked out for it yet. */
export type MoveLock = 'notHerActivation' | 'noMoveRolled';

/** The battle a ship is in, as the lock reads it. */
export interface BattleView {
  /** The KMH turn deck, when the battle runs on it (null before it is begun). */
  deck: Pick<StoredDeck, 'turn' | 'played' | 'combined' | 'last'> | null;
  /** The Salt'n'Tar turn, when the battle runs on that sequence (null before it starts). */
  sequence: SequenceState | null;
  /** Her squadron in the battle; empty for a token the battle holds but its moves do not place. */
  squadron: string;
  /** Her side in the battle. */
  side: string;
}

const MOVE_PHASES: ReadonlySet<string> = new Set(['firstHalfMove', 'secondHalfMove', 'fullMove']);

/**
 * The card whose activation is running: the last one turned. A held Fire card played since does
 * not end the activation it was played in, so the card before it counts.
 */
export function activationCard(deck: Pick<StoredDeck, 'played' | 'last'>): string | null {
  const n = deck.played.length;
  const top = deck.played[n - 1] ?? null;
  if (top && deck.last.action === 'play' && top.startsWith('fire:')) return deck.played[n - 2] ?? null;
  return top;
}

/** Whether the Move card now in play moves this squadron (its own, or one it commands). */
function moveCardMoves(deck: Pick<StoredDeck, 'played' | 'last' | 'combined'>, squadron: string): boolean {
  const card = activationCard(deck);
  if (!card) return false;
  const info = cardInfo(card);
  return info.kind === 'move' && movingSquadrons(deck, info.squadron).includes(squadron);
}

/** Null when a player may move this ship now; otherwise why not. `battle` null: she is in no battle. */
export function moveLock(battle: BattleView | null, record: MoveRecord): MoveLock | null {
  if (!battle) return null;
  // A token the begun battle does not place has no activation of its own.
  if (!battle.squadron) return 'notHerActivation';
  const { sequence, deck } = battle;
  if (sequence) {
    const acting = actingSide(sequence);
    if (!MOVE_PHASES.has(sequence.phase) || (acting !== null && acting !== battle.side)) return 'notHerActivation';
    return record.turn === sequence.turn && record.allowance !== null ? null : 'noMoveRolled';
  }
  if (!deck) return null;
  if (!moveCardMoves(deck, battle.squadron)) return 'notHerActivation';
  return record.turn === deck.turn && record.allowance !== null ? null : 'noMoveRolled';
}
