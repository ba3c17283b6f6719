import { RulesError } from '../errors';
import { RecordingDice, type DiceRecord, type DiceSource } from '../dice/dice';
import { resolveHit, type HitRecord } from './damage';
import { skillRoll, type SuccessRoll } from './gurps';
import { checkShot, effectiveGunner, gunnerModifiers, hitOdds, hitsFor, rollHitRate } from './gunnery';
import { checkFigures, copyState, dismastedBonus, ownDamageModifier, type ShipFigures, type ShipState } from './ship';
import {
  RANGE_TABLE,
  RELOAD_ROUNDS,
  type Ammunition,
  type CalledTarget,
  type MastName,
  type RangeBand,
  type Side,
} from './tables';
import { gaugeStanding, type GaugeHolder, type NamedModifier } from './wind';

/** One broadside as the fire dialog asks for it: plain data, no dice. */
export interface BroadsideOrder {
  firer: ShipFigures;
  firerState: ShipState;
  /** The firing battery. */
  battery: Side;
  /** The gun crew's Gunner (Cannon) skill. */
  gunner: number;
  /** Who holds the gauge this round, and which side the firer is. */
  holder: GaugeHolder;
  side: 'a' | 'b';
  range: RangeBand;
  called: CalledTarget | null;
  /** The mast a bar-shot aims at (only with called 'mast'). */
  mast: MastName | null;
  /** The GM's morale modifier, -5 to +5 (decision kr-damage-modifier). */
  morale: number;
  /** Kind of shot to load after this broadside; the same kind reloads in 3 rounds, another in 4. */
  reloadWith: Ammunition;
  target: ShipFigures;
  targetState: ShipState;
  /** The target's battery that faces the firer. */
  targetFacing: Side;
}

/** The full record of a broadside: the card is built from it and the desk replays its dice. */
export interface BroadsideRecord {
  battery: Side;
  calibre: number;
  guns: number;
  ammunition: Ammunition;
  range: RangeBand;
  called: CalledTarget | null;
  mast: MastName | null;
  modifiers: NamedModifier[];
  effective: number;
  roll: SuccessRoll;
  /** Hit rate from the margin, and the band's ceiling on it. */
  rate: number;
  cap: number;
  hits: number;
  /** The chance of each number of hits, as the dialog showed it before the roll. */
  odds: number[];
  hitRecords: HitRecord[];
  firerBefore: ShipState;
  firerAfter: ShipState;
  targetBefore: ShipState;
  targetAfter: ShipState;
  /** Every die in the order drawn: the Gunner roll, then each hit's. */
  dice: DiceRecord[];
}

/** The Gunner setup of an order, as the fire dialog would list it before the roll. */
export function orderModifiers(order: BroadsideOrder): { modifiers: NamedModifier[]; effective: number } {
  const setup = {
    gunner: order.gunner,
    gauge: gaugeStanding(order.holder, order.side).gunnerModifier,
    range: order.range,
    called: order.called,
    dismasted: dismastedBonus(order.targetState),
    damage: ownDamageModifier(order.firer, order.firerState),
    morale: order.morale,
  };
  return { modifiers: gunnerModifiers(setup), effective: effectiveGunner(setup) };
}

/** Refuses an order the rules do not allow, before any die is drawn. */
export function checkOrder(order: BroadsideOrder): void {
  checkFigures(order.firer);
  checkFigures(order.target);
  const battery = order.firerState.batteries[order.battery];
  if (order.firerState.hip <= 0) throw new RulesError('KrSunk', 'A ship that has sunk fires no more.', {});
  if (battery.reload > 0)
    throw new RulesError('KrReloading', `The ${order.battery} battery is still reloading (${battery.reload} rounds).`, {
      battery: order.battery,
      reload: battery.reload,
    });
  if (battery.guns <= 0)
    throw new RulesError('KrNoGuns', `The ${order.battery} battery has no gun left to fire.`, {
      battery: order.battery,
    });
  checkShot(order.range, order.called, battery.ammunition);
  if ((order.called === 'mast') !== (order.mast !== null))
    throw new RulesError('KrMastChoice', 'A mast is named for a bar-shot at a mast, and only then.', {
      called: order.called,
      mast: order.mast,
    });
  if (order.mast !== null) {
    const mast = order.targetState.masts[order.mast];
    if (!mast || mast.lost)
      throw new RulesError('KrNoSuchMast', `The target has no ${order.mast}mast standing.`, { mast: order.mast });
  }
}

/** The exact odds of hits for an order, without rolling: what the dialog shows. */
export function broadsideOdds(order: BroadsideOrder): number[] {
  return hitOdds(orderModifiers(order).effective, order.firerState.batteries[order.battery].guns, order.range);
}

/**
 * Fires one battery: the Gunner roll, the hits, each hit's place and effect on the target, and the
 * battery's reload (3 rounds, or 4 for a new kind of shot; decision kr-reload-start). Damage from
 * hits applies in order, so a later hit sees the mast count an earlier one left.
 */
export function fireBroadside(order: BroadsideOrder, source: DiceSource): BroadsideRecord {
  checkOrder(order);
  const dice = new RecordingDice(source);
  const { modifiers, effective } = orderModifiers(order);
  const firerBefore = copyState(order.firerState);
  const targetBefore = copyState(order.targetState);
  const battery = firerBefore.batteries[order.battery];
  const calibre = order.firer.batteries[order.battery].calibre;
  const odds = hitOdds(effective, battery.guns, order.range);
  const roll = skillRoll(dice, order.gunner, effective - order.gunner);
  const rate = rollHitRate(roll);
  const hits = hitsFor(rate, battery.guns, order.range);
  const targetAfter = copyState(order.targetState);
  const hitRecords: HitRecord[] = [];
  for (let i = 0; i < hits; i++) {
    hitRecords.push(
      resolveHit({
        dice,
        calibre,
        target: order.target,
        state: targetAfter,
        facing: order.targetFacing,
        called: order.called,
        mast: order.mast,
      }),
    );
  }
  const firerAfter = copyState(order.firerState);
  const fired = firerAfter.batteries[order.battery];
  fired.reload = order.reloadWith === fired.ammunition ? RELOAD_ROUNDS.same : RELOAD_ROUNDS.emptyNew;
  fired.ammunition = order.reloadWith;
  return {
    battery: order.battery,
    calibre,
    guns: battery.guns,
    ammunition: battery.ammunition,
    range: order.range,
    called: order.called,
    mast: order.mast,
    modifiers,
    effective,
    roll,
    rate,
    cap: RANGE_TABLE[order.range].maxRate,
    hits,
    odds,
    hitRecords,
    firerBefore,
    firerAfter,
    targetBefore,
    targetAfter,
    dice: dice.records,
  };
}
