/**
 * What every request that has the desk roll a player's card checks before it rolls (decision
 * desk-rolls): a ship a battle hides is answered as one that is not there, and a card of hers still
 * waiting for the table is not rolled again beside it, so a player cannot roll and roll and ask the
 * GM for the best card. Pure over the Desk port.
 */
import type { AnyCard } from '../../data/card-model';
import type { ShipRef } from '../../data/ship-ref';
import { answer, type Answer } from '../channel/protocol';
import type { Desk, DeskUser } from '../desk';
import type { Ledger } from '../../data/ledger-book';

/** Whether a battle keeps the ship hidden (her combatant or her token; decision procedure-hidden-ships). */
export const hiddenShip = (desk: Desk, uuid: string): boolean =>
  desk.battles().some((b) => b.ships.some((s) => s.actorUuid === uuid && s.hidden));

/** Whether the asker may not know of the ship: hidden by a battle, and not his. */
export const unseenBy = (desk: Desk, asker: DeskUser, uuid: string): boolean =>
  !asker.isGM && !desk.commands(asker.id, uuid) && hiddenShip(desk, uuid);

/** Whether a card the test picks out still waits for the table: open, or put before the GM. */
export function cardWaiting(desk: Desk, ledger: Ledger, picks: (card: AnyCard) => boolean): boolean {
  return ledger.cards().some((entry) => {
    if (entry.status !== 'open' && entry.status !== 'awaiting') return false;
    const card = desk.card(entry.messageId)?.card;
    return card !== undefined && card !== null && picks(card);
  });
}

/**
 * The asker's ship and the ship she acts on, or the refusal: both on the table and not the same, a
 * ship he may not see answered as one that is not there (by the same words), his own ship his.
 */
export function actingPair(
  desk: Desk,
  asker: DeskUser,
  ownUuid: string,
  otherUuid: string,
  id: string,
): { own: ShipRef; other: ShipRef } | Answer {
  const own = desk.ship(ownUuid);
  const other = desk.ship(otherUuid);
  if (!own || !other || own.uuid === other.uuid) return answer(id, false, 'noSuchShip');
  if (unseenBy(desk, asker, own.uuid) || unseenBy(desk, asker, other.uuid)) return answer(id, false, 'noSuchShip');
  if (!desk.commands(asker.id, own.uuid)) return answer(id, false, 'notYourShip', { ship: own.name });
  return { own, other };
}
