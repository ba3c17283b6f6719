/** Boarding at the table: the grapple, boarding from boats, and each step of a recorded action. */
import type { ShipModel } from '../../../data/ship';
import { askDesk, reportRefusal } from '../../../authority/channel/client';
import { postCard } from '../../../chat/cards';
import { commandsShip } from '../../../documents/ships';
import { shipRefOf, shipTableOf } from '../../../authority/ship-refs';
import { rollRule } from '../../../dice/roll-rule';
import type { BoardingRecord } from '../../../data/card-changes';
import { boardingStepCardRule, boatsBoardingCard, grappleCardRule, type Boarder } from './card';
import { askOptions } from '../../../chat/actions/options';

/**
 * The sheet's Boats Board button: the ship's boats row at the user's targeted ship and the action
 * starts (decision boarding-boats); the user says how many boats go, at most those aboard.
 */
export async function boardFromBoats(actor: Actor.Implementation, given?: number) {
  if (!commandsShip(actor)) return null;
  const target = game.user.targets.first()?.actor ?? null;
  if (target?.type !== 'ship' || target.uuid === actor.uuid)
    return void ui.notifications?.warn(game.i18n.localize('BROADSIDE.Boarding.needTarget'));
  if (shipTableOf(target).boarding)
    return void ui.notifications?.warn(game.i18n.localize('BROADSIDE.Boarding.targetBusy'));
  const aboard = (actor.system as ShipModel).derived.boatsLeft;
  if (aboard < 1) return void ui.notifications?.warn(game.i18n.localize('BROADSIDE.Boarding.noBoats'));
  const asked =
    given === undefined
      ? await askOptions('BROADSIDE.Boarding.boatsDialog', [
          { name: 'boats', kind: 'number', min: 1, max: aboard, value: aboard },
        ])
      : { boats: given };
  const boats = asked?.boats;
  if (typeof boats !== 'number' || !Number.isInteger(boats) || boats < 1 || boats > aboard) return null;
  // Boarding a ship he does not command is posted by the GM's client, from its own records (decision desk-rolls).
  if (!game.user.isGM && !target.isOwner)
    return askDesk({ kind: 'boardFromBoats', attacker: actor.uuid, defender: target.uuid, boats });
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
  // A step changes both ships: a player who does not command both asks the GM's client, which reads the record itself
  // (decision desk-rolls). He names the side he commands; naming neither, the desk refuses him.
  if (!game.user.isGM && !(ships.attacker.isOwner && ships.defender.isOwner)) {
    const own = ships.attacker.isOwner ? ships.attacker : ships.defender;
    return askDesk({ kind: 'boardingStep', ship: own.uuid });
  }
  const a = boarderOf(ships.attacker);
  const d = boarderOf(ships.defender);
  try {
    // The same rule the desk runs again on these dice when it seals the card (decision desk-derive).
    const { result: card, rolls } = await rollRule(boardingStepCardRule(record, a, d));
    return await postCard(card, rolls, ships.attacker);
  } catch (error) {
    return reportRefusal(error, 'BROADSIDE.Boarding.Error');
  }
}

/**
 * The grapple: asks how many captains want to lock (decision grapple-willing), rolls the lock test
 * and posts its card; a player's grapple of a ship he does not command is the GM's client's to roll.
 */
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
  // A grapple of a ship he does not command is rolled by the GM's client (decision desk-rolls).
  if (!game.user.isGM && !defender.isOwner)
    return askDesk({ kind: 'grapple', attacker: attacker.uuid, defender: defender.uuid, willing });
  const { result: card, rolls } = await rollRule(grappleCardRule(boarderOf(attacker), boarderOf(defender), willing));
  return postCard(card, rolls, attacker);
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
