/**
 * The turn deck's requests, from the tracker's buttons and from the keyboard: Draw a card (the
 * GM's) and Hold the Fire card just drawn. A key asks exactly what its button asks, for the battle
 * the tracker views; the desk judges both alike.
 */
import { SYSTEM_ID } from '../../constants';
import { askDesk } from '../../authority/channel/client';
import { BroadsideCombat } from '../../combat/combat';
import type { DeckAction } from '../../data/stored-deck';
import { runDrawnCard } from './deck-procedures';
import { deckRequestOf } from './deck-requests';

/** Asks the desk for a deck action against the deck the battle shows; a GM's draw then runs the card. */
export async function actOnDeck(
  combat: BroadsideCombat,
  action: DeckAction,
  extra: { card?: string; commander?: string; subordinates?: string[] } = {},
): Promise<void> {
  if (!combat.id) return;
  const answer = await askDesk(deckRequestOf(combat.id, combat.deck?.serial ?? 0, action, extra));
  if (answer.ok && action === 'draw' && game.user.isGM && answer.data.card)
    await runDrawnCard(combat, answer.data.card);
}

/** The battle the tracker views, if it is Broadside's; else the user is told there is none. */
function viewedBattle(): BroadsideCombat | null {
  const combat: unknown = game.combat;
  if (combat instanceof BroadsideCombat) return combat;
  ui.notifications?.warn(game.i18n.localize('BROADSIDE.Keys.noBattle'));
  return null;
}

/** The Draw key: the tracker's Draw button, for the viewed battle. */
export async function drawByKey(): Promise<void> {
  const combat = viewedBattle();
  if (combat) await actOnDeck(combat, 'draw');
}

/** The Hold key: the tracker's Hold button, for the card just drawn in the viewed battle. */
export async function holdByKey(): Promise<void> {
  const combat = viewedBattle();
  if (!combat) return;
  const card = combat.deck?.justDrawn;
  if (!card) return void ui.notifications?.warn(game.i18n.localize('BROADSIDE.Keys.nothingToHold'));
  await actOnDeck(combat, 'hold', { card });
}

/**
 * The deck's keys, listed in Configure Controls. Drawing is the GM's (restricted: only a GM may
 * run or rebind it); any player may try Hold, which the desk allows only for his squadron's card.
 */
export function registerDeckKeys(): void {
  const shift = [foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.SHIFT];
  game.keybindings.register(SYSTEM_ID, 'drawCard', {
    name: 'BROADSIDE.Keys.drawCard.name',
    hint: 'BROADSIDE.Keys.drawCard.hint',
    editable: [{ key: 'KeyC', modifiers: shift }],
    restricted: true,
    onDown: () => {
      void drawByKey();
      return true;
    },
  });
  game.keybindings.register(SYSTEM_ID, 'holdCard', {
    name: 'BROADSIDE.Keys.holdCard.name',
    hint: 'BROADSIDE.Keys.holdCard.hint',
    editable: [{ key: 'KeyH', modifiers: shift }],
    onDown: () => {
      void holdByKey();
      return true;
    },
  });
}
