/** Broadside's Actor: its tokens' bars, and token-bar edits of derived tracks mapped back to what is stored. */
import { ShipModel } from '../data/ship';
import { TOKEN_BARS } from '../data/token-bars';
import { CONDITION_IDS, conditionKeyOf, conditionWrite } from '../data/conditions';

export { TOKEN_BARS, giveTokenBar } from '../data/token-bars';

/** What core's modifyTokenAttribute hook says of a bar edit
 * (https://foundryvtt.com/api/v13/functions/hookEvents.modifyTokenAttribute.html). */
export interface TokenAttributeEdit {
  attribute: string;
  value: number;
  isDelta: boolean;
  isBar: boolean;
}

/** Takes every write under `system.<attribute>` out of an update, dotted or nested. */
function dropAttribute(updates: Record<string, unknown>, attribute: string): void {
  const under = (key: string, path: string) => key === path || key.startsWith(`${path}.`);
  for (const key of Object.keys(updates)) if (under(key, `system.${attribute}`)) delete updates[key];
  const system = updates.system;
  if (system && typeof system === 'object') {
    for (const key of Object.keys(system)) if (under(key, attribute)) delete (system as Record<string, unknown>)[key];
  }
}

/**
 * The `modifyTokenAttribute` hook: a ship's hull bar shows DP remaining, derived from the damage
 * sustained, so an edit of it on the token HUD becomes the damage that leaves that much remaining,
 * kept within the hull. Core builds the update and fires this hook before it applies it; the hook
 * changes that update ("the update delta that will be applied to the Token's actor"), so core's
 * own path runs and every other module's hook sees the edit.
 */
export function hullBarEdit(
  edit: TokenAttributeEdit,
  updates: Record<string, unknown>,
  actor: Actor.Implementation,
): void {
  if (edit.attribute !== TOKEN_BARS.ship || !(actor.system instanceof ShipModel)) return;
  const { hull } = actor.system;
  const remaining = Math.clamp(edit.isDelta ? hull.value + edit.value : edit.value, 0, hull.max);
  dropAttribute(updates, edit.attribute);
  updates['system.damage.points'] = hull.max - remaining;
}

/**
 * Registers the hull bar's edit. The pinned types give modifyTokenAttribute two arguments; v13
 * passes the actor as the third (https://foundryvtt.com/api/v13/functions/hookEvents.modifyTokenAttribute.html).
 */
export function registerTokenBars(): void {
  type TwoArguments = (data: TokenAttributeEdit, updates: Record<string, number>) => boolean;
  Hooks.on('modifyTokenAttribute', hullBarEdit as unknown as TwoArguments);
}

type Toggle = Actor['toggleStatusEffect'];

/**
 * Broadside's Actor class (a new actor's token bar is set by its data model's _preCreate:
 * data/token-bars.ts). A ship's conditions follow her data (data/conditions.ts), so a click on one
 * in the token HUD writes the fact to her sheet, and the desk's client then shows it on her tokens
 * (authority/conditions.ts). What only a GM sets is refused to a player here, and stripped from his
 * update or put back by the desk if his client skips this.
 */
export class BroadsideActor extends Actor {
  override async toggleStatusEffect(...args: Parameters<Toggle>): Promise<Awaited<ReturnType<Toggle>>> {
    const [statusId, options] = args;
    const key = this.type === 'ship' ? conditionKeyOf(statusId) : null;
    if (!key) return super.toggleStatusEffect(...args);
    const active = options?.active ?? !this.statuses.has(CONDITION_IDS[key]);
    const write = conditionWrite(key, active);
    if (!write) {
      ui.notifications?.warn(game.i18n.localize('BROADSIDE.Condition.fromSheet'));
      return undefined;
    }
    if (write.gmOnly && !game.user.isGM) {
      ui.notifications?.warn(game.i18n.localize('BROADSIDE.Ship.Status.gmOnly'));
      return undefined;
    }
    await this.update({ system: write.system });
    return undefined;
  }
}
