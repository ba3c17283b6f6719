/**
 * Her hull type as the ship sheet reads and changes it: it lives in her Salt'n'Tar record (a flag,
 * canvas/foundry-sailing.ts), not in the form's data, so the block keeps its own select.
 */
import { HULL_TYPES, withHull } from '../../rules/saltntar';
import { saltntarOf, saveSaltntar } from './ship-record';
import { isShip } from '../../documents/ship-actor';
import type { ShipBlock } from '../../sheets/sheet-blocks';
import type { SaltntarOwn } from './ship-block';

/** A hull chosen in her sheet's select, saved in her record when it changes anything. */
async function changeHull(actor: Actor.Implementation, value: string): Promise<void> {
  const hull = HULL_TYPES.find((h) => h === value);
  if (!hull || !isShip(actor)) return;
  const state = saltntarOf(actor);
  const next = withHull(state, hull);
  if (next !== state) await saveSaltntar(actor, next);
}

/** What the ship sheet's block reads off her, and the change of its select. */
export const SALTNTAR_HULL: Pick<ShipBlock, 'read' | 'change'> = {
  read: (actor): SaltntarOwn | undefined => (isShip(actor) ? { hull: saltntarOf(actor).hull } : undefined),
  change: (actor, target) => {
    if (!(target instanceof HTMLSelectElement) || !target.classList.contains('ship-hull')) return false;
    void changeHull(actor, target.value);
    return true;
  },
};
