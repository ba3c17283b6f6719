/**
 * How the desk rolls a turn roll card of KMH's turn sequence again: the ship's own roll, on her sheet
 * as the card found it, with what the table told the roll (decision desk-derive).
 */
import { attachCardDerivation } from '../../authority/derivation';
import { turnRollCardRule } from '../../chat/turn-rolls';
import { isTurnRollOptions } from '../../chat/turn-roll-checks';

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
