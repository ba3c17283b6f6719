/**
 * What the desk's derivation of a card costs (decision desk-derive): reading its rolls back, its
 * ships as it found them, the card rule run again and the changes compared. The desk does this once
 * when it seals a card, and again for each request about a void one. For scale, the whole of a
 * broadside's post, seal and apply through the fake server.
 */
import { bench, describe } from 'vitest';
import { RandomDice, RecordingDice, seededRandom, type DiceSource } from '../src/rules/dice/dice';
import { rollJson } from '../src/chat/roll-record';
import { derivationProblem, type DeriveFigures } from '../src/chat/derive';
import { broadsideCardRule } from '../src/chat/broadside-card';
import { boardingStepCardRule, startRecord } from '../src/chat/boarding';
import { strikeTestCardRule } from '../src/chat/strike';
import { defaultFireInput, fireOrder, type ShipRef } from '../src/chat/fire';
import { cardButtonRequest } from '../src/chat/card-controls';
import type { AnyCard } from '../src/chat/card-kinds';
import type { BoardingRecord } from '../src/chat/apply';
import { frenchSeventyFour, seventyFour } from '../test/chat/fixtures';
import { broadside, post, press, revisionOf, table } from '../test/authority/table';

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
