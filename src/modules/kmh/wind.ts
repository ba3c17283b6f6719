/**
 * The world's wind as Kiss Me, Hardy's engine reads it, and the engine's new wind written back
 * into the world's setting. Pure.
 */
import type { WindState } from '../../rules/kmh';
import { normaliseDegrees } from '../../rules/geometry/angles';
import type { SeaState, WindSource } from '../../data/wind';

/** The wind as the KMH engine reads it: gale seas count as choppy, for its gunnery too. */
export function windStateOf(wind: WindSource): WindState {
  return { fromDegrees: wind.fromDegrees, becalmed: wind.becalmed, choppy: wind.sea !== 'calm' };
}

/** The setting's update for a wind the engine returns; the sea only turns choppy or calm. */
export function windUpdateFrom(state: WindState, current: WindSource): WindSource {
  const sea: SeaState = state.choppy ? (current.sea === 'calm' ? 'choppy' : current.sea) : 'calm';
  return {
    ...current,
    fromDegrees: Math.round(normaliseDegrees(state.fromDegrees)) % 360,
    becalmed: state.becalmed,
    sea,
  };
}
