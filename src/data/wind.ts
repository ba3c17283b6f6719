import type { WindState } from '../rules/kmh';
import { normaliseDegrees } from '../rules/geometry/angles';
import { choiceField, flagField, integerField } from './fields';

/** Sea states the GM can set: gale seas count as choppy for the KMH gunnery. */
export const SEA_STATES = ['calm', 'choppy', 'gale'] as const;
export type SeaState = (typeof SEA_STATES)[number];

/** The most a Salt'n'Tar wind speed can be. */
export const MAX_WIND_STRENGTH = 6;

export function defineWindSchema() {
  return {
    /** Where the wind blows from: degrees clockwise from the top of the scene. */
    fromDegrees: integerField(0, 0, 359),
    /** Wind speed, as Salt'n'Tar counts it (KMH ignores it). */
    strength: integerField(2, 0, MAX_WIND_STRENGTH),
    becalmed: flagField(),
    sea: choiceField(SEA_STATES, 'calm'),
  };
}

export type WindSchema = ReturnType<typeof defineWindSchema>;
export type WindSource = foundry.data.fields.SchemaField.InitializedData<WindSchema>;

/** The world's wind, kept in a world setting so every client sees a change at once. */
export class WindModel extends foundry.abstract.DataModel<WindSchema> {
  static override LOCALIZATION_PREFIXES = ['BROADSIDE.Wind'];

  static override defineSchema(): WindSchema {
    return defineWindSchema();
  }
}

/** The wind as the KMH engine reads it. */
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
