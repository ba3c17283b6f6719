/** A broadside's engine run and the chat card that records it: the roll, its effects, what the template reads. Pure. */
import {
  applyBroadside,
  applyDamage,
  boardingShares,
  fireBroadside,
  type BroadsideEffects,
  type BroadsidePlan,
  type BroadsideRoll,
  type DamageOutcome,
  type KmhShipState,
} from '../../../rules/kmh';
import type { DiceSource } from '../../../rules/dice/dice';
import type { FiringSide } from '../../../rules/geometry/firing-geometry';
import { shipStateOf } from '../../../data/ship-state';
import type { ApplicableCard } from '../../../data/card-apply';
import type { ActorChange } from '../../../data/card-changes';
import { damageEventViews, type EventView } from '../damage-events';
import { firePlan, type FireOrder } from './fire';
import type { ShipRef } from '../../../data/ship-ref';
import { modifierViews } from './fire-dialog-view';
import { cardSummary } from '../card-summary';

/** What a broadside did: the roll and its effects on both ships (and on a friend boarding the target). */
export interface BroadsideOutcome {
  roll: BroadsideRoll;
  effects: BroadsideEffects;
  intoBoarding?: { targetHits: number; friendHits: number; friend: DamageOutcome } | null;
}

/**
 * The engine run of one shot, as a pure function of the dice (for resolveWithRoller). Fired into a
 * boarding action, the engine's split sends every third hit to the friend locked with the target;
 * the special is still checked against all the hits and falls on the target. Decision
 * boarding-fire-split: the friend's hits are taken from the damage points first, then (at the
 * rigging) from the struck boxes, and do to her what they would have done to the target.
 */
export function broadsideRule(
  plan: BroadsidePlan,
  target: KmhShipState,
  firer: KmhShipState,
  firerEliteJackTars: boolean,
  friend: KmhShipState | null = null,
) {
  return (dice: DiceSource): BroadsideOutcome => {
    const roll = fireBroadside(plan, dice);
    if (!friend) return { roll, effects: applyBroadside(target, firer, plan, roll, { firerEliteJackTars }, dice) };
    const shares = boardingShares(roll.hits, roll.damagePoints, roll.secondaryBoxes);
    const onTarget = {
      ...roll,
      damagePoints: shares.target.damagePoints,
      secondaryBoxes: shares.target.secondaryBoxes,
    };
    const effects = applyBroadside(target, firer, plan, onTarget, { firerEliteJackTars }, dice);
    const hull = plan.aim === 'hull';
    const { damagePoints, secondaryBoxes } = shares.friend;
    const hit = applyDamage(
      friend,
      { damagePoints, secondaryBoxes, cause: hull ? 'hullHits' : 'riggingHits', fromHullFire: hull },
      dice,
    );
    return {
      roll,
      effects,
      intoBoarding: { targetHits: shares.target.hits, friendHits: shares.friend.hits, friend: hit },
    };
  };
}

/** The broadside card's data, kept in the message's flags. */
export interface BroadsideCard extends ApplicableCard {
  kind: 'broadside';
  firer: { uuid: string; name: string };
  target: { uuid: string; name: string };
  /** The friend locked with the target when the shot went into a boarding action. */
  friend?: { uuid: string; name: string } | null;
  side: FiringSide;
  plan: BroadsidePlan;
  outcome: BroadsideOutcome;
  /** What the player told the shot (decision desk-derive: the desk plans it again from it); null on cards from before
   * it was kept. */
  order?: FireOrder | null;
}

export function broadsideCard(
  firer: ShipRef,
  target: ShipRef,
  side: FiringSide,
  plan: BroadsidePlan,
  outcome: BroadsideOutcome,
  friend: ShipRef | null = null,
): BroadsideCard {
  const targetBefore = shipStateOf(target.source, target.derived);
  const firerBefore = shipStateOf(firer.source, firer.derived);
  const changes: ActorChange[] = [
    {
      actorUuid: target.uuid,
      name: target.name,
      before: targetBefore,
      after: outcome.effects.target.state,
      raked: plan.rake !== 'none',
    },
  ];
  if (outcome.effects.firer.events.length > 0) {
    changes.push({ actorUuid: firer.uuid, name: firer.name, before: firerBefore, after: outcome.effects.firer.state });
  }
  if (friend && outcome.intoBoarding && outcome.intoBoarding.friend.events.length > 0) {
    changes.push({
      actorUuid: friend.uuid,
      name: friend.name,
      before: shipStateOf(friend.source, friend.derived),
      after: outcome.intoBoarding.friend.state,
    });
  }
  return {
    kind: 'broadside',
    firer: { uuid: firer.uuid, name: firer.name },
    target: { uuid: target.uuid, name: target.name },
    friend: friend && outcome.intoBoarding ? { uuid: friend.uuid, name: friend.name } : null,
    side,
    plan,
    outcome,
    changes,
  };
}

/**
 * The whole card of one shot as a pure function of its dice, planned from the firer's sheet and the
 * player's order: what the fire dialog posts, and what the desk runs again on the card's recorded
 * dice to check it (decision desk-derive).
 */
export function broadsideCardRule(firer: ShipRef, target: ShipRef, order: FireOrder, friend: ShipRef | null = null) {
  const plan = firePlan(firer, order, order.choppy, order.first);
  const eliteJackTars = firer.source.nationalClass === 'jollyJackTars' && firer.source.quality === 'elite';
  const friendState = friend && shipStateOf(friend.source, friend.derived);
  const rule = broadsideRule(
    plan,
    shipStateOf(target.source, target.derived),
    shipStateOf(firer.source, firer.derived),
    eliteJackTars,
    friendState,
  );
  return (dice: DiceSource): BroadsideCard => ({
    ...broadsideCard(firer, target, order.side, plan, rule(dice), friend),
    order,
  });
}

/** What the broadside card template reads. */
export function broadsideCardView(card: BroadsideCard) {
  const { plan, outcome } = card;
  const { roll, effects } = outcome;
  const special = effects.special;
  const targetEvents: EventView[] = damageEventViews(effects.target.events);
  const firerEvents: EventView[] = damageEventViews(effects.firer.events);
  return {
    // The result first, in words, from the very changes Apply writes.
    summary: cardSummary(card.changes),
    firer: card.firer.name,
    target: card.target.name,
    offCard: card.order?.offCard === true,
    side: `BROADSIDE.Side.${card.side}`,
    range: `BROADSIDE.Fire.Range.${plan.range}`,
    toHit: plan.toHit,
    aim: `BROADSIDE.Fire.Aim.${plan.aim}`,
    shot: `BROADSIDE.Fire.Shot.${plan.shot}`,
    rake: plan.rake === 'none' ? null : `BROADSIDE.Fire.Rake.${plan.rake}`,
    base: plan.fireFactor,
    modifiers: modifierViews(plan),
    pool: plan.pool,
    faces: roll.faces.map((face) => ({ face, hit: face >= plan.toHit })),
    hits: roll.hits,
    damagePoints: roll.damagePoints,
    secondaryBoxes: roll.secondaryBoxes,
    specialCheck: roll.specialCheck,
    specialPassed: roll.specialRow !== null,
    special: special && {
      column: `BROADSIDE.Special.Column.${special.column}`,
      // The printed 0 row is the d10's ten.
      face: special.row === 0 ? 10 : special.row,
      dp: special.cell.dp,
      secondary: special.cell.secondary,
      primary: special.cell.primary,
      codes: special.cell.codes.map((code) => ({ code, label: `BROADSIDE.Special.Code.${code}` })),
      mastRolls: special.mastRolls.join(', '),
      gunBurstSave: special.gunBurstSave,
    },
    grapeCrew: effects.grapeCrew,
    targetEvents,
    firerEvents,
    intoBoarding: outcome.intoBoarding && {
      friend: card.friend?.name ?? '',
      targetHits: outcome.intoBoarding.targetHits,
      friendHits: outcome.intoBoarding.friendHits,
      events: damageEventViews(outcome.intoBoarding.friend.events),
    },
  };
}
