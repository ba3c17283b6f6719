import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arcPoints, circleLeg, constrainPath, tracePath, turningArc, type CircleTurning, type Point, type PointTurning, type Pose } from '../../../src/rules/geometry/path';
import { cmPerPixel, scalePoint, unitInCm } from '../../../src/rules/geometry/scale';
import { angleBetween } from '../../../src/rules/geometry/angles';

const circle = (radius: number, straightPerTurned = 0): CircleTurning => ({ kind: 'circle', radius, straightPerTurned });
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
    expect(circleLeg(east, { x: 20, y: 20 }, 6)).toMatchObject({ turn: 0, arc: 0, straight: 10, length: 10, to: { x: 20, y: 20, heading: 90 } });
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
    const trace = tracePath(north, [{ x: 0, y: -10 }, { x: 6, y: -16 }], circle(6), Infinity);
    expect(trace.stop).toBe('ok');
    expect(trace.reached).toBe(2);
    expect(trace.length).toBeCloseTo(10 + 3 * Math.PI);
    expect(trace.end.heading).toBeCloseTo(90);
  });

  it('cuts a path that runs past the allowance where the allowance ends', () => {
    const { path, trace, constrained } = constrainPath(north, [{ x: 0, y: -10 }, { x: 0, y: -30 }], circle(6), 15);
    expect(constrained).toBe(true);
    expect(trace.stop).toBe('tooLong');
    expect(path).toHaveLength(2);
    expect(path[1]!.y).toBeCloseTo(-15);
  });

  it('ends a path that turns too tight at the last waypoint reached', () => {
    const { path, trace } = constrainPath(north, [{ x: 0, y: -10 }, { x: 2, y: -11 }], circle(6), 40);
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
    const one = tracePath(north, [{ x: 0, y: -10 }, { x: 10, y: -20 }], halfMoves, 40);
    expect(one.stop).toBe('ok');
    expect(one.strain).toBe(0);
    const two = tracePath(north, [{ x: 10, y: -10 }, { x: 30, y: -30 }, { x: 30, y: -50 }], halfMoves, 70);
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
  fc.record({ kind: fc.constant('circle' as const), radius: fc.integer({ min: 1, max: 20 }), straightPerTurned: fc.integer({ min: 0, max: 2 }) }),
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
      const { path } = constrainPath(start, [{ x: -4.652934482152205e-9, y: 0 }, { x: 0, y: 0 }], turning, allowance);
      const again = tracePath(start, path, turning, allowance, 0.02);
      expect(again.stop).toBe('ok');
      expect(again.length).toBeLessThanOrEqual(allowance + 0.02);
    }
  });

  it('a path it accepts is never longer than the allowance nor tighter than the turning', () => {
    fc.assert(
      fc.property(poseArb, pathArb, turningArb, fc.double({ min: 0, max: 80, noNaN: true }), (start, waypoints, turning, allowance) => {
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
      }),
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
        fc.double({ min: 0.25, max: 8, noNaN: true }),
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
