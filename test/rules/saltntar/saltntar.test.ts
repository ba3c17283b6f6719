import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  HULLS,
  HULL_TYPES,
  SALTNTAR_DECISIONS,
  applyManeuver,
  bearingCentres,
  bearingOf,
  canOrder,
  compassOffset,
  compassPoints,
  defaultHullType,
  initialDirection,
  initialSaltntarState,
  initialWindSpeed,
  luckRolls,
  rollInitialWind,
  saltntarDecision,
  saltntarMove,
  saltntarTurning,
  snapToPoint,
  strainEffect,
  strainRoll,
  turnPasses,
  windRoll,
  withHull,
  declareManeuver,
  type SaltntarShipState,
} from '../../../src/rules/saltntar';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { RulesError } from '../../../src/rules/errors';

const dice = (...faces: number[]) => new ScriptedDice(faces);

describe('bearings', () => {
  it('names the bearing from the angle to the wind on eight points', () => {
    // Wind from the north (0).
    expect(bearingOf(0, 0, 8)).toBe('headToWind');
    expect(bearingOf(45, 0, 8)).toBe('beating');
    expect(bearingOf(270, 0, 8)).toBe('quarterReaching');
    expect(bearingOf(135, 0, 8)).toBe('broadReaching');
    expect(bearingOf(180, 0, 8)).toBe('running');
    // Between points: the one farther off the wind (decision saltntar-bearing).
    expect(bearingOf(22.5, 0, 8)).toBe('beating');
    expect(bearingOf(20, 0, 8)).toBe('headToWind');
  });

  it('has no quarter reach on six points', () => {
    expect(bearingOf(60, 0, 6)).toBe('beating');
    expect(bearingOf(120, 0, 6)).toBe('broadReaching');
    expect(bearingOf(180, 0, 6)).toBe('running');
  });
});

describe('the move', () => {
  it('multiplies wind speed by the speed factor, in inches, and gives it in cm', () => {
    // The text's examples: a small galley on a quarter reach at WS 2 makes 14"; a longship 18".
    const galley = saltntarMove(initialSaltntarState('smallGalley'), 90, { fromDegrees: 0, speed: 2 }, 8);
    expect(galley).toMatchObject({ mode: 'sail', bearing: 'quarterReaching', inches: 14 });
    expect(galley.cm).toBeCloseTo(35.56);
    expect(saltntarMove(initialSaltntarState('longship'), 90, { fromDegrees: 0, speed: 2 }, 8).inches).toBe(18);
    // Beating at WS 3: a warship 12", a schooner 24".
    expect(saltntarMove(initialSaltntarState('sailedWarship'), 45, { fromDegrees: 0, speed: 3 }, 8).inches).toBe(12);
    expect(saltntarMove(initialSaltntarState('schooner'), 45, { fromDegrees: 0, speed: 3 }, 8).inches).toBe(24);
  });

  it('goes astern head to wind', () => {
    const move = saltntarMove(initialSaltntarState('longship'), 0, { fromDegrees: 0, speed: 2 }, 8);
    expect(move).toMatchObject({ mode: 'astern', inches: 4 });
    expect(saltntarTurning(8, move).astern).toBe(true);
  });

  it('halves when reefed, drifts when furled, stays put at anchor, loses lasting speed', () => {
    const state = initialSaltntarState('sailedWarship');
    const wind = { fromDegrees: 0, speed: 2 };
    expect(saltntarMove({ ...state, sails: 'reefed' }, 90, wind, 8).inches).toBe(10);
    expect(saltntarMove({ ...state, sails: 'furled' }, 90, wind, 8)).toMatchObject({
      mode: 'drift',
      inches: 2,
      driftDegrees: 180,
    });
    expect(saltntarMove({ ...state, anchored: true }, 90, wind, 8).mode).toBe('still');
    expect(saltntarMove({ ...state, speedLossInches: 6 }, 90, wind, 8).inches).toBe(14);
    expect(saltntarMove({ ...state, speedLossInches: 30 }, 90, wind, 8).mode).toBe('drift');
  });

  it('rows at the quarter reach factor, half in the first round', () => {
    const rowing = applyManeuver(initialSaltntarState('smallGalley'), 'row');
    expect(saltntarMove(rowing, 0, { fromDegrees: 0, speed: 1 }, 8)).toMatchObject({ mode: 'row', inches: 3.5 });
    const full = { ...rowing, rowing: 2 as const };
    expect(saltntarMove(full, 0, { fromDegrees: 0, speed: 0 }, 8).inches).toBe(7);
    expect(() =>
      saltntarMove({ ...initialSaltntarState('cutter'), rowing: 2 }, 0, { fromDegrees: 0, speed: 0 }, 8),
    ).toThrow(RulesError);
  });

  it('is calm at wind 0 and runs or drifts in a gale', () => {
    const warship = initialSaltntarState('sailedWarship');
    expect(saltntarMove(warship, 90, { fromDegrees: 0, speed: 0 }, 8).mode).toBe('still');
    expect(saltntarMove(warship, 180, { fromDegrees: 0, speed: 4 }, 8)).toMatchObject({
      mode: 'sail',
      inches: 14,
      strain: 1,
      gale: true,
    });
    expect(saltntarMove(warship, 90, { fromDegrees: 0, speed: 4 }, 8)).toMatchObject({ mode: 'drift', inches: 4 });
  });

  it('turns a point per half move in combat, two in a race, none adrift', () => {
    expect(saltntarTurning(8, { mode: 'sail' })).toMatchObject({ pointDegrees: 45, stages: 2, pointsPerStage: 1 });
    expect(saltntarTurning(6, { mode: 'sail' }, 'race')).toMatchObject({
      pointDegrees: 60,
      stages: 1,
      pointsPerStage: 2,
    });
    expect(saltntarTurning(8, { mode: 'drift' }).pointsPerStage).toBe(0);
  });

  it('has a table for each of the eight hulls with a backwards value', () => {
    expect(HULL_TYPES).toHaveLength(8);
    for (const hull of HULL_TYPES) expect(HULLS[hull].speedFactors.headToWind).toBeLessThan(0);
    expect(defaultHullType('first', false)).toBe('sailedWarship');
    expect(defaultHullType('cutter', false)).toBe('cutter');
    expect(defaultHullType('sloop', true)).toBe('smallMerchant');
  });
});

describe('wind', () => {
  it('snaps to eight points, or six through the hex sides', () => {
    expect(compassPoints(8)).toEqual([0, 45, 90, 135, 180, 225, 270, 315]);
    expect(compassPoints(6, 'rows')).toEqual([30, 90, 150, 210, 270, 330]);
    expect(snapToPoint(100, 8)).toBe(90);
    expect(snapToPoint(22.5, 8)).toBe(45);
    expect(snapToPoint(350, 8)).toBe(0);
    expect(snapToPoint(100, 6)).toBe(120);
    expect(snapToPoint(10, 6, 'rows')).toBe(30);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 359.99, noNaN: true }),
        fc.constantFrom(8 as const, 6 as const),
        fc.constantFrom('rows' as const, 'columns' as const),
        (d, points, layout) => {
          expect(compassPoints(points, layout)).toContain(snapToPoint(d, points, layout));
        },
      ),
    );
  });

  it('rolls the initial wind by the revised tables', () => {
    expect([1, 2, 5, 6].map(initialWindSpeed)).toEqual([1, 2, 2, 3]);
    expect([1, 3, 6, 8].map((f) => initialDirection(f, 8))).toEqual([0, 90, 225, 315]);
    expect([1, 3, 6].map((f) => initialDirection(f, 6, 'rows'))).toEqual([330, 90, 270]);
    expect(rollInitialWind(8, 'columns', dice(3, 6)).wind).toEqual({ fromDegrees: 90, speed: 3 });
  });

  it('changes by the wind roll', () => {
    const wind = { fromDegrees: 0, speed: 2 };
    expect(windRoll(wind, 8, dice(1)).wind).toEqual({ fromDegrees: 45, speed: 2 });
    expect(windRoll(wind, 6, dice(6)).wind).toEqual({ fromDegrees: 300, speed: 2 });
    expect(windRoll(wind, 8, dice(2)).wind.speed).toBe(1);
    expect(windRoll(wind, 8, dice(4)).wind).toEqual(wind);
    expect(windRoll({ fromDegrees: 0, speed: 6 }, 8, dice(5)).wind.speed).toBe(6);
  });

  it('shares the luck of two 1s or two 6s', () => {
    expect(luckRolls([1, 3])).toMatchObject({ common: 0, own: [-1, 0] });
    expect(luckRolls([1, 1, 4])).toMatchObject({ common: -1, own: [0, 0, 0] });
    expect(luckRolls([6, 6, 2])).toMatchObject({ common: 1, own: [1, 1, 0], strain: [1, 1, 0] });
    expect(luckRolls([6, 5])).toMatchObject({ common: 0, own: [2, 1], strain: [1, 0] });
  });
});

describe('strain', () => {
  it('reads the table by d6 + strain', () => {
    expect([5, 6, 7, 8, 9, 10, 11, 12, 15].map(strainEffect)).toEqual([
      'none',
      'creak',
      'water',
      'staysSnap',
      'awash',
      'sailsTear',
      'mastBreaks',
      'sinking',
      'sinking',
    ]);
  });

  it('keeps the lasting effects', () => {
    const ship = { ...initialSaltntarState('cutter'), strain: 5 };
    expect(strainRoll(ship, dice(2)).state).toMatchObject({ speedLossInches: 3 });
    expect(strainRoll(ship, dice(1)).state.strain).toBe(6);
    const broken = strainRoll(ship, dice(6)).state;
    expect(broken).toMatchObject({ mastsBroken: 1, speedLossInches: 3 });
    expect(saltntarMove(broken, 90, { fromDegrees: 0, speed: 2 }, 8).mode).toBe('drift');
    const sinking = strainRoll({ ...ship, strain: 7 }, dice(5, 4));
    expect(sinking).toMatchObject({ effect: 'sinking', sinkRoll: 4 });
    expect(sinking.state.sinkingIn).toBe(4);
    expect(() => strainRoll(initialSaltntarState('cutter'), dice(1))).toThrow(RulesError);
  });
});

describe("the Salt'n'Tar decisions", () => {
  it('are each cited in the code or tests, and each citation exists', () => {
    // The Foundry layer applies readings too (the strain phase, anchoring's roll), so look everywhere.
    const dirs = [join(__dirname, '../../../src'), join(__dirname, '../..')];
    const cited = new Set<string>();
    for (const dir of dirs) {
      for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
        (f) => f.endsWith('.ts') && !f.endsWith('decisions.ts'),
      )) {
        const text = readFileSync(join(dir, file), 'utf8').replace(/\n\s*(\*|\/\/)\s*/g, ' ');
        for (const m of text.matchAll(/decision (saltntar-[a-z0-9-]+)/gi)) cited.add(m[1]!);
      }
    }
    expect([...cited].filter((id) => !saltntarDecision(id))).toEqual([]);
    expect(SALTNTAR_DECISIONS.map((d) => d.id).filter((id) => !cited.has(id))).toEqual([]);
  });
});

describe('the move, case by case', () => {
  const north = (speed: number) => ({ fromDegrees: 0, speed });
  const warship = initialSaltntarState('sailedWarship');

  it('centres each bearing one compass point further off the wind', () => {
    expect(bearingCentres(8)).toEqual([
      { bearing: 'headToWind', degrees: 0 },
      { bearing: 'beating', degrees: 45 },
      { bearing: 'quarterReaching', degrees: 90 },
      { bearing: 'broadReaching', degrees: 135 },
      { bearing: 'running', degrees: 180 },
    ]);
    expect(bearingCentres(6).map((c) => c.degrees)).toEqual([0, 60, 120, 180]);
  });

  it('gives a drift direction only to a drifting ship', () => {
    expect(saltntarMove(warship, 90, north(2), 8).driftDegrees).toBeNull();
    expect(saltntarMove(warship, 0, north(2), 8)).toMatchObject({ mode: 'astern', driftDegrees: null });
    expect(saltntarMove({ ...warship, anchored: true }, 90, north(2), 8).driftDegrees).toBeNull();
    expect(saltntarMove({ ...warship, sails: 'furled' }, 90, { fromDegrees: 90, speed: 2 }, 8).driftDegrees).toBe(270);
  });

  it('drifts when the lasting losses take exactly all of her way', () => {
    // Beating at wind 3: 4 × 3 = 12", all of it lost.
    expect(saltntarMove({ ...warship, speedLossInches: 12 }, 45, north(3), 8)).toMatchObject({
      mode: 'drift',
      inches: 3,
    });
    expect(saltntarMove({ ...warship, speedLossInches: 11 }, 45, north(3), 8)).toMatchObject({
      mode: 'sail',
      inches: 1,
    });
  });

  it('drifts with furled sails or every mast gone, even running', () => {
    expect(saltntarMove({ ...warship, sails: 'furled' }, 180, north(2), 8)).toMatchObject({ mode: 'drift', inches: 2 });
    expect(saltntarMove({ ...warship, mastsBroken: 3 }, 180, north(2), 8)).toMatchObject({ mode: 'drift', inches: 2 });
    expect(saltntarMove({ ...warship, mastsBroken: 2 }, 180, north(2), 8)).toMatchObject({ mode: 'sail', inches: 20 });
  });

  it('lets neither a drifting nor a still ship turn', () => {
    for (const mode of ['drift', 'still'] as const) {
      expect(saltntarTurning(8, { mode })).toMatchObject({ stages: 1, pointsPerStage: 0 });
      expect(saltntarTurning(8, { mode }, 'race')).toMatchObject({ stages: 1, pointsPerStage: 0 });
    }
    expect(saltntarTurning(8, { mode: 'row' })).toMatchObject({ stages: 2, pointsPerStage: 1 });
  });
});

describe('a change of hull', () => {
  const rowingGalley: SaltntarShipState = { ...initialSaltntarState('largeGalley'), sails: 'furled', rowing: 2 };

  it('keeps the very same state when the hull is the one she has', () => {
    expect(withHull(rowingGalley, 'largeGalley')).toBe(rowingGalley);
  });

  it('stops the oars on a hull without them and keeps them on one with oars', () => {
    expect(withHull(rowingGalley, 'cutter')).toMatchObject({ hull: 'cutter', rowing: 0 });
    expect(withHull(rowingGalley, 'longship')).toMatchObject({ hull: 'longship', rowing: 2 });
  });

  it('leaves a ship resting oars she no longer has at a standstill, not rowing again', () => {
    const resting = declareManeuver(rowingGalley, 'restOars', 0).state;
    const cutter = withHull(resting, 'cutter');
    const next = turnPasses(cutter, 0);
    expect(next.rowing).toBe(0);
    expect(saltntarMove(next, 90, { fromDegrees: 0, speed: 0 }, 8).mode).toBe('still');
  });
});

describe('each strain effect marks only its own loss', () => {
  const ship = { ...initialSaltntarState('sailedWarship'), strain: 5 };
  const after = (face: number) => strainRoll(ship, dice(face)).state;

  it('a creak or snapped stays mark one more strain and nothing else', () => {
    for (const face of [1, 3])
      expect(after(face)).toMatchObject({ strain: 6, speedLossInches: 0, crewLossTenths: 0, mastsBroken: 0 });
  });

  it('water, torn sails or a broken mast cost 3" of speed and no strain', () => {
    for (const face of [2, 5, 6])
      expect(after(face)).toMatchObject({ strain: 5, speedLossInches: 3, crewLossTenths: 0 });
  });

  it('a deck awash takes a tenth of the crew and nothing else', () => {
    expect(after(4)).toMatchObject({ strain: 5, speedLossInches: 0, crewLossTenths: 1, mastsBroken: 0 });
  });
});

describe('which orders change something', () => {
  const ship = initialSaltntarState('sailedWarship');

  it('reefs only full sails and furls only sails not yet furled', () => {
    expect(canOrder(ship, 'reef', 2)).toBe(true);
    expect(canOrder({ ...ship, sails: 'reefed' }, 'reef', 2)).toBe(false);
    expect(canOrder({ ...ship, sails: 'furled' }, 'reef', 2)).toBe(false);
    expect(canOrder({ ...ship, sails: 'reefed' }, 'furl', 2)).toBe(true);
    expect(canOrder({ ...ship, sails: 'furled' }, 'furl', 2)).toBe(false);
  });

  it('puts out oars only on an oared hull, in a wind of 1 or less, when not rowing already', () => {
    const galley = initialSaltntarState('smallGalley');
    expect(canOrder(galley, 'row', 1)).toBe(true);
    expect(canOrder(galley, 'row', 2)).toBe(false);
    expect(canOrder(ship, 'row', 0)).toBe(false);
    expect(canOrder({ ...galley, sails: 'furled', rowing: 1 }, 'row', 0)).toBe(false);
    expect(canOrder({ ...galley, sails: 'furled', rowing: 2 }, 'row', 0)).toBe(false);
  });

  it('keeps a crew rowing at full speed at it when oars are ordered again', () => {
    expect(applyManeuver({ ...initialSaltntarState('longship'), sails: 'furled', rowing: 2 }, 'row').rowing).toBe(2);
  });

  it('calls for a strain roll at the order only when anchoring under sail', () => {
    for (const maneuver of ['reef', 'furl'] as const)
      expect(declareManeuver(ship, maneuver, 2).strainRollNow).toBe(false);
    expect(declareManeuver({ ...ship, anchored: true }, 'weigh', 2).strainRollNow).toBe(false);
    expect(declareManeuver(ship, 'anchor', 2).strainRollNow).toBe(true);
  });
});

describe('the hull a KMH ship gets by default (decision saltntar-hull-default)', () => {
  it('makes a merchant cutter, sloop or gun-brig a small merchant and any bigger merchant a large one', () => {
    for (const rate of ['cutter', 'sloop', 'gunBrig']) expect(defaultHullType(rate, true)).toBe('smallMerchant');
    for (const rate of ['first', 'third', 'fifth', 'sixth']) expect(defaultHullType(rate, true)).toBe('largeMerchant');
  });

  it('makes a warship cutter a cutter, sloops and gun-brigs schooners, every rated ship a sailed warship', () => {
    expect(defaultHullType('cutter', false)).toBe('cutter');
    expect(defaultHullType('sloop', false)).toBe('schooner');
    expect(defaultHullType('gunBrig', false)).toBe('schooner');
    for (const rate of ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'])
      expect(defaultHullType(rate, false)).toBe('sailedWarship');
  });
});

describe('the compass of a scene and the first wind', () => {
  it('turns the compass by half a point only for six points on a hex scene in rows', () => {
    expect(compassOffset(6, 'rows')).toBe(30);
    expect(compassOffset(6, 'columns')).toBe(0);
    expect(compassOffset(8, 'rows')).toBe(0);
    expect(compassOffset(8, 'columns')).toBe(0);
  });

  it('reads a d6 of wind direction clockwise from the first point of the layout', () => {
    const faces = [1, 2, 3, 4, 5, 6];
    expect(faces.map((f) => initialDirection(f, 6, 'columns'))).toEqual([0, 60, 120, 180, 240, 300]);
    expect(faces.map((f) => initialDirection(f, 6, 'rows'))).toEqual([330, 30, 90, 150, 210, 270]);
    expect(initialDirection(3, 6)).toBe(120);
  });

  it('reports the dice it rolled for the first wind and for the luck', () => {
    expect(rollInitialWind(6, 'rows', dice(2, 6)).faces).toEqual([2, 6]);
    expect(luckRolls([3, 6, 1])).toMatchObject({ rolls: [3, 6, 1] });
  });
});
