/**
 * Kiss Me, Hardy's movement rules on the canvas: a ship turns on her rate's turning circle and
 * sails a rolled distance by her quarter of the wind, at the sail she keeps.
 */
import { turningTemplate, windQuarter, activationMove } from '../../rules/kmh';
import { kmhAllowance, kmhWind, type MovementModule } from '../../canvas/sailing';
import { kmhWindSectors } from './wind-sectors';
import { pathPrompts } from './path-prompts';

// The rolls are loaded when first made: they word their chat lines through Foundry, which the
// movement's other readers (the drag on every mouse move, the tests of its rules) do not need.
const rolls = () => import('./wind-rolls');
const actions = () => import('./move-actions');

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
  // KMH counts no wind speed: its wind blows or is becalmed.
  windSectors: (windFrom) => kmhWindSectors(windFrom),
  windStrength: false,
  windRolls: [
    {
      id: 'kmhChange',
      button: { action: 'rollKmhChange', labelKey: 'BROADSIDE.Wind.form.kmhChange' },
      roll: async (wind) => (await rolls()).rollWindChange(wind),
    },
    {
      id: 'kmhInitial',
      button: { action: 'rollKmhInitial', labelKey: 'BROADSIDE.Wind.form.kmhInitial' },
      roll: async (wind) => (await rolls()).rollStartingWind(wind),
    },
    // Only its deck's card rolls it.
    { id: 'gettingChoppy', button: null, roll: async (wind) => (await rolls()).rollGettingChoppy(wind) },
  ],
  pathPrompts,
  // Its buttons of a ship's move dialog, done by move-actions.ts.
  moveActions: ['slow', 'speed', 'deadZone', 'tack', 'drift', 'lineOfBattle'],
  runMoveAction: async (action, doc) => (await actions()).runKmhMoveAction(action, doc),
};
