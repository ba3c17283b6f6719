import { describe, it, expect } from 'vitest';
import {
  AGROUND_TABLE,
  BATTERY_DATA,
  CHAIN_MOVES,
  WARP_STEPS,
  COVER_SAVES,
  GALLEY_BASE_FACTORS,
  LANDING_BASE_DP,
  agroundHull,
  agroundTest,
  applyBomb,
  batteryFireDice,
  boatMove,
  boatTowSpeed,
  boatsHitByFire,
  breakChain,
  canLaunchBoats,
  chainRating,
  createShipState,
  fendOffFireship,
  fireBomb,
  fireshipCaptainTorches,
  fireshipExplosionTest,
  fireshipFireTests,
  fireshipMove,
  galleyMove,
  galleyTurnCost,
  landingBaseDamagePoints,
  landingFire,
  landingMelee,
  martelloGunTest,
  mortarDamageTest,
  planBroadside,
  boatsCarried,
  saveHits,
  shipFireAshore,
  spotChain,
  warpRoll,
  type AgroundHull,
  type AgroundResult,
} from '../../../src/rules/kmh';
import { RulesError } from '../../../src/rules/errors';
import { frigate, script, seventyFour } from './helpers';

describe('running aground (§14)', () => {
  const printed: Record<AgroundHull, Record<AgroundResult, number[]>> = {
    threeDecker: { crunch: [5, 6], stuck: [4], damaged: [2, 3], lucky: [1] },
    twoDecker: { crunch: [6], stuck: [4, 5], damaged: [2, 3], lucky: [1] },
    oneDeckThreeMasts: { crunch: [6], stuck: [5], damaged: [3, 4], lucky: [1, 2] },
    oneDeckTwoMasts: { crunch: [6], stuck: [5], damaged: [4], lucky: [1, 2, 3] },
  };
  it('matches the printed table and covers every face once per column', () => {
    expect(AGROUND_TABLE).toEqual(printed);
    for (const row of Object.values(AGROUND_TABLE)) expect(Object.values(row).flat().sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('picks the column from decks and original masts', () => {
    expect(agroundHull(3, seventyFour())).toBe('threeDecker');
    expect(agroundHull(2, seventyFour())).toBe('twoDecker');
    expect(agroundHull(1, frigate())).toBe('oneDeckThreeMasts');
    expect(agroundHull(1, createShipState({ rate: 'cutter', guns: 10, boats: 2 }))).toBe('oneDeckTwoMasts');
  });
  const ship = frigate();
  it.each([
    [6, 'crunch'],
    [5, 'stuck'],
    [4, 'damaged'],
    [3, 'damaged'],
    [2, 'lucky'],
  ] as const)('a one-decker with three masts rolling %s is %s', (roll, result) => {
    const faces = { crunch: [6, 1, 1, 1, 1, 1, 1], stuck: [5, 2, 2], damaged: [roll, 3], lucky: [roll] }[result];
    const r = agroundTest(ship, 'oneDeckThreeMasts', false, script(...faces));
    expect(r.result).toBe(result);
    expect(r.mustWarp).toBe(result === 'crunch' || result === 'stuck');
  });
  it('Crunch: 3d6 DP and a d6 per standing mast, each 6 felling it for 10 DP (decision aground-mast)', () => {
    const r = agroundTest(ship, 'oneDeckThreeMasts', false, script(6, 2, 3, 4, 6, 1, 1));
    expect(r.damageRolls).toEqual([2, 3, 4]);
    expect(r.mastRolls).toEqual([6, 1, 1]);
    expect(r.damage.state.mastsLost).toEqual(['fore']);
    expect(r.damage.state.damagePoints).toBe(9 + 10);
  });
  it('Stuck 2d6 DP, Damaged d6 DP, Lucky none; sounding takes 2 off the die', () => {
    expect(agroundTest(ship, 'twoDecker', false, script(4, 3, 3)).damage.state.damagePoints).toBe(6);
    expect(agroundTest(ship, 'twoDecker', false, script(3, 5)).damage.state.damagePoints).toBe(5);
    expect(agroundTest(ship, 'twoDecker', true, script(3))).toMatchObject({ modified: 1, result: 'lucky' });
    expect(agroundTest(ship, 'threeDecker', true, script(1))).toMatchObject({ modified: -1, result: 'lucky' });
  });
  it('takes five steps to start warping', () => {
    expect(WARP_STEPS).toEqual(['launchBoats', 'prepareAnchor', 'boatMoves', 'dropAnchor', 'warp']);
  });
  it('warps off 2 cm a turn: crunched ships on a 6, stuck ones on 5–6', () => {
    expect(warpRoll('crunch', script(5))).toEqual({ roll: 5, moved: false, distance: 0 });
    expect(warpRoll('crunch', script(6)).distance).toBe(2);
    expect(warpRoll('stuck', script(5)).moved).toBe(true);
  });
});

describe('defensive chains (§19.6–19.10)', () => {
  it('rates ships by their rate number, small vessels 6', () => {
    expect(['first', 'third', 'sixth', 'sloop', 'cutter'].map(chainRating)).toEqual([1, 3, 6, 6, 6]);
  });
  it('holds a ship when d6 − rating falls below 0; otherwise it breaks through for 2 cm and twice the result in DP', () => {
    expect(breakChain('fifth', 0, script(4))).toEqual({ roll: 4, result: -1, broken: false, moveLostCm: 0, damagePoints: 0 });
    expect(breakChain('first', 0, script(4))).toEqual({ roll: 4, result: 3, broken: true, moveLostCm: 2, damagePoints: 6 });
    expect(breakChain('first', -2, script(3)).result).toBe(0);
  });
  it('takes one move to lower and three to raise', () => {
    expect(CHAIN_MOVES).toEqual({ lower: 1, raise: 3 });
  });
  it('is spotted on 5–6, less one per 10 cm away', () => {
    expect(spotChain(5, script(5)).spotted).toBe(true);
    expect(spotChain(12, script(5)).spotted).toBe(false);
  });
});

describe('ships\' boats (§15)', () => {
  it('are carried by decks and rate (decision boats-carried)', () => {
    expect(boatsCarried('first', 3, script())).toEqual({ roll: null, boats: 7 });
    expect(boatsCarried('third', 2, script(3)).boats).toBe(5);
    expect(boatsCarried('third', 2, script(4)).boats).toBe(6);
    expect(boatsCarried('fifth', 1, script()).boats).toBe(4);
    expect(boatsCarried('cutter', 1, script()).boats).toBe(2);
    expect(boatsCarried('gunBrig', 1, script()).boats).toBe(3);
  });
  it('are launched below 5 cm and row by the wind (decision boats-dead-zone)', () => {
    expect(canLaunchBoats(4)).toBe(true);
    expect(canLaunchBoats(5)).toBe(false);
    expect(boatMove('astern', script()).distance).toBe(4);
    expect([4, 5, 6].map((r) => boatMove('quarter', script(r)).distance)).toEqual([4, 5, 6]);
    expect(boatMove('bow', script()).distance).toBe(2);
    expect(boatMove('deadZone', script()).distance).toBe(2);
  });
  it('tow only in a calm (decision boats-tow), and sink on a 6 per DP of fire', () => {
    expect(boatTowSpeed(true, false)).toBe(1);
    expect(boatTowSpeed(true, true)).toBe(2);
    expect(() => boatTowSpeed(false, true)).toThrow(RulesError);
    expect(boatsHitByFire(3, 1, script(6, 6, 2))).toEqual({ faces: [6, 6, 2], sunk: 1 });
  });
});

describe('galleys (§16)', () => {
  it('have the three sizes', () => {
    expect(GALLEY_BASE_FACTORS).toEqual({ big: 25, medium: 20, little: 15 });
  });
  it('row basic + d6, or + 2d6 for five turns', () => {
    expect(galleyMove(10, false, 0, script(3))).toEqual({ faces: [3], distance: 13, sprintsUsed: 0 });
    expect(galleyMove(10, true, 4, script(3, 4))).toEqual({ faces: [3, 4], distance: 17, sprintsUsed: 5 });
    expect(() => galleyMove(10, true, 5, script(1, 1))).toThrow(/sprint/);
  });
  it('lose 2 cm per compass point turned: the rule wins over the text\'s 8 cm for 90° (decision galley-turn)', () => {
    expect(galleyTurnCost(90)).toBe(4);
    expect(galleyTurnCost(45)).toBe(2);
    expect(galleyTurnCost(50)).toBe(4);
    expect(galleyTurnCost(0)).toBe(0);
  });
});

describe('fireships (§17)', () => {
  it('lose a d6 of their move and make a quarter of it downwind until wind astern (decision fireship-drift)', () => {
    expect(fireshipMove(14, false, script(2))).toEqual({ roll: 2, distance: 12, onCourse: 9, downwind: 3 });
    expect(fireshipMove(14, true, script(2)).downwind).toBe(0);
  });
  it('blow up on a 6 at the end of the turn', () => {
    expect(fireshipExplosionTest(script(6)).explodes).toBe(true);
    expect(fireshipExplosionTest(script(5)).explodes).toBe(false);
  });
  it('KMH example "A hot night!": elite crew, 2d6 = 9, − 2 − 6 for 12 cm = 1: fended off, and a fire test all the same', () => {
    const r = fendOffFireship({ nationalClass: 'jollyJackTars', quality: 'elite' }, 12, script(4, 5));
    expect(r).toEqual({ faces: [4, 5], result: 1, fendedOff: true, defenderFireTest: true });
  });
  it('take crew penalties by class (decision fend-off-crews)', () => {
    expect(fendOffFireship({ nationalClass: 'sansCulottes', quality: 'average' }, 2, script(2, 2)).result).toBe(0);
    expect(fendOffFireship({ nationalClass: 'landlubbers', quality: 'poor' }, 0, script(3, 2)).fendedOff).toBe(true);
  });
  it('take a fire test for every five DP, and are torched by elite captains on 5–6, average on 6, poor never', () => {
    expect(fireshipFireTests(3, 12)).toBe(2);
    expect(fireshipCaptainTorches('elite', script(5)).torches).toBe(true);
    expect(fireshipCaptainTorches('average', script(5)).torches).toBe(false);
    expect(fireshipCaptainTorches('poor', script())).toEqual({ roll: null, torches: false });
  });
});

describe('bomb ketches (§9.6, §18)', () => {
  const shot = { elite: false, stationary: true, distanceCm: 30, targetMovedCm: 0 };
  it('hit on 10+ on 2d6, +1 elite, −1 per 3 cm the target moved', () => {
    expect(fireBomb(shot, script(4, 5)).hit).toBe(false);
    expect(fireBomb({ ...shot, elite: true }, script(4, 5, 7, 8))).toMatchObject({ total: 10, hit: true, damagePoints: 7, specialCheck: 8, specialRow: null });
    expect(fireBomb({ ...shot, targetMovedCm: 7 }, script(6, 6, 5, 9))).toMatchObject({ total: 10, hit: true, damagePoints: 5, specialRow: null });
    expect(fireBomb({ ...shot, targetMovedCm: 9 }, script(6, 6)).hit).toBe(false);
  });
  it('reach 15–50 cm, only when stopped', () => {
    expect(() => fireBomb({ ...shot, distanceCm: 14 }, script())).toThrow(/15 to 50/);
    expect(() => fireBomb({ ...shot, distanceCm: 51 }, script())).toThrow(RulesError);
    expect(() => fireBomb({ ...shot, stationary: false }, script())).toThrow(/stopped/);
  });
  it('do d20 DP and dice specials as hull fire with the DP as hits (decision bomb-special)', () => {
    const dice = script(6, 6, 12, 9, 3);
    const bomb = fireBomb(shot, dice);
    const fx = applyBomb(seventyFour(), createShipState({ rate: 'sloop', guns: 10, baseFactor: 20, boats: 2 }), bomb, dice);
    expect(fx.target.state.damagePoints).toBe(12 + 1);
    expect(fx.target.state.secondaryStruck).toBe(2);
    expect(dice.remaining).toBe(0);
  });
  it('lose the mortar on a d10 of 0, or a d6 of 6 past half damage', () => {
    const ketch = createShipState({ rate: 'sloop', guns: 10, baseFactor: 20, boats: 2 });
    expect(mortarDamageTest(ketch, script(10))).toEqual({ die: 'd10', roll: 0, mortarLost: true });
    expect(mortarDamageTest({ ...ketch, damagePoints: 10 }, script(6))).toEqual({ die: 'd6', roll: 6, mortarLost: true });
  });
});

describe('shore batteries (§19)', () => {
  it('have the strengths and fire factors of the text', () => {
    expect(Object.fromEntries(Object.entries(BATTERY_DATA).map(([k, v]) => [k, [v.baseFactor, v.fireFactor, v.hotShot]]))).toEqual({
      floating: [70, 10, false],
      improvised: [10, 3, true],
      antiquated: [100, 6, true],
      impressive: [200, 10, true],
      martello: [50, 1, true],
    });
  });
  it('lose fire dice with damage', () => {
    expect(batteryFireDice('floating', 12)).toBe(8);
    expect(batteryFireDice('antiquated', 30, { fireFactor: 8 })).toBe(6);
    expect(batteryFireDice('impressive', 45)).toBe(8);
    expect(batteryFireDice('improvised', 0)).toBe(3);
    expect(batteryFireDice('improvised', 4)).toBe(3); // 8 guns
    expect(batteryFireDice('improvised', 8)).toBe(2); // 6 guns: 1.8 → 2 (decision battery-improvised-guns)
    expect(batteryFireDice('improvised', 10)).toBe(0);
    expect(batteryFireDice('martello', 40)).toBe(1);
    expect(batteryFireDice('martello', 40, { gunSilenced: true })).toBe(0);
  });
  it('silence a Martello gun on a 6 once below half strength', () => {
    expect(martelloGunTest(25, script())).toEqual({ roll: null, silenced: false });
    expect(martelloGunTest(26, script(6))).toEqual({ roll: 6, silenced: true });
  });
  it('fire hot shot and reach 50 cm from the big works (decision battery-long-guns)', () => {
    const plan = planBroadside({
      fireFactor: 10,
      decks: 1,
      nationalClass: 'sansCulottes',
      quality: 'poor',
      traits: { poorShotsAlways: true },
      distanceCm: 48,
      aim: 'hull',
      shot: 'hotShot',
      shoreBattery: true,
      extremeToCm: BATTERY_DATA.impressive.extremeToCm,
    });
    expect(plan).toMatchObject({ range: 'extreme', toHit: 6, column: 'hotShot' });
  });
});

describe('landing parties (§20)', () => {
  it('have damage points by kind', () => {
    expect(LANDING_BASE_DP).toEqual({ veteran: 8, regular: 6, landingParty: 4, militia: 4 });
    expect(landingBaseDamagePoints('landingParty', true)).toBe(5);
    expect(landingBaseDamagePoints('militia', true)).toBe(4);
  });
  it('save by cover', () => {
    expect(COVER_SAVES).toEqual({ impressive: 2, hard: 3, soft: 5, open: null });
    expect(saveHits(3, 'hard', script(2, 3, 6))).toEqual({ faces: [2, 3, 6], saved: 2, damagePoints: 1 });
    expect(saveHits(2, 'open', script())).toEqual({ faces: [], saved: 0, damagePoints: 2 });
  });
  it('fire one d6 needing a 6; elite re-throw a miss (decision landing-elite-rethrow)', () => {
    expect(landingFire(false, 'open', script(5))).toMatchObject({ hit: false });
    expect(landingFire(true, 'soft', script(5, 6, 4))).toMatchObject({ faces: [5, 6], hit: true, save: { damagePoints: 1 } });
  });
  it('take ships\' fire on sixes only', () => {
    expect(shipFireAshore(4, 'open', script(6, 5, 6, 1))).toMatchObject({ hits: 2, save: { damagePoints: 2 } });
  });
  it('melee on a d6 per DP, sixes hitting; most damage wins (decision melee-tie)', () => {
    const r = landingMelee({ damagePointsLeft: 2, cover: 'open' }, { damagePointsLeft: 2, cover: 'open' }, script(6, 6, 6, 1));
    expect(r).toMatchObject({ damageToA: 1, damageToB: 2, winner: 'a' });
    expect(landingMelee({ damagePointsLeft: 1, cover: 'open' }, { damagePointsLeft: 1, cover: 'open' }, script(1, 1)).winner).toBeNull();
  });
});
