/**
 * Kiss Me, Hardy's part of a ship's move dialog (canvas/move-context.ts frames it): the sail she
 * keeps and is ordered to, her owner's orders to shorten or make sail, and the GM's tests. Pure.
 */
import { changeSail, fullSail, SAIL_LEVELS, type Quality, type WindQuarter } from '../../rules/kmh';
import type { MoveRecord } from '../../rules/move-record';
import type { MoveAction, MoveDialogPart } from '../../canvas/move-context';
import { KMH_TEMPLATE } from './templates';

export interface KmhDialogInput {
  isGM: boolean;
  record: MoveRecord;
  quality: Quality;
  /** Her quarter of the wind now. */
  quarter: WindQuarter;
  /** Ship tokens the user has selected (this one among them, or not). */
  selectedShips: number;
}

/** What its part of the dialog shows: the sail she keeps, and the order given for her next move. */
export interface KmhDialogData {
  sailKey: string;
  orderKey: string | null;
}

/** Whether one step of shortening or making sail would change anything (decision sail-setting). */
export function sailSteps(
  quality: Quality,
  record: MoveRecord,
  quarter: WindQuarter,
): { slow: boolean; speed: boolean } {
  const max = fullSail(quarter);
  const making =
    record.sail === null || SAIL_LEVELS.indexOf(record.sail) > SAIL_LEVELS.indexOf(max) ? max : record.sail;
  return {
    slow: making !== 'stop' && changeSail(quality, making, 'slow', quarter) !== making,
    speed: record.sail !== null,
  };
}

export function kmhDialogPart(input: KmhDialogInput): MoveDialogPart<'kmh', KmhDialogData> {
  const { record, isGM } = input;
  const buttons: [action: MoveAction, key: string][] = [];
  const add = (action: MoveAction, key: string) => buttons.push([action, key]);
  const steps = sailSteps(input.quality, record, input.quarter);
  if (steps.slow) add('slow', 'BROADSIDE.Sailing.sail.slow');
  if (steps.speed) add('speed', 'BROADSIDE.Sailing.sail.speed');
  if (isGM) {
    for (const test of ['deadZone', 'tack', 'drift', 'lineOfBattle'] as const)
      add(test, `BROADSIDE.Sailing.prompt.${test}`);
    // Without the turn deck, the GM rolls a squadron's move as its Move card would (decision line-move).
    if (input.selectedShips > 1) add('rollSelected', 'BROADSIDE.Sailing.move.rollSelected');
  }
  return {
    key: 'kmh',
    template: KMH_TEMPLATE.moveDialog,
    buttons,
    data: {
      sailKey: record.sail === null ? 'BROADSIDE.Sailing.sail.full' : `BROADSIDE.Sailing.sail.${record.sail}`,
      orderKey: record.sailOrder ? `BROADSIDE.Sailing.sail.order.${record.sailOrder}` : null,
    },
  };
}
