/**
 * The desk's guard of the ships' GM-only status against the fake server: kept in the ledger, so a
 * change a player made while no GM was connected is put back when a desk starts; unlinked tokens'
 * own actors and ships made later guarded too; put-backs in the desk's queue; the takeover run
 * once per new desk, never for a player coming and going.
 */
import { describe, expect, it } from 'vitest';
import { press, table, type Table } from './table';
import { answer } from '../../src/authority/channel/protocol';
import { DeskSeat } from '../../src/authority/desk';
import { StatusGuard, deltaWrite, statusGone, takeStatus } from '../../src/authority/guards/status-guard';
import { shipSource } from '../support/fixtures';
import { keptStatus, type StatusValue } from '../../src/data/ledger-book';
import type { FakeActor } from '../support/fake-foundry';
import { duelOf, duelTable, pickFor, startKestrelMoreau, thrustAndParry } from '../modules/highseas/duel-table';

const systemOf = (t: Table, actor: FakeActor) => t.server.actors.get(actor.uuid)!.system;

/** A client that skips its own preUpdateActor hook writes the ship he owns straight to the server. */
const forge = (t: Table, userId: string, actor: FakeActor, system: object) =>
  t.server.updateActor(userId, actor.uuid, { system });

/** The table with its GM's page loaded: he holds the desk. */
async function opened(t: Table = table()): Promise<Table> {
  await press(t, Promise.resolve(t.gm.ready()));
  return t;
}

describe("the guard's memory, kept in the ledger", () => {
  it('puts back a change a player made while no GM was connected, when a GM comes', async () => {
    const t = await opened();
    expect(t.server.ledger.guarded).toBe(true);
    expect(t.server.ledger.status.find((s) => s.uuid === t.defiance.uuid)?.values).toMatchObject({ flagship: true });
    // A value she holds as a new ship does (not merchant, afloat) is kept by leaving it out.
    expect(t.server.ledger.status.find((s) => s.uuid === t.defiance.uuid)?.values).not.toHaveProperty('merchant');
    expect(t.server.ledger.status.find((s) => s.uuid === t.defiance.uuid)?.values).not.toHaveProperty('damage.fate');
    await t.server.setConnected(t.gm.userId, false);
    await t.server.setConnected(t.gm2.userId, false);
    // Her purse is his to write (her damage too, but for her battle: module-guards.test.ts).
    await forge(t, t.p1.userId, t.defiance, { flagship: false, merchant: true, damage: { fate: 'sunk' }, purse: 3 });
    await t.server.settle();
    expect(systemOf(t, t.defiance)).toMatchObject({ flagship: false, merchant: true });
    await t.server.setConnected(t.gm.userId, true);
    await t.server.settle();
    expect(systemOf(t, t.defiance)).toMatchObject({
      flagship: true,
      merchant: false,
      damage: { fate: 'afloat' },
      purse: 3,
    });
  });

  it("keeps a GM's change made while another GM holds the desk, for the desk after him", async () => {
    const t = await opened();
    await t.server.updateActor(t.gm2.userId, t.ajax.uuid, { system: { flagship: true } });
    await t.server.settle();
    expect(t.server.ledger.status.find((s) => s.uuid === t.ajax.uuid)?.values.flagship).toBe(true);
    await t.server.setConnected(t.gm.userId, false);
    await t.server.setConnected(t.gm2.userId, false);
    await forge(t, t.p2.userId, t.ajax, { flagship: false });
    await t.server.setConnected(t.gm2.userId, true);
    await t.server.settle();
    expect(systemOf(t, t.ajax).flagship).toBe(true);
  });

  it('takes the status of an old world (a ledger that never guarded) as it stands at the first takeover', async () => {
    const t = table();
    await forge(t, t.p1.userId, t.defiance, { merchant: true });
    expect(t.server.ledger.guarded).toBe(false);
    await opened(t);
    expect(systemOf(t, t.defiance).merchant).toBe(true);
    expect(t.server.ledger.status.find((s) => s.uuid === t.defiance.uuid)?.values.merchant).toBe(true);
    // From then on it is guarded.
    await forge(t, t.p1.userId, t.defiance, { merchant: false });
    await t.server.settle();
    expect(systemOf(t, t.defiance).merchant).toBe(true);
  });

  it("takes no value a ship could not hold, in an old world: it becomes a new ship's and is put back", async () => {
    const t = table();
    await forge(t, t.p1.userId, t.defiance, { damage: { fate: 'banana', founderMovesLeft: -2 } });
    await opened(t);
    const kept = (path: string, initial: StatusValue) => keptStatus(t.server.ledger, t.defiance.uuid, path, initial);
    expect([kept('damage.fate', 'afloat'), kept('damage.founderMovesLeft', 0), kept('flagship', false)]).toEqual([
      'afloat',
      0,
      true,
    ]);
    expect(systemOf(t, t.defiance).damage).toMatchObject({ fate: 'afloat', founderMovesLeft: 0 });
  });

  it('tells the GM taking the desk whether it took the world as it stood, and what it put back', async () => {
    const t = table();
    const ships = () => [...t.server.actors.values()].map((a) => ({ uuid: a.uuid, system: structuredClone(a.system) }));
    const guard = () => new StatusGuard({ ship: { defaults: () => shipSource() } });
    expect(await press(t, takeStatus(t.gm.queue, t.gm.desk, guard(), ships()))).toEqual({ first: true, restored: [] });
    await forge(t, t.p1.userId, t.defiance, { merchant: true });
    expect(await press(t, takeStatus(t.gm.queue, t.gm.desk, guard(), ships()))).toEqual({
      first: false,
      restored: [t.defiance.uuid],
    });
    expect(systemOf(t, t.defiance).merchant).toBe(false);
  });
});

describe('ships the guard did not see at ready', () => {
  it("puts back a player's first change of an unlinked token's own actor", async () => {
    const t = table();
    const token = await t.server.addToken(t.defiance);
    await opened(t);
    await forge(t, t.p1.userId, token, { damage: { fate: 'sunk' }, strike: { status: 'struck' } });
    await t.server.settle();
    expect(systemOf(t, token)).toMatchObject({ damage: { fate: 'afloat' }, strike: { status: 'fighting' } });
  });

  it("puts back a player's GM-only change written straight to an unlinked token's delta, and keeps a GM's", async () => {
    const t = table();
    const token = await t.server.addToken(t.defiance);
    await opened(t);
    // token.update({delta: {system}}): no Actor update, only the Token's.
    await t.server.updateTokenDelta(t.p1.userId, token.uuid, { merchant: true, damage: { fate: 'sunk', points: 2 } });
    await t.server.settle();
    expect(systemOf(t, token)).toMatchObject({ merchant: false, damage: { fate: 'afloat', points: 2 } });
    await t.server.updateTokenDelta(t.gm2.userId, token.uuid, { merchant: true });
    await t.server.settle();
    expect(systemOf(t, token).merchant).toBe(true);
    expect(t.server.ledger.status.find((s) => s.uuid === token.uuid)?.values.merchant).toBe(true);
  });

  it('guards a token placed or a ship made after the desk was taken', async () => {
    const t = await opened();
    const placed = await t.server.addToken(t.ajax, t.gm.userId);
    await t.server.settle();
    await forge(t, t.p2.userId, placed, { flagship: true });
    // A player granted "Create Actors" makes a ship that claims to be a flagship: a new ship is none.
    t.server.actorCreators.add(t.p1.userId);
    const made = await t.server.createShip(
      t.p1.userId,
      'HMS Upstart',
      shipSource({ guns: 74, rate: 'third', nationality: 'British', flagship: true }),
    );
    await t.server.settle();
    expect(systemOf(t, placed).flagship).toBe(false);
    expect(systemOf(t, made).flagship).toBe(false);
    expect(t.server.ledger.status.map((s) => s.uuid)).toEqual(expect.arrayContaining([placed.uuid, made.uuid]));
  });

  it("gives a token a player placed while no GM was there her world actor's status", async () => {
    const t = await opened();
    await t.server.setConnected(t.gm.userId, false);
    await t.server.setConnected(t.gm2.userId, false);
    const token = await t.server.addToken(t.defiance);
    await forge(t, t.p1.userId, token, { flagship: false, damage: { fate: 'sunk' } });
    await t.server.setConnected(t.gm.userId, true);
    await t.server.settle();
    expect(systemOf(t, token)).toMatchObject({ flagship: true, damage: { fate: 'afloat' } });
  });

  it("has a token's own actor follow a GM's change of her world actor where she draws on it", async () => {
    const t = table();
    const token = await t.server.addToken(t.ajax);
    await opened(t);
    await t.server.updateActor(t.gm.userId, t.ajax.uuid, { system: { merchant: true } });
    await t.server.settle();
    expect(systemOf(t, token).merchant).toBe(true);
    await forge(t, t.p2.userId, token, { damage: { points: 1 } });
    await t.server.settle();
    expect(systemOf(t, token).merchant).toBe(true);
  });
});

describe('the put-back, in the desk queue', () => {
  it('lands before any request queued after the forged update reads the ship', async () => {
    const t = await opened();
    await forge(t, t.p1.userId, t.defiance, { damage: { fate: 'sunk' } });
    const seen = t.gm.queue.run(() =>
      Promise.resolve(answer('', true, t.gm.desk.ship(t.defiance.uuid)!.source.damage.fate)),
    );
    expect((await press(t, seen)).code).toBe('afloat');
  });
});

describe("a GM's update takes only what it wrote", () => {
  it("a GM's write landing before the put-back of a player's change does not make that change the GM's", async () => {
    const t = await opened();
    let release = () => {};
    const busy = t.gm.queue.run(() => new Promise((done) => (release = () => done(answer('', true, 'busy')))));
    // The server reports each update to the desk as it makes it (its hooks run then); the put-back waits in the queue.
    await forge(t, t.p1.userId, t.defiance, { flagship: false });
    // Another GM's edit of her damage reaches the desk while the put-back still waits.
    await t.server.updateActor(t.gm2.userId, t.defiance.uuid, { system: { damage: { points: 2 } } });
    expect(systemOf(t, t.defiance).flagship).toBe(false);
    release();
    await press(t, busy);
    await t.server.settle();
    expect(systemOf(t, t.defiance)).toMatchObject({ flagship: true, damage: { points: 2 } });
    expect(t.server.ledger.status.find((s) => s.uuid === t.defiance.uuid)?.values.flagship).toBe(true);
  });
});

describe('a ship deleted', () => {
  it('leaves the ledger: the guard forgets her and writes it once', async () => {
    const t = await opened();
    const before = t.server.ledger.status.length;
    await press(t, statusGone(t.gm.queue, t.gm.desk, t.gm.guard, t.ajax.uuid)!);
    expect(t.server.ledger.status.map((s) => s.uuid)).not.toContain(t.ajax.uuid);
    expect(t.server.ledger.status).toHaveLength(before - 1);
    // A ship it never knew asks for no write.
    expect(statusGone(t.gm.queue, t.gm.desk, t.gm.guard, 'Actor.gone')).toBeNull();
  });
});

describe('the takeover, once per new desk', () => {
  it('is taken once: a player coming and going does not rewrite the duels or the ledger', async () => {
    const t = duelTable();
    await opened(t);
    await startKestrelMoreau(t);
    await pickFor(t, t.p1, 'f1', thrustAndParry('f2'));
    expect(duelOf(t).commitments[0]!.opened).toBe(true);
    t.gm.received = [];
    const writes = { ...t.server.settingWrites };
    for (let i = 0; i < 5; i++) {
      await t.server.setConnected(t.p2.userId, false);
      await t.server.setConnected(t.p2.userId, true);
    }
    expect(t.server.settingWrites).toEqual(writes);
    expect(t.gm.received).toEqual([]);
  });

  it('is taken by the GM who becomes the desk, who asks for the openings again', async () => {
    const t = duelTable();
    await opened(t);
    const record = await startKestrelMoreau(t);
    await pickFor(t, t.p1, 'f1', thrustAndParry('f2'));
    await t.server.setConnected(t.gm.userId, false);
    await t.server.settle();
    expect(t.gm2.received.map((q) => q.name)).toEqual(['broadside.openPick']);
    expect(t.gm2.desk.picks.has(record.id, 1, 'f1')).toBe(true);
    expect(duelOf(t).commitments[0]!.opened).toBe(true);
  });

  it('answers true once when this client starts to run the desk', () => {
    const seat = new DeskSeat();
    expect([seat.taken(false), seat.taken(true), seat.taken(true), seat.taken(false), seat.taken(true)]).toEqual([
      false,
      true,
      false,
      false,
      true,
    ]);
  });
});

describe("a token update's write of her own actor", () => {
  it('is told from any update that writes her delta; only a plain system object names the paths it wrote', () => {
    expect(deltaWrite({ rotation: 90 })).toEqual({ touched: false, written: undefined });
    expect(deltaWrite({ delta: { _id: 'd1' } })).toEqual({ touched: false, written: undefined });
    expect(deltaWrite({ delta: { system: { merchant: true } } })).toEqual({
      touched: true,
      written: { merchant: true },
    });
    // A replacement or a dotted key may write every path: all count as written.
    expect(deltaWrite({ delta: { '==system': { merchant: true } } })).toEqual({ touched: true, written: undefined });
    expect(deltaWrite({ delta: { 'system.damage.fate': 'sunk' } })).toEqual({ touched: true, written: undefined });
  });
});
