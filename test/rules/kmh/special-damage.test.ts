import { describe, it, expect } from 'vitest';
import {
  DamageWork,
  SPECIAL_COLUMNS,
  SPECIAL_DAMAGE_TABLE,
  applyBroadside,
  chooseMast,
  fireBroadside,
  fireTest,
  planBroadside,
  resolveSpecial,
  specialCell,
  steeringTest,
  type SpecialColumn,
  type KmhShipState,
  type SpecialCode,
} from '../../../src/rules/kmh';
import { RulesError } from '../../../src/rules/errors';
import { frigate, script, seventyFour } from './helpers';

type Row = [row: number, dp: number, secondary: number, primary: number, codes: SpecialCode[]];
/** The printed table, row by row (the 0 row last, as printed). */
const PRINTED: Record<SpecialColumn, Row[]> = {
  hull: [
    [1, 0, 0, 0, ['GB']], [2, 0, 0, 0, []], [3, 1, 0, 0, []], [4, 2, 0, 0, []], [5, 2, 0, 0, []],
    [6, 2, 0, 0, ['B']], [7, 3, 0, 0, ['F']], [8, 3, 0, 0, ['HOC']], [9, 3, 0, 0, ['S']], [0, 5, 0, 0, ['M']],
  ],
  rigging: [
    [1, 0, 0, 0, ['GB']], [2, 0, 0, 0, []], [3, 0, 1, 0, []], [4, 0, 2, 0, []], [5, 0, 3, 0, []],
    [6, 0, 3, 0, ['B']], [7, 0, 4, 0, []], [8, 0, 4, 0, []], [9, 0, 5, 0, ['M']], [0, 0, 5, 0, ['M', 'HOC']],
  ],
  rakeHull: [
    [1, 0, 0, 0, ['GB']], [2, 1, 0, 0, []], [3, 2, 0, 0, []], [4, 2, 0, 0, []], [5, 3, 0, 0, []],
    [6, 3, 0, 0, ['B']], [7, 3, 0, 0, ['M']], [8, 3, 0, 0, ['HOC']], [9, 4, 0, 0, ['S']], [0, 5, 0, 0, ['M']],
  ],
  rakeRigging: [
    [1, 0, 0, 0, ['GB']], [2, 0, 0, 1, []], [3, 0, 0, 2, []], [4, 0, 0, 2, []], [5, 0, 0, 2, []],
    [6, 0, 0, 3, ['B']], [7, 0, 0, 3, ['M']], [8, 0, 0, 3, ['M']], [9, 0, 0, 4, ['M']], [0, 0, 0, 4, ['MM']],
  ],
  grape: [
    [1, 0, 0, 0, ['GB']], [2, 0, 0, 0, []], [3, 0, 0, 0, []], [4, 1, 0, 0, []], [5, 0, 0, 1, []],
    [6, 1, 0, 0, ['HOC']], [7, 0, 0, 2, ['HOC']], [8, 2, 0, 0, ['HOC']], [9, 0, 0, 2, ['CREW']], [0, 2, 0, 0, ['CREW']],
  ],
  hotShot: [
    [1, 0, 0, 0, ['GB', 'F']], [2, 0, 0, 0, []], [3, 0, 0, 0, ['B', 'F']], [4, 2, 0, 0, ['F']], [5, 2, 0, 0, ['F']],
    [6, 2, 0, 0, ['F']], [7, 3, 0, 0, ['F']], [8, 3, 0, 0, ['Fstar']], [9, 3, 0, 0, ['S', 'Fstar']], [0, 5, 0, 0, ['M', 'Fstar']],
  ],
};

const rows = SPECIAL_COLUMNS.flatMap((column) => PRINTED[column].map((r) => [column, ...r] as const));

describe('the special damage table', () => {
  it.each(rows)('%s row %s: %s DP, %s secondary, %s primary, %j', (column, row, dp, secondary, primary, codes) => {
    expect(specialCell(column, row)).toEqual({ dp, secondary, primary, codes });
  });

  it.each(rows)('%s row %s does what the cell says to a fresh 74', (column, row, dp, secondary, primary, codes) => {
    // Mast rolls: 3 = main, then 1 = mizzen for a second mast. GB on a non-elite firer needs no die.
    const dice = script(3, 1, 1, 1);
    const t = new DamageWork(seventyFour(), dice);
    const f = new DamageWork(frigate(), dice);
    resolveSpecial(t, f, column, row, 'none', false, dice);
    const after = t.state;
    const masts = codes.includes('MM') ? 2 : codes.includes('M') ? 1 : 0;
    expect(after.mastsLost).toHaveLength(masts);
    const hullColumn = column !== 'rigging' && column !== 'rakeRigging';
    const fromHull = hullColumn ? Math.floor(dp / 5) : 0;
    expect(after.damagePoints).toBe(dp + 5 * masts);
    expect(after.secondaryStruck).toBe(secondary + 3 * primary + 9 * masts + fromHull);
    expect(after.highOfficerCasualties).toBe(codes.includes('HOC'));
    expect(after.steeringDamaged).toBe(codes.includes('S'));
    expect(after.crewCasualties).toBe(codes.includes('CREW'));
    expect(after.boardingPartyLost).toBe(codes.includes('CREW'));
    expect(after.fire).toBe(codes.includes('Fstar') ? 'hazardous' : codes.includes('F') ? 'fire' : 'none');
    const boatsFromMasts = masts === 0 ? 0 : masts === 1 ? 3 : 3 + 1;
    expect(after.boatsLost).toBe((codes.includes('B') ? 1 : 0) + boatsFromMasts);
    expect(f.state.damagePoints).toBe(codes.includes('GB') ? 5 : 0);
  });

  it('has ten rows in every column', () => {
    for (const column of SPECIAL_COLUMNS) expect(SPECIAL_DAMAGE_TABLE[column]).toHaveLength(10);
  });
  it('rejects a row outside 0–9', () => {
    expect(() => specialCell('hull', 10)).toThrow(RulesError);
  });
});

describe('special follow-up rolls', () => {
  it('gives elite Jolly Jack Tars an even chance to prevent a gun burst', () => {
    const dice = script(4);
    const t = new DamageWork(seventyFour(), dice);
    const f = new DamageWork(frigate(), dice);
    const saved = resolveSpecial(t, f, 'hull', 1, 'none', true, dice);
    expect(saved.gunBurstSave).toEqual({ roll: 4, saved: true });
    expect(f.state.damagePoints).toBe(0);
    const dice2 = script(3);
    const f2 = new DamageWork(frigate(), dice2);
    resolveSpecial(new DamageWork(seventyFour(), dice2), f2, 'hull', 1, 'none', true, dice2);
    expect(f2.state.damagePoints).toBe(5);
  });
  it('chooses the mast on a d6: 1–2 mizzen, 3–4 main, 5 fore, 6 bowsprit', () => {
    const ship = seventyFour();
    expect([1, 2, 3, 4, 5, 6].map((r) => chooseMast(ship, 'none', script(r)).mast)).toEqual([
      'mizzen', 'mizzen', 'main', 'main', 'fore', 'bowsprit',
    ]);
  });
  it('re-rolls a mast already lost or never carried (decision mast-reroll)', () => {
    const ship = seventyFour({ mastsLost: ['main'] });
    expect(chooseMast(ship, 'none', script(3, 4, 5))).toEqual({ mast: 'fore', rolls: [3, 4, 5] });
    const brig = { ...frigate(), masts: ['bowsprit', 'fore', 'main'] as const };
    expect(chooseMast(brig, 'none', script(1, 6)).mast).toBe('bowsprit');
    expect(chooseMast({ ...brig, mastsLost: ['bowsprit', 'fore', 'main'] }, 'none', script()).mast).toBeNull();
  });
  it('takes the mast nearest the firer when raked (decision rake-mast-order)', () => {
    expect(chooseMast(seventyFour(), 'stern', script()).mast).toBe('mizzen');
    expect(chooseMast(seventyFour(), 'bow', script()).mast).toBe('bowsprit');
    expect(chooseMast(seventyFour({ mastsLost: ['mizzen'] }), 'stern', script()).mast).toBe('main');
  });
  it('never takes the same mast twice on M&M', () => {
    const dice = script(3, 3, 4, 1);
    const t = new DamageWork(seventyFour(), dice);
    resolveSpecial(t, new DamageWork(frigate(), dice), 'rakeRigging', 0, 'none', false, dice);
    expect(t.state.mastsLost).toEqual(['main', 'mizzen']);
    expect(dice.remaining).toBe(0);
  });
  it('loses half the boats aboard, rounded down, with each mast (decision boats-with-mast)', () => {
    const t = new DamageWork(frigate({ boats: 5 }), script());
    t.loseMast('main', 'special');
    expect(t.state.boats).toBe(3);
    t.loseMast('fore', 'special');
    expect(t.state.boats).toBe(2);
  });
  it('costs a bowsprit one primary box and 5 DP, a mast three boxes and 5 DP', () => {
    const t = new DamageWork(frigate(), script());
    t.loseMast('bowsprit', 'special');
    expect(t.state).toMatchObject({ damagePoints: 5, secondaryStruck: 3 });
    t.loseMast('fore', 'special');
    expect(t.state).toMatchObject({ damagePoints: 10, secondaryStruck: 12 });
    expect(() => t.loseMast('fore', 'special')).toThrow(/not standing/);
  });
});

describe('grape', () => {
  const plan = planBroadside({
    fireFactor: 4,
    decks: 1,
    nationalClass: 'jollyJackTars',
    quality: 'poor',
    traits: {},
    distanceCm: 2,
    aim: 'hull',
    shot: 'grape',
    fireCardHeld: true,
  });
  it('has an even chance of CREW casualties with any hit (decision grape-crew)', () => {
    const dice = script(2, 1, 1, 1, /* check */ 5, /* crew */ 4);
    const roll = fireBroadside(plan, dice);
    const fx = applyBroadside(frigate(), frigate(), plan, roll, {}, dice);
    expect(fx.grapeCrew).toEqual({ roll: 4, yes: true });
    expect(fx.target.state.crewCasualties).toBe(true);
    expect(dice.remaining).toBe(0);
  });
  it('makes CREW certain on a 9 or 0 without the even-chance roll', () => {
    const dice = script(2, 2, 1, 1, /* check */ 1, /* row */ 9);
    const roll = fireBroadside(plan, dice);
    const fx = applyBroadside(frigate(), frigate(), plan, roll, {}, dice);
    expect(fx.grapeCrew).toBeNull();
    expect(fx.target.state.crewCasualties).toBe(true);
    expect(dice.remaining).toBe(0);
  });
});

describe('fire and steering tests', () => {
  const burning = (fire: 'fire' | 'hazardous', movesBurning = 0): KmhShipState => frigate({ fire, movesBurning });
  it('puts a fire out on 1–5 the first time, 1–4 the second, never less than 1 (decision fire-test-range)', () => {
    expect(fireTest(burning('fire'), script(5)).outcome).toBe('out');
    expect(fireTest(burning('fire'), script(6)).outcome).toBe('burning');
    expect(fireTest(burning('fire', 1), script(5)).outcome).toBe('burning');
    expect(fireTest(burning('fire', 1), script(4)).outcome).toBe('out');
    expect(fireTest(burning('fire', 9), script(1)).outcome).toBe('out');
    expect(fireTest(burning('fire', 9), script(2)).outcome).toBe('burning');
  });
  it('counts the moves a fire burns', () => {
    expect(fireTest(burning('fire', 2), script(9)).damage.state.movesBurning).toBe(3);
  });
  it('tests an ordinary fire for explosion on a 0 (even chance); a hazardous fire always explodes', () => {
    expect(fireTest(burning('fire'), script(10, 3))).toMatchObject({ explosionRoll: 3, outcome: 'burning' });
    const boom = fireTest(burning('fire'), script(10, 6));
    expect(boom.outcome).toBe('exploded');
    expect(boom.damage.state.fate).toBe('exploded');
    expect(fireTest(burning('hazardous'), script(10))).toMatchObject({ explosionRoll: null, outcome: 'exploded' });
  });
  it('refuses a fire test for a ship not on fire', () => {
    expect(() => fireTest(frigate(), script(1))).toThrow(RulesError);
  });
  it('frees the helm on a 6, or on 4–6 once stopped', () => {
    const ship = frigate({ steeringDamaged: true });
    expect(steeringTest(ship, false, script(5)).recovered).toBe(false);
    expect(steeringTest(ship, false, script(6)).state.steeringDamaged).toBe(false);
    expect(steeringTest(ship, true, script(4)).recovered).toBe(true);
  });
});
