import { describe, expect, it } from 'vitest';
import { imitatesTheTable } from '../../src/data/card-kinds';

describe('messages only the desk posts', () => {
  it('a deck card, a notice or a duel turn posted by a player imitates the table; by a GM it does not', () => {
    for (const type of ['deckCard', 'notice', 'duel']) {
      expect(imitatesTheTable(type, false)).toBe(true);
      expect(imitatesTheTable(type, true)).toBe(false);
    }
  });
  it("a player's own cards (broadside, strike, boarding…) are his to post", () => {
    for (const type of ['broadside', 'strike', 'turnRoll', 'boarding', 'bomb'])
      expect(imitatesTheTable(type, false)).toBe(false);
  });
});
