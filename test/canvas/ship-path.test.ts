import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_TURNING_RADII } from '../../src/rules/kmh';
import { tracePath, type Point } from '../../src/rules/geometry/path';
import { KMH_MOVEMENT } from '../../src/modules/kmh/movement';
import { SALTNTAR_MOVEMENT } from '../../src/modules/saltntar/movement';
import { EMPTY_MOVE, type MoveRecord } from '../../src/rules/move-record';
import { constrainedPath, moveRefusal, rulerLabels, sailedMove, type PathSetup } from '../../src/canvas/ship-path';
import { rulerLabel } from '../../src/canvas/ruler-label';
import { distancesFrom } from '../../src/canvas/move-context';

const ctx = {
  wind: { fromDegrees: 90, strength: 2, becalmed: false, sea: 'calm' as const },
  points: 8 as const,
  radii: DEFAULT_TURNING_RADII,
};
/** A KMH frigate at 0.05 cm a pixel: a 6 cm (120 px) turning circle, `reach` cm left. */
function kmh(record: Partial<MoveRecord> = {}, reach = 20): PathSetup {
  return {
    module: KMH_MOVEMENT,
    ctx,
    record: { ...EMPTY_MOVE, allowance: reach, ...record },
    scale: 0.05,
    heading: 0,
    turning: { kind: 'circle', radius: 6, straightPerTurned: 0 },
    reach,
    tolerance: 0.05,
  };
}

describe("the ruler's labels, from one trace of the whole chain", () => {
  it("are the labels a trace of each waypoint's own part of the chain gives (KMH)", () => {
    const point = fc.record({ x: fc.integer({ min: -800, max: 800 }), y: fc.integer({ min: -800, max: 800 }) });
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 60 }),
        (waypoints, reach) => {
          const setup = kmh({ used: 2 }, reach);
          const start = { x: 0, y: 0 };
          const labels = rulerLabels(setup, [start, ...waypoints]);
          expect(labels).toHaveLength(waypoints.length);
          waypoints.forEach((_, i) => {
            // What the ruler traced before: the chain up to this waypoint only.
            const part = tracePath(
              { x: 0, y: 0, heading: 0 },
              waypoints.slice(0, i + 1).map((p) => ({ x: p.x * 0.05, y: p.y * 0.05 })),
              setup.turning,
              reach,
              setup.tolerance,
            );
            const wind = KMH_MOVEMENT.windPosition(part.legs.at(-1)!.to.heading, ctx);
            expect(labels[i]).toEqual(rulerLabel(part, i + 1, setup.record, { key: wind.labelKey, data: {} }));
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("put a Salt'n'Tar path's strain on its last waypoint", () => {
    const setup: PathSetup = {
      ...kmh({}, 100),
      module: SALTNTAR_MOVEMENT,
      turning: { kind: 'points', pointDegrees: 45, stages: 1, pointsPerStage: 3, freePoints: 1 },
    };
    // Three turns of a point each: two more than the one she turns free.
    const labels = rulerLabels(setup, [
      { x: 0, y: 0 },
      { x: 0, y: -100 },
      { x: 100, y: -200 },
      { x: 100, y: -300 },
      { x: 0, y: -400 },
    ]);
    expect(labels.map((l) => l.lines.some((line) => line.key === 'BROADSIDE.Sailing.ruler.strain'))).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});

describe("a ship's path from her token", () => {
  it('is cut for the drag where it runs too long, on a whole pixel, or turns too tight', () => {
    const setup = kmh({}, 10);
    const ahead = [
      { x: 0, y: 0, id: 'start' },
      { x: 0, y: -100, id: 'a' },
      { x: 0, y: -400, id: 'b' },
    ];
    expect(constrainedPath(setup, ahead.slice(0, 2))).toBeNull();
    expect(constrainedPath(setup, ahead)).toEqual([ahead[0], ahead[1], { x: 0, y: -200, id: 'b' }]);
    expect(constrainedPath(setup, [ahead[0]!, ahead[1]!, { x: 50, y: -100, id: 'abeam' }])).toEqual([
      ahead[0],
      ahead[1],
    ]);
  });

  it('says why a movement must be refused: too long, too tight, or not at all', () => {
    const setup = kmh({}, 10);
    expect(moveRefusal(setup, { x: 0, y: 0 }, [{ x: 0, y: -200 }])).toBeNull();
    expect(moveRefusal(setup, { x: 0, y: 0 }, [{ x: 0, y: -201.5 }])).toBe('tooLong');
    expect(moveRefusal(setup, { x: 0, y: 0 }, [{ x: 100, y: 0 }])).toBe('tooTight');
  });

  it('counts a finished movement in full, turns her bow where it leaves her and names the tests', () => {
    const setup = kmh({ used: 3, movementId: 'before' }, 10);
    // 400 px ahead then a quarter turn to port onto the wind (from 90°): past her reach, all counted.
    const path: Point[] = [
      { x: 0, y: -400 },
      { x: -520, y: -520 },
    ];
    const sailed = sailedMove(setup, { id: 'this', origin: { x: 0, y: 0 }, waypoints: path }, 0);
    const trace = tracePath(
      { x: 0, y: 0, heading: 0 },
      path.map((p) => ({ x: p.x * 0.05, y: p.y * 0.05 })),
      setup.turning,
      Infinity,
      0.05,
    );
    expect(sailed.record.used).toBeCloseTo(3 + trace.length);
    expect(sailed.record.movementId).toBe('this');
    expect(sailed.rotation).toBe(Math.round(trace.end.heading) % 360);
    expect(sailed.prompts).toEqual([]);
    // Bow art drawn pointing right (90°): the token turns 90° less.
    expect(sailedMove(setup, { id: 'this', origin: { x: 0, y: 0 }, waypoints: path }, 90).rotation).toBe(
      (Math.round(trace.end.heading) - 90 + 360) % 360,
    );
    // A drift keeps her heading.
    expect(
      sailedMove(kmh({ traceHeading: 180 }), { id: 'd', origin: { x: 0, y: 0 }, waypoints: [{ x: 0, y: 100 }] }, 0)
        .rotation,
    ).toBeNull();
    // Turning to starboard into the wind's eye (wind from 90°): the dead zone and a tack.
    const upwind = sailedMove(
      setup,
      {
        id: 'u',
        origin: { x: 0, y: 0 },
        waypoints: [
          { x: 0, y: -200 },
          { x: 600, y: -400 },
        ],
      },
      0,
    );
    expect(upwind.prompts).toContain('deadZone');
  });
});

describe('the distances the GM types in the move dialog', () => {
  it('are numbers within bounds; an empty allowance clears it, an empty distance sailed is none', () => {
    expect(distancesFrom({ allowance: 22, used: 7.5 })).toEqual({ allowance: 22, used: 7.5 });
    expect(distancesFrom({ allowance: '22', used: '' })).toEqual({ allowance: 22, used: 0 });
    expect(distancesFrom({ allowance: null, used: null })).toEqual({ allowance: null, used: 0 });
    expect(distancesFrom({ allowance: 201, used: 0 })).toBeNull();
    expect(distancesFrom({ allowance: 20, used: -1 })).toBeNull();
    expect(distancesFrom({ allowance: 'x', used: 0 })).toBeNull();
  });
});
