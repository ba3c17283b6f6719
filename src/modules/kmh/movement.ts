/**
 * Kiss Me, Hardy's movement rules on the canvas: a ship turns on her rate's turning circle and
 * sails a rolled distance by her quarter of the wind, at the sail she keeps.
 */
import { turningTemplate, windQuarter, activationMove } from '../../rules/kmh';
import { kmhAllowance, kmhWind, type MovementModule } from '../../canvas/sailing';

export const KMH_MOVEMENT: MovementModule = {
  id: 'kmh',
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
  allowance(ship, heading, ctx, dice, level) {
    const move = activationMove(
      ship.state,
      { headingDegrees: heading, wind: kmhWind(ctx), fastSailor: ship.fastSailor, level },
      dice,
    );
    return kmhAllowance(move);
  },
};
