/**
 * Every roll that changes the world's wind, in one place: the GM's wind form and the turn deck's
 * Wind Change and Getting Choppy cards both call these. Each rolls real dice, saves the new wind
 * (snapped to the scene's compass points, decision wind-points) and returns the chat line.
 */
import { gettingChoppy, rollInitialWind, windChange } from '../rules/kmh';
import { rollInitialWind as saltntarInitialWind, snapToPoint, windRoll } from '../rules/saltntar';
import { windStateOf, windUpdateFrom, type WindSource } from '../data/wind';
import { SYSTEM_ID } from '../constants';
import { pointNameKey } from './compass';
import { currentWind, formatKey, sceneCompass } from './foundry-sailing';
import { clearLuck } from './saltntar-rolls';
import { rollRule } from '../dice/roll-rule';

/** Saves a wind, snapped to the scene's compass points (decision wind-points). Only the GM may. */
export async function setWind(wind: WindSource): Promise<void> {
  if (!game.user.isGM) return;
  const { points, layout } = sceneCompass();
  await game.settings.set(SYSTEM_ID, 'wind', { ...wind, fromDegrees: snapToPoint(wind.fromDegrees, points, layout) });
}

export const WIND_ROLLS = ['kmhChange', 'kmhInitial', 'gettingChoppy', 'saltntar', 'saltntarInitial'] as const;
export type WindRoll = (typeof WIND_ROLLS)[number];

export interface WindRollOutcome {
  text: string;
  rolls: Roll[];
  wind: WindSource;
}

export async function rollWind(kind: WindRoll): Promise<WindRollOutcome> {
  const wind = currentWind();
  const { points, layout } = sceneCompass();
  const from = (next: WindSource) => pointNameKey(next.fromDegrees);
  let next: WindSource;
  let text: string;
  let rolls: Roll[];
  switch (kind) {
    case 'kmhChange': {
      const rolled = await rollRule((dice) => windChange(windStateOf(wind), dice));
      next = windUpdateFrom(rolled.result.wind, wind);
      text = formatKey(`BROADSIDE.Wind.change.${rolled.result.outcome.kind}`, {
        rolls: rolled.result.rolls.join(', '),
        from: from(next),
      });
      rolls = rolled.rolls;
      break;
    }
    case 'kmhInitial': {
      const rolled = await rollRule((dice) => rollInitialWind(dice));
      next = { ...wind, fromDegrees: rolled.result.wind.fromDegrees, becalmed: false };
      text = formatKey('BROADSIDE.Wind.change.initial', { rolls: rolled.result.faces.join(', '), from: from(next) });
      rolls = rolled.rolls;
      break;
    }
    case 'gettingChoppy': {
      const rolled = await rollRule((dice) => gettingChoppy(windStateOf(wind), dice));
      next = windUpdateFrom(rolled.result.wind, wind);
      const key = rolled.result.toggled ? 'BROADSIDE.Wind.change.seaTurns' : 'BROADSIDE.Wind.change.seaHolds';
      text = formatKey(key, { rolls: String(rolled.result.roll), sea: `BROADSIDE.SeaState.${next.sea}` });
      rolls = rolled.rolls;
      break;
    }
    case 'saltntar': {
      const rolled = await rollRule((dice) =>
        windRoll({ fromDegrees: wind.fromDegrees, speed: wind.strength }, points, dice),
      );
      const { wind: rolledWind } = rolled.result;
      next = {
        ...wind,
        fromDegrees: rolledWind.fromDegrees,
        strength: rolledWind.speed,
        becalmed: rolledWind.speed === 0,
      };
      // A new Salt'n'Tar turn: last turn's luck is spent (decision saltntar-sides).
      await clearLuck();
      text = formatKey('BROADSIDE.Wind.change.saltntar', {
        rolls: String(rolled.result.roll),
        from: from(next),
        strength: String(next.strength),
      });
      rolls = rolled.rolls;
      break;
    }
    case 'saltntarInitial': {
      const rolled = await rollRule((dice) => saltntarInitialWind(points, layout, dice));
      next = {
        ...wind,
        fromDegrees: rolled.result.wind.fromDegrees,
        strength: rolled.result.wind.speed,
        becalmed: false,
      };
      text = formatKey('BROADSIDE.Wind.change.saltntarInitial', {
        rolls: rolled.result.faces.join(', '),
        from: from(next),
        strength: String(next.strength),
      });
      rolls = rolled.rolls;
      break;
    }
  }
  await setWind(next);
  return { text, rolls, wind: next };
}
