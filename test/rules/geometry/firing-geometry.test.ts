import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bearingOffBow,
  distanceToHull,
  hullCorners,
  keelAngle,
  localPoint,
  measureFire,
  sideCentre,
  sideTowards,
  type ShipFootprint,
} from '../../../src/rules/geometry/firing-geometry';
import { RulesError } from '../../../src/rules/errors';
import { expectRefusal } from '../refusal';

/** A 74 heading north (up) at the origin: 8 cm long, 2 cm beam. */
const ship = (over: Partial<ShipFootprint> = {}): ShipFootprint => ({
  x: 0,
  y: 0,
  heading: 0,
  lengthCm: 8,
  beamCm: 2,
  ...over,
});

describe('firing geometry', () => {
  it('puts the hull corners and side centres where a heading says', () => {
    const corners = hullCorners(ship());
    expect(corners[0]!.x).toBeCloseTo(1);
    expect(corners[0]!.y).toBeCloseTo(-4);
    const port = sideCentre(ship({ heading: 90 }), 'port');
    // Heading east, port is north (up, negative y).
    expect(port.x).toBeCloseTo(0);
    expect(port.y).toBeCloseTo(-1);
    const bow = sideCentre(ship({ heading: 90 }), 'bow');
    expect(bow.x).toBeCloseTo(4);
    expect(() => hullCorners(ship({ beamCm: 0 }))).toThrow(RulesError);
  });

  it('measures to the nearest point of the hull, zero inside it', () => {
    expect(distanceToHull({ x: 11, y: 0 }, ship())).toBeCloseTo(10);
    expect(distanceToHull({ x: 0, y: -14 }, ship())).toBeCloseTo(10);
    expect(distanceToHull({ x: 4, y: -8 }, ship())).toBeCloseTo(5);
    expect(distanceToHull({ x: 0.5, y: 1 }, ship())).toBe(0);
  });

  it('measures from the firing side: a target 20 cm abeam to starboard is 19 cm from the side, 20 from the centre line', () => {
    const firer = ship();
    const target = ship({ x: 21, heading: 0 });
    const m = measureFire(firer, target, 'starboard');
    expect(m.distanceCm).toBeCloseTo(19);
    expect(m.bearing).toBeCloseTo(90);
    expect(m.bears).toBe(true);
    expect(m.kind).toBe('full');
    expect(m.rake).toBe('none');
    expect(measureFire(firer, target, 'port').bears).toBe(false);
  });

  it('calls a target more than 15° off the beam a partial broadside', () => {
    const firer = ship();
    // 20° forward of the starboard beam.
    const r = 20;
    const a = (70 * Math.PI) / 180;
    const target = ship({ x: r * Math.sin(a), y: -r * Math.cos(a) });
    expect(measureFire(firer, target, 'starboard').kind).toBe('partial');
    const b = (76 * Math.PI) / 180;
    expect(measureFire(firer, ship({ x: r * Math.sin(b), y: -r * Math.cos(b) }), 'starboard').kind).toBe('full');
  });

  it('finds a stern rake across the stern and a bow rake across the bow, within 3° of square', () => {
    // The target heads north; the firer lies 10 cm astern of her, heading east, and fires to port (north).
    const target = ship();
    const firer = ship({ y: 16, heading: 90 });
    const stern = measureFire(firer, target, 'port');
    expect(stern.rake).toBe('stern');
    expect(stern.distanceCm).toBeCloseTo(11);
    const bowFirer = ship({ y: -16, heading: 92 });
    expect(measureFire(bowFirer, target, 'starboard').rake).toBe('bow');
    expect(measureFire(ship({ y: -16, heading: 94 }), target, 'starboard').rake).toBe('none');
    // Square to her but abeam of her, not off an end: no rake.
    expect(measureFire(ship({ x: 12, heading: 90 }), target, 'bow').rake).toBe('none');
  });

  it('keel angles ignore direction and bearings are clockwise off the bow', () => {
    expect(keelAngle(10, 190)).toBe(0);
    expect(keelAngle(0, 270)).toBe(90);
    expect(bearingOffBow(ship({ heading: 90 }), { x: 0, y: 10 })).toBeCloseTo(90);
    expect(bearingOffBow(ship({ heading: 90 }), { x: 0, y: -10 })).toBeCloseTo(-90);
  });

  it('never measures less than zero or more than the centre-to-centre distance from the near side', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 359, noNaN: true }),
        fc.double({ min: 0, max: 359, noNaN: true }),
        (x, y, h1, h2) => {
          const firer = ship({ heading: h1 });
          const target = ship({ x, y, heading: h2 });
          const m = measureFire(firer, target, 'port');
          const from = sideCentre(firer, 'port');
          expect(m.distanceCm).toBeGreaterThanOrEqual(0);
          expect(m.distanceCm).toBeLessThanOrEqual(Math.hypot(x - from.x, y - from.y) + 1e-9);
        },
      ),
    );
  });
});

describe('the side a target lies on', () => {
  it('is port when she bears to port of the bow, starboard otherwise', async () => {
    const { sideTowards } = await import('../../../src/rules/geometry/firing-geometry');
    const firer = { x: 0, y: 0, heading: 0, lengthCm: 10, beamCm: 3 };
    expect(sideTowards(firer, { x: -20, y: 0 })).toBe('port');
    expect(sideTowards(firer, { x: 20, y: 5 })).toBe('starboard');
    expect(sideTowards({ ...firer, heading: 90 }, { x: 0, y: -20 })).toBe('port');
    expect(sideTowards({ ...firer, heading: 90 }, { x: 0, y: 20 })).toBe('starboard');
  });
});

describe('firing geometry at its edges', () => {
  it('refuses a footprint that is not a number, naming the field, or a hull of no size', () => {
    expectRefusal(() => hullCorners(ship({ x: Number.NaN })), 'InvalidFootprint', { name: 'x' }, [
      'x must be a number; got NaN',
    ]);
    expectRefusal(() => sideCentre(ship({ heading: Number.POSITIVE_INFINITY }), 'bow'), 'InvalidFootprint', {
      name: 'heading',
    });
    expectRefusal(() => distanceToHull({ x: 0, y: 0 }, ship({ lengthCm: 0 })), 'InvalidFootprint', {
      lengthCm: 0,
      beamCm: 2,
    });
    expectRefusal(() => hullCorners(ship({ beamCm: -1 })), 'InvalidFootprint', { lengthCm: 8, beamCm: -1 });
    expect(hullCorners(ship({ lengthCm: 0.01, beamCm: 0.01 }))).toHaveLength(4);
  });
  it('puts the four corners bow-starboard, stern-starboard, stern-port, bow-port', () => {
    const c = hullCorners(ship({ x: 10, y: 20 })).map((p) => [
      Math.round(p.x * 1e9) / 1e9,
      Math.round(p.y * 1e9) / 1e9,
    ]);
    expect(c).toEqual([
      [11, 16],
      [11, 24],
      [9, 24],
      [9, 16],
    ]);
  });
  it('puts each side centre on its side', () => {
    const round = (p: { x: number; y: number }) => [Math.round(p.x * 1e9) / 1e9 + 0, Math.round(p.y * 1e9) / 1e9 + 0];
    const s = ship({ x: 10, y: 20, heading: 90 });
    expect(round(sideCentre(s, 'bow'))).toEqual([14, 20]);
    expect(round(sideCentre(s, 'stern'))).toEqual([6, 20]);
    expect(round(sideCentre(s, 'starboard'))).toEqual([10, 21]);
    expect(round(sideCentre(s, 'port'))).toEqual([10, 19]);
  });
  it('bow chasers bear ahead of the beam, stern chasers abaft it, both on the beam itself', () => {
    const firer = ship();
    expect(measureFire(firer, ship({ x: 20, y: 0 }), 'bow')).toMatchObject({ bears: true, kind: 'full', rake: 'none' });
    expect(measureFire(firer, ship({ x: 20, y: 0 }), 'stern').bears).toBe(true);
    expect(measureFire(firer, ship({ x: 5, y: 20 }), 'bow').bears).toBe(false);
    expect(measureFire(firer, ship({ x: 5, y: 20 }), 'stern').bears).toBe(true);
    expect(measureFire(firer, ship({ x: 5, y: -20 }), 'stern').bears).toBe(false);
    expect(measureFire(firer, ship({ x: -20, y: 0 }), 'port')).toMatchObject({ bears: true, keelAngle: 0 });
    expect(measureFire(firer, ship({ x: -20, y: 0 }), 'starboard').bears).toBe(false);
  });
  it('a rake needs the firing side off an end of the target: square but alongside her is none', () => {
    // The target lies across the firer's bow line, 20 cm to starboard, heading east: square keels.
    const firer = ship();
    const alongside = measureFire(firer, ship({ x: 20, y: 0, heading: 90 }), 'starboard');
    expect(alongside.keelAngle).toBe(90);
    expect(alongside.rake).toBe('stern');
    const across = measureFire(firer, ship({ x: 20, y: 0, heading: 270 }), 'starboard');
    expect(across.rake).toBe('bow');
    const beside = measureFire(ship({ x: 0, y: 0, heading: 90 }), ship({ x: 0, y: 4, heading: 0 }), 'starboard');
    expect(beside).toMatchObject({ keelAngle: 90, rake: 'none' });
  });
  it('keel angles: any heading difference folds to 0–90', () => {
    expect(keelAngle(0, 93)).toBeCloseTo(87, 9);
    expect(keelAngle(350, 10)).toBeCloseTo(20, 9);
    expect(keelAngle(45, 0)).toBe(45);
  });
});

describe('firing geometry off the origin and off the cardinal headings (mutation survivors)', () => {
  // At (10, 20) heading 30°: ahead (sin 30°, −cos 30°) = (1/2, −√3/2); starboard (heading 120°) = (√3/2, 1/2).
  const r3 = Math.sqrt(3);
  const firer = ship({ x: 10, y: 20, heading: 30, lengthCm: 8, beamCm: 4 });

  it('puts the hull corners half a length along the keel and half a beam across it', () => {
    const corners = hullCorners(firer);
    // Bow-starboard: centre + 4·ahead + 2·starboard.
    const expected = [
      { x: 10 + 2 + r3, y: 20 - 2 * r3 + 1 },
      { x: 10 - 2 + r3, y: 20 + 2 * r3 + 1 },
      { x: 10 - 2 - r3, y: 20 + 2 * r3 - 1 },
      { x: 10 + 2 - r3, y: 20 - 2 * r3 - 1 },
    ];
    corners.forEach((c, i) => {
      expect(c.x).toBeCloseTo(expected[i]!.x, 9);
      expect(c.y).toBeCloseTo(expected[i]!.y, 9);
    });
  });

  it('puts the bow centre half a length ahead', () => {
    const bow = sideCentre(firer, 'bow');
    expect(bow.x).toBeCloseTo(12, 9);
    expect(bow.y).toBeCloseTo(20 - 2 * r3, 9);
  });

  it('measures a point in the ship frame: ahead and to starboard', () => {
    // The point (13, 24) lies (3, 4) off the centre: ahead 3/2 − 2√3, starboard 3√3/2 + 2.
    const local = localPoint(firer, { x: 13, y: 24 });
    expect(local.ahead).toBeCloseTo(1.5 - 2 * r3, 9);
    expect(local.starboard).toBeCloseTo(1.5 * r3 + 2, 9);
  });

  it('takes the bearing from where the firer lies', () => {
    // (3, 4) off the centre points 180° − atan(3/4) = 143.1301…°; off a bow at 30°: 113.1301…°.
    expect(bearingOffBow(firer, { x: 13, y: 24 })).toBeCloseTo(180 - (Math.atan(3 / 4) * 180) / Math.PI - 30, 9);
  });

  it('counts a target dead ahead on neither broadside and to starboard for the side it lies towards', () => {
    const north = ship({ x: 10, y: 20 });
    const ahead = ship({ x: 10, y: 5, heading: 90 });
    expect(bearingOffBow(north, ahead)).toBe(0);
    expect(sideTowards(north, ahead)).toBe('starboard');
    expect(measureFire(north, ahead, 'port').bears).toBe(false);
    expect(measureFire(north, ahead, 'starboard').bears).toBe(false);
    // A bow chaser's shot is no broadside: 'full', although dead ahead would be a partial broadside.
    expect(measureFire(north, ahead, 'bow')).toMatchObject({ bears: true, kind: 'full', rake: 'none' });
  });

  it('rakes only when the firing side lies beyond half the target length, not exactly at it', () => {
    const target = ship();
    // Heading east, square to the target's keel: the starboard side centre of a ship at (0, −5) is (0, −4),
    // exactly half a length ahead of the target's centre; of one at (0, 5) the port side is (0, 4), half astern.
    expect(measureFire(ship({ y: -5, heading: 90 }), target, 'starboard').rake).toBe('none');
    expect(measureFire(ship({ y: 5, heading: 90 }), target, 'port').rake).toBe('none');
    expect(measureFire(ship({ y: -5.5, heading: 90 }), target, 'starboard').rake).toBe('bow');
    expect(measureFire(ship({ y: 5.5, heading: 90 }), target, 'port').rake).toBe('stern');
  });
});
