/**
 * Kiss Me, Hardy's wind rolls: the Wind Change and Getting Choppy cards of its turn deck, and the
 * starting wind the GM's form rolls. The canvas saves the wind each makes (canvas/wind-rolls.ts).
 */
import { gettingChoppy, rollInitialWind, windChange } from '../../rules/kmh';
import type { WindSource } from '../../data/wind';
import { pointNameKey } from '../../canvas/compass';
import { formatKey } from '../../canvas/foundry-sailing';
import type { WindRolled } from '../../canvas/sailing';
import { rollRule } from '../../dice/roll-rule';
import { windStateOf, windUpdateFrom } from './wind';

/** The Wind Change card: the wind veers, backs, drops or rises. */
export async function rollWindChange(wind: WindSource): Promise<WindRolled> {
  const rolled = await rollRule((dice) => windChange(windStateOf(wind), dice));
  const next = windUpdateFrom(rolled.result.wind, wind);
  const text = formatKey(`BROADSIDE.Wind.change.${rolled.result.outcome.kind}`, {
    rolls: rolled.result.rolls.join(', '),
    from: pointNameKey(next.fromDegrees),
  });
  return { next, text, rolls: rolled.rolls };
}

/** The wind a battle starts with. */
export async function rollStartingWind(wind: WindSource): Promise<WindRolled> {
  const rolled = await rollRule((dice) => rollInitialWind(dice));
  const next = { ...wind, fromDegrees: rolled.result.wind.fromDegrees, becalmed: false };
  const text = formatKey('BROADSIDE.Wind.change.initial', {
    rolls: rolled.result.faces.join(', '),
    from: pointNameKey(next.fromDegrees),
  });
  return { next, text, rolls: rolled.rolls };
}

/** The Getting Choppy card: the sea turns or holds. */
export async function rollGettingChoppy(wind: WindSource): Promise<WindRolled> {
  const rolled = await rollRule((dice) => gettingChoppy(windStateOf(wind), dice));
  const next = windUpdateFrom(rolled.result.wind, wind);
  const key = rolled.result.toggled ? 'BROADSIDE.Wind.change.seaTurns' : 'BROADSIDE.Wind.change.seaHolds';
  const text = formatKey(key, { rolls: String(rolled.result.roll), sea: `BROADSIDE.SeaState.${next.sea}` });
  return { next, text, rolls: rolled.rolls };
}
