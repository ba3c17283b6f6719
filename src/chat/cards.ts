/**
 * The Foundry side of the chat cards: posting one as a ChatMessage of its kind (honouring the
 * user's roll mode, with its real rolls for the dice log and Dice So Nice), rendering it when it
 * is shown, in the reader's language, with the footer the ledger gives it, and sending its buttons
 * to the desk. What a button does is decided by the desk alone (authority/card-desk.ts).
 */
import { SYSTEM_PATH } from '../sheets/sheet-support';
import { CARD_KINDS, actingShips, cardView, choiceLabelKey, type AnyCard } from './card-kinds';
import { cardButtonRequest, cardControls } from './card-controls';
import { currentReader } from '../documents/reader';
import { cardFromSystem } from '../data/card-models';
import { cardEntry } from '../authority/ledger';
import { currentLedger } from '../authority/foundry-desk';
import { sealOf } from '../authority/seal';
import { askDesk } from '../authority/client';

export const CARD_FOOTER = `${SYSTEM_PATH}/templates/chat/card-footer.hbs`;

/** Posts a card as its ship, with the rolls that made it, in the user's roll mode. */
export async function postCard(card: AnyCard, rolls: Roll[], speaker: Actor.Implementation | null) {
  const data = {
    type: card.kind,
    system: card,
    speaker: speaker ? ChatMessage.getSpeaker({ actor: speaker }) : ChatMessage.getSpeaker(),
    rolls,
  };
  ChatMessage.applyRollMode(data as never, game.settings!.get('core', 'rollMode'));
  return ChatMessage.create(data as never);
}

/** The card a message holds, if it is one. */
export function cardOf(message: ChatMessage.Implementation): AnyCard | null {
  const system = message.system as { toObject?: () => unknown } | undefined;
  return cardFromSystem(message.type, system?.toObject ? system.toObject() : system);
}

/** The seal of a message's card as it is now (compared with the one the ledger keeps). */
export function messageSeal(message: ChatMessage.Implementation): string {
  const source = message.toObject() as { type: string; system: unknown; rolls: string[] };
  return sealOf({ type: source.type, system: source.system, rolls: source.rolls });
}

/** The card's HTML for this reader. */
export async function renderCard(message: ChatMessage.Implementation, card: AnyCard): Promise<string> {
  const entry = cardEntry(currentLedger(), message.id ?? '');
  const controls = cardControls(
    card,
    entry,
    currentReader(),
    message.author?.id ?? '',
    !entry || entry.seal === messageSeal(message),
    (id) => game.users?.get(id)?.name ?? '?',
    (option) => game.i18n!.localize(choiceLabelKey(option)),
    actingShips(card),
  );
  const made = entry?.applied?.option ?? null;
  return foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/${CARD_KINDS[card.kind].template}`, { ...cardView(card, made), controls });
}

/** Sends a rendered card's buttons to the desk; a button is disabled while its request is out. */
export function wireCardButtons(message: ChatMessage.Implementation, html: HTMLElement) {
  for (const button of html.querySelectorAll<HTMLButtonElement>('[data-card-action]')) {
    button.addEventListener('click', () => {
      const request = cardButtonRequest(button.dataset.cardAction ?? '', message.id ?? '', Number(button.dataset.revision ?? 0), button.dataset.choice ?? null);
      if (!request) return;
      button.disabled = true;
      void askDesk(request).finally(() => {
        button.disabled = false;
      });
    });
  }
}
