/**
 * Salt'n'Tar's movement rules on the canvas: a ship sails the wind's speed times her hull's factor
 * for her bearing, in half moves, and turns by compass points.
 */
import { bearingOf, saltntarMove, saltntarTurning, HULLS } from '../../rules/saltntar';
import type { MovementModule } from '../../canvas/sailing';
import { currentWind } from '../../canvas/foundry-sailing';
import { saltntarWindSectors } from './wind-sectors';
import { rollStartingWind, rollTurnWind } from './wind-rolls';
import { runSaltntarMoveAction } from './move-actions';
import { startSaltntarMoves } from './activation';
import {
  SALTNTAR_KEY,
  keptBackToFlags,
  markTurnStrain,
  saltntarOf,
  saltntarShipOf,
  saltntarStateOf,
  type SaltntarShip,
} from './ship-record';
import { saltntarSequence } from './battle-sequence';
import { saltntarDialogPart } from './move-dialog';

export const SALTNTAR_MOVEMENT: MovementModule<SaltntarShip> = {
  id: 'saltntar',
  shipOf: saltntarShipOf,
  windPosition(heading, ctx) {
    const id = bearingOf(heading, ctx.wind.fromDegrees, ctx.points);
    return { id, labelKey: `BROADSIDE.Sailing.bearing.${id}` };
  },
  turning(ship, heading, ctx) {
    return saltntarTurning(
      ctx.points,
      saltntarMove(
        saltntarStateOf(ship),
        heading,
        { fromDegrees: ctx.wind.fromDegrees, speed: ctx.wind.strength },
        ctx.points,
      ),
      ctx.sequence ?? 'combat',
    );
  },
  allowance(ship, heading, ctx) {
    const state = saltntarStateOf(ship);
    const move = saltntarMove(
      state,
      heading,
      { fromDegrees: ctx.wind.fromDegrees, speed: ctx.wind.strength },
      ctx.points,
    );
    const hull = HULLS[state.hull];
    const bearing = move.bearing === 'headToWind' ? hull.headToWind : move.bearing;
    return {
      distance: move.cm,
      labelKey: `BROADSIDE.Sailing.allowance.${move.mode}`,
      data: {
        inches: String(Math.round(move.inches * 10) / 10),
        cm: String(Math.round(move.cm * 10) / 10),
        bearing: `BROADSIDE.Sailing.bearing.${bearing}`,
      },
      faces: [],
      traceHeading: move.driftDegrees,
      prompts: [],
      level: null,
      strain: move.strain,
    };
  },
  windSectors: saltntarWindSectors,
  startMoves: startSaltntarMoves,
  // In a begun battle the GM's part of her record is kept in its entry (decision saltntar-strain-gm).
  keptKey: SALTNTAR_KEY,
  leftBattle: keptBackToFlags,
  markStrain: markTurnStrain,
  sequenceOf: (battle) => (saltntarSequence(battle)?.kind === 'racing' ? 'race' : 'combat'),
  // The half moves (decision saltntar-half-moves): in the first, only up to half her allowance.
  firstHalfOnly: (battle) => saltntarSequence(battle)?.phase === 'firstHalfMove',
  windStrength: true,
  windRolls: [
    {
      id: 'saltntar',
      button: { action: 'rollSaltntarWind', labelKey: 'BROADSIDE.Wind.form.saltntarRoll' },
      roll: rollTurnWind,
    },
    {
      id: 'saltntarInitial',
      button: { action: 'rollSaltntarInitial', labelKey: 'BROADSIDE.Wind.form.saltntarInitial' },
      roll: rollStartingWind,
    },
  ],
  // Its buttons of a ship's move dialog, done by move-actions.ts.
  moveActions: ['hull', 'maneuver', 'strain', 'luck'],
  runMoveAction: runSaltntarMoveAction,
  moveDialog: (doc, actor, view) =>
    saltntarDialogPart({ ...view, state: saltntarOf(actor, doc), windSpeed: currentWind().strength }),
};
