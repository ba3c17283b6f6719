import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/rules/dice/dice';
import { RulesError } from '../../../../src/rules/errors';
import {
  boardingStepCard,
  boardingStepRule,
  boatsBoardingCard,
  type Boarder,
} from '../../../../src/modules/kmh/boarding/card';
import { boardingCardView } from '../../../../src/modules/kmh/boarding/view';
import { turnRollCard, turnRollRule } from '../../../../src/modules/kmh/turn-rolls';
import { readTurnRollOptions } from '../../../../src/modules/kmh/turn-roll-options';
import { applyChange, frenchSeventyFour, seventyFour } from '../../../chat/fixtures';

const boarder = (ship: Boarder['ship']): Boarder => ({ ship, prize: false });

describe('launching and stowing boats', () => {
  it('a ship under 5 cm launches them in one move, with nothing to apply', () => {
    const ship = frenchSeventyFour();
    const card = turnRollCard(
      'launchBoats',
      ship,
      turnRollRule('launchBoats', ship, { speedCm: 4 })(new ScriptedDice([])),
    );
    expect(card.result.outcome).toBe('BROADSIDE.Turn.Outcome.boatsLaunched');
    expect(card.result.lines).toEqual([{ key: 'BROADSIDE.Turn.boatsSpeed', n: 4 }]);
    expect(card.changes).toEqual([]);
  });

  it('a ship making 5 cm or more cannot, and the speed is validated', () => {
    const ship = frenchSeventyFour();
    expect(() => turnRollRule('stowBoats', ship, { speedCm: 5 })(new ScriptedDice([]))).toThrow(RulesError);
    expect(readTurnRollOptions('launchBoats', { speedCm: 101 }).problems).toEqual(['BROADSIDE.Turn.Option.speedCm']);
  });
});

describe('boarding from boats', () => {
  it('starts the action on both ships without a grapple, carrying the boats', () => {
    const a = boarder(seventyFour('HMS Defiance', { quality: 'elite' }));
    const d = boarder(frenchSeventyFour());
    const card = boatsBoardingCard(a, d, 3);
    expect(card.fromBoats).toEqual({ boats: 3, bonus: 6 });
    expect(card.changes.map((c) => c.flags?.boarding?.boats)).toEqual([3, 3]);
    // Only the GM's table records change: each ship's own data is not written.
    const applied = [applyChange(a.ship, card.changes[0]!), applyChange(d.ship, card.changes[1]!)];
    expect(applied.map((x) => x.update.system)).toEqual([{}, {}]);
    expect(applied.map((x) => x.table.boarding?.boats)).toEqual([3, 3]);
    expect(boardingCardView(card, null).title).toBe('BROADSIDE.Boarding.boatsTitle');
  });

  it('a round rolls one d6 plus a die per boat against the defender’s pool', () => {
    const a = boarder(seventyFour());
    const d = boarder(frenchSeventyFour('Le Tonnant', { damage: { points: 54 } }));
    const record = boatsBoardingCard(a, d, 4).changes[0]!.flags!.boarding!;
    // Le Tonnant has 20 of 74 left: 2 dice. Boats: d6 6 + 4 = 10 against 1 + 1 = 2; margin 8 → 2 DP.
    const card = boardingStepCard(record, a, d, boardingStepRule(record, a, d)(new ScriptedDice([6, 1, 1])));
    const view = boardingCardView(card, null);
    expect(view.round?.attackerPool).toMatchObject({ base: 1, pool: 1, boatsBonus: 4 });
    expect(view.round?.attackerTotal).toBe(10);
    expect(card.changes[0]!.flags?.boarding).toMatchObject({ stage: 1, boats: 4 });
    expect(applyChange(d.ship, card.changes[0]!, { boarding: record }).source).toMatchObject({
      damage: { points: 56 },
      turn: { damagePoints: 2 },
    });
  });

  it('boarders thrown back into their boats end the action: no counter-boarding', () => {
    const a = boarder(seventyFour());
    const d = boarder(frenchSeventyFour());
    const record = boatsBoardingCard(a, d, 1).changes[0]!.flags!.boarding!;
    // d6 1 + 1 = 2 against Le Tonnant's 7 dice of 6.
    const card = boardingStepCard(
      record,
      a,
      d,
      boardingStepRule(record, a, d)(new ScriptedDice([1, 6, 6, 6, 6, 6, 6, 6])),
    );
    expect([card.repelled, card.choice ?? null]).toEqual([false, null]);
    expect(card.finished).toBe(true);
    expect(card.changes.map((c) => c.flags?.boarding)).toEqual([null, null]);
    expect(boardingCardView(card, null).repelledToBoats).toBe(true);
  });
});
