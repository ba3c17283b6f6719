import { describe, expect, it } from 'vitest';
import {
  AVERAGE_DIE_FACES,
  CHARACTERISTICS,
  CLASS_TRAITS,
  NATIONAL_CLASSES,
  PURSE_COSTS,
  QUALITIES,
  QUALITY_ROLL,
  effectiveCharacteristics,
  firesDoubleShotted,
  forcedTraits,
  permissionProblems,
  purseSpend,
  rollAverageDie,
  rollPurse,
  rollQuality,
  upgradedQuality,
} from '../../../src/rules/kmh';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { expectInvalidNumber, expectRefusal } from '../refusal';

const faces = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('crew quality by d20', () => {
  const table = (cls: (typeof NATIONAL_CLASSES)[number]) =>
    faces(20).map((face) => rollQuality(cls, 1, new ScriptedDice([face])).quality);

  it('Jolly Jack Tars: elite 1-13, average 14-18, poor 19-20', () => {
    const q = table('jollyJackTars');
    expect(q.filter((x) => x === 'elite')).toHaveLength(13);
    expect(q.slice(13, 18).every((x) => x === 'average')).toBe(true);
    expect(q.slice(18)).toEqual(['poor', 'poor']);
  });

  it('Sans Culottes: elite 1-4, average 5-15, poor 16-20', () => {
    const q = table('sansCulottes');
    expect(q.slice(0, 4).every((x) => x === 'elite')).toBe(true);
    expect(q.slice(4, 15).every((x) => x === 'average')).toBe(true);
    expect(q.slice(15).every((x) => x === 'poor')).toBe(true);
  });

  it('Landlubbers: never elite; average 1-10, poor 11-20', () => {
    const q = table('landlubbers');
    expect(q.slice(0, 10).every((x) => x === 'average')).toBe(true);
    expect(q.slice(10).every((x) => x === 'poor')).toBe(true);
  });

  it('a three-deck Sans Culottes ship that rolls elite is average', () => {
    expect(rollQuality('sansCulottes', 3, new ScriptedDice([2])).quality).toBe('average');
  });

  it('a three-deck Sans Culottes ship keeps a poor roll: only elite is lowered', () => {
    expect(rollQuality('sansCulottes', 3, new ScriptedDice([16]))).toEqual({ roll: 16, quality: 'poor' });
    expect(rollQuality('sansCulottes', 3, new ScriptedDice([20]))).toEqual({ roll: 20, quality: 'poor' });
  });

  it("a die below the table's first face finds no row, rather than the first one", () => {
    expectRefusal(() => rollQuality('jollyJackTars', 1, { roll: () => [0] }), 'QualityTable', undefined, [
      '0',
      'jollyJackTars',
    ]);
  });

  it('covers every face of the d20 once for each class', () => {
    for (const cls of NATIONAL_CLASSES) {
      const covered = QUALITY_ROLL[cls].flatMap((r) => faces(r.to - r.from + 1).map((i) => r.from + i - 1));
      expect(covered).toEqual(faces(20));
    }
  });
});

describe('class traits', () => {
  it.each([
    ['jollyJackTars', 'elite', ['boardingParty', 'ferventlyDetermined']],
    ['jollyJackTars', 'average', ['boardingParty', 'determined']],
    ['jollyJackTars', 'poor', ['boardingParty', 'determined']],
    ['sansCulottes', 'elite', ['boardingParty', 'determined']],
    ['sansCulottes', 'average', []],
    ['sansCulottes', 'poor', ['poorShotsAfterFirst', 'poorSailors', 'cowardlyLubbers']],
    ['landlubbers', 'average', ['poorShotsAfterFirst', 'poorSailors']],
    ['landlubbers', 'poor', ['poorShotsAlways', 'poorSailors', 'cowardlyLubbers', 'foulBottom']],
  ] as const)('%s %s bring %j', (cls, quality, traits) => {
    expect([...forcedTraits(cls, quality)].sort()).toEqual([...traits].sort());
    const effective = effectiveCharacteristics(cls, quality, {});
    for (const key of CHARACTERISTICS) expect(effective[key], key).toBe((traits as readonly string[]).includes(key));
  });

  it('elite and average Jolly Jack Tars fire double-shotted at close range', () => {
    expect(firesDoubleShotted('jollyJackTars', 'elite')).toBe(true);
    expect(firesDoubleShotted('jollyJackTars', 'average')).toBe(true);
    expect(firesDoubleShotted('jollyJackTars', 'poor')).toBe(false);
    expect(firesDoubleShotted('sansCulottes', 'elite')).toBe(false);
  });

  it('a forced negative trait bought off with the purse is gone; other toggles stay', () => {
    const c = effectiveCharacteristics('landlubbers', 'poor', { fastSailor: true }, { foulBottom: true });
    expect(c.foulBottom).toBe(false);
    expect(c.poorSailors).toBe(true);
    expect(c.fastSailor).toBe(true);
  });

  it('Jolly Jack Tars are never cowardly, whatever the sheet says', () => {
    expect(effectiveCharacteristics('jollyJackTars', 'poor', { cowardlyLubbers: true }).cowardlyLubbers).toBe(false);
  });
});

describe('permissions', () => {
  const ship = { nationalClass: 'sansCulottes', quality: 'average', decks: 2, rate: 'third' } as const;
  it('names each breach of the class permissions', () => {
    expect(permissionProblems({ ...ship, nationalClass: 'landlubbers', quality: 'elite' }, {})).toEqual([
      'eliteLandlubbers',
    ]);
    expect(permissionProblems({ ...ship, quality: 'elite', decks: 3 }, {})).toEqual(['eliteThreeDeckSansCulottes']);
    expect(permissionProblems({ ...ship, nationalClass: 'jollyJackTars' }, { cowardlyLubbers: true })).toEqual([
      'cowardlyJackTars',
    ]);
    expect(permissionProblems(ship, { goLarge: true })).toEqual(['goLargeNotFrigate']);
    expect(permissionProblems({ ...ship, rate: 'fifth' }, { goLarge: true })).toEqual([]);
  });

  it('a three-deck Sans Culottes ship may be average or poor; only elite is barred', () => {
    expect(permissionProblems({ ...ship, decks: 3 }, {})).toEqual([]);
    expect(permissionProblems({ ...ship, quality: 'poor', decks: 3 }, {})).toEqual([]);
  });

  it('upgrades a quality only where the class allows it', () => {
    expect(upgradedQuality({ ...ship, quality: 'poor' })).toBe('average');
    expect(upgradedQuality(ship)).toBe('elite');
    expect(upgradedQuality({ ...ship, decks: 3 })).toBeNull();
    expect(upgradedQuality({ ...ship, nationalClass: 'landlubbers' })).toBeNull();
  });
});

describe('the purse', () => {
  it('reads the average die as 2, 3, 3, 4, 4, 5', () => {
    expect(faces(6).map((f) => rollAverageDie(new ScriptedDice([f])))).toEqual([2, 3, 3, 4, 4, 5]);
  });

  it('rolls a d10 per squadron for a larger action, a 0 counting ten', () => {
    expect(rollPurse(2, new ScriptedDice([10, 3]))).toEqual({ dice: [10, 3], points: 13 });
    expect(rollPurse(0, new ScriptedDice([6]))).toEqual({ dice: [5], points: 5 });
  });

  it('a d10 that reads 0, as the die is printed, counts ten in the purse', () => {
    expect(rollPurse(2, { roll: () => [0, 4] })).toEqual({ dice: [10, 4], points: 14 });
  });

  it('prices purchases and reversals, and stops at the budget', () => {
    expect(PURSE_COSTS.buy).toMatchObject({
      upgradeQuality: 5,
      initialBroadside: 1,
      fastSailor: 1,
      determined: 1,
      ferventlyDetermined: 2,
      boardingParty: 1,
      goLarge: 3,
    });
    expect(PURSE_COSTS.reverse).toEqual({ cowardlyLubbers: 2, foulBottom: 1, poorSailors: 2 });
    const frigate = { nationalClass: 'jollyJackTars', quality: 'average', decks: 1, rate: 'fifth' } as const;
    // The example captain's purse of 3 buys a fast sailor and an initial broadside.
    expect(purseSpend(frigate, ['fastSailor', 'initialBroadside'], [], 3)).toEqual({ cost: 2, problem: null });
    expect(purseSpend(frigate, ['upgradeQuality'], [], 3)).toEqual({ cost: 5, problem: 'overBudget' });
    expect(purseSpend({ ...frigate, rate: 'third' }, ['goLarge'], [], 9).problem).toBe('goLargeNotFrigate');
    expect(purseSpend({ ...frigate, quality: 'elite' }, ['upgradeQuality'], [], 9).problem).toBe('cannotUpgrade');
  });
});

describe('nations at their edges', () => {
  const ship = { nationalClass: 'sansCulottes', quality: 'average', decks: 2, rate: 'third' } as const;
  it('refuse a face the quality table does not have, and numbers out of range', () => {
    expectRefusal(() => rollQuality('landlubbers', 1, { roll: () => [21] }), 'QualityTable', undefined, [
      '21',
      'landlubbers',
    ]);
    expectInvalidNumber(() => rollPurse(100, new ScriptedDice([])), 'squadrons', 0, 99);
    expectInvalidNumber(() => purseSpend(ship, [], [], 201), 'purse', 0, 200);
    expectInvalidNumber(() => purseSpend(ship, [], [], -1), 'purse', 0, 200);
  });
  it('reads the quality faces at the edges of each range', () => {
    expect(rollQuality('jollyJackTars', 1, new ScriptedDice([13]))).toEqual({ roll: 13, quality: 'elite' });
    expect(rollQuality('jollyJackTars', 1, new ScriptedDice([14]))).toEqual({ roll: 14, quality: 'average' });
    expect(rollQuality('sansCulottes', 2, new ScriptedDice([4])).quality).toBe('elite');
    expect(rollQuality('sansCulottes', 3, new ScriptedDice([5])).quality).toBe('average');
    expect(rollQuality('jollyJackTars', 3, new ScriptedDice([1])).quality).toBe('elite');
  });
  it('permissions: elite Sans Culottes with two decks, Landlubbers average, cowardly Sans Culottes are all allowed', () => {
    expect(permissionProblems({ ...ship, quality: 'elite', decks: 2 }, {})).toEqual([]);
    expect(permissionProblems({ ...ship, nationalClass: 'landlubbers' }, {})).toEqual([]);
    expect(permissionProblems(ship, { cowardlyLubbers: true })).toEqual([]);
    expect(permissionProblems({ ...ship, rate: 'sixth' }, { goLarge: true })).toEqual([]);
    expect(permissionProblems(ship, { goLarge: false })).toEqual([]);
    expect(
      permissionProblems(
        { ...ship, nationalClass: 'landlubbers', quality: 'elite', decks: 3, rate: 'first' },
        { goLarge: true },
      ),
    ).toEqual(['eliteLandlubbers', 'goLargeNotFrigate']);
  });
  it('fervently determined replaces determined, and poor shots at all times replaces poor shots after the first', () => {
    const c = effectiveCharacteristics('sansCulottes', 'average', {
      determined: true,
      ferventlyDetermined: true,
      poorShotsAlways: true,
      poorShotsAfterFirst: true,
    });
    expect(c).toMatchObject({
      determined: false,
      ferventlyDetermined: true,
      poorShotsAlways: true,
      poorShotsAfterFirst: false,
    });
    const d = effectiveCharacteristics('sansCulottes', 'average', { determined: true, poorShotsAfterFirst: true });
    expect(d).toMatchObject({
      determined: true,
      ferventlyDetermined: false,
      poorShotsAlways: false,
      poorShotsAfterFirst: true,
    });
    expect(effectiveCharacteristics('sansCulottes', 'poor', { cowardlyLubbers: false }).cowardlyLubbers).toBe(true);
    expect(effectiveCharacteristics('landlubbers', 'elite', { fastSailor: true })).toMatchObject({
      fastSailor: true,
      poorSailors: false,
    });
  });
  it('upgrades only poor and average crews', () => {
    expect(upgradedQuality({ ...ship, quality: 'elite' })).toBeNull();
  });
  it('a purse of d10s per squadron adds them up', () => {
    expect(rollPurse(3, new ScriptedDice([1, 9, 10]))).toEqual({ dice: [1, 9, 10], points: 20 });
    expect(AVERAGE_DIE_FACES).toEqual([2, 3, 3, 4, 4, 5]);
  });
  it('prices reversals, spends the whole purse, and goes large on a frigate', () => {
    const frigate = { nationalClass: 'jollyJackTars', quality: 'average', decks: 1, rate: 'fifth' } as const;
    expect(purseSpend(frigate, ['goLarge'], ['foulBottom', 'poorSailors'], 6)).toEqual({ cost: 6, problem: null });
    expect(purseSpend(frigate, ['goLarge'], ['cowardlyLubbers'], 4)).toEqual({ cost: 5, problem: 'overBudget' });
    expect(purseSpend({ ...frigate, quality: 'poor' }, ['upgradeQuality'], [], 5)).toEqual({ cost: 5, problem: null });
    expect(purseSpend(frigate, [], [], 0)).toEqual({ cost: 0, problem: null });
  });
  it('a ship of the line that does not buy go large is not told it cannot', () => {
    const thirdRate = { nationalClass: 'jollyJackTars', quality: 'average', decks: 2, rate: 'third' } as const;
    expect(purseSpend(thirdRate, ['fastSailor'], [], 3)).toEqual({ cost: 1, problem: null });
  });
  it("going large checks only the frigate rule: another breach of the class is not the purchase's problem", () => {
    const eliteLubberFrigate = { nationalClass: 'landlubbers', quality: 'elite', decks: 1, rate: 'fifth' } as const;
    expect(purseSpend(eliteLubberFrigate, ['goLarge'], [], 9)).toEqual({ cost: 3, problem: null });
    expect(purseSpend({ ...eliteLubberFrigate, rate: 'first', decks: 3 }, ['goLarge'], [], 9)).toEqual({
      cost: 3,
      problem: 'goLargeNotFrigate',
    });
  });
  it('lists the classes, qualities and characteristics', () => {
    expect(NATIONAL_CLASSES).toEqual(['jollyJackTars', 'sansCulottes', 'landlubbers']);
    expect(QUALITIES).toEqual(['elite', 'average', 'poor']);
    expect(CHARACTERISTICS).toHaveLength(12);
    expect(CLASS_TRAITS.landlubbers.elite).toBeNull();
    expect(forcedTraits('landlubbers', 'elite')).toEqual([]);
  });
});
