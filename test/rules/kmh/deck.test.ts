import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  cardInfo,
  combineCommands,
  deckProblems,
  drawCard,
  drawRandom,
  endTurn,
  fireCard,
  holdFireCard,
  isUnordered,
  openTurn,
  nextTurn,
  playHeldCard,
  shuffle,
  splitCommands,
  startTurn,
  turnCards,
  type DeckSetup,
  type DeckState,
} from '../../../src/rules/kmh';
import { RandomDice, seededRandom, type DiceSource } from '../../../src/rules/dice/dice';
import { RulesError } from '../../../src/rules/errors';
import { script } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

const setup: DeckSetup = { squadrons: ['brA', 'brB', 'frA'] };
const always = ['windChange', 'fireTest', 'steeringDamageTest', 'strikeTest', 'boardingAction'];

describe('building the turn deck (decision deck-events)', () => {
  it('has a Move and a Fire card per squadron and the standing event cards', () => {
    expect(turnCards(setup)).toEqual([
      'move:brA',
      'fire:brA',
      'move:brB',
      'fire:brB',
      'move:frA',
      'fire:frA',
      ...always,
    ]);
  });
  it.each([
    ['gettingChoppy', 'gettingChoppy'],
    ['boatsLaunched', 'shipsBoats'],
    ['shoreBatteries', 'shoreBatteryFire'],
    ['fireshipAblaze', 'fireships'],
  ] as const)('adds a card when %s', (flag, card) => {
    expect(turnCards(setup)).not.toContain(card);
    expect(turnCards({ ...setup, [flag]: true })).toContain(card);
  });
  it('rejects a squadron listed twice or without an id', () => {
    expect(() => turnCards({ squadrons: ['a', 'a'] })).toThrow(/twice/);
    expect(() => turnCards({ squadrons: [''] })).toThrow(RulesError);
  });
  it('reads card ids back', () => {
    expect(cardInfo('fire:frA')).toEqual({ kind: 'fire', squadron: 'frA' });
    expect(cardInfo('strikeTest')).toEqual({ kind: 'strikeTest' });
    expect(() => cardInfo('dance')).toThrow(/no card/);
  });
});

describe('a turn of the deck', () => {
  it('shuffles through the dice port (Fisher–Yates) and is reproducible', () => {
    // Four items: j for i = 3, 2, 1 from d4, d3, d2.
    expect(shuffle(['a', 'b', 'c', 'd'], script(1, 3, 1))).toEqual(['b', 'd', 'c', 'a']);
    const a = startTurn(setup, 1, {}, new RandomDice(seededRandom(9)));
    const b = startTurn(setup, 1, {}, new RandomDice(seededRandom(9)));
    expect(a).toEqual(b);
    expect(deckProblems(a)).toEqual([]);
  });
  it('draws every card once, then refuses', () => {
    let state = startTurn(setup, 1, {}, new RandomDice(seededRandom(1)));
    const drawn: string[] = [];
    while (state.drawPile.length) {
      const d = drawCard(state);
      drawn.push(d.card);
      state = d.state;
    }
    expect([...drawn].sort()).toEqual([...turnCards(setup)].sort());
    expect(() => drawCard(state)).toThrow(/has been drawn/);
  });
  it('holds a Fire card as it is drawn and plays it later the same turn', () => {
    const start: DeckState = { ...startTurn(setup, 1, {}, script(1, 1, 1, 1, 1, 1, 1, 1, 1, 1)) };
    let state: DeckState = {
      ...start,
      drawPile: ['fire:brA', 'move:frA', ...start.drawPile.filter((c) => c !== 'fire:brA' && c !== 'move:frA')],
    };
    state = drawCard(state).state;
    state = holdFireCard(state, 'fire:brA');
    expect(state.held).toEqual(['fire:brA']);
    state = drawCard(state).state;
    expect(() => holdFireCard(state, 'move:frA')).toThrow(/Only Fire cards/);
    state = playHeldCard(state, 'fire:brA');
    expect(state.played).toEqual(['move:frA', 'fire:brA']);
    expect(deckProblems(state)).toEqual([]);
  });
  it('cannot hold the last card of the turn (decision hold-last-card), nor one drawn earlier', () => {
    let state: DeckState = { ...startTurn({ squadrons: ['x'] }, 1, {}, new RandomDice(seededRandom(2))) };
    state = { ...state, drawPile: [...state.drawPile.filter((c) => c !== 'fire:x'), 'fire:x'] };
    while (state.drawPile.length) state = drawCard(state).state;
    expect(() => holdFireCard(state, 'fire:x')).toThrow(/last card/);
    let early: DeckState = { ...startTurn({ squadrons: ['x'] }, 1, {}, new RandomDice(seededRandom(2))) };
    early = { ...early, drawPile: ['fire:x', ...early.drawPile.filter((c) => c !== 'fire:x')] };
    early = drawCard(drawCard(early).state).state;
    expect(() => holdFireCard(early, 'fire:x')).toThrow(/as soon as it is drawn/);
  });
  it('holds only the card just drawn: never once it fired from hand, nor after another action (decision hold-just-drawn)', () => {
    let state: DeckState = { ...startTurn(setup, 1, {}, new RandomDice(seededRandom(2))) };
    state = {
      ...state,
      drawPile: ['fire:brA', 'move:frA', ...state.drawPile.filter((c) => c !== 'fire:brA' && c !== 'move:frA')],
    };
    state = drawCard(state).state;
    expect(state.justDrawn).toBe('fire:brA');
    const held = holdFireCard(state, 'fire:brA');
    expect(held.justDrawn).toBeNull();
    // Played from hand, it is the last card played again, yet its moment has passed.
    const fired = playHeldCard(held, 'fire:brA');
    expect(fired.played[fired.played.length - 1]).toBe('fire:brA');
    expect(() => holdFireCard(fired, 'fire:brA')).toThrow(/as soon as it is drawn/);
    // A state that looks just drawn by its piles but was not (restored by an undo) refuses too.
    expect(() => holdFireCard({ ...state, justDrawn: null }, 'fire:brA')).toThrow(/as soon as it is drawn/);
    // Combining or splitting in between passes the moment as well.
    expect(
      combineCommands(startTurn(setup, 1, {}, script(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)), 'brA', ['brB']).justDrawn,
    ).toBeNull();
  });
  it('never carries a held card into the next turn', () => {
    let state: DeckState = { ...startTurn(setup, 1, {}, new RandomDice(seededRandom(3))) };
    state = { ...state, drawPile: ['fire:frA', ...state.drawPile.filter((c) => c !== 'fire:frA')] };
    state = holdFireCard(drawCard(state).state, 'fire:frA');
    expect(() => nextTurn(state, setup, new RandomDice(seededRandom(4)))).toThrow(/still to be drawn/);
    while (state.drawPile.length) state = drawCard(state).state;
    const next = nextTurn(state, setup, new RandomDice(seededRandom(4)));
    expect(next.unplayedHeld).toEqual(['fire:frA']);
    expect(next.state.turn).toBe(2);
    expect(next.state.held).toEqual([]);
    expect(next.state.drawPile).toHaveLength(turnCards(setup).length);
  });
  it('combines Move cards only at the start of a turn; Fire cards stay separate', () => {
    const state = startTurn(setup, 1, {}, new RandomDice(seededRandom(5)));
    const combined = combineCommands(state, 'brA', ['brB']);
    expect(combined.setAside).toEqual(['move:brB']);
    expect(combined.drawPile).toContain('fire:brB');
    expect(combined.drawPile).not.toContain('move:brB');
    expect(deckProblems(combined)).toEqual([]);
    expect(() => combineCommands(drawCard(state).state, 'brA', ['brB'])).toThrow(/before the first card/);
    expect(() => combineCommands(combined, 'brB', ['frA'])).toThrow(/commander must lead/);
    // Combinations carry into the next turn.
    let s = combined;
    while (s.drawPile.length) s = drawCard(s).state;
    expect(nextTurn(s, setup, new RandomDice(seededRandom(6))).state.setAside).toEqual(['move:brB']);
  });
  it('returns split Move cards to the undrawn cards, or as played once the line has moved (decision split-mid-turn)', () => {
    const state = combineCommands(startTurn(setup, 1, {}, new RandomDice(seededRandom(7))), 'brA', ['brB']);
    const before = splitCommands(state, ['brB'], script(1));
    expect(before.drawPile[0]).toBe('move:brB');
    expect(before.combined).toEqual({});
    let moved: DeckState = { ...state, drawPile: ['move:brA', ...state.drawPile.filter((c) => c !== 'move:brA')] };
    moved = drawCard(moved).state;
    const after = splitCommands(moved, ['brB'], script());
    expect(after.played).toEqual(['move:brA', 'move:brB']);
    expect(deckProblems(after)).toEqual([]);
    expect(() => splitCommands(after, ['brB'], script())).toThrow(/own card already/);
  });
  it('reports a lost or duplicated card', () => {
    const state = startTurn(setup, 1, {}, new RandomDice(seededRandom(8)));
    expect(deckProblems({ ...state, drawPile: state.drawPile.slice(1) })).toEqual([
      `"${state.drawPile[0]}" has been lost.`,
    ]);
    expect(deckProblems({ ...state, played: [state.drawPile[0]!] })[0]).toMatch(/in 2 places/);
    expect(
      deckProblems({ ...state, held: ['windChange'], drawPile: state.drawPile.filter((c) => c !== 'windChange') }),
    ).toEqual(['"windChange" is held but is not a Fire card.']);
  });
  it('names a card twice in the turn, a card of no pile of this turn, and one set aside for no combination', () => {
    const state = startTurn(setup, 1, {}, new RandomDice(seededRandom(8)));
    const first = state.cards[0]!;
    expect(deckProblems({ ...state, cards: [...state.cards, first] })).toEqual([`"${first}" is in the turn twice.`]);
    expect(deckProblems({ ...state, drawPile: [...state.drawPile, 'fire:zz'] })).toEqual([
      '"fire:zz" in the draw pile is not a card of this turn.',
    ]);
    expect(deckProblems({ ...state, held: ['fire:zz'] })).toEqual([
      '"fire:zz" in the held is not a card of this turn.',
    ]);
    expect(deckProblems({ ...state, played: ['fire:zz'] })).toEqual([
      '"fire:zz" in the played is not a card of this turn.',
    ]);
    expect(deckProblems({ ...state, setAside: ['fire:zz'] })).toEqual([
      '"fire:zz" in the set aside is not a card of this turn.',
      '"fire:zz" is set aside without a combination.',
    ]);
    const aside = state.drawPile.find((c) => c === 'move:brB')!;
    expect(deckProblems({ ...state, drawPile: state.drawPile.filter((c) => c !== aside), setAside: [aside] })).toEqual([
      '"move:brB" is set aside without a combination.',
    ]);
  });
  it('knows undrawn cards in order, equal neighbours included, from a pile out of order', () => {
    const state = openTurn(setup, 1, {});
    expect(isUnordered({ ...state, drawPile: ['a', 'a', 'b'] })).toBe(true);
    expect(isUnordered({ ...state, drawPile: ['a', 'c', 'b'] })).toBe(false);
    expect(isUnordered({ ...state, drawPile: ['b', 'a', 'c'] })).toBe(false);
  });
  it('may shuffle a split Move card in below every undrawn card: a die of one face more than the pile', () => {
    const state = combineCommands(startTurn(setup, 1, {}, new RandomDice(seededRandom(7))), 'brA', ['brB']);
    const last = splitCommands(state, ['brB'], script(state.drawPile.length + 1));
    expect(last.drawPile).toEqual([...state.drawPile, 'move:brB']);
  });
});

describe('the deck invariant over random sequences of operations', () => {
  type Op =
    | { op: 'draw' }
    | { op: 'hold' }
    | { op: 'playHeld' }
    | { op: 'combine'; commander: number; subs: number[] }
    | { op: 'split'; subs: number[] }
    | { op: 'next' }
    | { op: 'setup'; flags: boolean[] };
  const squadrons = ['a', 'b', 'c', 'd'];
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    { weight: 6, arbitrary: fc.constant({ op: 'draw' as const }) },
    { weight: 2, arbitrary: fc.constant({ op: 'hold' as const }) },
    { weight: 2, arbitrary: fc.constant({ op: 'playHeld' as const }) },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant('combine' as const),
        commander: fc.nat(3),
        subs: fc.array(fc.nat(3), { maxLength: 3 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ op: fc.constant('split' as const), subs: fc.array(fc.nat(3), { maxLength: 2 }) }),
    },
    { weight: 1, arbitrary: fc.constant({ op: 'next' as const }) },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant('setup' as const),
        flags: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
      }),
    },
  );

  /** The shuffled deck, and the unordered one a Foundry document stores (no order kept, random draws). */
  const variants = [
    {
      name: 'shuffled',
      start: (setup: DeckSetup, dice: DiceSource) => startTurn(setup, 1, {}, dice),
      draw: (state: DeckState) => drawCard(state).state,
      split: (state: DeckState, subs: string[], dice: DiceSource) => splitCommands(state, subs, dice),
      next: (state: DeckState, setup: DeckSetup, dice: DiceSource) => nextTurn(state, setup, dice),
      ordered: false,
    },
    {
      name: 'unordered',
      start: (setup: DeckSetup) => openTurn(setup, 1, {}),
      draw: (state: DeckState, dice: DiceSource) => drawRandom(state, dice).state,
      split: (state: DeckState, subs: string[]) => splitCommands(state, subs),
      next: (state: DeckState, setup: DeckSetup) => endTurn(state, setup),
      ordered: true,
    },
  ];

  it.each(variants)('never loses or duplicates a card, never carries a held card over ($name)', (v) => {
    fc.assert(
      fc.property(fc.integer(), fc.array(opArb, { maxLength: 120 }), (seed, ops) => {
        const dice = new RandomDice(seededRandom(seed));
        let deckSetup: DeckSetup = { squadrons };
        let state = v.start(deckSetup, dice);
        for (const o of ops) {
          const previous = state;
          try {
            switch (o.op) {
              case 'draw':
                state = v.draw(state, dice);
                break;
              case 'hold':
                state = holdFireCard(state, state.played[state.played.length - 1] ?? 'fire:a');
                break;
              case 'playHeld':
                state = playHeldCard(state, state.held[0] ?? 'fire:a');
                break;
              case 'combine':
                state = combineCommands(
                  state,
                  squadrons[o.commander]!,
                  o.subs.map((i) => squadrons[i]!),
                );
                break;
              case 'split':
                state = v.split(
                  state,
                  o.subs.map((i) => squadrons[i]!),
                  dice,
                );
                break;
              case 'next': {
                while (state.drawPile.length) state = v.draw(state, dice);
                const held = state.held;
                const next = v.next(state, deckSetup, dice);
                expect(next.unplayedHeld).toEqual(held);
                expect(next.state.held).toEqual([]);
                expect(next.state.played).toEqual([]);
                expect(next.state.turn).toBe(state.turn + 1);
                state = next.state;
                break;
              }
              case 'setup': {
                const [gettingChoppy, boatsLaunched, shoreBatteries, fireshipAblaze, shipsBurning, shipsGrappled] =
                  o.flags;
                deckSetup = {
                  squadrons,
                  gettingChoppy,
                  boatsLaunched,
                  shoreBatteries,
                  fireshipAblaze,
                  shipsBurning,
                  shipsGrappled,
                };
                break;
              }
            }
          } catch (error) {
            if (!(error instanceof RulesError)) throw error;
            expect(state).toBe(previous);
          }
          expect(deckProblems(state)).toEqual([]);
          if (v.ordered) expect(isUnordered(state)).toBe(true);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('what the deck refuses, and why (the code the Foundry layer shows)', () => {
  const fresh = () => openTurn(setup, 1, {});
  const drawnUpTo = (state: DeckState, card: string): DeckState => {
    let s: DeckState = { ...state, drawPile: [card, ...state.drawPile.filter((c) => c !== card)] };
    s = drawCard(s).state;
    return s;
  };
  it('names an unknown card, a blank squadron and a squadron listed twice', () => {
    expectRefusal(() => cardInfo('dance'), 'UnknownCard', { card: 'dance' }, ['dance']);
    expectRefusal(() => cardInfo('board:brA'), 'UnknownCard', { card: 'board:brA' });
    expectRefusal(() => cardInfo(':brA'), 'UnknownCard');
    expectRefusal(() => turnCards({ squadrons: [''] }), 'BadSquadron');
    expectRefusal(() => turnCards({ squadrons: [7 as unknown as string] }), 'BadSquadron');
    expectRefusal(() => turnCards({ squadrons: ['a', 'b', 'a'] }), 'DuplicateSquadron', { squadron: 'a' }, ['"a"']);
  });
  it('reads a card id at its first colon: a squadron id may hold one too', () => {
    expect(cardInfo('move:a:b')).toEqual({ kind: 'move', squadron: 'a:b' });
    expect(cardInfo(fireCard('x'))).toEqual({ kind: 'fire', squadron: 'x' });
  });
  it('refuses a turn number below 1', () => {
    expectInvalidNumber(() => openTurn(setup, 0, {}), 'turn', 1);
    expect(openTurn(setup, 1, {}).turn).toBe(1);
  });
  it('refuses combinations with a squadron not in the turn, a commander who follows, or a squadron combined twice', () => {
    expectRefusal(() => openTurn(setup, 1, { brB: 'zz' }), 'UnknownSquadron', undefined, ['brB', 'zz']);
    expectRefusal(() => openTurn(setup, 1, { zz: 'brA' }), 'UnknownSquadron', undefined, ['zz', 'brA']);
    expectRefusal(() => openTurn(setup, 1, { brA: 'brA' }), 'BadCombination', undefined, ['brA']);
    expectRefusal(() => openTurn(setup, 1, { brB: 'brA', brA: 'frA' }), 'BadCombination');
    const combined = combineCommands(fresh(), 'brA', ['brB']);
    expectRefusal(() => combineCommands(combined, 'frA', ['brB']), 'AlreadyCombined', undefined, ['brB']);
    expectRefusal(() => combineCommands(combined, 'brB', ['frA']), 'BadCombination', undefined, ['frA', 'brB']);
    expectRefusal(() => combineCommands(fresh(), 'brA', ['nobody']), 'UnknownSquadron', undefined, ['nobody']);
  });
  it('combines only before the first card: a card played or held is too late', () => {
    const state = fresh();
    const played = drawnUpTo(state, 'windChange');
    expectRefusal(() => combineCommands(played, 'brA', ['brB']), 'TurnStarted', undefined, [
      'Commands can be combined',
    ]);
    const held = holdFireCard(drawnUpTo(state, 'fire:brA'), 'fire:brA');
    expect(held.played).toEqual([]);
    expectRefusal(() => combineCommands(held, 'brA', ['brB']), 'TurnStarted');
  });
  it('splits only a combined squadron', () => {
    expectRefusal(() => splitCommands(fresh(), ['brB']), 'NotCombined', undefined, ['brB']);
  });
  it('refuses to draw from an empty deck, either way of drawing', () => {
    let state = fresh();
    while (state.drawPile.length) state = drawCard(state).state;
    expectRefusal(() => drawCard(state), 'DeckEmpty');
    expectRefusal(() => drawRandom(state, script()), 'DeckEmpty');
  });
  it('holds only the Fire card just drawn, and never the last card', () => {
    const state = fresh();
    const move = drawnUpTo(state, 'move:brA');
    expectRefusal(() => holdFireCard(move, 'move:brA'), 'NotAFireCard', undefined, ['move:brA']);
    expectRefusal(() => holdFireCard(move, 'fire:brA'), 'NotJustDrawn', undefined, ['fire:brA']);
    // The card just drawn, but the piles say something else was played after it.
    const fire = drawnUpTo(state, 'fire:brA');
    expectRefusal(() => holdFireCard({ ...fire, played: [...fire.played, 'windChange'] }, 'fire:brA'), 'NotJustDrawn');
    let last: DeckState = { ...state, drawPile: [...state.drawPile.filter((c) => c !== 'fire:frA'), 'fire:frA'] };
    while (last.drawPile.length) last = drawCard(last).state;
    expectRefusal(() => holdFireCard(last, 'fire:frA'), 'NothingLeftToWaitFor');
    // With exactly one card still to draw the Fire card can be held.
    let oneLeft: DeckState = {
      ...state,
      drawPile: [...state.drawPile.filter((c) => c !== 'fire:frA' && c !== 'windChange'), 'fire:frA', 'windChange'],
    };
    while (oneLeft.drawPile.length > 1) oneLeft = drawCard(oneLeft).state;
    expect(holdFireCard(oneLeft, 'fire:frA').held).toEqual(['fire:frA']);
  });
  it('plays from hand only a card being held', () => {
    expectRefusal(() => playHeldCard(fresh(), 'fire:brA'), 'NotHeld', undefined, ['fire:brA']);
  });
  it('ends a turn only once every card is drawn, and says how many are left', () => {
    const state = fresh();
    const one = drawCard(state).state;
    expectRefusal(() => endTurn(one, setup), 'TurnNotOver', undefined, [`${state.drawPile.length - 1} card(s)`]);
    expectRefusal(() => nextTurn(one, setup, script()), 'TurnNotOver');
  });
});
