/** KMH's part of a ship's move dialog (modules/kmh/move-dialog.ts), as canvas/move-context.ts frames it. */
import { describe, expect, it } from 'vitest';
import { EMPTY_MOVE } from '../../../src/rules/move-record';
import { moveDialogContext } from '../../../src/canvas/move-context';
import { kmhDialogPart, sailSteps } from '../../../src/modules/kmh/move-dialog';
import { MOVE_DIALOG_INPUT, saltntarDialog, type MoveDialogInput } from '../../support/move-dialog';

describe('the move dialog', () => {
  const base = MOVE_DIALOG_INPUT;

  /** The dialog as the application builds it under KMH: the module's part after the GM's own. */
  function kmhDialog(input: MoveDialogInput) {
    return moveDialogContext({
      isGM: input.isGM,
      record: input.record,
      part: kmhDialogPart({ selectedShips: 0, ...input }),
    });
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
