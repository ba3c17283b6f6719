import { bench, describe } from 'vitest';
import { DEFAULT_TURNING_RADII } from '../src/rules/kmh';
import type { Point } from '../src/rules/geometry/path';
import { KMH_MOVEMENT } from '../src/modules/kmh/movement';
import { SALTNTAR_MOVEMENT } from '../src/modules/saltntar/movement';
import { registerRuleModule } from '../src/registry/rule-modules';
import { EMPTY_MOVE, moveRecordOf } from '../src/rules/move-record';
import { afterCounted, storedMoveOf, type StoredMove } from '../src/canvas/move-store';
import { constrainedPath, rulerLabels, type PathSetup } from '../src/canvas/ship-path';
import { labelView } from '../src/canvas/ruler-label';

/** A KMH frigate at 5 cm to a 100 px square, 56 cm left of a 60 cm move, a 9 cm turning circle. */
const setup: PathSetup = {
  module: KMH_MOVEMENT,
  ctx: { wind: { fromDegrees: 0, strength: 2, becalmed: false, sea: 'calm' }, points: 8, radii: DEFAULT_TURNING_RADII },
  record: { ...EMPTY_MOVE, allowance: 60, used: 4 },
  scale: 0.05,
  heading: 0,
  turning: { kind: 'circle', radius: 9, straightPerTurned: 0 },
  reach: 56,
  tolerance: 0.05,
};
/** The token's place and ten waypoints of a drag (pixels): a gentle zig-zag that runs past her reach. */
const drag: Point[] = Array.from({ length: 11 }, (_, i) => ({ x: 1000 + 60 * Math.sin(i), y: 1000 - 160 * i }));
const format = (key: string, data: Record<string, string>) => `${key}:${Object.values(data).join(',')}`;

describe('the ship ruler on every mouse move', () => {
  bench(
    '10 waypoints: the drag constraint, then each label context and segment style',
    () => {
      constrainedPath(setup, drag);
      const labels = rulerLabels(setup, drag);
      for (const label of labels) labelView(label, format);
      for (const label of labels) if (label.beyond) continue;
    },
    { time: 3000, warmupTime: 500 },
  );
});

/** A ship's entry in the battle's moves after ten counted legs, as the Combat's system data holds it. */
let entry: StoredMove = {
  record: { ...EMPTY_MOVE, allowance: 60, turn: 3 },
  squadron: 'Inshore',
  side: 'friendly',
  steps: [],
  at: null,
  heading: null,
  kept: {},
};
for (let i = 0; i < 10; i++)
  entry = afterCounted(
    entry,
    { ...entry.record, used: entry.record.used + 2, turned: [1, 0], movementId: `m${i}` },
    { id: `m${i}`, x: 1000, y: 1000 - 40 * i },
  );
// As a world has them: both movement modules registered, one keeping a part of her record in her entry.
registerRuleModule({ id: 'kmh', label: '', aspects: { movement: KMH_MOVEMENT } });
registerRuleModule({ id: 'saltntar', label: '', aspects: { movement: SALTNTAR_MOVEMENT } });
const stored: unknown = JSON.parse(JSON.stringify({ ...entry, saltntar: null }));
const flag: unknown = { sailOrder: 'slow' };

describe("reading a ship's move on every mouse move", () => {
  bench(
    "her entry in the battle's moves and her owner's sail order from the token flag",
    () => {
      const read = storedMoveOf(stored);
      if (read) void { ...read.record, sailOrder: moveRecordOf(flag).sailOrder };
    },
    { time: 3000, warmupTime: 500 },
  );
});

/**
 * Finding a ship's battle on every mouse move (move-book.ts shipBattle): five battles of the world,
 * twenty ships each, hers the last on the last scene; `game.combat` is not read.
 */
const { shipBattle } = await import('../src/canvas/move-book');
const battles = Array.from({ length: 5 }, (_, b) => ({
  active: true,
  scene: { id: `scene${b}` },
  squadrons: () => [],
  combatants: Array.from({ length: 20 }, (_, i) => ({ tokenId: `t${b}-${i}`, sceneId: `scene${b}` })),
  system: { moves: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`t${b}-${i}`, stored])) },
}));
Object.assign(globalThis, { game: { combats: { contents: battles } } });
const her = { id: 't4-19', parent: { id: 'scene4' } };

describe("finding a ship's battle on every mouse move", () => {
  bench(
    'her battle among 5 battles of 20 ships each, from her token',
    () => {
      if ((shipBattle(her) as unknown) !== battles[4]) throw new Error('wrong battle');
    },
    { time: 3000, warmupTime: 500 },
  );
});
