/**
 * The GM's "waiting for you" list on the combat tracker: every card a player has put before him,
 * in the order they were put there, with who asked and what approving it does. Its buttons make the
 * same requests as the card's own footer (chat/card-controls.ts), so the desk judges them alike. Pure.
 */
import type { CardEntry } from '../data/ledger-book';
import { actingShips } from '../data/card-kinds';
import type { AnyCard } from '../data/card-model';

export interface WaitingCard {
  messageId: string;
  /** The revision the buttons act on (a stale one is refused by the desk). */
  revision: number;
  /** Who acts and who is hit: "HMS Defiance → Le Tonnant". */
  ships: string;
  /** Who asked, as the users are named. */
  asker: string;
  /** The choice asked for, named; '' for a card with none. */
  option: string;
  /** What approving it does, ship by ship (filled in by the tracker, from the sheets as they are). */
  effects: { ship: string; text: string }[];
}

export interface WaitingInput {
  /** The entries of the cards waiting for the GM, in the order they were put before him (Ledger#awaiting). */
  entries: readonly CardEntry[];
  /** The card a message holds now; null when the message is gone or holds none. */
  card: (messageId: string) => AnyCard | null;
  /** An actor's name by uuid; null when there is none. */
  actorName: (uuid: string) => string | null;
  userName: (userId: string) => string;
  choiceLabel: (option: string) => string;
  isGM: boolean;
}

/** The cards waiting for the GM, for a GM reader; none for anyone else. */
export function waitingCards(input: WaitingInput): WaitingCard[] {
  if (!input.isGM) return [];
  const waiting: WaitingCard[] = [];
  for (const entry of input.entries) {
    if (entry.status !== 'awaiting' || !entry.awaiting) continue;
    // A card whose message is gone waits for no one.
    const card = input.card(entry.messageId);
    if (!card) continue;
    const acting = actingShips(card).map((uuid) => input.actorName(uuid) ?? '');
    const hit = card.changes.map((c) => input.actorName(c.actorUuid) ?? c.name);
    const from = [...new Set(acting.filter(Boolean))];
    const to = [...new Set(hit)].filter((name) => !from.includes(name));
    waiting.push({
      messageId: entry.messageId,
      revision: entry.revision,
      ships: [from.join(', '), to.join(', ')].filter(Boolean).join(' → '),
      asker: input.userName(entry.awaiting.by),
      option: entry.awaiting.option ? input.choiceLabel(entry.awaiting.option) : '',
      effects: [],
    });
  }
  return waiting;
}
