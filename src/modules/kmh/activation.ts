/**
 * A KMH ship's move for a new activation: rolled for her squadron when its Move card comes up (in
 * line or alone), or for her alone from her move dialog. Each is recorded on her token and told in chat.
 */
import { postLine } from '../../chat/post-line';
import { rollTurnCard } from './turn-roll-action';
import { lineMove, sailForMove, windQuarter } from '../../rules/kmh';
import { rollRule } from '../../dice/roll-rule';
import type { MoveStart } from '../../canvas/sailing';
import { kmhAllowance, kmhWind } from './allowance';
import { kmhSailingShipOf } from './sailing-ship';
import { newActivation } from '../../rules/move-record';
import { deckTurn } from '../../canvas/battle-of';
import {
  formatKey,
  localizedPrompts,
  moveRecord,
  sailingContext,
  saveRecord,
  shipActorOf,
  tokenHeading,
} from '../../canvas/foundry-sailing';

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
    const ship = kmhSailingShipOf(actor);
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

/** New KMH moves: on a Move card the GM says whether a squadron of several sails in line; from a dialog, alone. */
export async function kmhStartMoves(docs: readonly TokenDoc[], start: MoveStart): Promise<void> {
  if (!('squadron' in start)) return startKmhMoves([...docs], 'alone');
  const choice = docs.length > 1 ? await askLine(start.squadron) : 'alone';
  if (choice) await startKmhMoves([...docs], choice);
}
