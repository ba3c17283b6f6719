/**
 * Kiss Me, Hardy's wind quarters as the sailing layer draws them around a ship (canvas/
 * overlay-shapes.ts). Pure.
 */
import type { WindSector } from '../../canvas/sailing';

const COLOURS = { deadZone: 0xb03a2e, bow: 0xd4a017, quarter: 0x2e8b57, astern: 0x2f6690 } as const;

/** KMH's wind quarters as sweeps either side of the wind's source (degrees off the wind). */
const KMH_QUARTERS = [
  { id: 'deadZone', from: 0, to: 45 },
  { id: 'bow', from: 45, to: 90 },
  { id: 'quarter', from: 90, to: 150 },
  { id: 'astern', from: 150, to: 180 },
] as const;

/** The quarters around a ship with the wind from `windFrom`. */
export function kmhWindSectors(windFrom: number): WindSector[] {
  const out: WindSector[] = [];
  for (const q of KMH_QUARTERS) {
    const labelKey = `BROADSIDE.Sailing.quarter.${q.id}`;
    const colour = COLOURS[q.id];
    // The dead zone and astern are one sector across the wind line; the others one each side.
    if (q.from === 0 || q.to === 180) {
      const mid = q.from === 0 ? windFrom : windFrom + 180;
      const half = q.to - q.from;
      out.push({ from: mid - half, sweep: 2 * half, colour, labelKey });
    } else {
      out.push({ from: windFrom + q.from, sweep: q.to - q.from, colour, labelKey });
      out.push({ from: windFrom - q.to, sweep: q.to - q.from, colour, labelKey });
    }
  }
  return out;
}
