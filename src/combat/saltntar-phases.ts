/**
 * The dice of the Salt'n'Tar phases, rolled from the tracker by the GM, once a turn each: the
 * phase is marked rolled with the result, so a second click finds nothing owed.
 */
import { markRolled, pendingRoll, type RolledPhase } from '../rules/saltntar/sequence';
import { rollWind } from '../canvas/wind-rolls';
import { postLine } from '../chat/post-line';
import { rollLuckForSides, rollStrainForShips } from '../canvas/saltntar-rolls';
import type { BroadsideCombat } from './combat';

/** How the tracker rolls each phase's dice: through the same rolls the sailing dialogs make. */
const PHASE_ROLLS: Record<RolledPhase, (combat: BroadsideCombat) => Promise<void>> = {
  wind: async () => {
    const { text, rolls } = await rollWind('saltntar');
    await postLine(text, rolls);
  },
  luck: () => rollLuckForSides(),
  strain: (combat) => rollStrainForShips(combat.combatants.contents.flatMap((c) => (c.token ? [c.token] : []))),
};

/** The phases whose dice the tracker can roll. */
export const TRACKER_ROLLED_PHASES = Object.keys(PHASE_ROLLS) as RolledPhase[];

const rolling = new Set<string>();

export async function rollSequencePhase(combat: BroadsideCombat): Promise<void> {
  const state = combat.sequence;
  const phase = state && pendingRoll(state);
  const roll = phase ? PHASE_ROLLS[phase] : undefined;
  if (!game.user?.isGM || !state || !roll || rolling.has(combat.id ?? '')) return;
  rolling.add(combat.id ?? '');
  try {
    await roll(combat);
    await combat.setSequence(markRolled(state));
  } finally {
    rolling.delete(combat.id ?? '');
  }
}
