/**
 * What a chat card's changes (data/card-changes.ts) come to: whether it has anything to apply, the
 * card with one of its choices made, and a ship's change put onto her as she is now. Pure; the GM's
 * desk (authority/) decides who may apply a card and writes it.
 */
import type { KmhShipState } from '../rules/kmh';
import { COUNTED, TAKEN_AS_IS } from '../data/ship-state';
import type { ActorChange, CardChoice } from '../data/card-changes';

export type { ActorChange } from '../data/card-changes';

/**
 * What every applicable card carries: what it changes, or the choice that decides it. Whether and
 * how it was applied is the GM's ledger's to say (data/ledger-book.ts), never the card's.
 */
export interface ApplicableCard {
  changes: ActorChange[];
  choice?: CardChoice | null;
}

/** Whether a card has anything to apply: changes, or a choice that brings them. */
export const isApplicable = (card: ApplicableCard): boolean => card.changes.length > 0 || Boolean(card.choice);

/** The card with one of its choices made (its changes are then that option's), or null for an unknown option. */
export function chosenCard<C extends ApplicableCard>(card: C, option: string | null): C | null {
  if (!card.choice) return option === null ? card : null;
  const picked = card.choice.options.find((o) => o.id === option);
  return picked ? { ...card, changes: picked.changes, choice: { ...card.choice, made: picked.id } } : null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Puts what a card did (before → after) onto the ship as it is now, which may have changed since
 * the roll: counts move by the card's difference, masts lost are added, and anything else the card
 * changed takes the card's value. When nothing changed in between, the result is `after`
 * (decision chat-apply-difference).
 */
export function mergeOutcome(current: KmhShipState, before: KmhShipState, after: KmhShipState): KmhShipState {
  const out: KmhShipState = { ...current, mastsLost: [...current.mastsLost] };
  for (const key of COUNTED) out[key] = Math.max(0, current[key] + after[key] - before[key]);
  out.damagePoints = clamp(out.damagePoints, 0, current.baseFactor);
  out.secondaryStruck = clamp(out.secondaryStruck, 0, current.basicSpeed * 3);
  out.boats = Math.max(0, current.boats - (before.boats - after.boats));
  const newlyLost = after.mastsLost.filter((m) => !before.mastsLost.includes(m) && current.masts.includes(m));
  out.mastsLost = [...current.mastsLost, ...newlyLost.filter((m) => !current.mastsLost.includes(m))];
  const restored = before.mastsLost.filter((m) => !after.mastsLost.includes(m));
  if (restored.length) out.mastsLost = out.mastsLost.filter((m) => !restored.includes(m));
  for (const key of TAKEN_AS_IS) {
    if (before[key] !== after[key]) takeValue(out, after, key);
  }
  return out;
}

const takeValue = <K extends keyof KmhShipState>(out: KmhShipState, from: KmhShipState, key: K) => {
  out[key] = from[key];
};
