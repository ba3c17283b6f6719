import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { strikeCard, strikeCardView, strikeConsequence, strikeEffectsOf, strikeRule, strikeSituationOf } from '../../src/chat/strike';
import { changeUpdate } from '../../src/chat/apply';
import { frenchSeventyFour } from './fixtures';

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
    const view = strikeCardView(card, { canApply: true, canUndo: false, appliedBy: null });
    expect(view.modifiers).toEqual([
      { label: 'BROADSIDE.Strike.Modifier.mastBroughtDown', percent: '+10%' },
      { label: 'BROADSIDE.Strike.Modifier.rakedThisTurn', percent: '+15%' },
    ]);
    expect(changeUpdate(ship.source, ship.derived, card.changes[0]!)).toEqual({ strike: { marked: false, triggers: [], status: 'retiring' } });
  });

  it('strikes at once on three quarters lost in one turn, and a passed test leaves her fighting', () => {
    const ship = frenchSeventyFour('T', { damage: { points: 60 }, turn: { damagePoints: 56 }, strike: { marked: true } });
    const auto = strikeRule(strikeSituationOf(ship))(new ScriptedDice([]));
    expect(auto.automatic).toBe(true);
    expect(strikeCard(ship, auto).consequence).toBe('struck');
    const passed = strikeRule(strikeSituationOf(battered()))(new ScriptedDice([99]));
    expect(strikeConsequence('fighting', passed)).toBe('fighting');
    expect(strikeConsequence('struck', passed)).toBe('struck');
  });

  it('shows the mark and status on tokens', () => {
    expect(strikeEffectsOf({ marked: true, status: 'fighting' })).toEqual({ marked: true, retiring: false, struck: false });
    expect(strikeEffectsOf({ marked: false, status: 'struck' })).toEqual({ marked: false, retiring: false, struck: true });
  });
});
