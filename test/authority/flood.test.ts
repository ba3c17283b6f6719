/**
 * A player who floods the desk, through the fake server: a burst of requests written straight to
 * his own User document (a modified client skips his mailbox), a burst of duel openings by query,
 * a burst of cards. The GM's requests and the status guard's put-backs never wait behind them, the
 * other players keep their turns, the flood is refused with reasons that reach its sender, and
 * what waits stays bounded (decision desk-priority).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESK_HANDLERS } from '../../src/authority/door/requests';
import { DeskQueue, QUEUE_LIMITS, QUERY_LANE, laneOf, type Desk, type Lane } from '../../src/authority/desk';
import { PLAYER_BURST, PLAYER_REFILL_MS, RateBucket } from '../../src/authority/channel/mailbox';
import { answer, type Answer } from '../../src/authority/channel/protocol';
import { deckRequestOf } from '../../src/modules/kmh/deck-requests';
import type { FakeClient } from '../support/fake-foundry';
import { broadside, press, table, TWO_HITS, type Table } from './table';
import { answerText } from '../../src/authority/channel/answers';
import { commitmentOf } from '../../src/authority/handlers/picks';
import { duelOf, duelTable, startKestrelMoreau, thrustAndParry } from '../modules/highseas/duel-table';
import { languageTrees } from '../../tools/manifest.mjs';

// Every file of each language, as Foundry merges them (the shared strings and each module's).
const { en, de } = languageTrees() as Record<'en' | 'de', object>;

const FLOOD = 1_000;

/** Who the desk's deck handler ran for, in order (the GM's client's desk). */
function deckCalls(): string[] {
  const calls: string[] = [];
  const original = DESK_HANDLERS.deck;
  vi.spyOn(DESK_HANDLERS, 'deck').mockImplementation((desk, asker, request, id) => {
    calls.push(asker.id);
    return original(desk, asker, request, id);
  });
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** A modified client writes a request straight into its user's mailbox flag, skipping its Mailbox. */
function hostileWrite(t: Table, client: FakeClient, request = deckRequestOf(t.combatId, 0, 'draw')) {
  const envelope = { id: t.server.newId('h'), request };
  return t.server.updateUser(client.userId, client.userId, {
    flags: { broadside: { request: JSON.stringify(envelope) } },
  });
}

const burst = <T>(n: number, make: () => Promise<T>) => Promise.all(Array.from({ length: n }, make));

/** A well-formed opening for a duel that does not exist: the desk must look before refusing it. */
const junkOpening = (t: Table) => ({
  duelId: t.server.newId('j'),
  turn: 1,
  fighter: 'f1',
  pick: {
    opponent: 'f2',
    actions: [{ id: 'thrust', hand: 'right' }],
    guess: 'thrust',
    way: 'close',
    brawl: 'strength',
    disarmOnParry: false,
  },
  salt: '0'.repeat(64),
});

/**
 * Keeps the GM's desk busy (as with a card's writes in flight) until released, so a flood that
 * comes meanwhile waits in its queue rather than being served as it comes.
 */
function busyDesk(t: Table): () => Promise<unknown> {
  let release!: () => void;
  const work = t.gm.queue.run(
    () => new Promise<Answer>((resolve) => (release = () => resolve(answer('', true, 'noted')))),
  );
  return () => {
    release();
    return work;
  };
}

/** Lets every message in flight reach the server and its hooks run. */
const travelled = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The place the GM's request took: how many other requests the desk served after it was asked and before it. */
const placeOf = (calls: string[], from: number, gmId: string) => calls.slice(from).indexOf(gmId);

describe('a player who floods his mailbox', () => {
  it(`serves the GM's next request within two places of the front under ${FLOOD} hostile requests`, async () => {
    const t = table();
    const calls = deckCalls();
    const release = busyDesk(t);
    await burst(FLOOD, () => hostileWrite(t, t.p1));
    const from = calls.length;
    const asked = t.gm.ask(deckRequestOf(t.combatId, 0, 'begin'));
    await release();
    const begun = await press(t, asked);
    expect(begun.code).toBe('deck.begin');
    const place = placeOf(calls, from, t.gm.userId);
    expect(place).toBeGreaterThanOrEqual(0);
    expect(place).toBeLessThanOrEqual(2);
  });

  it('carries out only as many of his requests as his rate allows, tells him why the rest were not, and lets him ask again later', async () => {
    const t = table();
    const calls = deckCalls();
    await burst(FLOOD, () => hostileWrite(t, t.p1));
    await t.server.settle();
    const his = calls.filter((id) => id === t.p1.userId).length;
    expect(his).toBeGreaterThan(0);
    expect(his).toBeLessThanOrEqual(PLAYER_BURST);
    // His client was waiting for none of them: what the GM answered shows as it comes.
    expect(t.p1.told.length).toBeGreaterThan(0);
    const last = t.p1.told[t.p1.told.length - 1]!;
    expect(last).toMatchObject({ ok: false, code: 'tooFast' });
    expect(Number(last.data.seconds)).toBeGreaterThanOrEqual(1);
    // The answers were written a few at a time, not one for each of his requests.
    expect(t.p1.told.length).toBeLessThan(PLAYER_BURST * 3);
    // In his own language.
    const format = (dict: object) => (key: string, data?: Record<string, string>) => {
      const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], dict);
      return typeof text === 'string' ? text.replace(/\{(\w+)\}/g, (_, k: string) => data?.[k] ?? '') : key;
    };
    const has = (dict: object) => (key: string) => format(dict)(key) !== key;
    for (const dict of [en, de]) {
      for (const code of ['tooFast', 'superseded', 'busy']) {
        const text = answerText(answer('x', false, code, { seconds: '3' }), format(dict), has(dict));
        expect(text, code).not.toMatch(/BROADSIDE|\(tooFast\)|\(superseded\)|\(busy\)/);
      }
    }
    // Time passes: his honest request is carried out again.
    t.server.time += PLAYER_REFILL_MS * 5;
    const again = await press(t, t.p1.ask(deckRequestOf(t.combatId, 0, 'draw')));
    expect(again.code).toBe('notAllowed');
  });

  it('keeps one request in an honest mailbox: a second sent at once is written after the first is answered, and both are carried out', async () => {
    const t = table();
    const writes: string[] = [];
    const update = t.server.updateUser.bind(t.server);
    vi.spyOn(t.server, 'updateUser').mockImplementation((requester, id, changes) => {
      if (requester === t.p2.userId && changes.flags?.broadside?.request) writes.push(changes.flags.broadside.request);
      return update(requester, id, changes);
    });
    const first = t.p2.ask(deckRequestOf(t.combatId, 0, 'draw'));
    const second = t.p2.ask(deckRequestOf(t.combatId, 0, 'next'));
    await t.server.settle();
    expect(writes).toHaveLength(1);
    const answers = await press(t, Promise.all([first, second]));
    expect(writes).toHaveLength(2);
    expect(answers.map((a) => a.code)).toEqual(['notAllowed', 'notAllowed']);
  });

  it('answers a request still waiting when a newer one from him comes as replaced, and carries out the newer', async () => {
    const t = table();
    const queue = t.gm.queue;
    // The desk is busy with the GM's own work while the player's two requests come in.
    let release!: () => void;
    const gmWork = queue.run(
      () => new Promise<Answer>((resolve) => (release = () => resolve(answer('', true, 'noted')))),
    );
    const p1 = t.server.users.get(t.p1.userId)!;
    const a = queue.handle(
      { id: p1.id, name: p1.name, isGM: false },
      { id: 'a000000000000001', request: deckRequestOf(t.combatId, 0, 'draw') },
    );
    const b = queue.handle(
      { id: p1.id, name: p1.name, isGM: false },
      { id: 'b000000000000001', request: deckRequestOf(t.combatId, 0, 'next') },
    );
    expect(await a).toMatchObject({ id: 'a000000000000001', ok: false, code: 'superseded' });
    release();
    await gmWork;
    expect(await b).toMatchObject({ id: 'b000000000000001', code: 'notAllowed' });
  });
});

describe('a flood of duel openings by query (their sender unnamed)', () => {
  it(`queues none of ${FLOOD} openings of no duel: each is refused at once, and the GM's request is served`, async () => {
    const t = table();
    const gmId = t.server.activeGM()!.id;
    const started: Lane[] = [];
    t.gm.queue.onStart = (s) => started.push(s.lane);
    const order: string[] = [];
    const release = busyDesk(t);
    const queries = burst(FLOOD, () =>
      t.stranger.query(gmId, 'broadside.openPick', junkOpening(t)).then((a) => order.push((a as Answer).code)),
    );
    // The openings reach the GM's client while his desk is busy, then the GM asks.
    await travelled();
    const begun = t.gm.ask(deckRequestOf(t.combatId, 0, 'begin'));
    await release();
    await press(t, Promise.all([queries, begun]));
    expect((await begun).code).toBe('deck.begin');
    // Each was refused for its reason, none waited for the desk.
    expect(order).toHaveLength(FLOOD);
    expect(new Set(order)).toEqual(new Set(['noDuel']));
    expect(started.filter((l) => l.by === 'query')).toEqual([]);
  });

  it('refuses an opening that is no opening at once, without queueing it', async () => {
    const t = table();
    const started: Lane[] = [];
    t.gm.queue.onStart = (s) => started.push(s.lane);
    const gmId = t.server.activeGM()!.id;
    const refused = await press(t, t.stranger.query(gmId, 'broadside.openPick', { duelId: 'x'.repeat(100_000) }));
    expect(refused).toMatchObject({ ok: false, code: 'badOpening' });
    expect(started).toEqual([]);
  });
});

describe('forged openings of a real commitment', () => {
  it(`take no place an honest opening needs: ${FLOOD} wrong openings of his pick, then his own is served`, async () => {
    const t = duelTable();
    const record = await startKestrelMoreau(t);
    const gmId = t.server.activeGM()!.id;
    // Pellew seals Kestrel's pick; his opening is still on its way.
    const opening = { duelId: record.id, turn: 1, fighter: 'f1', pick: thrustAndParry('f2'), salt: 'a'.repeat(64) };
    const sealed = await press(
      t,
      t.p1.ask({ kind: 'commitPick', duelId: record.id, turn: 1, fighter: 'f1', commitment: commitmentOf(opening) }),
    );
    expect(sealed.code).toBe('pickSealed');
    const started: Lane[] = [];
    t.gm.queue.onStart = (s) => started.push(s.lane);
    const release = busyDesk(t);
    // Hornblower, who saw the commitment in the duel's record, sends openings that claim it.
    let n = 0;
    const fakes = burst(FLOOD, () =>
      t.p2.query(gmId, 'broadside.openPick', { ...opening, salt: (n++).toString(16).padStart(64, '0') }),
    );
    await travelled();
    const honest = t.p1.query(gmId, 'broadside.openPick', opening);
    await travelled();
    await release();
    const [refused, opened] = await press(t, Promise.all([fakes, honest]));
    expect(opened).toMatchObject({ ok: true, code: 'pickOpened' });
    expect(duelOf(t).commitments[0]).toMatchObject({ fighter: 'f1', opened: true });
    // Each fake refused for what it is, and none of them waited for the desk.
    expect(new Set((refused as Answer[]).map((a) => a.code))).toEqual(new Set(['pickMismatch']));
    expect(started.filter((l) => l.by === 'query')).toHaveLength(1);
  });
});

describe("the status guard's put-backs under a flood", () => {
  it(`puts back a forged status before the flood of ${FLOOD} requests and openings is served`, async () => {
    const t = table();
    await press(t, Promise.resolve(t.gm.ready()));
    const ship = () => t.server.actors.get(t.defiance.uuid)!.system;
    // Each of his requests the desk serves: was his forged status standing then?
    const forgedWhenServed: boolean[] = [];
    const original = DESK_HANDLERS.deck;
    vi.spyOn(DESK_HANDLERS, 'deck').mockImplementation((desk, asker, request, id) => {
      if (asker.id === t.p1.userId) forgedWhenServed.push(ship().strike.status === 'struck');
      return original(desk, asker, request, id);
    });
    const gmId = t.server.activeGM()!.id;
    const release = busyDesk(t);
    const flood = Promise.all([
      burst(FLOOD, () => hostileWrite(t, t.p1)),
      burst(FLOOD, () => t.stranger.query(gmId, 'broadside.openPick', junkOpening(t))),
    ]);
    // A modified client skips its preUpdateActor hook and strikes his own ship's colours.
    const forged = t.server.updateActor(t.p1.userId, t.defiance.uuid, { system: { strike: { status: 'struck' } } });
    await travelled();
    await release();
    await press(t, Promise.all([flood, forged]));
    expect(ship().strike.status).toBe('fighting');
    expect(forgedWhenServed.filter(Boolean).length).toBeLessThanOrEqual(2);
  });

  it("puts a burst of forged statuses back once per ship, so the burst does not queue ahead of the GM's request", async () => {
    const t = table();
    await press(t, Promise.resolve(t.gm.ready()));
    // Each put-back reads the ship as she is by then: count the reads made before the GM is served.
    let reads = 0;
    let readsBeforeGM = -1;
    const read = t.gm.desk.ship.bind(t.gm.desk);
    vi.spyOn(t.gm.desk, 'ship').mockImplementation((uuid) => {
      reads += 1;
      return read(uuid);
    });
    const release = busyDesk(t);
    const forgeries = burst(200, () =>
      t.server.updateActor(t.p1.userId, t.defiance.uuid, { system: { strike: { status: 'struck' } } }),
    );
    await travelled();
    const asked = t.gm.ask(deckRequestOf(t.combatId, 0, 'begin'));
    const original = DESK_HANDLERS.deck;
    vi.spyOn(DESK_HANDLERS, 'deck').mockImplementation((desk, asker, request, id) => {
      if (readsBeforeGM < 0) readsBeforeGM = reads;
      return original(desk, asker, request, id);
    });
    await release();
    await press(t, Promise.all([forgeries, asked]));
    expect((await asked).code).toBe('deck.begin');
    expect(t.server.actors.get(t.defiance.uuid)!.system.strike.status).toBe('fighting');
    expect(readsBeforeGM).toBeGreaterThanOrEqual(0);
    expect(readsBeforeGM).toBeLessThanOrEqual(2);
  });
});

describe("the desk's own lane under a player's forged statuses", () => {
  it(`stays bounded under ${FLOOD} forged status writes over his 40 ships, and serves the GM within two places`, async () => {
    const t = table();
    // Pellew commands forty more ships (a squadron of prizes the GM gave him).
    const his = [t.defiance];
    for (let i = 0; i < 39; i++)
      his.push(
        t.server.addShip(`HMS Prize ${i}`, structuredClone(t.server.actors.get(t.defiance.uuid)!.system), [
          t.p1.userId,
        ]),
      );
    await press(t, Promise.resolve(t.gm.ready()));
    const started: Lane[] = [];
    let from = 0;
    let longest = 0;
    t.gm.queue.onStart = (s) => {
      started.push(s.lane);
      longest = Math.max(longest, t.gm.queue.waiting);
    };
    // How many pieces of work started after the GM asked and before his request was carried out.
    let gmPlace = -1;
    const original = DESK_HANDLERS.deck;
    vi.spyOn(DESK_HANDLERS, 'deck').mockImplementation((desk, asker, request, id) => {
      if (asker.id === t.gm.userId) gmPlace = started.length - from - 1;
      return original(desk, asker, request, id);
    });
    const release = busyDesk(t);
    let n = 0;
    const forgeries = burst(FLOOD, () => {
      const ship = his[n++ % his.length]!;
      return t.server.updateActor(t.p1.userId, ship.uuid, { system: { strike: { status: 'struck' }, merchant: true } });
    });
    await travelled();
    longest = Math.max(longest, t.gm.queue.waiting);
    from = started.length;
    const asked = t.gm.ask(deckRequestOf(t.combatId, 0, 'begin'));
    await travelled();
    longest = Math.max(longest, t.gm.queue.waiting);
    await release();
    await press(t, Promise.all([forgeries, asked]));
    expect((await asked).code).toBe('deck.begin');
    // What waits in the desk's own lane does not grow with how many ships he forges.
    expect(longest).toBeLessThanOrEqual(4);
    expect(gmPlace).toBeGreaterThanOrEqual(0);
    expect(gmPlace).toBeLessThanOrEqual(2);
    // Every forged status is put back, all the same.
    for (const ship of his)
      expect(t.server.actors.get(ship.uuid)!.system).toMatchObject({ strike: { status: 'fighting' }, merchant: false });
  });
});

describe('a flood of cards', () => {
  it("seals them in the poster's turn: the GM's request and another player's go first", async () => {
    const t = table();
    const started: Lane[] = [];
    t.gm.queue.onStart = (s) => started.push(s.lane);
    const card = broadside(t, t.defiance, t.tonnant, TWO_HITS);
    const release = busyDesk(t);
    const posts = burst(100, () => t.server.createMessage(t.p1.userId, { type: card.kind, system: card, rolls: [] }));
    await travelled();
    const from = started.length;
    const gm = t.gm.ask(deckRequestOf(t.combatId, 0, 'begin'));
    const p2 = t.p2.ask(deckRequestOf(t.combatId, 0, 'draw'));
    await travelled();
    await release();
    await press(t, Promise.all([posts, gm, p2]));
    expect((await gm).code).toBe('deck.begin');
    expect((await p2).ok).toBe(false);
    expect(['notAllowed', 'staleDeck']).toContain((await p2).code);
    const after = started.slice(from);
    expect(after.findIndex((l) => l.by === 'desk')).toBeLessThanOrEqual(1);
    const p2At = after.findIndex((l) => l.by === 'player' && l.userId === t.p2.userId);
    expect(p2At).toBeGreaterThanOrEqual(0);
    // p2's request reached the desk a trip later than the GM's; the cards were already waiting, yet he waits for few of
    // them.
    expect(
      after.slice(0, p2At).filter((l) => l.by === 'player' && l.userId === t.p1.userId).length,
    ).toBeLessThanOrEqual(3);
    // What waits of his is bounded.
    expect(started.filter((l) => l.by === 'player' && l.userId === t.p1.userId).length).toBeLessThanOrEqual(100);
  });
});

describe("the desk's queue", () => {
  const desk = {} as Desk;
  const noted = (log: string[], name: string) => () => {
    log.push(name);
    return Promise.resolve(answer(name, true, 'noted'));
  };
  const player = (id: string): Lane => laneOf({ id, name: id, isGM: false });

  it("takes the desk's own work first, then the players in turn, the queries last", async () => {
    const queue = new DeskQueue(desk, DESK_HANDLERS);
    const log: string[] = [];
    const all = [
      queue.run(noted(log, 'q1'), 'q1', QUERY_LANE),
      queue.run(noted(log, 'a1'), 'a1', player('a')),
      queue.run(noted(log, 'a2'), 'a2', player('a')),
      queue.run(noted(log, 'a3'), 'a3', player('a')),
      queue.run(noted(log, 'b1'), 'b1', player('b')),
      queue.run(noted(log, 'gm1'), 'gm1'),
      queue.run(noted(log, 'c1'), 'c1', player('c')),
      queue.run(noted(log, 'gm2'), 'gm2'),
    ];
    await Promise.all(all);
    expect(log).toEqual(['gm1', 'gm2', 'a1', 'b1', 'c1', 'a2', 'a3', 'q1']);
  });

  it('refuses, in words, a kind of request no registered module carries out', async () => {
    // A table without the duel's module: its requests still pass the channel, but nothing takes them.
    const queue = new DeskQueue(desk, {});
    const gm = { id: 'gm', name: 'GM', isGM: true };
    const asked = await queue.handle(gm, { id: 'r1', request: { kind: 'endDuel', duelId: 'd1' } });
    expect(asked).toMatchObject({ id: 'r1', ok: false, code: 'noRuleModule' });
  });

  it('turns away what a lane cannot hold, and goes on after a piece of work that throws', async () => {
    const queue = new DeskQueue(desk, DESK_HANDLERS);
    const log: string[] = [];
    const lane = player('a');
    const held = Array.from({ length: QUEUE_LIMITS.player + 5 }, (_, i) =>
      queue.run(noted(log, `a${i}`), `a${i}`, lane),
    );
    const queries = Array.from({ length: QUEUE_LIMITS.query + 5 }, (_, i) =>
      queue.run(noted(log, `q${i}`), `q${i}`, QUERY_LANE),
    );
    const thrown = queue.run(() => Promise.reject(new Error('boom')), 'boom');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = await Promise.all([...held, ...queries]);
    expect(answers.filter((a) => a.code === 'busy')).toHaveLength(10);
    expect(await thrown).toMatchObject({ ok: false, code: 'failed' });
    expect(error).toHaveBeenCalled();
    expect(log).toHaveLength(QUEUE_LIMITS.player + QUEUE_LIMITS.query);
  });
});

describe("a player's rate", () => {
  it('allows a burst, then one request per refill, and counts time not yet worth a whole request', () => {
    const rate = new RateBucket(3, 1_000);
    expect([0, 0, 0, 0].map(() => rate.take('p', 0))).toEqual([true, true, true, false]);
    expect(rate.waitSeconds('p', 0)).toBe(1);
    expect(rate.take('p', 999)).toBe(false);
    expect(rate.take('p', 1_000)).toBe(true);
    expect(rate.take('p', 1_500)).toBe(false);
    expect(rate.take('p', 2_000)).toBe(true);
    expect(rate.take('q', 2_000)).toBe(true);
    expect([true, true].map(() => rate.take('p', 60_000))).toEqual([true, true]);
  });
});
