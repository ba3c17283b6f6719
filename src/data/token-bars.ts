/**
 * Each actor type's token bar: the resource its tokens show and the token HUD edits. The system
 * declares no `primaryTokenAttribute`: core would give that one attribute to every type
 * (https://github.com/foundryvtt/foundryvtt/issues/8047), and a crew has no hull.
 */
export const TOKEN_BARS = { ship: 'hull', crew: 'hitPoints' } as const;

/**
 * A new actor's tokens show its own type's bar, unless the data brings one (a pack's ship): run
 * from its data model's `_preCreate`, which the Actor's own `_preCreate` calls before any
 * preCreateActor hook, on the creating client; the pending actor is changed with updateSource
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.TypeDataModel.html;
 * https://foundryvtt.com/api/v13/functions/hookEvents.preCreateDocument.html).
 */
export function giveTokenBar(actor: { type: string; updateSource(changes: object): unknown }, data: object): void {
  const bar = Object.entries(TOKEN_BARS).find(([type]) => type === actor.type)?.[1];
  if (bar && !foundry.utils.hasProperty(data, 'prototypeToken.bar1.attribute'))
    actor.updateSource({ prototypeToken: { bar1: { attribute: bar } } });
}
