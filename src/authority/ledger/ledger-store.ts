/**
 * The GM's ledger on Foundry's documents (decision ledger-store): the table of the ships' records
 * in the world setting `ledger`, and each card's entry as a page of one journal entry the desk
 * makes, which only GMs own (players observe it: every client shows the cards' state). Its id is
 * kept in the world setting `ledgerJournal`, so no journal a player made can pass for it. The page
 * of a card has the card's message id, so an entry is found without a search, and a write of one
 * card sends that page alone.
 *
 * Every client keeps the ledger in memory as a LedgerBook, built once and kept up to date by the
 * server's reports of the pages, the journal and the setting: a card's render looks its entry up
 * and copies nothing.
 */
import { SYSTEM_ID } from '../../constants';
import { cardEntryOf, ledgerOf } from '../../data/ledger';
import { LedgerBook, tableOf, type CardEntry, type Ledger, type LedgerWrite } from '../../data/ledger-book';

/**
 * What one page holds: its book, and whether the setting still held a world's cards from before
 * schema 4 when the book was built. Kept by the page's `game`, the one there is in Foundry (the
 * tests' fake server gives each of its clients a `game` of its own).
 */
interface Held {
  book: LedgerBook | null;
  legacy: boolean;
}
const pages = new WeakMap<object, Held>();

function held(): Held {
  const key = game as object;
  let found = pages.get(key);
  if (!found) {
    found = { book: null, legacy: false };
    pages.set(key, found);
  }
  return found;
}

/** The ledger's journal, once the desk has made it. */
function storeJournal(): JournalEntry.Implementation | null {
  const id = game.settings.get(SYSTEM_ID, 'ledgerJournal');
  return id ? (game.journal.get(id) ?? null) : null;
}

/**
 * Whether the server names a GM as the writer. Only the desk writes the ledger's pages; a player who
 * was handed the journal (a GM's slip) and wrote one is not believed by any client, and the desk
 * writes the page back from its own book (authority/door/hooks.ts).
 */
const writtenByGM = (userId: string) => Boolean(game.users.get(userId)?.isGM);

/** Whether a page is one of the ledger's (its journal is the one the GM-only setting names). */
export const isStorePage = (page: JournalEntryPage.Implementation) =>
  Boolean(page.parent && page.parent.id === game.settings.get(SYSTEM_ID, 'ledgerJournal'));
const entryOfPage = (page: JournalEntryPage.Implementation): CardEntry | null =>
  cardEntryOf(page.getFlag(SYSTEM_ID, 'entry'));

function build(): LedgerBook {
  // A world not yet migrated (before schema 4) still has its cards and counter in the setting: read them too.
  const old = ledgerOf(game.settings.get(SYSTEM_ID, 'ledger'));
  held().legacy = old.cards.length > 0;
  const next = new LedgerBook({ ...old, seq: 0, cards: old.cards });
  const journal = storeJournal();
  next.seq = Math.max(old.seq, Number(journal?.getFlag(SYSTEM_ID, 'seq') ?? 0));
  for (const page of journal?.pages ?? []) {
    const entry = entryOfPage(page);
    if (entry) next.put(entry);
  }
  return next;
}

/** The ledger as this client holds it now: the same object until the world is loaded anew. */
export function foundryLedger(): Ledger {
  const mine = held();
  mine.book ??= build();
  return mine.book;
}

/**
 * How this client makes the ledger's journal the first time a card is kept, with the globals read
 * now: the writes that follow wait, and every global is read before the first wait.
 */
function journalMaker(): () => Promise<JournalEntry.Implementation> {
  const mine = held();
  const { settings } = game;
  const Journal = JournalEntry;
  const data = {
    name: game.i18n.localize('BROADSIDE.Ledger.journal'),
    ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER },
    flags: { [SYSTEM_ID]: { seq: 0 } },
  };
  return async () => {
    const made = (await Journal.create(data)) as JournalEntry.Implementation | undefined;
    if (!made?.id) throw new Error('The ledger journal could not be made.');
    await settings.set(SYSTEM_ID, 'ledgerJournal', made.id);
    mine.book = null;
    return made;
  };
}

const pageOf = (entry: CardEntry) => ({
  _id: entry.messageId,
  name: entry.messageId,
  type: 'text',
  flags: { [SYSTEM_ID]: { entry } },
});

/** One write of the ledger, part by part: each sends only what it changes. */
export async function writeFoundryLedger(change: LedgerWrite): Promise<void> {
  // Built first, so it knows whether the setting still holds a world's old cards.
  const mine = held();
  const book = foundryLedger() as LedgerBook;
  const { legacy } = mine;
  const { settings } = game;
  const found = storeJournal();
  const makeJournal = found ? null : journalMaker();
  if (change.table) {
    // The cards and the counter left the setting with schema 4 (data/ledger.ts); a world not yet
    // migrated keeps them there until its migration moves them.
    const old = legacy ? ledgerOf(settings.get(SYSTEM_ID, 'ledger')) : { seq: 0, cards: [] };
    await settings.set(SYSTEM_ID, 'ledger', { ...change.table, seq: old.seq, cards: old.cards });
  }
  const put = change.put ?? [];
  const drop = (change.drop ?? []).filter((id) => !put.some((e) => e.messageId === id));
  if (change.seq !== undefined || put.length || drop.length) {
    const journal = found ?? (await makeJournal!());
    if (change.seq !== undefined) await journal.setFlag(SYSTEM_ID, 'seq', change.seq);
    const gone = drop.filter((id) => journal.pages.has(id));
    if (gone.length) await journal.deleteEmbeddedDocuments('JournalEntryPage', gone);
    const made = put.filter((e) => !journal.pages.has(e.messageId));
    // Every entry has all its keys, so the update's merge leaves the page holding exactly this one.
    const changed = put.filter((e) => journal.pages.has(e.messageId));
    if (made.length)
      await journal.createEmbeddedDocuments('JournalEntryPage', made.map(pageOf) as never, { keepId: true });
    if (changed.length)
      await journal.updateEmbeddedDocuments(
        'JournalEntryPage',
        changed.map((e) => ({ _id: e.messageId, flags: { [SYSTEM_ID]: { entry: e } } })),
      );
  }
  // The hooks below have done the same by now; this keeps the desk's next read right even if not.
  (mine.book ?? book).write(change);
}

/**
 * The handlers that keep a client's book up to date as the server reports the ledger's documents
 * changed. Each reads the globals of the client whose hook runs.
 */
export const LEDGER_STORE_HOOKS = {
  /** A page made or changed, by the user the server names: only a GM's write is taken (the desk puts others back). */
  pageChanged(page: JournalEntryPage.Implementation, userId: string): void {
    const { book } = held();
    if (!book || !isStorePage(page) || !writtenByGM(userId)) return;
    const entry = entryOfPage(page);
    if (entry) book.put(entry);
    else book.drop(page.id ?? '');
  },
  pageDeleted(page: JournalEntryPage.Implementation, userId: string): void {
    const { book } = held();
    if (book && isStorePage(page) && writtenByGM(userId)) book.drop(page.id ?? '');
  },
  journalUpdated(journal: JournalEntry.Implementation): void {
    const { book } = held();
    if (book && journal.id === game.settings.get(SYSTEM_ID, 'ledgerJournal'))
      book.seq = Number(journal.getFlag(SYSTEM_ID, 'seq') ?? 0);
  },
  journalDeleted(journal: JournalEntry.Implementation): void {
    if (journal.id === game.settings.get(SYSTEM_ID, 'ledgerJournal')) held().book = null;
  },
};

/** Keeps every client's book up to date as the server reports the ledger's documents changed. */
export function registerLedgerStore(): void {
  Hooks.on('createJournalEntryPage', (page, _options, userId) => LEDGER_STORE_HOOKS.pageChanged(page, userId));
  Hooks.on('updateJournalEntryPage', (page, _changed, _options, userId) =>
    LEDGER_STORE_HOOKS.pageChanged(page, userId),
  );
  Hooks.on('deleteJournalEntryPage', (page, _options, userId) => LEDGER_STORE_HOOKS.pageDeleted(page, userId));
  Hooks.on('updateJournalEntry', (journal) => LEDGER_STORE_HOOKS.journalUpdated(journal));
  Hooks.on('deleteJournalEntry', (journal) => LEDGER_STORE_HOOKS.journalDeleted(journal));
}

/** The setting `ledger` changed (its onChange, which also runs when the first write creates it). */
export function ledgerTableChanged(): void {
  const mine = held();
  const { book } = mine;
  if (!book) return;
  const state = ledgerOf(game.settings.get(SYSTEM_ID, 'ledger'));
  // The migration has emptied (or a restore filled) the setting's old cards: read everything anew.
  if (mine.legacy || state.cards.length) mine.book = null;
  else book.table = tableOf(state);
}

/** The setting `ledgerJournal` changed: the book is read anew from the journal it names. */
export function ledgerJournalChanged(): void {
  held().book = null;
}
