/**
 * Foundry's own round buttons in the encounter header while Kyngesreach rounds are played (decision
 * kr-core-round): they turn the same round as the tracker's, so the combat's round and the module's
 * never part and no battery skips a count. Core's round change is kept from the combat and the desk
 * asked for the next Kyngesreach round instead, which counts the reloads down and writes both rounds
 * at once (round-desk.ts); a round back is refused, since the counted reloads are not given back.
 * Core's update keeps no time of its own: the desk's write moves the clock as core's would have
 * (decision desk-round-clock). Next Turn hands out no turn marker (decision kr-core-turn), and a
 * round written past the desk is put back to the module's (decision kr-stray-round).
 *
 * `combatRound` and `combatTurn` fire on the client that asks before the combat is written, and
 * their update data and options may be changed
 * (https://foundryvtt.com/api/v13/functions/hookEvents.combatRound.html,
 * https://foundryvtt.com/api/v13/functions/hookEvents.combatTurn.html); the combat's start fires
 * `combatStart` the same way (https://foundryvtt.com/api/v13/functions/hookEvents.combatStart.html).
 */
import type { BroadsideCombat } from '../../combat/combat';
import { chosenModule } from '../../registry/aspect-settings';
import { addDeskHooks, deskHook } from '../../authority/door/hook-table';
import { answer } from '../../authority/channel/protocol';
import { DESK_WRITE } from '../../authority/foundry-desk';
import { KR } from './part';
import { askRound } from './rounds';
import { krRound } from './round-store';

/** What the hooks need of the table: whether the world plays these rounds, the desk, a warning. */
export interface CoreRoundPort {
  playsRounds: () => boolean;
  ask: (combat: BroadsideCombat, action: 'next') => Promise<void>;
  warn: (key: string) => void;
}

const playsKrRounds = () => chosenModule('turnSequence').id === KR;

export const FOUNDRY_PORT: CoreRoundPort = {
  playsRounds: playsKrRounds,
  ask: askRound,
  warn: (key) => ui.notifications?.warn(game.i18n.localize(key)),
};

/** Core's update data for a round or a turn (the hooks' `updateData`); the turn null for no marker. */
export interface CoreUpdate {
  round: number;
  turn?: number | null;
}

/**
 * Core's update options: the direction, and the time the change moves the clock. v13's hook page
 * names it `worldTime.delta` (foundryvtt issue 10924), an older page `advanceTime`: both are
 * emptied, whichever the running core reads (docs/foundry-checklist.md §54).
 */
export interface CoreOptions {
  direction?: number;
  worldTime?: { delta: number };
  advanceTime?: number;
}

/** Core's own update turns nothing and moves no time: the desk's write does both, once. */
function keepStill(combat: BroadsideCombat, updateData: CoreUpdate, options: CoreOptions): void {
  updateData.round = combat.round;
  updateData.turn = null;
  if (options.worldTime) options.worldTime.delta = 0;
  if (options.advanceTime !== undefined) options.advanceTime = 0;
}

/** Core's round buttons: the round kept where it is, forward asked of the desk, back refused. */
export function followCoreRound(
  combat: BroadsideCombat,
  updateData: CoreUpdate,
  options: CoreOptions,
  port: CoreRoundPort = FOUNDRY_PORT,
): void {
  if (!port.playsRounds()) return;
  const direction = options.direction ?? Math.sign(updateData.round - combat.round);
  // The desk alone turns the round; core's update goes on with the round as it stands.
  keepStill(combat, updateData, options);
  if (direction > 0) void port.ask(combat, 'next');
  else port.warn('BROADSIDE.Kr.Rounds.noRoundBack');
}

/** Core's turn buttons: Kyngesreach rounds have no turns, so no marker is handed out (decision kr-core-turn). */
export function followCoreTurn(
  combat: BroadsideCombat,
  updateData: CoreUpdate,
  options: CoreOptions,
  port: CoreRoundPort = FOUNDRY_PORT,
): void {
  if (!port.playsRounds()) return;
  keepStill(combat, updateData, options);
  port.warn('BROADSIDE.Kr.Rounds.noTurns');
}

/** Core's Begin Combat: the Kyngesreach rounds begin with it, on the same round 1. */
export function followCoreStart(combat: BroadsideCombat, port: CoreRoundPort = FOUNDRY_PORT): void {
  if (port.playsRounds() && krRound(combat.battleData) === 0) void port.ask(combat, 'next');
}

/**
 * A combat's round written by anyone but the desk (a macro, a player's client: round and turn are
 * keys a player may write) is put back to the module's round, in the desk's queue, moving no time
 * (decision kr-stray-round). The desk's own writes carry its mark and its user's id, which the
 * server gives and no client can forge.
 */
export const STRAY_ROUND = deskHook('updateCombat', (ctx, combat, changed, options, userId) => {
  const mine = userId === game.user.id && options.broadside?.desk === true;
  if (!ctx.runsDesk() || !('round' in changed) || mine || !playsKrRounds()) return null;
  // Read now, on the client whose hook runs: the work waits its turn in the queue.
  const combats = game.combats;
  const id = combat.id ?? '';
  return ctx.queue().run(async () => {
    const battle = ctx.desk.battle(id);
    const now = combats.get(id);
    const own = battle ? krRound(battle.data) : null;
    if (!now || own === null || now.round === own) return answer('', true, 'noted');
    await now.update({ round: own }, DESK_WRITE);
    return answer('', true, 'noted');
  });
});

/** At init, on every client: core's round and turn buttons follow the module's rounds; the desk watches the round. */
export function registerCoreRound(): void {
  Hooks.on('combatRound', (combat, updateData, options) =>
    followCoreRound(combat, updateData as CoreUpdate, options as CoreOptions),
  );
  Hooks.on('combatTurn', (combat, updateData, options) =>
    followCoreTurn(combat, updateData as CoreUpdate, options as CoreOptions),
  );
  Hooks.on('combatStart', (combat) => followCoreStart(combat));
  addDeskHooks(STRAY_ROUND);
}
