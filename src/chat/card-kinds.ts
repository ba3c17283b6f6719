/** Every kind of chat card: its template and the pure function that builds what the template reads. */
import { broadsideCardView, type BroadsideCard, type CardControls } from './fire';
import { strikeCardView, type StrikeCard } from './strike';
import { turnRollCardView, type TurnRollCard } from './turn-rolls';
import { boardingCardView, type BoardingCard } from './boarding';
import { bombCardView, type BombCard } from './bomb';

export type AnyCard = BroadsideCard | StrikeCard | TurnRollCard | BoardingCard | BombCard;

interface CardKind<C> {
  template: string;
  view: (card: C, controls: CardControls) => unknown;
}

export const CARD_KINDS: { [K in AnyCard['kind']]: CardKind<Extract<AnyCard, { kind: K }>> } = {
  broadside: { template: 'templates/chat/broadside-card.hbs', view: broadsideCardView },
  strike: { template: 'templates/chat/strike-card.hbs', view: strikeCardView },
  turnRoll: { template: 'templates/chat/turn-roll-card.hbs', view: turnRollCardView },
  boarding: { template: 'templates/chat/boarding-card.hbs', view: boardingCardView },
  // A bomb reads like one of the turn's rolls: dice, lines, outcome, damage.
  bomb: { template: 'templates/chat/turn-roll-card.hbs', view: bombCardView },
};

/** What a card's template reads, whatever its kind. */
export function cardView(card: AnyCard, controls: CardControls): Record<string, unknown> {
  switch (card.kind) {
    case 'broadside':
      return CARD_KINDS.broadside.view(card, controls) as Record<string, unknown>;
    case 'strike':
      return CARD_KINDS.strike.view(card, controls) as Record<string, unknown>;
    case 'turnRoll':
      return CARD_KINDS.turnRoll.view(card, controls) as Record<string, unknown>;
    case 'boarding':
      return CARD_KINDS.boarding.view(card, controls) as Record<string, unknown>;
    case 'bomb':
      return CARD_KINDS.bomb.view(card, controls) as Record<string, unknown>;
  }
}
