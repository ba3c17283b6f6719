/** A ship actor as the rest of the system reads her: her rules view, the table's records of her, who commands her. */
import type { ShipModel } from '../data/ship';
import type { ShipRef } from '../chat/fire';
import type { ShipFlags } from '../chat/apply';
import { shipTable } from '../authority/ledger/ledger';
import { currentLedger } from '../authority/foundry-desk';

/** The GM's records of a ship: an ongoing boarding, the captor of a prize. */
export function shipTableOf(actor: Actor.Implementation): ShipFlags {
  return shipTable(currentLedger().table, actor.uuid);
}

/** A ship as the rules read her; a prize sails, fires and boards as her prize crew can (decision boarding-prize). */
export function shipRefOf(actor: Actor.Implementation): ShipRef {
  const ship = actor.system as ShipModel;
  return {
    uuid: actor.uuid,
    name: actor.name ?? '',
    source: ship,
    derived: ship.derived,
    prize: shipTableOf(actor).prize != null,
  };
}

/**
 * Whether this user commands the ship and may roll for her: her owner or a GM. The desk checks the
 * same of every card when it is posted; this only spares a player a card that would be void.
 */
export function commandsShip(actor: Actor.Implementation): boolean {
  if (actor.isOwner) return true;
  ui.notifications?.warn(game.i18n.format('BROADSIDE.Desk.notYourShip', { ship: actor.name ?? '' }));
  return false;
}
