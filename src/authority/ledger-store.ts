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
import { SYSTEM_ID } from '../constants';
import { cardEntryOf, ledgerOf } from '../data/ledger';
import { LedgerBook, type CardEntry, type Ledger, type LedgerWrite } from './ledger';

let book: LedgerBook | null = null;
/** Whether the setting still held a world's cards from before schema 3 when the book was built. */
let legacy = false;

/** The ledger's journal, once the desk has made it. */
function storeJournal(): JournalEntry.Implementation | null {
  const id = game.settings.get(SYSTEM_ID, 'ledgerJournal');
  return id ? (game.journal.get(id) ?? null) : null;
}

const isStorePage = (page: JournalEntryPage.Implementation) => Boolean(page.parent && page.parent.id === game.settings.get(SYSTEM_ID, 'ledgerJournal'));
const entryOfPage = (page: JournalEntryPage.Implementation): CardEntry | null => cardEntryOf(page.getFlag(SYSTEM_ID, 'entry'));

function build(): LedgerBook {
  // A world not yet migrated (schema 3) still has its cards and counter in the setting: read them too.
  const old = ledgerOf(game.settings.get(SYSTEM_ID, 'ledger'));
  legacy = old.cards.length > 0;
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
  book ??= build();
  return book;
}

/** The ledger's journal, made by the desk's client the first time a card is kept. */
async function ensureJournal(): Promise<JournalEntry.Implementation> {
  const found = storeJournal();
  if (found) return found;
  const made = (await JournalEntry.create({
    name: game.i18n.localize('BROADSIDE.Ledger.journal'),
    ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER },
    flags: { [SYSTEM_ID]: { seq: 0 } },
  })) as JournalEntry.Implementation | undefined;
  if (!made?.id) throw new Error('The ledger journal could not be made.');
  await game.settings.set(SYSTEM_ID, 'ledgerJournal', made.id);
  book = null;
  return made;
}

const pageOf = (entry: CardEntry) => ({ _id: entry.messageId, name: entry.messageId, type: 'text', flags: { [SYSTEM_ID]: { entry } } });

/** One write of the ledger, part by part: each sends only what it changes. */
export async function writeFoundryLedger(change: LedgerWrite): Promise<void> {
  // Built first, so it knows whether the setting still holds a world's old cards.
  const held = foundryLedger() as LedgerBook;
  if (change.table) {
    // The cards and the counter left the setting with schema 3 (data/ledger.ts); a world not yet
    // migrated keeps them there until its migration moves them.
    const old = legacy ? ledgerOf(game.settings.get(SYSTEM_ID, 'ledger')) : { seq: 0, cards: [] };
    await game.settings.set(SYSTEM_ID, 'ledger', { ...change.table, seq: old.seq, cards: old.cards });
  }
  const put = change.put ?? [];
  const drop = (change.drop ?? []).filter((id) => !put.some((e) => e.messageId === id));
  if (change.seq !== undefined || put.length || drop.length) {
    const journal = await ensureJournal();
    if (change.seq !== undefined) await journal.setFlag(SYSTEM_ID, 'seq', change.seq);
    const gone = drop.filter((id) => journal.pages.has(id));
    if (gone.length) await journal.deleteEmbeddedDocuments('JournalEntryPage', gone);
    const made = put.filter((e) => !journal.pages.has(e.messageId));
    // Every entry has all its keys, so the update's merge leaves the page holding exactly this one.
    const changed = put.filter((e) => journal.pages.has(e.messageId));
    if (made.length) await journal.createEmbeddedDocuments('JournalEntryPage', made.map(pageOf) as never, { keepId: true });
    if (changed.length) await journal.updateEmbeddedDocuments('JournalEntryPage', changed.map((e) => ({ _id: e.messageId, flags: { [SYSTEM_ID]: { entry: e } } })));
  }
  // The hooks below have done the same by now; this keeps the desk's next read right even if not.
  (book ?? held).write(change);
}

/** Keeps every client's book up to date as the server reports the ledger's documents changed. */
export function registerLedgerStore(): void {
  const pageChanged = (page: JournalEntryPage.Implementation) => {
    if (!book || !isStorePage(page)) return;
    const entry = entryOfPage(page);
    if (entry) book.put(entry);
    else book.drop(page.id ?? '');
  };
  Hooks.on('createJournalEntryPage', pageChanged);
  Hooks.on('updateJournalEntryPage', pageChanged);
  Hooks.on('deleteJournalEntryPage', (page) => {
    if (book && isStorePage(page)) book.drop(page.id ?? '');
  });
  Hooks.on('updateJournalEntry', (journal) => {
    if (book && journal.id === game.settings.get(SYSTEM_ID, 'ledgerJournal')) book.seq = Number(journal.getFlag(SYSTEM_ID, 'seq') ?? 0);
  });
  Hooks.on('deleteJournalEntry', (journal) => {
    if (journal.id === game.settings.get(SYSTEM_ID, 'ledgerJournal')) book = null;
  });
}

/** The setting `ledger` changed (its onChange, which also runs when the first write creates it). */
export function ledgerTableChanged(): void {
  if (!book) return;
  const state = ledgerOf(game.settings.get(SYSTEM_ID, 'ledger'));
  // The migration has emptied (or a restore filled) the setting's old cards: read everything anew.
  if (legacy || state.cards.length) book = null;
  else book.table = { ships: state.ships, edits: state.edits, status: state.status, guarded: state.guarded };
}

/** The setting `ledgerJournal` changed: the book is read anew from the journal it names. */
export function ledgerJournalChanged(): void {
  book = null;
}
