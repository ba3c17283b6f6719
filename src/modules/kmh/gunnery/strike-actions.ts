/** The Strike Test card's procedure at the table: the GM confirms each ship's surroundings, then each tests. */
import { isShip } from '../../../documents/ship-actor';
import { postCard } from '../../../chat/cards';
import { shipRefOf, shipTableOf } from '../../../authority/ship-refs';
import { rollRule } from '../../../dice/roll-rule';
import type { ShipRef } from '../../../data/ship-ref';
import { SYSTEM_PATH } from '../../../constants';
import { strikeTestCardRule, strikeTestKind, type StrikeSurroundings } from './strike';
import {
  answersFromTable,
  readStrikeDialog,
  strikeDefaults,
  strikeDialogFields,
  type Neighbour,
} from './strike-dialog';
import { documentFootprint } from './fire-dialog';
import type { ProcedureTable } from '../../../chat/actions/procedure-table';

/**
 * The ships near a ship's token, as the strike dialog's defaults read them (centre to centre, in
 * cm): among her battle's own tokens when they are given, else among the scene this user views.
 */
function neighboursOf(actor: Actor.Implementation, given?: readonly TokenDocument.Implementation[]): Neighbour[] {
  const tokens = given ?? (canvas?.tokens?.placeables ?? []).map((t) => t.document);
  const own = tokens.find((t) => t.actor?.uuid === actor.uuid);
  if (!own) return [];
  const at = documentFootprint(own);
  return tokens.flatMap((other) => {
    const ship = other.actor;
    if (other === own || !isShip(ship) || ship.uuid === actor.uuid) return [];
    const p = documentFootprint(other);
    return [
      {
        friend: other.disposition === own.disposition,
        distanceCm: Math.hypot(p.x - at.x, p.y - at.y),
        struck: ship.system.strike.status === 'struck',
        flagship: ship.system.flagship,
      },
    ];
  });
}

/** What the table around a ship shows before her test (neighbours from the tokens, her boarding). */
function strikeDefaultsOf(actor: Actor.Implementation, ref: ShipRef, tokens?: readonly TokenDocument.Implementation[]) {
  const record = shipTableOf(actor).boarding;
  let boarding = null;
  if (record) {
    const other = fromUuidSync(
      record.attacker.uuid === actor.uuid ? record.defender.uuid : record.attacker.uuid,
    ) as Actor.Implementation | null;
    if (isShip(other)) boarding = { record, opponentBaseFactor: other.system.derived.baseFactor };
  }
  return strikeDefaults(ref, neighboursOf(actor, tokens), boarding);
}

/** Asks the GM for the table around a ship before her test, with the defaults the table gives. */
async function askStrikeSituation(
  actor: Actor.Implementation,
  ref: ShipRef,
  tokens?: readonly TokenDocument.Implementation[],
) {
  const fields = strikeDialogFields(ref, strikeDefaultsOf(actor, ref, tokens));
  const data = (await foundry.applications.api.DialogV2.input({
    window: { title: game.i18n.format('BROADSIDE.Strike.dialogTitle', { ship: ref.name }) },
    content: await foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/templates/apps/roll-options.hbs`, {
      fields,
    }),
    rejectClose: false,
  })) as Record<string, unknown> | null;
  if (!data) return null;
  const answers = readStrikeDialog(data, ref.source.merchant);
  if (!answers) ui.notifications?.error(game.i18n.localize('BROADSIDE.Strike.badAnswer'));
  return answers;
}

/**
 * The Strike Test card: every marked ship among `actors` (all ships of the scene's tokens when not
 * given) takes the test, and every unmarked retiring ship or merchant is checked for the conditions
 * that make her strike, with a card each. Unless the surroundings are given, the GM first confirms
 * the table around each ship (defaults computed from the tokens); given, they replace the
 * surroundings while the conditions still come from the table. From the deck, `table` gives the
 * battle's own tokens and the ships whose cards go to the GMs alone. Returns the messages posted.
 */
export async function runStrikeTests(
  actors?: readonly Actor.Implementation[],
  around?: StrikeSurroundings,
  table: ProcedureTable = {},
) {
  const ships =
    actors ??
    (canvas?.tokens?.placeables ?? []).map((t) => t.actor).filter((a): a is Actor.Implementation => a !== null);
  const seen = new Set<string>();
  const messages = [];
  for (const actor of ships) {
    if (actor.type !== 'ship' || seen.has(actor.uuid)) continue;
    seen.add(actor.uuid);
    const ref = shipRefOf(actor);
    const kind = strikeTestKind(ref.source.strike, ref.source.merchant);
    if (!kind) continue;
    const answers = around
      ? answersFromTable(strikeDefaultsOf(actor, ref, table.tokens), around, ref.source.merchant)
      : await askStrikeSituation(actor, ref, table.tokens);
    if (!answers) continue;
    // The same rule the desk runs again on these dice when it seals the card (decision desk-derive).
    const { result: card, rolls } = await rollRule(
      strikeTestCardRule(ref, { around: answers.around, input: answers.input }),
    );
    messages.push(await postCard(card, rolls, actor, 'roll', table.keptFromPlayers?.(actor) ?? false));
  }
  return messages;
}
