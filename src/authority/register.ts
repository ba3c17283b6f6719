/**
 * Registers the desk: the ledger's settings, and the hooks of the desk's table (door/hooks.ts)
 * through which the server tells every client who did what (requests in User documents, cards
 * posted, deleted, ships edited), each on Foundry's Hooks once, for this page's door.
 */
import { SYSTEM_ID } from '../constants';
import { LedgerModel } from '../data/ledger';
import { emptyLedger } from '../data/ledger-book';
import { ledgerJournalChanged, ledgerTableChanged, registerLedgerStore } from './ledger/ledger-store';
import { registerLedgerJournal } from './ledger/ledger-journal';
import { addedDeskHooks, DESK_EVENTS, type DeskHookName } from './door/hook-table';
import { DESK_HOOKS } from './door/hooks';
import { PAGE_DOOR } from './door/page';

/** Puts every Foundry hook of the desk's table on Foundry's Hooks (the desk's own events are told, not hooked). */
function hookDesk(): void {
  const names = new Set([...DESK_HOOKS, ...addedDeskHooks()].map((e) => e.hook));
  for (const name of names) {
    if (DESK_EVENTS.has(name)) continue;
    const run = (...args: unknown[]) =>
      void (PAGE_DOOR.tell as (hook: DeskHookName, ...a: unknown[]) => unknown)(name, ...args);
    // The pinned types know each hook's arguments by its name; the table's entries are typed by theirs.
    if (name === 'ready') Hooks.once('ready', () => run());
    else Hooks.on(name as never, run as never);
  }
}

export function registerAuthority(): void {
  // Cards are shown anew when the desk marks their message (Desk.markCard), not when the ledger changes.
  // The table of the ships' records; the cards are pages of the ledger's journal (ledger-store.ts).
  game.settings.register(SYSTEM_ID, 'ledger', {
    scope: 'world',
    config: false,
    type: LedgerModel,
    default: new LedgerModel(emptyLedger()),
    onChange: ledgerTableChanged,
  });
  game.settings.register(SYSTEM_ID, 'ledgerJournal', {
    scope: 'world',
    config: false,
    type: new foundry.data.fields.StringField({ required: true, blank: true, initial: '' }),
    default: '',
    onChange: ledgerJournalChanged,
  });
  registerLedgerStore();
  hookDesk();
  registerLedgerJournal();
}
