/**
 * Every roll that changes the world's wind, in one place: the GM's wind form and a turn's cards
 * and phases all call these. The rolls themselves are the movement modules' (their `windRolls`);
 * here each is found by its name, and the wind it makes saved (snapped to the scene's compass
 * points, decision wind-points) with the chat line it returns.
 */
import { snapToPoint } from '../rules/geometry/compass';
import type { WindSource } from '../data/wind';
import { SYSTEM_ID } from '../constants';
import { modulesFor } from '../registry/rule-modules';
import { currentWind, sceneCompass } from './foundry-sailing';
import type { WindRollKind } from './sailing';

/** Saves a wind, snapped to the scene's compass points (decision wind-points). Only the GM may. */
export async function setWind(wind: WindSource): Promise<void> {
  if (!game.user.isGM) return;
  const { points, layout } = sceneCompass();
  await game.settings.set(SYSTEM_ID, 'wind', { ...wind, fromDegrees: snapToPoint(wind.fromDegrees, points, layout) });
}

export interface WindRollOutcome {
  text: string;
  rolls: Roll[];
  wind: WindSource;
}

/** Every wind roll the registered movement modules make, whichever a world has chosen. */
export function windRollKinds(): WindRollKind[] {
  return modulesFor('movement').flatMap((module) => module.aspects.movement?.windRolls ?? []);
}

/** Makes a wind roll by its name and saves the wind it makes. */
export async function rollWind(kind: string): Promise<WindRollOutcome> {
  const roll = windRollKinds().find((k) => k.id === kind);
  if (!roll) throw new Error(`No movement module rolls the wind "${kind}"`);
  const { next, text, rolls } = await roll.roll(currentWind(), sceneCompass());
  await setWind(next);
  return { text, rolls, wind: next };
}
