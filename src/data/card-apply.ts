/**
 * What a chat card's changes (card-changes.ts) come to: whether it has anything to apply, and the
 * card with one of its choices made. Pure; the GM's desk (authority/) decides who may apply a card
 * and writes it, the chat shows it.
 */
import type { ActorChange, CardChoice } from './card-changes';

export type { ActorChange } from './card-changes';

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
