/**
 * The hostile table against Kyngesreach's rounds: players asking the desk to turn the round, to
 * roll a gauge contest their ships are not in, for a round gone or a battle that is not there, or
 * sending round requests out of bounds, and writing the battle themselves. Each is refused (in
 * words every language has) and nothing of the battle or the ships changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { readEnvelope } from '../../../src/authority/channel/protocol';
import { battleGauge } from '../../../src/modules/kyngesreach/gauge-store';
import { krRound } from '../../../src/modules/kyngesreach/round-store';
import { KR, krPartOf } from '../../../src/modules/kyngesreach/part';
import '../../../src/modules/kyngesreach/round-desk';
import { press, table, type Table } from '../../authority/table';
import { forgetGunneryModules, registerGunneryModules } from '../kr-setup';
import { PermissionDenied, ROLES, type FakeClient } from '../../support/fake-foundry';
import { languages, lookup } from '../../support/render';

beforeAll(registerGunneryModules);
afterAll(forgetGunneryModules);

const battleOf = (t: Table) => t.server.combats.get(t.combatId)!.system;
const ask = (t: Table, client: FakeClient, action: 'next' | 'contest', round = krRound(battleOf(t))) =>
  press(t, client.ask({ kind: 'krRound', combatId: t.combatId, action, round }));

/** The battle and the ships' reload timers as they stand, to check nothing moved. */
const snapshot = (t: Table) => ({
  battle: structuredClone(battleOf(t)),
  round: t.server.combats.get(t.combatId)!.round,
  reloads: [t.defiance, t.ajax, t.tonnant, t.fougueux].map(
    (s) => krPartOf(t.server.actors.get(s.uuid)!.system).batteries,
  ),
  messages: t.server.messages.size,
});

/** Every ship's starboard battery reloading for two more rounds (written by the GM, as a broadside does). */
async function reloading(t: Table) {
  for (const s of [t.defiance, t.ajax, t.tonnant, t.fougueux])
    await t.gm.updateActor(s.uuid, { system: { modules: { [KR]: { batteries: { starboard: { reload: 2 } } } } } });
}

const refusals = new Set<string>();
const refused = (code: string) => {
  refusals.add(code);
  return { ok: false, code };
};

describe("a player against Kyngesreach's rounds", () => {
  it('may not begin the rounds nor turn them: the GM only', async () => {
    const t = table();
    await reloading(t);
    const before = snapshot(t);
    expect(await ask(t, t.p1, 'next')).toMatchObject(refused('gmOnly'));
    expect(snapshot(t)).toEqual(before);
    expect(await ask(t, t.gm, 'next')).toMatchObject({ ok: true, code: 'roundTurned' });
    const begun = snapshot(t);
    expect(await ask(t, t.p1, 'next')).toMatchObject(refused('gmOnly'));
    expect(await ask(t, t.stranger, 'next')).toMatchObject(refused('gmOnly'));
    expect(snapshot(t)).toEqual(begun);
  });

  it('may not roll the contest before the rounds begin, nor for a round gone, nor twice', async () => {
    const t = table();
    expect(await ask(t, t.p1, 'contest')).toMatchObject(refused('roundsNotBegun'));
    await ask(t, t.gm, 'next');
    await ask(t, t.gm, 'next');
    const before = snapshot(t);
    expect(await ask(t, t.p1, 'contest', 1)).toMatchObject(refused('staleRound'));
    expect(snapshot(t)).toEqual(before);
    t.deskDice.next = new ScriptedDice([1, 1, 1, 6, 6, 6]);
    // From round 2 his press waits for the other side (decision kr-gauge-tries); the GM's rolls.
    expect(await ask(t, t.p1, 'contest')).toMatchObject(refused('gaugeAwaitsOther'));
    expect(await ask(t, t.gm, 'contest')).toMatchObject({ ok: true, code: 'gaugeRolled' });
    expect(battleGauge(battleOf(t))).toEqual({ round: 2, holder: t.defiance.uuid });
    expect(await ask(t, t.p1, 'contest')).toMatchObject(refused('gaugeContested'));
  });

  it('may not roll the contest for ships not his', async () => {
    const t = table();
    await ask(t, t.gm, 'next');
    const before = snapshot(t);
    // Hornblower commands Ajax, who is not her side's leading ship; the stranger commands nothing.
    for (const client of [t.p2, t.stranger])
      expect(await ask(t, client, 'contest')).toMatchObject(refused('notInGaugeContest'));
    expect(snapshot(t)).toEqual(before);
    expect(battleGauge(battleOf(t))).toBeNull();
  });

  it('may not ask for a battle that is not there, nor out of bounds', async () => {
    const t = table();
    expect(
      await press(t, t.p1.ask({ kind: 'krRound', combatId: 'noSuchBattle', action: 'contest', round: 1 })),
    ).toMatchObject(refused('noBattle'));
    const good = { kind: 'krRound', combatId: t.combatId, action: 'contest', round: 1 };
    expect(readEnvelope({ id: 'r1', request: good })?.request).toEqual(good);
    for (const bad of [
      { ...good, action: 'reset' },
      { ...good, round: -1 },
      { ...good, round: 1.5 },
      { ...good, round: 10_000_000 },
      { ...good, combatId: 'x'.repeat(65) },
      { ...good, combatId: 7 },
    ])
      expect(readEnvelope({ id: 'r1', request: bad }), JSON.stringify(bad)).toBeNull();
  });

  it('may not write the round or the gauge into the battle himself', async () => {
    const t = table();
    await ask(t, t.gm, 'next');
    const before = snapshot(t);
    await expect(
      t.server.updateCombat(t.p1.userId, t.combatId, {
        system: { modules: { [KR]: { round: 9, gauge: { round: 1, holder: t.defiance.uuid } } } },
      }),
    ).rejects.toThrow(PermissionDenied);
    expect(snapshot(t)).toEqual(before);
  });

  it('does not learn from the contest card the name of a ship the GM keeps hidden', async () => {
    const t = table();
    t.server.combats.get(t.combatId)!.combatants.find((c) => c.actorUuid === t.tonnant.uuid)!.hidden = true;
    await ask(t, t.gm, 'next');
    const seen = new Set(t.server.messages.keys());
    t.deskDice.next = new ScriptedDice([1, 1, 1, 6, 6, 6]);
    expect(await ask(t, t.p1, 'contest')).toMatchObject({ ok: true, code: 'gaugeRolled' });
    const [card] = [...t.server.messages.values()].filter((m) => !seen.has(m.id));
    expect(card?.whisper.length).toBeGreaterThan(0);
    expect(card!.whisper).not.toContain(t.p1.userId);
    for (const userId of card!.whisper)
      expect(t.server.users.get(userId)?.role).toBeGreaterThanOrEqual(ROLES.ASSISTANT);
  });

  it('is told every refusal in words, in every language', () => {
    expect(refusals.size).toBeGreaterThanOrEqual(6);
    for (const [code, tree] of Object.entries(languages()))
      for (const refusal of refusals)
        expect(typeof lookup(tree, `BROADSIDE.Desk.${refusal}`), `${code}: ${refusal}`).toBe('string');
  });
});
