/**
 * The Salt'n'Tar phase buttons through the desk, against the fake server: a GM's press is a
 * request the desk carries out against the turn's serial he saw, so two GMs pressing at once make
 * one step and one roll; a player may press none; each step is the GM's desk's write.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { press, table, type Table } from '../../authority/table';
import { setPhaseRoller } from '../../../src/modules/saltntar/sequence-desk';
import type { DeskRequest } from '../../../src/authority/channel/protocol';
import type { RolledPhase } from '../../../src/rules/saltntar/sequence';

const turn = (t: Table) => t.server.combats.get(t.combatId)!.system.sequence;
const ask = (
  t: Table,
  client: Table['gm'],
  action: Extract<DeskRequest, { kind: 'sequence' }>['action'],
  serial = turn(t)?.serial ?? 0,
) => client.ask({ kind: 'sequence', combatId: t.combatId, serial, action });

afterEach(() => setPhaseRoller(null));

describe("a battle's Salt'n'Tar turn through the desk", () => {
  it('is begun by the desk for a GM, never for a player, with the ships held to their half moves', async () => {
    const t = table();
    expect(await press(t, ask(t, t.p1, 'begin'))).toMatchObject({ ok: false, code: 'gmOnly' });
    expect(turn(t)).toBeNull();
    expect(await press(t, ask(t, t.gm2, 'begin'))).toMatchObject({ ok: true, code: 'sequenceSet' });
    const combat = t.server.combats.get(t.combatId)!;
    expect(turn(t)).toMatchObject({
      kind: 'combat',
      turn: 1,
      phase: 'wind',
      sides: ['friendly', 'hostile'],
      serial: 1,
    });
    expect(combat.round).toBe(1);
    expect(Object.keys(combat.system.moves).sort()).toEqual(combat.combatants.map((c) => c.tokenId).sort());
    // Written by the desk's GM, whoever pressed.
    expect(await press(t, ask(t, t.gm2, 'begin', 0))).toMatchObject({ ok: false, code: 'staleSequence' });
    expect(await press(t, ask(t, t.gm2, 'begin'))).toMatchObject({ ok: false, code: 'SequenceBegun' });
  });

  it('steps once when two GMs press at once; the second is told the turn changed', async () => {
    const t = table();
    await press(t, ask(t, t.gm, 'begin'));
    const serial = turn(t)!.serial;
    const two = await press(t, Promise.all([ask(t, t.gm, 'advance', serial), ask(t, t.gm2, 'advance', serial)]));
    expect(two.map((a) => a.code).sort()).toEqual(['sequenceSet', 'staleSequence']);
    expect(turn(t)).toMatchObject({ phase: 'luck', step: 0, serial: 2 });
    expect(await press(t, ask(t, t.p1, 'back'))).toMatchObject({ ok: false, code: 'gmOnly' });
    expect(await press(t, ask(t, t.gm2, 'back'))).toMatchObject({ ok: true });
    expect(turn(t)).toMatchObject({ phase: 'wind', serial: 3 });
  });

  it("rolls a phase's dice once on the desk for two presses, and marks it rolled", async () => {
    const t = table();
    const rolled: { combatId: string; phase: RolledPhase }[] = [];
    setPhaseRoller((combatId, phase) => Promise.resolve(void rolled.push({ combatId, phase })));
    await press(t, ask(t, t.gm, 'begin'));
    const serial = turn(t)!.serial;
    const two = await press(t, Promise.all([ask(t, t.gm, 'roll', serial), ask(t, t.gm2, 'roll', serial)]));
    expect(two.map((a) => a.code).sort()).toEqual(['sequenceSet', 'staleSequence']);
    expect(rolled).toEqual([{ combatId: t.combatId, phase: 'wind' }]);
    expect(turn(t)?.rolled).toEqual(['wind']);
    expect(await press(t, ask(t, t.gm, 'roll'))).toMatchObject({ ok: false, code: 'NothingToRoll' });
    expect(rolled).toHaveLength(1);
  });

  it('rolls initiative on the desk in its own phase, the order in the answer', async () => {
    const t = table();
    await press(t, ask(t, t.gm, 'begin'));
    expect(await press(t, ask(t, t.gm, 'initiative'))).toMatchObject({ ok: false, code: 'NotInitiative' });
    for (let i = 0; i < 3; i++) await press(t, ask(t, t.gm, 'advance'));
    expect(turn(t)?.phase).toBe('initiative');
    const reply = await press(t, ask(t, t.gm2, 'initiative'));
    expect(reply.ok).toBe(true);
    expect(reply.data.order?.split(',').sort()).toEqual(['friendly', 'hostile']);
    expect(turn(t)).toMatchObject({ initiativeSet: true, sides: reply.data.order?.split(',') });
  });
});
