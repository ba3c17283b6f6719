import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/rules/dice/dice';
import {
  strikeCard,
  strikeCardView,
  strikeConsequence,
  strikeRule,
  strikeSituationOf,
} from '../../../../src/modules/kmh/gunnery/strike';
import { applyChange, frenchSeventyFour } from '../../../chat/fixtures';

/** A French 74 at 30 DP, raked this turn, marked by (a)... (e). */
export function battered() {
  return frenchSeventyFour('Le Tonnant', {
    damage: { points: 40, mainmast: true },
    turn: { damagePoints: 20, raked: true },
    strike: { marked: true, triggers: ['b', 'e'] },
  });
}

describe('strike test card', () => {
  it('reads the ship: table value, each modifier, the d% and the consequence', () => {
    const ship = battered();
    const result = strikeRule(strikeSituationOf(ship))(new ScriptedDice([12]));
    // 74 original, 34 now: the 30–39 row of the 60–79 column.
    expect(result.tableChance).toBe(35);
    expect(result.modifiers.map((m) => m.id)).toEqual(['mastBroughtDown', 'rakedThisTurn']);
    expect(result.chance).toBe(60);
    const card = strikeCard(ship, result);
    expect(card.consequence).toBe('retiring');
    const view = strikeCardView(card);
    expect(view.modifiers).toEqual([
      { label: 'BROADSIDE.Strike.Modifier.mastBroughtDown', percent: '+10%' },
      { label: 'BROADSIDE.Strike.Modifier.rakedThisTurn', percent: '+15%' },
    ]);
    // Applied, the consequence settles the test: the mark and its triggers go, the damage stays.
    const applied = applyChange(ship, card.changes[0]!);
    expect(applied.update.system).toEqual({ strike: { marked: false, triggers: [], status: 'retiring' } });
    expect(applied.source.strike).toEqual({ marked: false, triggers: [], status: 'retiring' });
    expect(applied.source.damage).toEqual(ship.source.damage);
  });

  it('strikes at once on three quarters lost in one turn, and a passed test leaves her fighting', () => {
    const ship = frenchSeventyFour('T', {
      damage: { points: 60 },
      turn: { damagePoints: 56 },
      strike: { marked: true },
    });
    const auto = strikeRule(strikeSituationOf(ship))(new ScriptedDice([]));
    expect(auto.automatic).toBe(true);
    expect(strikeCard(ship, auto).consequence).toBe('struck');
    const passed = strikeRule(strikeSituationOf(battered()))(new ScriptedDice([99]));
    expect(strikeConsequence('fighting', passed)).toBe('fighting');
    expect(strikeConsequence('struck', passed)).toBe('struck');
  });
});

describe('strike consequences and the GM’s dialog', () => {
  it('a ship sent retiring by the roll strikes when a retiring condition holds', async () => {
    const { strikeCardRule } = await import('../../../../src/modules/kmh/gunnery/strike');
    const ship = battered();
    const roll = strikeCardRule(strikeSituationOf(ship), 'fighting', { retiringConditions: { raked: true } })(
      new ScriptedDice([12]),
    );
    expect(roll.retiring).toEqual({ met: ['raked'], strikes: true });
    const card = strikeCard(ship, roll.test, roll);
    expect(card.consequence).toBe('struck');
    expect(strikeCardView(card).retiring?.met).toEqual(['BROADSIDE.Strike.Condition.raked']);
    // Passed the test and not retiring before: the conditions are not looked at.
    const passed = strikeCardRule(strikeSituationOf(ship), 'fighting', { retiringConditions: { raked: true } })(
      new ScriptedDice([99]),
    );
    expect([passed.retiring, strikeCard(ship, passed.test, passed).consequence]).toEqual([null, 'fighting']);
  });

  it('a merchant takes her even chance on a partial broadside after the d%', async () => {
    const { strikeCardRule } = await import('../../../../src/modules/kmh/gunnery/strike');
    const ship = frenchSeventyFour('Sally', { merchant: true, strike: { marked: true } });
    const roll = strikeCardRule(strikeSituationOf(ship), 'fighting', {
      merchant: { escorted: true, foeDistanceCm: 30, broadside: 'partial' },
    })(new ScriptedDice([99, 5]));
    expect(roll.merchant).toEqual({ roll: 5, strikes: true, reason: 'partialBroadside' });
    expect(strikeCard(ship, roll.test, roll).consequence).toBe('struck');
  });

  it('computes the dialog’s defaults from the table and reads the GM’s answers back', async () => {
    const { strikeDefaults, strikeDialogFields, readStrikeDialog } =
      await import('../../../../src/modules/kmh/gunnery/strike-dialog');
    const ship = frenchSeventyFour('Le Tonnant', { merchant: true, turn: { raked: true } });
    const neighbours = [
      { friend: true, distanceCm: 30, struck: true, flagship: true },
      { friend: false, distanceCm: 10, struck: false, flagship: false },
      { friend: false, distanceCm: 15, struck: false, flagship: false },
    ];
    const record = {
      attacker: { uuid: 'Actor.x', name: 'X' },
      defender: { uuid: ship.uuid, name: ship.name },
      stages: ['A', 'B1', 'C', 'D', 'E', 'F'],
      stage: 1,
      decksLost: 0,
    };
    const d = strikeDefaults(ship, neighbours, { record, opponentBaseFactor: 100 });
    expect(d.around).toEqual({
      friendsStruckInSight: 1,
      flagshipStruck: true,
      moreFriendsThanEnemiesWithin20: false,
      grappledToBiggerShip: true,
      wonBoardingAction: false,
    });
    expect(d.conditions).toMatchObject({
      outnumberedTwoToOne: true,
      raked: true,
      losingBoardingAction: true,
      isolatedByEnemy: false,
    });
    expect(d.merchant).toEqual({ escorted: false, foeDistanceCm: 10, broadside: null });
    const fields = strikeDialogFields(ship, d);
    expect(fields.map((f) => f.name)).toContain('merchant.broadside');
    const form = Object.fromEntries(fields.map((f) => [f.name, f.select ? 'full' : f.value]));
    expect(readStrikeDialog(form, true)?.input.merchant).toEqual({
      escorted: false,
      foeDistanceCm: 10,
      broadside: 'full',
    });
    expect(readStrikeDialog({ ...form, friendsStruckInSight: -1 }, true)).toBeNull();
    expect(readStrikeDialog({ ...form, 'merchant.foeDistanceCm': '' }, true)?.input.merchant?.foeDistanceCm).toBeNull();
  });
});

describe('ships tested without a mark', () => {
  it('marked ships are tested; unmarked retiring ships and merchants are checked for their conditions; struck ships not at all', async () => {
    const { strikeTestKind } = await import('../../../../src/modules/kmh/gunnery/strike');
    expect(strikeTestKind({ marked: true, status: 'retiring' }, false)).toBe('test');
    expect(strikeTestKind({ marked: false, status: 'retiring' }, false)).toBe('conditions');
    expect(strikeTestKind({ marked: false, status: 'fighting' }, true)).toBe('conditions');
    expect(strikeTestKind({ marked: false, status: 'fighting' }, false)).toBeNull();
    expect(strikeTestKind({ marked: true, status: 'struck' }, true)).toBeNull();
  });

  it('an unmarked retiring ship raked this turn strikes without a d%, and given surroundings keep the table’s conditions', async () => {
    const { strikeCard, strikeCardRule, strikeSituationOf } =
      await import('../../../../src/modules/kmh/gunnery/strike');
    const { answersFromTable, strikeDefaults } = await import('../../../../src/modules/kmh/gunnery/strike-dialog');
    const { ScriptedDice } = await import('../../../../src/rules/dice/dice');
    const { frenchSeventyFour } = await import('../../../chat/fixtures');
    const ship = frenchSeventyFour('Le Tonnant', { strike: { status: 'retiring' }, turn: { raked: true } });
    const answers = answersFromTable(strikeDefaults(ship, [], null), { friendsStruckInSight: 2 }, false);
    expect(answers.around.friendsStruckInSight).toBe(2);
    expect(answers.input.retiringConditions?.raked).toBe(true);
    const dice = new ScriptedDice([]);
    const roll = strikeCardRule(strikeSituationOf(ship, answers.around), 'retiring', answers.input, false)(dice);
    const card = strikeCard(ship, roll.test, roll);
    expect(card.result).toBeNull();
    expect(card.retiring).toEqual({ met: ['raked'], strikes: true });
    expect(card.consequence).toBe('struck');
  });
});

describe("a merchant's strike card", () => {
  it('does not say she holds on when the test struck her colours', () => {
    const ship = frenchSeventyFour('Sally', { merchant: true, strike: { marked: true, status: 'struck' } });
    const result = strikeRule(strikeSituationOf(ship))(new ScriptedDice([1]));
    const holds = { roll: null, strikes: false, reason: null };
    const view = strikeCardView(strikeCard(ship, result, { retiring: null, merchant: holds }));
    expect(view.consequence).toBe('BROADSIDE.StrikeStatus.struck');
    expect(view.merchant?.reason).toBe('BROADSIDE.Strike.Merchant.notFromDanger');
    const fighting = frenchSeventyFour('Sally', { merchant: true, strike: { marked: true } });
    const passed = strikeRule(strikeSituationOf(fighting))(new ScriptedDice([100]));
    expect(strikeCardView(strikeCard(fighting, passed, { retiring: null, merchant: holds })).merchant?.reason).toBe(
      'BROADSIDE.Strike.Merchant.holds',
    );
  });
});
