/**
 * The turn roll card kind of KMH's turn sequence, wired at init: the view its template reads, and
 * how the desk rolls it again: the ship's own roll, on her sheet as the card found it, with what
 * the table told the roll (decision desk-derive).
 */
import { attachCardDerivation } from '../../authority/derivation';
import { attachCardView } from '../../data/card-kinds';
import { turnRollCardRule, turnRollCardView } from './turn-rolls';
import { isTurnRollOptions } from './turn-roll-checks';

/** Gives the turn roll card kind its view (KMH's `register`, at init). */
export function attachTurnRollView(): void {
  attachCardView('turnRoll', turnRollCardView);
}

/** Gives the turn roll card kind its derivation (KMH's `register`, at init). */
export function registerTurnRollDerivation(): void {
  attachCardDerivation('turnRoll', {
    shipsRead: (card) => [card.ship],
    rule: (card, ship) =>
      isTurnRollOptions(card.roll, card.options)
        ? turnRollCardRule(card.roll, ship(card.ship), card.options)
        : { code: 'rollUntold' },
  });
}
