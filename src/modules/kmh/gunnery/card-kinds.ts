/**
 * Kiss Me, Hardy's card kinds (a broadside, a strike test, a bomb ketch's mortar): each kind's card
 * type, given to the model layer by declaration merging, the view its template reads, how the desk
 * fires it again from its dice (decision desk-derive), and what the desk checks and writes of a
 * shot a player fired at a ship he does not command (decisions desk-fire-facts,
 * chat-initial-broadside). Their models (schema, template, bounds) are the system's own
 * (data/card-models.ts); the module attaches the rest when it registers.
 */
import { attachCardView } from '../../../data/card-kinds';
import { attachCardDerivation, type CardDerivation } from '../../../authority/derivation';
import { attachDeskCardWork } from '../../../authority/handlers/card-table';
import { broadsideCardRule, broadsideCardView, type BroadsideCard } from './broadside-card';
import { strikeCardView, strikeTestCardRule, type StrikeCard } from './strike';
import { bombCardRule, bombCardView, type BombCard } from './bomb';
import { isBombInput, isFireOrder, isStrikeGiven } from './card-checks';
import { fireFacts, spendFirstBroadside } from './fire-facts';

declare module '../../../data/card-model' {
  interface CardShapes {
    broadside: BroadsideCard;
    strike: StrikeCard;
    bomb: BombCard;
  }
}

/** A shot, planned again from her sheet and the player's order: a plan no sheet gives is not the card's. */
export const BROADSIDE_DERIVATION: CardDerivation<BroadsideCard> = {
  shipsRead: (card) => [card.firer, card.target, ...(card.friend ? [card.friend] : [])],
  rule: (card, ship) => {
    if (!isFireOrder(card.order) || card.order.side !== card.side) return { code: 'rollUntold' };
    return broadsideCardRule(ship(card.firer), ship(card.target), card.order, card.friend ? ship(card.friend) : null);
  },
  // Her plan is what her sheet and the order give, or the card is another shot than it says.
  compared: (card) => ({ value: card.plan, ship: card.firer.name }),
};

export const STRIKE_DERIVATION: CardDerivation<StrikeCard> = {
  shipsRead: (card) => [card.ship],
  rule: (card, ship) =>
    isStrikeGiven(card.given) ? strikeTestCardRule(ship(card.ship), card.given) : { code: 'rollUntold' },
};

export const BOMB_DERIVATION: CardDerivation<BombCard> = {
  shipsRead: (card) => [card.ship, card.target],
  rule: (card, ship) =>
    isBombInput(card.input) ? bombCardRule(ship(card.ship), ship(card.target), card.input) : { code: 'rollUntold' },
};

/** Gives the module's card kinds their views, derivations and desk work (its `register`). */
export function attachKmhCards(): void {
  attachCardView('broadside', broadsideCardView);
  attachCardView('strike', strikeCardView);
  attachCardView('bomb', bombCardView);
  attachCardDerivation('broadside', BROADSIDE_DERIVATION);
  attachCardDerivation('strike', STRIKE_DERIVATION);
  attachCardDerivation('bomb', BOMB_DERIVATION);
  attachDeskCardWork('broadside', {
    facts: (desk, ledger, card) =>
      card.order ? { ...fireFacts(desk, ledger, card, card.order), ship: card.firer.name } : null,
    sealed: spendFirstBroadside,
  });
}
