/**
 * What happens when a card is drawn or played: its chat card, the wind cards' rolls, and on every
 * client the hooks other parts of the system listen to:
 *   Hooks.callAll('broadside.cardDrawn', { combat, card, squadron, tokens })
 *   Hooks.callAll('broadside.moveCard', { combat, squadron, tokens })   (movement resets allowances)
 *   Hooks.callAll('broadside.fireCard', { combat, squadron, tokens })   (fire dialogs)
 */
import { postLine } from '../chat/post-line';
import type { CardId } from '../rules/kmh';
import { rollWind } from '../canvas/wind-rolls';
import { openFireDialog } from '../applications/fire-dialog';
import { runEventCard } from '../chat/actions';
import { SYSTEM_ID, SYSTEM_PATH } from '../sheets/sheet-support';
import { cardMessageContext } from './card-message';
import { currentCard, squadronOfCard, type DeckChange, type StoredDeck } from './deck-store';
import { RulesError } from '../rules/errors';
import { cardLabelKey, shipsOfCard } from './tracker-context';
import type { BroadsideCombat } from './combat';

/** What the deck's hooks pass: the combat, the squadron ('' or null for an event card) and its ships' tokens. */
export interface DeckHookData {
  combat: BroadsideCombat;
  squadron: string | null;
  tokens: foundry.canvas.placeables.Token.Implementation[];
  card?: CardId;
}

/** Foundry's hook types know only Foundry's hooks; the deck's own are called through this. */
function callHook(hook: 'broadside.cardDrawn' | 'broadside.moveCard' | 'broadside.fireCard', data: DeckHookData): void {
  (Hooks as unknown as { callAll(hook: string, ...args: unknown[]): boolean }).callAll(hook, data);
}

export const CARD_MESSAGE_TEMPLATE = `${SYSTEM_PATH}/templates/combat/card-message.hbs`;

/** The Wind Change and Getting Choppy cards roll through the one module for wind rolls. */
async function runWindCard(card: 'windChange' | 'gettingChoppy'): Promise<{ lines: string[]; rolls: Roll[] }> {
  const { text, rolls } = await rollWind(card === 'windChange' ? 'kmhChange' : 'gettingChoppy');
  return { lines: [text], rolls };
}

/** Posts the chat card of a card just drawn (run by the GM who drew it, once per draw). */
export async function announceCard(combat: BroadsideCombat, deck: StoredDeck, card: CardId) {
  const squadrons = combat.squadrons();
  const ships = shipsOfCard(card, deck, squadrons);
  let outcome: { lines: string[]; rolls: Roll[] } = { lines: [], rolls: [] };
  if (card === 'windChange' || card === 'gettingChoppy') outcome = await runWindCard(card);
  const context = cardMessageContext(card, deck.turn, ships, outcome.lines, true);
  await ChatMessage.create({
    speaker: ChatMessage.getSpeaker(),
    content: await foundry.applications.handlebars.renderTemplate(CARD_MESSAGE_TEMPLATE, context as never),
    rolls: outcome.rolls,
    flags: { [SYSTEM_ID]: { deckCard: { combatId: combat.id, card } } } as never,
  });
  await runEventCard(card, battleShips(combat));
}

/** The battle's ship actors, each once. */
function battleShips(combat: BroadsideCombat): Actor.Implementation[] {
  const ships = new Map<string, Actor.Implementation>();
  for (const combatant of combat.combatants) {
    const actor = combatant.actor;
    if (actor?.type === 'ship') ships.set(actor.uuid, actor);
  }
  return [...ships.values()];
}

/** Selects this user's tokens among the card's ships (a GM's: all of them). */
export function selectShips(tokens: foundry.canvas.placeables.Token.Implementation[]) {
  const mine = tokens.filter((t) => t.isOwner);
  if (mine.length === 0) return;
  canvas?.tokens?.releaseAll();
  for (const token of mine) token.control({ releaseOthers: false });
}

/** Opens the fire dialog of each of the user's ships of a Fire card (and tells listeners). */
export function openFire(combat: BroadsideCombat, squadron: string, tokens: foundry.canvas.placeables.Token.Implementation[]) {
  const mine = tokens.filter((t) => t.isOwner);
  callHook('broadside.fireCard', { combat, squadron, tokens: mine });
  for (const token of mine) if (token.actor?.type === 'ship') void openFireDialog(token.actor);
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

/** Wires the buttons of the deck's chat cards. */
export function onRenderDeckMessage(message: ChatMessage.Implementation, html: HTMLElement) {
  const flag = message.getFlag(SYSTEM_ID as never, 'deckCard' as never) as unknown as { combatId?: string; card?: string } | undefined;
  if (!flag?.combatId || !flag.card) return;
  const { combatId, card } = flag;
  for (const button of html.querySelectorAll<HTMLButtonElement>('[data-deck-action]')) {
    button.addEventListener('click', () => {
      const combat = game.combats?.get(combatId) as BroadsideCombat | undefined;
      if (!combat) return;
      const deck = combat.deck;
      const tokens = combat.tokensOf(shipsOfCard(card, deck, combat.squadrons()));
      if (button.dataset.deckAction === 'selectShips') selectShips(tokens);
      if (button.dataset.deckAction === 'openFire') openFire(combat, squadronOfCard(card) ?? '', tokens);
    });
  }
}

/** A card's name in the user's language. */
export function cardName(card: string): string {
  return game.i18n!.format(cardLabelKey(card), { squadron: squadronOfCard(card) ?? '' });
}

/** Shows a refused deck action as a localised notification. */
export function reportRefusal(error: unknown): void {
  if (!(error instanceof RulesError)) throw error;
  const key = `BROADSIDE.Errors.${error.code}`;
  ui.notifications?.warn(game.i18n!.has(key) ? game.i18n!.localize(key) : error.message);
}

/** On the GM, after a deck change was written: the chat cards and notices it calls for. */
export async function afterChange(combat: BroadsideCombat, change: DeckChange, userId: string) {
  const user = game.users?.get(userId)?.name ?? '';
  switch (change.deck.last.action) {
    case 'draw':
      await announceCard(combat, change.deck, change.card);
      break;
    case 'hold':
      await postLine(game.i18n!.format('BROADSIDE.Deck.Chat.held', { user, card: cardName(change.card) }));
      break;
    case 'play':
      await postLine(game.i18n!.format('BROADSIDE.Deck.Chat.played', { user, card: cardName(change.card) }));
      break;
    case 'undo': {
      let text = game.i18n!.format('BROADSIDE.Deck.Chat.undone', { card: change.card ? cardName(change.card) : '' });
      if (change.card === 'windChange' || change.card === 'gettingChoppy') text += ' ' + game.i18n!.localize('BROADSIDE.Deck.Chat.windNotReverted');
      await postLine(text);
      break;
    }
    case 'next': {
      let text = game.i18n!.format('BROADSIDE.Deck.Chat.nextTurn', { turn: String(change.deck.turn) });
      if (change.unplayedHeld.length) {
        text += ' ' + game.i18n!.format('BROADSIDE.Deck.Chat.heldReturned', { cards: change.unplayedHeld.map(cardName).join(', ') });
      }
      await postLine(text);
      break;
    }
    default:
      break;
  }
}
