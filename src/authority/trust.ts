/**
 * How far the world trusts its players with cards that hit the GM's ships (decision
 * desk-player-trust): the GM chooses it in a world setting, which only GMs write, and the desk reads
 * it on its own client. Pure.
 */
import type { ActorChange } from '../chat/apply';
import type { Desk, DeskUser } from './desk';

/** `gmApproves`: such a card waits for the GM (the default); `atOnce`: its player applies it himself. */
export const PLAYER_TRUST = ['gmApproves', 'atOnce'] as const;
export type PlayerTrust = (typeof PLAYER_TRUST)[number];
export const DEFAULT_TRUST: PlayerTrust = 'gmApproves';

/** The trust a stored value names; anything else is the default, never more. */
export const trustOf = (value: unknown): PlayerTrust =>
  (PLAYER_TRUST as readonly unknown[]).includes(value) ? (value as PlayerTrust) : DEFAULT_TRUST;

/**
 * Whether a player applies at once, under the world's trust, a card that changes ships of the GM's:
 * the world trusts him so, he commands a ship the card acts for (the firer; a card he merely
 * concerns, as another player's, still waits), and every ship it changes is his own or one no player
 * commands (a card that hits another player's ship is still the GM's to judge).
 */
export function trustedAtOnce(
  desk: Desk,
  asker: DeskUser,
  acting: readonly string[],
  changes: readonly ActorChange[],
): boolean {
  if (trustOf(desk.trust()) !== 'atOnce') return false;
  if (!acting.some((uuid) => desk.commands(asker.id, uuid))) return false;
  return changes.every((c) => desk.commands(asker.id, c.actorUuid) || !desk.commandedByPlayer(c.actorUuid));
}
