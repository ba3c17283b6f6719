import { bench, describe } from 'vitest';
import { constrainPath, type Point } from '../src/rules/geometry/path';
import { seededRandom } from '../src/rules/dice/dice';

const random = seededRandom(1797);
/** Ten waypoints of a drag: a gentle zig-zag that stays outside a 9 cm circle, then runs long. */
const gentle: Point[] = Array.from({ length: 10 }, (_, i) => ({ x: 3 * Math.sin(i), y: -8 * (i + 1) }));
const wild: Point[] = Array.from({ length: 10 }, () => ({ x: random() * 120 - 60, y: random() * 120 - 60 }));
const start = { x: 0, y: 0, heading: 0 };

describe('constraining a dragged path (runs on every mouse move)', () => {
  bench('10 waypoints on a turning circle, cut by the allowance', () => {
    constrainPath(start, gentle, { kind: 'circle', radius: 9, straightPerTurned: 0 }, 50);
  });
  bench('10 random waypoints on a turning circle past the largest', () => {
    constrainPath(start, wild, { kind: 'circle', radius: 12, straightPerTurned: 1 }, 200);
  });
  bench('10 waypoints by compass points in half moves', () => {
    constrainPath(start, gentle, { kind: 'points', pointDegrees: 45, stages: 2, pointsPerStage: 1, freePoints: 1 }, 50);
  });
});

describe("constraining the second drag of a Salt'n'Tar move (half moves carried over)", () => {
  bench('10 waypoints by compass points, continuing the activation', () => {
    constrainPath(
      start,
      gentle,
      {
        kind: 'points',
        pointDegrees: 45,
        stages: 2,
        pointsPerStage: 1,
        freePoints: 1,
        stageLength: 40,
        sailed: 12,
        turned: [1, 0],
      },
      68,
    );
  });
});
