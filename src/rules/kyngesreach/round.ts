import type { DiceSource } from '../dice/dice';
import { fireBroadside, type BroadsideOrder, type BroadsideRecord } from './broadside';
import { copyState, type ShipState } from './ship';
import { firingOrder, type GaugeHolder } from './wind';

/** Orders of one round, by side; a side that does not fire (reloading, struck) has none. */
export type RoundOrders = Partial<
  Record<'a' | 'b', Omit<BroadsideOrder, 'firerState' | 'targetState' | 'holder' | 'side'>>
>;

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
export function fireRound(
  dice: DiceSource,
  holder: GaugeHolder,
  start: { a: ShipState; b: ShipState },
  orders: RoundOrders,
): FireRound {
  const states = { a: copyState(start.a), b: copyState(start.b) };
  const fire: FireRound['fire'] = [];
  for (const group of firingOrder(holder)) {
    const fired: FireRound['fire'] = [];
    for (const side of group) {
      const o = orders[side];
      if (!o) continue;
      const mine = states[side];
      const battery = mine.batteries[o.battery];
      if (mine.hip <= 0 || battery.reload > 0 || battery.guns <= 0) continue;
      fired.push({
        side,
        record: fireBroadside({ ...o, firerState: mine, targetState: states[other(side)], holder, side }, dice),
      });
    }
    // Within a group a ship takes one broadside at most: she ends it as that shot left her, with
    // her own battery's reload on top when she fired too.
    for (const side of ['a', 'b'] as const) {
      const shotAt = fired.find((f) => f.side === other(side));
      const own = fired.find((f) => f.side === side)?.record;
      const next = shotAt ? copyState(shotAt.record.targetAfter) : states[side];
      if (own) {
        const battery = next.batteries[own.battery];
        battery.reload += own.firerAfter.batteries[own.battery].reload - own.firerBefore.batteries[own.battery].reload;
        battery.ammunition = own.firerAfter.batteries[own.battery].ammunition;
      }
      states[side] = next;
    }
    fire.push(...fired);
  }
  return { holder, fire, states };
}
