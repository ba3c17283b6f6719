/**
 * The GM's ledger does not grow with the campaign (decision ledger-store): a void card keeps one
 * small entry where only GMs write, gone with its message; a card whose message is gone leaves
 * unless an undo still needs it; and an apply sends the same bytes whether the ledger holds ten
 * cards or hundreds.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  broadside,
  campaign,
  FIVE_HITS_WITH_MAST,
  post,
  press,
  refOf,
  revisionOf,
  table,
  TWO_HITS,
  type Table,
} from './table';
import { cardButtonRequest } from '../../src/chat/card-controls';
import { PermissionDenied, type FakeClient } from '../support/fake-foundry';
import { LEDGER_WINDOW } from '../../src/data/ledger-book';
import { takeDesk } from '../../src/authority/handlers/watch';
import { hideLedgerJournal } from '../../src/authority/ledger/ledger-journal';
import { withGlobals } from '../support/fake-globals';

afterEach(() => {
  vi.restoreAllMocks();
});

const entryOf = (t: Table, id: string) => t.server.ledger.cards.find((c) => c.messageId === id);
const apply = (t: Table, client: FakeClient, id: string) =>
  press(t, client.ask(cardButtonRequest('apply', id, revisionOf(t, id), null)!));
const undo = (t: Table, id: string) => press(t, t.gm.ask(cardButtonRequest('undo', id, revisionOf(t, id), null)!));

describe('a void card keeps a small entry, gone with its message', () => {
  it('a hundred void cards keep a hundred entries of the same small size, each refused, all gone with their messages', async () => {
    const t = table();
    const posted = [];
    for (let i = 0; i < 100; i++) posted.push(await post(t, t.p1, broadside(t, t.tonnant, t.ajax, TWO_HITS)));
    const kept = t.server.ledger.cards;
    expect(kept).toHaveLength(100);
    expect(kept.every((c) => c.status === 'void' && c.reason === 'notYourShip' && c.applied === null)).toBe(true);
    // The same few keys for every card: a void card costs the ledger a constant, small record.
    const sizes = new Set(kept.map((c) => JSON.stringify(c).length));
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(4);
    expect(Math.max(...sizes)).toBeLessThan(300);
    for (const m of [posted[0]!, posted[99]!]) {
      expect(await apply(t, t.p1, m.id)).toMatchObject({ ok: false, code: 'notYourShip' });
      expect(await apply(t, t.gm, m.id)).toMatchObject({ ok: false, code: 'notYourShip' });
    }
    expect(refOf(t, t.ajax).source.damage.points).toBe(0);
    // The chat cleared: every void entry leaves with its message.
    await Promise.all(posted.map((m) => t.server.deleteMessage(t.gm.userId, m.id)));
    await press(t, Promise.resolve());
    expect(t.server.ledger.cards).toEqual([]);
  });

  it('void cards are never forgotten by the window of open cards while their messages exist', async () => {
    const t = table();
    const m = await post(t, t.p1, broadside(t, t.tonnant, t.ajax, TWO_HITS));
    for (let i = 0; i < LEDGER_WINDOW + 5; i++) await post(t, t.gm, broadside(t, t.fougueux, t.defiance, TWO_HITS));
    expect(t.server.ledger.cards.filter((c) => c.status === 'open')).toHaveLength(LEDGER_WINDOW);
    expect(entryOf(t, m.id)).toMatchObject({ status: 'void', reason: 'notYourShip' });
  });
});

describe('a void card is void for good', () => {
  it('keeps its reason though its poster is later given the ship', async () => {
    const t = table();
    const m = await post(t, t.p1, broadside(t, t.tonnant, t.ajax, TWO_HITS));
    expect(t.server.messages.get(m.id)!.flags.broadside).toMatchObject({ void: 'notYourShip' });
    // Judged again now, the card would pass: Pellew commands Le Tonnant from here on.
    t.server.actors.get(t.tonnant.uuid)!.ownership[t.p1.userId] = 3;
    expect(await apply(t, t.p1, m.id)).toMatchObject({ ok: false, code: 'notYourShip' });
    expect(await press(t, t.gm.ask(cardButtonRequest('approve', m.id, 0, null)!))).toMatchObject({
      ok: false,
      code: 'notYourShip',
    });
    expect(entryOf(t, m.id)).toMatchObject({ status: 'void', reason: 'notYourShip', author: t.p1.userId });
    expect(refOf(t, t.ajax).source.damage.points).toBe(0);
  });

  it('stays void when its poster, given the ship later, deletes the mark on his own message: the GM’s Apply refuses', async () => {
    const t = table();
    const m = await post(t, t.p1, broadside(t, t.tonnant, t.ajax, TWO_HITS));
    t.server.actors.get(t.tonnant.uuid)!.ownership[t.p1.userId] = 3;
    // He owns his message: he may take the desk's mark off it.
    await press(t, t.server.updateMessage(t.p1.userId, m.id, { flags: { broadside: { '-=void': null } } }));
    expect(t.server.messages.get(m.id)!.flags.broadside).not.toHaveProperty('void');
    expect(await apply(t, t.gm, m.id)).toMatchObject({ ok: false, code: 'notYourShip' });
    expect(await apply(t, t.p1, m.id)).toMatchObject({ ok: false, code: 'notYourShip' });
    expect(refOf(t, t.ajax).source.damage.points).toBe(0);
  });

  it('a void card sealed late (posted while no GM was there) keeps its verdict once judged', async () => {
    const t = table();
    for (const c of [t.gm, t.gm2]) t.server.users.get(c.userId)!.active = false;
    const m = await post(t, t.p1, broadside(t, t.tonnant, t.ajax, TWO_HITS));
    for (const c of [t.gm, t.gm2]) t.server.users.get(c.userId)!.active = true;
    expect(await apply(t, t.p1, m.id)).toMatchObject({ ok: false, code: 'notYourShip' });
    expect(entryOf(t, m.id)).toMatchObject({ status: 'void', reason: 'notYourShip' });
    t.server.actors.get(t.tonnant.uuid)!.ownership[t.p1.userId] = 3;
    expect(await apply(t, t.gm, m.id)).toMatchObject({ ok: false, code: 'notYourShip' });
    expect(refOf(t, t.ajax).source.damage.points).toBe(0);
  });
});

describe('a takeover of the desk', () => {
  it('judges none of the void cards posted before it again: their verdicts are kept', async () => {
    const t = table();
    for (let i = 0; i < 50; i++) await post(t, t.p1, broadside(t, t.tonnant, t.ajax, TWO_HITS));
    // The GM leaves; the assistant's client takes the desk.
    t.server.users.get(t.gm.userId)!.active = false;
    expect(t.server.activeGM()?.id).toBe(t.gm2.userId);
    let looked = 0;
    const card = t.gm2.desk.card.bind(t.gm2.desk);
    vi.spyOn(t.gm2.desk, 'card').mockImplementation((id) => {
      looked += 1;
      return card(id);
    });
    const writes = t.server.ledgerBytes;
    const chat = {
      exists: (id: string) => t.server.messages.has(id),
      posted: () => [...t.server.messages.values()].map((x) => ({ id: x.id, authorId: x.author })),
    };
    expect((await press(t, takeDesk(t.gm2.queue, t.gm2.desk, chat))).code).toBe('tidied');
    expect(looked).toBe(0);
    expect(t.server.ledgerBytes).toBe(writes);
  });
});

describe('every client’s ledger follows the journal', () => {
  it('a GM whose client is not the desk reads each card’s entry as the desk writes it, without reading the ledger anew', async () => {
    const t = table();
    // The first card kept makes the ledger's journal; then the second GM's client reads its ledger once.
    await post(t, t.gm, broadside(t, t.fougueux, t.defiance, TWO_HITS));
    const held = t.gm2.desk.ledger();
    const a = await post(t, t.gm, broadside(t, t.tonnant, t.ajax, TWO_HITS));
    expect(held.card(a.id)).toMatchObject({ status: 'open' });
    await apply(t, t.gm, a.id);
    expect(t.gm2.desk.ledger()).toBe(held);
    expect(held.card(a.id)).toMatchObject({ status: 'applied', revision: 1 });
    expect(held.seq).toBe(t.server.ledger.seq);
    await press(t, t.server.deleteMessage(t.gm.userId, a.id));
    expect(held.card(a.id)).toBeNull();
  });
});

describe('the ledger is written by GMs only', () => {
  it('a player can neither put a card in the ledger’s journal, nor drop one, nor move its counter', async () => {
    const t = table();
    const m = await post(t, t.p1, broadside(t, t.defiance, t.tonnant, TWO_HITS));
    const entry = { ...entryOf(t, m.id)!, status: 'applied' as const };
    await expect(t.server.writeLedger(t.p1.userId, { put: [entry] })).rejects.toThrow(PermissionDenied);
    await expect(t.server.writeLedger(t.p1.userId, { drop: [m.id] })).rejects.toThrow(PermissionDenied);
    await expect(t.server.writeLedger(t.p1.userId, { seq: 0 })).rejects.toThrow(PermissionDenied);
    await expect(t.server.writeLedger(t.p1.userId, { table: { ...t.server.ledger, guarded: true } })).rejects.toThrow(
      PermissionDenied,
    );
    expect(entryOf(t, m.id)?.status).toBe('open');
  });
});

describe('a card whose message is gone leaves the ledger unless an undo needs it', () => {
  it('an applied card whose message is deleted leaves; its damage stays on the ship', async () => {
    const t = table();
    const a = await post(t, t.gm, broadside(t, t.tonnant, t.ajax, TWO_HITS));
    await apply(t, t.gm, a.id);
    await press(t, t.server.deleteMessage(t.gm.userId, a.id));
    expect(entryOf(t, a.id)).toBeUndefined();
    expect(refOf(t, t.ajax).source.damage.points).toBe(2);
  });

  it("a later card that only added to the counts an earlier one moved leaves: a count's undo reads no other card", async () => {
    const t = table();
    const a = await post(t, t.gm, broadside(t, t.tonnant, t.ajax, TWO_HITS));
    await apply(t, t.gm, a.id);
    const b = await post(t, t.gm, broadside(t, t.fougueux, t.ajax, TWO_HITS));
    await apply(t, t.gm, b.id);
    await press(t, t.server.deleteMessage(t.gm.userId, b.id));
    expect(entryOf(t, b.id)).toBeUndefined();
    expect((await undo(t, a.id)).code).toBe('undone');
    expect(refOf(t, t.ajax).source.damage.points).toBe(2);
  });

  it('a later card standing on an earlier one stays while the earlier can be undone, and leaves once no undo reads it', async () => {
    const t = table();
    const mast = [...FIVE_HITS_WITH_MAST, 5, 5, 5, 5, 5, 5, 5, 5];
    const x = await post(t, t.gm, broadside(t, t.tonnant, t.defiance, [...mast]));
    await apply(t, t.gm, x.id);
    // A marks her for a strike test; D marks the same again, standing on A's write.
    const a = await post(t, t.gm, broadside(t, t.fougueux, t.defiance, [...mast]));
    await apply(t, t.gm, a.id);
    const d = await post(t, t.gm, broadside(t, t.tonnant, t.defiance, TWO_HITS));
    await apply(t, t.gm, d.id);
    expect(entryOf(t, d.id)?.applied?.ships[0]?.writes).toContainEqual(
      expect.objectContaining({ path: 'strike.triggers.b', below: entryOf(t, a.id)?.applied?.seq }),
    );
    await press(t, t.server.deleteMessage(t.gm.userId, d.id));
    // Undoing A must leave the mark D also made: D's write stays on the ledger for that.
    expect(entryOf(t, d.id)?.status).toBe('applied');
    expect((await undo(t, a.id)).code).toBe('undone');
    expect(refOf(t, t.defiance).source.strike.triggers).toContain('b');
    // Undone, A no longer needs D: D leaves (X, before both, wrote only counts and masts D did not).
    expect(entryOf(t, d.id)).toBeUndefined();
    expect(entryOf(t, x.id)?.status).toBe('applied');
    await press(t, t.server.deleteMessage(t.gm.userId, a.id));
    await press(t, t.server.deleteMessage(t.gm.userId, x.id));
    expect(t.server.ledger.cards).toEqual([]);
    expect(t.server.ledger.edits).toEqual([]);
  });
});

describe('the cost of an apply does not grow with the campaign', () => {
  it('applying a card sends the same bytes (but for the digits of the seq) with 10 and with 500 earlier cards', async () => {
    const bytes = [];
    for (const earlier of [10, 500]) {
      const t = campaign(earlier);
      const m = await post(t, t.gm, broadside(t, t.tonnant, t.defiance, TWO_HITS));
      const before = t.server.ledgerBytes;
      expect((await apply(t, t.gm, m.id)).code).toBe('applied');
      bytes.push(t.server.ledgerBytes - before);
    }
    expect(bytes[0]).toBeGreaterThan(0);
    // The same record, but for the digits of a larger seq.
    expect(bytes[1]! - bytes[0]!).toBeLessThanOrEqual(8);
  });
});

describe('the ledger’s journal stays the GMs’', () => {
  it('a GM handing it to a player is undone by the desk: the player still cannot write a card’s entry', async () => {
    const t = table();
    const m = await post(t, t.p1, broadside(t, t.defiance, t.tonnant, TWO_HITS));
    const journal = t.server.ledgerJournal!;
    // The assistant GM (not the desk) makes Pellew an owner of the ledger, and takes everyone's sight of it.
    await press(t, t.server.updateJournal(t.gm2.userId, journal.id, { ownership: { [t.p1.userId]: 3, default: 0 } }));
    expect(journal.ownership[t.p1.userId]).toBeUndefined();
    expect(journal.ownership.default).toBe(2);
    const entry = { ...entryOf(t, m.id)!, status: 'applied' as const };
    await expect(t.server.writeLedger(t.p1.userId, { put: [entry] })).rejects.toThrow(PermissionDenied);
    expect(entryOf(t, m.id)?.status).toBe('open');
  });

  it('is left out of a player’s journal directory as it is drawn, and kept in a GM’s', async () => {
    const t = table();
    await post(t, t.gm, broadside(t, t.fougueux, t.defiance, TWO_HITS));
    const ledgerId = t.server.ledgerJournal!.id;
    /** A directory's rows as the render hook hands them, each found by the attribute selector of its id. */
    const drawn = () => {
      const rows = [ledgerId, 'JournalOther0001'].map((id) => ({ id, gone: false }));
      const html = {
        querySelectorAll: (selectors: string) =>
          rows
            .filter((r) => selectors.includes(`[data-entry-id="${r.id}"]`))
            .map((r) => ({ remove: () => (r.gone = true) })),
      };
      return { rows, html };
    };
    const player = drawn();
    withGlobals(t.p1.globals, () => hideLedgerJournal(player.html));
    expect(player.rows.map((r) => r.gone)).toEqual([true, false]);
    const gm = drawn();
    withGlobals(t.gm2.globals, () => hideLedgerJournal(gm.html));
    expect(gm.rows.map((r) => r.gone)).toEqual([false, false]);
  });
});
