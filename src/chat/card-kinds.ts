/**
 * The card kinds the chat shows itself (the turn's rolls): each kind's
 * card type, given to the model layer by declaration merging, and the view its template reads,
 * attached to its model at registration; a rule module does the same for its own kinds. What else
 * a kind means (its template, bounds, ships and switches) its model declares
 * (data/card-models.ts); data/card-kinds.ts reads the kind's record for a card.
 */
import { turnRollCardView, type TurnRollCard } from './turn-rolls';
import type { CardShapes, CardView } from '../data/card-model';
import { attachCardView } from '../data/card-kinds';

declare module '../data/card-model' {
  interface CardShapes {
    turnRoll: TurnRollCard;
  }
}

export type { AnyCard } from '../data/card-model';

/** The card kinds the chat shows itself; a rule module attaches the views of its own kinds. */
type ChatCardKind = 'turnRoll';

/** What each of those kinds' template reads. */
const CARD_VIEWS: { [K in ChatCardKind]: CardView<CardShapes[K]> } = {
  turnRoll: turnRollCardView,
};

/** Gives each of those kinds its view; once, when the system registers. */
export function registerCardViews(): void {
  const attach = <K extends ChatCardKind>(kind: K) => attachCardView(kind, CARD_VIEWS[kind]);
  for (const kind of Object.keys(CARD_VIEWS) as ChatCardKind[]) attach(kind);
}

/** What a choice's option is called on its button (only boarding cards offer one). */
export function choiceLabelKey(option: string): string {
  return `BROADSIDE.Boarding.Repel.${option}`;
}
