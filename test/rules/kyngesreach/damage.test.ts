import { describe, it, expect } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import {
  CRITICAL_BY_FACE,
  applyCritical,
  classShip,
  freshState,
  resolveHit,
  type HitContext,
} from '../../../src/rules/kyngesreach';

const frigate = classShip('frigate', 12, 9);
const six = (face: number) => [face, face, face, face, face, face];

function hit(faces: number[], change: Partial<HitContext> = {}, state = freshState(frigate)) {
  const dice = new ScriptedDice(faces);
  const record = resolveHit({
    dice,
    calibre: 9,
    target: frigate,
    state,
    facing: 'port',
    called: null,
    mast: null,
    ...change,
  });
  expect(dice.remaining).toBe(0);
  return { record, state };
}

describe('one hit, location by location', () => {
  it("1-2 hull: 6d x2 against the ship's DR, what gets through costs HIP by the table", () => {
    const { record, state } = hit([1, ...six(3)]);
    expect(record).toMatchObject({
      place: 'hull',
      locationFace: 1,
      damage: 36,
      dr: 20,
      penetration: 16,
      penetrated: true,
      hipLoss: 20,
      steering: false,
      mast: null,
    });
    expect(state).toEqual({ ...freshState(frigate), hip: 480 });
    const miss = hit([2, ...six(1)]);
    expect(miss.record).toMatchObject({ place: 'hull', damage: 12, penetration: 0, penetrated: false, hipLoss: 0 });
    expect(miss.state.hip).toBe(500);
    expect(hit([2, 2, 2, 2, 2, 2, 1]).record).toMatchObject({ damage: 22, penetration: 2, hipLoss: 10 });
    expect(hit([1, 1, 1, 1, 1, 1, 5]).record).toMatchObject({ damage: 20, penetration: 0, hipLoss: 0 });
  });

  it('by calibre: an 18-pounder is 6d x3, a 32-pounder 6d x4', () => {
    expect(hit([1, ...six(6)], { calibre: 18 }).record).toMatchObject({ damage: 108, penetration: 88, hipLoss: 50 });
    expect(hit([1, ...six(2)], { calibre: 32 }).record).toMatchObject({ damage: 48, penetration: 28, hipLoss: 30 });
  });

  it("3 rigging: against DR 10, the calibre's sail damage, no rigging hit (decisions kr-rigging-dr and kr-rigging-hit)", () => {
    const { record, state } = hit([3, ...six(1)]);
    expect(record).toMatchObject({ place: 'rigging', damage: 12, dr: 10, penetrated: true, sailLoss: 10, hipLoss: 0 });
    expect(state.sailHp).toBe(190);
    expect(state.riggingHits).toBe(0);
    expect(hit([3, ...six(1)], { calibre: 32 }).record.sailLoss).toBe(40);
    expect(hit([3, ...six(1)], { calibre: 18 }).record.sailLoss).toBe(20);
    const low = freshState(frigate);
    low.sailHp = 15;
    expect(hit([3, ...six(1)], { calibre: 32 }, low).state.sailHp).toBe(0);
  });

  it('4 deck crew: 10 points of readiness, no damage roll, never below 0 (decision kr-readiness)', () => {
    const { record, state } = hit([4]);
    expect(record).toEqual({
      locationFace: 4,
      place: 'deck',
      mast: null,
      damageFaces: null,
      damage: null,
      dr: null,
      penetration: 0,
      penetrated: false,
      hipLoss: 0,
      sailLoss: 0,
      readinessLoss: 10,
      gunsDestroyed: 0,
      reloadDelay: 0,
      criticalFace: null,
      critical: null,
      mastCollapsed: false,
      steering: false,
    });
    expect(state.readiness).toBe(90);
    const worn = freshState(frigate);
    worn.readiness = 5;
    expect(hit([4], {}, worn).state.readiness).toBe(0);
  });

  it('5 cannons: 1d guns of the facing battery and a round on its reload (decision kr-cannon-hit)', () => {
    const { record, state } = hit([5, 4], { facing: 'starboard' });
    expect(record).toMatchObject({ place: 'cannons', damageFaces: [4], gunsDestroyed: 4, reloadDelay: 1 });
    expect(state.batteries.starboard).toMatchObject({ guns: 8, reload: 1 });
    expect(state.batteries.port).toMatchObject({ guns: 12, reload: 0 });
    const few = freshState(frigate);
    few.batteries.port.guns = 2;
    expect(hit([5, 6], {}, few).state.batteries.port.guns).toBe(0);
  });

  it("6 critical: only a hit through the ship's DR rolls the table (decision kr-critical-dr)", () => {
    const through = hit([6, ...six(6), 5]);
    expect(through.record).toMatchObject({
      place: 'critical',
      damage: 72,
      penetration: 52,
      hipLoss: 50,
      criticalFace: 5,
      critical: 'rigging-collapse',
    });
    expect(through.state).toMatchObject({ hip: 450, riggingHits: 1 });
    const stopped = hit([6, ...six(1)]);
    expect(stopped.record).toMatchObject({ penetrated: false, criticalFace: null, critical: null, hipLoss: 0 });
    expect(stopped.state).toEqual(freshState(frigate));
  });

  it.each(CRITICAL_BY_FACE.map((effect, i) => [i + 1, effect] as const))(
    'critical %i is %s (decision kr-critical-effects)',
    (face, effect) => {
      const { record, state } = hit([6, ...six(4), face]);
      expect(record.critical).toBe(effect);
      const changed = {
        fire: { fires: 1 },
        steering: { steeringDamaged: true },
        magazine: { magazineHits: 1 },
        injury: { injuries: 1 },
        'rigging-collapse': { riggingHits: 1 },
        major: { majorHits: 1 },
      }[effect];
      expect(state).toEqual({ ...freshState(frigate), hip: 470, ...changed });
      applyCritical(state, effect);
      const twice = Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, v === true ? true : 2]));
      expect(state).toEqual({ ...freshState(frigate), hip: 470, ...twice });
    },
  );

  it("called rudder: the ship's DR, HIP and steering when it gets through (decisions kr-called-location and kr-rudder)", () => {
    const { record, state } = hit(six(3), { called: 'rudder' });
    expect(record).toMatchObject({
      place: 'rudder',
      locationFace: null,
      mast: null,
      penetration: 16,
      hipLoss: 20,
      steering: true,
    });
    expect(state).toMatchObject({ hip: 480, steeringDamaged: true });
    expect(hit(six(1), { called: 'rudder' }).state.steeringDamaged).toBe(false);
  });

  it('called rigging and deck crew strike what they aim at', () => {
    expect(hit(six(2), { called: 'rigging', mast: 'fore' }).record).toMatchObject({
      place: 'rigging',
      locationFace: null,
      mast: null,
      sailLoss: 10,
    });
    expect(hit([], { called: 'deck' }).record).toMatchObject({ place: 'deck', readinessLoss: 10 });
  });

  it('bar shot at a mast: its DR, sail torn, down on the third penetrating hit (decision kr-mast-penetration)', () => {
    const state = freshState(frigate);
    const shot = (faces: number[]) => hit(faces, { called: 'mast', mast: 'main' }, state).record;
    expect(shot(six(2))).toMatchObject({
      place: 'mast',
      mast: 'main',
      damage: 24,
      dr: 25,
      penetrated: false,
      sailLoss: 0,
    });
    expect(shot([2, 2, 2, 2, 2, 3])).toMatchObject({
      damage: 26,
      penetrated: true,
      sailLoss: 10,
      hipLoss: 0,
      mastCollapsed: false,
    });
    expect(shot(six(4))).toMatchObject({ penetrated: true, mastCollapsed: false });
    expect(state.masts.main).toEqual({ dr: 25, penetrating: 2, lost: false });
    expect(shot(six(5))).toMatchObject({ penetrated: true, mastCollapsed: true });
    expect(state.masts.main).toEqual({ dr: 25, penetrating: 3, lost: true });
    expect(state).toMatchObject({ sailHp: 170, hip: 500 });
    expect(shot(six(5)).mastCollapsed).toBe(false);
  });

  it('never takes HIP below 0', () => {
    const state = freshState(frigate);
    state.hip = 30;
    expect(hit([1, ...six(6)], {}, state).state.hip).toBe(0);
  });
});
