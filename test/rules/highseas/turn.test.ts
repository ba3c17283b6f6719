/** A duelling turn's parts: reach, order, counters, blocks, the unarmed table, lost actions and what the sheet is told.
 * */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import {
  duelOver,
  gapKey,
  newDuel,
  pickProblem,
  resolveTurn,
  sitsOut,
  type DuelPick,
  type DuelState,
  type Fighter,
  type TurnResult,
  type TurnStep,
} from '../../../src/rules/highseas';
import { fighter, held, pick } from './duel-fixtures';

type Attack = Extract<TurnStep, { kind: 'attack' }>;
const attacks = (r: TurnResult) => r.steps.filter((s): s is Attack => s.kind === 'attack');

function play(
  fighters: Fighter[],
  picks: Record<string, DuelPick | null>,
  faces: number[],
  options: { aboard?: boolean; gap?: number } = {},
): TurnResult {
  const dice = new ScriptedDice(faces);
  const result = resolveTurn(
    newDuel(fighters, { aboard: options.aboard ?? false, gap: options.gap ?? 1 }),
    picks,
    dice,
  );
  expect(dice.remaining, 'every scripted die is used').toBe(0);
  return result;
}

describe('reach (decisions hs-reach and hs-duel-distance)', () => {
  it('leaves a blade short at 2 m, a polearm not', () => {
    const r = play(
      [fighter('a'), fighter('b', { right: held('polearm') })],
      { a: pick('b', ['thrust']), b: pick('a', ['strike']) },
      [15],
      { gap: 2 },
    );
    expect(attacks(r).map((a) => [a.attacker, a.outcome, a.reach])).toEqual([
      ['b', 'missed', 2],
      ['a', 'outOfReach', 1],
    ]);
  });
  it('closes to a metre with a move, and a run from farther', () => {
    const r = play(
      [fighter('a'), fighter('b')],
      { a: pick('b', ['run']), b: pick('a', ['move'], { way: 'withdraw' }) },
      [3, 9],
      { gap: 10 },
    );
    expect(r.steps.filter((s) => s.kind === 'move')).toMatchObject([
      { fighter: 'b', metres: 6, gap: 16 },
      { fighter: 'a', metres: 12, gap: 4 },
    ]);
    expect(r.steps[0]).toEqual({ kind: 'order', fighters: ['b', 'a'], by: 'dice', rolls: [3, 9] });
  });
  it('shoots across any distance (decision hs-missile-range)', () => {
    const r = play([fighter('a', { right: held('pistol') }), fighter('b')], { a: pick('b', ['fire']), b: null }, [20], {
      gap: 30,
    });
    expect(attacks(r)[0]).toMatchObject({ reach: null, outcome: 'missed' });
    expect(r.next.fighters[0]!.loading.right).toBe(0);
  });
});

describe('the order of attacks (decision hs-ties)', () => {
  const order = (r: TurnResult) => attacks(r).map((a) => a.attacker);
  it('shoots, then strikes with polearms, then duels, then other weapons, then fists', () => {
    const fighters = [
      fighter('fist'),
      fighter('other', { right: held('baton') }),
      fighter('duel'),
      fighter('pole', { right: held('polearm') }),
      fighter('gun', { right: held('pistol') }),
    ];
    const r = play(
      fighters,
      {
        fist: pick('gun', ['punch']),
        other: pick('gun', ['strike']),
        duel: pick('gun', ['thrust']),
        pole: pick('gun', ['strike']),
        gun: pick('fist', ['fire']),
      },
      [20, 20, 20, 20, 20],
      { gap: 1 },
    );
    expect(order(r)).toEqual(['gun', 'pole', 'duel', 'other', 'fist']);
    expect(r.steps.some((s) => s.kind === 'order')).toBe(false);
  });
  it.each([
    ['Dexterity', { dexterity: 12 }, 'dexterity', []],
    [
      'expertise in the class used',
      { expertise: { missile: 5, polearm: 5, dueling: 11, other: 5, unarmed: 5 } },
      'expertise',
      [],
    ],
    ['height', { height: 190 }, 'height', []],
  ] as const)('breaks a tie by %s', (_name, better, by, rolls) => {
    const r = play(
      [fighter('a'), fighter('b', better)],
      { a: pick('b', ['thrust']), b: pick('a', ['thrust']) },
      [20, 20],
    );
    expect(order(r)).toEqual(['b', 'a']);
    expect(r.steps[0]).toEqual({ kind: 'order', fighters: ['b', 'a'], by, rolls });
  });
  it('rolls a d20 each for a dead level tie, again while they tie', () => {
    const r = play(
      [fighter('a'), fighter('b')],
      { a: pick('b', ['thrust']), b: pick('a', ['thrust']) },
      [7, 7, 4, 11, 20, 20],
    );
    expect(order(r)).toEqual(['b', 'a']);
    expect(r.steps[0]).toEqual({ kind: 'order', fighters: ['b', 'a'], by: 'dice', rolls: [7, 7, 4, 11] });
  });
});

describe('counters (decision hs-counter)', () => {
  it('answers the first attack at +1, and the answer may be answered', () => {
    const r = play(
      [fighter('a', { dexterity: 12 }), fighter('b')],
      {
        a: pick(
          'b',
          ['thrust', 'counter'].map((id) => (id === 'counter' ? { id, hand: 'right', form: 'slash' } : id)) as never,
        ),
        b: pick('a', [{ id: 'counter', hand: 'right', form: 'thrust' }]),
      },
      [20, 15, 20],
    );
    expect(attacks(r).map((a) => [a.attacker, a.form, a.counter, a.target])).toEqual([
      ['a', 'thrust', false, 10],
      ['b', 'thrust', true, 11],
      ['a', 'slash', true, 11],
    ]);
    // b's counter hit on 15 against 11? No: 15 misses; a's parry-free answer misses on 20.
    expect(attacks(r).map((a) => a.outcome)).toEqual(['missed', 'missed', 'missed']);
  });
  it('disarms as a counter against a duelling weapon only (decision hs-disarm-timing)', () => {
    const r = play(
      [fighter('a', { dexterity: 12 }), fighter('b')],
      { a: pick('b', ['thrust']), b: pick('a', [{ id: 'disarm', hand: 'right' }]) },
      [20, 2, 20],
    );
    expect(r.steps.at(-1)).toMatchObject({ kind: 'disarm', fighter: 'b', against: 'a', roll: { firstWins: true } });
    expect(r.next.fighters[0]!.hands.right).toBe('dropped');
    const fists = play(
      [fighter('a', { dexterity: 12 }), fighter('b')],
      { a: pick('b', ['punch']), b: pick('a', [{ id: 'disarm', hand: 'right' }]) },
      [20],
    );
    expect(fists.steps.some((s) => s.kind === 'disarm')).toBe(false);
  });
  it('entangles with a cloak: a hit and a failed Dexterity - 3 cost the next turn', () => {
    const b = fighter('b', { style: 'french', left: held('cloak') });
    const r = play(
      [fighter('a', { dexterity: 12 }), b],
      { a: pick('b', ['thrust']), b: pick('a', [{ id: 'entangle', hand: 'right' }]) },
      [20, 4, 10],
    );
    expect(attacks(r)[1]).toMatchObject({
      form: 'strike',
      entangle: true,
      target: 10,
      outcome: 'landed',
      entangleRoll: { target: 9, roll: 10, made: false },
      wound: null,
    });
    const next = resolveTurn(r.next, { a: pick('b', ['thrust']), b: null }, new ScriptedDice([20]));
    expect(next.steps[0]).toEqual({ kind: 'lost', fighter: 'a', reason: 'entangled' });
    expect(next.next.fighters[0]!.entangled).toBe(false);
  });
});

describe('blocks', () => {
  it('blocks a blade with something at hand, which may break (decisions hs-improvised-block and hs-breakage)', () => {
    const b = fighter('b', {
      dexterity: 18,
      right: null,
      expertise: { missile: 5, polearm: 5, dueling: 5, other: 5, unarmed: 10 },
    });
    const r = play([fighter('a'), b], { a: pick('b', ['slash']), b: pick('a', ['block']) }, [10, 5, 19]);
    expect(attacks(r)[0]!.block).toMatchObject({
      kind: 'improvised',
      test: { target: 6, roll: 5 },
      held: true,
      breakage: { roll: 19, from: 19, broke: true },
    });
  });
  it('blocks a fist with a brawling block on the attribute the attacker named (decision hs-brawling-block)', () => {
    const r = play(
      [fighter('a'), fighter('b', { dexterity: 14 })],
      { a: pick('b', ['punch'], { brawl: 'dexterity' }), b: pick('a', ['block']) },
      [3, 10, 12],
    );
    expect(attacks(r)[0]).toMatchObject({
      outcome: 'blocked',
      block: {
        kind: 'brawling',
        contest: { attribute: 'dexterity', first: { target: 10, roll: 10 }, second: { target: 14, roll: 12 } },
        held: true,
      },
    });
  });
});

describe('the unarmed table (decisions hs-unarmed-resistance and hs-tackle)', () => {
  it('lets armour turn a punch aside: no points, no stun roll', () => {
    const r = play(
      [fighter('a'), fighter('b', { helmet: true, cuirass: true })],
      { a: pick('b', ['punch']), b: null },
      [1],
    );
    expect(attacks(r)[0]).toMatchObject({ outcome: 'landed', points: { turned: true }, wound: null, stunRoll: null });
  });
  it('stuns with a light kick when Strength beats Endurance, and does no points', () => {
    const r = play(
      [fighter('a', { strength: 14 }), fighter('b', { endurance: 9 })],
      { a: pick('b', ['kick']), b: pick('a', ['thrust']) },
      [20, 4, 5, 16],
    );
    expect(attacks(r).map((a) => a.attacker)).toEqual(['b', 'a']);
    expect(attacks(r)[1]).toMatchObject({ serious: false, points: { points: 0 }, wound: null, stunned: true });
  });
  it('takes both down in a tackle, and holds two turns on a serious one', () => {
    const r = play(
      [fighter('a', { strength: 14 }), fighter('b')],
      { a: pick('b', ['tackle']), b: null },
      [2, 3, 18, 9],
      { gap: 3 },
    );
    expect(attacks(r)[0]).toMatchObject({
      reach: 4,
      fell: ['a', 'b'],
      hold: { turns: 2, firstWins: true },
      wound: { points: 1, location: 'chest' },
    });
    expect(r.next.fighters.map((f) => [f.prone, f.immobilised])).toEqual([
      [true, 0],
      [true, 2],
    ]);
  });
  it('does nothing with a grapple that does not hold', () => {
    const r = play([fighter('a'), fighter('b', { strength: 15 })], { a: pick('b', ['grapple']), b: null }, [4, 15, 4]);
    expect(attacks(r)[0]).toMatchObject({ hold: { firstWins: false }, points: null, wound: null });
    expect(r.next.fighters[1]!.immobilised).toBe(0);
  });
});

describe('stuns and lost actions (decision hs-stun-turn)', () => {
  it('takes the parry of a stunned fighter for the rest of the turn, and leaves one action next turn', () => {
    const a = fighter('a', { dexterity: 12, right: held('pistol') });
    const c = fighter('c', { dexterity: 11, right: held('dagger') });
    const r = play(
      [a, fighter('b', { maxHitPoints: 14, endurance: 14 }), c],
      { a: pick('b', ['fire']), b: pick('a', ['thrust', 'parry']), c: pick('b', ['slash']) },
      [2, 1, 1, 10, 9],
    );
    // The shot (serious on 2: 5 + 1) hits the head for 6: stunned; c's slash then meets no parry.
    expect(attacks(r)[0]!.wound).toMatchObject({ location: 'head', points: 6, stun: true });
    expect(r.steps).toContainEqual({ kind: 'skipped', fighter: 'b', action: 'thrust' });
    expect(attacks(r).at(-1)).toMatchObject({ attacker: 'c', parry: null, outcome: 'landed' });
    expect(r.next.fighters[1]!.actions).toBe(1);
  });
  it('leaves no action after two stuns in a turn', () => {
    const r = play(
      [fighter('a', { dexterity: 12 }), fighter('b', { maxHitPoints: 14 }), fighter('c', { dexterity: 11 })],
      { a: pick('b', ['slash']), b: null, c: pick('b', ['slash']) },
      [10, 1, 10, 5],
    );
    expect(attacks(r).every((s) => s.stunned)).toBe(true);
    const next = resolveTurn(r.next, { a: null, b: null, c: null }, new ScriptedDice([]));
    expect(next.steps).toContainEqual({ kind: 'lost', fighter: 'b', reason: 'stunned' });
    expect(next.next.fighters[1]!.actions).toBe(2);
  });
});

describe('picks', () => {
  const duel = (): DuelState =>
    newDuel([fighter('a'), fighter('b'), fighter('c', {}, { condition: 'dead' })], { aboard: false });
  it.each([
    [pick('b', ['thrust', 'parry']), null],
    [pick('a', ['thrust']), 'BadOpponent'],
    [pick('c', ['thrust']), 'BadOpponent'],
    [pick('x', ['thrust']), 'BadOpponent'],
    [pick('b', ['fire']), 'NotAvailable'],
    [pick('b', ['fire', 'parry']), 'NotAvailable'],
    [pick('b', ['thrust', 'punch']), 'SameTypeTwice'],
  ] as const)('%j: %s', (p, problem) => {
    expect(pickProblem(duel(), 'a', p)).toBe(problem);
  });
  it('names a picker who is not in the duel', () => {
    expect(pickProblem(duel(), 'x', pick('b', ['thrust']))).toBe('UnknownFighter');
  });
  it('turns a bad pick and a missing one into a turn without actions', () => {
    const r = resolveTurn(duel(), { a: pick('b', ['fire']) }, new ScriptedDice([]));
    expect(r.steps).toEqual([
      { kind: 'lost', fighter: 'a', reason: 'badPick' },
      { kind: 'lost', fighter: 'b', reason: 'noPick' },
    ]);
    expect(r.picks).toEqual({ a: null, b: null, c: null });
  });
  it('ends when fewer than two stand (decision hs-duel-end)', () => {
    expect(duelOver(duel())).toBe(false);
    expect(duelOver(newDuel([fighter('a'), fighter('b', {}, { condition: 'unconscious' })], { aboard: false }))).toBe(
      true,
    );
  });
});

describe('miscellaneous actions and the sheet', () => {
  it("gets up, loads step by step, and reports the turn's wounds for the sheet", () => {
    const gunner = fighter('a', { right: held('pistol') }, { prone: true, loading: { right: 0, left: 0 } });
    let r = play([gunner, fighter('b')], { a: pick('b', ['getUp']), b: pick('a', ['slash']) }, [1, 2, 16]);
    expect(r.steps).toContainEqual({ kind: 'misc', fighter: 'a', action: 'getUp', hand: null, loaded: false });
    expect(r.sheets.a).toEqual({ wounds: { rightLeg: 6 }, damage: 6, lamed: [], attacksAboard: 0, seaLegs: false });
    r = resolveTurn(r.next, { a: pick('b', ['load']), b: null }, new ScriptedDice([]));
    expect(r.steps.at(-1)).toEqual({ kind: 'misc', fighter: 'a', action: 'load', hand: 'right', loaded: false });
  });
});

describe("the duel's ground (decision hs-duel-distance)", () => {
  it('keeps one gap for each two fighters, named in alphabetical order', () => {
    expect(newDuel([fighter('c'), fighter('a'), fighter('b')], { aboard: false, gap: 3 }).gaps).toEqual({
      'a|b': 3,
      'a|c': 3,
      'b|c': 3,
    });
    expect(gapKey('b', 'a')).toBe('a|b');
  });
  it('steps back from every other fighter, the others keeping their gap (decision hs-step-back)', () => {
    const r = play([fighter('a'), fighter('b'), fighter('c')], { a: pick('b', ['stepBack']), b: null, c: null }, []);
    expect(r.steps.at(-1)).toEqual({
      kind: 'move',
      fighter: 'a',
      action: 'stepBack',
      way: 'withdraw',
      toward: null,
      metres: 3,
      gap: null,
    });
    expect(r.next.gaps).toEqual({ 'a|b': 4, 'a|c': 4, 'b|c': 1 });
  });
});

describe('the order of moves (decision hs-ties)', () => {
  const mover = (opponent: string) => pick(opponent, ['move'], { way: 'withdraw' });
  const orderStep = (r: TurnResult) => r.steps.find((s) => s.kind === 'order');
  it("counts a mover's best expertise in any weapon class", () => {
    const a = fighter('a', { expertise: { missile: 5, polearm: 5, dueling: 10, other: 5, unarmed: 5 } });
    const b = fighter('b', { expertise: { missile: 9, polearm: 9, dueling: 9, other: 9, unarmed: 9 } });
    const r = play([b, a], { a: mover('b'), b: mover('a') }, []);
    expect(orderStep(r)).toEqual({ kind: 'order', fighters: ['a', 'b'], by: 'expertise', rolls: [] });
  });
  it('names the last criterion it needed, though an earlier one settled another pair', () => {
    const fighters = [
      fighter('r', { dexterity: 10 }),
      fighter('q', { dexterity: 12, height: 170 }),
      fighter('p', { dexterity: 12, height: 190 }),
    ];
    const r = play(fighters, { p: mover('q'), q: mover('r'), r: mover('p') }, []);
    expect(orderStep(r)).toEqual({ kind: 'order', fighters: ['p', 'q', 'r'], by: 'height', rolls: [] });
  });
  it('rolls off only those still level, and says so though others were set apart by height', () => {
    const fighters = [
      fighter('x', { dexterity: 12 }),
      fighter('y', { dexterity: 12 }),
      fighter('z', { height: 190 }),
      fighter('w'),
    ];
    const r = play(fighters, { x: mover('y'), y: mover('z'), z: mover('w'), w: mover('x') }, [5, 9]);
    expect(orderStep(r)).toEqual({ kind: 'order', fighters: ['y', 'x', 'z', 'w'], by: 'dice', rolls: [5, 9] });
  });
  it('rolls again only for those who tied on the dice', () => {
    const fighters = [fighter('x'), fighter('y'), fighter('z')];
    const r = play(fighters, { x: mover('y'), y: mover('z'), z: mover('x') }, [5, 5, 3, 2, 8]);
    expect(orderStep(r)).toEqual({ kind: 'order', fighters: ['y', 'x', 'z'], by: 'dice', rolls: [5, 5, 3, 2, 8] });
  });
});

describe('what a fighter carries from turn to turn', () => {
  it('sits out under water before anything else (decision hs-lost-turns)', () => {
    expect(sitsOut(fighter('a', {}, { underwater: 1, immobilised: 1, entangled: true }))).toBe('underwater');
  });
  it('keeps the limbs lamed before, and tells the sheet of none', () => {
    const r = play([fighter('a', {}, { lamed: ['leftLeg'] }), fighter('b')], { a: null, b: null }, []);
    expect(r.next.fighters[0]!.lamed).toEqual(['leftLeg']);
    expect(r.sheets.a!.lamed).toEqual([]);
  });
  it("keeps a held fighter's cloak on him: the hold is spent first, the cloak next turn", () => {
    const a = fighter('a', {}, { immobilised: 1, entangled: true });
    const r = play([a, fighter('b')], { a: null, b: null }, []);
    expect(r.steps[0]).toEqual({ kind: 'lost', fighter: 'a', reason: 'held' });
    expect(r.next.fighters[0]).toMatchObject({ immobilised: 0, entangled: true });
    const next = resolveTurn(r.next, { a: null, b: null }, new ScriptedDice([]));
    expect(next.steps[0]).toEqual({ kind: 'lost', fighter: 'a', reason: 'entangled' });
  });
});

describe('weapons lost in the turn', () => {
  // The quicker a thrusts first; b's cutlass parries it on 3 and breaks on 20 (breakage from 20, cutlass against
  // cutlass).
  it('skips an attack with a weapon broken earlier in the turn', () => {
    const r = play(
      [fighter('a', { dexterity: 12 }), fighter('b')],
      { a: pick('b', ['thrust']), b: pick('a', ['thrust', 'parry']) },
      [5, 3, 20],
    );
    expect(attacks(r)).toHaveLength(1);
    expect(attacks(r)[0]).toMatchObject({
      attacker: 'a',
      outcome: 'parried',
      parry: { test: { roll: 3, made: true }, breakage: { roll: 20, from: 20, broke: true } },
    });
    expect(r.steps.at(-1)).toEqual({ kind: 'skipped', fighter: 'b', action: 'thrust' });
    expect(r.next.fighters[1]!.hands.right).toBe('broken');
  });
  it('skips a counter with a weapon broken by the parry before it', () => {
    const r = play(
      [fighter('a'), fighter('b')],
      { a: pick('b', ['thrust']), b: pick('a', ['parry', { id: 'counter', hand: 'right', form: 'thrust' }]) },
      [5, 3, 20],
    );
    expect(attacks(r)).toHaveLength(1);
    expect(r.steps.at(-1)).toEqual({ kind: 'skipped', fighter: 'b', action: 'counter' });
  });
});

describe('miscellaneous actions', () => {
  it('stands a prone fighter up', () => {
    const r = play([fighter('a', {}, { prone: true }), fighter('b')], { a: pick('b', ['getUp']), b: null }, []);
    expect(r.steps.at(-1)).toEqual({ kind: 'misc', fighter: 'a', action: 'getUp', hand: null, loaded: false });
    expect(r.next.fighters[0]!.prone).toBe(false);
  });
  it('loads a gun step by step while prone, and says so once it is loaded', () => {
    const a = fighter('a', { right: held('pistol') }, { prone: true, loading: { right: 0, left: 0 } });
    let r = play([a, fighter('b')], { a: pick('b', ['load']), b: null }, []);
    expect(r.steps.at(-1)).toEqual({ kind: 'misc', fighter: 'a', action: 'load', hand: 'right', loaded: false });
    expect(r.next.fighters[0]).toMatchObject({ prone: true, loading: { right: 1, left: 0 } });
    r = resolveTurn(r.next, { a: pick('b', ['load']), b: null }, new ScriptedDice([]));
    expect(r.steps.at(-1)).toEqual({ kind: 'misc', fighter: 'a', action: 'load', hand: 'right', loaded: true });
    expect(r.next.fighters[0]).toMatchObject({ prone: true, loading: { right: 2, left: 0 } });
  });
  it('picks up a dropped weapon without loading it', () => {
    const a = fighter('a', {}, { hands: { right: 'dropped', left: 'ready' } });
    const r = play([a, fighter('b')], { a: pick('b', ['recover']), b: null }, []);
    expect(r.steps.at(-1)).toEqual({ kind: 'misc', fighter: 'a', action: 'recover', hand: 'right', loaded: false });
    expect(r.next.fighters[0]).toMatchObject({
      hands: { right: 'ready', left: 'ready' },
      loading: { right: 0, left: 0 },
      prone: false,
    });
  });
});

describe('the sea as the turn ends (decisions hs-fall and hs-drowning)', () => {
  it('asks no footing roll of a fighter aloft who did not fight', () => {
    const r = play([fighter('a', {}, { position: 'rigging' }), fighter('b')], { a: null, b: null }, []);
    expect(r.steps).toEqual([
      { kind: 'lost', fighter: 'a', reason: 'noPick' },
      { kind: 'lost', fighter: 'b', reason: 'noPick' },
    ]);
  });
  it('rolls footing for a fighter aloft who fought, and tells the sheet of the leg his fall lamed', () => {
    const r = play(
      [fighter('r', { dexterity: 8, seamanship: 'none' }, { position: 'rigging' }), fighter('b')],
      { r: pick('b', ['thrust']), b: null },
      [20, 9, 3, 16, 14, 2],
    );
    expect(r.steps.at(-1)).toMatchObject({
      kind: 'footing',
      fighter: 'r',
      test: { target: 8, roll: 9 },
      fell: true,
      fall: 3,
      wound: { location: 'rightLeg', points: 3, lamed: true, days: 2 },
    });
    expect(r.sheets.r).toEqual({
      wounds: { rightLeg: 3 },
      damage: 3,
      lamed: ['rightLeg'],
      attacksAboard: 0,
      seaLegs: false,
    });
    expect(r.sheets.b!.lamed).toEqual([]);
  });
  it('rolls for a fighter in the water, but not for a dead one', () => {
    const fighters = [
      fighter('w', { dexterity: 12 }, { position: 'water' }),
      fighter('d', {}, { position: 'water', condition: 'dead' }),
      fighter('b'),
    ];
    const r = play(fighters, { w: null, d: null, b: null }, [9]);
    expect(r.steps.at(-1)).toEqual({
      kind: 'afloat',
      fighter: 'w',
      test: { target: 12, roll: 9, made: true, margin: 3 },
      under: false,
    });
    expect(r.steps.filter((s) => 'fighter' in s && s.fighter === 'd')).toEqual([]);
  });
});
