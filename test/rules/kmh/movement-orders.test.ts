import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  QUALITIES,
  SAIL_LEVELS,
  activationMove,
  fullSail,
  lineMove,
  sailForMove,
  type SailLevel,
  type WindQuarter,
} from '../../../src/rules/kmh';
import { frigate, script, seventyFour } from './helpers';

const QUARTERS: WindQuarter[] = ['deadZone', 'bow', 'quarter', 'astern'];
const rank = (level: SailLevel) => SAIL_LEVELS.indexOf(level);

describe('shortening and making sail (decision sail-setting)', () => {
  it('keeps full sail without an order, whatever the quarter', () => {
    expect(sailForMove('average', null, null, 'quarter')).toEqual({ level: 'quarter', kept: null });
    expect(sailForMove('average', null, null, 'bow')).toEqual({ level: 'bow', kept: null });
  });

  it('takes an elite crew from the quarter to basic, then to a stop', () => {
    const first = sailForMove('elite', null, 'slow', 'quarter');
    expect(first).toEqual({ level: 'basic', kept: 'basic' });
    expect(sailForMove('elite', first.kept, 'slow', 'quarter')).toEqual({ level: 'stop', kept: 'stop' });
  });

  it('stops elite and average crews in one move from the bow, a poor crew in four from the quarter', () => {
    expect(sailForMove('elite', null, 'slow', 'bow').level).toBe('stop');
    expect(sailForMove('average', null, 'slow', 'bow').level).toBe('stop');
    let kept: SailLevel | null = null;
    const seen: SailLevel[] = [];
    for (let i = 0; i < 4; i++) {
      const next = sailForMove('poor', kept, 'slow', 'quarter');
      seen.push(next.level);
      kept = next.kept;
    }
    expect(seen).toEqual(['astern', 'basic', 'bow', 'stop']);
  });

  it('makes sail one rung at a time back to full sail, and the wind caps what she makes', () => {
    expect(sailForMove('average', 'stop', 'speed', 'quarter')).toEqual({ level: 'bow', kept: 'bow' });
    expect(sailForMove('average', 'basic', 'speed', 'quarter')).toEqual({ level: 'quarter', kept: null });
    // Set to basic with the wind on the bow: the bow is all she makes, basic is what she keeps.
    expect(sailForMove('average', 'basic', null, 'bow')).toEqual({ level: 'bow', kept: 'basic' });
    expect(sailForMove('elite', 'basic', 'speed', 'bow')).toEqual({ level: 'bow', kept: null });
    // Making sail under full sail changes nothing.
    expect(sailForMove('poor', null, 'speed', 'astern')).toEqual({ level: 'astern', kept: null });
  });

  it('never makes more than the quarter allows, and an order moves at most one rung', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUALITIES),
        fc.constantFrom<SailLevel | null>(null, ...SAIL_LEVELS),
        fc.constantFrom<'slow' | 'speed' | null>(null, 'slow', 'speed'),
        fc.constantFrom(...QUARTERS),
        (quality, kept, order, quarter) => {
          const { level, kept: next } = sailForMove(quality, kept, order, quarter);
          expect(rank(level)).toBeLessThanOrEqual(rank(fullSail(quarter)));
          if (order === 'slow') expect(rank(next ?? 'quarter')).toBeLessThanOrEqual(rank(kept ?? 'quarter'));
          if (order === 'speed') expect(rank(next ?? 'quarter')).toBeGreaterThanOrEqual(rank(kept ?? 'quarter'));
          // Keeping the top of the ladder is full sail.
          if (order === null) expect(next).toBe(kept === 'quarter' ? null : kept);
        },
      ),
    );
  });
});

describe('a squadron on its Move card (decision line-move)', () => {
  const wind = { fromDegrees: 0, becalmed: false, choppy: false };
  // Headings: 120° is wind on the quarter, 60° on the bow, 10° in the dead zone.
  it('rolls once for a line on one quarter and gives every ship the least distance', () => {
    const r = lineMove(
      [
        { ship: frigate(), headingDegrees: 120 },
        { ship: seventyFour(), headingDegrees: 120, fastSailor: true },
      ],
      { wind, inLine: true, manoeuvring: false },
      script(3, 4),
    );
    expect(r.test).toBeNull();
    expect(r.moves.map((m) => [m?.distance, m?.inLine, m?.level])).toEqual([
      [22, true, 'quarter'],
      [22, true, 'quarter'],
    ]);
  });

  it('tests the line when the ships are on different quarters, and sails all at the slowest setting', () => {
    const r = lineMove(
      [
        { ship: frigate(), headingDegrees: 60, poorSailors: true },
        { ship: frigate(), headingDegrees: 120 },
      ],
      { wind, inLine: true, manoeuvring: false },
      script(2, 5),
    );
    expect(r.test).toEqual({ roll: 2, maintained: true });
    expect(r.moves.map((m) => m?.distance)).toEqual([10, 10]);
    expect(r.moves.every((m) => m?.level === 'bow')).toBe(true);
  });

  it('lets every ship dice alone when the line breaks', () => {
    const r = lineMove(
      [
        { ship: frigate(), headingDegrees: 120, poorSailors: true },
        { ship: frigate(), headingDegrees: 120 },
      ],
      { wind, inLine: true, manoeuvring: true },
      script(1, 1, 1, 6, 6),
    );
    expect(r.test).toEqual({ roll: 1, maintained: false });
    expect(r.moves.map((m) => [m?.distance, m?.inLine])).toEqual([
      [17, false],
      [27, false],
    ]);
  });

  it('needs no test for a line with no poor sailors, even manoeuvring', () => {
    const r = lineMove(
      [
        { ship: frigate(), headingDegrees: 180 },
        { ship: frigate(), headingDegrees: 180 },
      ],
      { wind, inLine: true, manoeuvring: true },
      script(4),
    );
    expect(r.test).toEqual({ roll: null, maintained: true });
    expect(r.moves.map((m) => m?.distance)).toEqual([19, 19]);
  });

  it('keeps ships in the dead zone or without speed out of the line', () => {
    const r = lineMove(
      [
        { ship: frigate(), headingDegrees: 180 },
        { ship: frigate(), headingDegrees: 10 },
        { ship: frigate({ secondaryStruck: 45 }), headingDegrees: 180 },
        { ship: frigate(), headingDegrees: 180, level: 'basic' },
      ],
      { wind, inLine: true, manoeuvring: false },
      script(),
    );
    expect(r.moves[0]).toMatchObject({ distance: 15, inLine: true, level: 'basic' });
    expect(r.moves[1]).toMatchObject({ distance: 0, deadZone: true, inLine: false });
    expect(r.moves[2]).toBeNull();
    expect(r.moves[3]).toMatchObject({ distance: 15, inLine: true });
    // The ship in the dead zone is not in the line, so the line keeps one quarter and needs no test.
    expect(r.test).toBeNull();
  });

  it('moves ships alone when not in line, or becalmed', () => {
    const alone = lineMove(
      [
        { ship: frigate(), headingDegrees: 180 },
        { ship: frigate(), headingDegrees: 180 },
      ],
      { wind, inLine: false, manoeuvring: false },
      script(1, 6),
    );
    expect(alone.moves.map((m) => m?.distance)).toEqual([16, 21]);
    const calm = lineMove(
      [
        { ship: frigate(), headingDegrees: 180 },
        { ship: frigate(), headingDegrees: 180 },
      ],
      { wind: { ...wind, becalmed: true }, inLine: true, manoeuvring: false },
      script(),
    );
    expect(calm.moves.every((m) => m?.becalmed && m.distance === 0)).toBe(true);
  });
});

describe("one ship's activation (decision move-allowance)", () => {
  const wind = { fromDegrees: 0, becalmed: false, choppy: false };
  it('sails at full sail for her quarter, rolling its dice', () => {
    expect(activationMove(frigate(), { headingDegrees: 120, wind }, script(2, 3))).toEqual({
      quarter: 'quarter',
      level: 'quarter',
      basic: 15,
      faces: [2, 3],
      distance: 20,
      becalmed: false,
      deadZone: false,
    });
    expect(activationMove(frigate(), { headingDegrees: 180, wind, fastSailor: true }, script(2))).toMatchObject({
      quarter: 'astern',
      level: 'astern',
      distance: 19,
    });
  });
  it('sails slower when told, but never faster than the quarter allows', () => {
    expect(activationMove(frigate(), { headingDegrees: 120, wind, level: 'basic' }, script())).toMatchObject({
      level: 'basic',
      faces: [],
      distance: 15,
    });
    expect(activationMove(frigate(), { headingDegrees: 60, wind, level: 'quarter' }, script(4))).toMatchObject({
      quarter: 'bow',
      level: 'bow',
      distance: 11,
    });
  });
  it('in the dead zone makes no sailing move and says so; becalmed, none either', () => {
    expect(activationMove(frigate(), { headingDegrees: 10, wind }, script())).toEqual({
      quarter: 'deadZone',
      level: 'stop',
      basic: 15,
      faces: [],
      distance: 0,
      becalmed: false,
      deadZone: true,
    });
    expect(activationMove(frigate(), { headingDegrees: 120, wind: { ...wind, becalmed: true } }, script())).toEqual({
      quarter: 'quarter',
      level: 'stop',
      basic: 15,
      faces: [],
      distance: 0,
      becalmed: true,
      deadZone: false,
    });
  });
  it('refuses a ship with no speed left', () => {
    expect(() => activationMove(frigate({ secondaryStruck: 45 }), { headingDegrees: 120, wind }, script())).toThrow(
      /only drift/,
    );
  });
});

describe("a squadron's move at its edges", () => {
  const wind = { fromDegrees: 0, becalmed: false, choppy: false };
  it('a line of one ship able to sail is no line: she dices alone', () => {
    const r = lineMove(
      [
        { ship: frigate(), headingDegrees: 120 },
        { ship: frigate(), headingDegrees: 10 },
      ],
      { wind, inLine: true, manoeuvring: true },
      script(1, 1),
    );
    expect(r.test).toBeNull();
    expect(r.moves[0]).toMatchObject({ inLine: false, distance: 17 });
    expect(r.moves[1]).toMatchObject({ inLine: false, deadZone: true });
  });
  it('a line on one quarter not manoeuvring takes no test, even with poor sailors', () => {
    const r = lineMove(
      [
        { ship: frigate(), headingDegrees: 120, poorSailors: true },
        { ship: seventyFour(), headingDegrees: 120 },
      ],
      { wind, inLine: true, manoeuvring: false },
      script(1, 1),
    );
    expect(r.test).toBeNull();
    expect(r.moves.map((m) => [m?.distance, m?.basic, m?.quarter, m?.faces])).toEqual([
      [14, 15, 'quarter', [1, 1]],
      [14, 12, 'quarter', [1, 1]],
    ]);
  });
  it('the line sails at the slowest setting any ship may or will make', () => {
    const r = lineMove(
      [
        { ship: frigate(), headingDegrees: 120, level: 'astern' },
        { ship: frigate(), headingDegrees: 120 },
      ],
      { wind, inLine: true, manoeuvring: false },
      script(3),
    );
    expect(r.moves.map((m) => [m?.level, m?.distance, m?.becalmed, m?.deadZone])).toEqual([
      ['astern', 18, false, false],
      ['astern', 18, false, false],
    ]);
  });
  it('ships alone keep their own settings and dice in order', () => {
    const r = lineMove(
      [
        { ship: frigate(), headingDegrees: 120, level: 'basic' },
        { ship: frigate(), headingDegrees: 60, fastSailor: true },
      ],
      { wind, inLine: false, manoeuvring: false },
      script(4),
    );
    expect(r.moves.map((m) => [m?.level, m?.distance, m?.inLine])).toEqual([
      ['basic', 15, false],
      ['bow', 13, false],
    ]);
  });
  it('a ship with no speed boxes at all stays out, and null', () => {
    const r = lineMove(
      [{ ship: frigate({ basicSpeed: 0, secondaryStruck: 0 }), headingDegrees: 120 }],
      { wind, inLine: false, manoeuvring: false },
      script(),
    );
    expect(r.moves).toEqual([null]);
  });
});
