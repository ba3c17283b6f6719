/**
 * The move dialog of a ship token, as a pure context for templates/canvas/move-dialog.hbs and the
 * list of its buttons: what the GM and what the ship's owner may do with her move.
 */
import { changeSail, fullSail, SAIL_LEVELS, type Quality, type WindQuarter } from '../rules/kmh';
import { HULL_TYPES, MANEUVERS, canOrder, type Maneuver, type SaltntarShipState } from '../rules/saltntar';
import type { MoveRecord, MovementModuleId } from './sailing';

export interface MoveDialogInput {
  module: MovementModuleId;
  isGM: boolean;
  record: MoveRecord;
  quality: Quality;
  /** KMH: her quarter of the wind now. */
  quarter: WindQuarter;
  /** Salt'n'Tar: her record (hull, sails, strain), and the wind speed now. */
  saltntar: SaltntarShipState;
  windSpeed: number;
  /** Ship tokens the user has selected (this one among them, or not). */
  selectedShips?: number;
}

export interface DialogButton {
  action: string;
  key: string;
}

/** Maneuvers a ship may be ordered to make now. */
export function maneuversAllowed(state: SaltntarShipState, windSpeed: number): Maneuver[] {
  return MANEUVERS.filter((m) => canOrder(state, m, windSpeed));
}

/** Whether one step of shortening or making sail would change anything (decision sail-setting). */
export function sailSteps(quality: Quality, record: MoveRecord, quarter: WindQuarter): { slow: boolean; speed: boolean } {
  const max = fullSail(quarter);
  const making = record.sail === null || SAIL_LEVELS.indexOf(record.sail) > SAIL_LEVELS.indexOf(max) ? max : record.sail;
  return {
    slow: making !== 'stop' && changeSail(quality, making, 'slow', quarter) !== making,
    speed: record.sail !== null,
  };
}

export function moveDialogContext(input: MoveDialogInput) {
  const { record, isGM } = input;
  const round = (n: number) => Math.round(n * 10) / 10;
  const buttons: DialogButton[] = isGM
    ? [
        { action: 'save', key: 'BROADSIDE.Sailing.move.save' },
        { action: 'roll', key: 'BROADSIDE.Sailing.move.roll' },
        { action: 'reset', key: 'BROADSIDE.Sailing.move.reset' },
      ]
    : [];
  let kmh = null;
  let saltntar = null;
  if (input.module === 'kmh') {
    const steps = sailSteps(input.quality, record, input.quarter);
    if (steps.slow) buttons.push({ action: 'slow', key: 'BROADSIDE.Sailing.sail.slow' });
    if (steps.speed) buttons.push({ action: 'speed', key: 'BROADSIDE.Sailing.sail.speed' });
    if (isGM) {
      for (const test of ['deadZone', 'tack', 'drift', 'lineOfBattle']) buttons.push({ action: test, key: `BROADSIDE.Sailing.prompt.${test}` });
      // Without the turn deck, the GM rolls a squadron's move as its Move card would (decision line-move).
      if ((input.selectedShips ?? 0) > 1) buttons.push({ action: 'rollSelected', key: 'BROADSIDE.Sailing.move.rollSelected' });
    }
    kmh = {
      sailKey: record.sail === null ? 'BROADSIDE.Sailing.sail.full' : `BROADSIDE.Sailing.sail.${record.sail}`,
      orderKey: record.sailOrder ? `BROADSIDE.Sailing.sail.order.${record.sailOrder}` : null,
    };
  } else {
    const state = input.saltntar;
    buttons.push({ action: 'hull', key: 'BROADSIDE.Sailing.saltntar.setHull' }, { action: 'maneuver', key: 'BROADSIDE.Sailing.saltntar.order' });
    if (state.strain > 0 && state.sinkingIn === null) buttons.push({ action: 'strain', key: 'BROADSIDE.Sailing.prompt.strain' });
    if (isGM) buttons.push({ action: 'luck', key: 'BROADSIDE.Sailing.prompt.luck' });
    saltntar = {
      hulls: HULL_TYPES.map((value) => ({ value, key: `BROADSIDE.Sailing.hull.${value}`, selected: value === state.hull })),
      maneuvers: maneuversAllowed(state, input.windSpeed).map((value) => ({ value, key: `BROADSIDE.Sailing.maneuver.${value}` })),
      sailsKey: `BROADSIDE.Sailing.sails.${state.rowing > 0 ? 'rowing' : state.anchored ? 'anchored' : state.sails}`,
      pending: state.pending ? { key: `BROADSIDE.Sailing.maneuver.${state.pending.maneuver}`, turns: state.pending.turnsLeft } : null,
      strain: state.strain,
      speedLoss: state.speedLossInches,
      mastsBroken: state.mastsBroken,
      crewLoss: state.crewLossTenths * 10,
      sinkingIn: state.sinkingIn,
      turned: record.turned.map((points, i) => ({ half: i + 1, points: round(points) })),
      turnStrain: record.strain,
    };
  }
  return {
    isGM,
    allowance: record.allowance === null ? '' : round(record.allowance),
    used: round(record.used),
    kmh,
    saltntar,
    buttons,
  };
}

export type MoveDialogContext = ReturnType<typeof moveDialogContext>;
