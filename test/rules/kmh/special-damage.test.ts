import { describe, it, expect } from 'vitest';
import {
  DamageWork,
  GUN_BURST_DAMAGE_POINTS,
  MAST_ROLL,
  RAKE_MAST_ORDER,
  SPECIAL_COLUMNS,
  SPECIAL_DAMAGE_TABLE,
  applyBroadside,
  chooseMast,
  fireBroadside,
  fireTest,
  planBroadside,
  resolveSpecial,
  rollSpecialRow,
  specialCell,
  specialCheckSucceeds,
  steeringTest,
  type SpecialColumn,
  type KmhShipState,
  type SpecialCode,
} from '../../../src/rules/kmh';
import { RulesError } from '../../../src/rules/errors';
import { frigate, script, seventyFour } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

type Row = [row: number, dp: number, secondary: number, primary: number, codes: SpecialCode[]];
/** The printed table, row by row (the 0 row last, as printed). */
const PRINTED: Record<SpecialColumn, Row[]> = {
  hull: [
    [1, 0, 0, 0, ['GB']],
    [2, 0, 0, 0, []],
    [3, 1, 0, 0, []],
    [4, 2, 0, 0, []],
    [5, 2, 0, 0, []],
    [6, 2, 0, 0, ['B']],
    [7, 3, 0, 0, ['F']],
    [8, 3, 0, 0, ['HOC']],
    [9, 3, 0, 0, ['S']],
    [0, 5, 0, 0, ['M']],
  ],
  rigging: [
    [1, 0, 0, 0, ['GB']],
    [2, 0, 0, 0, []],
    [3, 0, 1, 0, []],
    [4, 0, 2, 0, []],
    [5, 0, 3, 0, []],
    [6, 0, 3, 0, ['B']],
    [7, 0, 4, 0, []],
    [8, 0, 4, 0, []],
    [9, 0, 5, 0, ['M']],
    [0, 0, 5, 0, ['M', 'HOC']],
  ],
  rakeHull: [
    [1, 0, 0, 0, ['GB']],
    [2, 1, 0, 0, []],
    [3, 2, 0, 0, []],
    [4, 2, 0, 0, []],
    [5, 3, 0, 0, []],
    [6, 3, 0, 0, ['B']],
    [7, 3, 0, 0, ['M']],
    [8, 3, 0, 0, ['HOC']],
    [9, 4, 0, 0, ['S']],
    [0, 5, 0, 0, ['M']],
  ],
  rakeRigging: [
    [1, 0, 0, 0, ['GB']],
    [2, 0, 0, 1, []],
    [3, 0, 0, 2, []],
    [4, 0, 0, 2, []],
    [5, 0, 0, 2, []],
    [6, 0, 0, 3, ['B']],
    [7, 0, 0, 3, ['M']],
    [8, 0, 0, 3, ['M']],
    [9, 0, 0, 4, ['M']],
    [0, 0, 0, 4, ['MM']],
  ],
  grape: [
    [1, 0, 0, 0, ['GB']],
    [2, 0, 0, 0, []],
    [3, 0, 0, 0, []],
    [4, 1, 0, 0, []],
    [5, 0, 0, 1, []],
    [6, 1, 0, 0, ['HOC']],
    [7, 0, 0, 2, ['HOC']],
    [8, 2, 0, 0, ['HOC']],
    [9, 0, 0, 2, ['CREW']],
    [0, 2, 0, 0, ['CREW']],
  ],
  hotShot: [
    [1, 0, 0, 0, ['GB', 'F']],
    [2, 0, 0, 0, []],
    [3, 0, 0, 0, ['B', 'F']],
    [4, 2, 0, 0, ['F']],
    [5, 2, 0, 0, ['F']],
    [6, 2, 0, 0, ['F']],
    [7, 3, 0, 0, ['F']],
    [8, 3, 0, 0, ['Fstar']],
    [9, 3, 0, 0, ['S', 'Fstar']],
    [0, 5, 0, 0, ['M', 'Fstar']],
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
      'mizzen',
      'mizzen',
      'main',
      'main',
      'fore',
      'bowsprit',
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

describe('what the special damage rules refuse, and their edges', () => {
  it('a row outside 0–9 and an unknown column, named', () => {
    expectInvalidNumber(() => specialCell('hull', 10), 'special damage row', 0, 9);
    expectInvalidNumber(() => specialCell('hull', -1), 'special damage row', 0, 9);
    expectRefusal(() => specialCell('chain' as SpecialColumn, 0), 'UnknownColumn', { column: 'chain' }, ['"chain"']);
    expectRefusal(() => fireTest(frigate(), script(1)), 'NotOnFire');
    expectRefusal(() => steeringTest(frigate(), false, script(6)), 'NoSteeringDamage');
  });
  it('the special check: a check at most the hits succeeds', () => {
    expect(specialCheckSucceeds(3, 3)).toBe(true);
    expect(specialCheckSucceeds(4, 3)).toBe(false);
    expect(specialCheckSucceeds(10, 12)).toBe(true);
    expectInvalidNumber(() => specialCheckSucceeds(0, 3), 'special check', 1, 10);
    expectInvalidNumber(() => specialCheckSucceeds(11, 3), 'special check', 1, 10);
    expectInvalidNumber(() => specialCheckSucceeds(1, -1), 'hits', 0);
  });
  it('rolls a table row on a d10, 10 being the 0 row', () => {
    expect(rollSpecialRow(script(10))).toBe(0);
    expect(rollSpecialRow(script(7))).toBe(7);
  });
  it('a gun burst costs the firer five DP', () => {
    expect(GUN_BURST_DAMAGE_POINTS).toBe(5);
  });
  it('the mast table and the rake order', () => {
    expect(MAST_ROLL).toEqual(['mizzen', 'mizzen', 'main', 'main', 'fore', 'bowsprit']);
    expect(RAKE_MAST_ORDER).toEqual({
      bow: ['bowsprit', 'fore', 'main', 'mizzen'],
      stern: ['mizzen', 'main', 'fore', 'bowsprit'],
    });
    expect(chooseMast(seventyFour({ mastsLost: ['bowsprit', 'fore'] }), 'bow', script())).toEqual({
      mast: 'main',
      rolls: [],
    });
    expect(chooseMast(seventyFour({ mastsLost: ['bowsprit', 'fore', 'main', 'mizzen'] }), 'bow', script())).toEqual({
      mast: null,
      rolls: [],
    });
  });
});

describe('the fire test, move by move', () => {
  const burning = (fire: 'fire' | 'hazardous', movesBurning = 0): KmhShipState => frigate({ fire, movesBurning });
  it('goes out on 1 to 6 − n at the n-th test, and on a 1 however long it has burned', () => {
    // Second test (one move burned): out on 1–4. Fifth test: out on 1 only. Sixth and later: still on 1.
    expect(fireTest(burning('fire', 1), script(4)).outcome).toBe('out');
    expect(fireTest(burning('fire', 4), script(1)).outcome).toBe('out');
    expect(fireTest(burning('fire', 4), script(2)).outcome).toBe('burning');
    expect(fireTest(burning('fire', 5), script(1)).outcome).toBe('out');
    expect(fireTest(burning('fire', 3), script(2)).outcome).toBe('out');
    expect(fireTest(burning('fire', 3), script(3)).outcome).toBe('burning');
  });
  it('a fire put out leaves the sheet clear; one still burning counts this move; an explosion ends the ship', () => {
    expect(fireTest(burning('hazardous', 2), script(1))).toMatchObject({
      roll: 1,
      explosionRoll: null,
      outcome: 'out',
      damage: { state: { fire: 'none', movesBurning: 0 }, events: [] },
    });
    expect(fireTest(burning('fire'), script(9))).toMatchObject({
      roll: 9,
      outcome: 'burning',
      damage: { state: { fire: 'fire', movesBurning: 1 } },
    });
    expect(fireTest(burning('fire'), script(10, 4))).toMatchObject({
      roll: 0,
      explosionRoll: 4,
      outcome: 'exploded',
      damage: { state: { fate: 'exploded', damagePoints: 32 } },
    });
    expect(fireTest(burning('fire'), script(10, 3)).damage.state).toMatchObject({
      fire: 'fire',
      movesBurning: 1,
      fate: 'afloat',
    });
  });
  it('the steering test: a 6 frees the helm under way, 4–6 when stopped, 3 never', () => {
    const ship = frigate({ steeringDamaged: true });
    expect(steeringTest(ship, false, script(6))).toEqual({
      roll: 6,
      recovered: true,
      state: { ...ship, steeringDamaged: false },
    });
    expect(steeringTest(ship, false, script(4)).recovered).toBe(false);
    expect(steeringTest(ship, true, script(3))).toEqual({ roll: 3, recovered: false, state: ship });
    expect(steeringTest(ship, true, script(4)).state.steeringDamaged).toBe(false);
  });
});

describe('applying a broadside', () => {
  const hull = planBroadside({
    fireFactor: 4,
    decks: 1,
    nationalClass: 'sansCulottes',
    quality: 'average',
    traits: {},
    distanceCm: 10,
    aim: 'hull',
  });
  const rigging = { ...hull, aim: 'rigging' as const, column: 'rigging' as const };
  it('hull hits are hull fire: DP and a box per five; rigging hits DP and boxes, no box for the DP', () => {
    const roll = {
      faces: [],
      hits: 5,
      sixes: 0,
      damagePoints: 5,
      secondaryBoxes: 0,
      specialCheck: 9,
      specialRow: null,
    };
    const h = applyBroadside(frigate(), frigate(), hull, roll, {}, script());
    expect(h.target.state).toMatchObject({ damagePoints: 5, secondaryStruck: 1 });
    expect(h).toMatchObject({ special: null, grapeCrew: null, firer: { events: [] } });
    const r = applyBroadside(frigate(), frigate(), rigging, { ...roll, secondaryBoxes: 2 }, {}, script());
    expect(r.target.state).toMatchObject({ damagePoints: 5, secondaryStruck: 2 });
    expect(r.target.events).toEqual([
      { type: 'damagePoints', amount: 5, cause: 'riggingHits' },
      { type: 'speedBoxes', secondary: 2, cause: 'riggingHits' },
    ]);
  });
  it("a special row resolves on the plan's column with the firer's gun-burst save", () => {
    const roll = { faces: [], hits: 1, sixes: 0, damagePoints: 1, secondaryBoxes: 0, specialCheck: 1, specialRow: 1 };
    const fx = applyBroadside(frigate(), frigate(), hull, roll, { firerEliteJackTars: true }, script(4));
    expect(fx.special).toMatchObject({ column: 'hull', row: 1, gunBurstSave: { roll: 4, saved: true }, mastRolls: [] });
    expect(fx.firer.state.damagePoints).toBe(0);
    const burst = applyBroadside(frigate(), frigate(), hull, roll, {}, script());
    expect(burst.special?.gunBurstSave).toBeNull();
    expect(burst.firer.events).toEqual([{ type: 'damagePoints', amount: 5, cause: 'gunBurst' }]);
  });
  it('specials in a rigging column are not hull fire: 5 DP from M strike no extra box', () => {
    const dice = script(3);
    const t = new DamageWork(seventyFour(), dice);
    resolveSpecial(t, new DamageWork(frigate(), dice), 'rigging', 9, 'none', false, dice);
    expect(t.state).toMatchObject({ damagePoints: 5, secondaryStruck: 5 + 9, mastsLost: ['main'] });
  });
  it('grape without a hit rolls no CREW chance; a failed chance leaves the crew', () => {
    const grape = { ...hull, shot: 'grape' as const, column: 'grape' as const };
    const miss = {
      faces: [1],
      hits: 0,
      sixes: 0,
      damagePoints: 0,
      secondaryBoxes: 0,
      specialCheck: null,
      specialRow: null,
    };
    expect(applyBroadside(frigate(), frigate(), grape, miss, {}, script()).grapeCrew).toBeNull();
    const hit = { ...miss, hits: 1, damagePoints: 1, specialCheck: 9 };
    const fx = applyBroadside(frigate(), frigate(), grape, hit, {}, script(3));
    expect(fx.grapeCrew).toEqual({ roll: 3, yes: false });
    expect(fx.target.state.crewCasualties).toBe(false);
    // A grape special without CREW still has the even chance.
    const fx2 = applyBroadside(frigate(), frigate(), grape, { ...hit, specialCheck: 1, specialRow: 2 }, {}, script(5));
    expect(fx2.grapeCrew).toEqual({ roll: 5, yes: true });
  });
  it('round shot never rolls the CREW chance', () => {
    const hit = {
      faces: [6],
      hits: 1,
      sixes: 1,
      damagePoints: 1,
      secondaryBoxes: 0,
      specialCheck: 9,
      specialRow: null,
    };
    expect(applyBroadside(frigate(), frigate(), hull, hit, {}, script()).grapeCrew).toBeNull();
  });
});
