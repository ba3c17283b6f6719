/**
 * Salt'n'Tar's block of the ship sheet: her hull type, which only Salt'n'Tar sailing reads. Its
 * choice is offered, and shown in place of the turning circle, where the world sails by
 * Salt'n'Tar; elsewhere the block says so (`saltntar: false`) and offers nothing. The hull lives in
 * her Salt'n'Tar record (a flag), not in the form's data: ship-hull.ts reads it and keeps its own
 * select, added to the block by the module (index.ts). Pure.
 */
import { HULL_TYPES, type HullType } from '../../rules/saltntar';
import type { ShipBlock, ShipFacts } from '../../sheets/sheet-blocks';
import { SALTNTAR_TEMPLATE } from './templates';

/** What the block reads off a ship: her hull type. */
export interface SaltntarOwn {
  hull: HullType;
}

const DEFAULT_HULL: HullType = 'sailedWarship';

/** Her hull as the sheet shows it, and the choice of hulls where Salt'n'Tar is sailed. Pure. */
export function saltntarShipContext(facts: ShipFacts, chosen: boolean) {
  const hull = (facts.own as SaltntarOwn | undefined)?.hull ?? DEFAULT_HULL;
  return {
    saltntar: chosen,
    hulls: chosen
      ? HULL_TYPES.map((value) => ({ value, label: `BROADSIDE.Sailing.hull.${value}`, selected: value === hull }))
      : [],
    hull,
    hullLabel: `BROADSIDE.Sailing.hull.${hull}`,
  };
}

export const SALTNTAR_SHIP_BLOCK: ShipBlock = {
  aspect: 'movement',
  // Always given, so the sheet's templates know whether the hull is played at all.
  shows: () => true,
  context: saltntarShipContext,
  // Its hull at a glance in place of KMH's turning circle, and among the sailing figures (KMH's slot).
  parts: [
    { slot: 'glance', template: SALTNTAR_TEMPLATE.battleHull },
    { slot: 'sailing', template: SALTNTAR_TEMPLATE.shipHull },
  ],
};
