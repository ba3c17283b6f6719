/**
 * The tracker's "waiting for you" list on Foundry: its context for the GM reading it, its buttons
 * sent to the desk as the card's own footer sends them, and the redraw as cards are approved,
 * declined or deleted (every change of a card's entry comes with a new revision on its message).
 */
import { SYSTEM_ID, SYSTEM_PATH } from '../constants';
import { currentLedger } from '../authority/foundry-desk';
import { askDesk } from '../authority/channel/client';
import { cardButtonRequest } from '../chat/card-controls';
import { choiceLabelKey, type AnyCard } from '../chat/card-kinds';
import { cardOf, effectsFor } from '../chat/cards';
import { waitingCards, type WaitingCard } from './waiting-list';
import { actorByUuid } from '../documents/lookups';

export const WAITING_TEMPLATE = `${SYSTEM_PATH}/templates/combat/waiting.hbs`;

/** The list for this client's user: the GM's waiting cards, with what approving each does; empty for a player. */
export function waitingContext(): { waiting: WaitingCard[] } {
  if (!game.user.isGM) return { waiting: [] };
  const ledger = currentLedger();
  const entries = ledger.awaiting().flatMap((id) => ledger.card(id) ?? []);
  const cards = new Map<string, AnyCard | null>();
  const card = (id: string) => {
    if (!cards.has(id)) {
      const message = game.messages.get(id);
      cards.set(id, message ? cardOf(message as ChatMessage.Implementation) : null);
    }
    return cards.get(id)!;
  };
  const waiting = waitingCards({
    entries,
    card,
    actorName: (uuid) => actorByUuid(uuid)?.name ?? null,
    userName: (id) => game.users.get(id)?.name ?? '?',
    choiceLabel: (option) => game.i18n.localize(choiceLabelKey(option)),
    isGM: true,
  });
  // What approving does, from the sheets as they are now (as the card's footer shows the GM).
  for (const item of waiting) {
    const found = card(item.messageId);
    if (found) item.effects = effectsFor(found, ledger.card(item.messageId)?.awaiting?.option ?? null);
  }
  return { waiting };
}

/** Approve or Decline pressed on the list: the same request the card's footer makes, for the revision shown. */
export async function answerWaiting(action: 'approve' | 'decline', target: HTMLElement): Promise<void> {
  const request = cardButtonRequest(action, target.dataset.messageId ?? '', Number(target.dataset.revision ?? 0), null);
  if (!request || !(target instanceof HTMLButtonElement)) return;
  target.disabled = true;
  try {
    await askDesk(request);
  } finally {
    target.disabled = false;
  }
}

/** Draws the list again on a GM's tracker. */
function redrawWaiting(): void {
  if (game.user.isGM && ui.combat?.rendered) void ui.combat.render({ parts: ['waiting'] });
}

/** A GM's list follows the cards: a new revision on a card's message (asked, approved, declined), or its deletion. */
export function registerWaitingList(): void {
  Hooks.on('updateChatMessage', (_message, changed) => {
    const flags = (changed as { flags?: Record<string, { revision?: unknown }> }).flags;
    if (flags?.[SYSTEM_ID]?.revision !== undefined) redrawWaiting();
  });
  Hooks.on('deleteChatMessage', redrawWaiting);
}
