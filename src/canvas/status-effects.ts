/**
 * The status list Broadside gives Foundry in place of core's (CONFIG.statusEffects): a ship's
 * conditions (data/conditions.ts), each offered in the token HUD of a ship's token only, since a crew
 * member's token has none of them (`hud.actorTypes`,
 * https://foundryvtt.com/api/interfaces/CONFIG._StatusEffectConfig.html).
 */
import { CONDITION_EFFECTS, type ConditionEffect } from '../data/conditions';

export interface ShipStatusEffect extends ConditionEffect {
  hud: { actorTypes: string[] };
}

/** What the entry puts in CONFIG.statusEffects at init. */
export function shipStatusEffects(): ShipStatusEffect[] {
  return CONDITION_EFFECTS.map((effect) => ({ ...effect, hud: { actorTypes: ['ship'] } }));
}
