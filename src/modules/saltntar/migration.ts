/**
 * Salt'n'Tar's migration of a world's data (data/migrations.ts runs it with the system's own, in
 * version order; the module registers it at init).
 */
import { SHIP_FLAGS, type Migration } from '../../data/migrations';
import { keptOf, type KeptSaltntar } from '../../rules/saltntar/kept';

/**
 * Version 3: a ship's Salt'n'Tar strain and what the strain table took from her leave her owner's
 * flag for her battle (decision saltntar-strain-gm): each entry of a begun battle's moves that
 * keeps none takes what her flag says, so from now on only the GM's table writes it. Her flag
 * stays: it is her record outside a battle.
 */
export const STRAIN_TO_THE_BATTLE: Migration = {
  version: 3,
  description: "Salt'n'Tar strain to the battle data",
  combat: (source) => {
    const moves = source.system.moves;
    const flags = source[SHIP_FLAGS] as Record<string, Record<string, unknown> | undefined> | undefined;
    if (!moves || typeof moves !== 'object' || !flags) return null;
    const out: Record<string, { saltntar: KeptSaltntar }> = {};
    for (const [tokenId, entry] of Object.entries(moves as Record<string, unknown>)) {
      if (!entry || typeof entry !== 'object' || keptOf((entry as { saltntar?: unknown }).saltntar)) continue;
      const kept = keptOf((flags[tokenId]?.broadside as { saltntar?: unknown } | undefined)?.saltntar);
      if (kept) out[tokenId] = { saltntar: kept };
    }
    return Object.keys(out).length ? { system: { moves: out } } : null;
  },
};
