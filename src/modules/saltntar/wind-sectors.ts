/**
 * Salt'n'Tar's bearings to the wind as the sailing layer draws them around a ship (canvas/
 * overlay-shapes.ts), one compass point each. Pure.
 */
import { BEARING_STEPS, pointDegrees, type Bearing, type CompassPoints } from '../../rules/saltntar';
import type { WindSector } from '../../canvas/sailing';

const COLOURS: Readonly<Record<Bearing, number>> = {
  headToWind: 0xb03a2e,
  beating: 0xd4a017,
  quarterReaching: 0x3c9d6b,
  broadReaching: 0x2e8b57,
  running: 0x2f6690,
};

/** The bearings around a ship with the wind from `windFrom`, on the scene's compass. */
export function saltntarWindSectors(windFrom: number, points: CompassPoints): WindSector[] {
  const out: WindSector[] = [];
  const step = pointDegrees(points);
  BEARING_STEPS[points].forEach((bearing, i) => {
    const labelKey = `BROADSIDE.Sailing.bearing.${bearing}`;
    const colour = COLOURS[bearing];
    const lo = i * step - step / 2;
    if (i === 0 || i * step === 180) {
      out.push({ from: windFrom + i * step - step / 2, sweep: step, colour, labelKey });
    } else {
      out.push({ from: windFrom + lo, sweep: step, colour, labelKey });
      out.push({ from: windFrom - lo - step, sweep: step, colour, labelKey });
    }
  });
  return out;
}
