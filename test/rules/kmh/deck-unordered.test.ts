import { describe, it, expect } from 'vitest';
import {
  combineCommands,
  deckProblems,
  drawRandom,
  endTurn,
  holdFireCard,
  isUnordered,
  openTurn,
  splitCommands,
  turnCards,
  type DeckSetup,
  type DeckState,
} from '../../../src/rules/kmh';
import { script } from './helpers';

const setup: DeckSetup = { squadrons: ['brA', 'brB', 'frA'] };

describe('the unordered deck (no order stored)', () => {
  it('keeps the undrawn cards as a sorted set and needs no dice to build a turn', () => {
    const state = openTurn(setup, 1, {});
    expect(state.drawPile).toEqual([...turnCards(setup)].sort());
    expect(isUnordered(state)).toBe(true);
    expect(deckProblems(state)).toEqual([]);
  });

  it('draws the card the die names among the undrawn ones, each face a different card', () => {
    const state = openTurn(setup, 1, {});
    const n = state.drawPile.length;
    const drawn = Array.from({ length: n }, (_, i) => drawRandom(state, script(i + 1)).card);
    // A fair die with one face per card: every card is equally likely.
    expect(new Set(drawn).size).toBe(n);
    expect([...drawn].sort()).toEqual([...state.drawPile]);
    const { state: after, card } = drawRandom(state, script(3));
    expect(card).toBe(state.drawPile[2]);
    expect(after.played).toEqual([card]);
    expect(after.drawPile).toHaveLength(n - 1);
    expect(isUnordered(after)).toBe(true);
    expect(() => drawRandom({ ...state, drawPile: [] }, script(1))).toThrow(/has been drawn/);
  });

  it('leaves split Move cards in the unordered set when the split needs no dice', () => {
    const state = combineCommands(openTurn(setup, 1, {}), 'brA', ['brB']);
    expect(state.drawPile).not.toContain('move:brB');
    const split = splitCommands(state, ['brB']);
    expect(split.drawPile).toContain('move:brB');
    expect(isUnordered(split)).toBe(true);
    expect(deckProblems(split)).toEqual([]);
  });

  it('ends a turn only when every card is drawn, returning held cards unplayed', () => {
    let state: DeckState = openTurn({ squadrons: ['x'], shipsBurning: false, shipsGrappled: false }, 1, {});
    expect(state.cards).not.toContain('fireTest');
    expect(state.cards).not.toContain('boardingAction');
    const fireAt = state.drawPile.indexOf('fire:x');
    state = holdFireCard(drawRandom(state, script(fireAt + 1)).state, 'fire:x');
    expect(() => endTurn(state, { squadrons: ['x'] })).toThrow(/still to be drawn/);
    while (state.drawPile.length) state = drawRandom(state, script(1)).state;
    const next = endTurn(state, { squadrons: ['x'] });
    expect(next.unplayedHeld).toEqual(['fire:x']);
    expect(next.state.turn).toBe(2);
    expect(next.state.held).toEqual([]);
    expect(next.state.cards).toContain('fireTest');
  });
});
