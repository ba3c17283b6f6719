import { choiceField, flagField, integerField } from './fields';

/** Sea states the GM can set; what each means is the rule modules' to say. */
export const SEA_STATES = ['calm', 'choppy', 'gale'] as const;
export type SeaState = (typeof SEA_STATES)[number];

/** The most a wind speed can be, for the movement rules that count one. */
export const MAX_WIND_STRENGTH = 6;

export function defineWindSchema() {
  return {
    /** Where the wind blows from: degrees clockwise from the top of the scene. */
    fromDegrees: integerField(0, 0, 359),
    /** Wind speed, for the movement rules that count one (MovementModule.windStrength); the others ignore it. */
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
