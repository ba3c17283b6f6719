/**
 * The dice of the Salt'n'Tar phases, rolled from the tracker by the GM, once a turn each: the
 * phase is marked rolled with the result, so a second click finds nothing owed. The strain phase
 * is where sinking ships count down (decision saltntar-sinking); stepping past it unrolled makes it
 * then, so no turn goes by without it.
 */
import { markRolled, passedRolls, pendingRoll, type RolledPhase } from '../rules/saltntar/sequence';
import { rollWind } from '../canvas/wind-rolls';
import { postLine } from '../chat/post-line';
import { rollLuckForSides, rollStrainForShips } from '../canvas/saltntar-rolls';
import type { BroadsideCombat } from './combat';
import { runsDesk } from '../authority/foundry-desk';

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

/** Makes a phase's roll once and marks it made for the turn it belongs to. */
async function rollPhase(combat: BroadsideCombat, phase: RolledPhase): Promise<void> {
  const id = combat.id ?? '';
  const turn = combat.sequence?.turn;
  if (rolling.has(id)) return;
  rolling.add(id);
  try {
    await PHASE_ROLLS[phase](combat);
    // The GM may have stepped on meanwhile: mark the roll on the sequence as it is now, in its turn.
    const now = combat.sequence;
    if (now && now.turn === turn && !(now.rolled ?? []).includes(phase)) await combat.setSequence(markRolled(now, phase));
  } finally {
    rolling.delete(id);
  }
}

export async function rollSequencePhase(combat: BroadsideCombat): Promise<void> {
  const state = combat.sequence;
  const phase = state && pendingRoll(state);
  if (!game.user.isGM || !phase) return;
  await rollPhase(combat, phase);
}

/** On the desk's client (the one writer the moves that follow share): a compulsory roll the sequence has stepped past is made now. */
export async function rollPassedPhases(combat: BroadsideCombat | null | undefined): Promise<void> {
  const state = combat?.sequence;
  if (!combat || !state || !runsDesk()) return;
  for (const phase of passedRolls(state)) await rollPhase(combat, phase);
}
