/**
 * Issue 13: each place the Salt'n'Tar engine departed from the revised text, and each reading the
 * texts leave open, held to what its decision says.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BEARING_STEPS,
  GALE_WIND_SPEED,
  MAX_WIND_SPEED,
  bearingOf,
  canOrder,
  crewLostAwash,
  declareManeuver,
  initialDirection,
  initialSaltntarState,
  luckOver,
  luckRolls,
  luckWindSpeed,
  saltntarMove,
  saltntarTurning,
  strainEffect,
  strainPhase,
  strainRoll,
  windRoll,
  type SaltntarShipState,
} from '../../../src/rules/saltntar';
import { pointDegrees } from '../../../src/rules/saltntar/tables';
import { advance, markRolled, startSequence } from '../../../src/rules/saltntar/sequence';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { RulesError } from '../../../src/rules/errors';
import { turnsLater } from './helpers';
import { tracePath, type PointTurning } from '../../../src/rules/geometry/path';

const dice = (...faces: number[]) => new ScriptedDice(faces);
const north = (speed: number) => ({ fromDegrees: 0, speed });
/** Headings against a wind from the north. */
const RUNNING = 180;
const BEAM = 90;
const BROAD = 135;

describe('anchoring with sails set (decision saltntar-anchor-strain)', () => {
  it('rolls d6 + the strain she has at once, marking none first', () => {
    const ordered = declareManeuver(initialSaltntarState('cutter'), 'anchor', 2);
    expect(ordered.strainRollNow).toBe(true);
    expect(ordered.state.strain).toBe(0);
    // With no strain a 6 reads 6, the first row, not 7.
    const roll = strainRoll(ordered.state, dice(6), true);
    expect(roll).toMatchObject({ total: 6, effect: 'creak' });
    expect(strainRoll({ ...ordered.state, strain: 2 }, dice(5), true)).toMatchObject({ total: 7, effect: 'water' });
  });

  it('calls for it with reefed sails too, not with furled ones, and still takes two turns to stop', () => {
    expect(declareManeuver({ ...initialSaltntarState('cutter'), sails: 'reefed' }, 'anchor', 2).strainRollNow).toBe(
      true,
    );
    expect(declareManeuver({ ...initialSaltntarState('cutter'), sails: 'furled' }, 'anchor', 2).strainRollNow).toBe(
      false,
    );
    const ordered = declareManeuver(initialSaltntarState('cutter'), 'anchor', 2).state;
    expect(turnsLater(ordered, 2).anchored).toBe(false);
    expect(turnsLater(ordered, 3).anchored).toBe(true);
  });

  it('makes no strain roll unasked for a ship without strain', () => {
    expect(() => strainRoll(initialSaltntarState('cutter'), dice(3))).toThrow(RulesError);
  });
});

describe('weighing anchor (decision saltntar-weigh)', () => {
  it('raises the anchor and sets sail in one order of three turns: under way in the fourth, never adrift', () => {
    const anchored: SaltntarShipState = { ...initialSaltntarState('sailedWarship'), sails: 'furled', anchored: true };
    const ordered = declareManeuver(anchored, 'weigh', 2).state;
    for (const n of [1, 2, 3]) expect(saltntarMove(turnsLater(ordered, n), BEAM, north(2), 8).mode).toBe('still');
    const away = turnsLater(ordered, 4);
    expect(away).toMatchObject({ anchored: false, sails: 'set', pending: null });
    expect(saltntarMove(away, BEAM, north(2), 8)).toMatchObject({ mode: 'sail', inches: 20 });
  });
});

describe('the d8 wind table (decision saltntar-d8)', () => {
  it('gives the eight faces the eight points clockwise from north, a 6 southwest', () => {
    const points = [1, 2, 3, 4, 5, 6, 7, 8].map((face) => initialDirection(face, 8));
    expect(points).toEqual([0, 45, 90, 135, 180, 225, 270, 315]);
    expect(initialDirection(6, 8)).toBe(225);
    expect(new Set(points).size).toBe(8);
  });
});

describe('a named wind (decision saltntar-wind-from)', () => {
  it('comes from its point: a north wind meets a ship heading north and drifts her south', () => {
    const wind = { fromDegrees: initialDirection(1, 8), speed: 2 };
    expect(bearingOf(0, wind.fromDegrees, 8)).toBe('headToWind');
    expect(bearingOf(RUNNING, wind.fromDegrees, 8)).toBe('running');
    const furled = { ...initialSaltntarState('cutter'), sails: 'furled' as const };
    expect(saltntarMove(furled, BEAM, wind, 8)).toMatchObject({ mode: 'drift', driftDegrees: 180 });
  });
});

describe('the wind roll alone, and its bounds (decision saltntar-wind-bounds)', () => {
  it('makes a calm from 1 and a gale from 3 with no luck needed', () => {
    const calm = windRoll(north(1), 8, dice(2)).wind;
    expect(calm.speed).toBe(0);
    expect(saltntarMove(initialSaltntarState('cutter'), BEAM, calm, 8).mode).toBe('still');
    const gale = windRoll(north(3), 8, dice(5)).wind;
    expect(gale.speed).toBe(GALE_WIND_SPEED);
    expect(saltntarMove(initialSaltntarState('cutter'), RUNNING, gale, 8).gale).toBe(true);
  });

  it('stays within 0 to 6 for the wind roll and for a side after its luck', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_WIND_SPEED }), fc.integer({ min: 1, max: 6 }), (speed, face) => {
        const next = windRoll(north(speed), 8, dice(face)).wind.speed;
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThanOrEqual(MAX_WIND_SPEED);
        expect(Math.abs(next - speed)).toBeLessThanOrEqual(1);
      }),
    );
    expect(luckWindSpeed(6, luckRolls([6]), 0)).toBe(6);
    expect(luckWindSpeed(0, luckRolls([1]), 0)).toBe(0);
  });
});

describe('the shared luck (decision saltntar-luck-shared)', () => {
  const speeds = (world: number, faces: number[]) => {
    const luck = luckRolls(faces);
    return faces.map((_, i) => luckWindSpeed(world, luck, i));
  };

  it('leaves a lone 1 one slower and a lone 6 two faster with a strain', () => {
    expect(speeds(3, [1, 6, 3])).toEqual([2, 5, 3]);
    expect(luckRolls([1, 6, 3]).strain).toEqual([0, 1, 0]);
  });

  it('slows everyone by one for two 1s, the 1s no further', () => {
    expect(speeds(3, [1, 1, 4])).toEqual([2, 2, 2]);
  });

  it('speeds everyone by one for two 6s, the 6s two in all and a strain each', () => {
    expect(speeds(2, [6, 6, 2, 5])).toEqual([4, 4, 3, 4]);
    expect(luckRolls([6, 6, 2, 5]).strain).toEqual([1, 1, 0, 0]);
  });

  it('cancels the shared changes when both happen: the 1s level, the 6s one faster', () => {
    expect(speeds(2, [1, 1, 6, 6, 3])).toEqual([2, 2, 3, 3, 2]);
  });

  it("lasts until the next wind roll and leaves the world's wind as it was", () => {
    const world = 1;
    const luck = luckRolls([6, 6]);
    const ship = { ...initialSaltntarState('sailedWarship'), windChange: luckWindSpeed(world, luck, 0) - world };
    expect(saltntarMove(ship, BEAM, north(world), 8).inches).toBe(30);
    const after = luckOver(ship);
    expect(after.windChange).toBe(0);
    expect(saltntarMove(after, BEAM, north(world), 8).inches).toBe(10);
    expect(luckOver(after)).toBe(after);
  });
});

describe('the mast row and a dismasted ship (decision saltntar-mast-row)', () => {
  it("reads the prose's 12 as the 11 row: a mast goes at 11, 12 always sinks", () => {
    expect(strainEffect(11)).toBe('mastBreaks');
    expect(strainEffect(12)).toBe('sinking');
  });

  it('drifts a ship with no mast left, and lets one with masts standing sail only when running', () => {
    const wind = north(2);
    const cutter = strainRoll({ ...initialSaltntarState('cutter'), strain: 5 }, dice(6)).state;
    expect(saltntarMove(cutter, RUNNING, wind, 8).mode).toBe('drift');
    const warship = strainRoll({ ...initialSaltntarState('sailedWarship'), strain: 5 }, dice(6)).state;
    expect(warship).toMatchObject({ mastsBroken: 1, speedLossInches: 3 });
    expect(saltntarMove(warship, RUNNING, wind, 8)).toMatchObject({ mode: 'sail', inches: 17 });
    expect(saltntarMove(warship, BROAD, wind, 8)).toMatchObject({ mode: 'drift', inches: 2 });
    expect(saltntarMove({ ...warship, mastsBroken: 2 }, RUNNING, wind, 8).mode).toBe('sail');
    expect(saltntarMove({ ...warship, mastsBroken: 3 }, RUNNING, wind, 8).mode).toBe('drift');
  });
});

describe('the deck awash (decision saltntar-crew-awash)', () => {
  it('takes a tenth of the starting crew each time, adding up to all of it', () => {
    let ship: SaltntarShipState = { ...initialSaltntarState('largeMerchant'), strain: 5 };
    ship = strainRoll(ship, dice(4)).state;
    ship = strainRoll(ship, dice(4)).state;
    expect(ship.crewLossTenths).toBe(2);
    expect(strainRoll({ ...ship, crewLossTenths: 10 }, dice(4)).state.crewLossTenths).toBe(10);
  });

  it('rounds the men lost up', () => {
    expect(crewLostAwash(25, 1)).toBe(3);
    expect(crewLostAwash(25, 2)).toBe(5);
    expect(crewLostAwash(4, 1)).toBe(1);
    expect(crewLostAwash(30, 10)).toBe(30);
    expect(crewLostAwash(0, 3)).toBe(0);
  });
});

describe('the lasting losses (decision saltntar-speed-loss)', () => {
  it('come off after the halving of reefed sails', () => {
    const reefed = { ...initialSaltntarState('sailedWarship'), sails: 'reefed' as const, speedLossInches: 3 };
    // Broad reach at 2: 22, halved 11, less 3.
    expect(saltntarMove(reefed, BROAD, north(2), 8).inches).toBe(8);
  });

  it('slow rowing, after its halving, and a gale run', () => {
    const rowing = { ...initialSaltntarState('smallGalley'), sails: 'furled' as const, speedLossInches: 3 };
    expect(saltntarMove({ ...rowing, rowing: 1 }, BEAM, north(0), 8)).toMatchObject({ mode: 'row', inches: 0.5 });
    expect(saltntarMove({ ...rowing, rowing: 2 }, BEAM, north(0), 8)).toMatchObject({ mode: 'row', inches: 4 });
    expect(saltntarMove({ ...rowing, rowing: 1, speedLossInches: 6 }, BEAM, north(1), 8)).toMatchObject({
      mode: 'drift',
      inches: 1,
    });
    const warship = { ...initialSaltntarState('sailedWarship'), speedLossInches: 3 };
    expect(saltntarMove(warship, RUNNING, north(4), 8)).toMatchObject({ mode: 'sail', inches: 11, strain: 1 });
  });

  it('never slow a drift', () => {
    const furled = { ...initialSaltntarState('sailedWarship'), sails: 'furled' as const, speedLossInches: 9 };
    expect(saltntarMove(furled, BEAM, north(3), 8)).toMatchObject({ mode: 'drift', inches: 3 });
    const slowed = { ...initialSaltntarState('sailedWarship'), speedLossInches: 40 };
    expect(saltntarMove(slowed, BEAM, north(3), 8)).toMatchObject({ mode: 'drift', inches: 3 });
  });
});

describe('ties for the nearest point (decision saltntar-bearing)', () => {
  it('take the bearing farther off the wind: 22.5° beating, 90° on six points broad reaching', () => {
    const ties = [
      [22.5, 8, 'beating'],
      [337.5, 8, 'beating'],
      [67.5, 8, 'quarterReaching'],
      [157.5, 8, 'running'],
      [90, 6, 'broadReaching'],
      [270, 6, 'broadReaching'],
      [30, 6, 'beating'],
    ] as const;
    expect(ties.map(([heading, points]) => bearingOf(heading, 0, points))).toEqual(
      ties.map(([, , bearing]) => bearing),
    );
  });

  it('hold on either side and for any wind', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(8 as const, 6 as const),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (points, wind, step, port) => {
          const steps = BEARING_STEPS[points];
          fc.pre(step < steps.length - 1);
          const off = (step + 0.5) * pointDegrees(points);
          const windFrom = wind * pointDegrees(points);
          expect(bearingOf(windFrom + (port ? -off : off), windFrom, points)).toBe(steps[step + 1]);
        },
      ),
    );
  });
});

describe('half moves (decision saltntar-half-move-turns)', () => {
  const combat: PointTurning = { ...saltntarTurning(8, { mode: 'sail' }), stageLength: 10 };

  it("turns before the sailing it steers, anywhere in a half; on the halfway mark it is the second half's", () => {
    const atStart = tracePath({ x: 0, y: 0, heading: 0 }, [{ x: 5 * Math.SQRT1_2, y: -5 * Math.SQRT1_2 }], combat, 20);
    expect(atStart.stagePoints).toEqual([1, 0]);
    const halfway = tracePath(
      { x: 0, y: 0, heading: 0 },
      [
        { x: 0, y: -10 },
        { x: 5, y: -15 },
      ],
      combat,
      20,
    );
    expect(halfway.stagePoints).toEqual([0, 1]);
    expect(halfway.strain).toBe(0);
    const both = tracePath(
      { x: 0, y: 0, heading: 0 },
      [
        { x: 0, y: -5 },
        { x: 5, y: -10 },
        { x: 5, y: -15 },
      ],
      combat,
      20,
    );
    expect(both.stagePoints).toEqual([1, 1]);
    expect(both.strain).toBe(1);
  });

  it('lets a race turn two points in the whole move for one strain', () => {
    const race = saltntarTurning(8, { mode: 'sail' }, 'race');
    expect(race).toMatchObject({ stages: 1, pointsPerStage: 2, freePoints: 1 });
    const trace = tracePath(
      { x: 0, y: 0, heading: 0 },
      [
        { x: 0, y: -5 },
        { x: 5, y: -5 },
      ],
      race,
      20,
    );
    expect(trace.stop).toBe('ok');
    expect(trace.strain).toBe(1);
    const tooMuch = tracePath(
      { x: 0, y: 0, heading: 0 },
      [
        { x: 0, y: -5 },
        { x: 0, y: 0 },
      ],
      race,
      20,
    );
    expect(tooMuch.stop).toBe('tooTight');
  });
});

describe('in a gale (decision saltntar-gale)', () => {
  const gale = north(GALE_WIND_SPEED);

  it('lets sails drive her only when running, with a strain; any other bearing drifts, no strain', () => {
    const ship = initialSaltntarState('cutter');
    expect(saltntarMove(ship, RUNNING, gale, 8)).toMatchObject({ mode: 'sail', inches: 10, strain: 1 });
    for (const heading of [0, 45, BEAM, BROAD])
      expect(saltntarMove(ship, heading, gale, 8)).toMatchObject({ mode: 'drift', inches: 4, strain: 0 });
  });

  it('lets her reef, halving the run and still marking the strain', () => {
    const ship = initialSaltntarState('cutter');
    expect(canOrder(ship, 'reef', GALE_WIND_SPEED)).toBe(true);
    const reefed = declareManeuver(ship, 'reef', GALE_WIND_SPEED).state;
    expect(saltntarMove(reefed, RUNNING, gale, 8)).toMatchObject({ mode: 'sail', inches: 5, strain: 1 });
  });
});

describe('the wind that limits rowing (decision saltntar-row-wind)', () => {
  it("is the world's wind, not the speed her luck gives her", () => {
    const galley = initialSaltntarState('largeGalley');
    expect(() => declareManeuver({ ...galley, windChange: -1 }, 'row', 2)).toThrow(RulesError);
    expect(declareManeuver({ ...galley, windChange: 2 }, 'row', 1).state.pending).toMatchObject({ maneuver: 'row' });
  });

  it('binds when the order is given and when it is done, not a crew already rowing', () => {
    const ordered = declareManeuver(initialSaltntarState('largeGalley'), 'row', 1).state;
    expect(turnsLater(ordered, 2, 2).rowing).toBe(0);
    const rowing: SaltntarShipState = { ...initialSaltntarState('largeGalley'), sails: 'furled', rowing: 2 };
    expect(turnsLater(rowing, 3, 3).rowing).toBe(2);
  });
});

describe('sinking, counted in the strain phase (decision saltntar-sinking)', () => {
  it('starts a d6 countdown, ticks it each strain phase with no more rolls, and sinks her at 0', () => {
    const ship: SaltntarShipState = { ...initialSaltntarState('cutter'), strain: 8 };
    const rolled = strainPhase(ship, dice(4, 2));
    expect(rolled.strain).toMatchObject({ effect: 'sinking', sinkRoll: 2 });
    expect(rolled.state.sinkingIn).toBe(2);
    // No die is asked for while she goes down.
    const next = strainPhase(rolled.state, dice());
    expect(next).toMatchObject({ sinking: { left: 1, sunk: false }, strain: null, state: { sinkingIn: 1 } });
    expect(saltntarMove(next.state, BEAM, north(2), 8).mode).toBe('sail');
    const sunk = strainPhase(next.state, dice());
    expect(sunk).toMatchObject({ sinking: { left: 0, sunk: true }, state: { sinkingIn: 0 } });
    expect(saltntarMove(sunk.state, BEAM, north(2), 8).mode).toBe('still');
    expect(strainPhase(sunk.state, dice())).toMatchObject({ sinking: null, strain: null });
  });

  it('refuses a strain roll to a ship going down', () => {
    expect(() => strainRoll({ ...initialSaltntarState('cutter'), strain: 3, sinkingIn: 2 }, dice(1))).toThrow(
      RulesError,
    );
  });

  it('leaves a ship with no strain and not sinking alone', () => {
    const ship = initialSaltntarState('cutter');
    expect(strainPhase(ship, dice()).state).toBe(ship);
  });

  it("ends a badly strained ship at the bottom, turn by turn through the tracker's phases", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 30, maxLength: 30 }), (faces) => {
        // Strain only grows from 6 on, and the sixes after the scripted faces sink her at last.
        const source = dice(...faces, ...Array<number>(10).fill(6));
        let sequence = startSequence('racing', ['friendly', 'hostile']);
        let ship: SaltntarShipState = { ...initialSaltntarState('smallMerchant'), strain: 6 };
        let started: { turn: number; turns: number } | null = null;
        while (ship.sinkingIn !== 0) {
          expect(sequence.turn).toBeLessThan(50);
          if (sequence.phase === 'strain') {
            const before = ship.sinkingIn;
            ship = strainPhase(ship, source).state;
            if (before !== null) expect(ship.sinkingIn).toBe(before - 1);
            else if (ship.sinkingIn !== null) started = { turn: sequence.turn, turns: ship.sinkingIn };
            if (ship.sinkingIn === 0) expect(sequence.turn).toBe(started!.turn + started!.turns);
            sequence = markRolled(sequence);
          }
          sequence = advance(sequence);
        }
      }),
      { numRuns: 50 },
    );
  });
});
