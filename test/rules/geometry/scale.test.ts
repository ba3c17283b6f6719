import { describe, expect, it } from 'vitest';
import { CM_PER_INCH, cmPerPixel, inchesToCm, scalePoint, unitInCm } from '../../../src/rules/geometry/scale';

describe('scene units and rules units', () => {
  it('knows the usual units, in any case and with spaces, and reads an unknown one as cm', () => {
    expect(['cm', 'mm', 'm', 'in', 'inch', 'inches', '"', 'ft'].map(unitInCm)).toEqual([
      1, 0.1, 100, 2.54, 2.54, 2.54, 2.54, 30.48,
    ]);
    expect(unitInCm(' IN ')).toBe(2.54);
    expect(unitInCm('Ft')).toBe(30.48);
    expect(unitInCm('furlong')).toBe(1);
    expect(unitInCm('')).toBe(1);
    expect(CM_PER_INCH).toBe(2.54);
  });
  it('cm per pixel from the grid: distance × unit ÷ size, and 0 for a grid with no size or distance', () => {
    expect(cmPerPixel({ size: 100, distance: 5, units: 'cm' })).toBe(0.05);
    expect(cmPerPixel({ size: 50, distance: 1, units: 'in' })).toBeCloseTo(0.0508, 12);
    expect(cmPerPixel({ size: 0, distance: 5, units: 'cm' })).toBe(0);
    expect(cmPerPixel({ size: 100, distance: 0, units: 'cm' })).toBe(0);
    expect(cmPerPixel({ size: -100, distance: 5, units: 'cm' })).toBe(0);
    expect(cmPerPixel({ size: 100, distance: -5, units: 'cm' })).toBe(0);
    expect(cmPerPixel({ size: Number.NaN, distance: 5, units: 'cm' })).toBe(0);
  });
  it('scales a point and keeps whatever else it carries', () => {
    expect(scalePoint({ x: 2, y: -3, heading: 90 }, 10)).toEqual({ x: 20, y: -30, heading: 90 });
    expect(inchesToCm(10)).toBeCloseTo(25.4, 12);
  });
});
