import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  ACTION_IDS,
  moveDistance,
  movement,
  turnProblem,
  type ActionId,
  type Position,
} from '../../../src/rules/highseas';

describe('the action table', () => {
  // Every row: list, box, long or normal, and the metres it adds or takes.
  const rows: [ActionId, string, string, boolean, number | null, number | null][] = [
    ['move', 'movement', 'move', false, null, null],
    ['run', 'movement', 'move', true, null, null],
    ['throw', 'missile', 'attack', false, null, null],
    ['fire', 'missile', 'attack', false, null, null],
    ['strike', 'polearmOther', 'attack', false, null, null],
    ['thrust', 'dueling', 'attack', false, null, null],
    ['slash', 'dueling', 'attack', false, null, null],
    ['lunge', 'dueling', 'attack', true, 3, null],
    ['punch', 'unarmed', 'attack', false, null, null],
    ['kick', 'unarmed', 'attack', false, null, null],
    ['haymaker', 'unarmed', 'attack', true, null, null],
    ['grapple', 'unarmed', 'attack', true, null, null],
    ['tackle', 'unarmed', 'attack', true, 3, null],
    ['duck', 'defence', 'defence', false, null, null],
    ['sidestep', 'defence', 'defence', false, null, null],
    ['dodge', 'defence', 'defence', false, null, null],
    ['parry', 'defence', 'defence', false, null, null],
    ['block', 'defence', 'defence', false, null, null],
    ['stepBack', 'defence', 'defence', true, null, 3],
    ['counter', 'counter', 'counter', false, null, null],
    ['disarm', 'counter', 'counter', false, null, null],
    ['entangle', 'counter', 'counter', false, null, null],
    ['getUp', 'misc', 'misc', false, null, null],
    ['recover', 'misc', 'misc', false, null, null],
    ['load', 'misc', 'misc', true, null, null],
  ];
  it.each(rows)('%s: list %s, box %s, long %s, reach +%s, retreat %s', (id, list, type, long, reach, retreat) => {
    const def = ACTIONS[id] as { list: string; type: string; long: boolean; reach?: number; retreat?: number };
    expect([def.list, def.type, def.long, def.reach ?? null, def.retreat ?? null]).toEqual([
      list,
      type,
      long,
      reach,
      retreat,
    ]);
  });
  it('has no action the table above leaves out', () => {
    expect(ACTION_IDS.sort()).toEqual(rows.map((r) => r[0]).sort());
  });
});

describe('a turn', () => {
  const a = (...ids: ActionId[]) => ids.map((id) => ({ id }));
  it.each([
    [a('thrust', 'parry'), 2, null],
    [a('move', 'slash'), 2, null],
    [a('lunge'), 2, null],
    [a(), 2, null],
    [a('parry'), 1, null],
    [a('thrust', 'punch'), 2, 'SameTypeTwice'],
    [a('dodge', 'parry'), 2, 'SameTypeTwice'],
    [a('lunge', 'parry'), 2, 'LongActionAlone'],
    [a('thrust', 'parry', 'move'), 2, 'TooManyActions'],
    [a('thrust', 'parry'), 1, 'TooManyActions'],
    [a('lunge'), 1, 'NoLongAction'],
    [[{ id: 'fly' as ActionId }], 2, 'UnknownAction'],
  ])('%j with %i allowed: %s', (actions, allowed, problem) => {
    expect(turnProblem(actions, allowed)).toBe(problem);
  });
});

describe('movement distances', () => {
  const stride = (
    dexterity: number,
    seamanship: 'none' | 'trained' | 'master' = 'trained',
    acrobatics: 'none' | 'trained' = 'none',
  ) => movement({ dexterity, endurance: 10, seamanship, acrobatics });
  const cases: [string, ReturnType<typeof stride>, 'move' | 'run', Position, boolean, boolean, number | null][] = [
    ['a move on deck', stride(10), 'move', 'deck', false, false, 6],
    ['a move at Dexterity 15', stride(15), 'move', 'deck', false, false, 7],
    ['a run', stride(10), 'run', 'deck', false, false, 12],
    ['a run at Dexterity 15', stride(15), 'run', 'deck', false, false, 14],
    ['a landsman aboard', stride(15), 'move', 'deck', false, true, 4],
    ['a useless leg', stride(10), 'run', 'deck', true, false, 6],
    ['both halvings', stride(15), 'run', 'deck', true, true, 4],
    ['aloft', stride(10), 'move', 'rigging', false, false, 2],
    ['aloft, quick, acrobatic master', stride(15, 'master', 'trained'), 'move', 'rigging', false, false, 5],
    ['running aloft', stride(10), 'run', 'rigging', false, false, 4],
    ['aloft without seamanship', stride(10, 'none'), 'move', 'rigging', false, false, null],
    ['swimming, a seaman', stride(10), 'move', 'water', false, false, 3],
    ['swimming, quick, and no sea legs (no halving in the water)', stride(15, 'none'), 'move', 'water', false, true, 2],
    ['running in the water', stride(10), 'run', 'water', false, false, null],
  ];
  it.each(cases)('%s', (_name, movement, action, position, legUseless, landsman, metres) => {
    expect(moveDistance(action, { movement, position, legUseless, landsman })).toBe(metres);
  });
});
