/**
 * A battle's roster (decision desk-battle-roster): a ship seen among its combatants stays held to it
 * until it ends, kept in the GM's ledger, so a desk taken over later holds her too.
 */
import { describe, expect, it } from 'vitest';
import { press, table, type Table } from './table';
import type { FakeActor } from '../support/fake-foundry';

const systemOf = (t: Table, actor: FakeActor) =>
  t.server.actors.get(actor.uuid)!.system as unknown as { guns: number; damage: { points: number } };

describe('a ship taken out of her battle while no GM is connected', () => {
  it('is put back as she left when a GM comes, the roster read from the ledger', async () => {
    const t = table();
    await press(t, Promise.resolve(t.gm.ready()));
    await t.server.updateActor(t.gm.userId, t.defiance.uuid, { system: { damage: { points: 10 } } });
    await t.server.settle();
    const roster = t.server.ledger.fought?.find((r) => r.combat === t.combatId);
    expect(roster?.ships).toContain(t.defiance.uuid);
    await t.server.setConnected(t.gm.userId, false);
    await t.server.setConnected(t.gm2.userId, false);
    const combatants = t.server.combats.get(t.combatId)!.combatants;
    combatants.splice(
      combatants.findIndex((c) => c.actorUuid === t.defiance.uuid),
      1,
    );
    await t.server.updateActor(t.p1.userId, t.defiance.uuid, { system: { damage: { points: 0 }, guns: 120 } });
    await t.server.setConnected(t.gm.userId, true);
    await t.server.settle();
    expect(systemOf(t, t.defiance)).toMatchObject({ guns: 74, damage: { points: 10 } });
  });

  it('is his again once the battle ends', async () => {
    const t = table();
    await press(t, Promise.resolve(t.gm.ready()));
    t.server.combats.delete(t.combatId);
    await press(t, t.p1.updateActor(t.defiance.uuid, { system: { damage: { points: 0 }, guns: 120 } }));
    expect(systemOf(t, t.defiance)).toMatchObject({ guns: 120, damage: { points: 0 } });
  });

  it("is locked on her owner's own client while out of the combat, which tells him why", async () => {
    const t = table();
    await press(t, Promise.resolve(t.gm.ready()));
    const combatants = t.server.combats.get(t.combatId)!.combatants;
    combatants.splice(
      combatants.findIndex((c) => c.actorUuid === t.defiance.uuid),
      1,
    );
    await press(t, t.p1.updateActor(t.defiance.uuid, { system: { guns: 120 } }));
    expect(systemOf(t, t.defiance).guns).toBe(74);
    expect(t.p1.notes.map((n) => n.text)).toContain('BROADSIDE.Ship.Status.figuresLocked');
  });
});
