/**
 * A player's `fire` request (decision desk-rolls) against the holes a hostile review found: a ship
 * the GM hides is answered as one that is not there, a side fires once until its shot is dealt
 * with (no fishing the table's dice for the best card), and the desk measures from the token the
 * GM's moves place, not from one a player added to the combat.
 */
import { describe, expect, it } from 'vitest';
import { ABEAM_SHOT, abeam, press, type Table } from './table';
import type { DeskRequest } from '../../src/authority/channel/protocol';
import type { FakeClient } from '../support/fake-foundry';

const INPUT = ABEAM_SHOT;

const fire = (t: Table, firer = t.defiance.uuid, target = t.tonnant.uuid, input = INPUT): DeskRequest => ({
  kind: 'fire',
  firer,
  target,
  input,
});
const received = (t: Table, client: FakeClient) =>
  JSON.stringify([...client.chat].map((id) => t.server.messages.get(id) ?? null));
const broadsides = (t: Table) => [...t.server.messages.values()].filter((m) => m.type === 'broadside');

describe("a player's fire request and a ship the GM hides", () => {
  it('is refused as a ship that is not there, and nothing a player receives names her', async () => {
    const t = await abeam();
    t.server.combats.get(t.combatId)!.combatants.find((c) => c.actorUuid === t.tonnant.uuid)!.hidden = true;
    const reply = await press(t, t.p1.ask(fire(t)));
    expect(reply).toMatchObject({ ok: false, code: 'noSuchShip' });
    expect(JSON.stringify(reply)).not.toContain('Le Tonnant');
    expect(broadsides(t)).toHaveLength(0);
    for (const player of [t.p1, t.p2, t.stranger]) expect(received(t, player)).not.toContain('Le Tonnant');
  });

  it('does not name a hidden ship given as the firer either', async () => {
    const t = await abeam();
    t.server.combats.get(t.combatId)!.combatants.find((c) => c.actorUuid === t.tonnant.uuid)!.hidden = true;
    const reply = await press(t, t.p1.ask(fire(t, t.tonnant.uuid, t.defiance.uuid)));
    expect(reply).toMatchObject({ ok: false, code: 'noSuchShip' });
    expect(JSON.stringify(reply)).not.toContain('Le Tonnant');
  });
});

describe("a player's fire request, again and again", () => {
  it('rolls one shot from a side until the table has dealt with it: no fishing for the best card', async () => {
    const t = await abeam();
    expect(await press(t, t.p1.ask(fire(t)))).toMatchObject({ ok: true, code: 'fired' });
    t.server.time += 60_000;
    expect(await press(t, t.p1.ask(fire(t)))).toMatchObject({
      ok: false,
      code: 'shotWaiting',
      data: { ship: 'HMS Defiance' },
    });
    expect(broadsides(t)).toHaveLength(1);
    // The other side is another battery.
    expect(await press(t, t.p1.ask(fire(t, undefined, undefined, { ...INPUT, side: 'port' })))).toMatchObject({
      ok: false,
      code: 'notBearing',
    });
    // Once the GM removes the card, she may fire from that side again.
    await t.server.deleteMessage(t.gm.userId, broadsides(t)[0]!.id);
    await t.server.settle();
    t.server.time += 60_000;
    expect(await press(t, t.p1.ask(fire(t)))).toMatchObject({ ok: true, code: 'fired' });
  });
});

describe("a player's fire request from a token he added to the battle", () => {
  it('is measured from the token the GM placed, never from his second one', async () => {
    const t = await abeam();
    const combat = t.server.combats.get(t.combatId)!;
    // The battle is begun: the GM's moves place each ship's token (their entries are seeded at Begin).
    for (const c of combat.combatants) combat.system.moves[c.tokenId] = {};
    // He takes his own combatant out and adds one for a second token of hers under the enemy's stern.
    const mine = combat.combatants.findIndex((c) => c.actorUuid === t.defiance.uuid);
    const [first] = combat.combatants.splice(mine, 1);
    combat.combatants.push({ ...first!, id: 'b00000000000second', tokenId: 't00000000000second' });
    t.server.placeToken(t.combatId, t.defiance, { x: 65, y: 55.5, heading: 270 });
    t.server.time += 60_000;
    const reply = await press(t, t.p1.ask(fire(t, undefined, undefined, { ...INPUT, distanceCm: 4, rake: 'stern' })));
    // No token of hers that the GM placed stands in the combat now: the desk cannot measure her shot.
    expect(reply).toMatchObject({ ok: false, code: 'unmeasured' });
    expect(broadsides(t)).toHaveLength(0);
  });
});

describe("a player's boarding requests, on the same guards", () => {
  const grapple = (t: Table, defender = t.tonnant.uuid): DeskRequest => ({
    kind: 'grapple',
    attacker: t.defiance.uuid,
    defender,
    willing: 1,
  });

  it('answers a grapple of a hidden ship as a ship that is not there', async () => {
    const t = await abeam();
    t.server.combats.get(t.combatId)!.combatants.find((c) => c.actorUuid === t.tonnant.uuid)!.hidden = true;
    const reply = await press(t, t.p1.ask(grapple(t)));
    expect(reply).toMatchObject({ ok: false, code: 'noSuchShip' });
    expect(JSON.stringify(reply)).not.toContain('Le Tonnant');
    expect([...t.server.messages.values()].filter((m) => m.type === 'boarding')).toHaveLength(0);
  });

  it('rolls one grapple of hers at a time until the table has dealt with it', async () => {
    const t = await abeam();
    // Every die a five: the grapple locks, so its card has something to apply and waits for the GM.
    t.deskDice.next = { roll: (count: number) => Array.from({ length: count }, () => 5) };
    expect(await press(t, t.p1.ask(grapple(t)))).toMatchObject({ ok: true, code: 'grappled' });
    t.server.time += 60_000;
    expect(await press(t, t.p1.ask(grapple(t, t.fougueux.uuid)))).toMatchObject({
      ok: false,
      code: 'boardingWaiting',
      data: { ship: 'HMS Defiance' },
    });
    const cards = [...t.server.messages.values()].filter((m) => m.type === 'boarding');
    expect(cards).toHaveLength(1);
    await t.server.deleteMessage(t.gm.userId, cards[0]!.id);
    await t.server.settle();
    t.server.time += 60_000;
    expect(await press(t, t.p1.ask(grapple(t)))).toMatchObject({ ok: true, code: 'grappled' });
  });
});
