/**
 * Foundry's own round buttons in the encounter header while Kyngesreach rounds are played (decision
 * kr-core-round): they turn the same round as the tracker's, so the combat's round and the module's
 * never part and no battery skips a count. Core's round change is kept from the combat and the desk
 * asked for the next Kyngesreach round instead, which counts the reloads down and writes both rounds
 * at once (round-desk.ts); a round back is refused, since the counted reloads are not given back.
 *
 * `combatRound` fires on the client that asks before the combat is written, and its update data
 * may be changed (https://foundryvtt.com/api/v13/functions/hookEvents.combatRound.html); the
 * combat's start fires `combatStart` the same way
 * (https://foundryvtt.com/api/v13/functions/hookEvents.combatStart.html).
 */
import type { BroadsideCombat } from '../../combat/combat';
import { chosenModule } from '../../registry/aspect-settings';
import { KR } from './part';
import { askRound } from './rounds';
import { krRound } from './round-store';

/** What the hooks need of the table: whether the world plays these rounds, the desk, a warning. */
export interface CoreRoundPort {
  playsRounds: () => boolean;
  ask: (combat: BroadsideCombat, action: 'next') => Promise<void>;
  warn: (key: string) => void;
}

export const FOUNDRY_PORT: CoreRoundPort = {
  playsRounds: () => chosenModule('turnSequence').id === KR,
  ask: askRound,
  warn: (key) => ui.notifications?.warn(game.i18n.localize(key)),
};

/** Core's round buttons: the round kept where it is, forward asked of the desk, back refused. */
export function followCoreRound(
  combat: BroadsideCombat,
  updateData: { round: number },
  options: { direction?: number },
  port: CoreRoundPort = FOUNDRY_PORT,
): void {
  if (!port.playsRounds()) return;
  const direction = options.direction ?? Math.sign(updateData.round - combat.round);
  // The desk alone turns the round; core's update goes on with the round as it stands.
  updateData.round = combat.round;
  if (direction > 0) void port.ask(combat, 'next');
  else port.warn('BROADSIDE.Kr.Rounds.noRoundBack');
}

/** Core's Begin Combat: the Kyngesreach rounds begin with it, on the same round 1. */
export function followCoreStart(combat: BroadsideCombat, port: CoreRoundPort = FOUNDRY_PORT): void {
  if (port.playsRounds() && krRound(combat.battleData) === 0) void port.ask(combat, 'next');
}

/** At init, on every client: core's round buttons follow the module's rounds. */
export function registerCoreRound(): void {
  Hooks.on('combatRound', (combat, updateData, options) => followCoreRound(combat, updateData, options));
  Hooks.on('combatStart', (combat) => followCoreStart(combat));
}
