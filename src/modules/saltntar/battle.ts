/**
 * Salt'n'Tar's part of a battle's data: the turn that steps through its phases, kept at
 * `system.sequence` of the Combat where battles have always stored it (registry/data-parts.ts
 * RootPart), so no migration moves it.
 */
import type { SequenceState } from '../../rules/saltntar/sequence';
import { readSequence } from '../../rules/saltntar/stored-sequence';
import type { RootPart } from '../../registry/data-parts';

export function saltntarBattleFields() {
  const { ObjectField } = foundry.data.fields;
  return {
    sequence: new ObjectField({
      required: true,
      nullable: true,
      initial: null,
      validate: (v: unknown) => v === null || readSequence(v) !== null,
    }),
  };
}

declare module '../../registry/data-parts' {
  interface RootFields {
    saltntar: { battle: ReturnType<typeof saltntarBattleFields> };
  }
}

// Its field of a battle (data/battle-data.ts), typed here with its schema.
declare module '../../data/battle-data' {
  interface BattleTurnData {
    /** The Salt'n'Tar turn of a battle that steps through its phases. */
    sequence: SequenceState | null;
  }
}

/** The Salt'n'Tar turn of every battle, at its stored path. */
export const SALTNTAR_BATTLE_PART: RootPart = { module: 'saltntar', actor: 'battle', fields: saltntarBattleFields };
