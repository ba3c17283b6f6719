/**
 * The Foundry side of the chat cards: posting a card, its Apply and Undo
 * buttons, and the GM's query handler. Every decision is made by the pure functions of apply.ts.
 */
import type { ShipModel } from '../data/ship';
import { SYSTEM_ID, SYSTEM_PATH } from '../sheets/sheet-support';
import { changeUpdate, chosenCard, flagsSnapshot, gmAcceptsRequest, mayApply, mayUndo, snapshotOf, touchesSystem, undoneCard, type ApplyingUser, type ShipFlags, type ShipSnapshot } from './apply';
import type { CardControls } from './fire';
import { activeGMOrWarn } from '../documents/gm-query';
import { CARD_KINDS, cardView, type AnyCard } from './card-kinds';

export const APPLY_QUERY = `${SYSTEM_ID}.applyCard`;

/** The chat cards' flags on a ship actor (an ongoing boarding, a prize's captor). */
export function shipFlagsOf(actor: Actor.Implementation): ShipFlags {
  const flags = (actor.flags as Record<string, unknown>)[SYSTEM_ID] as ShipFlags | undefined;
  return { boarding: flags?.boarding ?? null, prize: flags?.prize ?? null };
}

export function cardOf(message: ChatMessage.Implementation): AnyCard | null {
  const card = message.getFlag(SYSTEM_ID as never, 'card' as never) as unknown as AnyCard | undefined;
  return card && card.kind in CARD_KINDS ? card : null;
}

function applyingUser(user: User.Implementation): ApplyingUser {
  return {
    id: user.id ?? '',
    isGM: user.isGM,
    owns: (uuid) => {
      const actor = fromUuidSync(uuid) as Actor.Implementation | null;
      return actor?.testUserPermission(user, 'OWNER') ?? false;
    },
  };
}

/** The card's HTML as stored in the message: Apply (or the choice's buttons) while unapplied, Undo and who applied it after. */
async function cardContent(card: AnyCard): Promise<string> {
  const kind = CARD_KINDS[card.kind];
  const controls: CardControls = {
    canApply: card.changes.length > 0 && !card.applied && !card.choice,
    canChoose: Boolean(card.choice) && !card.applied,
    canUndo: card.applied !== null,
    appliedBy: card.applied?.byName ?? null,
  };
  return foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/${kind.template}`, cardView(card, controls));
}

/** Posts a card as the given actor, with the rolls that made it. */
export async function postCard(card: AnyCard, rolls: Roll[], speaker: Actor.Implementation | null) {
  return ChatMessage.create({
    speaker: speaker ? ChatMessage.getSpeaker({ actor: speaker }) : ChatMessage.getSpeaker(),
    content: await cardContent(card),
    rolls,
    flags: { [SYSTEM_ID]: { card } } as never,
  });
}

const inFlight = new Set<string>();

/**
 * Applies a card once: writes every changed ship, keeping how it was for an undo, then records the
 * apply on the message. A card already applied (or being applied on this client) changes nothing.
 * A card with a choice applies the chosen option's changes and records the choice.
 */
export async function applyCard(message: ChatMessage.Implementation, by: User.Implementation, option: string | null = null): Promise<boolean> {
  const stored = cardOf(message);
  const card = stored && chosenCard(stored, option);
  const id = message.id ?? '';
  if (!card || card.applied || inFlight.has(id)) return false;
  inFlight.add(id);
  try {
    const restore: Record<string, ShipSnapshot> = {};
    const restoreFlags: Record<string, ShipFlags> = {};
    const actors: [Actor.Implementation, (typeof card.changes)[number]][] = [];
    for (const change of card.changes) {
      const actor = await fromUuid<Actor.Implementation>(change.actorUuid);
      if (!actor || actor.type !== 'ship') {
        ui.notifications?.error(game.i18n!.localize('BROADSIDE.Card.missingActor'));
        return false;
      }
      actors.push([actor, change]);
    }
    for (const [actor, change] of actors) {
      const ship = actor.system as ShipModel;
      const update: Record<string, unknown> = {};
      if (touchesSystem(change)) {
        restore[change.actorUuid] = snapshotOf(ship);
        update.system = changeUpdate(ship, ship.derived, change);
      }
      if (change.flags) {
        restoreFlags[change.actorUuid] = flagsSnapshot(shipFlagsOf(actor), change);
        update.flags = { [SYSTEM_ID]: change.flags };
      }
      await actor.update(update);
    }
    const applied = { by: by.id ?? '', byName: by.name ?? '', at: Date.now(), restore, restoreFlags };
    await recordCard(message, { ...card, applied });
    return true;
  } finally {
    inFlight.delete(id);
  }
}

async function recordCard(message: ChatMessage.Implementation, card: AnyCard) {
  await message.update({ content: await cardContent(card), flags: { [SYSTEM_ID]: { card } } } as never);
}

/** The GM puts every ship back as it was before the apply. */
export async function undoCard(message: ChatMessage.Implementation): Promise<boolean> {
  const card = cardOf(message);
  if (!card?.applied || !game.user?.isGM) return false;
  for (const [uuid, snapshot] of Object.entries(card.applied.restore)) {
    const actor = await fromUuid<Actor.Implementation>(uuid);
    await actor?.update({ system: snapshot });
  }
  for (const [uuid, flags] of Object.entries(card.applied.restoreFlags ?? {})) {
    const actor = await fromUuid<Actor.Implementation>(uuid);
    await actor?.update({ flags: { [SYSTEM_ID]: flags } } as never);
  }
  await recordCard(message, undoneCard(card));
  ui.notifications?.info(game.i18n.localize('BROADSIDE.Card.undone'));
  return true;
}

/** The Apply button (or one of a choice's buttons): apply, ask the active GM, or say why not. */
async function onApply(message: ChatMessage.Implementation, option: string | null = null) {
  const card = cardOf(message);
  const user = game.user;
  if (!card || !user) return;
  const permission = mayApply(applyingUser(user), card, message.author?.id ?? null, option);
  if (permission === 'done') return void ui.notifications?.info(game.i18n.localize('BROADSIDE.Card.alreadyApplied'));
  if (permission === 'refuse') return void ui.notifications?.warn(game.i18n.localize('BROADSIDE.Card.refused'));
  if (permission === 'apply') return void (await applyCard(message, user, option));
  const gm = activeGMOrWarn();
  if (!gm) return;
  ui.notifications?.info(game.i18n.localize('BROADSIDE.Card.applyAsked'));
  await gm.query(APPLY_QUERY as never, { messageId: message.id, userId: user.id, option } as never);
}

/**
 * The active GM's handler for a player's Apply: it is not told who asked, so it looks the user up
 * from the request and re-checks the policy before applying.
 */
export async function handleApplyQuery(data: { messageId?: unknown; userId?: unknown; option?: unknown }): Promise<boolean> {
  if (!game.user?.isGM || typeof data.messageId !== 'string' || typeof data.userId !== 'string') return false;
  const option = typeof data.option === 'string' ? data.option : null;
  const message = game.messages?.get(data.messageId);
  const requester = game.users?.get(data.userId);
  const card = message ? cardOf(message) : null;
  if (!message || !card || !requester) return false;
  if (!gmAcceptsRequest(applyingUser(requester), card, message.author?.id ?? null, option)) return false;
  return applyCard(message, requester, option);
}

/** Wires a rendered card's buttons and hides those the viewer cannot use. */
export function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement) {
  const card = cardOf(message);
  const user = game.user;
  if (!card || !user) return;
  const who = applyingUser(user);
  const apply = html.querySelector<HTMLButtonElement>('[data-card-action="apply"]');
  const undo = html.querySelector<HTMLButtonElement>('[data-card-action="undo"]');
  const permission = mayApply(who, card, message.author?.id ?? null);
  if (apply && (permission === 'refuse' || permission === 'done')) apply.remove();
  if (undo && !mayUndo(who, card)) undo.remove();
  apply?.addEventListener('click', () => void onApply(message));
  for (const button of html.querySelectorAll<HTMLButtonElement>('[data-card-action="choose"]')) {
    const option = button.dataset.choice ?? null;
    const may = mayApply(who, card, message.author?.id ?? null, option);
    if (may === 'refuse' || may === 'done') button.remove();
    else button.addEventListener('click', () => void onApply(message, option));
  }
  undo?.addEventListener('click', () => void undoCard(message));
}
