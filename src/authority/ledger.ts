/**
 * The GM's ledger: what decides the outcome of the chat cards, kept where only a GM writes (a
 * world setting, see data/ledger.ts). Pure.
 *
 * For every card it holds the seal of the card as it was posted (a card changed after that is
 * refused), who posted it, where it stands (open, waiting for the GM, applied, void) and, once
 * applied, exactly what it wrote; for every ship the table's records of her (an ongoing boarding,
 * the captor of a prize) and the hand edits the desk saw. Each card entry has a revision, counted
 * up by every change, so a request made against an older one is refused as stale.
 */
import type { BoardingRecord, ShipFlags } from '../chat/apply';
import type { ShipEffect, StandingEffect } from './effects';
import type { FATES, STRIKE_STATUSES } from '../data/ship';

export const CARD_STATUSES = ['open', 'awaiting', 'applied', 'void'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** Why a card can never be applied. */
export const VOID_REASONS = ['notYourShip', 'foreignShip', 'unknownCard', 'damagedCard', 'notFromTheDesk', 'outcomeDiffers', 'diceDiffer', 'rollUntold'] as const;
export type VoidReason = (typeof VOID_REASONS)[number];

/**
 * Why only the GM may apply a card: it was sealed after it was posted, with no GM there to see it
 * posted; or the ships it starts from were not as their sheets said when it was sealed.
 */
export const GM_ONLY = ['late', 'mismatch'] as const;
export type GmOnly = (typeof GM_ONLY)[number];

/**
 * How many open cards the ledger remembers (decision ledger-window): older ones are forgotten, and
 * sealed again (late, for the GM alone) if anyone acts on them. Cards applied, waiting or void are
 * never forgotten while their message exists: an applied card's writes are what undo needs.
 */
export const LEDGER_WINDOW = 300;

export interface AppliedEntry {
  /** Place in the order of applies (effects.ts). */
  seq: number;
  by: string;
  at: number;
  option: string | null;
  ships: (ShipEffect & { name: string })[];
  /** Written in the ledger but not yet on every ship: the next request about the card finishes it. */
  pending: boolean;
}

export interface CardEntry {
  messageId: string;
  author: string;
  seal: string;
  status: CardStatus;
  /** For a void card, why. */
  reason: VoidReason | null;
  /** Why only the GM may apply it, if so. */
  gmOnly: GmOnly | null;
  revision: number;
  /** Who asked the GM to apply it, with the choice asked for. */
  awaiting: { by: string; option: string | null } | null;
  applied: AppliedEntry | null;
}

export interface ShipRecord {
  uuid: string;
  boarding: BoardingRecord | null;
  prize: { captorUuid: string; captorName: string } | null;
}

/**
 * A ship's GM-only status as a GM last left it (authority/gm-only.ts), kept for every ship, her
 * token's own actor included, so the desk puts back what a player changed of it while no GM was
 * there to see it.
 */
export interface StatusRecord {
  uuid: string;
  flagship: boolean;
  merchant: boolean;
  /** strike.status */
  strike: (typeof STRIKE_STATUSES)[number];
  /** damage.fate */
  fate: (typeof FATES)[number];
  /** damage.founderMovesLeft */
  founderMovesLeft: number;
}

export interface LedgerState {
  /** The last seq handed out, to an apply or to a hand edit the desk saw. */
  seq: number;
  cards: CardEntry[];
  ships: ShipRecord[];
  /** The last hand edit the desk saw on a path a standing card wrote. */
  edits: { uuid: string; path: string; seq: number }[];
  /** Every ship's GM-only status as a GM last left it. */
  status: StatusRecord[];
  /**
   * Whether a desk has taken the ships' status into `status` yet. A world from before it (false)
   * has its ships' status as they stand taken for the GM's at the first takeover.
   */
  guarded: boolean;
}

export const emptyLedger = (): LedgerState => ({ seq: 0, cards: [], ships: [], edits: [], status: [], guarded: false });

export function cardEntry(ledger: LedgerState, messageId: string): CardEntry | null {
  return ledger.cards.find((c) => c.messageId === messageId) ?? null;
}

/** The ledger with one card's entry put in (replacing the old one) and the oldest open cards past the window dropped. */
export function withCard(ledger: LedgerState, entry: CardEntry): LedgerState {
  const cards = [...ledger.cards.filter((c) => c.messageId !== entry.messageId), entry];
  const open = cards.filter((c) => c.status === 'open');
  const dropped = new Set(open.slice(0, Math.max(0, open.length - LEDGER_WINDOW)).map((c) => c.messageId));
  return { ...ledger, cards: dropped.size ? cards.filter((c) => !dropped.has(c.messageId)) : cards };
}

/**
 * The ledger once these cards' messages are gone: their entries are forgotten, except an applied
 * card's, whose writes stay standing (decision undo-keeps-standing).
 */
export function withoutCards(ledger: LedgerState, messageIds: readonly string[]): LedgerState {
  const gone = new Set(messageIds);
  return { ...ledger, cards: ledger.cards.filter((c) => !gone.has(c.messageId) || c.status === 'applied') };
}

/** The table's records of a ship. */
export function shipTable(ledger: LedgerState, uuid: string): ShipFlags {
  const record = ledger.ships.find((s) => s.uuid === uuid);
  return { boarding: record?.boarding ?? null, prize: record?.prize ?? null };
}

/** The ledger with a ship's table records changed; a ship with none left is dropped. */
export function withShipTable(ledger: LedgerState, uuid: string, table: ShipFlags): LedgerState {
  const old = shipTable(ledger, uuid);
  const next: ShipRecord = {
    uuid,
    boarding: 'boarding' in table ? (table.boarding ?? null) : old.boarding ?? null,
    prize: 'prize' in table ? (table.prize ?? null) : old.prize ?? null,
  };
  const ships = ledger.ships.filter((s) => s.uuid !== uuid);
  if (next.boarding || next.prize) ships.push(next);
  return { ...ledger, ships };
}

/** Every applied card's effects, in the order they were applied. */
export function standingEffects(ledger: LedgerState): StandingEffect[] {
  return ledger.cards.flatMap((c) => (c.applied ? [{ seq: c.applied.seq, ships: c.applied.ships }] : [])).sort((a, b) => a.seq - b.seq);
}

/** The seq of the last hand edit the desk saw on a ship's path (0: none). */
export function editSeq(ledger: LedgerState, uuid: string, path: string): number {
  return ledger.edits.find((e) => e.uuid === uuid && e.path === path)?.seq ?? 0;
}

/**
 * The ledger after the desk saw these paths of a ship changed by hand. Only paths some standing
 * card wrote matter; others are not recorded.
 */
export function withEdits(ledger: LedgerState, uuid: string, paths: readonly string[]): LedgerState {
  const written = new Set(standingEffects(ledger).flatMap((e) => e.ships.filter((s) => s.uuid === uuid).flatMap((s) => s.writes.map((w) => w.path))));
  const touched = paths.filter((p) => written.has(p));
  if (touched.length === 0) return ledger;
  const seq = ledger.seq + 1;
  const edits = ledger.edits.filter((e) => !(e.uuid === uuid && touched.includes(e.path)));
  for (const path of touched) edits.push({ uuid, path, seq });
  return { ...ledger, seq, edits };
}
