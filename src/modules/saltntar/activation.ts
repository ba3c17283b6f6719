/**
 * A Salt'n'Tar ship's move for a new activation: worked out for every ship when a turn reaches its
 * first half move, or from her move dialog. Each is recorded on her token and told in chat.
 */
import { postLine } from '../../chat/post-line';
import { turnPasses } from '../../rules/saltntar';
import { rollRule } from '../../dice/roll-rule';
import type { BroadsideCombat } from '../../combat/combat';
import type { MoveStart } from '../../canvas/sailing';
import { chosenContract } from '../../registry/aspect-settings';
import { newActivation } from '../../rules/move-record';
import { runsDesk } from '../../authority/foundry-desk';
import {
  activeModule,
  formatKey,
  moveRecord,
  sailingContext,
  saveRecord,
  shipActorOf,
  tokenHeading,
} from '../../canvas/foundry-sailing';
import { saltntarOf, saltntarShipOf, saveSaltntar } from './ship-record';
import { saltntarSequence } from './battle-sequence';

type TokenDoc = TokenDocument.Implementation;

/** A Salt'n'Tar ship's new move: a turn passes for her orders, then her move is worked out. */
async function startSaltntarMove(doc: TokenDoc, turn: number): Promise<void> {
  const actor = shipActorOf(doc);
  if (!actor) return;
  const ctx = sailingContext(doc.parent);
  const state = turnPasses(saltntarOf(actor, doc), ctx.wind.strength);
  const ship = { ...saltntarShipOf(actor, doc), saltntar: state };
  const heading = tokenHeading(doc);
  const { result, rolls } = await rollRule((dice) => activeModule().allowance(ship, heading, ctx, dice));
  await saveSaltntar(actor, { ...state, strain: state.strain + (result.strain ?? 0) }, doc);
  await saveRecord(
    doc,
    newActivation(moveRecord(doc), result.distance, result.traceHeading, doc.movement.id, null, turn),
  );
  await postLine(
    formatKey('BROADSIDE.Sailing.move.rolled', {
      name: doc.name ?? actor.name,
      text: formatKey(result.labelKey, result.data),
    }),
    rolls,
    actor,
  );
}

/**
 * Salt'n'Tar ships move alone: on a squadron's Move card each whose token the user may change
 * starts the move of her own activation; from her dialog, the activation of `start.turn`.
 */
export async function startSaltntarMoves(docs: readonly TokenDoc[], start: MoveStart): Promise<void> {
  for (const doc of docs) {
    if (!('turn' in start) && !doc.canUserModify(game.user, 'update')) continue;
    await startSaltntarMove(doc, 'turn' in start ? start.turn : moveRecord(doc).turn);
  }
}

/**
 * A Salt'n'Tar combat reaching its first half move (or a race its move): every ship whose move
 * is not yet started this turn starts it, once (decision saltntar-half-moves).
 */
async function startSaltntarTurn(combat: BroadsideCombat): Promise<void> {
  const sequence = saltntarSequence(combat);
  if (!runsDesk() || activeModule().id !== 'saltntar' || !sequence) return;
  if (sequence.phase !== 'firstHalfMove' && sequence.phase !== 'fullMove') return;
  for (const combatant of combat.combatants) {
    const doc = combatant.token;
    if (!doc || !shipActorOf(doc) || moveRecord(doc).turn === sequence.turn) continue;
    await startSaltntarMove(doc, sequence.turn);
  }
}

let starting: Promise<void> = Promise.resolve();

/**
 * On an update of a battle (the one updated, on whatever scene, not the one a tracker views): the
 * Salt'n'Tar phases the GM stepped past are made (a strain phase can change a ship's move), then
 * the turn's moves start. One start at a time, since combat updates come in bursts; a failed start
 * is reported and does not hold up the next.
 */
export function queueSaltntarTurn(combat: BroadsideCombat): void {
  starting = starting
    .then(() => (saltntarSequence(combat) ? chosenContract('turnSequence').phases?.rollPassed(combat) : undefined))
    .then(() => startSaltntarTurn(combat))
    .catch((error: unknown) => console.error(error));
}
