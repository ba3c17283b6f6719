import { describe, it, expect } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import {
  changeRange,
  classShip,
  contestRound,
  fireRound,
  freshState,
  startRound,
  weatherRound,
  type GaugeCrew,
  type GaugeSide,
  type ShipState,
} from '../../../src/rules/kyngesreach';

// Sojourner (a): frigate, twelve 9-pounders a side, crew of 12s. Corsair (b): brig, ten 9-pounders
// a side, Gunner and Seamanship 11. Every die is scripted; each round uses exactly its own.
const sojourner = classShip('frigate', 12, 9);
const corsair = classShip('sloop-brig', 10, 9);
const crewA: GaugeCrew = { weatherSense: 12, seamanship: 12, tactics: 12, spell: 0 };
const crewB: GaugeCrew = { weatherSense: 12, seamanship: 11, tactics: 11, spell: 0 };
const six = (face: number) => [face, face, face, face, face, face];

function sides(a: ShipState, b: ShipState, tactics = false): [GaugeSide, GaugeSide] {
  return [
    { ship: sojourner, state: a, crew: crewA, tryTactics: tactics, magicWind: false },
    { ship: corsair, state: b, crew: crewB, tryTactics: false, magicWind: false },
  ];
}
const fireA = (battery: 'port' | 'starboard', targetFacing: 'port' | 'starboard') => ({
  firer: sojourner,
  target: corsair,
  battery,
  targetFacing,
  gunner: 12,
  range: 'standard' as const,
  called: null,
  mast: null,
  morale: 0,
  reloadWith: 'round' as const,
});
const fireB = (battery: 'port' | 'starboard', targetFacing: 'port' | 'starboard') => ({
  firer: corsair,
  target: sojourner,
  battery,
  targetFacing,
  gunner: 11,
  range: 'standard' as const,
  called: null,
  mast: null,
  morale: 0,
  reloadWith: 'round' as const,
});

describe('three rounds between Sojourner and Corsair, scripted', () => {
  it('plays gauge, order, hits, damage and reloads round by round', () => {
    let a = freshState(sojourner);
    let b = freshState(corsair);

    // Round 1. Weather Sense: a rolls 6 (+1, margin 6), b rolls 12 (+1, margin 0): a holds.
    // a fires starboard at 13: 11 makes it by 2, 25% of 12 = 3 hits: hull 36 - DR 10 = 26 (-30 HIP),
    // rigging 12 through DR 10 (-10 sail), cannons 1d = 2 of b's port guns and a round on its reload.
    // b's port battery now reloads, so she cannot answer (decision kr-cannon-hit).
    let dice = new ScriptedDice([2, 2, 2, 4, 4, 4, 4, 4, 3, 1, ...six(3), 3, ...six(1), 5, 2]);
    const g1 = weatherRound(dice, ...sides(a, b));
    expect(g1).toMatchObject({ weather: [1, 1], holder: 'a' });
    const r1 = fireRound(dice, g1.holder, { a, b }, { a: fireA('starboard', 'port'), b: fireB('port', 'starboard') });
    expect(dice.remaining).toBe(0);
    expect(r1.fire.map((f) => f.side)).toEqual(['a']);
    expect(r1.fire[0]!.record).toMatchObject({ effective: 13, hits: 3 });
    expect(r1.fire[0]!.record.hitRecords.map((h) => [h.place, h.hipLoss, h.sailLoss, h.gunsDestroyed])).toEqual([
      ['hull', 30, 0, 0],
      ['rigging', 0, 10, 0],
      ['cannons', 0, 0, 2],
    ]);
    ({ a, b } = r1.states);
    expect(b).toMatchObject({
      hip: 220,
      sailHp: 90,
      batteries: { port: { guns: 8, reload: 1 }, starboard: { guns: 10, reload: 0 } },
    });
    expect(a.batteries.starboard.reload).toBe(3);

    // Round 2. Timers: a starboard 2, b port 0. Seamanship: a 12+1 rolls 15 (-2), b 11+2 rolls 10 (+3):
    // b holds, tries to close the range (Seamanship 11 rolls 15: stays standard), fires port at 12:
    // 8 makes it by 4, 50% of 8 = 4 hits on a (DR 20): hull 48 (-30), critical 66 (-40, fire),
    // deck crew (-10 readiness), critical 12 stopped by DR. a's starboard is reloading: no answer.
    a = startRound(a);
    b = startRound(b);
    expect([a.batteries.starboard.reload, b.batteries.port.reload]).toEqual([2, 0]);
    dice = new ScriptedDice([
      5,
      5,
      5,
      3,
      3,
      4,
      5,
      5,
      5,
      2,
      3,
      3,
      2,
      ...six(4),
      6,
      6,
      6,
      6,
      5,
      5,
      5,
      1,
      4,
      6,
      ...six(1),
    ]);
    const g2 = contestRound(dice, 2, ...sides(a, b));
    expect(g2.rolls.map((r) => r?.margin)).toEqual([-2, 3]);
    expect(g2.holder).toBe('b');
    expect(changeRange(dice, crewB.seamanship, 'standard', 'closer').range).toBe('standard');
    const r2 = fireRound(dice, g2.holder, { a, b }, { a: fireA('starboard', 'port'), b: fireB('port', 'starboard') });
    expect(dice.remaining).toBe(0);
    expect(r2.fire.map((f) => f.side)).toEqual(['b']);
    expect(r2.fire[0]!.record).toMatchObject({ effective: 12, hits: 4 });
    expect(r2.fire[0]!.record.hitRecords.map((h) => [h.place, h.hipLoss, h.critical])).toEqual([
      ['hull', 30, null],
      ['critical', 40, 'fire'],
      ['deck', 0, null],
      ['critical', 0, null],
    ]);
    ({ a, b } = r2.states);
    expect(a).toMatchObject({ hip: 430, readiness: 90, fires: 1 });
    expect(b.batteries.port).toEqual({ guns: 8, reload: 3, ammunition: 'round' });

    // Round 3. The ships have crossed: a's port faces b's starboard, both loaded. a tries Tactics and
    // rolls 18 (no +1); Seamanship 12+1 and 11+2 both roll 12: a tie. Both fire at once, at -1, from
    // the state the round began with (decision kr-tie). a at 11 rolls 9 (by 2): 3 hits: hull 72 (-50),
    // cannons 3 of b's starboard, rigging (-10 sail). b at 10 rolls 10 (by 0): 10% of 10 = 1 hit:
    // critical 60 through DR 20 (-40), rigging collapse: a rigging hit on a (decision kr-critical-effects).
    a = startRound(a);
    b = startRound(b);
    expect([a.batteries.starboard.reload, b.batteries.port.reload]).toEqual([1, 2]);
    dice = new ScriptedDice([
      6,
      6,
      6,
      4,
      4,
      4,
      4,
      4,
      4,
      3,
      3,
      3,
      1,
      ...six(6),
      5,
      3,
      3,
      ...six(2),
      3,
      3,
      4,
      6,
      ...six(5),
      5,
    ]);
    const g3 = contestRound(dice, 3, ...sides(a, b, true));
    expect(g3.tactics[0]).toMatchObject({ success: false, critical: true });
    expect(g3).toMatchObject({ holder: null, tie: true });
    const r3 = fireRound(dice, g3.holder, { a, b }, { a: fireA('port', 'starboard'), b: fireB('starboard', 'port') });
    expect(dice.remaining).toBe(0);
    expect(r3.fire.map((f) => [f.side, f.record.effective, f.record.hits])).toEqual([
      ['a', 11, 3],
      ['b', 10, 1],
    ]);
    // Simultaneous: b fired her full ten starboard guns though a's shot took three of them.
    expect(r3.fire[1]!.record.guns).toBe(10);
    ({ a, b } = r3.states);
    expect(a).toMatchObject({ hip: 390, riggingHits: 1, fires: 1, readiness: 90 });
    expect(a.batteries).toEqual({
      port: { guns: 12, reload: 3, ammunition: 'round' },
      starboard: { guns: 12, reload: 1, ammunition: 'round' },
    });
    expect(b).toMatchObject({ hip: 170, sailHp: 80 });
    expect(b.batteries).toEqual({
      port: { guns: 8, reload: 2, ammunition: 'round' },
      starboard: { guns: 7, reload: 4, ammunition: 'round' },
    });
  });

  it('lets a ship sunk by the first broadside make no answer (decision kr-fire-order)', () => {
    const a = freshState(sojourner);
    const b = freshState(corsair);
    b.hip = 20;
    const dice = new ScriptedDice([4, 4, 4, 1, ...six(6)]);
    const r = fireRound(dice, 'a', { a, b }, { a: fireA('starboard', 'port'), b: fireB('port', 'starboard') });
    expect(dice.remaining).toBe(0);
    expect(r.fire).toHaveLength(1);
    expect(r.states.b.hip).toBe(0);
    expect(r.states.a.hip).toBe(500);
  });

  it('skips a battery with no gun left instead of refusing the round, and carries criticals over', () => {
    const a = freshState(sojourner);
    const b = freshState(corsair);
    b.batteries.port.guns = 0;
    // a at 13 rolls 12 (by 1): one hit, location 6, 60 is 50 through DR 10 (-40), critical 3: magazine.
    const dice = new ScriptedDice([4, 4, 4, 6, ...six(5), 3]);
    const r = fireRound(dice, 'a', { a, b }, { a: fireA('starboard', 'port'), b: fireB('port', 'starboard') });
    expect(dice.remaining).toBe(0);
    expect(r.fire.map((f) => f.side)).toEqual(['a']);
    expect(r.states.b).toEqual({ ...b, hip: 210, magazineHits: 1 });
    expect(r.states.a).toEqual({
      ...a,
      batteries: { ...a.batteries, starboard: { guns: 12, reload: 3, ammunition: 'round' } },
    });
  });
});
