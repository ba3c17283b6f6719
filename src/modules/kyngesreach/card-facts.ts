/**
 * The table's facts of a Kyngesreach broadside a player rolled himself at a ship he does not
 * command (decisions desk-fire-facts, kr-desk-facts): the range band and the bearing measured from
 * the two tokens, the side the target shows, the gauge as the battle records it, no morale (the
 * GM's to give) and the round's order of fire. An order that claims what these do not give makes
 * the card void. The desk also records the holder's fire as it seals her card (decision
 * kr-fire-order). Pure over the Desk port.
 */
import type { Desk } from '../../authority/desk';
import { attachDeskCardWork, type TableFacts } from '../../authority/handlers/card-table';
import { FIRE_TOLERANCE, facingSide, measureShot } from '../../authority/handlers/shot-measure';
import { bandForDistance } from '../../rules/kyngesreach';
import { isKrOrder, type KrOrder } from './card';
import { GUNNERY_CARD_KIND, type KrCard } from './card-model';
import { battleGauge, standingInBattle } from './gauge-store';
import { battleOfShot, outOfTurn, recordHolderFire } from './fire-order';

/** What of a Kyngesreach order the table can contradict, each by its order's word. */
export type KrFact = 'range' | 'bears' | 'targetFacing' | 'gauge' | 'morale' | 'fireOrder';

/** The range band a distance reads as; null beyond extreme range. */
const bandOf = (cm: number) => bandForDistance(Math.max(0, cm));

/** What the two tokens contradict: the band (within the allowance), the bearing, the side shown. */
function measuredFacts(desk: Desk, card: KrCard, order: KrOrder): { contradicted: KrFact[]; measured: boolean } {
  const found = measureShot(desk, card.firer.uuid, card.target.uuid, order.battery);
  const facing = facingSide(desk, card.firer.uuid, card.target.uuid);
  if (!found || !facing) return { contradicted: [], measured: false };
  const out: KrFact[] = [];
  const d = found[0]!.distanceCm;
  const bands = [d - FIRE_TOLERANCE.cm, d, d + FIRE_TOLERANCE.cm].map(bandOf);
  if (!bands.includes(bandOf(order.distanceCm))) out.push('range');
  if (!found.some((m) => m.bears)) out.push('bears');
  if (order.targetFacing !== facing) out.push('targetFacing');
  return { contradicted: out, measured: true };
}

/** What the table contradicts of a Kyngesreach card's order; null for no order (its derivation says so). */
export function krCardFacts(desk: Desk, card: KrCard): TableFacts | null {
  if (!isKrOrder(card.order)) return null;
  const order = card.order;
  const { contradicted, measured } = measuredFacts(desk, card, order);
  const battle = battleOfShot(desk, card.firer.uuid, card.target.uuid);
  if (order.gauge !== standingInBattle(battleGauge(battle?.data), card.firer.uuid)) contradicted.push('gauge');
  if (order.morale !== 0) contradicted.push('morale');
  if (outOfTurn(desk, battle, card.firer.uuid)) contradicted.push('fireOrder');
  return { contradicted, measured, ship: card.firer.name };
}

/**
 * Gives the card kind its desk work (the module's `register`): the facts above, and as the desk
 * seals a card, applied or not, the holder's fire if she fired it.
 */
export function attachKrCardWork(): void {
  attachDeskCardWork(GUNNERY_CARD_KIND, {
    facts: (desk, _ledger, card) => krCardFacts(desk, card),
    sealed: (desk, _ledger, card) => recordHolderFire(desk, card.firer.uuid, card.target.uuid),
  });
}
