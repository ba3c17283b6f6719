import { describe, expect, it } from 'vitest';
import {
  DiceExhausted,
  RandomDice,
  RecordingDice,
  ScriptedDice,
  d10Row,
  resolveWithRoller,
  seededRandom,
} from '../../../src/rules/dice/dice';
import { RulesError } from '../../../src/rules/errors';
import { expectInvalidNumber, expectRefusal } from '../refusal';

describe('scripted dice', () => {
  it('play the faces back in order and say how many are left', () => {
    const dice = new ScriptedDice([3, 5, 2, 6]);
    expect(dice.remaining).toBe(4);
    expect(dice.roll(2, 6)).toEqual([3, 5]);
    expect(dice.remaining).toBe(2);
    expect(dice.roll(0, 6)).toEqual([]);
    expect(dice.roll(2, 6)).toEqual([2, 6]);
    expect(dice.remaining).toBe(0);
  });
  it('keep their own copy of the faces', () => {
    const faces = [1, 2];
    const dice = new ScriptedDice(faces);
    faces[0] = 6;
    expect(dice.roll(1, 6)).toEqual([1]);
  });
  it('refuse a face the die cannot show, naming it, and take nothing for it', () => {
    const dice = new ScriptedDice([4, 7]);
    expectRefusal(() => dice.roll(2, 6), 'BadScriptedFace', { face: 7, faces: 6 }, ['A d6 cannot show 7.']);
    expect(dice.remaining).toBe(2);
    expectRefusal(() => new ScriptedDice([0]).roll(1, 6), 'BadScriptedFace', { face: 0, faces: 6 });
    expectRefusal(() => new ScriptedDice([1.5]).roll(1, 6), 'BadScriptedFace', { face: 1.5 });
    expect(new ScriptedDice([6]).roll(1, 6)).toEqual([6]);
    expect(new ScriptedDice([1]).roll(1, 1)).toEqual([1]);
  });
  it('refuse more dice than are left: a DiceExhausted saying what was asked and what was left', () => {
    const dice = new ScriptedDice([2]);
    const error = expectRefusal(() => dice.roll(3, 10), 'DiceExhausted', { count: 3, faces: 10, left: 1 }, [
      '3d10',
      '1 scripted faces left',
    ]);
    expect(error).toBeInstanceOf(DiceExhausted);
    expect(error).toMatchObject({ count: 3, faces: 10, name: 'RulesError' });
    expect(dice.remaining).toBe(1);
    const partly = new ScriptedDice([1, 2, 3]);
    partly.roll(2, 6);
    expectRefusal(() => partly.roll(2, 6), 'DiceExhausted', { count: 2, faces: 6, left: 1 });
    expect(dice.roll(1, 10)).toEqual([2]);
  });
  it('refuse a count below 0 or a die of fewer than one face', () => {
    expectInvalidNumber(() => new ScriptedDice([1]).roll(-1, 6), 'count', 0);
    expectInvalidNumber(() => new ScriptedDice([1]).roll(1, 0), 'faces', 1);
  });
});

describe('random and recording dice', () => {
  it('roll uniform faces from the random source: 0 is a 1, just under 1 the highest face', () => {
    expect(new RandomDice(() => 0).roll(2, 6)).toEqual([1, 1]);
    expect(new RandomDice(() => 0.999999).roll(1, 20)).toEqual([20]);
    expect(new RandomDice(() => 0.5).roll(3, 10)).toEqual([6, 6, 6]);
    expect(new RandomDice(() => 0.5).roll(0, 10)).toEqual([]);
  });
  it('by default draw on Math.random, within the faces', () => {
    const faces = new RandomDice().roll(200, 6);
    expect(faces).toHaveLength(200);
    expect(faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 6)).toBe(true);
  });
  it('a seeded source repeats itself, and different seeds differ', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(first).size).toBe(5);
    const c = seededRandom(43);
    expect(c()).not.toBe(first[0]);
    // Fixed values: the generator is mulberry32, so its stream never changes under anyone's feet.
    expect(new RandomDice(seededRandom(1)).roll(8, 6)).toEqual(new RandomDice(seededRandom(1)).roll(8, 6));
    expect(seededRandom(0)()).toBeCloseTo(0.26642920868471265, 15);
    expect(seededRandom(1)()).toBeCloseTo(0.6270739405881613, 15);
  });
  it('the seeded source spreads its values over [0, 1)', () => {
    const next = seededRandom(7);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i++) buckets[Math.floor(next() * 10)]!++;
    for (const n of buckets) expect(n).toBeGreaterThan(850);
  });
  it('recording dice keep each request with a copy of its faces', () => {
    const recording = new RecordingDice(new ScriptedDice([1, 2, 3]));
    const out = recording.roll(2, 4);
    out[0] = 9;
    recording.roll(1, 6);
    expect(recording.records).toEqual([
      { count: 2, faces: 4, results: [1, 2] },
      { count: 1, faces: 6, results: [3] },
    ]);
  });
});

describe('reading a d10 and rolling through an asynchronous roller', () => {
  it('reads 10 as the 0 row and every other face as itself', () => {
    expect([1, 5, 9, 10].map(d10Row)).toEqual([1, 5, 9, 0]);
  });
  it('asks the roller for exactly the dice each request needs, and replays the rule to the end', async () => {
    const asked: string[] = [];
    let runs = 0;
    const rule = (dice: { roll(count: number, faces: number): number[] }) => {
      runs++;
      const a = dice.roll(2, 6);
      const b = dice.roll(1, 20);
      return a[0]! + a[1]! + b[0]!;
    };
    const out = await resolveWithRoller(rule, (count, faces) => {
      asked.push(`${count}d${faces}`);
      return Promise.resolve({ results: faces === 6 ? [2, 3] : [17], roll: `${count}d${faces}` });
    });
    expect(out).toEqual({
      result: 22,
      rolls: ['2d6', '1d20'],
      records: [
        { count: 2, faces: 6, results: [2, 3] },
        { count: 1, faces: 20, results: [17] },
      ],
    });
    expect(asked).toEqual(['2d6', '1d20']);
    expect(runs).toBe(3);
  });
  it('a rule that needs no dice runs once', async () => {
    const out = await resolveWithRoller(
      () => 'calm',
      () => Promise.reject(new Error('no roll expected')),
    );
    expect(out).toEqual({ result: 'calm', rolls: [], records: [] });
  });
  it('passes on any error of the rule other than running out of dice', async () => {
    const refusal = new RulesError('NotStopped', 'A ship must be stopped before it drops anchor.');
    await expect(
      resolveWithRoller(
        () => {
          throw refusal;
        },
        () => Promise.reject(new Error('no roll expected')),
      ),
    ).rejects.toBe(refusal);
  });
});
