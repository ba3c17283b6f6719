import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  COMBAT_PHASES,
  actingSide,
  advance,
  back,
  markRolled,
  passedRolls,
  pendingRoll,
  phaseOrder,
  rollInitiative,
  sequenceProblems,
  setInitiative,
  startSequence,
  type SequenceState,
} from '../../../src/rules/saltntar/sequence';
import { RulesError } from '../../../src/rules/errors';
import { ScriptedDice } from '../../../src/rules/dice/dice';

function walk(state: SequenceState, steps: number): SequenceState {
  for (let i = 0; i < steps; i++) state = advance(state);
  return state;
}

describe("the Salt'n'Tar game turn (S2)", () => {
  it('runs the combat phases in order and starts the next turn with the wind', () => {
    let state = startSequence('combat', ['friendly', 'hostile']);
    const seen: string[] = [];
    while (state.turn === 1) {
      seen.push(state.phase);
      state = advance(state);
    }
    // Without initiative every side acts together: one step per phase.
    expect(seen).toEqual([...COMBAT_PHASES]);
    expect(state).toMatchObject({ turn: 2, phase: 'wind', step: 0, initiativeSet: false });
  });

  it('moves in reverse initiative order and fires in initiative order', () => {
    let state = walk(startSequence('combat', ['friendly', 'hostile', 'neutral']), 3);
    expect(state.phase).toBe('initiative');
    state = setInitiative(state, ['hostile', 'neutral', 'friendly']);
    state = advance(state);
    expect(state.phase).toBe('firstHalfMove');
    expect(phaseOrder(state)).toEqual(['friendly', 'neutral', 'hostile']);
    const movers = [actingSide(state), actingSide(advance(state)), actingSide(walk(state, 2))];
    expect(movers).toEqual(['friendly', 'neutral', 'hostile']);
    state = walk(state, 3);
    expect(state.phase).toBe('missiles');
    expect(actingSide(state)).toBe('hostile');
    state = walk(state, 3);
    expect(state.phase).toBe('secondHalfMove');
    expect(actingSide(state)).toBe('friendly');
    state = walk(state, 3);
    expect(state.phase).toBe('boarding');
    expect(actingSide(state)).toBeNull();
  });

  it('runs the racing turn: wind, luck, strain, a full move', () => {
    const state = startSequence('racing', ['friendly', 'hostile']);
    expect([state, walk(state, 1), walk(state, 2), walk(state, 3)].map((s) => s.phase)).toEqual([
      'wind',
      'luck',
      'strain',
      'fullMove',
    ]);
    expect(walk(state, 4)).toMatchObject({ turn: 2, phase: 'wind' });
  });

  it('steps back within a turn, forgetting initiative when going back to its phase', () => {
    let state = setInitiative(walk(startSequence('combat', ['friendly', 'hostile']), 3), ['hostile', 'friendly']);
    state = walk(state, 2);
    expect(state).toMatchObject({ phase: 'firstHalfMove', step: 1 });
    expect(back(state)).toMatchObject({ phase: 'firstHalfMove', step: 0 });
    const before = back(back(state));
    expect(before).toMatchObject({ phase: 'initiative', initiativeSet: false });
    expect(back(before)).toMatchObject({ phase: 'strain', initiativeSet: false });
    expect(() => back(startSequence('combat', ['friendly']))).toThrow(RulesError);
  });

  it('sets initiative only in its phase, naming every side once', () => {
    const state = startSequence('combat', ['friendly', 'hostile']);
    expect(() => setInitiative(state, ['friendly', 'hostile'])).toThrow(/own phase/);
    const initiative = walk(state, 3);
    expect(() => setInitiative(initiative, ['friendly'])).toThrow(/every side once/);
    expect(() => setInitiative(initiative, ['friendly', 'friendly'])).toThrow(/every side once/);
    expect(() => startSequence('combat', ['a', 'a'])).toThrow(/own/);
  });

  it('rolls a d6 per side for initiative; ties roll again between themselves', () => {
    // friendly 3, hostile 5, neutral 3: hostile first; the tie rolls again 2 against 6.
    const { order, rolls } = rollInitiative(['friendly', 'hostile', 'neutral'], new ScriptedDice([3, 5, 3, 2, 6]));
    expect(order).toEqual(['hostile', 'neutral', 'friendly']);
    expect(rolls).toEqual({ friendly: [3, 2], hostile: [5], neutral: [3, 6] });
  });

  it('stays sound over any walk of steps', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('advance', 'back', 'initiative'), { maxLength: 80 }),
        fc.integer({ min: 1, max: 4 }),
        (ops, n) => {
          const sides = ['friendly', 'hostile', 'neutral', 'secret'].slice(0, n);
          let state = startSequence('combat', sides);
          for (const op of ops) {
            try {
              if (op === 'advance') state = advance(state);
              else if (op === 'back') state = back(state);
              else state = setInitiative(state, [...state.sides].reverse());
            } catch (error) {
              if (!(error instanceof RulesError)) throw error;
            }
            expect(sequenceProblems(state)).toEqual([]);
          }
        },
      ),
    );
  });
});

describe('the rolls a phase owes', () => {
  it('asks for the wind, luck and strain rolls once each per turn, and none in other phases', () => {
    let s = startSequence('combat', ['friendly', 'hostile']);
    expect(pendingRoll(s)).toBe('wind');
    s = markRolled(s);
    expect(pendingRoll(s)).toBeNull();
    expect(() => markRolled(s)).toThrow(/no roll left/);
    s = advance(s);
    expect(pendingRoll(s)).toBe('luck');
    s = advance(markRolled(s));
    expect(pendingRoll(s)).toBe('strain');
    s = advance(markRolled(s));
    expect(s.phase).toBe('initiative');
    expect(pendingRoll(s)).toBeNull();
    expect(sequenceProblems(s)).toEqual([]);
  });

  it('going back does not let a phase be rolled twice; a new turn owes every roll again', () => {
    let s = markRolled(startSequence('racing', ['friendly']));
    s = back(advance(s));
    expect(pendingRoll(s)).toBeNull();
    while (s.turn === 1) s = advance(s);
    expect(s.rolled).toEqual([]);
    expect(pendingRoll(s)).toBe('wind');
  });

  it('owes the strain phase once stepped past unrolled, and only that (decision saltntar-sinking)', () => {
    let s = startSequence('combat', ['friendly', 'hostile']);
    // Wind and luck may be skipped; the strain rolls may not.
    s = advance(advance(s));
    expect(s.phase).toBe('strain');
    expect(passedRolls(s)).toEqual([]);
    s = advance(s);
    expect(passedRolls(s)).toEqual(['strain']);
    s = markRolled(s, 'strain');
    expect(passedRolls(s)).toEqual([]);
    expect(pendingRoll(s)).toBeNull();
    expect(() => markRolled(s, 'strain')).toThrow(/no roll left/);
    // The same holds in a race, and a new turn starts owing nothing yet.
    let race = advance(advance(advance(startSequence('racing', ['friendly']))));
    expect(race.phase).toBe('fullMove');
    expect(passedRolls(race)).toEqual(['strain']);
    race = advance(race);
    expect(race).toMatchObject({ turn: 2, phase: 'wind' });
    expect(passedRolls(race)).toEqual([]);
  });

  it('finds a stored record of a phase that is never rolled unsound', () => {
    const s = { ...startSequence('combat', ['friendly']), rolled: ['missiles'] } as unknown as Parameters<
      typeof sequenceProblems
    >[0];
    expect(sequenceProblems(s)).toEqual(['Only the wind, luck and strain phases are rolled.']);
  });
});

describe('who acts in turn, and what the tracker refuses', () => {
  const atInitiative = (sides: string[]) => walk(startSequence('combat', sides), 3);

  it('lets every side act at once until initiative is set, and a lone side always', () => {
    const two = startSequence('combat', ['red', 'blue']);
    expect(phaseOrder(two, 'missiles')).toEqual([]);
    expect(phaseOrder(two, 'firstHalfMove')).toEqual([]);
    const alone = setInitiative(atInitiative(['red']), ['red']);
    expect(alone.initiativeSet).toBe(true);
    expect(phaseOrder(alone, 'missiles')).toEqual([]);
    expect(phaseOrder(alone, 'secondHalfMove')).toEqual([]);
  });

  it('keeps the initiative when stepping back from a half move into the missiles', () => {
    const set = setInitiative(atInitiative(['red', 'blue']), ['blue', 'red']);
    const secondHalf = walk(set, 5);
    expect(secondHalf).toMatchObject({ phase: 'secondHalfMove', step: 0 });
    const missiles = back(secondHalf);
    expect(missiles).toMatchObject({ phase: 'missiles', step: 1, initiativeSet: true });
    expect(actingSide(missiles)).toBe('red');
  });

  it('refuses a side that is not a name at all', () => {
    const notNamed = ['red', 7] as unknown as string[];
    expect(() => startSequence('combat', notNamed)).toThrow(/own non-empty name/);
    expect(() => rollInitiative(notNamed, new ScriptedDice([1, 2]))).toThrow(/own non-empty name/);
  });

  it("refuses an order that runs two sides' names into one", () => {
    expect(() => setInitiative(atInitiative(['a', 'b']), ['a\u0000b'])).toThrow(/every side once/);
  });

  it('names each way a stored turn can be unsound', () => {
    const sound = atInitiative(['red', 'blue']);
    expect(sequenceProblems(sound)).toEqual([]);
    const problems = (change: Partial<SequenceState>) => sequenceProblems({ ...sound, ...change });
    expect(problems({ phase: 'fullMove' })).toEqual(['"fullMove" is not a phase of a combat turn.']);
    expect(problems({ kind: 'racing', phase: 'missiles' })).toEqual(['"missiles" is not a phase of a racing turn.']);
    for (const turn of [0, -1, 1.5]) expect(problems({ turn })).toEqual(['The turn must be a whole number from 1.']);
    for (const step of [-1, 0.5, 1]) expect(problems({ step })).toEqual(['The step is out of range.']);
    const missiles = setInitiative(sound, ['red', 'blue']);
    expect(sequenceProblems({ ...missiles, phase: 'missiles', step: 1 })).toEqual([]);
    expect(sequenceProblems({ ...missiles, phase: 'missiles', step: 2 })).toEqual(['The step is out of range.']);
    expect(problems({ sides: ['red', 'red'] })).toEqual(['A side is listed twice.']);
    expect(problems({ turn: 0, step: 3, sides: ['red', 'red'] })).toHaveLength(3);
  });
});
