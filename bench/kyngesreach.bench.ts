import { bench, describe } from 'vitest';
import { RandomDice, seededRandom } from '../src/rules/dice/dice';
import { broadsideOdds, classShip, fireBroadside, freshState, type BroadsideOrder } from '../src/rules/kyngesreach';
import { krCardRule } from '../src/modules/kyngesreach/card';
import { fireOrder, freshChoices, krFireContext } from '../src/modules/kyngesreach/fire-view';
import { frenchSeventyFour, seventyFour } from '../test/chat/fixtures';

// Sojourner's twelve 9-pounders against a ship of the line at standard range, the gauge held: the
// dialog's exact odds and the broadside itself (Gunner roll, every hit's location, damage and effect).
const sojourner = classShip('frigate', 12, 9);
const target = classShip('ship-of-the-line', 37, 32);
const order: BroadsideOrder = {
  firer: sojourner,
  firerState: freshState(sojourner),
  battery: 'starboard',
  gunner: 14,
  holder: 'a',
  side: 'a',
  range: 'standard',
  called: null,
  mast: null,
  morale: 0,
  reloadWith: 'round',
  target,
  targetState: freshState(target),
  targetFacing: 'port',
};
const dice = new RandomDice(seededRandom(1797));

describe('Kyngesreach broadside', () => {
  bench('fireBroadside with its exact odds (12 guns; budget 0.05 ms)', () => {
    fireBroadside(order, dice);
  });

  bench('broadsideOdds alone (the fire dialog, before the roll)', () => {
    broadsideOdds(order);
  });
});

// The table's side of it: two 74s from their sheets (37 guns a side), as the fire dialog reads them
// on every change, and the card the dialog and the desk both roll from that order.
const defiance = seventyFour();
const tonnant = frenchSeventyFour();
const noCrew = { crew: () => null };
const choices = { ...freshChoices(defiance), gauge: 'holder' as const };
const dialogArgs = {
  firer: defiance,
  target: tonnant,
  targets: [{ uuid: tonnant.uuid, name: tonnant.name }],
  distanceCm: 10,
  choices,
  figures: noCrew,
  gaugeFromBattle: null,
  gm: false,
};
const cardRule = krCardRule(defiance, tonnant, fireOrder(dialogArgs), noCrew)!;

describe('Kyngesreach broadside at the table', () => {
  bench('the fire dialog’s context with its exact odds (37 guns)', () => {
    krFireContext(dialogArgs);
  });

  bench('the card from the sheets, fired (37 guns)', () => {
    cardRule(dice);
  });
});
