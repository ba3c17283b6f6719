import { describe, expect, it } from 'vitest';
import {
  SALTNTAR_DECISIONS,
  crewLostAwash,
  declareManeuver,
  initialDirection,
  initialSaltntarState,
  initialWindSpeed,
  luckRolls,
  rollLuck,
  saltntarDecision,
  saltntarMove,
  strainEffect,
  strainRoll,
  windRollEffect,
} from '../../../src/rules/saltntar';
import {
  advance,
  back,
  markRolled,
  rollInitiative,
  setInitiative,
  startSequence,
} from '../../../src/rules/saltntar/sequence';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { expectInvalidNumber, expectRefusal } from '../refusal';

const dice = (...faces: number[]) => new ScriptedDice(faces);
const wind = { fromDegrees: 0, speed: 2 };

describe("what Salt'n'Tar refuses, and why", () => {
  it('oars to a hull without them, naming the hull, whether ordered or already rowing', () => {
    expectRefusal(() => declareManeuver(initialSaltntarState('cutter'), 'row', 0), 'NoOars', { hull: 'cutter' });
    expectRefusal(() => saltntarMove({ ...initialSaltntarState('schooner'), rowing: 2 }, 90, wind, 8), 'NoOars', {
      hull: 'schooner',
    });
  });
  it('oars in a wind above 1, naming the wind; an order that changes nothing, naming it', () => {
    expectRefusal(() => declareManeuver(initialSaltntarState('longship'), 'row', 2), 'TooWindyToRow', { windSpeed: 2 });
    expect(declareManeuver(initialSaltntarState('longship'), 'row', 1).state.pending).toEqual({
      maneuver: 'row',
      turnsLeft: 2,
    });
    expectRefusal(() => declareManeuver(initialSaltntarState('longship'), 'unreef', 1), 'CannotOrder', {
      maneuver: 'unreef',
    });
    expectRefusal(() => declareManeuver({ ...initialSaltntarState('longship'), rowing: 2 }, 'row', 0), 'CannotOrder', {
      maneuver: 'row',
    });
  });
  it('a strain roll without strain, or for a ship going down', () => {
    expectRefusal(() => strainRoll(initialSaltntarState('cutter'), dice(1)), 'NoStrain');
    expectRefusal(
      () => strainRoll({ ...initialSaltntarState('cutter'), strain: 2, sinkingIn: 3 }, dice(1)),
      'GoingDown',
    );
    expect(strainRoll(initialSaltntarState('cutter'), dice(2), true)).toMatchObject({
      roll: 2,
      total: 2,
      effect: 'none',
    });
  });
  it("the turn's sequence: a phase rolled twice, sides unnamed or twice, a step before the first, initiative out of its phase or order", () => {
    const s = startSequence('combat', ['red', 'blue']);
    expectRefusal(() => markRolled(markRolled(s)), 'AlreadyRolled');
    expectRefusal(() => markRolled(advance(advance(advance(s)))), 'AlreadyRolled');
    expectRefusal(() => startSequence('combat', ['red', 'red']), 'BadSides');
    expectRefusal(() => startSequence('combat', ['red', '']), 'BadSides');
    expectRefusal(() => rollInitiative(['a', 'a'], dice()), 'BadSides');
    expectRefusal(() => back(s), 'TurnStart');
    expectRefusal(() => setInitiative(s, ['red', 'blue']), 'NotInitiative');
    const atInitiative = advance(advance(advance(s)));
    expectRefusal(() => setInitiative(atInitiative, ['red']), 'BadOrder');
    expectRefusal(() => setInitiative(atInitiative, ['red', 'green']), 'BadOrder');
    expect(setInitiative(atInitiative, ['blue', 'red']).sides).toEqual(['blue', 'red']);
    expectInvalidNumber(() => startSequence('racing', ['red'], 0), 'turn', 1);
  });
  it('numbers out of range, each named', () => {
    expectInvalidNumber(() => initialDirection(9, 8), 'd8', 1, 8);
    expectInvalidNumber(() => initialDirection(7, 6), 'd6', 1, 6);
    expectInvalidNumber(() => initialDirection(0, 6, 'rows'), 'd6', 1, 6);
    expectInvalidNumber(() => initialWindSpeed(7), 'd6', 1, 6);
    expectInvalidNumber(() => windRollEffect(0), 'd6', 1, 6);
    expectInvalidNumber(() => luckRolls([3, 7]), 'd6', 1, 6);
    expectInvalidNumber(() => rollLuck(0, dice()), 'sides', 1, 12);
    expectInvalidNumber(() => rollLuck(13, dice()), 'sides', 1, 12);
    expectInvalidNumber(() => strainEffect(0), 'strain roll', 1, 100);
    expectInvalidNumber(() => strainEffect(101), 'strain roll', 1, 100);
    expectInvalidNumber(() => crewLostAwash(-1, 1), 'crew', 0);
    expectInvalidNumber(() => crewLostAwash(40, 11), 'tenths of the crew', 0, 10);
    expectInvalidNumber(
      () => saltntarMove(initialSaltntarState('cutter'), 90, { fromDegrees: 0, speed: 13 }, 8),
      'wind speed',
      0,
      12,
    );
  });
});

describe("the Salt'n'Tar decisions list", () => {
  it('has unique ids and says something for each', () => {
    const ids = SALTNTAR_DECISIONS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of SALTNTAR_DECISIONS) {
      expect(d.id).toMatch(/^saltntar(-[a-z0-9]+)+$/);
      expect(d.rule).toMatch(/^[A-Z][a-z' ]+ \/ S\d(, F\d+)?$/);
      expect(d.decision.length).toBeGreaterThan(20);
      expect(saltntarDecision(d.id)).toBe(d);
    }
    expect(saltntarDecision('saltntar-none')).toBeUndefined();
  });
});
