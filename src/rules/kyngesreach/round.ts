import type { DiceSource } from '../dice/dice';
import { fireBroadside, type BroadsideOrder, type BroadsideRecord } from './broadside';
import { copyState, type ShipState } from './ship';
import { SIDES } from './tables';
import { firingOrder, type GaugeHolder } from './wind';

/** Orders of one round, by side; a side that does not fire (reloading, struck) has none. */
export type RoundOrders = Partial<Record<'a' | 'b', Omit<BroadsideOrder, 'firerState' | 'targetState' | 'holder' | 'side'>>>;

export interface FireRound {
  holder: GaugeHolder;
  /** The broadsides in the order fired (a then b when simultaneous). */
  fire: { side: 'a' | 'b'; record: BroadsideRecord }[];
  states: { a: ShipState; b: ShipState };
}

const other = (side: 'a' | 'b') => (side === 'a' ? 'b' : 'a');

/**
 * The fire of one round after the gauge: the holder fires first and the other answers with what is
 * left of her (decision kr-fire-order); after a tie both fire at once from the state the round began
 * with, and each ship ends with the damage she took and her own battery's reload. A ship sunk by the
 * first broadside does not answer, nor does a battery the first broadside left reloading or gunless.
 */
export function fireRound(dice: DiceSource, holder: GaugeHolder, start: { a: ShipState; b: ShipState }, orders: RoundOrders): FireRound {
  const states = { a: copyState(start.a), b: copyState(start.b) };
  const fire: FireRound['fire'] = [];
  for (const group of firingOrder(holder)) {
    const before = { a: copyState(states.a), b: copyState(states.b) };
    for (const side of group) {
      const o = orders[side];
      if (!o) continue;
      const mine = before[side];
      const battery = mine.batteries[o.battery];
      if (mine.hip <= 0 || battery.reload > 0 || battery.guns <= 0) continue;
      const record = fireBroadside({ ...o, firerState: mine, targetState: before[other(side)], holder, side }, dice);
      fire.push({ side, record });
      // The target keeps what the shot did to her; the firer's own battery takes its reload.
      const target = states[other(side)];
      const took = record.targetAfter;
      target.hip -= record.targetBefore.hip - took.hip;
      target.sailHp -= record.targetBefore.sailHp - took.sailHp;
      target.readiness -= record.targetBefore.readiness - took.readiness;
      target.riggingHits += took.riggingHits - record.targetBefore.riggingHits;
      target.fires += took.fires - record.targetBefore.fires;
      target.magazineHits += took.magazineHits - record.targetBefore.magazineHits;
      target.injuries += took.injuries - record.targetBefore.injuries;
      target.majorHits += took.majorHits - record.targetBefore.majorHits;
      target.steeringDamaged ||= took.steeringDamaged;
      target.masts = copyState(took).masts;
      for (const s of SIDES) {
        target.batteries[s].guns -= record.targetBefore.batteries[s].guns - took.batteries[s].guns;
        target.batteries[s].reload += took.batteries[s].reload - record.targetBefore.batteries[s].reload;
      }
      const own = states[side].batteries[o.battery];
      own.reload += record.firerAfter.batteries[o.battery].reload - record.firerBefore.batteries[o.battery].reload;
      own.ammunition = record.firerAfter.batteries[o.battery].ammunition;
    }
  }
  return { holder, fire, states };
}
