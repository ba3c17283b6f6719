import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  beginDeck,
  checkDeck,
  combineAction,
  drawAction,
  holdAction,
  nextTurnAction,
  playAction,
  snapshot,
  splitAction,
  stateOf,
  undoAction,
  type DeckChange,
} from '../../../src/modules/kmh/deck-store';
import {
  UNDO_DEPTH,
  currentCard,
  holderOf,
  movingSquadrons,
  type DeckAction,
  type DeckSnapshot,
  type StoredDeck,
} from '../../../src/data/stored-deck';
import { defineBattleSchema } from '../../../src/data/battle';
import type { DiceSource } from '../../../src/rules/dice/dice';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { RulesError } from '../../../src/rules/errors';
import { cardInfo, deckProblems, isUnordered, type DeckSetup } from '../../../src/rules/kmh';
import { checkAgainstSchema } from '../../support/schema-check';

const setup: DeckSetup = { squadrons: ['brA', 'brB', 'frA'], shipsBurning: false, shipsGrappled: false };
const die = (face: number) => new ScriptedDice([face]);
const GM = 'u-gm';

/** Draws the card named. */
const drawn = (deck: StoredDeck, card: string, by = GM) => drawAction(deck, die(deck.drawPile.indexOf(card) + 1), by);

const DECK_FIELD = { deck: defineBattleSchema().deck };

/** The deck as a Combat stores it: its shape is the data model's, and it reads back from JSON the same. */
function storable(deck: StoredDeck): string[] {
  const roundTrip = JSON.parse(JSON.stringify(deck)) as StoredDeck;
  const problems = checkAgainstSchema(DECK_FIELD, { deck });
  expect(roundTrip).toStrictEqual(deck);
  return problems;
}

describe('the stored deck', () => {
  it('begins turn 1 with no order stored and nothing to undo, for the GM who began it', () => {
    const { deck, card, unplayedHeld, undone } = beginDeck(setup, GM);
    expect([card, unplayedHeld, undone]).toEqual(['', [], null]);
    expect(deck.drawPile).toEqual([...deck.drawPile].sort());
    expect(deck.drawPile).toHaveLength(6 + 3);
    expect(deck).toMatchObject({
      turn: 1,
      serial: 1,
      last: { action: 'begin', card: '', by: GM },
      history: [],
      justDrawn: null,
    });
    expect(storable(deck)).toEqual([]);
    expect(checkDeck(deck)).toBe(deck);
    // Begun again over an older deck, the serial goes on counting.
    expect(beginDeck(setup, GM, {}, 7).deck.serial).toBe(8);
  });

  it('draws the card the die names, as the one just drawn, with the deck before it on the undo stack', () => {
    const begun = beginDeck(setup, GM).deck;
    const change = drawAction(begun, die(2), GM);
    expect(change.card).toBe(begun.drawPile[1]);
    expect(change.deck.played).toEqual([change.card]);
    expect(change.deck.justDrawn).toBe(change.card);
    expect(change.deck.history).toEqual([{ action: 'draw', card: change.card, before: snapshot(begun) }]);
    expect(currentCard(change.deck)).toBe(change.card);
    expect(change.deck.serial).toBe(begun.serial + 1);
    expect(change.deck.last).toEqual({ action: 'draw', card: change.card, by: GM });
  });

  it('holds the Fire card just drawn for its holder and plays it later; the current card is only a drawn or played one', () => {
    const begun = beginDeck(setup, GM).deck;
    const fire = drawn(begun, 'fire:brA').deck;
    const held = holdAction(fire, 'fire:brA', 'u-1').deck;
    expect(held.held).toEqual(['fire:brA']);
    expect(held.justDrawn).toBeNull();
    expect(holderOf(held, 'fire:brA')).toBe('u-1');
    expect(currentCard(held)).toBeNull();
    const next = drawAction(held, die(1), GM).deck;
    const played = playAction(next, 'fire:brA', 'u-1').deck;
    expect(played.played.slice(-1)).toEqual(['fire:brA']);
    expect(played.heldBy).toEqual([]);
    expect(currentCard(played)).toBe('fire:brA');
    expect(played.last).toEqual({ action: 'play', card: 'fire:brA', by: 'u-1' });
  });

  it('undoes the last action of any kind, one at a time, back to the turn’s start', () => {
    const begun = beginDeck(setup, GM).deck;
    const fire = drawn(begun, 'fire:brA').deck;
    const held = holdAction(fire, 'fire:brA', 'u-1').deck;
    const next = drawAction(held, die(1), GM).deck;
    const played = playAction(next, 'fire:brA', 'u-1').deck;
    // The play: the card is held again, by the same player.
    const unplayed = undoAction(played, GM);
    expect([unplayed.undone, unplayed.card]).toEqual(['play', 'fire:brA']);
    expect(snapshot(unplayed.deck)).toEqual({ ...snapshot(next), justDrawn: null });
    expect(holderOf(unplayed.deck, 'fire:brA')).toBe('u-1');
    expect(currentCard(unplayed.deck)).toBeNull();
    // The draw after the hold.
    const undrawn = undoAction(unplayed.deck, GM);
    expect([undrawn.undone, undrawn.card]).toEqual(['draw', next.played[next.played.length - 1]]);
    expect(snapshot(undrawn.deck)).toEqual(snapshot(held));
    // The hold itself: the Fire card is the one just drawn again, and may be held again.
    const unheld = undoAction(undrawn.deck, GM);
    expect(unheld.undone).toBe('hold');
    expect(snapshot(unheld.deck)).toEqual(snapshot(fire));
    expect(unheld.deck.heldBy).toEqual([]);
    expect(() => holdAction(unheld.deck, 'fire:brA', 'u-2')).not.toThrow();
    // The first draw: back to the begun deck, and nothing further.
    const start = undoAction(unheld.deck, GM);
    expect(snapshot(start.deck)).toEqual(snapshot(begun));
    expect(start.deck.history).toEqual([]);
    expect(start.deck.last).toEqual({ action: 'undo', card: 'fire:brA', by: GM });
    expect(() => undoAction(start.deck, GM)).toThrow(RulesError);
    expect(() => undoAction(start.deck, GM)).toThrow(/nothing this turn to undo/);
  });

  it('never makes a Fire card holdable again by undoing a later action (decision hold-just-drawn)', () => {
    const begun = beginDeck(setup, GM).deck;
    const fire = drawn(begun, 'fire:frA').deck;
    const later = drawn(fire, 'move:brA').deck;
    expect(() => holdAction(later, 'fire:frA', GM)).toThrow(/as soon as it is drawn/);
    const back = undoAction(later, GM).deck;
    expect(back.played[back.played.length - 1]).toBe('fire:frA');
    expect(back.justDrawn).toBeNull();
    expect(() => holdAction(back, 'fire:frA', GM)).toThrow(/as soon as it is drawn/);
  });

  it('starts the next turn only when every card is drawn; held cards go back; a new undo stack', () => {
    let deck = beginDeck(setup, GM).deck;
    deck = drawn(deck, 'fire:frA').deck;
    deck = holdAction(deck, 'fire:frA', 'u-2').deck;
    expect(() => nextTurnAction(deck, setup, GM)).toThrow(RulesError);
    while (deck.drawPile.length) deck = drawAction(deck, die(1), GM).deck;
    const next = nextTurnAction(deck, { ...setup, shipsBurning: true }, GM);
    expect(next.unplayedHeld).toEqual(['fire:frA']);
    expect(next.deck.turn).toBe(2);
    expect(next.deck.held).toEqual([]);
    expect(next.deck.heldBy).toEqual([]);
    expect(next.deck.cards).toContain('fireTest');
    expect(next.deck.history).toEqual([]);
    expect(() => undoAction(next.deck, GM)).toThrow(RulesError);
  });

  it('combines Move cards at turn start and splits them again, each undoable; a lost squadron leaves its combination', () => {
    const begun = beginDeck(setup, GM).deck;
    const combined = combineAction(begun, 'brA', ['brB'], 'u-nelson');
    expect(combined.card).toBe('brA');
    expect(combined.deck.combined).toEqual([['brB', 'brA']]);
    expect(combined.deck.setAside).toEqual(['move:brB']);
    expect(movingSquadrons(combined.deck, 'brA')).toEqual(['brA', 'brB']);
    expect(currentCard(combined.deck)).toBeNull();
    const split = splitAction(combined.deck, ['brB'], 'u-nelson');
    expect(split.card).toBe('brB');
    expect(split.deck.combined).toEqual([]);
    expect(split.deck.drawPile).toContain('move:brB');
    expect(snapshot(undoAction(split.deck, GM).deck)).toEqual(snapshot(combined.deck));
    const uncombined = undoAction(combined.deck, GM);
    expect([uncombined.undone, uncombined.card]).toEqual(['combine', 'brA']);
    expect(snapshot(uncombined.deck)).toEqual(snapshot(begun));
    let deck = combined.deck;
    while (deck.drawPile.length) deck = drawAction(deck, die(1), GM).deck;
    const next = nextTurnAction(deck, { squadrons: ['brA', 'frA'] }, GM).deck;
    expect(next.combined).toEqual([]);
  });

  it('stores the whole deck each time: a split really removes the combination, and nothing of the last turn stays', () => {
    let deck = beginDeck(setup, GM).deck;
    deck = combineAction(deck, 'brA', ['brB'], GM).deck;
    deck = drawAction(deck, die(1), GM).deck;
    deck = splitAction(deck, ['brB'], GM).deck;
    expect(deck.combined).toEqual([]);
    expect(deck.history.map((s) => s.action)).toEqual(['combine', 'draw', 'split']);
    expect(storable(deck)).toEqual([]);
  });

  it('refuses a damaged or ordered deck, or a damaged step of its undo stack', () => {
    const deck = drawAction(beginDeck(setup, GM).deck, die(1), GM).deck;
    expect(() => checkDeck({ ...deck, drawPile: deck.drawPile.slice(1) })).toThrow(/lost/);
    expect(() => checkDeck({ ...deck, drawPile: [...deck.drawPile].reverse() })).toThrow(/in an order/);
    expect(() => checkDeck({ ...deck, justDrawn: deck.drawPile[0]! })).toThrow(/just drawn/);
    const step = deck.history[0]!;
    expect(() =>
      checkDeck({ ...deck, history: [{ ...step, before: { ...step.before, played: [deck.drawPile[0]!] } }] }),
    ).toThrow(RulesError);
  });

  it('keeps only the last UNDO_DEPTH actions of a turn', () => {
    let deck = beginDeck({ squadrons: ['a', 'b'] }, GM).deck;
    for (let i = 0; i < UNDO_DEPTH + 5; i++)
      deck = (i % 2 ? splitAction(deck, ['b'], GM) : combineAction(deck, 'a', ['b'], GM)).deck;
    expect(deck.history).toHaveLength(UNDO_DEPTH);
    expect(deck.history[0]!.action).toBe('split');
  });
});

/** Property tests: random play over a small battle. */
const SQUADRONS = ['a', 'b', 'c'];
const USERS = ['u-gm', 'u-anne', 'u-jacques'];

type Op =
  | { kind: 'begin'; by: number }
  | { kind: 'draw'; pick: number; fire: boolean; by: number }
  | { kind: 'hold'; pick: number; any: boolean; by: number }
  | { kind: 'play'; pick: number; by: number }
  | { kind: 'undo'; by: number }
  | { kind: 'next'; by: number }
  | { kind: 'combine'; commander: number; subordinates: number[]; by: number }
  | { kind: 'split'; subordinates: number[]; any: boolean; by: number };

const by = fc.nat(USERS.length - 1);
const squadron = fc.nat(SQUADRONS.length - 1);
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('begin' as const), by }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('draw' as const), pick: fc.nat(), fire: fc.boolean(), by }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('hold' as const), pick: fc.nat(), any: fc.boolean(), by }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('play' as const), pick: fc.nat(), by }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('undo' as const), by }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('next' as const), by }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('combine' as const),
      commander: squadron,
      subordinates: fc.uniqueArray(squadron, { maxLength: 2 }),
      by,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('split' as const),
      subordinates: fc.uniqueArray(squadron, { minLength: 1, maxLength: 2 }),
      any: fc.boolean(),
      by,
    }),
    weight: 2,
  },
);
const plays = fc.array(op, { maxLength: 60, size: 'medium' });

/** A die that shows the face `pick` names among those it has. */
const picked = (pick: number): DiceSource => ({
  roll: (count, faces) => Array.from({ length: count }, (_, i) => ((pick + i) % faces) + 1),
});
const pickOf = <T>(items: readonly T[], pick: number): T | undefined => items[pick % Math.max(1, items.length)];

/** One step of a play: the action tried and what came of it (null when the rules refused it). */
interface Step {
  action: DeckAction;
  before: StoredDeck;
  change: DeckChange | null;
}

/**
 * Runs one op on the deck: the actions it tries, in order ('next' draws the rest of the turn
 * first, each draw its own action). A RulesError is a refusal; anything else fails the test.
 */
function run(deck: StoredDeck, o: Op): Step[] {
  const user = USERS[o.by]!;
  const attempt = (action: DeckAction, before: StoredDeck, act: () => DeckChange): Step => {
    try {
      return { action, before, change: act() };
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      return { action, before, change: null };
    }
  };
  switch (o.kind) {
    case 'begin':
      return [attempt('begin', deck, () => beginDeck({ squadrons: SQUADRONS }, user, {}, deck.serial))];
    case 'draw': {
      // Half the draws turn a Fire card when one is left, so holds and plays come often.
      const fires = deck.drawPile.flatMap((c, i) => (cardInfo(c).kind === 'fire' ? [i] : []));
      const index = o.fire && fires.length ? pickOf(fires, o.pick)! : o.pick;
      return [attempt('draw', deck, () => drawAction(deck, picked(index), user))];
    }
    case 'hold': {
      // Mostly the card on top of the played pile; sometimes any Fire card of the turn.
      const fires = deck.cards.filter((c) => cardInfo(c).kind === 'fire');
      const card = o.any ? pickOf(fires, o.pick)! : (deck.played[deck.played.length - 1] ?? 'fire:a');
      return [attempt('hold', deck, () => holdAction(deck, card, user))];
    }
    case 'play':
      return [attempt('play', deck, () => playAction(deck, pickOf(deck.held, o.pick) ?? 'fire:a', user))];
    case 'undo':
      return [attempt('undo', deck, () => undoAction(deck, user))];
    case 'next': {
      const steps: Step[] = [];
      let current = deck;
      let n = 0;
      while (current.drawPile.length) {
        const step = attempt('draw', current, () => drawAction(current, picked(n++), user));
        steps.push(step);
        current = step.change!.deck;
      }
      steps.push(attempt('next', current, () => nextTurnAction(current, { squadrons: SQUADRONS }, user)));
      return steps;
    }
    case 'combine':
      return [
        attempt('combine', deck, () =>
          combineAction(
            deck,
            SQUADRONS[o.commander]!,
            o.subordinates.map((i) => SQUADRONS[i]!),
            user,
          ),
        ),
      ];
    case 'split': {
      // Mostly squadrons that are in line; sometimes any.
      const subordinates =
        o.any || deck.combined.length === 0
          ? o.subordinates.map((i) => SQUADRONS[i]!)
          : [pickOf(deck.combined, o.subordinates[0]!)![0]];
      return [attempt('split', deck, () => splitAction(deck, subordinates, user))];
    }
  }
}

/** Plays the ops from a begun deck, calling `check` on every action the rules allowed. */
function play(
  ops: readonly Op[],
  check: (step: Step & { change: DeckChange }, previous: (Step & { change: DeckChange }) | null) => void,
) {
  const begun = beginDeck({ squadrons: SQUADRONS }, USERS[0]!);
  let last: (Step & { change: DeckChange }) | null = { action: 'begin', before: begun.deck, change: begun };
  let deck = begun.deck;
  for (const o of ops) {
    for (const step of run(deck, o)) {
      if (!step.change) continue;
      const done = step as Step & { change: DeckChange };
      check(done, last);
      last = done;
      deck = done.change.deck;
    }
  }
}

/** The deck with `justDrawn` as an undo of `action` leaves it (decision hold-just-drawn). */
const undoneTo = (before: DeckSnapshot, action: DeckAction): DeckSnapshot => ({
  ...snapshot(before),
  justDrawn: action === 'hold' ? before.justDrawn : null,
});

// A thousand random plays of up to sixty actions each: a generous limit for a loaded machine.
describe('the stored deck over random play', { timeout: 180_000 }, () => {
  it('never loses or duplicates a card, never stores an order, and survives being stored', () => {
    fc.assert(
      fc.property(plays, (ops) => {
        play(ops, ({ change }) => {
          const { deck } = change;
          expect(() => stateOf(deck)).not.toThrow();
          expect(() => checkDeck(deck)).not.toThrow();
          const state = stateOf(deck);
          expect(deckProblems(state)).toEqual([]);
          expect(isUnordered(state)).toBe(true);
          expect(deck.heldBy.map(([c]) => c).sort()).toEqual([...deck.held].sort());
          expect(storable(deck)).toEqual([]);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('undoes exactly: after any action, an undo gives back the deck before it, every pile, combination, holder and turn', () => {
    fc.assert(
      fc.property(plays, (ops) => {
        play(ops, ({ action, before, change }) => {
          if (action === 'undo') return;
          if (action === 'begin' || action === 'next') {
            // A new turn starts a new stack.
            expect(change.deck.history).toEqual([]);
            expect(() => undoAction(change.deck, USERS[0]!)).toThrow(RulesError);
            return;
          }
          const undone = undoAction(change.deck, USERS[1]!);
          expect(undone.undone).toBe(action);
          expect(undone.card).toBe(change.card);
          expect(snapshot(undone.deck)).toEqual(undoneTo(before, action));
          expect(undone.deck.history).toEqual(
            before.history.slice(Math.max(0, before.history.length + 1 - UNDO_DEPTH)),
          );
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('counts every action with a serial that only goes up', () => {
    fc.assert(
      fc.property(plays, (ops) => {
        play(ops, ({ before, change }) => {
          expect(change.deck.serial).toBe(before.serial + 1);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('holds a Fire card only right after its draw (or after undoing its hold), never once another action followed', () => {
    fc.assert(
      fc.property(plays, (ops) => {
        play(ops, ({ action, change }) => {
          const { deck } = change;
          const moment =
            action === 'draw' ? change.card : action === 'undo' && change.undone === 'hold' ? change.card : null;
          for (const card of deck.cards.filter((c) => cardInfo(c).kind === 'fire')) {
            let held = true;
            try {
              holdAction(deck, card, USERS[2]!);
            } catch (error) {
              if (!(error instanceof RulesError)) throw error;
              held = false;
            }
            expect(held, `${card} after ${action}`).toBe(card === moment && deck.drawPile.length > 0);
          }
        });
      }),
      { numRuns: 1000 },
    );
  });
});
