import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  angleBetween,
  directionOf,
  directionVector,
  headingOf,
  normaliseDegrees,
  signedTurn,
} from '../../../src/rules/geometry/angles';
import { RulesError } from '../../../src/rules/errors';
import { expectRefusal } from '../refusal';

describe('table directions', () => {
  it('normalises into 0–360', () => {
    expect([0, 360, -90, 725].map(normaliseDegrees)).toEqual([0, 0, 270, 5]);
    expect(() => normaliseDegrees(Number.NaN)).toThrow(RulesError);
    expectRefusal(
      () => normaliseDegrees(Number.POSITIVE_INFINITY),
      'InvalidAngle',
      { degrees: Number.POSITIVE_INFINITY },
      ['Infinity'],
    );
  });

  it('measures the smaller angle between two directions', () => {
    expect(angleBetween(10, 350)).toBe(20);
    expect(angleBetween(0, 180)).toBe(180);
    expect(angleBetween(90, 90)).toBe(0);
  });

  it('measures a signed turn, clockwise positive', () => {
    expect(signedTurn(350, 10)).toBe(20);
    expect(signedTurn(10, 350)).toBe(-20);
    expect(signedTurn(0, 180)).toBe(180);
  });

  it('points 0 up and 90 right in scene coordinates', () => {
    const up = directionVector(0);
    const right = directionVector(90);
    expect([Math.round(up.x) + 0, Math.round(up.y) + 0]).toEqual([0, -1]);
    expect([Math.round(right.x) + 0, Math.round(right.y) + 0]).toEqual([1, 0]);
  });

  it('turns a vector back into its direction', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999, noNaN: true }), (d) => {
        const v = directionVector(d);
        expect(angleBetween(directionOf(v.x, v.y), d)).toBeLessThan(1e-9);
      }),
    );
  });

  it('is symmetric and within 0–180', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        (a, b) => {
          const x = angleBetween(a, b);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(180);
          expect(angleBetween(b, a)).toBeCloseTo(x, 9);
        },
      ),
    );
  });
});

describe('ship heading from the token', () => {
  it('is the rotation for art drawn bow up, shifted by the art heading otherwise', () => {
    expect(headingOf(0)).toBe(0);
    expect(headingOf(90)).toBe(90);
    expect(headingOf(300, 90)).toBe(30);
  });
});
