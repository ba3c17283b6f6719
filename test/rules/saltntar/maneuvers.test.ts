import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MANEUVERS, MANEUVER_TURNS, declareManeuver, initialSaltntarState, saltntarMove, turnPasses, type SaltntarShipState } from '../../../src/rules/saltntar';
import { RulesError } from '../../../src/rules/errors';
import { tracePath } from '../../../src/rules/geometry/path';

const wind = { fromDegrees: 0, speed: 2 };

describe('maneuvers and their timings (decision saltntar-maneuver-timing)', () => {
  it('reefs and furls at once', () => {
    const reefed = declareManeuver(initialSaltntarState('sailedWarship'), 'reef', 2).state;
    expect(reefed).toMatchObject({ sails: 'reefed', pending: null });
    expect(saltntarMove(reefed, 90, wind, 8).inches).toBe(10);
    expect(declareManeuver(reefed, 'furl', 2).state.sails).toBe('furled');
  });

  it('sets sails two turns after the order, weighs anchor after three', () => {
    let state: SaltntarShipState = { ...initialSaltntarState('cutter'), sails: 'furled' };
    state = declareManeuver(state, 'setSails', 2).state;
    expect(state.pending).toEqual({ maneuver: 'setSails', turnsLeft: 2 });
    state = turnPasses(state, 2);
    expect(state.sails).toBe('furled');
    state = turnPasses(state, 2);
    expect(state).toMatchObject({ sails: 'set', pending: null });
    let anchored: SaltntarShipState = { ...state, anchored: true };
    anchored = declareManeuver(anchored, 'weigh', 2).state;
    for (let i = 0; i < 2; i++) anchored = turnPasses(anchored, 2);
    expect(anchored.anchored).toBe(true);
    expect(turnPasses(anchored, 2).anchored).toBe(false);
  });

  it('anchors under sail only with a strain roll now; furled, two turns and no strain', () => {
    const underSail = declareManeuver(initialSaltntarState('cutter'), 'anchor', 2);
    expect(underSail.strainRollNow).toBe(true);
    expect(underSail.state.strain).toBe(1);
    const furled = declareManeuver({ ...initialSaltntarState('cutter'), sails: 'furled' }, 'anchor', 2);
    expect(furled.strainRollNow).toBe(false);
    const stopped = turnPasses(turnPasses(furled.state, 2), 2);
    expect(stopped.anchored).toBe(true);
    expect(saltntarMove(stopped, 90, wind, 8).mode).toBe('still');
  });

  it('rows a galley at wind 0–1: furled at once, half speed the next turn, full speed after', () => {
    let galley = declareManeuver(initialSaltntarState('smallGalley'), 'row', 1).state;
    expect(saltntarMove(galley, 90, { fromDegrees: 0, speed: 1 }, 8).mode).toBe('drift');
    galley = turnPasses(galley, 1);
    expect(saltntarMove(galley, 90, { fromDegrees: 0, speed: 1 }, 8)).toMatchObject({ mode: 'row', inches: 3.5 });
    galley = turnPasses(galley, 1);
    expect(saltntarMove(galley, 90, { fromDegrees: 0, speed: 1 }, 8)).toMatchObject({ mode: 'row', inches: 7 });
  });

  it('refuses oars to ships without them or in a wind above 1, and lets a late order lapse', () => {
    expect(() => declareManeuver(initialSaltntarState('cutter'), 'row', 0)).toThrow(RulesError);
    expect(() => declareManeuver(initialSaltntarState('longship'), 'row', 2)).toThrow(RulesError);
    const ordered = declareManeuver(initialSaltntarState('longship'), 'row', 1).state;
    expect(turnPasses(ordered, 3)).toMatchObject({ rowing: 0, sails: 'furled', pending: null });
  });

  it('counts every maneuver down to done in its turns', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MANEUVERS), (maneuver) => {
        let state: SaltntarShipState = { ...initialSaltntarState('largeGalley'), sails: 'furled' };
        state = declareManeuver(state, maneuver, 0).state;
        for (let i = 0; i < MANEUVER_TURNS[maneuver]; i++) state = turnPasses(state, 0);
        expect(state.pending ?? null).toBeNull();
      }),
    );
  });
});

describe('the luck of a side (decision saltntar-sides)', () => {
  it('changes the wind speed a ship sails at, within the table', () => {
    const ship = initialSaltntarState('sailedWarship');
    expect(saltntarMove({ ...ship, windChange: 1 }, 90, wind, 8).inches).toBe(30);
    expect(saltntarMove({ ...ship, windChange: -2 }, 90, wind, 8).mode).toBe('still');
  });
});

describe('half moves across several drags (decision saltntar-half-moves)', () => {
  const turning = { kind: 'points' as const, pointDegrees: 45, stages: 2, pointsPerStage: 1, freePoints: 1, stageLength: 10 };

  it('goes on from the points already turned: a turn in the second half costs a strain', () => {
    const first = tracePath({ x: 0, y: 0, heading: 0 }, [{ x: 10 * Math.SQRT1_2, y: -10 * Math.SQRT1_2 }], { ...turning, sailed: 0, turned: [] }, Infinity);
    expect(first.stagePoints).toEqual([1, 0]);
    expect(first.strain).toBe(0);
    const second = tracePath(first.end, [{ x: first.end.x + 5, y: first.end.y }], { ...turning, sailed: 10, turned: first.stagePoints }, Infinity);
    expect(second.stop).toBe('ok');
    expect(second.stagePoints).toEqual([1, 1]);
    expect(second.strain).toBe(1);
  });

  it('refuses a second point in the same half', () => {
    const trace = tracePath({ x: 0, y: 0, heading: 45 }, [{ x: 5, y: 0 }], { ...turning, sailed: 2, turned: [1, 0] }, Infinity);
    expect(trace.stop).toBe('tooTight');
  });
});
