/**
 * A player's boarding card that changes a ship he does not command, rolled by the GM's client
 * (decision desk-rolls): his button sends his ship, the other ship and what only he can say; the
 * desk checks he commands his ship, reads the ships' sheets and the GM's boarding records itself,
 * rolls the card's rule on the table's real dice and posts the card as his ship's. It is sealed as
 * the desk's own when the chat reports it. Pure over the Desk port.
 */
import type { ShipRef } from '../../../data/ship-ref';
import { RulesError } from '../../../rules/errors';
import { boardingStepCardRule, boatsBoardingCard, grappleCardRule, type Boarder, type BoardingCard } from './card';
import { answer, type Answer, type DeskRequest } from '../../../authority/channel/protocol';
import type { Desk, DeskUser } from '../../../authority/desk';
import { shipTable, type Ledger } from '../../../data/ledger-book';
import { actingPair, cardWaiting, unseenBy } from '../../../authority/guards/request-guards';
import type { AnyCard } from '../../../data/card-model';

type Ask<K extends DeskRequest['kind']> = Extract<DeskRequest, { kind: K }>;

const boarderOf = (ship: ShipRef): Boarder => ({ ship, prize: ship.prize ?? false });
const recordOf = (ledger: Ledger, uuid: string) => shipTable(ledger.table, uuid).boarding ?? null;

/**
 * The two ships of a new action, or the refusal: both on the table, his ship his, neither already
 * in an action the GM's table records (a ship in one fights its next step instead).
 */
function newAction(desk: Desk, asker: DeskUser, attackerUuid: string, defenderUuid: string, id: string) {
  const pair = actingPair(desk, asker, attackerUuid, defenderUuid, id);
  if (!('own' in pair)) return pair;
  const { own: attacker, other: defender } = pair;
  const ledger = desk.ledger();
  if (recordOf(ledger, attacker.uuid)) return answer(id, false, 'alreadyBoarding', { ship: attacker.name });
  if (recordOf(ledger, defender.uuid)) return answer(id, false, 'targetBoarding', { ship: defender.name });
  // One boarding card of hers waits for the table at a time: no rolling again for a better grapple.
  if (cardWaiting(desk, ledger, (c) => c.kind === 'boarding' && c.attacker.uuid === attacker.uuid))
    return answer(id, false, 'boardingWaiting', { ship: attacker.name });
  return { attacker, defender };
}

/**
 * The grapple for him: his ship at a ship he does not command, with the willing captains he tells
 * (decision grapple-willing: the card waits for the GM before it locks a ship that is not his).
 */
export async function grappleRequest(
  desk: Desk,
  asker: DeskUser,
  request: Ask<'grapple'>,
  id: string,
): Promise<Answer> {
  const ships = newAction(desk, asker, request.attacker, request.defender, id);
  if ('ok' in ships) return ships;
  const { attacker, defender } = ships;
  const rule = grappleCardRule(boarderOf(attacker), boarderOf(defender), request.willing);
  const { result: card, rolls } = await desk.roll(rule);
  await desk.postCard(card, rolls, attacker.uuid);
  return answer(id, true, 'grappled', { ship: attacker.name, target: defender.name });
}

/**
 * The next step of the action the GM's table records for his ship, for him: the record and both
 * ships' sheets are the desk's to read, so all he names is his ship (either side of the action).
 */
export async function boardingStepRequest(
  desk: Desk,
  asker: DeskUser,
  request: Ask<'boardingStep'>,
  id: string,
): Promise<Answer> {
  const ship = desk.ship(request.ship);
  if (!ship || unseenBy(desk, asker, ship.uuid)) return answer(id, false, 'noSuchShip');
  if (!desk.commands(asker.id, ship.uuid)) return answer(id, false, 'notYourShip', { ship: ship.name });
  const ledger = desk.ledger();
  const record = recordOf(ledger, ship.uuid);
  if (!record) return answer(id, false, 'noBoarding', { ship: ship.name });
  const attacker = desk.ship(record.attacker.uuid);
  const defender = desk.ship(record.defender.uuid);
  if (!attacker || !defender) return answer(id, false, 'noSuchShip');
  // One step of an action waits for the table at a time: no rolling again for a better round.
  const sameAction = (c: AnyCard) =>
    c.kind === 'boarding' && c.attacker.uuid === attacker.uuid && c.defender.uuid === defender.uuid;
  if (cardWaiting(desk, ledger, sameAction)) return answer(id, false, 'boardingWaiting', { ship: attacker.name });
  let rolled: { result: BoardingCard; rolls: unknown[] };
  try {
    rolled = await desk.roll(boardingStepCardRule(record, boarderOf(attacker), boarderOf(defender)));
  } catch (error: unknown) {
    // A step the rules refuse (an action past its last stage) is refused by its code.
    if (error instanceof RulesError) return answer(id, false, error.code);
    throw error;
  }
  await desk.postCard(rolled.result, rolled.rolls, attacker.uuid);
  return answer(id, true, 'boardingStepped', { ship: attacker.name, target: defender.name });
}

/**
 * Boarding from boats for him (decision boarding-boats): no dice, but the card starts an action on
 * a ship he does not command, so the desk checks the boats against his ship's sheet and the two
 * ships against its boarding records, and posts it as his ship's.
 */
export async function boardFromBoatsRequest(
  desk: Desk,
  asker: DeskUser,
  request: Ask<'boardFromBoats'>,
  id: string,
): Promise<Answer> {
  const ships = newAction(desk, asker, request.attacker, request.defender, id);
  if ('ok' in ships) return ships;
  const { attacker, defender } = ships;
  const aboard = attacker.derived.boatsLeft;
  if (request.boats > aboard) return answer(id, false, 'boatsAboard', { ship: attacker.name, boats: String(aboard) });
  await desk.postCard(boatsBoardingCard(boarderOf(attacker), boarderOf(defender), request.boats), [], attacker.uuid);
  return answer(id, true, 'boardedFromBoats', { ship: attacker.name, target: defender.name });
}
