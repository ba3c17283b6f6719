/**
 * The hostile table against the tries of a round's gauge contest (Tactics, a magical wind;
 * decision kr-gauge-tries): a player choosing for the other side, for a ship not in the contest,
 * after the contest, in the Weather Sense round, for a round gone, a wind nobody aboard can raise,
 * out of bounds or straight into the battle. Each is refused in words and nothing changes; what a
 * commander chose is what the desk rolls, with the texts' +1 and +2.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { CLASS_FIGURES } from '../../../src/rules/kyngesreach/tables';
import { readEnvelope } from '../../../src/authority/channel/protocol';
import { krRound } from '../../../src/modules/kyngesreach/round-store';
import { battleTries } from '../../../src/modules/kyngesreach/round-tries';
import { KR, krFigures } from '../../../src/modules/kyngesreach/part';
import { asClient, press, table, type Table } from '../../authority/table';
import { contestGauge } from '../../../src/modules/kyngesreach/gauge-battle';
import { battleGauge } from '../../../src/modules/kyngesreach/gauge-store';
import { forgetGunneryModules, registerGunneryModules } from '../kr-setup';
import { crewSource } from '../../support/crew-fixtures';
import { PermissionDenied, type FakeActor, type FakeClient } from '../../support/fake-foundry';
import { languages, lookup } from '../../support/render';

beforeAll(registerGunneryModules);
afterAll(forgetGunneryModules);

const battleOf = (t: Table) => t.server.combats.get(t.combatId)!.system;
type Tries = { tactics: boolean; magicWind: boolean };
const choose = (t: Table, client: FakeClient, ship: FakeActor, tries: Tries, round = krRound(battleOf(t))) =>
  press(t, client.ask({ kind: 'krTries', combatId: t.combatId, round, ship: ship.uuid, ...tries }));
const turn = (t: Table) =>
  press(t, t.gm.ask({ kind: 'krRound', combatId: t.combatId, action: 'next', round: krRound(battleOf(t)) }));
const contest = (t: Table, client: FakeClient) =>
  press(t, client.ask({ kind: 'krRound', combatId: t.combatId, action: 'contest', round: krRound(battleOf(t)) }));

const TACTICS: Tries = { tactics: true, magicWind: false };
const WIND: Tries = { tactics: false, magicWind: true };

/** The battle in round 2, where the contest is Seamanship and the tries count. */
async function roundTwo(t: Table) {
  await turn(t);
  await turn(t);
}

/** The GM's wind-worker listed aboard Tonnant (her crew, so he counts for her). */
async function windWorker(t: Table) {
  const mage = t.server.addCrew(
    'Abbé Fleury',
    crewSource((c) => {
      c.gurps.spell.level = 15;
    }),
  );
  await t.gm.updateActor(t.tonnant.uuid, { system: { crew: [{ actor: mage.uuid, role: 'lieutenant' }] } });
}

const snapshot = (t: Table) => ({ battle: structuredClone(battleOf(t)), messages: t.server.messages.size });

const refusals = new Set<string>();
const refused = (code: string) => {
  refusals.add(code);
  return { ok: false, code };
};

describe("a player against the gauge contest's tries", () => {
  it('may not choose for the other side, nor for a ship not in the contest', async () => {
    const t = table();
    await roundTwo(t);
    const before = snapshot(t);
    // Pellew commands Defiance; Tonnant is the GM's and the other side's leading ship.
    expect(await choose(t, t.p1, t.tonnant, TACTICS)).toMatchObject(refused('notYourSide'));
    // Hornblower's Ajax is no contestant; the stranger commands nothing.
    expect(await choose(t, t.p2, t.ajax, TACTICS)).toMatchObject(refused('notInGaugeContest'));
    expect(await choose(t, t.stranger, t.defiance, TACTICS)).toMatchObject(refused('notYourSide'));
    expect(snapshot(t)).toEqual(before);
  });

  it('may not choose after the contest, in the Weather Sense round, before the rounds, or for a round gone', async () => {
    const t = table();
    expect(await choose(t, t.p1, t.defiance, TACTICS)).toMatchObject(refused('roundsNotBegun'));
    await turn(t);
    expect(await choose(t, t.p1, t.defiance, TACTICS)).toMatchObject(refused('noTriesInWeatherRound'));
    await turn(t);
    expect(await choose(t, t.p1, t.defiance, TACTICS, 1)).toMatchObject(refused('staleRound'));
    t.deskDice.next = new ScriptedDice([1, 1, 1, 6, 6, 6]);
    expect(await contest(t, t.gm)).toMatchObject({ ok: true, code: 'gaugeRolled' });
    const before = snapshot(t);
    expect(await choose(t, t.p1, t.defiance, TACTICS)).toMatchObject(refused('gaugeContested'));
    expect(await choose(t, t.gm, t.tonnant, TACTICS)).toMatchObject(refused('gaugeContested'));
    expect(snapshot(t)).toEqual(before);
  });

  it('may not raise a magical wind with nobody aboard who casts', async () => {
    const t = table();
    await roundTwo(t);
    const before = snapshot(t);
    expect(await choose(t, t.p1, t.defiance, WIND)).toMatchObject(refused('noWindWorker'));
    expect(snapshot(t)).toEqual(before);
  });

  it('may not write the tries into the battle himself, nor send them out of bounds', async () => {
    const t = table();
    await roundTwo(t);
    await expect(
      t.server.updateCombat(t.p1.userId, t.combatId, {
        system: { modules: { [KR]: { tries: { round: 2, a: { ship: t.defiance.uuid, ...WIND }, b: null } } } },
      }),
    ).rejects.toThrow(PermissionDenied);
    expect(battleTries(battleOf(t), 2)).toEqual({ a: null, b: null });
    const good = { kind: 'krTries', combatId: t.combatId, round: 2, ship: t.defiance.uuid, ...TACTICS };
    expect(readEnvelope({ id: 'r1', request: good })?.request).toEqual(good);
    for (const bad of [
      { ...good, tactics: 'yes' },
      { ...good, magicWind: 1 },
      { ...good, round: -1 },
      { ...good, ship: 'x'.repeat(400) },
      { ...good, ship: 7 },
      { ...good, combatId: 'x'.repeat(65) },
    ])
      expect(readEnvelope({ id: 'r1', request: bad }), JSON.stringify(bad)).toBeNull();
  });

  it("rolls each side's chosen tries in the contest, with the texts' +1 and +2", async () => {
    const t = table();
    await windWorker(t);
    await roundTwo(t);
    expect(await choose(t, t.p1, t.defiance, TACTICS)).toMatchObject({ ok: true, code: 'triesChosen' });
    expect(await choose(t, t.gm, t.tonnant, WIND)).toMatchObject({ ok: true, code: 'triesChosen' });
    expect(battleTries(battleOf(t), 2)).toEqual({
      a: { ship: t.defiance.uuid, ...TACTICS },
      b: { ship: t.tonnant.uuid, ...WIND },
    });
    // Tactics a (3: made), no spell roll (one wind alone), Seamanship a (9), Seamanship b (12).
    t.deskDice.next = new ScriptedDice([1, 1, 1, 3, 3, 3, 4, 4, 4]);
    const seen = new Set(t.server.messages.keys());
    expect(await contest(t, t.gm)).toMatchObject({ ok: true, code: 'gaugeRolled' });
    const [card] = [...t.server.messages.values()].filter((m) => !seen.has(m.id));
    const data = (card!.system as { data: Record<string, unknown> }).data;
    const handling = (ship: FakeActor) =>
      CLASS_FIGURES[krFigures(t.server.actors.get(ship.uuid)!.system).shipClass].handling;
    // Seamanship 10 (the average crew's, and the mage's own), the class's handling, +1 Tactics, +2 wind.
    expect(data.aSkill).toBe(String(10 + handling(t.defiance) + 1));
    expect(data.bSkill).toBe(String(10 + handling(t.tonnant) + 2));
    expect(data.aTactics).toEqual({ key: 'BROADSIDE.Kr.Rounds.Chat.tacticsMade' });
    expect(data.bWind).toEqual({ key: 'BROADSIDE.Kr.Rounds.Chat.windWorks' });
    expect(data.bTactics).toEqual({ key: 'BROADSIDE.Kr.Rounds.Chat.tacticsNone' });
  });

  it("rolls the tries chosen on the tracker in the GM's macro contest exactly as the tracker's button does", async () => {
    // Tactics a (3: made), no spell roll (one wind alone), Seamanship a (9), Seamanship b (12).
    const faces = [1, 1, 1, 3, 3, 3, 4, 4, 4];
    const chosen = async () => {
      const t = table();
      await windWorker(t);
      await roundTwo(t);
      await choose(t, t.p1, t.defiance, TACTICS);
      await choose(t, t.gm, t.tonnant, WIND);
      const dice = new ScriptedDice(faces);
      t.deskDice.next = dice;
      return { t, dice };
    };
    const button = await chosen();
    // The GM's press rolls at once (decision kr-gauge-tries); a player's waits for the other side.
    expect(await contest(button.t, button.t.gm)).toMatchObject({ ok: true, code: 'gaugeRolled' });
    const macro = await chosen();
    const { t } = macro;
    const holder = await asClient(t, t.gm, () => contestGauge(t.combatId, t.defiance.uuid, t.tonnant.uuid));
    // The same dice for the same tries: every face rolled (Tactics first), and the same holder recorded.
    expect([button.dice.remaining, macro.dice.remaining]).toEqual([0, 0]);
    expect(battleGauge(battleOf(t))).toEqual(battleGauge(battleOf(button.t)));
    expect(holder).toBe(battleGauge(battleOf(button.t))?.holder);
  });

  it('lets him change his choice until the contest, and a new round forgets it', async () => {
    const t = table();
    await roundTwo(t);
    await choose(t, t.p1, t.defiance, TACTICS);
    await choose(t, t.p1, t.defiance, { tactics: false, magicWind: false });
    expect(battleTries(battleOf(t), 2).a).toEqual({ ship: t.defiance.uuid, tactics: false, magicWind: false });
    await choose(t, t.p1, t.defiance, TACTICS);
    await turn(t);
    expect(battleTries(battleOf(t), 3)).toEqual({ a: null, b: null });
  });

  it('is told every refusal in words, in every language', () => {
    expect(refusals.size).toBeGreaterThanOrEqual(6);
    for (const [code, tree] of Object.entries(languages()))
      for (const refusal of refusals)
        expect(typeof lookup(tree, `BROADSIDE.Desk.${refusal}`), `${code}: ${refusal}`).toBe('string');
  });
});
