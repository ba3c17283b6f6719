/**
 * Salt'n'Tar's own buttons of a ship's move dialog: her owner's orders and hull, her strain roll,
 * and the luck roll of the sides, which the GM makes (canvas/move-context.ts words and lists them;
 * canvas/move-actions.ts checks the GM's before it asks here).
 */
import { postLine } from '../../chat/post-line';
import type { ShipActor } from '../../documents/ship-actor';
import { HULL_TYPES, HULLS, MANEUVER_TURNS, MANEUVERS, declareManeuver } from '../../rules/saltntar';
import { maneuversAllowed } from './move-dialog';
import { formatKey, sailingContext, shipActorOf } from '../../canvas/foundry-sailing';
import { saltntarOf, saveSaltntar } from './ship-record';
import { rollLuckForSides, rollStrain } from './rolls';

type TokenDoc = TokenDocument.Implementation;
type FormData = Record<string, unknown>;

async function orderManeuver(doc: TokenDoc, actor: ShipActor, name: string, data: FormData): Promise<void> {
  const maneuver = MANEUVERS.find((m) => m === data.maneuver);
  const state = saltntarOf(actor, doc);
  const wind = sailingContext(doc.parent).wind.strength;
  if (!maneuver || !maneuversAllowed(state, wind).includes(maneuver)) return;
  const ordered = declareManeuver(state, maneuver, wind);
  await saveSaltntar(actor, ordered.state, doc);
  await postLine(
    formatKey(
      'BROADSIDE.Sailing.saltntar.ordered',
      { name, maneuver: `BROADSIDE.Sailing.maneuver.${maneuver}`, turns: String(MANEUVER_TURNS[maneuver]) },
      MANEUVER_TURNS[maneuver],
    ),
    [],
    actor,
  );
  if (ordered.strainRollNow) await rollStrain(doc, true);
}

/** Does one of Salt'n'Tar's buttons for a ship token. */
export async function runSaltntarMoveAction(action: string, doc: TokenDoc, data: FormData): Promise<void> {
  const actor = shipActorOf(doc);
  if (!actor) return;
  const name = doc.name ?? actor.name;
  switch (action) {
    case 'hull': {
      const hull = HULL_TYPES.find((h) => h === data.hull);
      const state = saltntarOf(actor, doc);
      if (hull && state.hull !== hull)
        await saveSaltntar(actor, { ...state, hull, rowing: HULLS[hull].oars ? state.rowing : 0 }, doc);
      return;
    }
    case 'maneuver':
      return orderManeuver(doc, actor, name, data);
    case 'strain':
      return rollStrain(doc);
    case 'luck':
      return rollLuckForSides(doc.parent);
  }
}
