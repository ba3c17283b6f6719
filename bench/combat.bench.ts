import { bench, describe } from 'vitest';
import { trackerContext } from '../src/combat/tracker-context';
import { beginDeck, combineAction, drawAction, holdAction } from '../src/combat/deck-store';
import { deckSetupOf, groupSquadrons, scenarioOf } from '../src/combat/squadrons';
import { RandomDice, seededRandom } from '../src/rules/dice/dice';
import { trafalgar } from '../test/combat/battle';

const ships = trafalgar();
const dice = new RandomDice(seededRandom(1));
let deck = combineAction(beginDeck(deckSetupOf(groupSquadrons(ships), scenarioOf({}))).deck, 'Lee Column', ['Lee Centre']).deck;
for (let i = 0; i < 12; i++) deck = drawAction(deck, dice).deck;
const last = deck.played[deck.played.length - 1]!;
if (last.startsWith('fire:') && deck.drawPile.length) deck = holdAction(deck, last, 'u-gm').deck;

describe('turn-deck tracker, 12 squadrons and 60 ships', () => {
  bench('trackerContext mid-turn', () => {
    trackerContext({
      mode: 'kmh',
      deck,
      deckError: null,
      ships,
      scenario: scenarioOf({}),
      user: { id: 'u-gm', isGM: true },
      userNames: { 'u-gm': 'Gamemaster' },
      sequence: null,
    });
  });
  bench('draw (one update object)', () => {
    drawAction(deck, dice);
  });
});
