/**
 * A player's shot at a ship he does not command holds only if the table gives what its order tells
 * (decision desk-fire-facts): an order forged with honest dice for it (the card is exactly what its
 * dice give from that order) is void when the GM's client seals it, and the same shot as the
 * table stands still applies. The tokens stand on the battle's scene; the sea, the first
 * broadsides, the Fire card and the boarding record are the world's and the GM's.
 */
import { describe, expect, it } from 'vitest';
import { keptStatus } from '../../../../src/data/ledger-book';
import { ABEAM_SHOT, abeam, post, press, refOf, revisionOf, rolled, table, type Table } from '../../../authority/table';
import { cardButtonRequest } from '../../../../src/chat/card-controls';
import { broadsideCardRule } from '../../../../src/modules/kmh/gunnery/broadside-card';
import type { FireOrder } from '../../../../src/modules/kmh/gunnery/fire';
import { startRecord } from '../../../../src/modules/kmh/boarding/card';
import { withShipTable } from '../../../../src/data/ledger-book';
import type { FakeActor } from '../../../support/fake-foundry';

const apply = (t: Table, id: string) => press(t, t.p1.ask(cardButtonRequest('apply', id, revisionOf(t, id), null)!));
const approve = (t: Table, id: string) =>
  press(t, t.gm.ask(cardButtonRequest('approve', id, revisionOf(t, id), null)!));
/** Where a card stands: its ledger entry, or the void mark on its message (a void card keeps no entry). */
const entryOf = (t: Table, id: string) => {
  const mark = (t.server.messages.get(id)?.flags.broadside as { void?: string } | undefined)?.void;
  return mark ? { status: 'void', reason: mark } : t.server.ledger.cards.find((c) => c.messageId === id);
};
const damage = (t: Table, ship: FakeActor) => t.server.actors.get(ship.uuid)!.system.damage.points;

/** The table with its GM's page loaded: he holds the desk, and its guard keeps the GM-only status. */
async function opened(): Promise<Table> {
  const t = table();
  await press(t, Promise.resolve(t.gm.ready()));
  return t;
}

/** The order the fire dialog gives for this shot as the table stands: medium range, full, no rake, calm, spent. */
const HONEST: FireOrder = { ...ABEAM_SHOT, choppy: false, first: false };

/** Honest dice for a pool of any size: two fours and the rest ones, and a special check of 9 (none). */
const TWO_FOURS = {
  roll: (count: number, faces: number) => Array.from({ length: count }, (_, i) => (faces === 6 ? (i < 2 ? 4 : 1) : 9)),
};

/** The card its order gives from the sheets as they stand, rolled on honest dice. */
function shot(t: Table, order: FireOrder, friend: FakeActor | null = null) {
  return rolled(
    broadsideCardRule(refOf(t, t.defiance), refOf(t, t.tonnant), order, friend && refOf(t, friend)),
    TWO_FOURS,
  );
}

/** The card is void for its order: refused to the player's Apply and to the GM's Approve, Tonnant untouched. */
async function refused(t: Table, order: FireOrder, friend: FakeActor | null = null) {
  const card = shot(t, order, friend);
  const m = await post(t, t.p1, card);
  expect(entryOf(t, m.id)).toMatchObject({ status: 'void', reason: 'orderDiffers' });
  expect(t.p1.told.at(-1)).toMatchObject({ ok: false, code: 'orderDiffers', data: { ship: 'HMS Defiance' } });
  expect(await apply(t, m.id)).toMatchObject({ ok: false, code: 'orderDiffers' });
  expect(await approve(t, m.id)).toMatchObject({ ok: false, code: 'orderDiffers' });
  expect(damage(t, t.tonnant)).toBe(0);
  return card;
}

/** The card holds: open, put before the GM by the player, applied on the GM's Approve. */
async function holds(t: Table, order: FireOrder, friend: FakeActor | null = null) {
  const card = shot(t, order, friend);
  const m = await post(t, t.p1, card);
  // Rolled on his own client, not by the desk: the GM's to apply (decision desk-rolls).
  expect(entryOf(t, m.id)).toMatchObject({ status: 'open', gmOnly: 'playerDice' });
  expect(await apply(t, m.id)).toMatchObject({ ok: true, code: 'awaitingGM' });
  expect(await approve(t, m.id)).toMatchObject({ ok: true, code: 'applied' });
  return { card, id: m.id };
}

describe("a player's shot at a ship he does not command is checked against the table (decision desk-fire-facts)", () => {
  it('the proven forgery: point blank, a stern rake and a first broadside on honest dice is void', async () => {
    const t = await abeam();
    const forged = await refused(t, { ...HONEST, distanceCm: 4, rake: 'stern', first: true });
    // The order more than doubles the pool: every die of it was honest for that order.
    expect(forged.plan.pool).toBeGreaterThan(2 * shot(t, HONEST).plan.pool);
    const { card } = await holds(t, HONEST);
    expect(damage(t, t.tonnant)).toBe(card.changes[0]!.after!.damagePoints);
  });

  it('each measured fact alone: a range band, a rake, a full broadside where a partial one bears', async () => {
    const t = await abeam();
    await refused(t, { ...HONEST, distanceCm: 25 });
    await refused(t, { ...HONEST, rake: 'bow' });
    // Tonnant ahead on the bow: a partial broadside at most.
    t.server.placeToken(t.combatId, t.tonnant, { x: 58, y: 30, heading: 0 });
    await refused(t, { ...HONEST, distanceCm: 13 });
    // From port at a ship to starboard: her guns do not bear.
    t.server.placeToken(t.combatId, t.tonnant, { x: 65, y: 50, heading: 0 });
    await refused(t, { ...HONEST, side: 'port' });
  });

  it('a partial broadside or no rake where more is measured only costs the firer, and holds', async () => {
    const t = await abeam();
    await holds(t, { ...HONEST, partial: true });
  });

  it('a token nudged between the roll and the seal is within the tolerance; a range band away is not', async () => {
    const t = await abeam();
    // Pellew measured 13.5 cm (medium); his ship has sailed 1.5 cm nearer since (12 cm: short, by 1.5 cm).
    const placed = t.server.combats.get(t.combatId)!.scene.tokens;
    const x = [...placed.values()][0]!.x;
    await t.server.moveToken(t.p1.userId, t.combatId, t.defiance, { x: x + 1.5 * 40 });
    await holds(t, HONEST);
    // Moved 4 cm nearer: short range, no nudge.
    const t2 = await abeam();
    t2.server.placeToken(t2.combatId, t2.defiance, { x: 54, y: 50, heading: 0 });
    await refused(t2, HONEST);
  });

  it('a calm sea told of choppy seas, or choppy seas told calm, is void', async () => {
    const t = await abeam();
    await refused(t, { ...HONEST, choppy: true });
    t.server.worldSettings.set('broadside.wind', { fromDegrees: 0, strength: 2, becalmed: false, sea: 'choppy' });
    await refused(t, HONEST);
    await holds(t, { ...HONEST, choppy: true });
  });

  it('a first broadside the GM’s status spends is void though her sheet was ticked back by a hostile client', async () => {
    const t = await abeam();
    // Her owner's client skips its own hook and unticks the box: the server takes it, the desk puts it back.
    await press(
      t,
      t.server.updateActor(t.p1.userId, t.defiance.uuid, { system: { initialBroadsideFired: { starboard: false } } }),
    );
    expect(t.server.actors.get(t.defiance.uuid)!.system.initialBroadsideFired.starboard).toBe(true);
    await refused(t, { ...HONEST, first: true });
  });

  it('the desk spends her first broadside when it seals it: a second first broadside is void', async () => {
    const t = await abeam();
    // The GM gives her starboard battery its first broadside again (a new battle).
    await press(
      t,
      t.gm.updateActor(t.defiance.uuid, { system: { initialBroadsideFired: { port: true, starboard: false } } }),
    );
    const first = await post(t, t.p1, shot(t, { ...HONEST, first: true }));
    expect(entryOf(t, first.id)).toMatchObject({ status: 'open' });
    await t.server.settle();
    expect(t.server.actors.get(t.defiance.uuid)!.system.initialBroadsideFired.starboard).toBe(true);
    expect(keptStatus(t.server.ledger, t.defiance.uuid, 'initialBroadsideFired.starboard', false)).toBe(true);
    await refused(t, { ...HONEST, first: true });
  });

  it('grape on a Fire card no deck shows held is void; with no Fire cards to hold (Salt’n’Tar) it holds', async () => {
    const t = await abeam();
    t.server.placeToken(t.combatId, t.tonnant, { x: 54, y: 50, heading: 0 });
    const grape = { ...HONEST, distanceCm: 3, shot: 'grape' as const, fireCardHeld: true };
    await refused(t, grape);
    t.server.worldSettings.set('broadside.turnSequence', 'saltntar');
    await holds(t, grape);
  });

  it('a shot at a ship locked with a friend that leaves the friend out is void; into the boarding it holds', async () => {
    const t = await abeam();
    const record = startRecord({ ship: refOf(t, t.ajax), prize: false }, { ship: refOf(t, t.tonnant), prize: false });
    const ships = withShipTable(withShipTable(t.server.ledger, t.ajax.uuid, { boarding: record }), t.tonnant.uuid, {
      boarding: record,
    });
    t.server.ledger = { ...t.server.ledger, ...ships };
    await refused(t, HONEST);
    // Into the boarding, but with no friend named: every hit still on Tonnant.
    await refused(t, { ...HONEST, intoBoarding: true });
    await holds(t, { ...HONEST, intoBoarding: true }, t.ajax);
  });

  it('a boarding told of where the table records none is void', async () => {
    const t = await abeam();
    await refused(t, { ...HONEST, intoBoarding: true }, t.ajax);
  });

  it('with no tokens on a battle’s scene the shot is for the GM alone; the rest is still checked', async () => {
    const t = await opened();
    const m = await post(t, t.p1, shot(t, HONEST));
    expect(entryOf(t, m.id)).toMatchObject({ status: 'open', gmOnly: 'unmeasured' });
    await refused(t, { ...HONEST, choppy: true });
  });

  it('the GM’s own shot, and a player’s at a ship he commands, are taken as told', async () => {
    const t = await abeam();
    const gmShot = rolled(
      broadsideCardRule(refOf(t, t.tonnant), refOf(t, t.defiance), { ...HONEST, distanceCm: 4 }),
      TWO_FOURS,
    );
    const m = await post(t, t.gm, gmShot);
    expect(entryOf(t, m.id)).toMatchObject({ status: 'open', gmOnly: null });
    t.server.placeToken(t.combatId, t.ajax, { x: 65, y: 50, heading: 0 });
    t.server.actors.get(t.ajax.uuid)!.ownership[t.p1.userId] = 3;
    const own = rolled(
      broadsideCardRule(refOf(t, t.defiance), refOf(t, t.ajax), { ...HONEST, distanceCm: 4 }),
      TWO_FOURS,
    );
    const o = await post(t, t.p1, own);
    expect(entryOf(t, o.id)).toMatchObject({ status: 'open' });
  });
});
