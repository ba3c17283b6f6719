/**
 * A battle's data (the Combat's `system`, type "base"): the turn deck, the squadrons the GM fixed,
 * the scenario switches, each ship's move this activation and the rule modules' own fields of the turn
 * (registry/data-parts.ts RootPart, at their stored paths). Players may
 * change a Combat's round and turn but never its system data, so all of it is the GM's (battle-data.ts says what
 * it means).
 */
import { DECK_ACTIONS, UNDOABLE_ACTIONS, type StoredDeck } from './stored-deck';
import { SCENARIO_TOGGLES, SIDES } from './squadrons';
import { rootSchema } from '../registry/data-parts';

const { SchemaField, ArrayField, StringField, NumberField, BooleanField, ObjectField } = foundry.data.fields;

const text = () => new StringField({ required: true, blank: true, initial: '' });
const cards = () => new ArrayField(new StringField({ required: true, blank: false }));
const pairs = () => new ArrayField(new ArrayField(new StringField({ required: true, blank: false })));

function snapshotFields() {
  return {
    turn: new NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 }),
    cards: cards(),
    drawPile: cards(),
    held: cards(),
    played: cards(),
    setAside: cards(),
    combined: pairs(),
    heldBy: pairs(),
    justDrawn: new StringField({ required: true, nullable: true, blank: false, initial: null }),
  };
}

export function defineBattleSchema() {
  return {
    deck: new SchemaField(
      {
        ...snapshotFields(),
        serial: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
        last: new SchemaField({
          action: new StringField({ required: true, choices: [...DECK_ACTIONS], initial: 'begin' }),
          card: text(),
          by: text(),
        }),
        history: new ArrayField(
          new SchemaField({
            action: new StringField({ required: true, choices: [...UNDOABLE_ACTIONS], initial: 'draw' }),
            card: text(),
            before: new SchemaField(snapshotFields()),
          }),
        ),
      },
      { required: true, nullable: true, initial: null },
    ),
    squadrons: new ArrayField(
      new SchemaField({
        id: new StringField({ required: true, blank: false }),
        side: new StringField({ required: true, choices: [...SIDES], initial: 'neutral' }),
        ships: cards(),
        flagship: new StringField({ required: true, nullable: true, blank: false, initial: null }),
      }),
    ),
    scenario: new SchemaField(
      Object.fromEntries(
        SCENARIO_TOGGLES.map((key) => [key, new BooleanField({ required: true, initial: false })]),
      ) as Record<(typeof SCENARIO_TOGGLES)[number], InstanceType<typeof BooleanField>>,
    ),
    // The rule modules' fields of the turn at their stored paths (registry/data-parts.ts RootPart).
    ...rootSchema('battle'),
    // Each ship's move this activation, by token id (canvas/move-store.ts): read defensively.
    moves: new ObjectField({ required: true, nullable: false, initial: {} }),
    // Each rule module's own record of the battle, by module id (battle-data.ts): read defensively.
    modules: new ObjectField({ required: true, nullable: false, initial: {} }),
  };
}

export type BattleSchema = ReturnType<typeof defineBattleSchema>;

// The deck's field of a battle (battle-data.ts), typed here with its schema; the modules type theirs with their own.
declare module './battle-data' {
  interface BattleTurnData {
    /** The turn deck of a battle whose turn turns cards (stored-deck.ts). */
    deck: StoredDeck | null;
  }
}

export class BattleModel extends foundry.abstract.TypeDataModel<BattleSchema, Combat.Implementation> {
  static override defineSchema(): BattleSchema {
    return defineBattleSchema();
  }
}
