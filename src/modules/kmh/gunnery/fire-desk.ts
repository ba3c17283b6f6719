/**
 * A player's shot at a ship he does not command, rolled by the GM's client (decision desk-rolls):
 * his Fire button sends his ship, the target and his choices; the desk checks he commands her,
 * sets the table's facts in the order itself (decision desk-fire-facts), rolls the card's rule on
 * the table's real dice and posts the card as his ship's. It is sealed as the desk's own when the
 * chat reports it. Pure over the Desk port.
 */
import { RulesError } from '../../../rules/errors';
import type { FireInput, FireOrder } from './fire';
import type { ShipRef } from '../../../data/ship-ref';
import type { FireMeasurement } from '../../../rules/geometry/firing-geometry';
import { broadsideCardRule } from './broadside-card';
import { answer, isUuid, type Answer, type DeskRequest, type RequestReader } from '../../../authority/channel/protocol';
import { isFireInput } from './fire-input';
import { playedGunnery } from '../../../authority/gunnery';
import type { Desk, DeskUser } from '../../../authority/desk';
import type { Ledger } from '../../../data/ledger-book';
import { boardingFriend, fireCardHeld, firedOffCard, firstSpent, measureShot } from './fire-facts';
import { actingPair, cardWaiting } from '../../../authority/guards/request-guards';

/** KMH's id as worlds store it (modules/kmh/index.ts). */
const KMH_GUNNERY_ID = 'kmh';

declare module '../../../authority/channel/protocol' {
  interface ModuleRequests {
    /**
     * A player's shot at a ship he does not command, rolled by the GM's client (decision desk-rolls):
     * his ship, the target and his choices; the desk takes the table's facts itself.
     */
    fire: { kind: 'fire'; firer: string; target: string; input: FireInput };
  }
}

/** A Fire request off the wire: two ships and the dialog's choices, within what the dialog offers. */
export const readFireRequest: RequestReader = (d) =>
  !isUuid(d.firer) || !isUuid(d.target) || !isFireInput(d.input)
    ? null
    : { kind: 'fire', firer: d.firer, target: d.target, input: { ...d.input } };

/**
 * The order as the table gives it, from the shot as measured (the first of measureShot's readings):
 * range, full or partial and rake as measured (a partial shot or no rake the player asked for kept:
 * they only cost him), the sea, her first broadside, the Fire card (held, or not hers at all) and a
 * boarding as the world and the GM record them.
 */
export function tableOrder(
  desk: Desk,
  ledger: Ledger,
  firer: ShipRef,
  targetUuid: string,
  input: FireInput,
  measured: FireMeasurement,
): FireOrder {
  const conditions = desk.conditions();
  const side = input.side === 'port' || input.side === 'starboard' ? input.side : null;
  const offCard = firedOffCard(desk, firer.uuid, conditions.noFireCards);
  return {
    ...input,
    ...(offCard === null ? {} : { offCard }),
    distanceCm: Math.round(measured.distanceCm),
    partial: input.partial || measured.kind === 'partial',
    rake: input.rake === 'none' ? 'none' : measured.rake,
    fireCardHeld: fireCardHeld(desk, firer.uuid, conditions.noFireCards),
    intoBoarding: boardingFriend(ledger, firer.uuid, targetUuid) !== null,
    choppy: conditions.choppy,
    first: side ? !firstSpent(desk, ledger, firer.uuid, side) : false,
  };
}

/** Fires a player's shot for him: his ship at a ship he does not command, on the table's dice. */
export async function fireRequest(
  desk: Desk,
  asker: DeskUser,
  request: Extract<DeskRequest, { kind: 'fire' }>,
  id: string,
): Promise<Answer> {
  // Only in a world whose gunnery is KMH's: another module's shot goes by its own request (gunneryFire).
  if (playedGunnery(desk.conditions().gunnery).id !== KMH_GUNNERY_ID) return answer(id, false, 'notThisGunnery');
  const pair = actingPair(desk, asker, request.firer, request.target, id);
  if (!('own' in pair)) return pair;
  const { own: firer, other: target } = pair;
  const ledger = desk.ledger();
  const side = request.input.side;
  if (cardWaiting(desk, ledger, (c) => c.kind === 'broadside' && c.firer.uuid === firer.uuid && c.side === side))
    return answer(id, false, 'shotWaiting', { ship: firer.name });
  const found = measureShot(desk, firer.uuid, target.uuid, side);
  // The desk's card is its own: it carries no range the table did not measure (decision desk-rolls).
  if (!found) return answer(id, false, 'unmeasured', { ship: firer.name, target: target.name });
  // The table rolls no broadside from a side the target does not lie on (turning the tolerance either way).
  if (!found.some((m) => m.bears)) return answer(id, false, 'notBearing', { ship: firer.name });
  const order = tableOrder(desk, ledger, firer, target.uuid, request.input, found[0]!);
  const friendUuid = order.intoBoarding ? boardingFriend(ledger, firer.uuid, target.uuid) : null;
  const friend = friendUuid ? desk.ship(friendUuid) : null;
  let rule: ReturnType<typeof broadsideCardRule>;
  try {
    // The plan is made here: a shot the rules refuse (out of range, grape without a held card) is refused by its code.
    rule = broadsideCardRule(firer, target, order, friend);
  } catch (error: unknown) {
    if (error instanceof RulesError) return answer(id, false, error.code);
    throw error;
  }
  const { result: card, rolls } = await desk.roll(rule);
  await desk.postCard(card, rolls, firer.uuid);
  return answer(id, true, 'fired', { ship: firer.name, target: target.name });
}
