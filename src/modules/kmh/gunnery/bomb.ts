/**
 * A bomb ketch's mortar (KMH §18) as a chat card: the 2d6 with its modifiers, the d20 of damage on a
 * hit and the special it may bring, applied to the target (and to the ketch on a gun burst). Pure.
 */
import { applyBomb, BOMB_RANGE_CM, fireBomb, type BombShot } from '../../../rules/kmh';
import type { DiceSource } from '../../../rules/dice/dice';
import { shipStateOf } from '../../../data/ship-state';
import type { ApplicableCard } from '../../../data/card-apply';
import type { ActorChange } from '../../../data/card-changes';
import type { ShipRef } from '../../../data/ship-ref';
import { cardSummary } from '../card-summary';
import { damageEventViews, type EventView } from '../damage-events';
import type { OptionSpec } from '../../../chat/option-specs';

/** What the table tells the mortar: how far the target is, how far she moved last turn, whether the ketch is stopped.
 * */
export interface BombInput {
  distanceCm: number;
  targetMovedCm: number;
  stationary: boolean;
}

/**
 * The bomb dialog's fields. The distance is measured from the tokens; the target's last move and
 * whether the ketch is stopped start from what her battle's moves record (cm each sailed in her
 * latest move), else at 0 and stopped, for the GM to correct (decision bomb-ketch-inputs).
 */
export function bombOptionSpecs(
  measuredCm: number | null,
  sailed: { ketch: number; target: number } | null = null,
): OptionSpec[] {
  return [
    {
      name: 'distanceCm',
      kind: 'number',
      min: 0,
      max: 500,
      value: measuredCm === null ? BOMB_RANGE_CM.min : Math.round(measuredCm),
    },
    { name: 'targetMovedCm', kind: 'number', min: 0, max: 100, value: Math.min(100, Math.floor(sailed?.target ?? 0)) },
    { name: 'stationary', kind: 'check', value: (sailed?.ketch ?? 0) === 0 },
  ];
}

export interface BombOutcome {
  shot: BombShot;
  effects: ReturnType<typeof applyBomb>;
}

/** The mortar's roll: an elite crew adds one; the engine refuses a moving ketch or a target out of reach. */
export function bombRule(ketch: ShipRef, target: ShipRef, input: BombInput) {
  const k = shipStateOf(ketch.source, ketch.derived);
  const t = shipStateOf(target.source, target.derived);
  return (dice: DiceSource): BombOutcome => {
    const shot = fireBomb({ elite: ketch.source.quality === 'elite', ...input }, dice);
    return { shot, effects: applyBomb(t, k, shot, dice) };
  };
}

interface Named {
  uuid: string;
  name: string;
}

export interface BombCard extends ApplicableCard {
  kind: 'bomb';
  ship: Named;
  target: Named;
  input: BombInput;
  shot: BombShot;
  special: { row: number; codes: string[] } | null;
  events: EventView[];
  ketchEvents: EventView[];
}

/** The card and its changes: the target's damage, and the ketch's when a gun burst hit her. */
export function bombCard(ketch: ShipRef, target: ShipRef, input: BombInput, outcome: BombOutcome): BombCard {
  const { shot, effects } = outcome;
  const changes: ActorChange[] = [];
  const targetBefore = shipStateOf(target.source, target.derived);
  const ketchBefore = shipStateOf(ketch.source, ketch.derived);
  const changed = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  if (changed(targetBefore, effects.target.state))
    changes.push({ actorUuid: target.uuid, name: target.name, before: targetBefore, after: effects.target.state });
  if (changed(ketchBefore, effects.ketch.state))
    changes.push({ actorUuid: ketch.uuid, name: ketch.name, before: ketchBefore, after: effects.ketch.state });
  return {
    kind: 'bomb',
    ship: { uuid: ketch.uuid, name: ketch.name },
    target: { uuid: target.uuid, name: target.name },
    input,
    shot,
    special: effects.special && { row: effects.special.row, codes: [...effects.special.cell.codes] },
    events: damageEventViews(effects.target.events),
    ketchEvents: damageEventViews(effects.ketch.events),
    changes,
  };
}

/** The whole card as a pure function of its dice: what the sheet posts and what the desk derives again (decision
 * desk-derive). */
export function bombCardRule(ketch: ShipRef, target: ShipRef, input: BombInput) {
  const rule = bombRule(ketch, target, input);
  return (dice: DiceSource): BombCard => bombCard(ketch, target, input, rule(dice));
}

/** What the card shows, in the shape of the turn's roll cards (templates/chat/turn-roll-card.hbs). */
export function bombCardView(card: BombCard) {
  const { shot, input } = card;
  const lines: { key: string; n: number }[] = [];
  const movedPenalty = Math.floor(Math.floor(input.targetMovedCm) / 3);
  if (shot.modifier + movedPenalty > 0) lines.push({ key: 'BROADSIDE.Bomb.elite', n: shot.modifier + movedPenalty });
  if (movedPenalty > 0) lines.push({ key: 'BROADSIDE.Bomb.moved', n: movedPenalty });
  lines.push({ key: 'BROADSIDE.Bomb.total', n: shot.total });
  if (shot.hit) lines.push({ key: 'BROADSIDE.Bomb.damage', n: shot.damagePoints ?? 0 });
  if (shot.specialCheck !== null)
    lines.push({
      key: shot.specialRow === null ? 'BROADSIDE.Bomb.noSpecial' : 'BROADSIDE.Bomb.specialCheck',
      n: shot.specialCheck,
    });
  // The printed 0 row is the d10's ten: the line names the die as it fell.
  if (shot.specialRow !== null)
    lines.push({ key: 'BROADSIDE.Bomb.specialRow', n: shot.specialRow === 0 ? 10 : shot.specialRow });
  return {
    title: 'BROADSIDE.Bomb.title',
    ship: card.ship.name,
    target: card.target.name,
    faces: shot.faces.map((face) => ({ face, success: shot.hit })),
    lines,
    outcome: shot.hit ? 'BROADSIDE.Bomb.hit' : 'BROADSIDE.Bomb.miss',
    summary: cardSummary(card.changes, false),
    bad: shot.hit,
    events: card.events,
    ketchEvents: card.ketchEvents,
    codes: (card.special?.codes ?? []).map((code) => `BROADSIDE.Special.Code.${code}`),
  };
}
