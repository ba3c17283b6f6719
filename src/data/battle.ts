/**
 * A battle's data (the Combat's `system`, type "base"): the turn deck, the squadrons the GM fixed,
 * the scenario switches, the Salt'n'Tar turn and each ship's move this activation. Players may
 * change a Combat's round and turn but never its system data, so all of it is the GM's (battle-data.ts says what
 * it means).
 */
import { DECK_ACTIONS, UNDOABLE_ACTIONS, type StoredDeck } from './stored-deck';
import type { SequenceState } from '../rules/saltntar/sequence';
import { SCENARIO_TOGGLES, SIDES } from './squadrons';
import { readSequence } from '../rules/saltntar/stored-sequence';

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
    sequence: new ObjectField({
      required: true,
      nullable: true,
      initial: null,
      validate: (v: unknown) => v === null || readSequence(v) !== null,
    }),
    // Each ship's move this activation, by token id (canvas/move-store.ts): read defensively.
    moves: new ObjectField({ required: true, nullable: false, initial: {} }),
    // Each rule module's own record of the battle, by module id (battle-data.ts): read defensively.
    modules: new ObjectField({ required: true, nullable: false, initial: {} }),
  };
}

export type BattleSchema = ReturnType<typeof defineBattleSchema>;

// The turn sequences' own fields of a battle (battle-data.ts), typed here with their schema.
declare module './battle-data' {
  interface BattleTurnData {
    /** The turn deck of a battle whose turn turns cards (stored-deck.ts). */
    deck: StoredDeck | null;
    /** The Salt'n'Tar turn of a battle that steps through its phases. */
    sequence: SequenceState | null;
  }
}

export class BattleModel extends foundry.abstract.TypeDataModel<BattleSchema, Combat.Implementation> {
  static override defineSchema(): BattleSchema {
    return defineBattleSchema();
  }
}
