/**
 * The desk's side of a battle's Salt'n'Tar turn: the tracker's phase buttons ask, and every step,
 * initiative and phase roll is made here, one at a time, by the GM's desk, against the turn's
 * serial the asking GM saw (as the deck's requests are, deck-desk.ts). Two GMs pressing at once
 * make one step; the second is told the turn changed. Pure over the Desk port, but for the phase
 * rolls: their dice and their writes are the turn sequence module's (combat/turn-sequence.ts
 * `phases`), whose roller the module's registration hands over on every client, and the desk calls
 * it in its queue. The module's contract lists `sequenceRequest` (authority/turn-desk.ts).
 */
import { RulesError } from '../../rules/errors';
import {
  advance,
  back,
  markRolled,
  pendingRoll,
  rollInitiative,
  setInitiative,
  startSequence,
  type RolledPhase,
  type SequenceState,
} from '../../rules/saltntar/sequence';
import { battleSquadrons, sequenceSerial, type BattleData } from '../../data/battle-data';
import { sequenceSides } from '../../data/squadrons';
import { membersOf } from '../../canvas/move-store';
import { movesForSequence } from './sequence-moves';
import { answer, type Answer, type DeskRequest } from '../../authority/channel/protocol';
import type { Desk, DeskBattle, DeskUser } from '../../authority/desk';
import { battleById } from '../../combat/battles';
import { chosenContract } from '../../registry/aspect-settings';

type Req = Extract<DeskRequest, { kind: 'sequence' }>;

/** Makes a phase's roll for a battle (its dice, chat and the ships' records); set by the sailing layer. */
export type PhaseRoller = (combatId: string, phase: RolledPhase) => Promise<void>;

let roller: PhaseRoller | null = null;

/** How a phase is rolled is handed over at init (registerPhaseRoller), and by tests. */
export function setPhaseRoller(roll: PhaseRoller | null): void {
  roller = roll;
}

/** At init, on every client: the desk makes a phase's roll through the world's turn sequence's own dice. */
export function registerPhaseRoller(): void {
  setPhaseRoller(async (combatId, phase) => {
    // The system's Combat class is every battle's (combat/register.ts): the desk found this one already.
    const combat = battleById(combatId);
    if (combat) await chosenContract('turnSequence').phases?.roll(combat, phase);
  });
}

/** The turn after the step asked for; null: nothing to write (a roll already made meanwhile). */
async function stepped(
  desk: Desk,
  battle: DeskBattle,
  request: Req,
  state: SequenceState | null,
): Promise<{ next: SequenceState | null; order?: string[] }> {
  if (request.action === 'begin') {
    if (state) throw new RulesError('SequenceBegun', 'The turn sequence has begun already.');
    return { next: startSequence('combat', sequenceSides(battleSquadrons(battle.data, battle.ships))) };
  }
  if (!state) throw new RulesError('NoSequence', 'This battle runs no turn sequence.');
  switch (request.action) {
    case 'advance':
      return { next: advance(state) };
    case 'back':
      return { next: back(state) };
    case 'initiative': {
      const { order } = rollInitiative(state.sides, desk.dice());
      return { next: setInitiative(state, order), order };
    }
    case 'roll': {
      const phase = pendingRoll(state);
      if (!phase) throw new RulesError('NothingToRoll', 'This phase has no roll left to make this turn.');
      if (!roller) throw new RulesError('NothingToRoll', 'This table cannot roll that phase.');
      await roller(battle.id, phase);
      // The roll may have written the battle (a ship's strain): mark it on the turn as it is now.
      const now = desk.battle(battle.id)?.data.sequence ?? null;
      return {
        next: now && now.turn === state.turn && !(now.rolled ?? []).includes(phase) ? markRolled(now, phase) : null,
      };
    }
  }
}

/**
 * A step of a battle's Salt'n'Tar turn: refused for a player, for a battle gone, for a turn the
 * asker saw that has changed since, or when the rules refuse it; otherwise written as one update,
 * with the ships' moves the turn holds, and the serial counted on.
 */
export async function sequenceRequest(desk: Desk, asker: DeskUser, request: Req, id: string): Promise<Answer> {
  if (!asker.isGM) return answer(id, false, 'gmOnly');
  const battle = desk.battle(request.combatId);
  if (!battle) return answer(id, false, 'noBattle');
  const state = battle.data.sequence;
  const serial = sequenceSerial(state);
  if (request.serial !== serial) return answer(id, false, 'staleSequence');
  let done: { next: SequenceState | null; order?: string[] };
  try {
    done = await stepped(desk, battle, request, state);
  } catch (error) {
    if (error instanceof RulesError) return answer(id, false, error.code);
    throw error;
  }
  if (!done.next) return answer(id, true, 'sequenceSet', { serial: String(serial) });
  const now = desk.battle(battle.id) ?? battle;
  const sequence = { ...done.next, rolled: done.next.rolled ?? [], serial: serial + 1 };
  const ships = membersOf(battleSquadrons(now.data, now.ships));
  const data: Partial<BattleData> = {
    sequence,
    moves: movesForSequence(now.data.moves, Boolean(now.data.sequence), true, ships),
  };
  // The sequence's beginning starts the combat's rounds, as the deck's does.
  await desk.writeBattle(battle.id, data, request.action === 'begin' ? 1 : undefined);
  return answer(id, true, 'sequenceSet', { serial: String(serial + 1), order: (done.order ?? []).join(',') });
}
