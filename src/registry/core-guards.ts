/**
 * The paths of the system's own actor models that the desk guards like a rule module's
 * (registry/data-parts.ts PartGuards, gathered by guardedPaths): a ship's art heading turns the
 * outline the desk measures every shot from (bearing, full or partial, rake), so while she fights
 * only a GM changes it (decision desk-battle-figures); between battles her owner may redraw her.
 * Plain data with no imports, kept with the registry that gathers it so the model folder need not import upward.
 */
export const CORE_GUARDS = {
  ship: { battleFigures: ['artHeading'] },
  crew: {},
} as const satisfies Record<'ship' | 'crew', object>;

/**
 * The guarded figures that may be below naught, with the values each may hold: the guard takes any
 * other negative number (a hostile client's, in a world taken as it stood) for a new ship's value.
 * The extra or missing fire die of an over- or under-gunned ship (a field of a rule module's part).
 */
export const SIGNED_FIGURES: Readonly<Record<string, readonly number[]>> = { 'fireFactor.adjust': [-1, 0, 1] };
