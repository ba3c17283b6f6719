/** Broadside's Actor: its tokens' bars, and token-bar edits of derived tracks mapped back to what is stored. */
import { ShipModel } from '../data/ship';

/** Each actor type's token bar: the resource its tokens show and the token HUD edits. */
export const TOKEN_BARS = { ship: 'hull', crew: 'hitPoints' } as const;

/**
 * A new actor's tokens show its own type's bar, unless the data brings one (a pack's ship). The
 * system declares no `primaryTokenAttribute`: core would give that one attribute to every type
 * (https://github.com/foundryvtt/foundryvtt/issues/8047), and a crew has no hull. Run from the
 * preCreateActor hook, which may change the pending document with updateSource
 * (https://foundryvtt.com/api/v13/functions/hookEvents.preCreateDocument.html).
 */
export function giveTokenBar(actor: Actor.Implementation, data: object): void {
  const bar = Object.entries(TOKEN_BARS).find(([type]) => type === actor.type)?.[1];
  if (bar && !foundry.utils.hasProperty(data, 'prototypeToken.bar1.attribute')) actor.updateSource({ prototypeToken: { bar1: { attribute: bar } } });
}

export class BroadsideActor extends Actor {
  /**
   * The ship's hull bar shows DP remaining, derived from damage sustained; an edit of the bar is
   * turned into the damage that leaves that much remaining.
   */
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true) {
    if (attribute === TOKEN_BARS.ship && this.system instanceof ShipModel) {
      const { hull } = this.system;
      const remaining = Math.clamp(isDelta ? hull.value + value : value, 0, hull.max);
      await this.update({ system: { damage: { points: hull.max - remaining } } });
      return this;
    }
    return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
  }
}
