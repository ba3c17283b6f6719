/**
 * The move dialog of a ship token, as a pure context for templates/canvas/move-dialog.hbs and the
 * list of its buttons: what the GM and what the ship's owner may do with her move.
 */
import { SYSTEM_PATH } from '../constants';
import type { MoveRecord } from '../rules/move-record';

/** A module's part of a ship's move dialog (moveDialogContext puts it after the GM's own buttons). */
export interface MoveDialogPart<K extends string = string, D extends object = object> {
  /** The name its part of the dialog's context goes by (its own template reads it there). */
  key: K;
  /** Its own template in the system (the module's folder), drawn by the shared dialog as a partial. */
  template: string;
  /** Its buttons for this user, in order, each with its label key. */
  buttons: readonly (readonly [action: MoveAction, key: string])[];
  /** What its part of the dialog shows. */
  data: D;
}

export interface MoveDialogInput<K extends string = string, D extends object = object> {
  isGM: boolean;
  record: MoveRecord;
  /** The movement module's part of it (MovementModule.moveDialog); null: the module has none. */
  part: MoveDialogPart<K, D> | null;
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

/** A figure as the dialog shows it: to a tenth. */
export const tenths = (n: number) => Math.round(n * 10) / 10;

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

/** The dialog's own part of its context: the GM's distances and the buttons. */
export interface MoveDialogBase {
  isGM: boolean;
  allowance: number | '';
  used: number;
  maxAllowance: number;
  maxUsed: number;
  buttons: DialogButton[];
  /** The full path of the module's part, as the shared template draws it; absent when it has none. */
  partTemplate?: string;
}

/**
 * The dialog's context: the GM's distances and buttons, then the module's buttons and, under its
 * key, what its part shows.
 */
export function moveDialogContext<K extends string, D extends object>(
  input: MoveDialogInput<K, D>,
): MoveDialogBase & Partial<Record<K, D>> {
  const { record, isGM, part } = input;
  const buttons: DialogButton[] = [];
  const add = (action: MoveAction, key: string) => buttons.push({ action, key, submit: action === 'save' });
  if (isGM) {
    add('save', 'BROADSIDE.Sailing.move.save');
    add('roll', 'BROADSIDE.Sailing.move.roll');
    add('reset', 'BROADSIDE.Sailing.move.reset');
  }
  for (const [action, key] of part?.buttons ?? []) add(action, key);
  return {
    isGM,
    allowance: record.allowance === null ? '' : tenths(record.allowance),
    used: tenths(record.used),
    maxAllowance: MAX_ALLOWANCE,
    maxUsed: MAX_USED,
    buttons,
    ...(part && { partTemplate: `${SYSTEM_PATH}/${part.template}`, [part.key]: part.data }),
  } as MoveDialogBase & Partial<Record<K, D>>;
}
