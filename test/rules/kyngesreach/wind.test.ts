import { describe, it, expect } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import {
  changeRange,
  classShip,
  contestRound,
  firingOrder,
  freshState,
  gaugeStanding,
  weatherRound,
  type GaugeCrew,
  type GaugeSide,
  type ShipClass,
} from '../../../src/rules/kyngesreach';

const crew: GaugeCrew = { weatherSense: 12, seamanship: 12, tactics: 12, spell: 0 };
function side(shipClass: ShipClass, change: Partial<GaugeSide> = {}): GaugeSide {
  const ship = classShip(shipClass, 12, 9);
  return { ship, state: freshState(ship), crew, tryTactics: false, magicWind: false, ...change };
}
function play<T>(faces: number[], run: (dice: ScriptedDice) => T): T {
  const dice = new ScriptedDice(faces);
  const out = run(dice);
  expect(dice.remaining).toBe(0);
  return out;
}

describe('round 1: Weather Sense (decision kr-weather-sense)', () => {
  it('gives the gauge to the larger modifier', () => {
    const r = play([1, 1, 2, 3, 3, 3], (d) => weatherRound(d, side('frigate'), side('frigate')));
    expect(r).toMatchObject({ round: 1, kind: 'weather-sense', weather: [2, 1], holder: 'a', tie: false });
    const fail = play([6, 6, 6, 3, 4, 6], (d) => weatherRound(d, side('frigate'), side('frigate')));
    expect(fail).toMatchObject({ weather: [-1, 0], holder: 'b' });
  });

  it('looks at the margin only when the modifiers are equal', () => {
    // a: skill 5 rolls 4, a critical success by 1 (+2); b: skill 18 rolls 7, a success by 11 (+1).
    const r = play([1, 1, 2, 2, 2, 3], (d) =>
      weatherRound(
        d,
        side('frigate', { crew: { ...crew, weatherSense: 5 } }),
        side('frigate', { crew: { ...crew, weatherSense: 18 } }),
      ),
    );
    expect(r).toMatchObject({ weather: [2, 1], holder: 'a', tie: false });
    expect(r.rolls.map((x) => x?.margin)).toEqual([1, 11]);
  });

  it('breaks equal modifiers by margin, and equal margins tie', () => {
    expect(play([3, 3, 3, 2, 2, 3], (d) => weatherRound(d, side('frigate'), side('frigate')))).toMatchObject({
      weather: [1, 1],
      holder: 'b',
    });
    expect(play([3, 3, 3, 2, 3, 4], (d) => weatherRound(d, side('frigate'), side('frigate')))).toMatchObject({
      weather: [1, 1],
      holder: null,
      tie: true,
    });
  });

  it('lets a crew with no Weather Sense lose without a roll (decision gurps-skill-levels)', () => {
    const none = side('frigate', { crew: { ...crew, weatherSense: 0 } });
    expect(play([5, 5, 5], (d) => weatherRound(d, none, side('frigate')))).toMatchObject({
      weather: [0, 0],
      holder: 'b',
    });
    expect(play([], (d) => weatherRound(d, none, none))).toMatchObject({ holder: null, tie: true });
  });
});

describe('later rounds: contested Seamanship (decision kr-contest)', () => {
  it("adds each side's handling rating", () => {
    // Brig 12+2 rolls 12 (margin 2); ship of the line 12-1 rolls 10 (margin 1).
    const r = play([4, 4, 4, 3, 3, 4], (d) => contestRound(d, 2, side('sloop-brig'), side('ship-of-the-line')));
    expect(r.modifiers).toEqual([[{ key: 'handling', value: 2 }], [{ key: 'handling', value: -1 }]]);
    expect(r.rolls.map((x) => x?.margin)).toEqual([2, 1]);
    expect(r).toMatchObject({ kind: 'seamanship', holder: 'a', tie: false });
    expect(play([4, 4, 4, 4, 4, 4], (d) => contestRound(d, 2, side('fourth-rate'), side('fourth-rate')))).toMatchObject(
      { holder: null, tie: true },
    );
  });

  it('counts rigging hits and lost sail together (decision kr-rigging-hit)', () => {
    const a = side('frigate');
    a.state.riggingHits = 2;
    a.state.sailHp = 100;
    const r = play([3, 3, 3, 3, 3, 3], (d) => contestRound(d, 3, a, side('frigate')));
    expect(r.modifiers[0]).toEqual([
      { key: 'handling', value: 1 },
      { key: 'rigging', value: -2 },
      { key: 'sail', value: -2 },
    ]);
    expect(r.holder).toBe('b');
  });

  it('gives +1 for a successful Tactics roll, rolled first (decision kr-tactics)', () => {
    const r = play([3, 3, 3, 6, 6, 6, 4, 4, 4, 4, 4, 4], (d) =>
      contestRound(d, 2, side('frigate', { tryTactics: true }), side('frigate', { tryTactics: true })),
    );
    expect(r.tactics.map((t) => t?.success)).toEqual([true, false]);
    expect(r.modifiers[0]).toContainEqual({ key: 'tactics', value: 1 });
    expect(r.modifiers[1]).not.toContainEqual({ key: 'tactics', value: 1 });
    expect(r.holder).toBe('a');
  });

  it('gives one +2 for a wind spell; two spells contest for it (decision kr-magic-wind)', () => {
    const first = play([4, 4, 4, 4, 4, 4], (d) =>
      contestRound(d, 2, side('frigate', { magicWind: true }), side('frigate')),
    );
    expect(first.modifiers).toEqual([
      [
        { key: 'handling', value: 1 },
        { key: 'magic', value: 2 },
      ],
      [{ key: 'handling', value: 1 }],
    ]);
    const one = play([4, 4, 4, 4, 4, 4], (d) =>
      contestRound(d, 2, side('frigate'), side('frigate', { magicWind: true })),
    );
    expect(one.modifiers[1]).toEqual([
      { key: 'handling', value: 1 },
      { key: 'magic', value: 2 },
    ]);
    expect(one.holder).toBe('b');
    const mage = { ...crew, spell: 14 };
    const both = play([3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4], (d) =>
      contestRound(
        d,
        2,
        side('frigate', { magicWind: true, crew: mage }),
        side('frigate', { magicWind: true, crew: mage }),
      ),
    );
    expect(both.magic?.winner).toBe('a');
    expect(both.modifiers[0]).toContainEqual({ key: 'magic', value: 2 });
    expect(both.modifiers[1]).not.toContainEqual({ key: 'magic', value: 2 });
    const second = play([4, 4, 4, 3, 3, 3, 4, 4, 4, 4, 4, 4], (d) =>
      contestRound(
        d,
        2,
        side('frigate', { magicWind: true, crew: mage }),
        side('frigate', { magicWind: true, crew: mage }),
      ),
    );
    expect(second.magic?.winner).toBe('b');
    expect(second.modifiers).toEqual([
      [{ key: 'handling', value: 1 }],
      [
        { key: 'handling', value: 1 },
        { key: 'magic', value: 2 },
      ],
    ]);
    const even = play([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], (d) =>
      contestRound(
        d,
        2,
        side('frigate', { magicWind: true, crew: mage }),
        side('frigate', { magicWind: true, crew: mage }),
      ),
    );
    expect(even.magic?.winner).toBe('tie');
    expect(even.modifiers.flat().filter((m) => m.key === 'magic')).toEqual([]);
  });

  it('takes the gauge from a ship with two masts or all her sail gone, with no roll (decisions kr-masts-lost and kr-sail-immobile)', () => {
    const broken = side('frigate');
    broken.state.masts.fore!.lost = true;
    broken.state.masts.main!.lost = true;
    expect(play([], (d) => contestRound(d, 4, broken, side('frigate')))).toMatchObject({
      kind: 'forfeit',
      holder: 'b',
      tie: false,
      rolls: [null, null],
    });
    const bare = side('frigate');
    bare.state.sailHp = 0;
    expect(play([], (d) => contestRound(d, 4, side('frigate'), bare))).toMatchObject({ kind: 'forfeit', holder: 'a' });
    expect(play([], (d) => contestRound(d, 4, broken, bare))).toMatchObject({
      kind: 'forfeit',
      holder: null,
      tie: true,
    });
    const oneMast = side('frigate');
    oneMast.state.masts.mizzen!.lost = true;
    expect(play([4, 4, 4, 4, 4, 4], (d) => contestRound(d, 4, oneMast, side('frigate'))).kind).toBe('seamanship');
  });
});

describe('what the gauge gives (decisions kr-tie and kr-fire-order)', () => {
  it('the holder: fires first, +1, picks the battery, may move the range', () => {
    expect(gaugeStanding('a', 'a')).toEqual({
      gunnerModifier: 1,
      firesFirst: true,
      simultaneous: false,
      choosesBattery: true,
      mayChangeRange: true,
    });
    expect(gaugeStanding('a', 'b')).toEqual({
      gunnerModifier: 0,
      firesFirst: false,
      simultaneous: false,
      choosesBattery: false,
      mayChangeRange: false,
    });
    expect(gaugeStanding(null, 'b')).toEqual({
      gunnerModifier: -1,
      firesFirst: false,
      simultaneous: true,
      choosesBattery: false,
      mayChangeRange: false,
    });
    expect(firingOrder('a')).toEqual([['a'], ['b']]);
    expect(firingOrder('b')).toEqual([['b'], ['a']]);
    expect(firingOrder(null)).toEqual([['a', 'b']]);
  });

  it('moves the range one band on a Seamanship success, never past the ends (decision kr-range-change)', () => {
    expect(play([3, 3, 3], (d) => changeRange(d, 12, 'long', 'closer')).range).toBe('standard');
    expect(play([3, 3, 3], (d) => changeRange(d, 12, 'long', 'further')).range).toBe('extreme');
    expect(play([3, 3, 3], (d) => changeRange(d, 12, 'extreme', 'further')).range).toBe('extreme');
    expect(play([3, 3, 3], (d) => changeRange(d, 12, 'close', 'closer')).range).toBe('close');
    expect(play([6, 6, 1], (d) => changeRange(d, 12, 'long', 'closer')).range).toBe('long');
  });
});
