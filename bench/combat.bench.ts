import { bench, describe } from 'vitest';
import { trackerContext } from '../src/combat/tracker-view';
import { beginDeck, combineAction, deckSetupOf, drawAction, holdAction } from '../src/modules/kmh/deck-store';
import { deckView } from '../src/modules/kmh/deck-view';
import { groupSquadrons, scenarioOf } from '../src/data/squadrons';
import { recordsOf } from '../src/data/battle-data';
import { RandomDice, seededRandom } from '../src/rules/dice/dice';
import { trafalgar } from '../test/combat/battle';

const ships = trafalgar();
const dice = new RandomDice(seededRandom(1));
const squadrons = groupSquadrons(ships);
let deck = combineAction(
  beginDeck(deckSetupOf(squadrons, scenarioOf({})), 'u-gm').deck,
  'Lee Column',
  ['Lee Centre'],
  'u-gm',
).deck;
for (let i = 0; i < 12; i++) deck = drawAction(deck, dice, 'u-gm').deck;
const last = deck.played[deck.played.length - 1]!;
if (last.startsWith('fire:') && deck.drawPile.length) deck = holdAction(deck, last, 'u-gm').deck;

describe('turn-deck tracker, 12 squadrons and 60 ships', () => {
  bench('trackerContext mid-turn', () => {
    trackerContext({
      deck,
      ships,
      records: recordsOf(squadrons),
      user: { id: 'u-gm', isGM: true },
      userNames: { 'u-gm': 'Gamemaster' },
      turnView: deckView({ deck, scenario: scenarioOf({}) }),
    });
  });
  bench('draw (one update object)', () => {
    drawAction(deck, dice, 'u-gm');
  });
});
