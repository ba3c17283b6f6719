/**
 * The GM's ledger as a campaign grows: one card posted and applied at a table whose ledger already
 * holds 10 or 10,000 applied cards (their messages still in the chat), through the fake server.
 * The bytes each apply sends to the clients are printed once per size; the bench times the post
 * and the apply together.
 *
 * Measured (2 shared cores), before the per-card store (decision ledger-store) and after it:
 *   10 earlier cards:      8,477 bytes, 26.6 ms   →  1,015 bytes, 12.0 ms
 *   10,000 earlier cards:  7,466,703 bytes, 1,353 ms  →  1,024 bytes, 11.5 ms
 * (the few bytes more are the larger seq's digits).
 * Again once the fake ran the real adapter and ledger-store.ts over its journal pages (each page
 * write counted as the difference it sends; the desk's book read once before, 2 ms and ~650 ms):
 *   10 earlier cards:      444 bytes, 12.1 ms
 *   10,000 earlier cards:  450 bytes, 17.6 ms
 */
import { bench, describe } from 'vitest';
import { broadside, post, press, table, TWO_HITS, type Table } from '../test/authority/table';
import { cardButtonRequest } from '../src/chat/card-controls';
import type { CardEntry } from '../src/authority/ledger';

/** A table whose ledger holds `earlier` applied cards, spread over its four ships. */
function campaign(earlier: number): Table {
  const t = table();
  const ships = [t.defiance, t.ajax, t.tonnant, t.fougueux];
  const cards: CardEntry[] = [];
  for (let i = 0; i < earlier; i++) {
    const id = `old${String(i).padStart(13, '0')}`;
    t.server.messages.set(id, { id, type: 'notice', author: t.gm.userId, system: {}, rolls: [], flags: {}, whisper: [] });
    const ship = ships[i % ships.length]!;
    cards.push({
      messageId: id,
      author: t.gm.userId,
      seal: 'sealed',
      status: 'applied',
      reason: null,
      gmOnly: null,
      revision: 1,
      awaiting: null,
      applied: { seq: i + 1, by: t.gm.userId, at: i, option: null, pending: false, ships: [{ uuid: ship.uuid, name: ship.name, writes: [{ path: 'damage.points', before: 0, after: 1, below: null }] }] },
    });
  }
  t.server.ledger = { ...t.server.ledger, seq: earlier, cards };
  // The desk's client reads the ledger's pages once, as a client that loads the world does; the
  // bench times what each card costs after that.
  const start = performance.now();
  t.gm.desk.ledger();
  console.log(`ledger bench: ${earlier} earlier cards, the desk's book read once in ${Math.round(performance.now() - start)} ms`);
  return t;
}

/** One card posted by the GM and applied; resolves to the bytes the apply sent. */
async function postAndApply(t: Table): Promise<number> {
  const message = await post(t, t.gm, broadside(t, t.tonnant, t.defiance, TWO_HITS));
  const before = t.server.ledgerBytes;
  // The card's revision as its button carries it, looked up (not the whole ledger copied, as the tests read it).
  const revision = t.server.ledgerEntry(message.id)?.revision ?? 0;
  await press(t, t.gm.ask(cardButtonRequest('apply', message.id, revision, null)!));
  return t.server.ledgerBytes - before;
}

for (const earlier of [10, 10_000]) {
  describe(`the ledger with ${earlier} earlier cards`, () => {
    const t = campaign(earlier);
    void postAndApply(campaign(earlier)).then((bytes) => console.log(`ledger bench: ${earlier} earlier cards, ${bytes} bytes written per apply`));
    bench('post and apply one card', async () => {
      await postAndApply(t);
    }, { iterations: 20, time: 0 });
  });
}
