/** The broadside arcs and the legend drawn beside the selected ship (canvas/overlay-shapes.ts). */
import { describe, expect, it } from 'vitest';
import { broadsideArcs, sectorLegend, windSectors } from '../../src/canvas/overlay-shapes';
import { KMH_MOVEMENT } from '../../src/modules/kmh/movement';
import { broadsideKind, FULL_BROADSIDE_ARC_DEGREES } from '../../src/rules/kmh';
import { languages } from '../support/render';
import { lookup } from '../support/lang';

/** Whether a sector covers a table direction. */
const covers = (s: { from: number; sweep: number }, direction: number) =>
  (((direction - s.from) % 360) + 360) % 360 <= s.sweep;

describe('the broadside arcs', () => {
  it('cover each side bow to stern, with the full-broadside zone where broadsideKind says full', () => {
    const heading = 30;
    const arcs = broadsideArcs({ x: 0, y: 0, heading }, 300, FULL_BROADSIDE_ARC_DEGREES);
    const full = arcs.filter((a) => a.labelKey.endsWith('fullBroadside'));
    const sides = arcs.filter((a) => a.labelKey.endsWith('.broadside'));
    expect(full).toHaveLength(2);
    expect(sides.map((s) => s.sweep)).toEqual([180, 180]);
    // Every bearing off the bow is full exactly where a full zone is drawn.
    for (let bearing = -179; bearing <= 180; bearing += 1) {
      const inZone = full.some((z) => covers(z, heading + bearing));
      expect(inZone, `bearing ${bearing}`).toBe(broadsideKind(bearing) === 'full');
    }
  });

  it('draw no full-broadside zone for a gunnery that makes none', () => {
    const arcs = broadsideArcs({ x: 0, y: 0, heading: 0 }, 300, null);
    expect(arcs.map((a) => a.labelKey)).toEqual(['BROADSIDE.Sailing.arc.broadside', 'BROADSIDE.Sailing.arc.broadside']);
  });
});

describe('the legend', () => {
  it('names each colour drawn once, in both languages', () => {
    const sectors = [
      ...windSectors(KMH_MOVEMENT, { x: 0, y: 0 }, 100, 90, 8),
      ...broadsideArcs({ x: 0, y: 0, heading: 0 }, 200, FULL_BROADSIDE_ARC_DEGREES),
    ];
    const legend = sectorLegend(sectors);
    expect(legend.map((e) => e.labelKey)).toEqual([
      'BROADSIDE.Sailing.quarter.deadZone',
      'BROADSIDE.Sailing.quarter.bow',
      'BROADSIDE.Sailing.quarter.quarter',
      'BROADSIDE.Sailing.quarter.astern',
      'BROADSIDE.Sailing.arc.broadside',
      'BROADSIDE.Sailing.arc.fullBroadside',
    ]);
    for (const tree of Object.values(languages()))
      for (const e of legend) expect(lookup(tree, e.labelKey), e.labelKey).toBeTypeOf('string');
  });
});
