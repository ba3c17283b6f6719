/**
 * The card kinds as the chat layer sees them: every kind's card type is given to the model layer by
 * declaration merging by the rule module that brings it, with the view its template reads, attached
 * to its model when the module registers. What else a kind means (its template, bounds, ships and
 * switches) its model declares (data/card-models.ts); data/card-kinds.ts reads the kind's record
 * for a card.
 */
export type { AnyCard } from '../data/card-model';

/** What a choice's option is called on its button (only boarding cards offer one). */
export function choiceLabelKey(option: string): string {
  return `BROADSIDE.Boarding.Repel.${option}`;
}
