/**
 * A Kyngesreach broadside as a gunnery card: the player's order (battery, range as measured, the
 * gauge, a called shot, morale, the next load), fired by the engine from both ships' sheets and
 * the Gunner of the firer's crew, and each ship's part change. The same rule is what the fire
 * dialog rolls, what the desk rolls for a player, and what the desk runs again to check a card.
 * Pure.
 */
import { RulesError } from '../../rules/errors';
import type { DiceSource } from '../../rules/dice/dice';
import {
  AMMUNITION,
  MASTS,
  SIDES,
  bandForDistance,
  checkOrder,
  fireBroadside,
  type Ammunition,
  type BroadsideOrder,
  type BroadsideRecord,
  type CalledTarget,
  type GaugeHolder,
  type MastName,
  type ShipFigures,
  type Side,
} from '../../rules/kyngesreach';
import type { GunneryCard, GunneryChange, GunneryFigures, GunneryRule, GunneryShip } from '../../authority/gunnery';
import { KR, krFigures, krPartOf, krState, trackValues } from './part';
import { shipSkills } from './crew';

/** The gauge as the firer stands to it this round: she holds it, the other ship does, or nobody (a tie). */
export const GAUGE_STANDINGS = ['holder', 'other', 'tie'] as const;
export type GaugeStandingName = (typeof GAUGE_STANDINGS)[number];

export const CALLED_TARGETS = ['rudder', 'rigging', 'mast', 'deck'] as const satisfies readonly CalledTarget[];

/** What the player tells a Kyngesreach broadside. */
export interface KrOrder {
  battery: Side;
  /** The target's battery that faces the firer (the one a cannon hit strikes). */
  targetFacing: Side;
  /** As measured on the table, read as a band (decision kr-range-measure). */
  distanceCm: number;
  gauge: GaugeStandingName;
  called: CalledTarget | null;
  mast: MastName | null;
  morale: number;
  reloadWith: Ammunition;
}

const ORDER_KEYS = ['battery', 'targetFacing', 'distanceCm', 'gauge', 'called', 'mast', 'morale', 'reloadWith'];
const oneOf = (list: readonly unknown[], v: unknown) => list.includes(v);

/** Whether a card's order is one this module reads: its keys exactly, each within its choices. */
export function isKrOrder(v: unknown): v is KrOrder {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  return (
    Object.keys(o).length === ORDER_KEYS.length &&
    ORDER_KEYS.every((k) => k in o) &&
    oneOf(SIDES, o.battery) &&
    oneOf(SIDES, o.targetFacing) &&
    typeof o.distanceCm === 'number' &&
    Number.isInteger(o.distanceCm) &&
    o.distanceCm >= 0 &&
    o.distanceCm <= 1_000 &&
    oneOf(GAUGE_STANDINGS, o.gauge) &&
    (o.called === null || oneOf(CALLED_TARGETS, o.called)) &&
    (o.mast === null || oneOf(MASTS, o.mast)) &&
    Number.isInteger(o.morale) &&
    (o.morale as number) >= -5 &&
    (o.morale as number) <= 5 &&
    oneOf(AMMUNITION, o.reloadWith)
  );
}

/** The gauge holder with the firer as side a. */
export function holderOf(gauge: GaugeStandingName): GaugeHolder {
  return gauge === 'holder' ? 'a' : gauge === 'other' ? 'b' : null;
}

/** The engine's order from the sheets, the crew and the player's order; refuses what the rules refuse. */
export function engineOrder(
  firer: GunneryShip,
  target: GunneryShip,
  order: KrOrder,
  figures: GunneryFigures,
): { order: BroadsideOrder; gunnerFrom: string | null } {
  const range = bandForDistance(order.distanceCm);
  if (!range)
    throw new RulesError('KrOutOfRange', `The target is ${order.distanceCm} cm away, beyond extreme range.`, {
      distanceCm: order.distanceCm,
    });
  const firerFigures = krFigures(firer.source);
  const targetFigures = krFigures(target.source);
  const skills = shipSkills(firer, figures);
  const built: BroadsideOrder = {
    firer: firerFigures,
    firerState: krState(firerFigures, krPartOf(firer.source)),
    battery: order.battery,
    gunner: skills.gunner,
    holder: holderOf(order.gauge),
    side: 'a',
    range,
    called: order.called,
    mast: order.mast,
    morale: order.morale,
    reloadWith: order.reloadWith,
    target: targetFigures,
    targetState: krState(targetFigures, krPartOf(target.source)),
    targetFacing: order.targetFacing,
  };
  checkOrder(built);
  return { order: built, gunnerFrom: skills.from.gunner };
}

/** The card's record: the engine's, less its dice (the message keeps those), with who laid the guns. */
export type KrRecord = Omit<BroadsideRecord, 'dice'> & {
  gunnerFrom: string | null;
  gunner: number;
  /** The target's full HIP, for her sinking state. */
  targetHip: number;
};

function partChange(
  ship: GunneryShip,
  figures: ShipFigures,
  before: BroadsideRecord['firerBefore'],
  after: typeof before,
): GunneryChange {
  return {
    actorUuid: ship.uuid,
    name: ship.name,
    part: { module: KR, before: trackValues(figures, before), after: trackValues(figures, after) },
  };
}

/** The card of one Kyngesreach broadside on the dice given: the record and both ships' part changes. */
export function krCard(
  firer: GunneryShip,
  target: GunneryShip,
  order: KrOrder,
  built: { order: BroadsideOrder; gunnerFrom: string | null },
  dice: DiceSource,
): GunneryCard {
  const fired: Partial<BroadsideRecord> = fireBroadside(built.order, dice);
  delete fired.dice;
  const record = fired as Omit<BroadsideRecord, 'dice'>;
  const changes = [partChange(target, built.order.target, record.targetBefore, record.targetAfter)];
  changes.push(partChange(firer, built.order.firer, record.firerBefore, record.firerAfter));
  return {
    kind: 'gunnery',
    module: KR,
    firer: { uuid: firer.uuid, name: firer.name },
    target: { uuid: target.uuid, name: target.name },
    order: { ...order },
    record: {
      ...record,
      gunnerFrom: built.gunnerFrom,
      gunner: built.order.gunner,
      targetHip: built.order.target.hip,
    } satisfies KrRecord,
    changes,
    choice: null,
  };
}

/**
 * The rule of a Kyngesreach card: null for an order that is not one, a RulesError (before any die)
 * for one the rules refuse, else the card as a function of its dice.
 */
export function krCardRule(
  firer: GunneryShip,
  target: GunneryShip,
  order: unknown,
  figures: GunneryFigures,
): GunneryRule | null {
  if (!isKrOrder(order) || firer.uuid === target.uuid) return null;
  const built = engineOrder(firer, target, order, figures);
  return (dice) => krCard(firer, target, order, built, dice);
}
