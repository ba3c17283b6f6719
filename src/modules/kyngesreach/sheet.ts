/**
 * The ship sheet's Kyngesreach part (its block's `battle` partial, shown in place of the damage
 * points when the world plays Kyngesreach gunnery): her figures, HIP and its sinking state, sail
 * HP, each mast with its DR and hits, each battery's guns, reload and shot, and her crew's
 * readiness. Pure.
 */
import { MASTS, SIDES, sinkingState } from '../../rules/kyngesreach';
import type { ShipSource } from '../../data/ship';
import type { ShipBlock } from '../../sheets/sheet-blocks';
import { krFigures, krPartOf, krState } from './part';
import { KR_TEMPLATE } from './templates';

const K = 'BROADSIDE.Kr';

export function krSheetContext(source: ShipSource): Record<string, unknown> {
  const figures = krFigures(source);
  const part = krPartOf(source);
  const state = krState(figures, part);
  return {
    shipClass: `${K}.Class.${figures.shipClass}`,
    dr: figures.dr,
    hip: { value: state.hip, max: figures.hip, state: `${K}.Sinking.${sinkingState(state.hip, figures.hip)}` },
    sail: { value: state.sailHp, max: figures.sailHp },
    readiness: state.readiness,
    masts: MASTS.filter((m) => state.masts[m]).map((m) => ({
      name: `${K}.Mast.${m}`,
      dr: state.masts[m]!.dr,
      hits: state.masts[m]!.penetrating,
      lost: state.masts[m]!.lost,
    })),
    batteries: SIDES.map((side) => ({
      side: `${K}.Side.${side}`,
      guns: state.batteries[side].guns,
      of: figures.batteries[side].guns,
      calibre: figures.batteries[side].calibre,
      reload: state.batteries[side].reload,
      ammunition: `${K}.Ammo.${state.batteries[side].ammunition}`,
    })),
    criticals: [
      { label: `${K}.Critical.fire`, n: state.fires },
      { label: `${K}.Critical.magazine`, n: state.magazineHits },
      { label: `${K}.Critical.injury`, n: state.injuries },
      { label: `${K}.Critical.rigging-collapse`, n: state.riggingHits },
      { label: `${K}.Critical.major`, n: state.majorHits },
    ].filter((c) => c.n > 0),
    steering: state.steeringDamaged,
  };
}

/** Its block: drawn where the world plays Kyngesreach gunnery, where KMH's damage tracks give way. */
export const KR_SHIP_BLOCK: ShipBlock = {
  aspect: 'gunnery',
  // Under a key of its own, so its figures stand beside the other blocks' (its partial reads `part`).
  context: (facts) => ({ krShip: { part: krSheetContext(facts.source) } }),
  parts: [{ slot: 'battle', template: KR_TEMPLATE.shipPart }],
};
