/**
 * The paths of the system's own actor models that the desk guards like a rule module's
 * (registry/data-parts.ts PartGuards, gathered by guardedPaths): a ship's art heading turns the
 * outline the desk measures every shot from (bearing, full or partial, rake), and her crew list
 * names who may count for her rolls (decision kr-crew-owned), so while she fights only a GM changes
 * them (decision desk-battle-figures); between battles her owner may redraw her and sign on crew.
 * Plain data with no imports, kept with the registry that gathers it so the model folder need not import upward.
 * A module's own fields, and the values they may hold, are declared by its part (PartGuards `choices`).
 */
export const CORE_GUARDS = {
  ship: { battleFigures: ['artHeading', 'crew'] },
  crew: {},
} as const satisfies Record<'ship' | 'crew', object>;
