/**
 * The desk under a flood (decision desk-priority), on the fake server: how long the GM waits for
 * his next request once his desk is free, with 1,000 hostile requests written to a player's
 * mailbox, or 1,000 duel openings sent by query, waiting; against the same request with nothing
 * waiting. The bench times each whole run (the flood's arrival included); the GM's own wait and
 * the place his request took are printed at the end.
 */
import { afterAll, bench, describe } from 'vitest';
import { answer, type Answer } from '../src/authority/channel/protocol';
import { deckRequestOf } from '../src/modules/kmh/deck-requests';
import { table, type Table } from '../test/authority/table';

const FLOOD = 1_000;
const RUNS = 20;

interface Flooded {
  t: Table;
  release: () => Promise<unknown>;
}

const travelled = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A table whose GM's desk is busy while `flood` reaches it. */
async function flooded(flood: (t: Table) => Promise<unknown>[]): Promise<Flooded> {
  const t = table();
  let free!: () => void;
  const work = t.gm.queue.run(
    () => new Promise<Answer>((resolve) => (free = () => resolve(answer('', true, 'noted')))),
  );
  void Promise.all(flood(t));
  await travelled();
  return {
    t,
    release: () => {
      free();
      return work;
    },
  };
}

const hostileWrites = (t: Table) =>
  Array.from({ length: FLOOD }, () =>
    t.server.updateUser(t.p1.userId, t.p1.userId, {
      flags: {
        broadside: {
          request: JSON.stringify({ id: t.server.newId('h'), request: deckRequestOf(t.combatId, 0, 'draw') }),
        },
      },
    }),
  );

const hostileOpenings = (t: Table) => {
  const gm = t.server.activeGM()!.id;
  return Array.from({ length: FLOOD }, () =>
    t.stranger.query(gm, 'broadside.openPick', {
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
    }),
  );
};

/** Per flood: the GM's waits (ms, from his desk being free to his answer) and the places his request took. */
const figures = new Map<string, { waits: number[]; places: number[] }>();

/**
 * One run: the flood reaches the busy desk; the GM asks; his desk finishes what it was doing. The
 * bench times the whole run; the GM's own wait and place are kept and printed at the end.
 */
async function run(name: string, flood: (t: Table) => Promise<unknown>[]) {
  const { t, release } = await flooded(flood);
  const started: string[] = [];
  t.gm.queue.onStart = (s) => started.push(s.lane.by);
  const from = performance.now();
  const asked = t.gm.ask(deckRequestOf(t.combatId, 0, 'begin'));
  await release();
  const got = await asked;
  const wait = performance.now() - from;
  if (got.code !== 'deck.begin') throw new Error(`the GM's request was answered ${got.code}`);
  const figure = figures.get(name) ?? { waits: [], places: [] };
  figure.waits.push(wait);
  // The work that kept the desk busy started before: the GM's is the first of the desk's own after it.
  figure.places.push(started.indexOf('desk'));
  figures.set(name, figure);
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN;

afterAll(() => {
  for (const [name, { waits, places }] of figures) {
    console.log(
      `${name}: the GM waited ${median(waits).toFixed(2)} ms (median of ${waits.length}), his request at most ${Math.max(...places)} place(s) from the front`,
    );
  }
});

const options = { iterations: RUNS, time: 0, warmupIterations: 2, warmupTime: 0 };
const QUIET = 'nothing waiting';
const MAILBOX = `${FLOOD} hostile requests written to a player's mailbox`;
const OPENINGS = `${FLOOD} hostile duel openings sent by query`;

describe(`a flood reaches the busy desk, the GM asks, his desk comes free: until he is answered`, () => {
  bench(QUIET, () => run(QUIET, () => []), options);
  bench(MAILBOX, () => run(MAILBOX, hostileWrites), options);
  bench(OPENINGS, () => run(OPENINGS, hostileOpenings), options);
});
