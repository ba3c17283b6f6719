/** A ship actor as the rules read her, with the GM's ledger's records of her (a boarding, a captor). */
import type { ShipModel } from '../data/ship';
import type { ShipRef } from '../data/ship-ref';
import type { ShipFlags } from '../data/card-changes';
import { shipTable } from '../data/ledger-book';
import { foundryLedger } from './ledger/ledger-store';

/** The GM's records of a ship: an ongoing boarding, the captor of a prize. */
export function shipTableOf(actor: Actor.Implementation): ShipFlags {
  return shipTable(foundryLedger().table, actor.uuid);
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
