/**
 * Salt'n'Tar's part of a ship's move dialog (canvas/move-context.ts frames it): her hull, the
 * orders she may be given now, her record, and the strain and luck rolls. Pure.
 */
import { HULL_TYPES, MANEUVERS, canOrder, type Maneuver, type SaltntarShipState } from '../../rules/saltntar';
import { inchesToCm } from '../../rules/geometry/scale';
import type { MoveRecord } from '../../rules/move-record';
import { tenths, type MoveAction, type MoveDialogPart } from '../../canvas/move-context';
import { SALTNTAR_TEMPLATE } from './templates';

export interface SaltntarDialogInput {
  isGM: boolean;
  record: MoveRecord;
  /** Her record (hull, sails, strain). */
  state: SaltntarShipState;
  /** The wind speed now. */
  windSpeed: number;
}

/** Maneuvers a ship may be ordered to make now. */
export function maneuversAllowed(state: SaltntarShipState, windSpeed: number): Maneuver[] {
  return MANEUVERS.filter((m) => canOrder(state, m, windSpeed));
}

export function saltntarDialogPart(input: SaltntarDialogInput) {
  const { record, isGM, state } = input;
  const buttons: [action: MoveAction, key: string][] = [];
  const add = (action: MoveAction, key: string) => buttons.push([action, key]);
  add('hull', 'BROADSIDE.Sailing.saltntar.setHull');
  add('maneuver', 'BROADSIDE.Sailing.saltntar.order');
  if (state.strain > 0 && state.sinkingIn === null) add('strain', 'BROADSIDE.Sailing.prompt.strain');
  if (isGM) add('luck', 'BROADSIDE.Sailing.prompt.luck');
  const data = {
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
    speedLossCm: tenths(inchesToCm(state.speedLossInches)),
    mastsBroken: state.mastsBroken,
    crewLoss: state.crewLossTenths * 10,
    sinkingIn: state.sinkingIn,
    turned: record.turned.map((points, i) => ({ half: i + 1, points: tenths(points) })),
    turnStrain: record.strain,
  };
  return { key: 'saltntar', template: SALTNTAR_TEMPLATE.moveDialog, buttons, data } satisfies MoveDialogPart<
    'saltntar',
    typeof data
  >;
}
