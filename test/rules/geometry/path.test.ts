import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  arcPoints,
  circleLeg,
  constrainPath,
  poseAlong,
  tracePath,
  turningArc,
  type CircleTurning,
  type Point,
  type PointTurning,
  type Pose,
} from '../../../src/rules/geometry/path';
import { cmPerPixel, scalePoint, unitInCm } from '../../../src/rules/geometry/scale';
import { angleBetween } from '../../../src/rules/geometry/angles';

const circle = (radius: number, straightPerTurned = 0): CircleTurning => ({
  kind: 'circle',
  radius,
  straightPerTurned,
});
const halfMoves: PointTurning = { kind: 'points', pointDegrees: 45, stages: 2, pointsPerStage: 1, freePoints: 1 };
const north: Pose = { x: 0, y: 0, heading: 0 };

describe('a leg on the turning circle', () => {
  it('sails straight ahead without turning', () => {
    const leg = circleLeg(north, { x: 0, y: -10 }, 6);
    expect(leg).toMatchObject({ turn: 0, arc: 0, straight: 10, length: 10, feasible: true });
  });

  it('turns a quarter circle to starboard onto a point abeam and beyond', () => {
    // Centre (6, 0); the waypoint (6, -6) is on the circle after 90° of turn: arc 3π, no straight.
    const leg = circleLeg(north, { x: 6, y: -6 }, 6);
    expect(leg.turn).toBeCloseTo(90);
    expect(leg.arc).toBeCloseTo(3 * Math.PI);
    expect(leg.straight).toBeCloseTo(0);
    expect(leg.to.heading).toBeCloseTo(90);
    // Further east along the same line: the same arc, then straight.
    const further = circleLeg(north, { x: 16, y: -6 }, 6);
    expect(further.turn).toBeCloseTo(90);
    expect(further.straight).toBeCloseTo(10);
  });

  it('turns to port onto a point to the left', () => {
    const leg = circleLeg(north, { x: -16, y: -6 }, 6);
    expect(leg.turn).toBeCloseTo(-90);
    expect(leg.to.heading).toBeCloseTo(270);
    expect(leg.length).toBeCloseTo(3 * Math.PI + 10);
  });

  it('measures from where the ship lies and the way she heads, not from the origin', () => {
    const east: Pose = { x: 10, y: 20, heading: 90 };
    expect(circleLeg(east, { x: 20, y: 20 }, 6)).toMatchObject({
      turn: 0,
      arc: 0,
      straight: 10,
      length: 10,
      to: { x: 20, y: 20, heading: 90 },
    });
    // Starboard of east is south (+y): centre (10, 26); the point (16, 26) is a quarter turn on.
    const leg = circleLeg(east, { x: 16, y: 26 }, 6);
    expect(leg.centre!.x).toBeCloseTo(10);
    expect(leg.centre!.y).toBeCloseTo(26);
    expect(leg.turn).toBeCloseTo(90);
    expect(leg.arc).toBeCloseTo(3 * Math.PI);
    expect(leg.to.heading).toBeCloseTo(180);
    expect(circleLeg(east, { x: 16, y: 14 }, 6).turn).toBeCloseTo(-90);
  });

  it('turns to starboard for a point dead astern', () => {
    const leg = circleLeg(north, { x: 0, y: 20 }, 6);
    expect(leg.centre!.x).toBeCloseTo(6);
    expect(leg.centre!.y).toBeCloseTo(0);
    expect(leg.turn).toBeGreaterThan(90);
  });

  it('refuses a point inside the circle', () => {
    expect(circleLeg(north, { x: 3, y: -1 }, 6).feasible).toBe(false);
    expect(circleLeg(north, { x: 3, y: -1 }, 1).feasible).toBe(true);
  });

  it('draws a turning arc of a given length', () => {
    const arc = turningArc(north, 'starboard', 6, 3 * Math.PI);
    expect(arc.sweep).toBeCloseTo(90);
    expect(arc.end.x).toBeCloseTo(6);
    expect(arc.end.y).toBeCloseTo(-6);
    expect(arc.end.heading).toBeCloseTo(90);
    const points = arcPoints(arc.centre, 6, arc.fromBearing, arc.sweep, 4);
    expect(points).toHaveLength(5);
    expect(points[0]!.x).toBeCloseTo(0);
    expect(points[4]!.x).toBeCloseTo(6);
  });
});

describe('tracing and constraining a path on a circle', () => {
  it('adds up legs along arcs', () => {
    const trace = tracePath(
      north,
      [
        { x: 0, y: -10 },
        { x: 6, y: -16 },
      ],
      circle(6),
      Infinity,
    );
    expect(trace.stop).toBe('ok');
    expect(trace.reached).toBe(2);
    expect(trace.length).toBeCloseTo(10 + 3 * Math.PI);
    expect(trace.end.heading).toBeCloseTo(90);
  });

  it('cuts a path that runs past the allowance where the allowance ends', () => {
    const { path, trace, constrained } = constrainPath(
      north,
      [
        { x: 0, y: -10 },
        { x: 0, y: -30 },
      ],
      circle(6),
      15,
    );
    expect(constrained).toBe(true);
    expect(trace.stop).toBe('tooLong');
    expect(path).toHaveLength(2);
    expect(path[1]!.y).toBeCloseTo(-15);
  });

  it('ends a path that turns too tight at the last waypoint reached', () => {
    const { path, trace } = constrainPath(
      north,
      [
        { x: 0, y: -10 },
        { x: 2, y: -11 },
      ],
      circle(6),
      40,
    );
    expect(trace.stop).toBe('tooTight');
    expect(path).toEqual([{ x: 0, y: -10 }]);
  });

  it('past the largest circle asks for a cm straight per cm turned', () => {
    // A quarter turn on a radius of 6 costs 3π ≈ 9.42 cm of arc.
    expect(tracePath(north, [{ x: 10, y: -6 }], circle(6, 1), Infinity).stop).toBe('tooTight');
    expect(tracePath(north, [{ x: 16, y: -6 }], circle(6, 1), Infinity).stop).toBe('ok');
  });

  it('a cut past the largest circle turns no more than it can pay for', () => {
    const { path } = constrainPath(north, [{ x: 30, y: -6 }], circle(6, 1), 10);
    const again = tracePath(north, path, circle(6, 1), 10);
    expect(again.stop).toBe('ok');
    expect(again.length).toBeCloseTo(10);
  });
});

describe('tracing by compass points (half moves)', () => {
  it('allows a point of turn in each half and marks the second change as strain', () => {
    const one = tracePath(
      north,
      [
        { x: 0, y: -10 },
        { x: 10, y: -20 },
      ],
      halfMoves,
      40,
    );
    expect(one.stop).toBe('ok');
    expect(one.strain).toBe(0);
    const two = tracePath(
      north,
      [
        { x: 10, y: -10 },
        { x: 30, y: -30 },
        { x: 30, y: -50 },
      ],
      halfMoves,
      70,
    );
    expect(two.stop).toBe('ok');
    expect(two.strain).toBe(1);
  });

  it('refuses two points in one half', () => {
    const trace = tracePath(north, [{ x: 10, y: 0 }], halfMoves, 40);
    expect(trace.stop).toBe('tooTight');
  });

  it('sails stern first on a backwards speed', () => {
    const trace = tracePath(north, [{ x: 0, y: 2 }], { ...halfMoves, astern: true }, 2.54);
    expect(trace.stop).toBe('ok');
    expect(trace.end.heading).toBe(0);
  });
});

describe('scale', () => {
  it('converts scene units to cm', () => {
    expect(unitInCm('cm')).toBe(1);
    expect(unitInCm('in')).toBe(2.54);
    expect(unitInCm('leagues')).toBe(1);
    expect(cmPerPixel({ size: 100, distance: 5, units: 'cm' })).toBe(0.05);
    expect(cmPerPixel({ size: 0, distance: 5, units: 'cm' })).toBe(0);
  });
});

const coord = fc.double({ min: -60, max: 60, noNaN: true });
const pointArb = fc.record({ x: coord, y: coord });
const poseArb = fc.record({ x: coord, y: coord, heading: fc.double({ min: 0, max: 359.99, noNaN: true }) });
const pathArb = fc.array(pointArb, { minLength: 1, maxLength: 10 });
const turningArb = fc.oneof(
  fc.record({
    kind: fc.constant('circle' as const),
    radius: fc.integer({ min: 1, max: 20 }),
    straightPerTurned: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({
    kind: fc.constant('points' as const),
    pointDegrees: fc.constantFrom(45, 60),
    stages: fc.constantFrom(1, 2),
    pointsPerStage: fc.constantFrom(1, 2),
    freePoints: fc.constant(1),
    astern: fc.boolean(),
  }),
);

describe('properties of the constraint', () => {
  it('cuts a move that can hardly start without leaving a point to turn on the spot (regression)', () => {
    // Found by the property below: a first leg shorter than the tolerance, then no allowance at all.
    const start = { x: 0, y: 0.009999999999827133, heading: 0 };
    const turning = { kind: 'circle' as const, radius: 5, straightPerTurned: 1 };
    for (const allowance of [0, 1e-323, 0.015]) {
      const { path } = constrainPath(
        start,
        [
          { x: -4.652934482152205e-9, y: 0 },
          { x: 0, y: 0 },
        ],
        turning,
        allowance,
      );
      const again = tracePath(start, path, turning, allowance, 0.02);
      expect(again.stop).toBe('ok');
      expect(again.length).toBeLessThanOrEqual(allowance + 0.02);
    }
  });

  it('a path it accepts is never longer than the allowance nor tighter than the turning', () => {
    fc.assert(
      fc.property(
        poseArb,
        pathArb,
        turningArb,
        fc.double({ min: 0, max: 80, noNaN: true }),
        (start, waypoints, turning, allowance) => {
          const { path } = constrainPath(start, waypoints, turning, allowance);
          const again = tracePath(start, path, turning, allowance, 0.02);
          expect(again.stop).toBe('ok');
          expect(again.length).toBeLessThanOrEqual(allowance + 0.02);
          for (const leg of again.legs) {
            expect(leg.feasible).toBe(true);
            if (turning.kind === 'circle' && leg.centre) {
              // Never tighter than the circle: the leg's turn is paid for by at least radius × angle of sailing.
              expect(leg.length + 0.02).toBeGreaterThanOrEqual((turning.radius * Math.abs(leg.turn) * Math.PI) / 180);
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a path within reach and turning is left alone', () => {
    fc.assert(
      fc.property(poseArb, pathArb, turningArb, (start, waypoints, turning) => {
        const trace = tracePath(start, waypoints, turning, Infinity);
        if (trace.stop !== 'ok') return;
        const { path, constrained } = constrainPath(start, waypoints, turning, trace.length + 1);
        expect(constrained).toBe(false);
        expect(path).toEqual(waypoints.map((p) => ({ x: p.x, y: p.y })));
      }),
    );
  });

  it('scaling the grid does not change the answer in rules units', () => {
    fc.assert(
      fc.property(
        poseArb,
        pathArb,
        turningArb,
        fc.double({ min: 0, max: 80, noNaN: true }),
        fc.integer({ min: 20, max: 400 }),
        // Powers of two scale without rounding, so both answers are worked from the same numbers. Any
        // other factor rounds them apart by an ulp, which tips a leg or a turn that ends within an ulp
        // of the allowance or of the engine's zero length either way: noise, not a grid's doing.
        fc.constantFrom(0.25, 0.5, 1, 2, 4, 8),
        (startPx, waypointsPx, turning, allowance, size, k) => {
          const answer = (grid: number, factor: number) => {
            const scale = cmPerPixel({ size: grid, distance: 5, units: 'cm' });
            const toCm = <P extends Point>(p: P): P => scalePoint(scalePoint(p, factor), scale);
            return tracePath(toCm(startPx), waypointsPx.map(toCm), turning, allowance);
          };
          const a = answer(size, 1);
          const b = answer(size * k, k);
          expect(b.stop).toBe(a.stop);
          expect(b.reached).toBe(a.reached);
          expect(b.length).toBeCloseTo(a.length, 6);
          expect(angleBetween(b.end.heading, a.end.heading)).toBeLessThan(1e-6);
        },
      ),
    );
  });
});

describe('the edges of tracing a path (mutation survivors)', () => {
  it('reaches a waypoint exactly at the allowance with no tolerance, on a circle and by points', () => {
    // A straight leg of 10 cm against an allowance of 10 cm: reached, not cut.
    expect(tracePath(north, [{ x: 0, y: -10 }], circle(6), 10, 0)).toMatchObject({
      stop: 'ok',
      reached: 1,
      length: 10,
    });
    expect(tracePath(north, [{ x: 0, y: -10 }], halfMoves, 10, 0)).toMatchObject({
      stop: 'ok',
      reached: 1,
      length: 10,
    });
  });

  it('adds the tolerance to the allowance rather than taking it off', () => {
    // 10 cm against 9.995 cm plus 0.01 cm of slack: within reach.
    expect(tracePath(north, [{ x: 0, y: -10 }], halfMoves, 9.995, 0.01)).toMatchObject({ stop: 'ok', reached: 1 });
  });

  it('lets a waypoint on the spot owe nothing even with no tolerance', () => {
    // No arc, no straight: owes 0 and has 0, which pays.
    expect(tracePath(north, [{ x: 0, y: 0 }], circle(6, 1), Infinity, 0)).toMatchObject({ stop: 'ok', reached: 1 });
  });

  it('cut after the turn when the remaining straight already pays for it: turns in full, then sails on', () => {
    // Radius 6, waypoint (16, −6): a quarter turn (arc 3π ≈ 9.42) to (6, −6) heading east, then 10 straight.
    // Owing half a cm per cm turned, 15 cm pay for the full turn (15 − 3π ≥ 3π/2): east of (6, −6).
    const trace = tracePath(north, [{ x: 16, y: -6 }], circle(6, 0.5), 15);
    expect(trace.stop).toBe('tooLong');
    expect(trace.end.x).toBeCloseTo(6 + 15 - 3 * Math.PI, 9);
    expect(trace.end.y).toBeCloseTo(-6, 9);
    expect(trace.end.heading).toBeCloseTo(90, 9);
  });

  it('cut inside the turn when she owes straight sailing: turns only what she can pay for, then sails straight', () => {
    // Owing 1 cm per cm turned, a cut at 4 cm turns 2 cm (1/3 rad) on the circle about (6, 0), then 2 straight.
    const phi = 1 / 3;
    const trace = tracePath(north, [{ x: 16, y: -6 }], circle(6, 1), 4);
    expect(trace.stop).toBe('tooLong');
    expect(trace.end.x).toBeCloseTo(6 - 6 * Math.cos(phi) + 2 * Math.sin(phi), 9);
    expect(trace.end.y).toBeCloseTo(-6 * Math.sin(phi) - 2 * Math.cos(phi), 9);
    expect(trace.end.heading).toBeCloseTo(phi * (180 / Math.PI), 9);
  });

  it('counts a turn on an empty allowance in the first stage, not the last', () => {
    // A 45° turn (one point) on a leg she cannot sail: it is still counted, in stage 0.
    const trace = tracePath(north, [{ x: 10, y: -10 }], halfMoves, 0);
    expect(trace.stop).toBe('tooLong');
    expect(trace.stagePoints![0]).toBeCloseTo(1, 12);
    expect(trace.stagePoints![1]).toBe(0);
  });

  it('puts every leg in the last stage when the stages have no length', () => {
    const trace = tracePath(north, [{ x: 10, y: -10 }], { ...halfMoves, stageLength: 0 }, Infinity, 0);
    expect(trace).toMatchObject({ stop: 'ok', reached: 1 });
    expect(trace.stagePoints![0]).toBe(0);
    expect(trace.stagePoints![1]).toBeCloseTo(1, 12);
    expect(tracePath(north, [{ x: 10, y: -10 }], { ...halfMoves, stageLength: 0 }, Infinity)).toMatchObject({
      stop: 'ok',
      reached: 1,
    });
  });

  it('keeps a leg past the last stage in the last stage', () => {
    // Stages of 5 cm: the second leg starts 10 cm in, past both stages; its point goes to the last one.
    const trace = tracePath(
      north,
      [
        { x: 0, y: -10 },
        { x: 10, y: -20 },
      ],
      { ...halfMoves, stageLength: 5 },
      Infinity,
    );
    expect(trace).toMatchObject({ stop: 'ok', reached: 2 });
    expect(trace.stagePoints![1]).toBeCloseTo(1, 12);
  });

  it('turns nothing on a waypoint where she already is, or a hair away', () => {
    expect(tracePath(north, [{ x: 0, y: 0 }], halfMoves, Infinity)).toMatchObject({
      stop: 'ok',
      reached: 1,
      end: { heading: 0 },
    });
    // 1e-9 cm to the east is no leg to turn for (a 90° turn would be two points: too tight).
    expect(tracePath(north, [{ x: 1e-9, y: 0 }], halfMoves, Infinity)).toMatchObject({
      stop: 'ok',
      reached: 1,
      end: { heading: 0 },
    });
  });

  it('ignores a heading change under a degree, but counts one of exactly a degree', () => {
    const jitter = (0.5 * Math.PI) / 180;
    const small = tracePath(north, [{ x: 10 * Math.sin(jitter), y: -10 * Math.cos(jitter) }], halfMoves, Infinity);
    expect(small.end.heading).toBe(0);
    expect(small.stagePoints).toEqual([0, 0]);
    // Heading 89°, waypoint due east (90°): a turn of exactly 1°.
    const oneDegree = tracePath({ x: 0, y: 0, heading: 89 }, [{ x: 10, y: 0 }], halfMoves, Infinity);
    expect(oneDegree.end.heading).toBeCloseTo(90, 12);
    expect(oneDegree.stagePoints![0]).toBeCloseTo(1 / 45, 12);
  });

  it('allows a stage exactly at its points plus the slack', () => {
    // One point already turned in stage 0, then a 1° turn: 1 + 1/45 points, exactly the limit.
    const trace = tracePath({ x: 0, y: 0, heading: 89 }, [{ x: 10, y: 0 }], { ...halfMoves, turned: [1, 0] }, Infinity);
    expect(trace).toMatchObject({ stop: 'ok', reached: 1 });
  });
});

describe('sailing along a leg (mutation survivors)', () => {
  it('sails a leg with a circle but no arc straight along the turned heading', () => {
    const leg = {
      from: { x: 3, y: 4, heading: 90 },
      to: { x: 0, y: 0, heading: 120 },
      turn: 30,
      arc: 0,
      centre: { x: 3, y: 10 },
    };
    expect(poseAlong(leg, 0)).toEqual({ x: 3, y: 4, heading: 120 });
    const five = poseAlong(leg, 5);
    // Heading 120: (sin 120°, −cos 120°) = (√3/2, 1/2).
    expect(five.x).toBeCloseTo(3 + 2.5 * Math.sqrt(3), 9);
    expect(five.y).toBeCloseTo(6.5, 9);
    expect(five.heading).toBeCloseTo(120, 9);
  });
});

describe('constraining a path at its end (mutation survivors)', () => {
  it('adds no stop within the tolerance of the last waypoint reached', () => {
    const { path, trace } = constrainPath(
      north,
      [
        { x: 0, y: -10 },
        { x: 0, y: -20 },
      ],
      halfMoves,
      10.005,
    );
    expect(trace.stop).toBe('tooLong');
    expect(path).toEqual([{ x: 0, y: -10 }]);
  });

  it('adds no stop exactly the tolerance away', () => {
    const { path, trace } = constrainPath(
      north,
      [
        { x: 0, y: -10 },
        { x: 0, y: -20 },
      ],
      halfMoves,
      10.5,
      0.5,
    );
    expect(trace.end.y).toBe(-10.5);
    expect(path).toEqual([{ x: 0, y: -10 }]);
  });
});

describe('drawing arcs (mutation survivors)', () => {
  it('sweeps the arc points clockwise for a positive sweep', () => {
    const points = arcPoints({ x: 0, y: 0 }, 10, 0, 90, 2);
    expect(points[1]!.x).toBeCloseTo(5 * Math.SQRT2, 9);
    expect(points[1]!.y).toBeCloseTo(-5 * Math.SQRT2, 9);
    expect(points[2]!.x).toBeCloseTo(10, 9);
    expect(points[2]!.y).toBeCloseTo(0, 9);
  });

  it('turns to port about a centre on the port beam', () => {
    // Heading north, radius 6: centre (−6, 0); a quarter circle (3π cm) ends at (−6, −6) heading west.
    const arc = turningArc(north, 'port', 6, 3 * Math.PI);
    expect(arc.centre.x).toBeCloseTo(-6, 9);
    expect(arc.centre.y).toBeCloseTo(0, 9);
    expect(arc.fromBearing).toBeCloseTo(90, 9);
    expect(arc.sweep).toBeCloseTo(-90, 9);
    expect(arc.end.x).toBeCloseTo(-6, 9);
    expect(arc.end.y).toBeCloseTo(-6, 9);
    expect(arc.end.heading).toBeCloseTo(270, 9);
  });
});

describe('a hair off the keel line (mutation survivors)', () => {
  it('sails straight on to a point a hair off dead ahead when heading east', () => {
    // 5e-9 cm to starboard of a point 10 cm ahead is within the rounding slack (1e-9 per cm): no turn.
    const leg = circleLeg({ x: 0, y: 0, heading: 90 }, { x: 10, y: 5e-9 }, 6);
    expect(leg).toMatchObject({ turn: 0, arc: 0, centre: null, feasible: true });
    expect(leg.straight).toBeCloseTo(10, 12);
  });
});
