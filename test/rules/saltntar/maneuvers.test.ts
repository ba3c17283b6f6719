import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MANEUVERS,
  MANEUVER_TURNS,
  canOrder,
  declareManeuver,
  initialSaltntarState,
  saltntarMove,
  turnPasses,
  type SaltntarShipState,
} from '../../../src/rules/saltntar';
import { RulesError } from '../../../src/rules/errors';
import { turnsLater } from './helpers';
import { tracePath } from '../../../src/rules/geometry/path';

const wind = { fromDegrees: 0, speed: 2 };

describe('maneuvers and their timings (decision saltntar-maneuver-timing)', () => {
  it('reefs and furls at once: reefed or adrift from the next turn', () => {
    const reefed = declareManeuver(initialSaltntarState('sailedWarship'), 'reef', 2).state;
    expect(reefed).toMatchObject({ sails: 'reefed', pending: null });
    expect(saltntarMove(turnsLater(reefed, 1), 90, wind, 8).inches).toBe(10);
    const furled = declareManeuver(reefed, 'furl', 2).state;
    expect(saltntarMove(turnsLater(furled, 1), 90, wind, 8).mode).toBe('drift');
  });

  it('takes another turn to shake out the reefs: reefed next turn, full sail the turn after', () => {
    const reefed: SaltntarShipState = { ...initialSaltntarState('sailedWarship'), sails: 'reefed' };
    const ordered = declareManeuver(reefed, 'unreef', 2).state;
    expect(saltntarMove(turnsLater(ordered, 1), 90, wind, 8).inches).toBe(10);
    expect(saltntarMove(turnsLater(ordered, 2), 90, wind, 8).inches).toBe(20);
  });

  it('sets sails after two turns adrift and sails in the third', () => {
    const ordered = declareManeuver({ ...initialSaltntarState('cutter'), sails: 'furled' }, 'setSails', 2).state;
    expect(ordered.pending).toEqual({ maneuver: 'setSails', turnsLeft: 3 });
    expect(turnsLater(ordered, 1).sails).toBe('furled');
    expect(turnsLater(ordered, 2).sails).toBe('furled');
    expect(turnsLater(ordered, 3)).toMatchObject({ sails: 'set', pending: null });
  });

  it('anchors in two turns, moving as before meanwhile, and lies still from the third', () => {
    const ordered = declareManeuver({ ...initialSaltntarState('cutter'), sails: 'furled' }, 'anchor', 2);
    expect(ordered.strainRollNow).toBe(false);
    for (const n of [1, 2]) expect(saltntarMove(turnsLater(ordered.state, n), 90, wind, 8).mode).toBe('drift');
    const stopped = turnsLater(ordered.state, 3);
    expect(stopped.anchored).toBe(true);
    expect(saltntarMove(stopped, 90, wind, 8).mode).toBe('still');
  });

  it('takes to the oars in one turn adrift, rows half speed the next, full speed after (wind 0–1)', () => {
    const galley = declareManeuver(initialSaltntarState('smallGalley'), 'row', 1).state;
    const calm = { fromDegrees: 0, speed: 1 };
    expect(saltntarMove(turnsLater(galley, 1, 1), 90, calm, 8).mode).toBe('drift');
    expect(saltntarMove(turnsLater(galley, 2, 1), 90, calm, 8)).toMatchObject({ mode: 'row', inches: 3.5 });
    expect(saltntarMove(turnsLater(galley, 3, 1), 90, calm, 8)).toMatchObject({ mode: 'row', inches: 7 });
  });

  it('takes two rounds to come to a full stop from rowing: half speed for both, then none', () => {
    const rowing: SaltntarShipState = { ...initialSaltntarState('largeGalley'), sails: 'furled', rowing: 2 };
    const resting = declareManeuver(rowing, 'restOars', 0).state;
    const calm = { fromDegrees: 0, speed: 0 };
    expect(saltntarMove(turnsLater(resting, 1, 0), 90, calm, 8)).toMatchObject({ mode: 'row', inches: 4 });
    expect(saltntarMove(turnsLater(resting, 2, 0), 90, calm, 8)).toMatchObject({ mode: 'row', inches: 4 });
    const stopped = turnsLater(resting, 3, 0);
    expect(stopped).toMatchObject({ rowing: 0, sails: 'furled', pending: null });
    expect(saltntarMove(stopped, 90, calm, 8).mode).toBe('still');
  });

  it('refuses oars to ships without them or in a wind above 1, and lets a late order lapse', () => {
    expect(() => declareManeuver(initialSaltntarState('cutter'), 'row', 0)).toThrow(RulesError);
    expect(() => declareManeuver(initialSaltntarState('longship'), 'row', 2)).toThrow(RulesError);
    const ordered = declareManeuver(initialSaltntarState('longship'), 'row', 1).state;
    expect(turnsLater(ordered, 2, 3)).toMatchObject({ rowing: 0, sails: 'furled', pending: null });
  });

  it('refuses orders that change nothing', () => {
    const ship = initialSaltntarState('sailedWarship');
    expect(canOrder(ship, 'unreef', 2)).toBe(false);
    expect(canOrder(ship, 'setSails', 2)).toBe(false);
    expect(canOrder(ship, 'weigh', 2)).toBe(false);
    expect(canOrder(ship, 'restOars', 2)).toBe(false);
    expect(() => declareManeuver(ship, 'weigh', 2)).toThrow(RulesError);
  });

  it('does every allowed maneuver in its turns and the turn after them, whatever she was doing', () => {
    const states = fc.record({
      hull: fc.constantFrom('largeGalley' as const, 'longship' as const, 'cutter' as const),
      sails: fc.constantFrom('set' as const, 'reefed' as const, 'furled' as const),
      anchored: fc.boolean(),
      rowing: fc.constantFrom(0 as const, 1 as const, 2 as const),
      wind: fc.integer({ min: 0, max: 1 }),
      maneuver: fc.constantFrom(...MANEUVERS),
    });
    fc.assert(
      fc.property(states, ({ hull, sails, anchored, rowing, wind, maneuver }) => {
        const start: SaltntarShipState = {
          ...initialSaltntarState(hull),
          sails: rowing ? 'furled' : sails,
          anchored,
          rowing: hull === 'cutter' ? 0 : rowing,
        };
        fc.pre(canOrder(start, maneuver, wind));
        let state = declareManeuver(start, maneuver, wind).state;
        const turns = MANEUVER_TURNS[maneuver];
        for (let i = 0; i < turns; i++) {
          state = turnPasses(state, wind);
          expect(state.pending?.maneuver).toBe(maneuver);
        }
        state = turnPasses(state, wind);
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
  const turning = {
    kind: 'points' as const,
    pointDegrees: 45,
    stages: 2,
    pointsPerStage: 1,
    freePoints: 1,
    stageLength: 10,
  };

  it('goes on from the points already turned: a turn in the second half costs a strain', () => {
    const first = tracePath(
      { x: 0, y: 0, heading: 0 },
      [{ x: 10 * Math.SQRT1_2, y: -10 * Math.SQRT1_2 }],
      { ...turning, sailed: 0, turned: [] },
      Infinity,
    );
    expect(first.stagePoints).toEqual([1, 0]);
    expect(first.strain).toBe(0);
    const second = tracePath(
      first.end,
      [{ x: first.end.x + 5, y: first.end.y }],
      { ...turning, sailed: 10, turned: first.stagePoints },
      Infinity,
    );
    expect(second.stop).toBe('ok');
    expect(second.stagePoints).toEqual([1, 1]);
    expect(second.strain).toBe(1);
  });

  it('refuses a second point in the same half', () => {
    const trace = tracePath(
      { x: 0, y: 0, heading: 45 },
      [{ x: 5, y: 0 }],
      { ...turning, sailed: 2, turned: [1, 0] },
      Infinity,
    );
    expect(trace.stop).toBe('tooTight');
  });
});
