import { describe, it, expect } from 'vitest';
import {
  AGROUND_MAST_DAMAGE_POINTS,
  AGROUND_TABLE,
  AGROUND_TEST_WITHIN_CM,
  SOUNDING_MODIFIER,
  WARP_DISTANCE_CM,
  WARP_STEPS,
  agroundHull,
  agroundTest,
  createShipState,
  warpRoll,
  type AgroundHull,
  type AgroundResult,
} from '../../../src/rules/kmh';
import { RecordingDice } from '../../../src/rules/dice/dice';
import { frigate, script, seventyFour } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

describe('running aground (§14)', () => {
  const printed: Record<AgroundHull, Record<AgroundResult, number[]>> = {
    threeDecker: { crunch: [5, 6], stuck: [4], damaged: [2, 3], lucky: [1] },
    twoDecker: { crunch: [6], stuck: [4, 5], damaged: [2, 3], lucky: [1] },
    oneDeckThreeMasts: { crunch: [6], stuck: [5], damaged: [3, 4], lucky: [1, 2] },
    oneDeckTwoMasts: { crunch: [6], stuck: [5], damaged: [4], lucky: [1, 2, 3] },
  };
  it('matches the printed table and covers every face once per column', () => {
    expect(AGROUND_TABLE).toEqual(printed);
    for (const row of Object.values(AGROUND_TABLE))
      expect(Object.values(row).flat().sort()).toEqual([1, 2, 3, 4, 5, 6]);
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

describe('running aground at the edges', () => {
  const ship = frigate();
  it('refuses a warp for a ship not stuck fast, and decks out of range', () => {
    expectRefusal(() => warpRoll('damaged' as 'stuck', script(6)), 'NotAground');
    expectInvalidNumber(() => agroundHull(0, ship), 'decks', 1, 3);
    expectInvalidNumber(() => agroundHull(4, ship), 'decks', 1, 3);
  });
  it('a stuck ship warps off on a 5 or 6, not a 4; a crunched one not on a 5', () => {
    expect(warpRoll('stuck', script(4))).toEqual({ roll: 4, moved: false, distance: 0 });
    expect(warpRoll('stuck', script(5))).toEqual({ roll: 5, moved: true, distance: WARP_DISTANCE_CM });
    expect(WARP_DISTANCE_CM).toBe(2);
  });
  it('a one-decker with exactly three masts, bowsprit apart, reads the three-masted column; with two, the other', () => {
    expect(agroundHull(1, frigate({ masts: ['fore', 'main', 'mizzen'] }))).toBe('oneDeckThreeMasts');
    expect(agroundHull(1, frigate({ masts: ['bowsprit', 'fore', 'main'] }))).toBe('oneDeckTwoMasts');
  });
  it('a Crunch rolls a d6 for each mast still standing, and a 6 costs 10 DP in all for that mast', () => {
    const r = agroundTest(frigate({ mastsLost: ['main'] }), 'oneDeckThreeMasts', false, script(6, 1, 1, 1, 6, 2));
    expect(r).toMatchObject({
      roll: 6,
      modified: 6,
      result: 'crunch',
      damageRolls: [1, 1, 1],
      mastRolls: [6, 2],
      mustWarp: true,
    });
    expect(r.damage.state).toMatchObject({ mastsLost: ['main', 'fore'], damagePoints: 3 + 10 });
  });
  it('Lucky rolls no damage dice; a sounding ship reads a die below 1 as 1', () => {
    const r = agroundTest(ship, 'twoDecker', true, script(2));
    expect(r).toMatchObject({ roll: 2, modified: 0, result: 'lucky', damageRolls: [], mastRolls: [], mustWarp: false });
    expect(r.damage.events).toEqual([]);
    expect(agroundTest(ship, 'oneDeckTwoMasts', true, script(6, 2))).toMatchObject({
      modified: 4,
      result: 'damaged',
      damageRolls: [2],
      mustWarp: false,
    });
  });
  it('Lucky asks the dice for nothing after the test die, so the card shows no empty damage roll', () => {
    const dice = new RecordingDice(script(1));
    expect(agroundTest(ship, 'oneDeckThreeMasts', false, dice).result).toBe('lucky');
    expect(dice.records).toEqual([{ count: 1, faces: 6, results: [1] }]);
  });
  it("names the shallows' reach, the sounding die and the mast's cost", () => {
    expect(AGROUND_TEST_WITHIN_CM).toEqual({ land: 10, rocks: 5 });
    expect(SOUNDING_MODIFIER).toBe(-2);
    expect(AGROUND_MAST_DAMAGE_POINTS).toBe(10);
  });
});
