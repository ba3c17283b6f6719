/**
 * The table's facts of a shot as the GM's client finds them (decision desk-fire-facts): the range,
 * full or partial broadside, rake and whether the target bears, measured from the two ships' tokens
 * on their battle's scene; the sea from the world's wind; whether her first broadside from that
 * side is spent, from the status only a GM writes; whether her squadron's Fire card is held, from
 * her battle's deck; whether the target is locked in a boarding action with a friend, from the GM's
 * table. A broadside order that claims more than these give is not the card's. Pure over the Desk
 * port.
 */
import { rangeBand } from '../../../rules/kmh';
import type { FireMeasurement } from '../../../rules/geometry/firing-geometry';
import { FIRE_TOLERANCE, holding, measureShot } from '../../../authority/handlers/shot-measure';
import type { BroadsideCard } from './broadside-card';
import type { AnyCard } from '../../../data/card-model';
import { CHASERS, fireCardHeldByDeck, offFireCard, type FireOrder } from './fire';
import { battleSquadrons } from '../../../data/battle-data';
import type { Desk } from '../../../authority/desk';
import { keptStatus, shipTable, type Ledger } from '../../../data/ledger-book';

export { FIRE_TOLERANCE, measureShot } from '../../../authority/handlers/shot-measure';

/** The facts of the order the table contradicts, each by the engine's own word for it. */
export type FireFact = 'range' | 'bears' | 'partial' | 'rake' | 'choppy' | 'first' | 'fireCardHeld' | 'intoBoarding';

/** What the desk found of a shot's order: the facts it contradicts, and whether the tokens could be measured. */
export interface FireFacts {
  contradicted: FireFact[];
  measured: boolean;
}

/** The range band of a distance; null beyond extreme range. */
const bandOf = (cm: number) => rangeBand(Math.max(0, cm))?.band ?? null;

/** What the tokens contradict: range band, bearing, a full broadside, a rake. A partial shot or no rake only costs the
 * firer, and is taken as told. */
function measuredProblems(order: FireOrder, found: FireMeasurement[]): FireFact[] {
  const out: FireFact[] = [];
  const d = found[0]!.distanceCm;
  const bands = [d - FIRE_TOLERANCE.cm, d, d + FIRE_TOLERANCE.cm].map(bandOf);
  if (!bands.includes(bandOf(order.distanceCm))) out.push('range');
  if (!found.some((m) => m.bears)) out.push('bears');
  if (CHASERS.has(order.side)) return out;
  if (!order.partial && !found.some((m) => m.kind === 'full')) out.push('partial');
  if (order.rake !== 'none' && !found.some((m) => m.rake === order.rake)) out.push('rake');
  return out;
}

/** Whether her first broadside from this side is spent, as a GM last left it (the guarded status), else her sheet. */
export function firstSpent(desk: Desk, ledger: Ledger, uuid: string, side: 'port' | 'starboard'): boolean {
  const kept = keptStatus(ledger.table, uuid, `initialBroadsideFired.${side}`, false);
  return typeof kept === 'boolean' ? kept : (desk.ship(uuid)?.source.initialBroadsideFired[side] ?? false);
}

/** Whether the firer's battle's deck shows her squadron's Fire card held (or the turn has none to hold). */
export function fireCardHeld(desk: Desk, uuid: string, noFireCards: boolean): boolean {
  if (noFireCards) return true;
  for (const battle of holding(desk.battles(), uuid)) {
    const squadron = battleSquadrons(battle.data, battle.ships).find((s) => s.ships.some((e) => e.actorUuid === uuid));
    if (fireCardHeldByDeck(battle.data.deck, squadron?.id ?? null)) return true;
  }
  // No deck: a player's word alone is no held Fire card.
  return false;
}

/**
 * Whether she fires off her squadron's Fire card, as her battle's deck shows it now (fire.ts
 * offFireCard); null where no deck says (no battle, or a turn that deals no Fire cards).
 */
export function firedOffCard(desk: Desk, uuid: string, noFireCards: boolean): boolean | null {
  if (noFireCards) return null;
  for (const battle of holding(desk.battles(), uuid)) {
    const squadron = battleSquadrons(battle.data, battle.ships).find((s) => s.ships.some((e) => e.actorUuid === uuid));
    const off = offFireCard(battle.data.deck, squadron?.id ?? null);
    if (off !== null) return off;
  }
  return null;
}

/** The ship the GM's table has locked in a boarding action with the target, if not the firer. */
export function boardingFriend(ledger: Ledger, firerUuid: string, targetUuid: string): string | null {
  const record = shipTable(ledger.table, targetUuid).boarding ?? null;
  if (!record) return null;
  const other = record.attacker.uuid === targetUuid ? record.defender.uuid : record.attacker.uuid;
  return other === firerUuid ? null : other;
}

/** What the table contradicts of a broadside's order (well-formed, decision desk-derive checks that first). */
export function fireFacts(desk: Desk, ledger: Ledger, card: BroadsideCard, order: FireOrder): FireFacts {
  const found = measureShot(desk, card.firer.uuid, card.target.uuid, card.side);
  const contradicted = found ? measuredProblems(order, found) : [];
  const conditions = desk.conditions();
  if (order.choppy !== conditions.choppy) contradicted.push('choppy');
  const side = order.side === 'port' || order.side === 'starboard' ? order.side : null;
  if (side && order.first && firstSpent(desk, ledger, card.firer.uuid, side)) contradicted.push('first');
  if (order.shot === 'grape' && order.fireCardHeld && !fireCardHeld(desk, card.firer.uuid, conditions.noFireCards))
    contradicted.push('fireCardHeld');
  const friend = boardingFriend(ledger, card.firer.uuid, card.target.uuid);
  if (order.intoBoarding !== (friend !== null) || (card.friend?.uuid ?? null) !== (order.intoBoarding ? friend : null))
    contradicted.push('intoBoarding');
  return { contradicted, measured: found !== null };
}

/**
 * The desk spends a side's first broadside when it seals the shot that fired it (decision
 * chat-initial-broadside: whether or not the card is applied), on her sheet as the GM, so the
 * status guard keeps it where only a GM writes and her owner's sheet shows it.
 */
export async function spendFirstBroadside(desk: Desk, ledger: Ledger, card: AnyCard): Promise<void> {
  if (card.kind !== 'broadside' || !card.order?.first) return;
  const side = card.side === 'port' || card.side === 'starboard' ? card.side : null;
  if (!side || firstSpent(desk, ledger, card.firer.uuid, side)) return;
  await desk.writeShip(card.firer.uuid, { initialBroadsideFired: { [side]: true } });
}
