/**
 * How far the world trusts its players with cards that hit the GM's ships (decision
 * desk-player-trust), as the desk reads the world's setting on its own client. Pure.
 */
import type { ActorChange } from '../../data/card-changes';
import type { Desk, DeskUser } from '../desk';
import { trustOf } from '../../data/player-trust';

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
