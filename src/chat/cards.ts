/**
 * The Foundry side of the chat cards: posting one as a ChatMessage of its kind (honouring the
 * user's roll mode, with its real rolls for the dice log and Dice So Nice), rendering it when it
 * is shown, in the reader's language, with the footer the ledger gives it, and sending its buttons
 * to the desk. What a button does is decided by the desk alone (authority/handlers/card-desk.ts).
 */
import { SYSTEM_ID, SYSTEM_PATH } from '../constants';
import { choiceLabelKey } from './card-kinds';
import type { AnyCard, MessageShow } from '../data/card-model';
import { actingShips, cardActions, cardFromSystem, cardRefusal, cardTemplate, cardView } from '../data/card-kinds';
import { cardButtonRequest, cardControls } from './card-controls';
import { currentReader } from '../documents/reader';
import { shipTable, VOID_REASONS, type CardEntry, type VoidReason } from '../data/ledger-book';
import { chosenCard, isApplicable } from '../data/card-apply';
import { cardIntents } from '../authority/writes/ship-paths';
import { effectsOf, effectText } from './card-effects';
import { isShip } from '../documents/ship-actor';
import { currentLedger } from '../authority/foundry-desk';
import { sealOf } from '../authority/ledger/seal';
import { askDesk } from '../authority/channel/client';
import { cardRollMode } from './roll-mode';
import { HELD_DICE, heldDice } from '../data/held-dice';
import { actorByUuid } from '../documents/lookups';
import { sourceOf } from '../data/source';
import { chatLine } from '../documents/chat-line';

export const CARD_FOOTER = `${SYSTEM_PATH}/templates/chat/card-footer.hbs`;

/**
 * Posts a card as its ship, with the rolls that made it, in the roll mode asked for (by default
 * `"roll"`: the user's current one), never a self roll when it has something to apply
 * (cardRollMode, decision card-roll-mode). A card `keptFromPlayers` (a hidden ship's, decision
 * procedure-hidden-ships) goes to the GMs alone whatever the roll mode, in the table's name, its
 * rolls held in its flag (data/held-dice.ts): no player's client is sent any of it.
 */
export async function postCard(
  card: AnyCard,
  rolls: Roll[],
  speaker: Actor.Implementation | null,
  rollMode = 'roll',
  keptFromPlayers = false,
) {
  if (keptFromPlayers)
    return ChatMessage.create({
      type: card.kind,
      system: card,
      speaker: { alias: game.i18n.localize('BROADSIDE.Desk.speaker') },
      whisper: game.users.filter((u) => u.isGM).map((u) => u.id ?? ''),
      flags: { [SYSTEM_ID]: { [HELD_DICE]: rolls.map((roll) => JSON.stringify(roll)) } },
    } as ChatMessage.CreateData);
  const data = {
    type: card.kind,
    system: card,
    speaker: speaker ? ChatMessage.getSpeaker({ actor: speaker }) : ChatMessage.getSpeaker(),
    rolls,
  };
  const mode = cardRollMode(isApplicable(card), rollMode, game.settings.get('core', 'rollMode'));
  ChatMessage.applyRollMode(data, mode as foundry.CONST.DICE_ROLL_MODES);
  return ChatMessage.create(data);
}

/** The card a message holds, if it is one. */
export function cardOf(message: ChatMessage.Implementation): AnyCard | null {
  const system = message.system as { toObject?: () => unknown } | undefined;
  return cardFromSystem(message.type, system?.toObject ? system.toObject() : system);
}

/** The seal of a message's card as it is now (compared with the one the ledger keeps). */
export function messageSeal(message: ChatMessage.Implementation): string {
  const source = sourceOf<{
    type: string;
    system: unknown;
    rolls: string[];
    flags: Record<string, unknown>;
  }>(message);
  return sealOf({ type: source.type, system: source.system, rolls: heldDice(source) as string[] });
}

/**
 * A card's entry for its footer: the ledger's, looked up in place; for a card the ledger does not
 * hold (yet) but the desk marked void, one saying why, from that mark (decision ledger-store).
 */
function footerEntry(message: ChatMessage.Implementation): CardEntry | null {
  const entry = currentLedger().card(message.id ?? '');
  if (entry) return entry;
  const voided = message.getFlag(SYSTEM_ID, 'void');
  if (!VOID_REASONS.includes(voided as VoidReason)) return null;
  return {
    messageId: message.id ?? '',
    author: message.author?.id ?? '',
    seal: '',
    status: 'void',
    reason: voided as VoidReason,
    gmOnly: null,
    revision: 0,
    awaiting: null,
    applied: null,
  };
}

/** The card's HTML for this reader. */
export async function renderCard(message: ChatMessage.Implementation, card: AnyCard): Promise<string> {
  const entry = footerEntry(message);
  const controls = cardControls(
    card,
    entry,
    currentReader(),
    message.author?.id ?? '',
    !entry || entry.seal === messageSeal(message),
    (id) => game.users.get(id)?.name ?? '?',
    (option) => game.i18n.localize(choiceLabelKey(option)),
    actingShips(card),
  );
  const made = entry?.applied?.option ?? null;
  if (controls.canApply || controls.canApprove) controls.effects = effectsFor(card, entry?.awaiting?.option ?? null);
  return foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/${cardTemplate(card.kind)}`, {
    ...cardView(card, made),
    controls,
  });
}

/** What applying the card (with the choice asked for) does to each ship as she is now, in the reader's words. */
export function effectsFor(card: AnyCard, option: string | null): { ship: string; text: string }[] {
  const chosen = chosenCard(card, option);
  if (!chosen) return [];
  const { table } = currentLedger();
  return chosen.changes.flatMap((change) => {
    const actor = actorByUuid(change.actorUuid);
    if (!isShip(actor)) return [];
    const ship = actor.system;
    const intents = cardIntents({ source: ship, table: shipTable(table, actor.uuid) }, ship.derived, change);
    const text = effectsOf(intents).map((e) =>
      effectText(
        e,
        (k, d) => game.i18n.format(k, d),
        (k) => game.i18n.localize(k),
      ),
    );
    return text.length ? [{ ship: actor.name ?? change.name, text: text.join(', ') }] : [];
  });
}

/** Sends a rendered card's buttons to the desk; a button is disabled while its request is out. */
export function wireCardButtons(message: ChatMessage.Implementation, html: HTMLElement) {
  for (const button of html.querySelectorAll<HTMLButtonElement>('[data-card-action]')) {
    button.addEventListener('click', () => {
      const request = cardButtonRequest(
        button.dataset.cardAction ?? '',
        message.id ?? '',
        Number(button.dataset.revision ?? 0),
        button.dataset.choice ?? null,
      );
      if (!request) return;
      button.disabled = true;
      void askDesk(request).finally(() => {
        button.disabled = false;
      });
    });
  }
}

/**
 * How every card is shown (data/card-model.ts `CardModel.show`): as one line when it is beyond the
 * bounds the rules allow (decision card-bounds), else from its kind's template and view with the
 * footer the ledger gives it; its footer's buttons go to the desk, and its kind's own buttons do
 * what they were given to do.
 */
export const CARD_SHOW: MessageShow = {
  async render(message) {
    const source = sourceOf<{ type: string; system: unknown; rolls: unknown[]; flags: Record<string, unknown> }>(
      message,
    );
    if (cardRefusal(source.type, source.system, heldDice(source)) === 'cardTooLarge')
      return chatLine('BROADSIDE.Card.tooLarge');
    const card = cardOf(message);
    return card ? renderCard(message, card) : null;
  },
  activate(message, content) {
    const card = cardOf(message);
    if (!card) return;
    wireCardButtons(message, content);
    for (const [selector, action] of Object.entries(cardActions(card)))
      for (const button of content.querySelectorAll<HTMLButtonElement>(selector))
        button.addEventListener('click', () => action(card, button));
  },
};
