/**
 * The deck's buttons in the tracker (its section, deck-view.ts): begin, draw, hold, play, undo,
 * the next turn, combining squadrons under a Move card and splitting them, and the GM's scenario
 * switches. Each asks the desk against the deck the tracker shows (deck-keys.ts actOnDeck); the
 * desk judges them (deck-desk.ts). Registered here too: the deck's templates, keys and hooks.
 */
import type { TrackerAction } from '../../combat/turn-sequence';
import { BroadsideCombat } from '../../combat/combat';
import { SCENARIO_TOGGLES, type ScenarioToggle } from '../../data/squadrons';
import { askDesk } from '../../authority/channel/client';
import { actOnDeck, registerDeckKeys } from './deck-keys';
import { onDeckChanged, redrawLastCard } from './deck-procedures';

/** Undo and the next turn take back or close what the whole table has seen: the GM confirms first. */
async function confirmed(titleKey: string, textKey: string): Promise<boolean> {
  const ok = await foundry.applications.api.DialogV2.confirm({
    window: { title: titleKey },
    content: `<p>${game.i18n.localize(textKey)}</p>`,
  });
  return ok === true;
}

/** A squadron's choice of the Move card it moves on ('' for its own): split from the old, combine under the new. */
async function combine(combat: BroadsideCombat, select: HTMLElement): Promise<void> {
  const deck = combat.deck;
  if (!deck) return;
  const squadron = select.dataset.squadron ?? '';
  const commander = (select as HTMLSelectElement).value;
  const current = deck.combined.find(([sub]) => sub === squadron)?.[1] ?? '';
  if (current === commander) return;
  if (current) await actOnDeck(combat, 'split', { subordinates: [squadron] });
  if (commander) await actOnDeck(combat, 'combine', { commander, subordinates: [squadron] });
}

export const DECK_TRACKER_ACTIONS: Readonly<Record<string, TrackerAction>> = {
  beginDeck: async (combat) => {
    if (!game.user.isGM) return;
    if (!combat.started) await combat.startCombat();
    await actOnDeck(combat, 'begin');
  },
  drawCard: (combat) => actOnDeck(combat, 'draw'),
  holdCard: (combat, target) => actOnDeck(combat, 'hold', { card: target.dataset.card ?? '' }),
  playHeld: (combat, target) => actOnDeck(combat, 'play', { card: target.dataset.card ?? '' }),
  undoDraw: async (combat) => {
    if (await confirmed('BROADSIDE.Deck.undoTitle', 'BROADSIDE.Deck.undoConfirm')) await actOnDeck(combat, 'undo');
  },
  nextDeckTurn: async (combat) => {
    if (await confirmed('BROADSIDE.Deck.nextTurn', 'BROADSIDE.Deck.nextTurnConfirm')) await actOnDeck(combat, 'next');
  },
  splitSquadron: (combat, target) => actOnDeck(combat, 'split', { subordinates: [target.dataset.squadron ?? ''] }),
  combineSquadron: combine,
  toggleScenario: async (combat, target) => {
    const key = target.dataset.key as ScenarioToggle;
    if (!SCENARIO_TOGGLES.includes(key) || !combat.id) return;
    await askDesk({ kind: 'scenario', combatId: combat.id, key, value: (target as HTMLInputElement).checked });
  },
};

/** At init: the deck's keys, its templates, and what every client does when a battle's deck changes. */
export function registerDeckTracker(): void {
  registerDeckKeys();
  // Every client learns of a drawn or played card from the Combat's update.
  Hooks.on('updateCombat', (combat, changed) => {
    const system = (changed as { system?: { deck?: unknown } }).system;
    if (!(combat instanceof BroadsideCombat) || system?.deck === undefined) return;
    const deck = combat.deck;
    if (deck) onDeckChanged(combat, deck);
    redrawLastCard(combat);
  });
}
