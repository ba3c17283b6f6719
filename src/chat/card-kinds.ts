/**
 * The system's own card kinds as the chat shows them: each kind's card type, given to the model
 * layer by declaration merging, and the view its template reads, attached to its model at
 * registration. What else a kind means (its template, bounds, ships and switches) its model
 * declares (data/card-models.ts); data/card-kinds.ts reads the kind's record for a card.
 */
import { broadsideCardView, type BroadsideCard } from './broadside-card';
import { strikeCardView, type StrikeCard } from './strike';
import { turnRollCardView, type TurnRollCard } from './turn-rolls';
import { bombCardView, type BombCard } from './bomb';
import type { CardShapes, CardView, SystemCardKindId } from '../data/card-model';
import { attachCardView } from '../data/card-kinds';

declare module '../data/card-model' {
  interface CardShapes {
    broadside: BroadsideCard;
    strike: StrikeCard;
    turnRoll: TurnRollCard;
    bomb: BombCard;
  }
}

export type { AnyCard } from '../data/card-model';

/** The system's kinds whose view a personal combat module attaches with its own card (a duel's turn). */
type ModuleViewed = 'duel';

/** What each of the system's card kinds' template reads. */
const CARD_VIEWS: { [K in Exclude<SystemCardKindId, ModuleViewed>]: CardView<CardShapes[K]> } = {
  broadside: broadsideCardView,
  strike: strikeCardView,
  turnRoll: turnRollCardView,
  bomb: bombCardView,
};

/** Gives each of the system's card kinds its view; once, when the system registers. */
export function registerCardViews(): void {
  type Viewed = Exclude<SystemCardKindId, ModuleViewed>;
  const attach = <K extends Viewed>(kind: K) => attachCardView(kind, CARD_VIEWS[kind]);
  for (const kind of Object.keys(CARD_VIEWS) as Viewed[]) attach(kind);
}

/** What a choice's option is called on its button (only boarding cards offer one). */
export function choiceLabelKey(option: string): string {
  return `BROADSIDE.Boarding.Repel.${option}`;
}
