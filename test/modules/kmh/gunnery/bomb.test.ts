import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/rules/dice/dice';
import { RulesError } from '../../../../src/rules/errors';
import {
  bombCard,
  bombCardView,
  bombOptionSpecs,
  bombRule,
  type BombInput,
} from '../../../../src/modules/kmh/gunnery/bomb';
import { readOptions } from '../../../../src/chat/option-specs';
import {
  BOMB_HIT_WITH_MAST,
  GM_READER,
  applyChange,
  bombKetch,
  footerFor,
  frenchSeventyFour,
  ledgerEntry,
} from '../../../chat/fixtures';

const input = (over: Partial<BombInput> = {}): BombInput => ({
  distanceCm: 30,
  targetMovedCm: 0,
  stationary: true,
  ...over,
});

describe('the bomb ketch card', () => {
  it('a hit does its d20 as hull damage with the special, and applies to the target only', () => {
    const ketch = bombKetch();
    const target = frenchSeventyFour();
    const dice = new ScriptedDice(BOMB_HIT_WITH_MAST);
    const card = bombCard(ketch, target, input(), bombRule(ketch, target, input())(dice));
    expect(dice.remaining).toBe(0);
    expect(card.changes.map((c) => c.actorUuid)).toEqual([target.uuid]);
    // 12 from the bomb and 10 from the special's row.
    expect(applyChange(target, card.changes[0]!).source).toMatchObject({
      damage: { mainmast: true, points: 22 },
      turn: { damagePoints: 22 },
    });
    const view = bombCardView(card);
    expect(view.outcome).toBe('BROADSIDE.Bomb.hit');
    expect(view.lines).toContainEqual({ key: 'BROADSIDE.Bomb.damage', n: 12 });
    expect(view.lines).toContainEqual({ key: 'BROADSIDE.Bomb.specialRow', n: 10 });
    expect(view.codes).toContain('BROADSIDE.Special.Code.M');
  });

  it('elite +1 and −1 per full 3 cm the target moved: 9 + 1 − 2 misses and changes nothing', () => {
    const ketch = bombKetch('HMS Thunder', { quality: 'elite' });
    const target = frenchSeventyFour();
    const shot = input({ targetMovedCm: 7 });
    const card = bombCard(ketch, target, shot, bombRule(ketch, target, shot)(new ScriptedDice([5, 4])));
    expect(card.shot).toMatchObject({ modifier: -1, total: 8, hit: false });
    expect(card.changes).toEqual([]);
    expect(footerFor(card, ledgerEntry(), GM_READER)).toMatchObject({ canApply: false, canUndo: false, stateKey: '' });
    const view = bombCardView(card);
    expect(view.lines).toEqual([
      { key: 'BROADSIDE.Bomb.elite', n: 1 },
      { key: 'BROADSIDE.Bomb.moved', n: 2 },
      { key: 'BROADSIDE.Bomb.total', n: 8 },
    ]);
  });

  it('the engine refuses a moving ketch and a target out of reach', () => {
    const ketch = bombKetch();
    const target = frenchSeventyFour();
    expect(() => bombRule(ketch, target, input({ stationary: false }))(new ScriptedDice([]))).toThrow(RulesError);
    expect(() => bombRule(ketch, target, input({ distanceCm: 12 }))(new ScriptedDice([]))).toThrow(RulesError);
  });

  it('the dialog starts from the measured distance and refuses a bad number', () => {
    const specs = bombOptionSpecs(31.6);
    expect(specs.map((s) => [s.name, s.value])).toEqual([
      ['distanceCm', 32],
      ['targetMovedCm', 0],
      ['stationary', true],
    ]);
    expect(readOptions(specs, { distanceCm: 30, targetMovedCm: -1, stationary: true }).problems).toEqual([
      'BROADSIDE.Turn.Option.targetMovedCm',
    ]);
    expect(readOptions(specs, { distanceCm: 30, targetMovedCm: 4, stationary: false }).options).toEqual({
      distanceCm: 30,
      targetMovedCm: 4,
      stationary: false,
    });
  });

  it('the dialog starts from what the battle’s moves record each ship sailed in her latest move', () => {
    const value = (specs: ReturnType<typeof bombOptionSpecs>) => specs.map((s) => s.value);
    expect(value(bombOptionSpecs(31.6, { ketch: 0, target: 8.7 }))).toEqual([32, 8, true]);
    expect(value(bombOptionSpecs(31.6, { ketch: 2.5, target: 0 }))).toEqual([32, 0, false]);
    expect(value(bombOptionSpecs(31.6, { ketch: 0, target: 250 }))).toEqual([32, 100, true]);
  });
});

describe('the mortar button', () => {
  it('is on a bomb ketch’s sheet only', async () => {
    const { shipRolls, BOMB_ROLL } = await import('../../../../src/modules/kmh/ship-rolls');
    expect(shipRolls({ bombKetch: true }).some((r) => r.id === BOMB_ROLL)).toBe(true);
    expect(shipRolls().some((r) => r.id === BOMB_ROLL)).toBe(false);
  });
});
