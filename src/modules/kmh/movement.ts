/**
 * Kiss Me, Hardy's movement rules on the canvas: a ship turns on her rate's turning circle and
 * sails a rolled distance by her quarter of the wind, at the sail she keeps.
 */
import { turningTemplate, windQuarter, activationMove, type SailLevel } from '../../rules/kmh';
import type { MovementModule } from '../../canvas/sailing';
import { currentWind, tokenHeading } from '../../canvas/foundry-sailing';
import { kmhAllowance, kmhWind } from './allowance';
import { kmhSailingShipOf, type KmhSailingShip } from './sailing-ship';
import { kmhDialogPart } from './move-dialog';
import { kmhWindSectors } from './wind-sectors';
import { kmhStartMoves } from './activation';
import { pathPrompts } from './path-prompts';
import { rollGettingChoppy, rollStartingWind, rollWindChange } from './wind-rolls';
import { runKmhMoveAction } from './move-actions';

export const KMH_MOVEMENT: MovementModule<KmhSailingShip> = {
  id: 'kmh',
  shipOf: kmhSailingShipOf,
  windPosition(heading, ctx) {
    const id = windQuarter(heading, ctx.wind.fromDegrees);
    return { id, labelKey: `BROADSIDE.Sailing.quarter.${id}` };
  },
  turning(ship, _heading, ctx) {
    const t = turningTemplate(ship.rate, {
      poorSailors: ship.poorSailors,
      mastsLost: ship.mastsLost,
      radii: ctx.radii,
    });
    return { kind: 'circle', radius: t.radiusCm, straightPerTurned: t.straightPerCmTurned };
  },
  allowance(ship, heading, ctx, dice, level?: SailLevel) {
    const move = activationMove(
      ship.state,
      { headingDegrees: heading, wind: kmhWind(ctx), fastSailor: ship.fastSailor, level },
      dice,
    );
    return kmhAllowance(move);
  },
  // KMH counts no wind speed: its wind blows or is becalmed.
  windSectors: kmhWindSectors,
  startMoves: kmhStartMoves,
  windStrength: false,
  windRolls: [
    {
      id: 'kmhChange',
      button: { action: 'rollKmhChange', labelKey: 'BROADSIDE.Wind.form.kmhChange' },
      roll: rollWindChange,
    },
    {
      id: 'kmhInitial',
      button: { action: 'rollKmhInitial', labelKey: 'BROADSIDE.Wind.form.kmhInitial' },
      roll: rollStartingWind,
    },
    // Only its deck's card rolls it.
    { id: 'gettingChoppy', button: null, roll: rollGettingChoppy },
  ],
  pathPrompts,
  // Its buttons of a ship's move dialog, done by move-actions.ts.
  moveActions: ['slow', 'speed', 'deadZone', 'tack', 'drift', 'lineOfBattle'],
  runMoveAction: runKmhMoveAction,
  moveDialog: (doc, actor, view) =>
    kmhDialogPart({
      ...view,
      quality: actor.system.quality,
      quarter: windQuarter(tokenHeading(doc), currentWind().fromDegrees),
    }),
};
