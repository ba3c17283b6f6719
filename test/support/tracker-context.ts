/**
 * The tracker's context as KMH's deck fills it (combat/tracker-view.ts with the module's deckView),
 * and the decks and inputs it is drawn from, as the deck's view tests and the tracker's browser
 * tests share them: the GM's Trafalgar unless a test gives other ships, a user or another turn.
 */
import { trackerContext as sharedContext, type TrackerInput as SharedInput } from '../../src/combat/tracker-view';
import { deckView } from '../../src/modules/kmh/deck-view';
import { drawAction } from '../../src/modules/kmh/deck-store';
import type { StoredDeck } from '../../src/data/stored-deck';
import { groupSquadrons, scenarioOf, type Scenario, type ShipEntry } from '../../src/data/squadrons';
import { recordsOf } from '../../src/data/battle-data';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { trafalgar } from '../combat/battle';

export const die = (face: number) => new ScriptedDice([face]);
export const GM = { id: 'u-gm', isGM: true };
export const USER_NAMES = { 'u-gm': 'Gamemaster', 'u-nelson': 'Horatio', 'u-villeneuve': 'Pierre' };

export type TrackerInput = SharedInput & { scenario: Scenario; deckError: string | null };

/** The tracker's context as the tracker gives it: the turn drawn by KMH's deck unless the input gives another. */
export const deckTrackerContext = (input: TrackerInput) =>
  sharedContext({
    ...input,
    turnView: input.turnView ?? deckView({ deck: input.deck, scenario: input.scenario, deckError: input.deckError }),
  });

/** The tracker's input; a begun deck comes with the squadrons fixed when it began (as the desk writes them). */
export function trackerInput(over: Partial<TrackerInput>): TrackerInput {
  const ships = over.ships ?? trafalgar();
  const records = over.deck ? recordsOf(groupSquadrons(ships)) : [];
  return {
    deck: null,
    deckError: null,
    ships,
    records,
    scenario: scenarioOf({}),
    user: GM,
    userNames: USER_NAMES,
    turnView: null,
    ...over,
  };
}

/** The deck once the GM has drawn `card` from it. */
export const drawn = (deck: StoredDeck, card: string) =>
  drawAction(deck, die(deck.drawPile.indexOf(card) + 1), 'u-gm').deck;

/** The ships a drawn card's message keeps. */
export const deckShips = (ships: readonly ShipEntry[]) =>
  ships.map((s) => ({ name: s.name, img: s.img, tokenId: s.tokenId ?? '', hidden: s.hidden }));
