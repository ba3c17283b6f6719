/**
 * The battle's book of moves on Foundry's documents (move-store.ts says what an entry holds): read
 * straight from the active Combat's system data on every client, cheaply enough for every frame
 * of a drag, and written only by a GM (players cannot write a Combat's system data). Every write
 * of them runs in the desk's queue (inMovesQueue), each reading the entry the one before left, so
 * none overwrites a newer one with what it read earlier.
 */
import { SYSTEM_ID } from '../constants';
import { deskQueue } from '../authority/client';
import { answer } from '../authority/protocol';
import type { BroadsideCombat } from '../combat/combat';
import { storedMoveOf, type StoredMove } from './move-store';

/** Whether a Combat is a Broadside battle (told by what it has, so this module loads without the Combat class). */
function isBattle(combat: unknown): combat is BroadsideCombat {
  return typeof combat === 'object' && combat !== null && 'squadrons' in combat && typeof combat.squadrons === 'function';
}

/** The active battle, when it is a Broadside one. */
export function activeBattle(): BroadsideCombat | null {
  const combat = game.combat;
  return isBattle(combat) ? combat : null;
}

/**
 * Runs a piece of work that reads and writes the battle's moves in the desk's queue, after every
 * request and movement before it (the one queue all writes of the moves share). Work already
 * running in that queue calls the writes below directly: waiting on the queue there never ends.
 */
export async function inMovesQueue(work: () => Promise<void>): Promise<void> {
  await deskQueue().run(async () => {
    await work();
    return answer('', true, 'moves');
  });
}

/** The battle's moves as stored (no copy: read, never changed). */
export function movesOf(combat: BroadsideCombat): Readonly<Record<string, unknown>> {
  const system = combat.system as { moves?: unknown } | undefined;
  const moves = system?.moves;
  return moves && typeof moves === 'object' ? (moves as Record<string, unknown>) : {};
}

/** Whether the battle has begun for the turn sequence in use: its deck turned, or its Salt'n'Tar turn set. */
export function battleBegun(combat: BroadsideCombat): boolean {
  const system = combat.system as { deck?: unknown; sequence?: unknown } | undefined;
  const kmh = game.settings.get(SYSTEM_ID, 'turnSequence') === 'kmh';
  return Boolean(kmh ? system?.deck : system?.sequence);
}

/** A token's entry in the active battle's moves, once the battle has begun; null otherwise. */
export function storedMove(tokenId: string | null, combat: BroadsideCombat | null = activeBattle()): StoredMove | null {
  if (!combat || !tokenId || !battleBegun(combat)) return null;
  return storedMoveOf(movesOf(combat)[tokenId]);
}

/** Writes a token's entry (a GM only: the server refuses a player's write of a Combat's system data). */
export async function writeStoredMove(combat: BroadsideCombat, tokenId: string, entry: StoredMove): Promise<void> {
  await combat.update({ system: { moves: { [tokenId]: entry } } });
}

/** Forgets a token's entry (the GM took her out of the battle). */
export async function forgetStoredMove(combat: BroadsideCombat, tokenId: string): Promise<void> {
  if (!(tokenId in movesOf(combat))) return;
  await combat.update({ system: { moves: { [`-=${tokenId}`]: null } } });
}
