import { bench, describe } from 'vitest';
import { RandomDice, seededRandom } from '../src/rules/dice/dice';
import { broadsideOdds, classShip, fireBroadside, freshState, type BroadsideOrder } from '../src/rules/kyngesreach';

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
