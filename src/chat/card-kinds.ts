/**
 * The system's own card kinds as the chat shows them: each kind's card type, given to the model
 * layer by declaration merging, and the view its template reads, attached to its model at
 * registration. What else a kind means (its template, bounds, ships and switches) its model
 * declares (data/card-models.ts); data/card-kinds.ts reads the kind's record for a card.
 */
import { broadsideCardView, type BroadsideCard } from '../modules/kmh/gunnery/broadside-card';
import { strikeCardView, type StrikeCard } from '../modules/kmh/gunnery/strike';
import { turnRollCardView, type TurnRollCard } from './turn-rolls';
import { boardingCardView, type BoardingCard } from './boarding';
import { bombCardView, type BombCard } from '../modules/kmh/gunnery/bomb';
import { duelCardView, type DuelCard } from './duel';
import type { CardShapes, CardView, SystemCardKindId } from '../data/card-model';
import { attachCardView } from '../data/card-kinds';

declare module '../data/card-model' {
  interface CardShapes {
    broadside: BroadsideCard;
    strike: StrikeCard;
    turnRoll: TurnRollCard;
    boarding: BoardingCard;
    bomb: BombCard;
    duel: DuelCard;
  }
}

export type { AnyCard } from '../data/card-model';

/** What each of the system's card kinds' template reads. */
const CARD_VIEWS: { [K in SystemCardKindId]: CardView<CardShapes[K]> } = {
  broadside: broadsideCardView,
  strike: strikeCardView,
  turnRoll: turnRollCardView,
  boarding: boardingCardView,
  bomb: bombCardView,
  duel: duelCardView,
};

/** Gives each of the system's card kinds its view; once, when the system registers. */
export function registerCardViews(): void {
  const attach = <K extends SystemCardKindId>(kind: K) => attachCardView(kind, CARD_VIEWS[kind]);
  for (const kind of Object.keys(CARD_VIEWS) as SystemCardKindId[]) attach(kind);
}

/** What a choice's option is called on its button (only boarding cards offer one). */
export function choiceLabelKey(option: string): string {
  return `BROADSIDE.Boarding.Repel.${option}`;
}
