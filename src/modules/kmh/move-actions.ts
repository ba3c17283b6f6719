/**
 * Kiss Me, Hardy's own buttons of a ship's move dialog: her owner's sail orders, and the tests a
 * move can call for, which the GM rolls (canvas/move-context.ts words and lists them; canvas/
 * move-actions.ts checks the GM's before it asks here). Each records or posts what follows.
 */
import { postLine } from '../../chat/post-line';
import { postCard } from '../../chat/cards';
import { turnRollCard } from './turn-rolls';
import { deadZoneResult } from './turn-roll-table';
import { askDesk } from '../../authority/channel/client';
import { shipRefOf } from '../../authority/ship-refs';
import type { ShipActor } from '../../documents/ship-actor';
import { rollRule } from '../../dice/roll-rule';
import { deadZoneTest, drift, lineOfBattleTest, tackTest, windQuarter } from '../../rules/kmh';
import { kmhWind } from './allowance';
import { kmhSailingShipOf } from './sailing-ship';
import { newActivation } from '../../rules/move-record';
import {
  formatKey,
  moveRecord,
  sailingContext,
  saveRecord,
  saveSailOrder,
  selectedShipTokens,
  shipActorOf,
  tokenHeading,
} from '../../canvas/foundry-sailing';

type TokenDoc = TokenDocument.Implementation;

async function deadZone(doc: TokenDoc, actor: ShipActor, name: string): Promise<void> {
  const { result, rolls } = await rollRule((dice) =>
    deadZoneTest(kmhSailingShipOf(actor).state, actor.system.quality === 'elite', dice),
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

/** Does one of KMH's buttons for a ship token. */
export async function runKmhMoveAction(action: string, doc: TokenDoc): Promise<void> {
  const actor = shipActorOf(doc);
  if (!actor) return;
  const name = doc.name ?? actor.name;
  const ctx = sailingContext(doc.parent);
  const heading = tokenHeading(doc);
  switch (action) {
    case 'slow':
    case 'speed':
      // An absolute order: a second click changes nothing (decision sail-setting).
      await saveSailOrder(doc, action);
      return postLine(
        formatKey('BROADSIDE.Sailing.sail.ordered', { name, order: `BROADSIDE.Sailing.sail.order.${action}` }),
        [],
        actor,
      );
    case 'deadZone':
      return deadZone(doc, actor, name);
    case 'tack': {
      // Only a ship with the wind on her bow can tack: the engine refuses any other quarter.
      const quarter = windQuarter(heading, ctx.wind.fromDegrees);
      const { result, rolls } = await rollRule((dice) =>
        tackTest(
          kmhSailingShipOf(actor).state,
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
