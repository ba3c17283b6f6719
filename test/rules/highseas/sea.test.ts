import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { footingRoll, seaLegsRoll, waterRoll } from '../../../src/rules/highseas';
import { fighter } from './duel-fixtures';

describe('sea legs (decision hs-sea-legs)', () => {
  const landsman = (attacksAboard: number) =>
    fighter('l', { wit: 12, seaLegs: false, seamanship: 'none', attacksAboard });
  it('counts successful attacks aboard and rolls Wit at the third', () => {
    const f = landsman(1);
    expect(seaLegsRoll(f, 1, true, new ScriptedDice([]))).toBeNull();
    expect(f.attacksAboard).toBe(2);
    expect(seaLegsRoll(f, 1, true, new ScriptedDice([12]))).toMatchObject({
      kind: 'seaLegs',
      test: { target: 12, roll: 12 },
      gained: true,
    });
    expect(f.seaLegs).toBe(true);
  });
  it('rolls again after each further success when the roll fails', () => {
    const f = landsman(3);
    expect(seaLegsRoll(f, 1, true, new ScriptedDice([13]))).toMatchObject({ gained: false });
    expect(f.attacksAboard).toBe(3);
    expect(seaLegsRoll(f, 0, true, new ScriptedDice([]))).toBeNull();
    expect(seaLegsRoll(f, 1, true, new ScriptedDice([2]))).toMatchObject({ gained: true });
  });
  it('asks nothing ashore or of a seaman', () => {
    expect(seaLegsRoll(landsman(2), 1, false, new ScriptedDice([]))).toBeNull();
    expect(seaLegsRoll(fighter('s'), 1, true, new ScriptedDice([]))).toBeNull();
  });
});

describe('the rigging (decision hs-fall)', () => {
  it('keeps a fighter aloft at Dexterity +3 for seamanship and +3 for acrobatics', () => {
    const f = fighter('r', { dexterity: 11, acrobatics: 'trained' }, { position: 'rigging' });
    expect(footingRoll(f, new ScriptedDice([17]))).toMatchObject({ test: { target: 17 }, fell: false });
    expect(f.position).toBe('rigging');
  });
  it('drops him prone on deck for 1d6 on a rolled location', () => {
    const f = fighter('r', { dexterity: 8, seamanship: 'none' }, { position: 'rigging' });
    const step = footingRoll(f, new ScriptedDice([9, 3, 16, 14, 2]));
    expect(step).toMatchObject({
      test: { target: 8, roll: 9 },
      fell: true,
      fall: 3,
      wound: { location: 'rightLeg', points: 3, limbRoll: { roll: 14 }, days: 2 },
    });
    expect(f).toMatchObject({ position: 'deck', prone: true, lamed: ['rightLeg'] });
  });
});

describe('the water (decision hs-drowning)', () => {
  it('keeps a fighter afloat at Dexterity less his weight', () => {
    const f = fighter('w', { dexterity: 12, weight: 3 }, { position: 'water' });
    expect(waterRoll(f, new ScriptedDice([9]))).toMatchObject({ kind: 'afloat', test: { target: 9 }, under: false });
    expect(waterRoll(f, new ScriptedDice([10]))).toMatchObject({ kind: 'afloat', under: true });
    expect(f.underwater).toBe(1);
  });
  it('brings him up at Strength less weight, +2 for seamanship, a point harder each failure', () => {
    const f = fighter('w', { strength: 11, weight: 2 }, { position: 'water', underwater: 1 });
    expect(waterRoll(f, new ScriptedDice([12]))).toMatchObject({
      kind: 'surface',
      test: { target: 11 },
      surfaced: false,
      drowned: false,
    });
    expect(waterRoll(f, new ScriptedDice([11]))).toMatchObject({ test: { target: 10 }, surfaced: false });
    expect(waterRoll(f, new ScriptedDice([9]))).toMatchObject({ test: { target: 9 }, surfaced: true, drowned: false });
    expect(f).toMatchObject({ underwater: 0, surfaceFailures: 0 });
  });
  it('drowns him past his Endurance in turns under', () => {
    const f = fighter('w', { endurance: 3, strength: 3, seamanship: 'none' }, { position: 'water', underwater: 3 });
    expect(waterRoll(f, new ScriptedDice([20]))).toMatchObject({ drowned: true });
    expect(f.condition).toBe('dead');
  });
  it('keeps him alive at exactly his Endurance in turns under', () => {
    const f = fighter('w', { endurance: 3, strength: 3, seamanship: 'none' }, { position: 'water', underwater: 2 });
    expect(waterRoll(f, new ScriptedDice([20]))).toMatchObject({ surfaced: false, drowned: false });
    expect(f).toMatchObject({ underwater: 3, condition: 'active' });
  });
});
