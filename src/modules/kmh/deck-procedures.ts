/**
 * What follows a card drawn or played: the wind cards' rolls and the event cards' procedures (on
 * the GM who drew it), and on every client the hooks other parts of the system listen to, with the
 * ships' token documents on the battle's own scene, never the placeables of the scene a user views:
 *   Hooks.callAll('broadside.cardDrawn', { combat, card, squadron, tokens })
 *   Hooks.callAll('broadside.moveCard', { combat, squadron, tokens })   (movement resets allowances)
 *   Hooks.callAll('broadside.fireCard', { combat, squadron, tokens })   (fire dialogs)
 */
import { postLine } from '../../chat/post-line';
import type { CardId } from '../../rules/kmh';
import { rollWind } from '../../canvas/wind-rolls';
import { runEventCard } from '../../chat/actions';
import { SYSTEM_PATH } from '../../constants';
import { chosenContract } from '../../registry/aspect-settings';
import { squadronOfCard } from './deck-store';
import { currentCard, type StoredDeck } from '../../data/stored-deck';
import { cardLabelKey, shipsOfCard } from './deck-view';
import type { BroadsideCombat } from '../../combat/combat';
import { battleById } from '../../combat/battles';
import type { DeckCardData } from '../../data/deck-card';
import { askDesk } from '../../authority/channel/client';
import type { DeckHookData } from '../../combat/turn-sequence';
import { deckRequestOf } from './deck-requests';
import { KMH_TEMPLATE } from './templates';

/** The deck's own hooks, declared in the hook configuration (configuration.d.ts). */
function callHook(hook: 'broadside.cardDrawn' | 'broadside.moveCard' | 'broadside.fireCard', data: DeckHookData): void {
  Hooks.callAll(hook, data);
}

/** A drawn card's chat message, in the module's folder (the module's `templates`, loaded at init). */
export const CARD_MESSAGE_TEMPLATE = `${SYSTEM_PATH}/${KMH_TEMPLATE.cardMessage}`;

/** The battle's ship actors, each once (an unlinked ship's is her token's own, as her combatant reads it). */
function battleShips(combat: BroadsideCombat): Actor.Implementation[] {
  const ships = new Map<string, Actor.Implementation>();
  for (const combatant of combat.combatants) {
    const actor = combatant.actor;
    if (actor?.type === 'ship') ships.set(actor.uuid, actor);
  }
  return [...ships.values()];
}

/**
 * On the GM who drew a card, once the desk has drawn it: the wind cards roll the wind, and the
 * event cards whose procedure is a chat card run it, on the battle's own scene, a hidden ship's
 * cards going to the GMs alone (decision procedure-hidden-ships).
 */
export async function runDrawnCard(combat: BroadsideCombat, card: CardId) {
  if (card === 'windChange' || card === 'gettingChoppy') {
    const { text, rolls } = await rollWind(card === 'windChange' ? 'kmhChange' : 'gettingChoppy');
    await postLine(text, rolls);
    return;
  }
  const entries = combat.shipEntries();
  const hidden = new Set(entries.filter((e) => e.hidden).map((e) => e.actorUuid));
  await runEventCard(card, battleShips(combat), {
    keptFromPlayers: (actor) => hidden.has(actor.uuid),
    tokens: combat.tokensOf(entries),
  });
}

/**
 * Selects this user's tokens among the card's ships (a GM's: all of them), where this client draws
 * them: on another scene than the battle's there is nothing to select, and the selection is kept.
 */
export function selectShips(tokens: TokenDocument.Implementation[]) {
  const mine = tokens.filter((t) => t.isOwner).flatMap((t) => (t.object ? [t.object] : []));
  if (mine.length === 0) return;
  canvas?.tokens?.releaseAll();
  for (const token of mine) token.control({ releaseOthers: false });
}

/**
 * Opens the world's gunnery's fire dialog for the user's ships of a Fire card, each firing in turn
 * (and tells listeners).
 */
export function openFire(combat: BroadsideCombat, squadron: string, tokens: TokenDocument.Implementation[]) {
  const mine = tokens.filter((t) => t.isOwner);
  callHook('broadside.fireCard', { combat, squadron, tokens: mine });
  const ships = mine.flatMap((t) => (t.actor?.type === 'ship' ? [t.actor] : []));
  const [first, ...rest] = ships;
  if (first)
    void chosenContract('gunnery').openFire(
      first.uuid,
      null,
      rest.map((ship) => ship.uuid),
    );
}

/**
 * On every client, after the deck changed: tells the rest of the system which card is acting, and
 * for a Move card selects the user's ships of the squadrons moving on it.
 */
export function onDeckChanged(combat: BroadsideCombat, deck: StoredDeck) {
  if (deck.last.action !== 'draw' && deck.last.action !== 'play') return;
  const card = currentCard(deck);
  if (!card) return;
  const squadron = squadronOfCard(card);
  const tokens = combat.tokensOf(shipsOfCard(card, deck, combat.squadrons()));
  callHook('broadside.cardDrawn', { combat, card, squadron, tokens });
  if (squadron !== null && card.startsWith('move:')) {
    callHook('broadside.moveCard', { combat, squadron, tokens });
    selectShips(tokens);
  }
}

/**
 * Shows the battle's last drawn card anew on this client: whether it may still be held is the
 * deck's word now, and the deck just changed.
 */
export function redrawLastCard(combat: BroadsideCombat) {
  const last = game.messages.contents.findLast(
    (m) => m.type === 'deckCard' && (m.system as { combatId?: string }).combatId === combat.id,
  );
  const log = ui.chat as { updateMessage?: (message: unknown) => Promise<void> } | null;
  if (last) void log?.updateMessage?.(last);
}

/** Wires the buttons of a drawn card's chat card. */
export function wireDeckCard(data: DeckCardData, html: HTMLElement) {
  for (const button of html.querySelectorAll<HTMLButtonElement>('[data-deck-action]')) {
    button.addEventListener('click', () => {
      const combat = battleById(data.combatId);
      if (!combat) return;
      const tokens = combat.tokensOf(shipsOfCard(data.card, combat.deck, combat.squadrons()));
      if (button.dataset.deckAction === 'selectShips') selectShips(tokens);
      if (button.dataset.deckAction === 'openFire') openFire(combat, squadronOfCard(data.card) ?? '', tokens);
      if (button.dataset.deckAction === 'hold')
        void askDesk(deckRequestOf(data.combatId, combat.deck?.serial ?? 0, 'hold', { card: data.card }));
    });
  }
}

/** A card's name in the user's language. */
export function cardName(card: string): string {
  return game.i18n.format(cardLabelKey(card), { squadron: squadronOfCard(card) ?? '' });
}
