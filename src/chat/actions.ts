/** Actions that roll a card for one or more ships (the sheet's buttons, the turn deck, macros). */
import type { ShipModel } from '../data/ship';
import { RulesError } from '../rules/errors';
import { postCard } from './cards';
import { commandsShip, shipRefOf, shipTableOf } from '../documents/ships';
import { reportRefusal } from '../authority/client';
import { rollRule } from '../dice/roll-rule';
import type { BoardingRecord } from './apply';
import { boardingStepCard, boardingStepRule, boatsBoardingCard, grappleCard, grappleRule, type Boarder } from './boarding';
import type { ShipRef } from './fire';
import { EVENT_CARD_ROLLS, optionFields, readOptions, takesEventTest, TURN_ROLL_OPTIONS, turnRollCard, turnRollRule, type OptionSpec, type TurnRoll, type TurnRollOptions } from './turn-rolls';
import { bombCard, bombOptionSpecs, bombRule, type BombInput } from './bomb';
import { distanceToHull } from '../rules/geometry/firing-geometry';
import { windQuarter, type WindQuarter } from '../rules/kmh';
import { currentWind, tokenHeading } from '../canvas/foundry-sailing';
import { SYSTEM_PATH } from '../constants';
import {
  readStrikeDialog,
  STRIKE_EFFECTS,
  strikeCard,
  strikeCardRule,
  strikeDefaults,
  strikeDialogFields,
  strikeEffectsOf,
  strikeSituationOf,
  strikeTestKind,
  answersFromTable,
  type Neighbour,
  type StrikeSurroundings,
} from './strike';
import { footprintOf } from '../applications/fire-dialog';

/** The ships near a ship's token, as the strike dialog's defaults read them (centre to centre, in cm). */
function neighboursOf(actor: Actor.Implementation): Neighbour[] {
  const token = actor.getActiveTokens()[0];
  if (!token) return [];
  const at = footprintOf(token);
  const out: Neighbour[] = [];
  for (const other of canvas?.tokens?.placeables ?? []) {
    const ship = other.actor;
    if (!ship || ship.type !== 'ship' || ship.uuid === actor.uuid) continue;
    const p = footprintOf(other);
    const model = ship.system as ShipModel;
    out.push({
      friend: other.document.disposition === token.document.disposition,
      distanceCm: Math.hypot(p.x - at.x, p.y - at.y),
      struck: model.strike.status === 'struck',
      flagship: model.flagship,
    });
  }
  return out;
}

/** What the table around a ship shows before her test (neighbours from the tokens, her boarding). */
function strikeDefaultsOf(actor: Actor.Implementation, ref: ShipRef) {
  const record = shipTableOf(actor).boarding;
  let boarding = null;
  if (record) {
    const other = fromUuidSync(record.attacker.uuid === actor.uuid ? record.defender.uuid : record.attacker.uuid) as Actor.Implementation | null;
    if (other?.type === 'ship') boarding = { record, opponentBaseFactor: (other.system as ShipModel).derived.baseFactor };
  }
  return strikeDefaults(ref, neighboursOf(actor), boarding);
}

/** Asks the GM for the table around a ship before her test, with the defaults the table gives. */
async function askStrikeSituation(actor: Actor.Implementation, ref: ShipRef) {
  const fields = strikeDialogFields(ref, strikeDefaultsOf(actor, ref));
  const data = (await foundry.applications.api.DialogV2.input({
    window: { title: game.i18n.format('BROADSIDE.Strike.dialogTitle', { ship: ref.name }) },
    content: await foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/templates/apps/roll-options.hbs`, { fields }),
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
 * surroundings while the conditions still come from the table. Returns the messages posted.
 */
export async function runStrikeTests(actors?: readonly Actor.Implementation[], around?: StrikeSurroundings) {
  const ships = actors ?? (canvas?.tokens?.placeables ?? []).map((t) => t.actor).filter((a): a is Actor.Implementation => a !== null);
  const seen = new Set<string>();
  const messages = [];
  for (const actor of ships) {
    if (actor.type !== 'ship' || seen.has(actor.uuid)) continue;
    seen.add(actor.uuid);
    const ref = shipRefOf(actor);
    const kind = strikeTestKind(ref.source.strike, ref.source.merchant);
    if (!kind) continue;
    const answers = around ? answersFromTable(strikeDefaultsOf(actor, ref), around, ref.source.merchant) : await askStrikeSituation(actor, ref);
    if (!answers) continue;
    const rule = strikeCardRule(strikeSituationOf(ref, answers.around), ref.source.strike.status, answers.input, kind === 'test');
    const { result, rolls } = await rollRule(rule);
    messages.push(await postCard(strikeCard(ref, result.test, result), rolls, actor));
  }
  return messages;
}

/** Keeps a ship's tokens showing her strike mark and status (run by the active GM only). */
export async function syncStrikeEffects(actor: Actor.Implementation) {
  if (actor.type !== 'ship' || !game.user.isActiveGM) return;
  const wanted = strikeEffectsOf((actor.system as ShipModel).strike);
  for (const [key, effect] of Object.entries(STRIKE_EFFECTS)) {
    const active = wanted[key as keyof typeof STRIKE_EFFECTS];
    if (actor.statuses.has(effect.id) !== active) await actor.toggleStatusEffect(effect.id, { active });
  }
}

/** Asks for what a roll needs from the table; null when the user closed the dialog or typed a bad number. */
async function askOptions(title: string, specs: readonly OptionSpec[]): Promise<Record<string, number | boolean> | null> {
  if (specs.length === 0) return {};
  const data = (await foundry.applications.api.DialogV2.input({
    window: { title },
    content: await foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/templates/apps/roll-options.hbs`, { fields: optionFields(specs) }),
    rejectClose: false,
  })) as Record<string, unknown> | null;
  if (!data) return null;
  const { options, problems } = readOptions(specs, data);
  for (const label of problems) ui.notifications?.error(game.i18n.format('BROADSIDE.Turn.badOption', { field: game.i18n.localize(label) }));
  return problems.length ? null : options;
}

const askTurnRollOptions = (roll: TurnRoll) => askOptions(`BROADSIDE.Turn.OptionsTitle.${roll}`, TURN_ROLL_OPTIONS[roll] ?? []) as Promise<TurnRollOptions | null>;

/**
 * The bomb ketch's mortar at the user's targeted ship: the distance is measured from the ketch's
 * centre to the nearest point of the target's hull (decision bomb-ketch-range), the GM or player
 * confirms it with the target's last move, and the card posts with its Apply.
 */
export async function fireMortar(ketch: Actor.Implementation, given?: BombInput) {
  if (!commandsShip(ketch)) return null;
  const target = game.user.targets.first()?.actor ?? null;
  if (target?.type !== 'ship' || target.uuid === ketch.uuid) {
    ui.notifications?.warn(game.i18n.localize('BROADSIDE.Bomb.needTarget'));
    return null;
  }
  const from = ketch.getActiveTokens()[0];
  const to = target.getActiveTokens()[0];
  const measured = from && to ? distanceToHull(footprintOf(from), footprintOf(to)) : null;
  const input = given ?? ((await askOptions('BROADSIDE.Bomb.dialogTitle', bombOptionSpecs(measured))) as BombInput | null);
  if (!input) return null;
  const ref = shipRefOf(ketch);
  const aimed = shipRefOf(target);
  try {
    const { result, rolls } = await rollRule(bombRule(ref, aimed, input));
    return await postCard(bombCard(ref, aimed, input, result), rolls, ketch);
  } catch (error) {
    return reportRefusal(error, 'BROADSIDE.Bomb.Error');
  }
}

/** The ship's quarter to the world's wind, from her first token (null without one). */
function quarterOf(actor: Actor.Implementation): WindQuarter | null {
  const token = actor.getActiveTokens()[0];
  if (!token) return null;
  return windQuarter(tokenHeading(token.document), currentWind().fromDegrees);
}

/** One of the turn's rolls for one ship (repair, fire, steering, sailing, boats), posted as a card to apply. */
export async function rollTurnCard(actor: Actor.Implementation, roll: TurnRoll, given?: TurnRollOptions) {
  if (!commandsShip(actor)) return null;
  const ref = shipRefOf(actor);
  const asked = given ?? (await askTurnRollOptions(roll));
  if (!asked) return null;
  const options: TurnRollOptions = roll === 'tack' ? { quarter: quarterOf(actor) ?? 'bow', ...asked } : asked;
  try {
    const { result, rolls } = await rollRule(turnRollRule(roll, ref, options));
    return await postCard(turnRollCard(roll, ref, result), rolls, actor);
  } catch (error) {
    // The engine refuses a test the ship cannot take (not on fire, no steering damage, sunk, not on the bow).
    return reportRefusal(error, 'BROADSIDE.Turn.Error');
  }
}

/**
 * The sheet's Boats Board button: the ship's boats row at the user's targeted ship and the action
 * starts (decision boarding-boats); the user says how many boats go, at most those aboard.
 */
export async function boardFromBoats(actor: Actor.Implementation, given?: number) {
  if (!commandsShip(actor)) return null;
  const target = game.user.targets.first()?.actor ?? null;
  if (target?.type !== 'ship' || target.uuid === actor.uuid) return void ui.notifications?.warn(game.i18n.localize('BROADSIDE.Boarding.needTarget'));
  if (shipTableOf(target).boarding) return void ui.notifications?.warn(game.i18n.localize('BROADSIDE.Boarding.targetBusy'));
  const aboard = (actor.system as ShipModel).derived.boatsLeft;
  if (aboard < 1) return void ui.notifications?.warn(game.i18n.localize('BROADSIDE.Boarding.noBoats'));
  const asked = given === undefined ? await askOptions('BROADSIDE.Boarding.boatsDialog', [{ name: 'boats', kind: 'number', min: 1, max: aboard, value: aboard }]) : { boats: given };
  const boats = asked?.boats;
  if (typeof boats !== 'number' || !Number.isInteger(boats) || boats < 1 || boats > aboard) return null;
  return postCard(boatsBoardingCard(boarderOf(actor), boarderOf(target), boats), [], actor);
}

/** A ship as a boarder: her data and whether a prize crew sails her. */
function boarderOf(actor: Actor.Implementation): Boarder {
  const ship = shipRefOf(actor);
  return { ship, prize: ship.prize ?? false };
}

/** Both ships of a recorded boarding, or null (with a warning) when one is gone. */
async function boardingShips(record: BoardingRecord) {
  const attacker = await fromUuid<Actor.Implementation>(record.attacker.uuid);
  const defender = await fromUuid<Actor.Implementation>(record.defender.uuid);
  if (attacker?.type !== 'ship' || defender?.type !== 'ship') {
    ui.notifications?.warn(game.i18n.localize('BROADSIDE.Card.missingActor'));
    return null;
  }
  return { attacker, defender };
}

/** The next Boarding Action card of a recorded action: a fought round or a step past the taking. */
export async function rollBoardingStep(record: BoardingRecord) {
  const ships = await boardingShips(record);
  if (!ships) return null;
  const a = boarderOf(ships.attacker);
  const d = boarderOf(ships.defender);
  try {
    const { result, rolls } = await rollRule(boardingStepRule(record, a, d));
    return await postCard(boardingStepCard(record, a, d, result), rolls, ships.attacker);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    ui.notifications?.warn(game.i18n.localize(`BROADSIDE.Boarding.Error.${error.code}`));
    return null;
  }
}

/** The grapple: asks how many captains want to lock, rolls the lock test and posts its card. */
export async function grapple(attacker: Actor.Implementation, defender: Actor.Implementation) {
  if (!commandsShip(attacker)) return null;
  const willing = (await foundry.applications.api.DialogV2.wait({
    window: { title: 'BROADSIDE.Boarding.grappleDialog' },
    // The defender's name is the user's text: escaped before it goes into the dialog's HTML.
    content: `<p>${game.i18n.format('BROADSIDE.Boarding.grapplePrompt', { defender: foundry.utils.escapeHTML(defender.name ?? '') })}</p>`,
    buttons: [
      { action: 'one', label: 'BROADSIDE.Boarding.willingOne', default: true, callback: () => 1 },
      { action: 'both', label: 'BROADSIDE.Boarding.willingBoth', callback: () => 2 },
    ],
    rejectClose: false,
  })) as unknown;
  if (willing !== 1 && willing !== 2) return null;
  const { result, rolls } = await rollRule(grappleRule(willing));
  return postCard(grappleCard(boarderOf(attacker), boarderOf(defender), willing, result), rolls, attacker);
}

/**
 * The sheet's Board button: a ship already in a boarding action fights its next round; otherwise
 * she grapples the user's targeted ship.
 */
export async function board(actor: Actor.Implementation) {
  if (!commandsShip(actor)) return null;
  const ongoing = shipTableOf(actor).boarding;
  if (ongoing) return rollBoardingStep(ongoing);
  const target = game.user.targets.first()?.actor ?? null;
  if (target?.type !== 'ship' || target.uuid === actor.uuid) {
    ui.notifications?.warn(game.i18n.localize('BROADSIDE.Boarding.needTarget'));
    return null;
  }
  if (shipTableOf(target).boarding) {
    ui.notifications?.warn(game.i18n.localize('BROADSIDE.Boarding.targetBusy'));
    return null;
  }
  return grapple(actor, target);
}

/** Every ongoing boarding among these ships, once each (both ships carry the same record). */
export function ongoingBoardings(actors: readonly Actor.Implementation[]): BoardingRecord[] {
  const seen = new Set<string>();
  const out: BoardingRecord[] = [];
  for (const actor of actors) {
    if (actor.type !== 'ship') continue;
    const record = shipTableOf(actor).boarding;
    const key = record ? `${record.attacker.uuid}|${record.defender.uuid}` : '';
    if (!record || seen.has(key)) continue;
    seen.add(key);
    out.push(record);
  }
  return out;
}

/** The Boarding Action card: the next step of every ongoing boarding among these ships. */
export async function runBoardingActions(actors: readonly Actor.Implementation[]) {
  const messages = [];
  for (const record of ongoingBoardings(actors)) messages.push(await rollBoardingStep(record));
  return messages;
}

/**
 * The turn deck's event cards whose procedure is a chat card: Strike Test tests every marked ship,
 * Fire Test and Steering Damage Test roll for every ship concerned, Boarding Action steps every
 * ongoing boarding. `ships` are the battle's ship actors. Returns whether the card was handled.
 */
export async function runEventCard(card: string, ships: readonly Actor.Implementation[]): Promise<boolean> {
  if (card === 'strikeTest') return void (await runStrikeTests(ships)), true;
  if (card === 'boardingAction') return void (await runBoardingActions(ships)), true;
  if (card !== 'fireTest' && card !== 'steeringDamageTest') return false;
  const roll = EVENT_CARD_ROLLS[card];
  for (const actor of ships) {
    if (actor.type === 'ship' && takesEventTest(roll, (actor.system as ShipModel).damage)) await rollTurnCard(actor, roll, {});
  }
  return true;
}
