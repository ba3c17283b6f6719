/**
 * The GM's ledger: what decides the outcome of the chat cards, kept where only a GM writes
 * (decision ledger-store): one record per card in a GM-owned journal, and the table's records of
 * the ships in a world setting (ledger.ts). Pure.
 *
 * For every card it holds the seal of the card as it was posted (a card changed after that is
 * refused), who posted it, where it stands (open, waiting for the GM, applied, void) and, once
 * applied, exactly what it wrote; for every ship the table's records of her (an ongoing boarding,
 * the captor of a prize) and the hand edits the desk saw. Each card entry has a revision, counted
 * up by every change, so a request made against an older one is refused as stale.
 */
import type { BoardingRecord, ShipFlags } from './card-changes';
import type { ShipEffect, StandingEffect } from './card-writes';

export const CARD_STATUSES = ['open', 'awaiting', 'applied', 'void'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** Why a card can never be applied. */
export const VOID_REASONS = [
  'notYourShip',
  'foreignShip',
  'unknownCard',
  'damagedCard',
  'notFromTheDesk',
  'outcomeDiffers',
  'diceDiffer',
  'rollUntold',
  'orderDiffers',
] as const;
export type VoidReason = (typeof VOID_REASONS)[number];

/**
 * Why only the GM may apply a card: it was sealed after it was posted, with no GM there to see it
 * posted; or the ships it starts from were not as their sheets said when it was sealed; or it is a
 * player's shot whose range and bearing no battle's scene let the desk measure (decision
 * desk-fire-facts); or a player's shot at a ship he does not command rolled on his own client, not
 * by the desk (decision desk-rolls).
 */
export const GM_ONLY = ['late', 'mismatch', 'unmeasured', 'playerDice'] as const;
export type GmOnly = (typeof GM_ONLY)[number];

/**
 * How many open cards the ledger remembers (decision ledger-window): older ones are forgotten, and
 * sealed again (late, for the GM alone) if anyone acts on them. Cards applied, waiting or void are
 * never forgotten while their message exists (a void card's entry is small and its size fixed,
 * decision ledger-store).
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

/** A plain value the ledger keeps, alone or in a list. */
type StatusPlain = string | number | boolean;
/**
 * A guarded value as the ledger keeps it: a plain value, or a short list of plain values (a ship's
 * strike triggers) or of small flat records (her crew list: each member and his role).
 */
export type StatusValue =
  StatusPlain | null | readonly StatusPlain[] | readonly Readonly<Record<string, StatusPlain | null>>[];

/** The longest text, the longest list of plain values, and of records, and the most fields of a record, kept. */
const MAX_STATUS_TEXT = 64;
const MAX_STATUS_LIST = 16;
const MAX_STATUS_ROWS = 64;
const MAX_STATUS_FIELDS = 8;

const isPlainValue = (v: unknown): v is StatusPlain | null =>
  v === null ||
  typeof v === 'boolean' ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && v.length <= MAX_STATUS_TEXT);

/** A small flat record of plain values (a crew list's entry: the member and his role). */
const isStatusRow = (v: unknown): boolean =>
  Boolean(v) &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.entries(v as object).length <= MAX_STATUS_FIELDS &&
  Object.entries(v as object).every(([key, x]) => key.length <= MAX_STATUS_TEXT && isPlainValue(x));

/**
 * Whether a value is one the ledger keeps for a guarded path: plain (text no longer than 64), a list
 * of up to 16 plain values, or a list of up to 64 small flat records of them. Pure.
 */
export function isStatusValue(v: unknown): v is StatusValue {
  if (!Array.isArray(v)) return isPlainValue(v);
  if (v.every((x) => x !== null && isPlainValue(x))) return v.length <= MAX_STATUS_LIST;
  return v.length <= MAX_STATUS_ROWS && v.every(isStatusRow);
}

/** The actors whose guarded paths the ledger keeps: ships, and crew members (their skills a ship rolls with). */
export type StatusActor = 'ship' | 'crew';

/**
 * What a GM (or a card the desk applied) last left of a ship's guarded paths (the paths the rule
 * modules guard, registry/data-parts.ts guardedPaths), kept for every ship, her token's own actor
 * included, and every crew member, so the desk puts back what a player changed of them while no GM
 * was there to see it. `values` holds, by the path under `system`, only those where she differs
 * from a new ship (a new crew member).
 */
export interface StatusRecord {
  uuid: string;
  /** Whose record it is; one kept before crew were guarded has none and is a ship's. */
  actor?: StatusActor;
  values: Record<string, StatusValue>;
}

/** The most ships a battle's roster keeps (more than any battle the rules set up). */
export const MAX_ROSTER_SHIPS = 64;
/** The most battles the ledger keeps a roster for. */
export const MAX_ROSTERS = 16;

/** A battle's roster: its combat's id and the uuids of the ships seen among its combatants. */
export interface BattleRoster {
  combat: string;
  ships: string[];
}

/** What the ledger keeps besides the cards: the ships' records, the hand edits, the GM-only status. */
export interface LedgerTable {
  ships: ShipRecord[];
  /** The last hand edit the desk saw on a path a standing card wrote. */
  edits: { uuid: string; path: string; seq: number }[];
  /** Every ship's guarded paths as a GM last left them. */
  status: StatusRecord[];
  /**
   * The guarded paths the records were kept for: one of them missing from a record is as a new
   * ship has it; a path not among them (a module since added, a record of the old form) was not
   * kept, and is taken from her sheet at the next takeover.
   */
  statusPaths: string[];
  /** The same for the crew members' records; none in a ledger kept before crew were guarded. */
  crewPaths?: string[];
  /**
   * The ships seen among each battle's combatants while it lasts, by combat id (decision
   * desk-battle-roster), so a desk taken later still holds a ship out of the combat to her battle.
   */
  fought?: BattleRoster[];
  /**
   * Whether a desk has taken the ships' status into `status` yet. A world from before it (false)
   * has its ships' status as they stand taken for the GM's at the first takeover.
   */
  guarded: boolean;
}

/** The whole ledger as one value: how a world before decision ledger-store kept it, and how tests read it. */
export interface LedgerState extends LedgerTable {
  /** The last seq handed out, to an apply or to a hand edit the desk saw. */
  seq: number;
  cards: CardEntry[];
}

/** An applied card's writes on one ship, with the card they belong to. */
export interface Standing extends StandingEffect {
  messageId: string;
}

/** The ledger as the desk and the renderers read it: looked up, never copied whole. */
export interface Ledger {
  /** The last seq handed out, to an apply or to a hand edit the desk saw. */
  readonly seq: number;
  readonly table: LedgerTable;
  card(messageId: string): CardEntry | null;
  /** Every card's entry (for the tidy-up when a desk is taken). */
  cards(): readonly CardEntry[];
  /** The open cards, oldest first. */
  open(): readonly string[];
  /** The cards waiting for the GM, in the order they were put before him. */
  awaiting(): readonly string[];
  /** Every applied card that wrote on this ship, with only its writes on her, oldest first. */
  standing(uuid: string): Standing[];
}

/** What one write of the ledger changes: each part only when given. */
export interface LedgerWrite {
  seq?: number;
  table?: LedgerTable;
  /** Card entries put in (replacing the old ones). */
  put?: CardEntry[];
  /** Cards forgotten. */
  drop?: string[];
}

export const emptyTable = (): LedgerTable => ({
  ships: [],
  edits: [],
  status: [],
  statusPaths: [],
  crewPaths: [],
  guarded: false,
});

/** The table's part of a whole ledger. */
export const tableOf = (state: LedgerTable): LedgerTable => ({
  ships: state.ships,
  edits: state.edits,
  status: state.status,
  statusPaths: state.statusPaths,
  crewPaths: state.crewPaths ?? [],
  ...(state.fought ? { fought: state.fought } : {}),
  guarded: state.guarded,
});

/**
 * A ship's guarded value as a GM last left it, from the ledger's table: `initial` (a new ship's)
 * where her record leaves the path out, undefined where the path was never kept for her.
 */
export function keptStatus(
  table: Pick<LedgerTable, 'status' | 'statusPaths'>,
  uuid: string,
  path: string,
  initial: StatusValue,
): StatusValue | undefined {
  const record = table.status.find((r) => r.uuid === uuid);
  if (!record) return undefined;
  if (Object.prototype.hasOwnProperty.call(record.values, path)) return record.values[path];
  return table.statusPaths.includes(path) ? initial : undefined;
}
export const emptyLedger = (): LedgerState => ({ seq: 0, cards: [], ...emptyTable() });

/**
 * A ledger held in memory and kept up to date write by write, with the cards indexed by message
 * and by the ships they wrote on, so a lookup costs the same however many cards the campaign holds.
 */
export class LedgerBook implements Ledger {
  seq = 0;
  table: LedgerTable = emptyTable();
  readonly #cards = new Map<string, CardEntry>();
  /** Open cards in the order they were last put. */
  readonly #open = new Set<string>();
  /** Cards waiting for the GM, in the order they were put before him. */
  readonly #awaiting = new Set<string>();
  /** The applied cards that wrote on each ship. */
  readonly #byShip = new Map<string, Set<string>>();

  constructor(state?: LedgerState) {
    if (!state) return;
    this.seq = state.seq;
    this.table = tableOf(state);
    for (const entry of state.cards) this.put(entry);
  }

  card(messageId: string): CardEntry | null {
    return this.#cards.get(messageId) ?? null;
  }

  cards(): readonly CardEntry[] {
    return [...this.#cards.values()];
  }

  open(): readonly string[] {
    return [...this.#open];
  }

  awaiting(): readonly string[] {
    return [...this.#awaiting];
  }

  standing(uuid: string): Standing[] {
    const out: Standing[] = [];
    for (const id of this.#byShip.get(uuid) ?? []) {
      const applied = this.#cards.get(id)?.applied;
      const ship = applied?.ships.find((s) => s.uuid === uuid);
      if (applied && ship) out.push({ messageId: id, seq: applied.seq, ships: [ship] });
    }
    return out.sort((a, b) => a.seq - b.seq);
  }

  put(entry: CardEntry): void {
    this.drop(entry.messageId);
    this.#cards.set(entry.messageId, entry);
    if (entry.status === 'open') this.#open.add(entry.messageId);
    if (entry.status === 'awaiting') this.#awaiting.add(entry.messageId);
    for (const ship of entry.applied?.ships ?? []) {
      const ids = this.#byShip.get(ship.uuid) ?? new Set<string>();
      ids.add(entry.messageId);
      this.#byShip.set(ship.uuid, ids);
    }
  }

  drop(messageId: string): void {
    const old = this.#cards.get(messageId);
    if (!old) return;
    this.#cards.delete(messageId);
    this.#open.delete(messageId);
    this.#awaiting.delete(messageId);
    for (const ship of old.applied?.ships ?? []) {
      const ids = this.#byShip.get(ship.uuid);
      ids?.delete(messageId);
      if (ids?.size === 0) this.#byShip.delete(ship.uuid);
    }
  }

  write(change: LedgerWrite): void {
    if (change.seq !== undefined) this.seq = change.seq;
    if (change.table) this.table = change.table;
    for (const id of change.drop ?? []) this.drop(id);
    for (const entry of change.put ?? []) this.put(entry);
  }

  /** The whole ledger as one value. */
  state(): LedgerState {
    return { seq: this.seq, ...this.table, cards: this.cards() as CardEntry[] };
  }
}

export function cardEntry(ledger: Ledger, messageId: string): CardEntry | null {
  return ledger.card(messageId);
}

/**
 * Putting one card's entry in: the oldest open cards past the window are dropped. A void card's
 * entry only holds its verdict (no effects, no waiting), so it costs the same for every card.
 */
export function withCard(ledger: Ledger, entry: CardEntry): LedgerWrite {
  if (entry.status === 'void') return { put: [{ ...entry, gmOnly: null, awaiting: null, applied: null }] };
  const open = ledger.open().filter((id) => id !== entry.messageId);
  const room = LEDGER_WINDOW - (entry.status === 'open' ? 1 : 0);
  const drop = open.slice(0, Math.max(0, open.length - room));
  return drop.length ? { put: [entry], drop } : { put: [entry] };
}

/** Two writes as one, the second's parts over the first's. */
export function bothWrites(a: LedgerWrite, b: LedgerWrite): LedgerWrite {
  const out: LedgerWrite = { ...a, ...b };
  const put = [
    ...(a.put ?? []).filter(
      (e) => !(b.put ?? []).some((p) => p.messageId === e.messageId) && !(b.drop ?? []).includes(e.messageId),
    ),
    ...(b.put ?? []),
  ];
  const drop = [...new Set([...(a.drop ?? []), ...(b.drop ?? [])])].filter(
    (id) => !put.some((e) => e.messageId === id),
  );
  if (put.length) out.put = put;
  else delete out.put;
  if (drop.length) out.drop = drop;
  else delete out.drop;
  return out;
}

/**
 * What leaves the ledger once these cards' messages are gone (decisions ledger-store,
 * undo-keeps-standing: the card's effect stays on the ships either way). An entry
 * whose message is gone stays only while an applied card whose message still exists (one the GM
 * can still undo) wrote, earlier, a path of a ship it also wrote: that undo reads it (effects.ts,
 * a later write on top keeps the value). Cards kept so are judged again whenever a card of the same
 * ship leaves or is undone, and at every takeover of the desk. Hand edits of paths no card left
 * standing leave too.
 */
export function cardsGone(
  ledger: Ledger,
  messageIds: readonly string[],
  exists: (messageId: string) => boolean,
  /** Whether a path is a count (effects.ts): an undo moves a count by its own difference and reads no other card's. */
  isCount: (path: string) => boolean = () => false,
): LedgerWrite | null {
  const gone = new Set(messageIds.filter((id) => ledger.card(id)));
  if (gone.size === 0) return null;
  const live = (id: string) => !gone.has(id) && exists(id);
  const ships = new Set<string>();
  for (const id of gone) for (const s of ledger.card(id)!.applied?.ships ?? []) ships.add(s.uuid);
  const needed = (applied: AppliedEntry) =>
    applied.ships.some((ship) => {
      const paths = new Set(ship.writes.map((w) => w.path).filter((p) => !isCount(p)));
      return ledger
        .standing(ship.uuid)
        .some((o) => o.seq < applied.seq && live(o.messageId) && o.ships[0]!.writes.some((w) => paths.has(w.path)));
    });
  // The cards gone now, and those kept before on the same ships with their messages gone.
  const candidates = new Set(gone);
  for (const uuid of ships) for (const e of ledger.standing(uuid)) if (!live(e.messageId)) candidates.add(e.messageId);
  const drop = new Set<string>();
  for (const id of candidates) {
    const entry = ledger.card(id)!;
    if (!entry.applied || entry.status !== 'applied' || !needed(entry.applied)) drop.add(id);
  }
  if (drop.size === 0) return null;
  const write: LedgerWrite = { drop: [...drop] };
  const written = (uuid: string, path: string) =>
    ledger.standing(uuid).some((e) => !drop.has(e.messageId) && e.ships[0]!.writes.some((w) => w.path === path));
  const edits = ledger.table.edits.filter((e) => !ships.has(e.uuid) || written(e.uuid, e.path));
  if (edits.length !== ledger.table.edits.length) write.table = { ...ledger.table, edits };
  return write;
}

/** The table's records of a ship. */
export function shipTable(table: LedgerTable, uuid: string): ShipFlags {
  const record = table.ships.find((s) => s.uuid === uuid);
  return { boarding: record?.boarding ?? null, prize: record?.prize ?? null };
}

/** The table with a ship's records changed; a ship with none left is dropped. */
export function withShipTable(table: LedgerTable, uuid: string, flags: ShipFlags): LedgerTable {
  const old = shipTable(table, uuid);
  const next: ShipRecord = {
    uuid,
    boarding: 'boarding' in flags ? (flags.boarding ?? null) : (old.boarding ?? null),
    prize: 'prize' in flags ? (flags.prize ?? null) : (old.prize ?? null),
  };
  const ships = table.ships.filter((s) => s.uuid !== uuid);
  if (next.boarding || next.prize) ships.push(next);
  return { ...table, ships };
}

/** The seq of the last hand edit the desk saw on a ship's path (0: none). */
export function editSeq(table: LedgerTable, uuid: string, path: string): number {
  return table.edits.find((e) => e.uuid === uuid && e.path === path)?.seq ?? 0;
}

/**
 * The seq and table after the desk saw these paths of a ship changed by hand (starting from
 * `from`, the ledger's own unless given). Only paths some standing card wrote matter; null when none did.
 */
export function withEdits(
  ledger: Ledger,
  uuid: string,
  paths: readonly string[],
  from: { seq: number; table: LedgerTable } = ledger,
): { seq: number; table: LedgerTable } | null {
  const written = new Set(ledger.standing(uuid).flatMap((e) => e.ships[0]!.writes.map((w) => w.path)));
  const touched = paths.filter((p) => written.has(p));
  if (touched.length === 0) return null;
  const seq = from.seq + 1;
  const edits = from.table.edits.filter((e) => !(e.uuid === uuid && touched.includes(e.path)));
  for (const path of touched) edits.push({ uuid, path, seq });
  return { seq, table: { ...from.table, edits } };
}
