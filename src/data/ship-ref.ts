/** A ship as the rules read her: the reference every card, dialog and the desk pass around. */
import type { ShipDerived, ShipSource } from './ship';

/** A ship as the fire rules read it. */
export interface ShipRef {
  uuid: string;
  name: string;
  source: ShipSource;
  derived: ShipDerived;
  /** Sailed by a prize crew (the GM's ledger records her captor): she fires as a poor one-decker. */
  prize?: boolean;
}
