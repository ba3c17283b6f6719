/** The squadron dialog's values: the name, the side and the flagship among the selected ships. */
import { describe, expect, it } from 'vitest';
import { readSquadronForm, squadronFormContext } from '../../src/combat/squadron-form';

const ships = [
  { combatantId: 'b-1', name: 'HMS Defiance', flagship: false },
  { combatantId: 'b-2', name: 'HMS Ajax', flagship: true },
];

describe('the squadron dialog', () => {
  it('offers the sides a squadron fights on and the selected ships as flagship, the one her sheet makes flagship first', () => {
    const context = squadronFormContext(ships);
    expect(context.sides.map((s) => s.value)).toEqual(['friendly', 'hostile', 'secret']);
    expect(context.ships).toEqual([
      { combatantId: 'b-1', name: 'HMS Defiance', selected: false },
      { combatantId: 'b-2', name: 'HMS Ajax', selected: true },
    ]);
    expect(context.count).toBe(2);
  });

  it('reads a name, a side and a flagship into the placing the desk is asked for', () => {
    expect(readSquadronForm({ squadron: '  Inshore ', side: 'hostile', flagship: 'b-1' }, ships)).toEqual({
      choice: { squadron: 'Inshore', side: 'hostile', flagship: 'b-1' },
      problems: [],
    });
    expect(readSquadronForm({ squadron: '', side: '', flagship: '' }, ships)).toEqual({
      choice: { squadron: '', side: null, flagship: null },
      problems: [],
    });
  });

  it('names each problem by its field: a name too long or kept for a side, a side not offered, a flagship not among the ships', () => {
    const fields = (values: Record<string, unknown>) =>
      readSquadronForm(values, ships).problems.map((p) => `${p.field}:${p.key.split('.').at(-1)}`);
    expect(fields({ squadron: 'x'.repeat(61) })).toEqual(['squadron:nameTooLong']);
    expect(fields({ squadron: 'x'.repeat(60) })).toEqual([]);
    expect(fields({ squadron: 'Hostile' })).toEqual(['squadron:nameIsSide']);
    expect(fields({ side: 'neutral' })).toEqual(['side:badSide']);
    expect(fields({ side: 'pirates', flagship: 'b-9' })).toEqual(['side:badSide', 'flagship:flagshipNotAmong']);
  });
});
