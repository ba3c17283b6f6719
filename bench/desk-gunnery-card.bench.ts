import { bench, describe } from 'vitest';
import { RandomDice, seededRandom } from '../src/rules/dice/dice';
import { krCardRule } from '../src/modules/kyngesreach/card';
import { KR_ORDER } from '../test/modules/kr-setup';
import { freshPart } from '../src/modules/kyngesreach/part';
import type { GunneryShip } from '../src/authority/gunnery';
import { freshChoices, krFireContext } from '../src/modules/kyngesreach/fire-view';

// The whole Kyngesreach card of one shot as the dialog rolls it and the desk derives it again: the
// ships' figures and tracks read from their sheets, the order checked, the broadside with its exact
// odds fired, and both ships' part changes made. A fifth-rate's twelve guns a side against a 74.
const ship = (uuid: string, rate: string, guns: number) =>
  ({
    uuid,
    name: uuid,
    source: { rate, guns, crew: [], modules: { kyngesreach: freshPart() } },
  }) as unknown as GunneryShip;
const firer = ship('Actor.aaaaaaaaaaaaaaaa', 'fifth', 24);
const target = ship('Actor.bbbbbbbbbbbbbbbb', 'third', 74);
// The table test's order (test/modules/kr-setup.ts).
const order = KR_ORDER;
const dice = new RandomDice(seededRandom(1797));

describe('Kyngesreach card', () => {
  bench('krCardRule from the sheets, fired, with its part changes (12 guns)', () => {
    krCardRule(firer, target, order, { crew: () => null, owners: () => [] })!(dice);
  });
});

// What the fire dialog works out on every change of a choice: both ships' figures, the crew's
// skills, the band, each modifier and the exact odds of each number of hits.
const dialog = {
  firer,
  target,
  targets: [{ uuid: target.uuid, name: target.name }],
  distanceCm: 10,
  choices: { ...freshChoices(firer), gauge: 'holder' as const },
  figures: { crew: () => null, owners: () => [] },
  gaugeFromBattle: null,
  gm: false,
};

describe('Kyngesreach fire dialog', () => {
  bench('krFireContext with its exact odds (12 guns)', () => {
    krFireContext(dialog);
  });
});
