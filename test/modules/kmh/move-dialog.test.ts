/** KMH's part of a ship's move dialog (modules/kmh/move-dialog.ts), as canvas/move-context.ts frames it. */
import { describe, expect, it } from 'vitest';
import { EMPTY_MOVE } from '../../../src/rules/move-record';
import { initialSaltntarState } from '../../../src/rules/saltntar';
import { moveDialogContext } from '../../../src/canvas/move-context';
import { kmhDialogPart, sailSteps } from '../../../src/modules/kmh/move-dialog';
import { saltntarDialogPart } from '../../../src/modules/saltntar/move-dialog';

describe('the move dialog', () => {
  const base = {
    isGM: true,
    record: { ...EMPTY_MOVE, allowance: 20.04, used: 3.26 },
    quality: 'average' as const,
    quarter: 'quarter' as const,
    saltntar: initialSaltntarState('longship'),
    windSpeed: 1,
  };

  type Base = typeof base;

  /** The dialog as the application builds it under KMH: the module's part after the GM's own. */
  function kmhDialog(input: Base & { selectedShips?: number }) {
    return moveDialogContext({
      isGM: input.isGM,
      record: input.record,
      part: kmhDialogPart({ selectedShips: 0, ...input }),
    });
  }

  /** The dialog as the application builds it under Salt'n'Tar. */
  function saltntarDialog(input: Base & { selectedShips?: number }) {
    const part = saltntarDialogPart({ ...input, state: input.saltntar });
    return moveDialogContext({ isGM: input.isGM, record: input.record, part });
  }

  it('gives the GM the move and the KMH tests, an owner only the sail orders', () => {
    const gm = kmhDialog({ ...base });
    expect(gm.buttons.map((b) => b.action)).toEqual([
      'save',
      'roll',
      'reset',
      'slow',
      'deadZone',
      'tack',
      'drift',
      'lineOfBattle',
    ]);
    expect(gm).toMatchObject({
      allowance: 20,
      used: 3.3,
      kmh: { sailKey: 'BROADSIDE.Sailing.sail.full', orderKey: null },
    });
    // No Salt'n'Tar part beside the KMH one (the context had it null before the modules brought their own).
    expect(gm).not.toHaveProperty('saltntar');
    const owner = kmhDialog({
      ...base,
      isGM: false,
      record: { ...base.record, sail: 'basic', sailOrder: 'speed' },
    });
    expect(owner.buttons.map((b) => b.action)).toEqual(['slow', 'speed']);
    expect(owner.kmh).toEqual({
      sailKey: 'BROADSIDE.Sailing.sail.basic',
      orderKey: 'BROADSIDE.Sailing.sail.order.speed',
    });
  });

  it('lets the GM roll several selected ships as one squadron, under KMH only', () => {
    expect(kmhDialog({ ...base, selectedShips: 3 }).buttons.map((b) => b.action)).toContain('rollSelected');
    expect(kmhDialog({ ...base, selectedShips: 1 }).buttons.map((b) => b.action)).not.toContain('rollSelected');
    expect(kmhDialog({ ...base, isGM: false, selectedShips: 3 }).buttons.map((b) => b.action)).not.toContain(
      'rollSelected',
    );
    expect(saltntarDialog({ ...base, selectedShips: 3 }).buttons.map((b) => b.action)).not.toContain('rollSelected');
  });

  it('offers shortening only while there is sail to take in', () => {
    expect(sailSteps('elite', { ...EMPTY_MOVE, sail: 'stop' }, 'quarter')).toEqual({ slow: false, speed: true });
    expect(sailSteps('poor', EMPTY_MOVE, 'deadZone')).toEqual({ slow: false, speed: false });
    expect(sailSteps('poor', EMPTY_MOVE, 'astern')).toEqual({ slow: true, speed: false });
  });
});
