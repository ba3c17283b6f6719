/**
 * The move dialog of a ship token, as a pure context for templates/canvas/move-dialog.hbs and the
 * list of its buttons: what the GM and what the ship's owner may do with her move.
 */
import { changeSail, fullSail, SAIL_LEVELS, type Quality, type WindQuarter } from '../rules/kmh';
import { HULL_TYPES, MANEUVERS, canOrder, type Maneuver, type SaltntarShipState } from '../rules/saltntar';
import type { MovementModuleId } from './sailing';
import { inchesToCm } from '../rules/geometry/scale';
import type { MoveRecord } from '../rules/move-record';

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

/** What the move dialog's buttons do (src/canvas/move-actions.ts does it). */
export const MOVE_ACTIONS = [
  'save',
  'roll',
  'rollSelected',
  'reset',
  'slow',
  'speed',
  'hull',
  'maneuver',
  'strain',
  'luck',
  'deadZone',
  'tack',
  'drift',
  'lineOfBattle',
] as const;
export type MoveAction = (typeof MOVE_ACTIONS)[number];

/** The actions only the GM may take; the others are the ship's owner's orders. */
export const GM_MOVE_ACTIONS: ReadonlySet<MoveAction> = new Set([
  'save',
  'roll',
  'rollSelected',
  'reset',
  'deadZone',
  'tack',
  'drift',
  'lineOfBattle',
  'luck',
]);

export function moveActionOf(value: unknown): MoveAction | null {
  return MOVE_ACTIONS.find((a) => a === value) ?? null;
}

export interface DialogButton {
  action: MoveAction;
  key: string;
  /** The button that submits the form (the GM's distances). */
  submit: boolean;
}

/** Most cm the GM may set as a move's distance, and as sailed so far. */
export const MAX_ALLOWANCE = 200;
export const MAX_USED = 400;

/**
 * The distances the GM typed: an empty allowance clears it (decision no-allowance), an empty
 * distance sailed is none; null when either is not a number within its bounds.
 */
export function distancesFrom(data: {
  allowance?: unknown;
  used?: unknown;
}): { allowance: number | null; used: number } | null {
  const read = (value: unknown, max: number): number | null | undefined => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    return Number.isFinite(n) && n >= 0 && n <= max ? n : undefined;
  };
  const allowance = read(data.allowance, MAX_ALLOWANCE);
  const used = read(data.used, MAX_USED);
  if (allowance === undefined || used === undefined) return null;
  return { allowance, used: used ?? 0 };
}

/** Maneuvers a ship may be ordered to make now. */
export function maneuversAllowed(state: SaltntarShipState, windSpeed: number): Maneuver[] {
  return MANEUVERS.filter((m) => canOrder(state, m, windSpeed));
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

export function moveDialogContext(input: MoveDialogInput) {
  const { record, isGM } = input;
  const round = (n: number) => Math.round(n * 10) / 10;
  const buttons: DialogButton[] = [];
  const add = (action: MoveAction, key: string) => buttons.push({ action, key, submit: action === 'save' });
  if (isGM) {
    add('save', 'BROADSIDE.Sailing.move.save');
    add('roll', 'BROADSIDE.Sailing.move.roll');
    add('reset', 'BROADSIDE.Sailing.move.reset');
  }
  let kmh = null;
  let saltntar = null;
  if (input.module === 'kmh') {
    const steps = sailSteps(input.quality, record, input.quarter);
    if (steps.slow) add('slow', 'BROADSIDE.Sailing.sail.slow');
    if (steps.speed) add('speed', 'BROADSIDE.Sailing.sail.speed');
    if (isGM) {
      for (const test of ['deadZone', 'tack', 'drift', 'lineOfBattle'] as const)
        add(test, `BROADSIDE.Sailing.prompt.${test}`);
      // Without the turn deck, the GM rolls a squadron's move as its Move card would (decision line-move).
      if ((input.selectedShips ?? 0) > 1) add('rollSelected', 'BROADSIDE.Sailing.move.rollSelected');
    }
    kmh = {
      sailKey: record.sail === null ? 'BROADSIDE.Sailing.sail.full' : `BROADSIDE.Sailing.sail.${record.sail}`,
      orderKey: record.sailOrder ? `BROADSIDE.Sailing.sail.order.${record.sailOrder}` : null,
    };
  } else {
    const state = input.saltntar;
    add('hull', 'BROADSIDE.Sailing.saltntar.setHull');
    add('maneuver', 'BROADSIDE.Sailing.saltntar.order');
    if (state.strain > 0 && state.sinkingIn === null) add('strain', 'BROADSIDE.Sailing.prompt.strain');
    if (isGM) add('luck', 'BROADSIDE.Sailing.prompt.luck');
    saltntar = {
      hulls: HULL_TYPES.map((value) => ({
        value,
        key: `BROADSIDE.Sailing.hull.${value}`,
        selected: value === state.hull,
      })),
      maneuvers: maneuversAllowed(state, input.windSpeed).map((value) => ({
        value,
        key: `BROADSIDE.Sailing.maneuver.${value}`,
      })),
      sailsKey: `BROADSIDE.Sailing.sails.${state.rowing > 0 ? 'rowing' : state.anchored ? 'anchored' : state.sails}`,
      pending: state.pending
        ? { key: `BROADSIDE.Sailing.maneuver.${state.pending.maneuver}`, turns: state.pending.turnsLeft }
        : null,
      strain: state.strain,
      speedLoss: state.speedLossInches,
      // Shown in the scene's centimetres first, the rules' inches after (one unit, said the same everywhere).
      speedLossCm: Math.round(inchesToCm(state.speedLossInches) * 10) / 10,
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
    maxAllowance: MAX_ALLOWANCE,
    maxUsed: MAX_USED,
    kmh,
    saltntar,
    buttons,
  };
}

export type MoveDialogContext = ReturnType<typeof moveDialogContext>;
