import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bearingOffBow,
  distanceToHull,
  hullCorners,
  keelAngle,
  measureFire,
  sideCentre,
  type ShipFootprint,
} from '../../../src/rules/geometry/firing-geometry';
import { RulesError } from '../../../src/rules/errors';

/** A 74 heading north (up) at the origin: 8 cm long, 2 cm beam. */
const ship = (over: Partial<ShipFootprint> = {}): ShipFootprint => ({ x: 0, y: 0, heading: 0, lengthCm: 8, beamCm: 2, ...over });

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
