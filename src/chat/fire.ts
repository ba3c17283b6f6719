/**
 * A broadside from the fire dialog to the chat card: the order from the ship's sheet and the
 * player's choices, the plan and exact odds the dialog shows, the engine run the card records,
 * and what the card template reads. Pure.
 */
import { RulesError } from '../rules/errors';
import {
  applyBroadside,
  applyDamage,
  boardingFireOdds,
  boardingShares,
  broadsideOdds,
  PRIZE_CREW,
  fireBroadside,
  planBroadside,
  planChasers,
  speedHalved,
  type Aim,
  type BroadsideEffects,
  type BroadsideOrder,
  type BroadsidePlan,
  type BroadsideRoll,
  type KmhShipState,
  type Rake,
  type DamageOutcome,
  type Shot,
} from '../rules/kmh';
import type { DiceSource } from '../rules/dice/dice';
import type { FireMeasurement, FiringSide } from '../rules/geometry/firing-geometry';
import { FIRING_SIDES } from '../rules/geometry/firing-geometry';
import type { ShipDerived, ShipSource } from '../data/ship';
import { shipStateOf } from '../data/ship-state';
import type { ActorChange, ApplicableCard } from './apply';
import type { StoredDeck } from '../combat/deck-store';
import { damageEventViews, type EventView } from './events';

/** A ship as the fire rules read it. */
export interface ShipRef {
  uuid: string;
  name: string;
  source: ShipSource;
  derived: ShipDerived;
  /** Sailed by a prize crew (she carries `flags.broadside.prize`): she fires as a poor one-decker. */
  prize?: boolean;
}

/** The player's choices in the fire dialog (each measured value may be overridden). */
export interface FireInput {
  side: FiringSide;
  distanceCm: number;
  partial: boolean;
  rake: Rake;
  aim: Aim;
  shot: Extract<Shot, 'round' | 'grape'>;
  /** Whether the squadron's Fire card was held and played later (needed for grape). Until the turn deck reports it, the player ticks it. */
  fireCardHeld: boolean;
  /** The target is locked in a boarding action with a friend of the firer: every third hit falls on the friend. */
  intoBoarding: boolean;
}

const CHASERS: ReadonlySet<FiringSide> = new Set(['bow', 'stern']);

/**
 * Whether the turn deck says the firer's squadron holds its Fire card: the card is in the held pile,
 * or it is the card just played from it. Null when there is no deck, and the dialog's tick (the
 * GM's word) decides (decision fire-card-held-deck).
 */
export function fireCardHeldByDeck(deck: Pick<StoredDeck, 'held' | 'last'> | null, squadron: string | null): boolean | null {
  if (!deck) return null;
  if (!squadron) return false;
  const card = `fire:${squadron}`;
  return deck.held.includes(card) || (deck.last.action === 'play' && deck.last.card === card);
}

/** The dialog's first values: what was measured, or a plain full broadside at short range. */
export function defaultFireInput(side: FiringSide, measured: FireMeasurement | null): FireInput {
  return {
    side,
    distanceCm: measured ? Math.round(measured.distanceCm) : 10,
    partial: measured ? measured.kind === 'partial' : false,
    rake: measured?.rake ?? 'none',
    aim: 'hull',
    shot: 'round',
    fireCardHeld: false,
    intoBoarding: false,
  };
}

/**
 * The engine's order for a broadside from this ship's sheet, the world's sea and the choices. A
 * prize fires with her prize crew's quality and as one deck (decision boarding-prize).
 */
export function broadsideOrder(firer: ShipRef, input: FireInput, choppy: boolean): BroadsideOrder {
  const { source, derived } = firer;
  const state = shipStateOf(source, derived);
  const side = input.side === 'port' || input.side === 'starboard' ? input.side : null;
  return {
    fireFactor: derived.fireDice,
    decks: firer.prize ? PRIZE_CREW.decks : derived.decks,
    nationalClass: source.nationalClass,
    quality: firer.prize ? PRIZE_CREW.quality : source.quality,
    traits: derived.characteristics,
    distanceCm: input.distanceCm,
    aim: input.aim,
    shot: input.shot,
    rake: input.rake,
    // A retiring ship fires only partial broadsides (K10).
    partial: input.partial || source.strike.status === 'retiring',
    firstFromThisSide: side ? !source.initialBroadsideFired[side] : false,
    fireCardHeld: input.fireCardHeld,
    damagePoints: state.damagePoints,
    movesBurning: state.fire === 'none' ? 0 : state.movesBurning,
    speedHalved: speedHalved(state),
    choppy,
  };
}

/** The plan of a shot: a broadside from port or starboard, the chasers from bow or stern. */
export function firePlan(firer: ShipRef, input: FireInput, choppy: boolean): BroadsidePlan {
  if (CHASERS.has(input.side)) {
    const dice = input.side === 'bow' ? firer.derived.bowChasers : firer.derived.sternChasers;
    return planChasers(dice, input.distanceCm);
  }
  return planBroadside(broadsideOrder(firer, input, choppy));
}

export interface ModifierView {
  label: string;
  dice: string;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export function modifierViews(plan: BroadsidePlan): ModifierView[] {
  return plan.modifiers.map((m) => ({ label: `BROADSIDE.Fire.Modifier.${m.id}`, dice: signed(m.dice) }));
}

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

function options<T extends string>(values: readonly T[], selected: T, prefix: string) {
  return values.map((value) => ({ value, label: `${prefix}.${value}`, selected: value === selected }));
}

/** A ship the player may fire at: the scene's other ship tokens. */
/**
 * The ships a firer may be aimed at, from the scene's tokens: each other ship once, and for a
 * player none whose token is hidden (he would learn of a ship he cannot see).
 */
export function targetOptions(tokens: readonly { uuid: string | null; name: string; hidden: boolean }[], firerUuid: string, isGM: boolean): TargetOption[] {
  const seen = new Set<string>();
  const out: TargetOption[] = [];
  for (const t of tokens) {
    if (!t.uuid || t.uuid === firerUuid || seen.has(t.uuid) || (t.hidden && !isGM)) continue;
    seen.add(t.uuid);
    out.push({ uuid: t.uuid, name: t.name });
  }
  return out;
}

export interface TargetOption {
  uuid: string;
  name: string;
}

/**
 * Everything the fire dialog shows: the choices (with what was measured beside each), and either
 * the plan (dice pool with each modifier named, to-hit number, special column, exact odds) or the
 * reason the shot cannot be made.
 */
export function fireDialogContext(args: {
  firer: ShipRef;
  targets: readonly TargetOption[];
  targetUuid: string | null;
  measured: FireMeasurement | null;
  input: FireInput;
  choppy: boolean;
  /** The ship the target is locked with in a boarding action, when that is not the firer. */
  boardingFriend?: TargetOption | null;
  /** What the turn deck says of the squadron's Fire card (null: no deck, the tick decides). */
  deckHeld?: boolean | null;
}) {
  const { firer, measured } = args;
  const deckHeld = args.deckHeld ?? null;
  const input = deckHeld === null ? args.input : { ...args.input, fireCardHeld: deckHeld };
  let plan: BroadsidePlan | null = null;
  let error: string | null = null;
  try {
    plan = firePlan(firer, input, args.choppy);
  } catch (e) {
    if (!(e instanceof RulesError)) throw e;
    error = `BROADSIDE.Fire.Error.${e.code}`;
  }
  if (!error && !args.targetUuid) error = 'BROADSIDE.Fire.Error.NoTarget';
  const chasers = CHASERS.has(input.side);
  const odds = plan ? broadsideOdds(plan.pool, plan.toHit, plan.aim, plan.range) : null;
  // Fired into a boarding action, the odds shown are the target's, and the friend's share beside them (decision boarding-fire-split).
  const friendName = input.intoBoarding ? (args.boardingFriend?.name ?? null) : null;
  const split = plan && friendName !== null ? boardingFireOdds(plan.pool, plan.toHit, plan.aim, plan.range) : null;
  const onTarget = odds && {
    hits: split ? split.targetHits : odds.hits,
    expectedHits: split ? split.expectedTargetHits : odds.expectedHits,
    expectedDamagePoints: split ? split.expectedDamagePoints : odds.expectedDamagePoints,
    expectedSecondaryBoxes: split ? split.expectedSecondaryBoxes : odds.expectedSecondaryBoxes,
  };
  return {
    firerName: firer.name,
    targets: args.targets.map((t) => ({ ...t, selected: t.uuid === args.targetUuid })),
    sides: options(FIRING_SIDES, input.side, 'BROADSIDE.Side'),
    aims: options(['hull', 'rigging'] as const, input.aim, 'BROADSIDE.Fire.Aim'),
    shots: options(['round', 'grape'] as const, input.shot, 'BROADSIDE.Fire.Shot'),
    rakes: options(['none', 'bow', 'stern'] as const, input.rake, 'BROADSIDE.Fire.Rake'),
    chasers,
    input,
    retiring: firer.source.strike.status === 'retiring',
    prize: Boolean(firer.prize) && !chasers,
    measured: measured && {
      distance: measured.distanceCm.toFixed(1),
      kind: `BROADSIDE.Fire.Kind.${measured.kind}`,
      rake: `BROADSIDE.Fire.Rake.${measured.rake}`,
      bears: measured.bears,
    },
    plan: plan && {
      range: `BROADSIDE.Fire.Range.${plan.range}`,
      toHit: plan.toHit,
      column: `BROADSIDE.Special.Column.${plan.column}`,
      base: plan.fireFactor,
      modifiers: modifierViews(plan),
      floored: plan.floored,
      pool: plan.pool,
    },
    odds: odds &&
      onTarget && {
        expectedHits: onTarget.expectedHits.toFixed(2),
        anyHit: percent(1 - (onTarget.hits[0] ?? 1)),
        // The special is checked against all the hits and falls on the target.
        special: percent(odds.special),
        expectedDamagePoints: onTarget.expectedDamagePoints.toFixed(2),
        expectedSecondaryBoxes: onTarget.expectedSecondaryBoxes.toFixed(2),
        // Bars scaled to the likeliest count; a count with no chance worth a tenth of a per cent is left out.
        hits: onTarget.hits
          .map((p, k) => ({ k, p, chance: percent(p), width: Math.round((p / Math.max(...onTarget.hits)) * 100) }))
          .filter((h) => h.p >= 0.0005)
          .map(({ k, chance, width }) => ({ k, chance, width })),
        target: split ? (args.targets.find((t) => t.uuid === args.targetUuid)?.name ?? '') : null,
        friend: split && {
          name: friendName,
          anyHit: percent(split.friendHit),
          expectedHits: split.expectedFriendHits.toFixed(2),
          expectedDamagePoints: split.expectedFriendDamagePoints.toFixed(2),
          expectedSecondaryBoxes: split.expectedFriendSecondaryBoxes.toFixed(2),
        },
      },
    boardingFriend: args.boardingFriend?.name ?? null,
    fireCardFromDeck: deckHeld !== null,
    error,
    canFire: plan !== null && error === null,
  };
}

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
export function broadsideRule(plan: BroadsidePlan, target: KmhShipState, firer: KmhShipState, firerEliteJackTars: boolean, friend: KmhShipState | null = null) {
  return (dice: DiceSource): BroadsideOutcome => {
    const roll = fireBroadside(plan, dice);
    if (!friend) return { roll, effects: applyBroadside(target, firer, plan, roll, { firerEliteJackTars }, dice) };
    const shares = boardingShares(roll.hits, roll.damagePoints, roll.secondaryBoxes);
    const onTarget = { ...roll, damagePoints: shares.target.damagePoints, secondaryBoxes: shares.target.secondaryBoxes };
    const effects = applyBroadside(target, firer, plan, onTarget, { firerEliteJackTars }, dice);
    const hull = plan.aim === 'hull';
    const { damagePoints, secondaryBoxes } = shares.friend;
    const hit = applyDamage(friend, { damagePoints, secondaryBoxes, cause: hull ? 'hullHits' : 'riggingHits', fromHullFire: hull }, dice);
    return { roll, effects, intoBoarding: { targetHits: shares.target.hits, friendHits: shares.friend.hits, friend: hit } };
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
    { actorUuid: target.uuid, name: target.name, before: targetBefore, after: outcome.effects.target.state, raked: plan.rake !== 'none' },
  ];
  if (outcome.effects.firer.events.length > 0) {
    changes.push({ actorUuid: firer.uuid, name: firer.name, before: firerBefore, after: outcome.effects.firer.state });
  }
  if (friend && outcome.intoBoarding && outcome.intoBoarding.friend.events.length > 0) {
    changes.push({ actorUuid: friend.uuid, name: friend.name, before: shipStateOf(friend.source, friend.derived), after: outcome.intoBoarding.friend.state });
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

/** What the broadside card template reads. */
export function broadsideCardView(card: BroadsideCard) {
  const { plan, outcome } = card;
  const { roll, effects } = outcome;
  const special = effects.special;
  const targetEvents: EventView[] = damageEventViews(effects.target.events);
  const firerEvents: EventView[] = damageEventViews(effects.firer.events);
  return {
    firer: card.firer.name,
    target: card.target.name,
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
      row: special.row,
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
