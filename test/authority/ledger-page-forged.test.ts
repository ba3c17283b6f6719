/**
 * A ledger page written by anyone but a GM is believed by no client, and the desk writes it back
 * (decision ledger-store). Only a GM's slip makes such a write possible: a second GM hands the
 * ledger's journal to a player, and the player's client rewrites his void card's page before the
 * desk takes the journal back.
 */
import { describe, expect, it } from 'vitest';
import { post, press, refOf, revisionOf, rolled, rollsOf, table } from './table';
import { turnRollCardRule } from '../../src/modules/kmh/turn-rolls';
import { cardButtonRequest } from '../../src/chat/card-controls';
import type { AnyCard } from '../../src/chat/card-kinds';

const SIXES = { roll: (count: number, faces: number) => Array<number>(count).fill(Math.min(6, faces)) };

describe("a ledger page a player writes in the moment he holds the GM's journal", () => {
  it('is put back by the desk, and his void forged repair stays void', async () => {
    const t = table();
    await press(t, Promise.resolve(t.gm.ready()));
    t.server.actors.get(t.defiance.uuid)!.system.damage.points = 10;
    const honest = rolled(turnRollCardRule('repairHull', refOf(t, t.defiance)), SIXES);
    // A repair that mends everything, on the dice of one that mends less: void when sealed.
    const forged: AnyCard = {
      ...honest,
      changes: honest.changes.map((c) => ({ ...c, after: { ...c.after!, damagePoints: 0 } })),
    };
    const m = await post(t, t.p1, forged, rollsOf(honest));
    const entry = t.server.ledger.cards.find((c) => c.messageId === m.id)!;
    expect(entry).toMatchObject({ status: 'void', reason: 'outcomeDiffers' });
    const journal = t.server.ledgerJournal!;
    const open = { ...entry, status: 'open', reason: null, gmOnly: null };
    // The second GM's slip and Pellew's write reach the server together.
    await Promise.all([
      t.server.updateJournal(t.gm2.userId, journal.id, { ownership: { [t.p1.userId]: 3 } }),
      t.server.writePages(t.p1.userId, journal.id, 'update', [{ _id: m.id, flags: { broadside: { entry: open } } }]),
    ]);
    await t.server.settle();
    // The desk took the journal back and wrote the page back as its book holds it.
    expect(journal.ownership[t.p1.userId]).toBeUndefined();
    expect(t.server.ledger.cards.find((c) => c.messageId === m.id)).toMatchObject({ status: 'void' });
    const reply = await press(t, t.p1.ask(cardButtonRequest('apply', m.id, revisionOf(t, m.id), null)!));
    expect(reply).toMatchObject({ ok: false, code: 'outcomeDiffers' });
    expect(t.server.actors.get(t.defiance.uuid)!.system.damage.points).toBe(10);
  });
});
