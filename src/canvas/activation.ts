/**
 * A ship's move for a new activation: rolled when her squadron's Move card comes up (KMH: in line
 * or alone), worked out for every Salt'n'Tar ship when a turn reaches its first half move, or
 * rolled from her move dialog. Each is recorded on her token and told in chat.
 */
import { postLine } from '../chat/post-line';
import { rollTurnCard } from '../chat/actions/turn-rolls';
import { lineMove, sailForMove, windQuarter } from '../rules/kmh';
import { turnPasses } from '../rules/saltntar';
import { rollRule } from '../dice/roll-rule';
import { BroadsideCombat } from '../combat/combat';
import { kmhAllowance, kmhWind } from './sailing';
import { chosenContract } from '../registry/aspect-settings';
import { newActivation } from './move-record';
import { deckTurn } from './battle-of';
import { runsDesk } from '../authority/foundry-desk';
import {
  activeModule,
  formatKey,
  localizedPrompts,
  moveRecord,
  saltntarOf,
  saltntarSequence,
  sailingContext,
  sailingShipOf,
  saveRecord,
  saveSaltntar,
  shipActorOf,
  tokenHeading,
} from './foundry-sailing';

type TokenDoc = TokenDocument.Implementation;

/** How a squadron moves on its Move card (decision line-move). */
type LineChoice = 'line' | 'manoeuvre' | 'alone';

/**
 * Starts a new KMH move for ships of one squadron (one ship: alone): the sail each has kept and
 * ordered, then one roll for a line or a roll each, recorded on each token (decision sail-setting).
 */
async function startKmhMoves(docs: TokenDoc[], choice: LineChoice): Promise<void> {
  const ships = docs.flatMap((doc) => {
    const actor = shipActorOf(doc);
    if (!actor) return [];
    const ctx = sailingContext(doc.parent);
    const ship = sailingShipOf(actor, doc);
    const heading = tokenHeading(doc);
    const record = moveRecord(doc);
    const sail = sailForMove(ship.quality, record.sail, record.sailOrder, windQuarter(heading, ctx.wind.fromDegrees));
    return [
      {
        doc,
        actor,
        record,
        kept: sail.kept,
        line: {
          ship: ship.state,
          headingDegrees: heading,
          fastSailor: ship.fastSailor,
          poorSailors: ship.poorSailors,
          level: sail.level,
        },
      },
    ];
  });
  const first = ships[0];
  if (!first) return;
  const options = {
    wind: kmhWind(sailingContext(first.doc.parent)),
    inLine: choice !== 'alone',
    manoeuvring: choice === 'manoeuvre',
  };
  const { result, rolls } = await rollRule((dice) =>
    lineMove(
      ships.map((s) => s.line),
      options,
      dice,
    ),
  );
  const lines: string[] = [];
  if (result.test) {
    const outcome = result.test.maintained
      ? 'BROADSIDE.Sailing.prompt.result.kept'
      : 'BROADSIDE.Sailing.prompt.result.broken';
    lines.push(formatKey('BROADSIDE.Sailing.prompt.result.lineOfBattle', { outcome }));
  }
  for (const [i, s] of ships.entries()) {
    const move = result.moves[i] ?? null;
    const name = s.doc.name ?? s.actor.name;
    const allowance = move ? kmhAllowance(move) : null;
    // The deck's turn marks the move as this activation's (decision move-in-activation).
    await saveRecord(
      s.doc,
      newActivation(
        s.record,
        allowance?.distance ?? 0,
        null,
        s.doc.movement.id,
        s.kept,
        deckTurn(s.doc) ?? s.record.turn,
      ),
    );
    const text = allowance
      ? formatKey(allowance.labelKey, allowance.data)
      : game.i18n.localize('BROADSIDE.Sailing.allowance.noSpeed');
    const inLine = move?.inLine ? ` (${game.i18n.localize('BROADSIDE.Sailing.move.inLine')})` : '';
    const prompts = allowance?.prompts.length ? ` (${localizedPrompts(allowance.prompts)})` : '';
    lines.push(formatKey('BROADSIDE.Sailing.move.rolled', { name, text: `${text}${inLine}${prompts}` }));
  }
  await postLine(lines.join(' · '), rolls, ships.length === 1 ? first.actor : null);
  // A foundering ship's Move card counts down her moves afloat: a card the GM applies, undone exactly like any other.
  for (const s of ships) if (s.actor.system.damage.fate === 'foundering') await rollTurnCard(s.actor, 'founder', {});
}

/** A Salt'n'Tar ship's new move: a turn passes for her orders, then her move is worked out. */
async function startSaltntarMove(doc: TokenDoc, turn: number): Promise<void> {
  const actor = shipActorOf(doc);
  if (!actor) return;
  const ctx = sailingContext(doc.parent);
  const state = turnPasses(saltntarOf(actor, doc), ctx.wind.strength);
  const ship = { ...sailingShipOf(actor, doc), saltntar: state };
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

/** Rolls (or works out) a ship's move for a new activation and records it on her token. */
export async function startMove(doc: TokenDoc, turn = moveRecord(doc).turn): Promise<void> {
  const actor = shipActorOf(doc);
  if (!actor || !doc.canUserModify(game.user, 'update')) return;
  if (activeModule().id === 'kmh') return startKmhMoves([doc], 'alone');
  return startSaltntarMove(doc, turn);
}

/** Asks the GM how a squadron of several ships moves on its Move card. */
async function askLine(squadron: string): Promise<LineChoice | null> {
  const i18n = game.i18n;
  const choices = ['line', 'manoeuvre', 'alone'] as const;
  const choice: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: i18n.format('BROADSIDE.Sailing.line.title', { squadron }) },
    content: `<p>${foundry.utils.escapeHTML(i18n.localize('BROADSIDE.Sailing.line.question'))}</p>`,
    buttons: choices.map((action) => ({ action, label: i18n.localize(`BROADSIDE.Sailing.line.${action}`) })),
    rejectClose: false,
  });
  return choices.find((c) => c === choice) ?? null;
}

/** A squadron's new move, as on its Move card: KMH asks whether she sails in line; Salt'n'Tar ships move alone. */
export async function startSquadronMove(tokens: readonly TokenDoc[], squadron: string): Promise<void> {
  const docs = tokens.filter((d) => shipActorOf(d) !== null);
  if (!docs.length) return;
  if (activeModule().id !== 'kmh') {
    for (const doc of docs) await startMove(doc);
    return;
  }
  const choice = docs.length > 1 ? await askLine(squadron) : 'alone';
  if (choice) await startKmhMoves(docs, choice);
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
export function queueSaltntarTurn(combat: unknown): void {
  if (!(combat instanceof BroadsideCombat)) return;
  starting = starting
    .then(() => (saltntarSequence(combat) ? chosenContract('turnSequence').phases?.rollPassed(combat) : undefined))
    .then(() => startSaltntarTurn(combat))
    .catch((error: unknown) => console.error(error));
}
