/** A ship as Kiss Me, Hardy's movement rules read her: her rate, sailing traits, quality and damage. */
import type { KmhShipState, Quality } from '../../rules/kmh';
import { shipStateOf } from '../../data/ship-state';
import type { ShipActor } from '../../documents/ship-actor';

export interface KmhSailingShip {
  rate: string;
  fastSailor: boolean;
  poorSailors: boolean;
  mastsLost: number;
  quality: Quality;
  state: KmhShipState;
}

/** Her as the rules read her, from her actor's data and what it derives. */
export function kmhSailingShipOf(actor: ShipActor): KmhSailingShip {
  const system = actor.system;
  const derived = system.derived;
  const { fastSailor, poorSailors } = derived.characteristics;
  return {
    rate: system.rate,
    fastSailor,
    poorSailors,
    mastsLost: derived.mastsLost,
    quality: system.quality,
    state: shipStateOf(system, derived),
  };
}
