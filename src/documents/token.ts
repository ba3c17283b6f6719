/**
 * Broadside's TokenDocument: a ship's hull bar can be edited on the token HUD. Core marks a bar
 * editable only when its value is a field of the actor's schema
 * (https://github.com/foundryvtt/foundryvtt/issues/8907), and the hull is derived from the damage
 * taken. Marking it editable is what Draw Steel's token document does for its own bars; the edit
 * itself goes through core's modifyTokenAttribute hook (actor.ts hullBarEdit), which turns it
 * back into damage.
 */
import { TOKEN_BARS } from './actor';

export class BroadsideTokenDocument extends foundry.documents.TokenDocument {
  override getBarAttribute(...args: Parameters<foundry.documents.TokenDocument['getBarAttribute']>) {
    const bar = super.getBarAttribute(...args);
    if (bar?.type === 'bar' && this.actor?.type === 'ship' && bar.attribute === TOKEN_BARS.ship)
      return { ...bar, editable: true };
    return bar;
  }
}
