/**
 * Salt'n'Tar's wind rolls: the roll that starts each turn (its wind phase, or the GM's form) and
 * the starting wind. The canvas saves the wind each makes (canvas/wind-rolls.ts).
 */
import { rollInitialWind, windRoll } from '../../rules/saltntar';
import type { WindSource } from '../../data/wind';
import { pointNameKey } from '../../canvas/compass';
import { formatKey } from '../../canvas/foundry-sailing';
import type { SceneCompass, WindRolled } from '../../canvas/sailing';
import { clearLuck } from './rolls';
import { rollRule } from '../../dice/roll-rule';

/** A turn's wind roll: the wind shifts and changes speed. */
export async function rollTurnWind(wind: WindSource, { points }: SceneCompass): Promise<WindRolled> {
  const rolled = await rollRule((dice) =>
    windRoll({ fromDegrees: wind.fromDegrees, speed: wind.strength }, points, dice),
  );
  const { wind: rolledWind } = rolled.result;
  const next = {
    ...wind,
    fromDegrees: rolledWind.fromDegrees,
    strength: rolledWind.speed,
    becalmed: rolledWind.speed === 0,
  };
  // A new Salt'n'Tar turn: last turn's luck is spent (decision saltntar-sides).
  await clearLuck();
  const text = formatKey('BROADSIDE.Wind.change.saltntar', {
    rolls: String(rolled.result.roll),
    from: pointNameKey(next.fromDegrees),
    strength: String(next.strength),
  });
  return { next, text, rolls: rolled.rolls };
}

/** The wind a battle starts with, on the scene's compass points. */
export async function rollStartingWind(wind: WindSource, { points, layout }: SceneCompass): Promise<WindRolled> {
  const rolled = await rollRule((dice) => rollInitialWind(points, layout, dice));
  const next = {
    ...wind,
    fromDegrees: rolled.result.wind.fromDegrees,
    strength: rolled.result.wind.speed,
    becalmed: false,
  };
  const text = formatKey('BROADSIDE.Wind.change.saltntarInitial', {
    rolls: rolled.result.faces.join(', '),
    from: pointNameKey(next.fromDegrees),
    strength: String(next.strength),
  });
  return { next, text, rolls: rolled.rolls };
}
