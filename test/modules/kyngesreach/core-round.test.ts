/**
 * Foundry's own round buttons while Kyngesreach rounds are played (decision kr-core-round): the
 * GM's Next Round turns the module's round through the desk, reloads counted down, and the combat's
 * round and the module's stay one; Previous Round is refused with a warning and changes nothing.
 * The hook handlers run on a client of the fake table, sending the desk the tracker's own request
 * (rounds.ts roundAsk) through that client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BroadsideCombat } from '../../../src/combat/combat';
import {
  FOUNDRY_PORT,
  followCoreRound,
  followCoreStart,
  followCoreTurn,
  registerCoreRound,
} from '../../../src/modules/kyngesreach/core-round';
import { krRound } from '../../../src/modules/kyngesreach/round-store';
import { roundAsk } from '../../../src/modules/kyngesreach/rounds';
import { KR, krPartOf } from '../../../src/modules/kyngesreach/part';
import { press, ready, type Table } from '../../authority/table';
import { forgetGunneryModules, registerGunneryModules } from '../kr-setup';
import { FakeHooks } from '../../support/fake-canvas';
import type { FakeClient } from '../../support/fake-foundry';
import { foundryGlobals, holdGlobals } from '../../support/fake-globals';

beforeAll(registerGunneryModules);
afterAll(forgetGunneryModules);

/** The port's way to the desk: the tracker's own round request, sent through this client. */
const ask =
  (client: FakeClient, sent: (p: Promise<unknown>) => void) =>
  (combat: BroadsideCombat, action: 'next'): Promise<void> => {
    sent(client.ask(roundAsk(combat, action)!));
    return Promise.resolve();
  };

const battle = (t: Table) => t.server.combats.get(t.combatId)!;

/** CONFIG.time.roundTime as the fake clients have it (core's default). */
const ROUND_TIME = 6;

/** The world plays Kyngesreach rounds: the turn sequence setting as a GM left it before this session. */
const playKrRounds = (t: Table) => void t.server.worldSettings.set('broadside.turnSequence', KR);

/** The options core's Next Round passes with its update: the direction and the round's time (v13 combatRound page). */
const coreOptions = (direction: 1 | -1) => ({ direction, worldTime: { delta: direction * ROUND_TIME } });

/**
 * Core's round button pressed on a client, as far as the fakes go: Combat#nextRound/previousRound are
 * core's own and not modelled, so the test builds the `combatRound` hook's update data and options
 * as the v13 hook page describes them, calls the handler with them, then sends core's update with
 * whatever the handler left in them through that client, as core does after the hook.
 */
async function coreRound(t: Table, client: FakeClient, direction: 1 | -1, plays = true) {
  const warnings: string[] = [];
  const put = holdGlobals(foundryGlobals(t.server, client));
  const updateData = { round: battle(t).round + direction, turn: 0 as number | null };
  const options = coreOptions(direction);
  try {
    const combat = game.combats.get(t.combatId) as unknown as BroadsideCombat;
    let asked: Promise<unknown> = Promise.resolve();
    const port = {
      playsRounds: () => plays,
      ask: ask(client, (p) => {
        asked = p;
      }),
      warn: (key: string) => warnings.push(key),
    };
    followCoreRound(combat, updateData, options, port);
    await press(t, Promise.all([asked, combat.update(updateData as never, options as never)]));
  } finally {
    put();
  }
  return { updateData, options, warnings };
}

async function coreStart(t: Table, client: FakeClient) {
  const put = holdGlobals(foundryGlobals(t.server, client));
  try {
    let asked: Promise<unknown> = Promise.resolve();
    const combat = game.combats.get(t.combatId) as unknown as BroadsideCombat;
    followCoreStart(combat, {
      ...FOUNDRY_PORT,
      playsRounds: () => true,
      ask: ask(client, (p) => {
        asked = p;
      }),
    });
    await press(t, asked);
  } finally {
    put();
  }
}

const reload = (t: Table) => krPartOf(t.server.actors.get(t.defiance.uuid)!.system).batteries.starboard.reload;

describe("core's round buttons while Kyngesreach rounds are played", () => {
  it("turn the module's round with the combat's: reloads counted, the counters one", async () => {
    const t = await ready();
    await t.gm.updateActor(t.defiance.uuid, {
      system: { modules: { [KR]: { batteries: { starboard: { reload: 3 } } } } },
    });
    await coreStart(t, t.gm);
    expect([krRound(battle(t).system), battle(t).round]).toEqual([1, 1]);
    const { updateData } = await coreRound(t, t.gm, 1);
    // Core's own update keeps the round it had; the desk wrote the next one, both counters at once.
    expect(updateData.round).toBe(1);
    expect([krRound(battle(t).system), battle(t).round]).toEqual([2, 2]);
    expect(reload(t)).toBe(2);
    await coreRound(t, t.gm, 1);
    expect([krRound(battle(t).system), battle(t).round, reload(t)]).toEqual([3, 3, 1]);
  });

  it("move the world's clock by one round's time per round, as core's Next Round does, and no more", async () => {
    const t = await ready();
    await coreStart(t, t.gm);
    // Core moves no time out of round 0 (foundryvtt issue 12015).
    expect(t.server.worldTime).toBe(0);
    const { options } = await coreRound(t, t.gm, 1);
    // Core's own update carried no time: the desk's write moved the clock, once.
    expect(options.worldTime.delta).toBe(0);
    expect(t.server.worldTime).toBe(ROUND_TIME);
    await coreRound(t, t.gm, 1);
    expect([battle(t).round, t.server.worldTime]).toEqual([3, 2 * ROUND_TIME]);
    // A round back is refused and moves no time.
    await coreRound(t, t.gm, -1);
    expect([battle(t).round, t.server.worldTime]).toEqual([3, 2 * ROUND_TIME]);
  });

  it("hand out no turn marker on core's Next Turn, and move neither the round nor the clock", async () => {
    const t = await ready();
    await coreStart(t, t.gm);
    const put = holdGlobals(foundryGlobals(t.server, t.gm));
    const warnings: string[] = [];
    try {
      const combat = game.combats.get(t.combatId) as unknown as BroadsideCombat;
      const updateData = { round: 1, turn: 1 as number | null };
      const options = { direction: 1, worldTime: { delta: 0 } };
      followCoreTurn(combat, updateData, options, {
        ...FOUNDRY_PORT,
        playsRounds: () => true,
        warn: (k) => warnings.push(k),
      });
      expect(updateData).toEqual({ round: 1, turn: null });
      await press(t, combat.update(updateData as never, options as never));
    } finally {
      put();
    }
    expect(warnings).toEqual(['BROADSIDE.Kr.Rounds.noTurns']);
    expect([battle(t).round, battle(t).turn, t.server.worldTime]).toEqual([1, null, 0]);
  });

  it("put back a round a player's client writes past the desk, moving no time", async () => {
    const t = await ready();
    playKrRounds(t);
    await coreStart(t, t.gm);
    await coreRound(t, t.gm, 1);
    const time = t.server.worldTime;
    // Round and turn are keys a player may write (FOUNDRY-FACTS.md section 4): the server takes it.
    const put = holdGlobals(foundryGlobals(t.server, t.p1));
    try {
      // He even marks it as the desk's: the mark is his to forge, the writer's id is the server's.
      const combat = game.combats.get(t.combatId)!;
      await press(
        t,
        combat.update({ round: 9 }, { broadside: { desk: true } }).then(() => undefined),
      );
    } finally {
      put();
    }
    expect([krRound(battle(t).system), battle(t).round, t.server.worldTime]).toEqual([2, 2, time]);
  });

  it('refuse a round back, and a player pressing them turns nothing', async () => {
    const t = await ready();
    await coreStart(t, t.gm);
    await coreRound(t, t.gm, 1);
    const before = structuredClone(battle(t).system);
    const back = await coreRound(t, t.gm, -1);
    expect(back.warnings).toEqual(['BROADSIDE.Kr.Rounds.noRoundBack']);
    expect(back.updateData.round).toBe(2);
    const player = await coreRound(t, t.p1, 1);
    expect(player.updateData.round).toBe(2);
    expect(battle(t).system).toEqual(before);
    expect([krRound(battle(t).system), battle(t).round]).toEqual([2, 2]);
  });

  it('leave core alone while another turn sequence is played', async () => {
    const t = await ready();
    const before = battle(t).round;
    const { updateData, warnings } = await coreRound(t, t.gm, 1, false);
    expect(updateData.round).toBe(before + 1);
    expect(warnings).toEqual([]);
    expect(krRound(battle(t).system)).toBe(0);
  });

  it('are followed from init, on combatRound and combatStart', () => {
    const hooks = new FakeHooks();
    const target = globalThis as { Hooks?: unknown };
    const held = target.Hooks;
    target.Hooks = hooks;
    try {
      registerCoreRound();
    } finally {
      target.Hooks = held;
    }
    expect(hooks.handlers.get('combatRound')).toHaveLength(1);
    expect(hooks.handlers.get('combatTurn')).toHaveLength(1);
    expect(hooks.handlers.get('combatStart')).toHaveLength(1);
  });
});
