import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  beginDeck,
  combineAction,
  currentCard,
  drawAction,
  holdAction,
  holderOf,
  movingSquadrons,
  nextTurnAction,
  playAction,
  readDeck,
  splitAction,
  undoAction,
  type DeckChange,
  type StoredDeck,
} from '../../src/combat/deck-store';
import { RandomDice, ScriptedDice, seededRandom } from '../../src/rules/dice/dice';
import { RulesError } from '../../src/rules/errors';
import { deckProblems, isUnordered, type DeckSetup } from '../../src/rules/kmh';

const setup: DeckSetup = { squadrons: ['brA', 'brB', 'frA'], shipsBurning: false, shipsGrappled: false };
const die = (face: number) => new ScriptedDice([face]);

/** How Foundry applies an update to stored data: objects merge key by key, arrays and values replace. */
function merge(target: unknown, update: unknown): unknown {
  if (!update || typeof update !== 'object' || Array.isArray(update)) return structuredClone(update);
  const base = target && typeof target === 'object' && !Array.isArray(target) ? { ...(target) } : {};
  for (const [key, value] of Object.entries(update)) (base as Record<string, unknown>)[key] = merge((base as Record<string, unknown>)[key], value);
  return base;
}

/** The deck as every client reads it after the update is stored. */
function stored(flags: unknown, change: DeckChange): { flags: unknown; deck: StoredDeck } {
  const next = merge(flags, change.update.flags);
  return { flags: next, deck: readDeck((next as { broadside: { deck: unknown } }).broadside.deck)! };
}

describe('the stored deck', () => {
  it('begins turn 1 as one update with the round, no order stored', () => {
    const change = beginDeck(setup);
    expect(Object.keys(change.update)).toEqual(['flags', 'round']);
    expect(change.update.round).toBe(1);
    expect(change.deck.drawPile).toEqual([...change.deck.drawPile].sort());
    expect(change.deck.drawPile).toHaveLength(6 + 3);
    expect(readDeck(JSON.parse(JSON.stringify(change.deck)))).toEqual(change.deck);
  });

  it('draws with ONE document update, picking the card the die names', () => {
    const begun = beginDeck(setup).deck;
    const change = drawAction(begun, die(2));
    // One update object, touching only the deck flag.
    expect(Object.keys(change.update)).toEqual(['flags']);
    expect(Object.keys(change.update.flags.broadside)).toEqual(['deck']);
    expect(change.card).toBe(begun.drawPile[1]);
    expect(change.deck.played).toEqual([change.card]);
    expect(change.deck.previous).toMatchObject({ drawPile: begun.drawPile, played: [] });
    expect(currentCard(change.deck)).toBe(change.card);
    expect(change.deck.serial).toBe(begun.serial + 1);
  });

  it('holds a Fire card for its owner, plays it later, and undoes the last draw', () => {
    const begun = beginDeck(setup).deck;
    const fire = drawAction(begun, die(begun.drawPile.indexOf('fire:brA') + 1)).deck;
    const held = holdAction(fire, 'fire:brA', 'u-1').deck;
    expect(held.held).toEqual(['fire:brA']);
    expect(holderOf(held, 'fire:brA')).toBe('u-1');
    expect(currentCard(held)).toBeNull();
    const next = drawAction(held, die(1)).deck;
    const played = playAction(next, 'fire:brA').deck;
    expect(played.played.slice(-1)).toEqual(['fire:brA']);
    expect(played.heldBy).toEqual([]);
    // Undo puts back the last draw (and the play made after it).
    const undone = undoAction(played);
    expect(undone.card).toBe(next.played[next.played.length - 1]);
    expect(undone.deck.held).toEqual(['fire:brA']);
    expect(undone.deck.drawPile).toEqual(held.drawPile);
    expect(undone.deck.previous).toBeNull();
    expect(() => undoAction(undone.deck)).toThrow(/no draw to undo/);
  });

  it('starts the next turn only when every card is drawn; held cards go back; the round follows the turn', () => {
    let deck = beginDeck(setup).deck;
    deck = drawAction(deck, die(deck.drawPile.indexOf('fire:frA') + 1)).deck;
    deck = holdAction(deck, 'fire:frA', 'u-2').deck;
    expect(() => nextTurnAction(deck, setup)).toThrow(RulesError);
    while (deck.drawPile.length) deck = drawAction(deck, die(1)).deck;
    const next = nextTurnAction(deck, { ...setup, shipsBurning: true });
    expect(next.unplayedHeld).toEqual(['fire:frA']);
    expect(next.update.round).toBe(2);
    expect(next.deck.turn).toBe(2);
    expect(next.deck.held).toEqual([]);
    expect(next.deck.heldBy).toEqual([]);
    expect(next.deck.cards).toContain('fireTest');
    expect(next.deck.previous).toBeNull();
  });

  it('combines Move cards at turn start and splits them again; a lost squadron leaves its combination', () => {
    const begun = beginDeck(setup).deck;
    const combined = combineAction(begun, 'brA', ['brB']).deck;
    expect(combined.combined).toEqual([['brB', 'brA']]);
    expect(combined.setAside).toEqual(['move:brB']);
    expect(movingSquadrons(combined, 'brA')).toEqual(['brA', 'brB']);
    const split = splitAction(combined, ['brB']).deck;
    expect(split.combined).toEqual([]);
    expect(split.drawPile).toContain('move:brB');
    let deck = combined;
    while (deck.drawPile.length) deck = drawAction(deck, die(1)).deck;
    const next = nextTurnAction(deck, { squadrons: ['brA', 'frA'] }).deck;
    expect(next.combined).toEqual([]);
  });

  it('stores nothing a merge could keep alive: a split really removes the combination', () => {
    let flags: unknown = {};
    let deck: StoredDeck;
    ({ flags, deck } = stored(flags, beginDeck(setup)));
    ({ flags, deck } = stored(flags, combineAction(deck, 'brA', ['brB'])));
    ({ flags, deck } = stored(flags, drawAction(deck, die(1))));
    ({ flags, deck } = stored(flags, splitAction(deck, ['brB'])));
    expect(deck.combined).toEqual([]);
    expect(deck.previous).toBeNull();
  });

  it('refuses to read a damaged or ordered deck', () => {
    const deck = beginDeck(setup).deck;
    expect(readDeck(undefined)).toBeNull();
    expect(() => readDeck({ ...deck, drawPile: deck.drawPile.slice(1) })).toThrow(/lost/);
    expect(() => readDeck({ ...deck, drawPile: [...deck.drawPile].reverse() })).toThrow(/in an order/);
    expect(() => readDeck({ ...deck, serial: 'x' })).toThrow(/damaged/);
  });
});

describe('the stored deck over random play, through Foundry-style merges', () => {
  it('never loses or duplicates a card, never stores an order, never carries a held card over', () => {
    const squadrons = ['a', 'b', 'c', 'd'];
    const ops = fc.constantFrom('draw', 'draw', 'draw', 'hold', 'play', 'undo', 'next', 'combine', 'split');
    fc.assert(
      fc.property(fc.integer(), fc.array(ops, { maxLength: 100 }), (seed, list) => {
        const dice = new RandomDice(seededRandom(seed));
        const pick = <T>(items: readonly T[]): T | undefined => items[dice.roll(1, Math.max(1, items.length))[0]! - 1];
        let { flags, deck } = stored({}, beginDeck({ squadrons }));
        for (const op of list) {
          let change: DeckChange;
          try {
            switch (op) {
              case 'draw':
                change = drawAction(deck, dice);
                break;
              case 'hold':
                change = holdAction(deck, deck.played[deck.played.length - 1] ?? 'fire:a', 'u');
                break;
              case 'play':
                change = playAction(deck, pick(deck.held) ?? 'fire:a');
                break;
              case 'undo':
                change = undoAction(deck);
                break;
              case 'next': {
                while (deck.drawPile.length) ({ flags, deck } = stored(flags, drawAction(deck, dice)));
                const held = [...deck.held];
                change = nextTurnAction(deck, { squadrons });
                expect(change.unplayedHeld).toEqual(held);
                expect(change.deck.held).toEqual([]);
                break;
              }
              case 'combine':
                change = combineAction(deck, pick(squadrons)!, [pick(squadrons)!]);
                break;
              case 'split':
                change = splitAction(deck, [pick(squadrons)!]);
                break;
              default:
                throw new Error(op);
            }
          } catch (error) {
            if (!(error instanceof RulesError)) throw error;
            continue;
          }
          ({ flags, deck } = stored(flags, change));
          expect(deck).toEqual(change.deck);
          const state = { ...deck, combined: Object.fromEntries(deck.combined) };
          expect(deckProblems(state)).toEqual([]);
          expect(isUnordered(state)).toBe(true);
          expect(deck.heldBy.map(([c]) => c).sort()).toEqual([...deck.held].sort());
        }
      }),
      { numRuns: 1000 },
    );
  });
});
