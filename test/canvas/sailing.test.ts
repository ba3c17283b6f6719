import { describe, expect, it } from 'vitest';
import { installFoundryFields } from '../support/foundry-fields';
import { deriveShip, shipSource } from '../support/fixtures';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { DEFAULT_TURNING_RADII } from '../../src/rules/kmh';
import { tracePath } from '../../src/rules/geometry/path';
import type { KmhSailingShip } from '../../src/modules/kmh/sailing-ship';
import type { SaltntarShip } from '../../src/modules/saltntar/ship-record';
import { KMH_MOVEMENT } from '../../src/modules/kmh/movement';
import { SALTNTAR_MOVEMENT } from '../../src/modules/saltntar/movement';
import { KMH_MODULE } from '../support/kmh-module';
import { SALTNTAR_MODULE } from '../../src/modules/saltntar';
import {
  EMPTY_MOVE,
  afterMovement,
  moveRecordOf,
  newActivation,
  reachNow,
  withProgress,
  remaining,
} from '../../src/rules/move-record';
import { rulerLabel } from '../../src/canvas/ruler-label';
import { turnShapes, windSectors } from '../../src/canvas/overlay-shapes';
import type { WindSource } from '../../src/data/wind';

installFoundryFields();
const { shipStateOf } = await import('../../src/data/ship-state');
const { compassContext, windFromForm, pointNameKey } = await import('../../src/canvas/compass');

const wind = (over: Partial<WindSource> = {}): WindSource => ({
  fromDegrees: 0,
  strength: 2,
  becalmed: false,
  sea: 'calm',
  ...over,
});
const ctx = (over: Partial<WindSource> = {}) => ({
  wind: wind(over),
  points: 8 as const,
  radii: DEFAULT_TURNING_RADII,
});

/** A frigate as both movement modules read her. */
function frigate(over: Parameters<typeof shipSource>[0] = {}): KmhSailingShip & SaltntarShip {
  const source = shipSource({ rate: 'fifth', guns: 32, ...over });
  const derived = deriveShip(source);
  return {
    rate: source.rate,
    merchant: source.merchant,
    fastSailor: derived.characteristics.fastSailor,
    poorSailors: derived.characteristics.poorSailors,
    mastsLost: derived.mastsLost,
    quality: source.quality,
    state: shipStateOf(source, derived),
    saltntar: null,
  };
}

describe('the KMH movement module', () => {
  it('rolls the move from the wind quarter at the start: basic + 2d6 on the quarter', () => {
    const a = KMH_MOVEMENT.allowance(frigate(), 120, ctx(), new ScriptedDice([3, 4]));
    expect(a).toMatchObject({ distance: 15 + 7, faces: [3, 4], prompts: [] });
    expect(a.data.quarter).toBe('BROADSIDE.Sailing.quarter.quarter');
  });

  it('takes damage (speed boxes struck) and fast sailors into account', () => {
    const damaged = frigate({ damage: { speedBoxes: 6 } });
    expect(KMH_MOVEMENT.allowance(damaged, 180, ctx(), new ScriptedDice([2])).distance).toBe(13 + 2);
    const fast = frigate({ characteristics: { fastSailor: true } });
    expect(KMH_MOVEMENT.allowance(fast, 60, ctx(), new ScriptedDice([4])).distance).toBe(15 - 2);
  });

  it('gives nothing in the dead zone or becalmed, and says which test to take', () => {
    expect(KMH_MOVEMENT.allowance(frigate(), 10, ctx(), new ScriptedDice([]))).toMatchObject({
      distance: 0,
      prompts: ['deadZone'],
    });
    expect(KMH_MOVEMENT.allowance(frigate(), 90, ctx({ becalmed: true }), new ScriptedDice([]))).toMatchObject({
      distance: 0,
      prompts: ['drift'],
    });
    expect(KMH_MOVEMENT.allowance(frigate(), 60, ctx(), new ScriptedDice([1])).prompts).toEqual(['tack']);
  });

  it('turns on the template of the ship size, a size up for poor sailors and past the largest', () => {
    expect(KMH_MOVEMENT.turning(frigate(), 0, ctx())).toEqual({ kind: 'circle', radius: 6, straightPerTurned: 0 });
    const first = frigate({ rate: 'first', guns: 100, characteristics: { poorSailors: true } });
    expect(KMH_MOVEMENT.turning(first, 0, ctx())).toEqual({ kind: 'circle', radius: 12, straightPerTurned: 1 });
  });

  it('names the wind quarter', () => {
    expect(KMH_MOVEMENT.windPosition(170, ctx()).labelKey).toBe('BROADSIDE.Sailing.quarter.astern');
    expect(KMH_MODULE.aspects.movement).toBe(KMH_MOVEMENT);
  });
});

describe("the Salt'n'Tar movement module", () => {
  it('sails wind speed × speed factor in inches, as cm, with a default hull', () => {
    const a = SALTNTAR_MOVEMENT.allowance(frigate(), 90, ctx({ strength: 2 }), new ScriptedDice([]));
    expect(a.distance).toBeCloseTo(20 * 2.54);
    expect(a.labelKey).toBe('BROADSIDE.Sailing.allowance.sail');
    expect(SALTNTAR_MOVEMENT.turning(frigate(), 90, ctx())).toMatchObject({
      kind: 'points',
      stages: 2,
      pointsPerStage: 1,
    });
    expect(SALTNTAR_MOVEMENT.windPosition(90, ctx()).labelKey).toBe('BROADSIDE.Sailing.bearing.quarterReaching');
    expect(SALTNTAR_MODULE.aspects.movement).toBe(SALTNTAR_MOVEMENT);
  });

  it('keeps the move read when hers started after a first-half turn (decision saltntar-half-move-turns)', () => {
    const ship = frigate();
    // Beating at wind 2: 8"; a point off the wind, on a quarter reach, she would make 20".
    const beating = SALTNTAR_MOVEMENT.allowance(ship, 45, ctx(), new ScriptedDice([]));
    expect(beating.distance).toBeCloseTo(8 * 2.54);
    let record = newActivation(EMPTY_MOVE, beating.distance, beating.traceHeading, 'start', null, 1);
    const turning = withProgress(SALTNTAR_MOVEMENT.turning(ship, 45, ctx()), record);
    const trace = tracePath({ x: 0, y: 0, heading: 45 }, [{ x: 5, y: 0 }], turning, remaining(record));
    expect(trace.end.heading).toBe(90);
    record = afterMovement(record, trace, 'first').record;
    expect(record.allowance).toBe(beating.distance);
    expect(remaining(record)).toBeCloseTo(beating.distance - 5);
    expect(SALTNTAR_MOVEMENT.allowance(ship, 90, ctx(), new ScriptedDice([])).distance).toBeCloseTo(20 * 2.54);
  });
});

describe('the move record', () => {
  it('reads a flag defensively', () => {
    expect(moveRecordOf(undefined)).toEqual(EMPTY_MOVE);
    expect(moveRecordOf({ allowance: 20, used: 5, traceHeading: null, movementId: 'a' })).toEqual({
      ...EMPTY_MOVE,
      allowance: 20,
      used: 5,
      movementId: 'a',
    });
    expect(moveRecordOf({ sail: 'basic', sailOrder: 'slow', turned: [1, 'x'], strain: 2, turn: 3 })).toMatchObject({
      sail: 'basic',
      sailOrder: 'slow',
      turned: [1, 0],
      strain: 2,
      turn: 3,
    });
    expect(moveRecordOf({ sail: 'flying', sailOrder: 'reverse', turned: 'no', strain: -1 })).toMatchObject({
      sail: null,
      sailOrder: null,
      turned: [],
      strain: 0,
    });
    expect(moveRecordOf({ allowance: -3, used: 'x' })).toEqual(EMPTY_MOVE);
    expect(remaining({ ...EMPTY_MOVE, allowance: 20, used: 25 })).toBe(0);
    expect(remaining(EMPTY_MOVE)).toBe(Infinity);
  });
});

describe('the ruler label', () => {
  const turning = { kind: 'circle' as const, radius: 6, straightPerTurned: 0 };
  const trace = tracePath(
    { x: 0, y: 0, heading: 0 },
    [
      { x: 0, y: -10 },
      { x: 0, y: -30 },
    ],
    turning,
    15,
  );
  const windLine = { key: 'BROADSIDE.Sailing.quarter.deadZone', data: {} };

  it('shows used and left within reach', () => {
    const label = rulerLabel(trace, 1, { ...EMPTY_MOVE, allowance: 20, used: 5 }, windLine);
    expect(label.used).toBe('15.0');
    expect(label.beyond).toBe(false);
    expect(label.lines[0]).toEqual({ key: 'BROADSIDE.Sailing.ruler.left', data: { left: '5.0', allowance: '20.0' } });
  });

  it('marks what lies beyond reach', () => {
    const label = rulerLabel(trace, 2, { ...EMPTY_MOVE, allowance: 20, used: 5 }, windLine);
    expect(label.beyond).toBe(true);
    expect(label.lines[0]!.key).toBe('BROADSIDE.Sailing.ruler.over');
    expect(label.lines.at(-1)).toEqual(windLine);
  });

  it('says when no distance is set and when a turn is too tight', () => {
    const tight = tracePath({ x: 0, y: 0, heading: 0 }, [{ x: 2, y: -1 }], turning, Infinity);
    const label = rulerLabel(tight, 1, EMPTY_MOVE, windLine);
    expect(label.beyond).toBe(true);
    expect(label.lines.map((l) => l.key)).toEqual([
      'BROADSIDE.Sailing.ruler.noAllowance',
      'BROADSIDE.Sailing.ruler.tooTight',
      windLine.key,
    ]);
  });
});

describe('the sailing layer shapes', () => {
  it('covers the whole compass with the KMH quarters', () => {
    const sectors = windSectors(KMH_MOVEMENT, { x: 100, y: 100 }, 50, 0, 8);
    expect(sectors.reduce((sum, s) => sum + s.sweep, 0)).toBe(360);
    const dead = sectors.find((s) => s.labelKey.endsWith('deadZone'))!;
    expect([dead.from, dead.sweep]).toEqual([315, 90]);
  });

  it("covers the whole compass with the Salt'n'Tar bearings", () => {
    for (const points of [8, 6] as const) {
      const sectors = windSectors(SALTNTAR_MOVEMENT, { x: 0, y: 0 }, 50, 90, points);
      expect(sectors.reduce((sum, s) => sum + s.sweep, 0)).toBe(360);
    }
  });

  it('draws the turning arcs in pixels at the allowed length', () => {
    const [ahead, port, starboard] = turnShapes(
      { x: 500, y: 500, heading: 0 },
      { kind: 'circle', radius: 6, straightPerTurned: 0 },
      3 * Math.PI,
      0.05,
    );
    expect(ahead!.points[1]!.y).toBeCloseTo(500 - (3 * Math.PI) / 0.05);
    // A quarter circle of radius 6 cm = 120 px: ends 120 px to each side and 120 px ahead.
    expect(port!.points.at(-1)!.x).toBeCloseTo(380);
    expect(starboard!.points.at(-1)!.x).toBeCloseTo(620);
    expect(starboard!.points.at(-1)!.y).toBeCloseTo(380);
    expect(turnShapes({ x: 0, y: 0, heading: 0 }, { kind: 'circle', radius: 6, straightPerTurned: 0 }, 10, 0)).toEqual(
      [],
    );
  });

  it("draws a point either side for Salt'n'Tar, none when adrift", () => {
    expect(
      turnShapes(
        { x: 0, y: 0, heading: 0 },
        { kind: 'points', pointDegrees: 45, stages: 2, pointsPerStage: 1, freePoints: 1 },
        20,
        0.1,
      ),
    ).toHaveLength(3);
    expect(
      turnShapes(
        { x: 0, y: 0, heading: 0 },
        { kind: 'points', pointDegrees: 45, stages: 1, pointsPerStage: 0, freePoints: 1 },
        20,
        0.1,
      ),
    ).toHaveLength(1);
  });
});

describe('the compass context', () => {
  it("snaps the wind to the scene's points and flags the choices", () => {
    const c = compassContext(wind({ fromDegrees: 100, sea: 'gale' }), {
      points: 8,
      layout: 'columns',
      module: SALTNTAR_MOVEMENT,
      canEdit: true,
    });
    expect(c.fromDegrees).toBe(90);
    expect(c.fromKey).toBe('BROADSIDE.Wind.point.E');
    expect(c.ticks).toHaveLength(8);
    expect(c.directions.filter((d) => d.selected).map((d) => d.value)).toEqual([90]);
    expect(c.seas.find((s) => s.selected)!.value).toBe('gale');
    expect(c.showStrength).toBe(true);
    const hex = compassContext(wind({ fromDegrees: 100 }), {
      points: 6,
      layout: 'rows',
      module: KMH_MOVEMENT,
      canEdit: false,
    });
    expect(hex.ticks.map((t) => t.degrees)).toEqual([30, 90, 150, 210, 270, 330]);
    expect(hex.showStrength).toBe(false);
    expect(pointNameKey(30)).toBe('BROADSIDE.Wind.point.NE');
  });

  it('reads the GM form, snapping and bounding', () => {
    const current = wind();
    expect(
      windFromForm({ fromDegrees: '200', strength: '4', becalmed: true, sea: 'choppy' }, current, 8, 'columns'),
    ).toEqual({ fromDegrees: 180, strength: 4, becalmed: true, sea: 'choppy' });
    expect(
      windFromForm({ fromDegrees: 'x', strength: '9', becalmed: false, sea: 'storm' }, current, 6, 'columns'),
    ).toEqual(current);
  });
});

describe('sail settings and new activations (decision sail-setting)', () => {
  it('rolls the move at the setting asked for and says so', () => {
    const shortened = KMH_MOVEMENT.allowance(frigate(), 120, ctx(), new ScriptedDice([]), 'basic');
    expect(shortened).toMatchObject({
      distance: 15,
      level: 'basic',
      labelKey: 'BROADSIDE.Sailing.allowance.kmhShortened',
    });
    expect(shortened.data.level).toBe('BROADSIDE.Sailing.sail.basic');
    expect(KMH_MOVEMENT.allowance(frigate(), 120, ctx(), new ScriptedDice([]), 'stop')).toMatchObject({
      distance: 0,
      labelKey: 'BROADSIDE.Sailing.allowance.stopped',
    });
    // The wind caps what is asked: quarter speed on the bow is bow speed.
    expect(KMH_MOVEMENT.allowance(frigate(), 60, ctx(), new ScriptedDice([2]), 'quarter')).toMatchObject({
      distance: 13,
      level: 'bow',
      labelKey: 'BROADSIDE.Sailing.allowance.kmh',
    });
  });

  it('starts an activation afresh but keeps the sail setting', () => {
    const before = {
      ...EMPTY_MOVE,
      allowance: 20,
      used: 12,
      sail: 'basic' as const,
      sailOrder: 'slow' as const,
      turned: [1, 1],
      strain: 1,
      turn: 2,
    };
    expect(newActivation(before, 18, null, 'm', 'stop')).toEqual({
      ...EMPTY_MOVE,
      allowance: 18,
      movementId: 'm',
      sail: 'stop',
      turn: 2,
    });
    expect(newActivation(before, 18, 90, 'm', null, 3)).toMatchObject({
      traceHeading: 90,
      sail: null,
      turn: 3,
      turned: [],
    });
  });
});

describe("the Salt'n'Tar module and its sequence", () => {
  it("turns two points in one whole move when racing, and marks a gale's strain", () => {
    expect(SALTNTAR_MOVEMENT.turning(frigate(), 90, { ...ctx(), sequence: 'race' })).toMatchObject({
      stages: 1,
      pointsPerStage: 2,
    });
    const gale = SALTNTAR_MOVEMENT.allowance(frigate(), 180, ctx({ strength: 4 }), new ScriptedDice([]));
    expect(gale).toMatchObject({ strain: 1, labelKey: 'BROADSIDE.Sailing.allowance.sail' });
  });
});

describe('half moves recorded with the move (decision saltntar-half-moves)', () => {
  const turning = { kind: 'points' as const, pointDegrees: 45, stages: 2, pointsPerStage: 1, freePoints: 1 };
  const record = { ...EMPTY_MOVE, allowance: 20 };

  it('lets a player sail only the first half in the first half move', () => {
    expect(reachNow(record, true)).toBe(10);
    expect(reachNow({ ...record, used: 4 }, true)).toBe(6);
    expect(reachNow({ ...record, used: 12 }, true)).toBe(0);
    expect(reachNow({ ...record, used: 12 }, false)).toBe(8);
    expect(reachNow(EMPTY_MOVE, true)).toBe(Infinity);
  });

  it('continues the stages from the record, and counts each strain once', () => {
    expect(withProgress(turning, { ...record, used: 4, turned: [1, 0] })).toEqual({
      ...turning,
      stageLength: 10,
      sailed: 4,
      turned: [1, 0],
    });
    expect(withProgress(turning, EMPTY_MOVE)).toBe(turning);
    const circle = { kind: 'circle' as const, radius: 6, straightPerTurned: 0 };
    expect(withProgress(circle, record)).toBe(circle);
    const first = tracePath(
      { x: 0, y: 0, heading: 0 },
      [{ x: 10 * Math.SQRT1_2, y: -10 * Math.SQRT1_2 }],
      withProgress(turning, record),
      Infinity,
    );
    const after = afterMovement(record, first, 'm1');
    expect(after.record.used).toBeCloseTo(10);
    expect(after.record).toMatchObject({ turned: [1, 0], strain: 0, movementId: 'm1' });
    const second = tracePath(
      first.end,
      [{ x: first.end.x + 5, y: first.end.y }],
      withProgress(turning, after.record),
      Infinity,
    );
    const again = afterMovement(after.record, second, 'm2');
    expect(again).toMatchObject({ newStrain: 1, record: { strain: 1, turned: [1, 1] } });
    expect(afterMovement(again.record, second, 'm3').newStrain).toBe(0);
  });
});
