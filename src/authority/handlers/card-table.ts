/**
 * What a card kind asks of the desk besides its derivation (derivation.ts): the table's facts its
 * order must agree with when a player rolled it at a ship he does not command (decision
 * desk-fire-facts), and the desk's own bookkeeping when it seals such a card (decision
 * chat-initial-broadside). The rule module that owns the kind attaches them at registration; the
 * desk looks them up by kind and names none.
 */
import type { AnyCard, CardKindId, CardShapes } from '../../data/card-model';
import type { Desk } from '../desk';
import type { Ledger } from '../../data/ledger-book';

/** What the table contradicts of a card's order, whether the tokens could be measured, and the ship to name. */
export interface TableFacts {
  contradicted: string[];
  measured: boolean;
  ship: string;
}

/** A card kind's desk work, typed by its card. */
export interface DeskCardWork<C = AnyCard> {
  /** The table's facts of a card whose order the desk checks; null for one it cannot check so. */
  facts?: (desk: Desk, ledger: Ledger, card: C) => TableFacts | null;
  /** What the desk writes as it seals the card, whether or not it is applied. */
  sealed?: (desk: Desk, ledger: Ledger, card: C) => Promise<void>;
}

const table = new Map<string, DeskCardWork>();

/** Gives a card kind its desk work (its module, at registration); a second call replaces the first. */
export function attachDeskCardWork<K extends CardKindId>(kind: K, work: DeskCardWork<CardShapes[K]>): void {
  table.set(kind, work as DeskCardWork);
}

/** A card kind's desk work: none for a kind nothing was attached to. */
export const deskCardWork = (kind: string): DeskCardWork => table.get(kind) ?? {};
