/**
 * A KMH ship's turn roll as a card: the roll of its kind (turn-roll-table.ts) made for her, the card
 * of what it did, and the view its template reads (the module attaches it to the `turnRoll` card
 * kind when it registers: turn-roll-derivation.ts). Pure.
 */
import type { DiceSource } from '../../rules/dice/dice';
import { shipStateOf } from '../../data/ship-state';
import type { ApplicableCard } from '../../data/card-apply';
import type { ShipRef } from '../../data/ship-ref';
import type { TurnRollOptions } from './turn-roll-options';
import { cardSummary } from './card-summary';
import type { TurnRoll } from '../../data/turn-roll-kinds';
import { TURN_ROLL_KINDS, type RollAt, type TurnRollResult } from './turn-roll-table';

declare module '../../data/card-model' {
  interface CardShapes {
    turnRoll: TurnRollCard;
  }
}

export type { TurnRollResult } from './turn-roll-table';

/** A roll of a ship, as a pure function of its dice: its kind's record, made for her. */
export function turnRollRule(roll: TurnRoll, ship: ShipRef, options: TurnRollOptions = {}) {
  const at: RollAt = {
    state: shipStateOf(ship.source, ship.derived),
    ship,
    crew: { nationalClass: ship.source.nationalClass, quality: ship.source.quality },
    options,
  };
  const kind = TURN_ROLL_KINDS[roll];
  return (dice: DiceSource): TurnRollResult => kind.roll(at, dice);
}

/** The turn deck's test cards and the roll each ship concerned makes. */
export const EVENT_CARD_ROLLS = { fireTest: 'fireTest', steeringDamageTest: 'steering' } as const satisfies Record<
  string,
  TurnRoll
>;

/** Whether a ship takes the test of an event card: afloat (or foundering) and burning / with steering damage. */
export function takesEventTest(roll: TurnRoll, damage: { onFire: boolean; steering: boolean; fate: string }): boolean {
  if (damage.fate === 'sunk' || damage.fate === 'exploded') return false;
  return roll === 'fireTest' ? damage.onFire : roll === 'steering' ? damage.steering : false;
}

export interface TurnRollCard extends ApplicableCard {
  kind: 'turnRoll';
  roll: TurnRoll;
  ship: { uuid: string; name: string };
  result: Omit<TurnRollResult, 'after'>;
  /** What the table told the roll (decision desk-derive: the desk rolls it again from these); null on cards from before
   * it was kept. */
  options?: TurnRollOptions | null;
}

/** The card of a roll; a roll that leaves the ship as she was (a tack, a fire fended off) has nothing to apply. */
export function turnRollCard(
  roll: TurnRoll,
  ship: ShipRef,
  result: TurnRollResult,
  options: TurnRollOptions = {},
): TurnRollCard {
  const before = shipStateOf(ship.source, ship.derived);
  const { after, ...shown } = result;
  const changed = JSON.stringify(before) !== JSON.stringify(after);
  return {
    kind: 'turnRoll',
    roll,
    ship: { uuid: ship.uuid, name: ship.name },
    result: shown,
    options,
    changes: changed ? [{ actorUuid: ship.uuid, name: ship.name, before, after }] : [],
  };
}

/** The whole card as a pure function of its dice: what the sheet posts and what the desk derives again (decision
 * desk-derive). */
export function turnRollCardRule(roll: TurnRoll, ship: ShipRef, options: TurnRollOptions = {}) {
  const rule = turnRollRule(roll, ship, options);
  return (dice: DiceSource): TurnRollCard => turnRollCard(roll, ship, rule(dice), options);
}

export function turnRollCardView(card: TurnRollCard) {
  return {
    title: `BROADSIDE.Turn.Title.${card.roll}`,
    ship: card.ship.name,
    ...card.result,
    summary: cardSummary(card.changes, false),
  };
}
