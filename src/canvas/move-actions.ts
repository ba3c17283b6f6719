/**
 * What each button of a ship's move dialog does: the GM sets, rolls or resets her move and calls
 * the tests a move can need; her owner gives sail orders (KMH) or orders and hull (Salt'n'Tar).
 * Each action reads the dialog's form data and records or posts what follows.
 */
import { postLine } from '../chat/post-line';
import { postCard } from '../chat/cards';
import { deadZoneResult, turnRollCard } from '../chat/turn-rolls';
import { askDesk } from '../authority/channel/client';
import { shipRefOf } from '../authority/ship-refs';
import type { ShipActor } from '../documents/ship-actor';
import { rollRule } from '../dice/roll-rule';
import { deadZoneTest, drift, lineOfBattleTest, tackTest, windQuarter } from '../rules/kmh';
import { HULL_TYPES, HULLS, MANEUVER_TURNS, MANEUVERS, declareManeuver } from '../rules/saltntar';
import { kmhWind } from './sailing';
import { newActivation } from './move-record';
import { GM_MOVE_ACTIONS, distancesFrom, maneuversAllowed, MAX_ALLOWANCE, type MoveAction } from './move-context';
import {
  formatKey,
  moveRecord,
  saltntarOf,
  sailingContext,
  sailingShipOf,
  saveRecord,
  saveSailOrder,
  saveSaltntar,
  shipActorOf,
  tokenHeading,
} from './foundry-sailing';
import { startMove, startSquadronMove } from './activation';
import { rollLuckForSides, rollStrain } from './saltntar-rolls';

type TokenDoc = TokenDocument.Implementation;
type FormData = Record<string, unknown>;

/** The ship tokens this user has selected on the canvas. */
export function selectedShipTokens(): TokenDoc[] {
  return (canvas?.tokens?.controlled ?? []).map((t) => t.document).filter((d) => shipActorOf(d) !== null);
}

async function saveDistances(doc: TokenDoc, name: string, data: FormData): Promise<void> {
  const distances = distancesFrom(data);
  if (!distances) {
    ui.notifications?.error(game.i18n.format('BROADSIDE.Sailing.move.invalid', { max: String(MAX_ALLOWANCE) }));
    return;
  }
  await saveRecord(doc, { ...moveRecord(doc), ...distances });
  if (distances.allowance !== null)
    ui.notifications?.info(formatKey('BROADSIDE.Sailing.move.set', { name, distance: String(distances.allowance) }));
}

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

async function deadZone(doc: TokenDoc, actor: ShipActor, name: string): Promise<void> {
  const { result, rolls } = await rollRule((dice) =>
    deadZoneTest(sailingShipOf(actor, doc).state, actor.system.quality === 'elite', dice),
  );
  if (result.takenAback) {
    // The damage is a card like any other: the desk applies it once, and can take it back.
    const message = await postCard(turnRollCard('deadZone', shipRefOf(actor), deadZoneResult(result)), rolls, actor);
    if (message?.id) await askDesk({ kind: 'applyCard', messageId: message.id, option: null, revision: 0 });
    return;
  }
  await saveRecord(doc, { ...moveRecord(doc), allowance: result.distance, used: 0 });
  const outcome = formatKey('BROADSIDE.Sailing.prompt.result.deadZoneMoves', { distance: String(result.distance) });
  await postLine(
    formatKey('BROADSIDE.Sailing.prompt.result.deadZone', { name, result: String(result.result), outcome }),
    rolls,
    actor,
  );
}

/** Does what a move dialog button asks for a ship token; the GM's actions only for a GM. */
export async function runMoveAction(doc: TokenDoc, action: MoveAction, data: FormData): Promise<void> {
  const actor = shipActorOf(doc);
  if (!actor || (GM_MOVE_ACTIONS.has(action) && !game.user.isGM)) return;
  const name = doc.name ?? actor.name;
  const ctx = sailingContext(doc.parent);
  const heading = tokenHeading(doc);
  switch (action) {
    case 'save':
      return saveDistances(doc, name, data);
    case 'roll':
      return startMove(doc);
    case 'rollSelected':
      return startSquadronMove(selectedShipTokens(), '');
    case 'reset': {
      const record = moveRecord(doc);
      return saveRecord(doc, {
        ...newActivation(record, null, null, doc.movement.id, record.sail, record.turn),
        sailOrder: record.sailOrder,
      });
    }
    case 'slow':
    case 'speed':
      // An absolute order: a second click changes nothing (decision sail-setting).
      await saveSailOrder(doc, action);
      return postLine(
        formatKey('BROADSIDE.Sailing.sail.ordered', { name, order: `BROADSIDE.Sailing.sail.order.${action}` }),
        [],
        actor,
      );
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
    case 'deadZone':
      return deadZone(doc, actor, name);
    case 'tack': {
      // Only a ship with the wind on her bow can tack: the engine refuses any other quarter.
      const quarter = windQuarter(heading, ctx.wind.fromDegrees);
      const { result, rolls } = await rollRule((dice) =>
        tackTest(
          sailingShipOf(actor, doc).state,
          { nationalClass: actor.system.nationalClass, quality: actor.system.quality },
          quarter,
          dice,
        ),
      );
      return postLine(
        formatKey('BROADSIDE.Sailing.prompt.result.tack', {
          name,
          outcome: `BROADSIDE.Sailing.prompt.result.${result.outcome}`,
        }),
        rolls,
        actor,
      );
    }
    case 'drift': {
      const { result, rolls } = await rollRule((dice) => drift(heading, kmhWind(ctx), dice));
      const record = moveRecord(doc);
      await saveRecord(
        doc,
        newActivation(record, result.distance, result.directionDegrees, doc.movement.id, record.sail),
      );
      return postLine(
        formatKey('BROADSIDE.Sailing.prompt.result.drift', { name, distance: String(result.distance) }),
        rolls,
        actor,
      );
    }
    case 'lineOfBattle': {
      const poor = selectedShipTokens().filter(
        (d) => shipActorOf(d)?.system.derived.characteristics.poorSailors,
      ).length;
      const { result, rolls } = await rollRule((dice) => lineOfBattleTest(poor, dice));
      return postLine(
        formatKey('BROADSIDE.Sailing.prompt.result.lineOfBattle', {
          outcome: result.maintained
            ? 'BROADSIDE.Sailing.prompt.result.kept'
            : 'BROADSIDE.Sailing.prompt.result.broken',
        }),
        rolls,
        actor,
      );
    }
  }
}
