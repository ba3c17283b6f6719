/**
 * What the desk's derivation of a card costs (decision desk-derive): reading its rolls back, its
 * ships as it found them, the card rule run again and the changes compared. The desk does this once
 * when it seals a card, and again for each request about a void one. For scale, the whole of a
 * broadside's post, seal and apply through the fake server.
 */
import { bench, describe } from 'vitest';
import { RandomDice, RecordingDice, seededRandom, type DiceSource } from '../src/rules/dice/dice';
import { rollJson } from '../src/authority/roll-record';
import { derivationProblem, type DeriveFigures } from '../src/authority/derivation';
import { broadsideCardRule } from '../src/modules/kmh/gunnery/broadside-card';
import { boardingStepCardRule, startRecord } from '../src/modules/kmh/boarding/card';
import { strikeTestCardRule } from '../src/modules/kmh/gunnery/strike';
import { defaultFireInput, fireOrder } from '../src/modules/kmh/gunnery/fire';
import type { ShipRef } from '../src/data/ship-ref';
import { cardButtonRequest } from '../src/chat/card-controls';
import type { AnyCard } from '../src/data/card-model';
import type { BoardingRecord } from '../src/data/card-changes';
import { frenchSeventyFour, seventyFour } from '../test/chat/fixtures';
import { broadside, post, press, revisionOf, table, TWO_HITS } from '../test/authority/table';
import { fireFacts } from '../src/modules/kmh/gunnery/fire-facts';

function roll<C extends AnyCard>(rule: (dice: DiceSource) => C, seed: number) {
  const dice = new RecordingDice(new RandomDice(seededRandom(seed)));
  const card = JSON.parse(JSON.stringify(rule(dice))) as C;
  return { card, rolls: dice.records.filter((r) => r.count > 0).map(rollJson) };
}
const figures = (ships: ShipRef[], boarding: BoardingRecord | null = null): DeriveFigures => ({
  ship: (uuid) => ships.find((s) => s.uuid === uuid) ?? null,
  boarding: () => boarding,
});

const firer = seventyFour('HMS Defiance', { initialBroadsideFired: { port: true, starboard: true } });
const target = frenchSeventyFour('Le Tonnant', { damage: { points: 20 } });
const shot = roll(
  broadsideCardRule(firer, target, fireOrder(firer, { ...defaultFireInput('starboard', null), distanceCm: 8 }, false)),
  4,
);
const a = { ship: firer, prize: false };
const d = { ship: target, prize: false };
const record = startRecord(a, d);
const round = roll(boardingStepCardRule(record, a, d), 4);
const marked = seventyFour('HMS Defiance', { strike: { marked: true, triggers: ['a'], status: 'fighting' } });
const strike = roll(strikeTestCardRule(marked, { around: { friendsStruckInSight: 1 }, input: {} }), 4);

describe('the desk derives a card again', () => {
  bench('a broadside of 9 dice at short range', () => {
    if (derivationProblem(shot.card, shot.rolls, figures([firer, target]))) throw new Error('honest card void');
  });
  bench('a boarding round', () => {
    if (derivationProblem(round.card, round.rolls, figures([firer, target], record)))
      throw new Error('honest card void');
  });
  bench('a strike test', () => {
    if (derivationProblem(strike.card, strike.rolls, figures([marked]))) throw new Error('honest card void');
  });
});

describe('for scale: a broadside posted, sealed (derived) and applied through the fake server', () => {
  bench(
    'post, seal and apply',
    async () => {
      const t = table();
      const message = await post(t, t.gm, broadside(t, t.tonnant, t.ajax, [4, 4, 1, 1, 1, 1, 1, 1, 1, 9]));
      await press(t, t.gm.ask(cardButtonRequest('apply', message.id, revisionOf(t, message.id), null)!));
    },
    { time: 3000 },
  );
});

describe("the desk checks a player's shot against the table (decision desk-fire-facts, desk-rolls)", () => {
  // Defiance heading north, Le Tonnant 13.5 cm off her starboard beam, on the battle's scene.
  const abeam = () => {
    const t = table();
    t.server.placeToken(t.combatId, t.defiance, { x: 50, y: 50, heading: 0 });
    t.server.placeToken(t.combatId, t.tonnant, { x: 65, y: 50, heading: 0 });
    return t;
  };
  const t = abeam();
  const card = broadside(t, t.defiance, t.tonnant, TWO_HITS);
  bench('its order: two tokens measured, the sea, the first broadside, the deck, the boarding', () => {
    if (fireFacts(t.gm.desk, t.gm.desk.ledger(), card, card.order!).contradicted.length)
      throw new Error('honest order refused');
  });
  bench(
    'for scale: a Fire request rolled, posted and sealed by the desk',
    async () => {
      const s = abeam();
      const input = { side: 'starboard', distanceCm: 14, partial: false, rake: 'none', aim: 'hull', shot: 'round' };
      const request = { kind: 'fire', firer: s.defiance.uuid, target: s.tonnant.uuid } as const;
      const asked = await press(
        s,
        s.p1.ask({ ...request, input: { ...input, fireCardHeld: false, intoBoarding: false } as never }),
      );
      if (!asked.ok) throw new Error(asked.code);
    },
    { time: 3000 },
  );
});
