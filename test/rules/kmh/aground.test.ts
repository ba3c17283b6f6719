import { describe, it, expect } from 'vitest';
import {
  AGROUND_TABLE,
  WARP_STEPS,
  agroundHull,
  agroundTest,
  createShipState,
  warpRoll,
  type AgroundHull,
  type AgroundResult,
} from '../../../src/rules/kmh';
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
