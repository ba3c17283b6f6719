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
import { broadside, campaign, post, press, TWO_HITS, type Table } from '../test/authority/table';
import { cardButtonRequest } from '../src/chat/card-controls';

/** A long campaign (table.ts), its ledger's pages read once by the desk's client. */
function campaignRead(earlier: number): Table {
  const t = campaign(earlier);
  // The desk's client reads the ledger's pages once, as a client that loads the world does; the
  // bench times what each card costs after that.
  const start = performance.now();
  t.gm.desk.ledger();
  console.log(
    `ledger bench: ${earlier} earlier cards, the desk's book read once in ${Math.round(performance.now() - start)} ms`,
  );
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
    const t = campaignRead(earlier);
    void postAndApply(campaignRead(earlier)).then((bytes) =>
      console.log(`ledger bench: ${earlier} earlier cards, ${bytes} bytes written per apply`),
    );
    bench(
      'post and apply one card',
      async () => {
        await postAndApply(t);
      },
      { iterations: 20, time: 0 },
    );
  });
}
