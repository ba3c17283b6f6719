/**
 * The ledger's journal kept as the desk made it (decision ledger-store): players read it, so every
 * client can show where a card stands, but it is no journal of theirs. It is left out of a player's
 * journal directory, and if a GM hands it to a player (or takes players' sight of it), the desk
 * puts its ownership back: every player an observer, no one but the GMs an owner.
 */
import { SYSTEM_ID } from '../../constants';

/** The journal this client holds as the ledger's, by the id in the world setting. */
const ledgerJournalId = (): string => game.settings.get(SYSTEM_ID, 'ledgerJournal') ?? '';

/**
 * The update that puts the ledger journal's ownership back, or null when it stands as it should
 * (or is not the ledger's): every player at the default, OBSERVER. A GM's own level is left as
 * it is (he holds every level anyway), so the desk never fights the owner level its maker was given.
 */
export function ledgerOwnershipBack(journal: {
  id: string | null;
  ownership: Record<string, number | undefined>;
}): { ownership: Record<string, number | null> } | null {
  if (!journal.id || journal.id !== ledgerJournalId()) return null;
  const observer = CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER;
  const players = Object.keys(journal.ownership).filter((id) => id !== 'default' && !game.users.get(id)?.isGM);
  if (journal.ownership.default === observer && players.length === 0) return null;
  return { ownership: { default: observer, ...Object.fromEntries(players.map((id) => [`-=${id}`, null])) } };
}

/** Something with the entries of a rendered directory (its element, as the render hook hands it). */
interface DirectoryElement {
  querySelectorAll(selectors: string): Iterable<{ remove(): void }>;
}

/**
 * A player's journal directory, rendered: the ledger's entry is taken out of it. The directory's
 * rows carry the entry's id (`data-entry-id`; `data-document-id` is looked for as well).
 */
export function hideLedgerJournal(html: DirectoryElement): void {
  if (game.user.isGM) return;
  const id = ledgerJournalId();
  if (!/^[A-Za-z0-9]+$/.test(id)) return;
  for (const row of html.querySelectorAll(`[data-entry-id="${id}"], [data-document-id="${id}"]`)) row.remove();
}

/** A player's journal directory leaves the ledger out each time it is drawn (hookEvents.renderApplicationV2). */
export function registerLedgerJournal(): void {
  Hooks.on('renderJournalDirectory', (_app, html) => hideLedgerJournal(html as unknown as DirectoryElement));
}
