/**
 * The dice of Salt'n'Tar's phases, which the tracker's phase buttons roll. A GM's press asks the
 * desk (sequence-desk.ts, through combat/ask-sequence.ts), which steps the turn, rolls
 * initiative or makes the phase's roll once. The rolls
 * themselves (wind, luck, strain) are made on the desk's client through the same rolls the sailing
 * dialogs make. The strain phase is where sinking ships count down (decision saltntar-sinking);
 * stepping past it unrolled makes it then, on the desk's client, so no turn goes by without it.
 */
import { markRolled, passedRolls, type RolledPhase } from '../../rules/saltntar/sequence';
import { rollWind } from '../../canvas/wind-rolls';
import { postLine } from '../../chat/post-line';
import { rollLuckForSides, rollStrainForShips } from './rolls';
import type { BroadsideCombat } from '../../combat/combat';
import { runsDesk } from '../../authority/foundry-desk';
import type { PhaseRolls } from '../../combat/turn-sequence';
import { setSequence } from './sequence-write';

/** How each phase's dice are rolled: through the same rolls the sailing dialogs make. */
const PHASE_ROLLS: Record<RolledPhase, (combat: BroadsideCombat) => Promise<void>> = {
  wind: async () => {
    const { text, rolls } = await rollWind('saltntar');
    await postLine(text, rolls);
  },
  luck: (combat) => rollLuckForSides(combat.scene),
  strain: (combat) => rollStrainForShips(combat.combatants.contents.flatMap((c) => (c.token ? [c.token] : []))),
};

/** The phases whose dice the tracker can roll. */
export const TRACKER_ROLLED_PHASES = Object.keys(PHASE_ROLLS) as RolledPhase[];

/** A phase's roll for a battle, as the desk makes it (sequence-desk.ts registerPhaseRoller). */
export async function rollPhaseOf(combat: BroadsideCombat, phase: RolledPhase): Promise<void> {
  await PHASE_ROLLS[phase](combat);
}

const rolling = new Set<string>();

/** Makes a compulsory roll the turn stepped past, once, and marks it made for the turn it belongs to. */
async function rollPassed(combat: BroadsideCombat, phase: RolledPhase): Promise<void> {
  const id = combat.id ?? '';
  const turn = combat.sequence?.turn;
  if (rolling.has(id)) return;
  rolling.add(id);
  try {
    await PHASE_ROLLS[phase](combat);
    // The GM may have stepped on meanwhile: mark the roll on the sequence as it is now, in its turn.
    const now = combat.sequence;
    if (now && now.turn === turn && !(now.rolled ?? []).includes(phase))
      await setSequence(combat, markRolled(now, phase));
  } finally {
    rolling.delete(id);
  }
}

/** On the desk's client (the one writer the moves that follow share): a compulsory roll the sequence has stepped past
 * is made now. */
export async function rollPassedPhases(combat: BroadsideCombat | null | undefined): Promise<void> {
  const state = combat?.sequence;
  if (!combat || !state || !runsDesk()) return;
  for (const phase of passedRolls(state)) await rollPassed(combat, phase);
}

/** Salt'n'Tar's phase dice as the turn sequence contract offers them. */
export const SALTNTAR_PHASE_ROLLS: PhaseRolls = {
  rollable: TRACKER_ROLLED_PHASES,
  roll: rollPhaseOf,
  rollPassed: rollPassedPhases,
};
