import { it, beforeAll } from 'vitest';
import { RandomDice, seededRandom } from '../../src/rules/dice/dice';
import { krCardRule } from '../../src/modules/kyngesreach/card';
import { deriveCard } from '../../src/chat/derive';
import { refOf, rolled, rollsOf, table } from '../authority/table';
import { registerGunneryModules } from './kr-setup';
import type { AnyCard } from '../../src/chat/card-kinds';
import { KR_CARD } from '../../src/modules/kyngesreach';
beforeAll(registerGunneryModules);
it('dbg', () => {
  const t = table();
  const order = {
    battery: 'starboard',
    targetFacing: 'port',
    distanceCm: 10,
    gauge: 'holder',
    called: null,
    mast: null,
    morale: 0,
    reloadWith: 'round',
  };
  const rule = krCardRule(refOf(t, t.defiance), refOf(t, t.tonnant), order, { crew: () => null })!;
  const card = rolled(rule as never, new RandomDice(seededRandom(2))) as AnyCard;
  const r = deriveCard(card, rollsOf(card), {
    ship: (u) => refOf(t, u === t.defiance.uuid ? t.defiance : t.tonnant),
    boarding: () => null,
    crew: () => null,
    gunnery: () => KR_CARD,
  });
  console.log(JSON.stringify(r).slice(0, 300), rollsOf(card).length);
});
