/**
 * A player's boarding card that changes a ship he does not command is rolled by the GM's client
 * (decision desk-rolls): his button sends a bounded request through his mailbox; the desk checks he
 * commands his ship, reads the sheets and the GM's boarding records itself, rolls on the table's
 * dice with real Rolls (the fake's Roll, as dice/roll-rule.ts makes them) and posts the card as his
 * ship's, sealed as its own. A card he rolls on his own client instead is for the GM alone.
 */
import { describe, expect, it } from 'vitest';
import {
  entryOf,
  newest,
  post,
  press,
  ready as readyWith,
  refOf,
  revisionOf,
  rolled,
  wire,
  type Table,
} from '../../../authority/table';
import { cardButtonRequest } from '../../../../src/chat/card-controls';
import {
  boardingStepCardRule,
  boatsBoardingCard,
  grappleCardRule,
  startRecord,
  type BoardingCard,
} from '../../../../src/modules/kmh/boarding/card';
import type { DeskRequest } from '../../../../src/authority/channel/protocol';
import { withShipTable } from '../../../../src/data/ledger-book';
import { rollRecords } from '../../../../src/authority/roll-record';
import type { FakeActor } from '../../../support/fake-foundry';

/** Every die a five. */
const FIVES = { roll: (count: number) => Array.from({ length: count }, () => 5) };

/** The table ready, every die of the desk's a five. */
const ready = () => readyWith(FIVES);
const boarder = (t: Table, ship: FakeActor) => ({ ship: refOf(t, ship), prize: false });

/** The GM's table records an action of `attacker` against `defender` at its first stage. */
function locked(t: Table, attacker: FakeActor, defender: FakeActor) {
  const record = startRecord(boarder(t, attacker), boarder(t, defender));
  const ships = withShipTable(withShipTable(t.server.ledger, attacker.uuid, { boarding: record }), defender.uuid, {
    boarding: record,
  });
  t.server.ledger = { ...t.server.ledger, ...ships };
  return record;
}

/** The GM applies a card a player put before him. */
async function approved(t: Table, messageId: string) {
  const revision = () => revisionOf(t, messageId);
  expect(await press(t, t.p1.ask(cardButtonRequest('apply', messageId, revision(), null)!))).toMatchObject({
    code: 'awaitingGM',
  });
  expect(await press(t, t.gm.ask(cardButtonRequest('approve', messageId, revision(), null)!))).toMatchObject({
    ok: true,
    code: 'applied',
  });
}

describe("a player's grapple of an enemy is rolled by the GM's client (decisions desk-rolls, grapple-willing)", () => {
  const grapple = (t: Table, attacker = t.defiance, defender = t.tonnant, willing: 1 | 2 = 1): DeskRequest => ({
    kind: 'grapple',
    attacker: attacker.uuid,
    defender: defender.uuid,
    willing,
  });

  it('posts the lock test as his ship’s, on the table’s die, sealed open; the GM’s approval locks both ships', async () => {
    const t = await ready();
    const before = t.server.messages.size;
    expect(await press(t, t.p1.ask(grapple(t)))).toMatchObject({
      ok: true,
      code: 'grappled',
      data: { ship: 'HMS Defiance', target: 'Le Tonnant' },
    });
    expect(t.server.messages.size).toBe(before + 1);
    const message = newest(t);
    const card = message.system as BoardingCard;
    expect(message).toMatchObject({ type: 'boarding', author: t.gm.userId, whisper: [] });
    expect(message.speaker).toMatchObject({ alias: 'HMS Defiance' });
    expect(card.grapple).toEqual({ roll: 5, total: 7, willing: 1, locked: true });
    expect(rollRecords(message.rolls)).toEqual([{ count: 1, faces: 6, results: [5] }]);
    expect(entryOf(t, message.id)).toMatchObject({ status: 'open', gmOnly: null, author: t.gm.userId });
    await approved(t, message.id);
    expect(t.server.ledger.ships.map((s) => s.boarding?.stage)).toEqual([0, 0]);
  });

  it('takes both captains willing as told: the card shows it and waits for the GM', async () => {
    const t = await ready();
    t.deskDice.next = { roll: (count: number) => Array.from({ length: count }, () => 2) };
    await press(t, t.p1.ask(grapple(t, t.defiance, t.tonnant, 2)));
    expect((newest(t).system as BoardingCard).grapple).toEqual({ roll: 2, total: 6, willing: 2, locked: true });
  });

  it('refuses a ship he does not command, a ship grappling itself, and a ship already boarding; posts nothing', async () => {
    const t = await ready();
    const before = t.server.messages.size;
    expect(await press(t, t.p1.ask(grapple(t, t.ajax)))).toMatchObject({
      ok: false,
      code: 'notYourShip',
      data: { ship: 'HMS Ajax' },
    });
    expect(await press(t, t.p1.ask(grapple(t, t.tonnant, t.defiance)))).toMatchObject({ code: 'notYourShip' });
    expect(await press(t, t.stranger.ask(grapple(t)))).toMatchObject({ ok: false, code: 'notYourShip' });
    expect(await press(t, t.p1.ask(grapple(t, t.defiance, t.defiance)))).toMatchObject({ code: 'noSuchShip' });
    locked(t, t.ajax, t.tonnant);
    expect(await press(t, t.p1.ask(grapple(t)))).toMatchObject({
      ok: false,
      code: 'targetBoarding',
      data: { ship: 'Le Tonnant' },
    });
    locked(t, t.defiance, t.fougueux);
    expect(await press(t, t.p1.ask(grapple(t, t.defiance, t.tonnant)))).toMatchObject({ code: 'alreadyBoarding' });
    expect(t.server.messages.size).toBe(before);
  });

  it('reads no forged or over-large request: an extra key, a third captain, a word for a number, a long uuid', () => {
    const good = {
      kind: 'grapple',
      attacker: 'Actor.a000000000000001',
      defender: 'Actor.a000000000000002',
      willing: 2,
    };
    expect(wire(good)).not.toBeNull();
    expect(wire({ ...good, roll: 6 })).toBeNull();
    expect(wire({ ...good, willing: 3 })).toBeNull();
    expect(wire({ ...good, willing: '2' })).toBeNull();
    expect(wire({ kind: 'grapple', attacker: good.attacker, willing: 1 })).toBeNull();
    expect(wire({ ...good, defender: `Actor.${'x'.repeat(400)}` })).toBeNull();
  });

  it('a grapple he rolls on his own client instead is for the GM alone; the GM’s own is not', async () => {
    const t = await ready();
    const own = rolled(grappleCardRule(boarder(t, t.defiance), boarder(t, t.tonnant), 1), [5]);
    const m = await post(t, t.p1, own);
    expect(entryOf(t, m.id)).toMatchObject({ status: 'open', gmOnly: 'playerDice' });
    const gms = rolled(grappleCardRule(boarder(t, t.tonnant), boarder(t, t.ajax), 1), [5]);
    const g = await post(t, t.gm, gms);
    expect(entryOf(t, g.id)).toMatchObject({ status: 'open', gmOnly: null });
  });
});

describe("a player's boarding step is rolled by the GM's client from its own record (decision desk-rolls)", () => {
  const step = (ship: FakeActor): DeskRequest => ({ kind: 'boardingStep', ship: ship.uuid });

  it('rolls the round the GM’s record stands at, posts it as the attacker’s, sealed open, and it applies', async () => {
    const t = await ready();
    locked(t, t.defiance, t.tonnant);
    expect(await press(t, t.p1.ask(step(t.defiance)))).toMatchObject({
      ok: true,
      code: 'boardingStepped',
      data: { ship: 'HMS Defiance', target: 'Le Tonnant' },
    });
    const message = newest(t);
    const card = message.system as BoardingCard;
    expect(message).toMatchObject({ type: 'boarding', author: t.gm.userId, whisper: [] });
    expect(message.speaker).toMatchObject({ alias: 'HMS Defiance' });
    expect(card.stageBefore).toBe(0);
    expect(card.round?.attackerFaces.every((f) => f === 5)).toBe(true);
    expect(
      rollRecords(message.rolls)!
        .flatMap((r) => r.results)
        .every((f) => f === 5),
    ).toBe(true);
    expect(entryOf(t, message.id)).toMatchObject({ status: 'open', gmOnly: null, author: t.gm.userId });
    expect(card.round?.result).toBe('stageWon');
    await approved(t, message.id);
    expect(t.server.ledger.ships.map((s) => s.boarding?.stage)).toEqual([1, 1]);
  });

  it('the defender’s player may ask it too: the card is still the attacker’s, from the record', async () => {
    const t = await ready();
    locked(t, t.tonnant, t.defiance);
    expect(await press(t, t.p1.ask(step(t.defiance)))).toMatchObject({
      ok: true,
      data: { ship: 'Le Tonnant', target: 'HMS Defiance' },
    });
    expect(newest(t).speaker).toMatchObject({ alias: 'Le Tonnant' });
    expect((newest(t).system as BoardingCard).attacker.name).toBe('Le Tonnant');
  });

  it('refuses a ship he does not command and a ship in no recorded action; posts nothing', async () => {
    const t = await ready();
    const before = t.server.messages.size;
    expect(await press(t, t.p1.ask(step(t.defiance)))).toMatchObject({
      ok: false,
      code: 'noBoarding',
      data: { ship: 'HMS Defiance' },
    });
    locked(t, t.ajax, t.tonnant);
    expect(await press(t, t.p1.ask(step(t.tonnant)))).toMatchObject({ ok: false, code: 'notYourShip' });
    expect(await press(t, t.p1.ask(step(t.ajax)))).toMatchObject({ ok: false, code: 'notYourShip' });
    expect(await press(t, t.stranger.ask(step(t.ajax)))).toMatchObject({ ok: false, code: 'notYourShip' });
    expect(await press(t, t.p1.ask(step(t.defiance)))).toMatchObject({ ok: false, code: 'noBoarding' });
    expect(t.server.messages.size).toBe(before);
  });

  it('reads no forged or over-large request: a record of his own making, no ship, a long uuid', () => {
    const good = { kind: 'boardingStep', ship: 'Actor.a000000000000001' };
    expect(wire(good)).not.toBeNull();
    expect(wire({ ...good, record: { stage: 4 } })).toBeNull();
    expect(wire({ kind: 'boardingStep' })).toBeNull();
    expect(wire({ ...good, ship: 7 })).toBeNull();
    expect(wire({ ...good, ship: `Actor.${'x'.repeat(400)}` })).toBeNull();
  });

  it('a round he rolls on his own client instead is for the GM alone; one between his own ships is not', async () => {
    const t = await ready();
    const record = locked(t, t.defiance, t.tonnant);
    const own = rolled(boardingStepCardRule(record, boarder(t, t.defiance), boarder(t, t.tonnant)), FIVES);
    const m = await post(t, t.p1, own);
    expect(entryOf(t, m.id)).toMatchObject({ status: 'open', gmOnly: 'playerDice' });
    t.server.actors.get(t.ajax.uuid)!.ownership[t.p1.userId] = 3;
    const drill = locked(t, t.ajax, t.fougueux);
    t.server.actors.get(t.fougueux.uuid)!.ownership[t.p1.userId] = 3;
    const his = rolled(boardingStepCardRule(drill, boarder(t, t.ajax), boarder(t, t.fougueux)), FIVES);
    const h = await post(t, t.p1, his);
    expect(entryOf(t, h.id)).toMatchObject({ status: 'open', gmOnly: null });
  });
});

describe("a player's boarding from boats is posted by the GM's client (decisions desk-rolls, boarding-boats)", () => {
  const boats = (t: Table, n: number, attacker = t.defiance, defender = t.tonnant): DeskRequest => ({
    kind: 'boardFromBoats',
    attacker: attacker.uuid,
    defender: defender.uuid,
    boats: n,
  });

  it('starts the action as his ship’s, with no dice, sealed open; the GM’s approval records it on both ships', async () => {
    const t = await ready();
    expect(await press(t, t.p1.ask(boats(t, 2)))).toMatchObject({
      ok: true,
      code: 'boardedFromBoats',
      data: { ship: 'HMS Defiance', target: 'Le Tonnant' },
    });
    const message = newest(t);
    const card = message.system as BoardingCard;
    expect(message).toMatchObject({ type: 'boarding', author: t.gm.userId, rolls: [] });
    expect(message.speaker).toMatchObject({ alias: 'HMS Defiance' });
    expect(card.fromBoats).toMatchObject({ boats: 2 });
    expect(entryOf(t, message.id)).toMatchObject({ status: 'open', gmOnly: null, author: t.gm.userId });
    await approved(t, message.id);
    expect(t.server.ledger.ships.map((s) => s.boarding?.boats)).toEqual([2, 2]);
  });

  it('refuses more boats than his sheet has aboard, a ship he does not command, a ship already boarding', async () => {
    const t = await ready();
    const before = t.server.messages.size;
    const aboard = refOf(t, t.defiance).derived.boatsLeft;
    expect(await press(t, t.p1.ask(boats(t, aboard + 1)))).toMatchObject({
      ok: false,
      code: 'boatsAboard',
      data: { ship: 'HMS Defiance', boats: String(aboard) },
    });
    expect(await press(t, t.p1.ask(boats(t, 1, t.ajax)))).toMatchObject({ ok: false, code: 'notYourShip' });
    expect(await press(t, t.stranger.ask(boats(t, 1)))).toMatchObject({ ok: false, code: 'notYourShip' });
    locked(t, t.ajax, t.tonnant);
    expect(await press(t, t.p1.ask(boats(t, 1)))).toMatchObject({ ok: false, code: 'targetBoarding' });
    expect(t.server.messages.size).toBe(before);
  });

  it('reads no forged or over-large request: no boats, a fraction, more than any ship carries, an extra key', () => {
    const good = { kind: 'boardFromBoats', attacker: 'Actor.a000000000000001', defender: 'Actor.a000000000000002' };
    expect(wire({ ...good, boats: 3 })).not.toBeNull();
    expect(wire({ ...good, boats: 0 })).toBeNull();
    expect(wire({ ...good, boats: 1.5 })).toBeNull();
    expect(wire({ ...good, boats: 13 })).toBeNull();
    expect(wire({ ...good, boats: 3, bonus: 9 })).toBeNull();
    expect(wire(good)).toBeNull();
  });

  it('one he posts from his own client has no dice to forge: derived, open, and still the GM’s to apply', async () => {
    const t = await ready();
    const own = boatsBoardingCard(boarder(t, t.defiance), boarder(t, t.tonnant), 2);
    const m = await post(t, t.p1, own, []);
    expect(entryOf(t, m.id)).toMatchObject({ status: 'open', gmOnly: null });
    await approved(t, m.id);
    // More boats than she has aboard: no card the desk derives.
    const aboard = refOf(t, t.ajax).derived.boatsLeft;
    const honest = boatsBoardingCard(boarder(t, t.ajax), boarder(t, t.fougueux), aboard);
    const more = await post(t, t.p2, { ...honest, fromBoats: { boats: aboard + 1, bonus: 99 } }, []);
    expect(entryOf(t, more.id)).toMatchObject({ status: 'void', reason: 'rollUntold' });
  });
});

describe('a forged boarding request written straight to his mailbox', () => {
  it('is not read: a grapple with a made-up die, a step with his own record; nothing posted, nothing changed', async () => {
    const t = await ready();
    const before = JSON.stringify([...t.server.messages.keys()]);
    const forged = (id: string, request: unknown) =>
      t.server.updateUser(t.p1.userId, t.p1.userId, {
        flags: { broadside: { request: JSON.stringify({ id, request }) } },
      });
    const grapple = { kind: 'grapple', attacker: t.defiance.uuid, defender: t.tonnant.uuid, willing: 2, roll: 6 };
    await press(t, forged('q000000000000011', grapple));
    expect(JSON.stringify([...t.server.messages.keys()])).toBe(before);
    locked(t, t.defiance, t.tonnant);
    const ledger = JSON.stringify(t.server.ledger.ships);
    const step = { kind: 'boardingStep', ship: t.defiance.uuid, record: { stage: 3 } };
    await press(t, forged('q000000000000012', step));
    expect(JSON.stringify([...t.server.messages.keys()])).toBe(before);
    expect(JSON.stringify(t.server.ledger.ships)).toBe(ledger);
  });
});
