/** Salt'n'Tar's part of a ship's move dialog (modules/saltntar/move-dialog.ts), as canvas/move-context.ts frames it. */
import { describe, expect, it } from 'vitest';
import { initialSaltntarState } from '../../../src/rules/saltntar';
import { maneuversAllowed } from '../../../src/modules/saltntar/move-dialog';
import { MOVE_DIALOG_INPUT, saltntarDialog } from '../../support/move-dialog';

describe('the move dialog', () => {
  const base = MOVE_DIALOG_INPUT;

  it("shows the Salt'n'Tar hull, orders and record; strain roll only with strain, luck for the GM", () => {
    const gm = saltntarDialog({
      ...base,
      saltntar: { ...initialSaltntarState('longship'), strain: 2, pending: { maneuver: 'setSails', turnsLeft: 1 } },
      record: { ...base.record, turned: [1, 0.5] },
    });
    expect(gm.buttons.map((b) => b.action)).toEqual(['save', 'roll', 'reset', 'hull', 'maneuver', 'strain', 'luck']);
    expect(gm.saltntar!.hulls.filter((h) => h.selected).map((h) => h.value)).toEqual(['longship']);
    expect(gm.saltntar!.maneuvers.map((m) => m.value)).toContain('row');
    expect(gm.saltntar).toMatchObject({
      pending: { key: 'BROADSIDE.Sailing.maneuver.setSails', turns: 1 },
      strain: 2,
      turned: [
        { half: 1, points: 1 },
        { half: 2, points: 0.5 },
      ],
    });
    const owner = saltntarDialog({ ...base, isGM: false, windSpeed: 3 });
    expect(owner.buttons.map((b) => b.action)).toEqual(['hull', 'maneuver']);
    expect(owner.saltntar!.maneuvers.map((m) => m.value)).not.toContain('row');
    expect(maneuversAllowed(initialSaltntarState('cutter'), 0)).not.toContain('row');
    // Only orders that change something (decision saltntar-maneuver-timing).
    expect(maneuversAllowed(initialSaltntarState('cutter'), 2)).toEqual(['reef', 'furl', 'anchor']);
    expect(
      maneuversAllowed({ ...initialSaltntarState('largeGalley'), sails: 'furled', anchored: true, rowing: 2 }, 0),
    ).toEqual(['setSails', 'weigh', 'restOars']);
  });
});
