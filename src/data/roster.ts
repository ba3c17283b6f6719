/** The squadrons the GM saved (roster-store.ts): a world setting, written by the GM from the tracker. */
import { SIDES } from './squadrons';
import type { RosterSquadron } from './roster-store';
import { sourceOf } from './source';

const { SchemaField, ArrayField, StringField } = foundry.data.fields;

export function defineRosterSchema() {
  return {
    squadrons: new ArrayField(
      new SchemaField({
        id: new StringField({ required: true, blank: false }),
        side: new StringField({ required: true, choices: [...SIDES], initial: 'neutral' }),
        ships: new ArrayField(new StringField({ required: true, blank: false })),
        flagship: new StringField({ required: true, nullable: true, blank: false, initial: null }),
      }),
    ),
  };
}

export type RosterSchema = ReturnType<typeof defineRosterSchema>;

export class RosterModel extends foundry.abstract.DataModel<RosterSchema> {
  static override defineSchema(): RosterSchema {
    return defineRosterSchema();
  }
}

/** The saved squadrons as the tracker reads them. */
export function rosterOf(model: { toObject(): unknown }): RosterSquadron[] {
  return structuredClone(sourceOf<{ squadrons: RosterSquadron[] }>(model).squadrons);
}
