/**
 * A hostile player against the desk's guard of a fighting ship, found in review: the guard takes
 * "fights" to mean "is a combatant now" (status-guard.ts fightingShips), and a player may delete
 * and make again the Combatant of his own token (FOUNDRY-FACTS.md section 4, and the row on
 * deleteCombatant). Out of the combat for a moment, her damage and her build are his to write and
 * the guard follows them; back in, she fights repaired and refitted. The test fails until the hole
 * is closed.
 */
import { describe, expect, it } from 'vitest';
import { press, table, type Table } from './table';
import type { FakeActor, FakeCombatant } from '../support/fake-foundry';
import { shipSource } from '../support/fixtures';
import { STRIKE_TRIGGERS } from '../../src/data/ship';

const systemOf = (t: Table, actor: FakeActor) =>
  t.server.actors.get(actor.uuid)!.system as unknown as { guns: number; damage: { points: number } };

/**
 * His ship's combatant taken out of the battle and put back, as his Token HUD's combat toggle does
 * twice; in between, `meanwhile` runs. The fake server has no combatant documents of its own, so the
 * combat's list is changed where the desk reads it (game.combats), as the server would leave it.
 */
async function outAndBackIn(t: Table, ship: FakeActor, meanwhile: () => Promise<unknown>) {
  const combatants = t.server.combats.get(t.combatId)!.combatants;
  const at = combatants.findIndex((c) => c.actorUuid === ship.uuid);
  const [his] = combatants.splice(at, 1) as [FakeCombatant];
  await t.server.settle();
  await meanwhile();
  combatants.splice(at, 0, his);
  await t.server.settle();
}

describe('a ship whose owner toggles her out of her battle and back', () => {
  it('keeps the damage a GM left on her, and the build she fought with', async () => {
    const t = table();
    await press(t, Promise.resolve(t.gm.ready()));
    // The GM (or a card he applied) leaves Defiance with 10 damage points in the battle.
    await t.server.updateActor(t.gm.userId, t.defiance.uuid, { system: { damage: { points: 10 } } });
    await t.server.settle();
    await outAndBackIn(t, t.defiance, () =>
      // His honest client: she is in no battle, so nothing is locked and nothing is put back.
      press(t, t.p1.updateActor(t.defiance.uuid, { system: { damage: { points: 0 }, guns: 120 } })),
    );
    // Back among the combatants, any later write of his is checked against what the guard now holds.
    await t.server.updateActor(t.p1.userId, t.defiance.uuid, { system: { notes: 'fresh paint' } });
    await t.server.settle();
    expect(systemOf(t, t.defiance)).toMatchObject({ guns: 74, damage: { points: 10 } });
  });
});

describe("what the guard copies of a ship in no battle into the GM's ledger", () => {
  it('is bounded: a strike-trigger list of 50,000 entries is not kept', async () => {
    const t = table();
    const sloop = t.server.addShip('HMS Sloop', shipSource({ guns: 18, rate: 'sixth' }), [t.p1.userId]);
    await press(t, Promise.resolve(t.gm.ready()));
    // Every entry is a trigger the schema allows ('a'); the list itself has no bound.
    const triggers = Array.from({ length: 50_000 }, () => 'a');
    await press(t, t.p1.updateActor(sloop.uuid, { system: { strike: { triggers } } }));
    const kept = t.server.ledger.status.find((s) => s.uuid === sloop.uuid)?.values['strike.triggers'];
    expect(Array.isArray(kept) ? kept.length : 0).toBeLessThanOrEqual(STRIKE_TRIGGERS.length);
  });
});

describe("a fighting ship's mark of being raked before (KMH strike test, +5%)", () => {
  it('is put back when her owner clears it mid-battle with a client that skips its hook', async () => {
    const t = table();
    await press(t, Promise.resolve(t.gm.ready()));
    await t.server.updateActor(t.gm.userId, t.defiance.uuid, { system: { rakedBefore: true } });
    await t.server.settle();
    // Nothing else in her data moves a strike test's chance unguarded: read by strikeSituationOf.
    await t.server.updateActor(t.p1.userId, t.defiance.uuid, { system: { rakedBefore: false } });
    await t.server.settle();
    expect((t.server.actors.get(t.defiance.uuid)!.system as unknown as { rakedBefore: boolean }).rakedBefore).toBe(
      true,
    );
  });
});
