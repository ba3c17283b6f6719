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

/** Core's round button pressed on a client: its `combatRound` data as Combat#nextRound/previousRound gives it. */
async function coreRound(t: Table, client: FakeClient, direction: 1 | -1, plays = true) {
  const warnings: string[] = [];
  const put = holdGlobals(foundryGlobals(t.server, client));
  const updateData = { round: battle(t).round + direction, turn: 0 };
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
    followCoreRound(combat, updateData, { direction }, port);
    await press(t, asked);
  } finally {
    put();
  }
  return { updateData, warnings };
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
    const { updateData, warnings } = await coreRound(t, t.gm, 1, false);
    expect(updateData.round).toBe(battle(t).round + 1);
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
    expect(hooks.handlers.get('combatStart')).toHaveLength(1);
  });
});
