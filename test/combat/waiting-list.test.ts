/**
 * The GM's "waiting for you" list against the fake server: it lists what players put before the
 * GM, from the GM's own ledger, and its Approve and Decline make the card footer's own requests,
 * which the desk judges as it judges the footer's. It follows the cards as they are approved,
 * declined or deleted.
 */
import { describe, expect, it } from 'vitest';
import { broadside, post, press, revisionOf, table, TWO_HITS, type Table } from '../authority/table';
import { cardButtonRequest } from '../../src/chat/card-controls';
import { waitingCards } from '../../src/combat/waiting-list';
import type { FakeClient } from '../support/fake-foundry';

/** The list as a client's user would see it, from that client's own ledger and chat. */
function listOn(t: Table, client: FakeClient) {
  const ledger = client.desk.ledger();
  return waitingCards({
    entries: ledger.awaiting().flatMap((id) => ledger.card(id) ?? []),
    card: (id) => client.desk.card(id)?.card ?? null,
    actorName: (uuid) => t.server.actors.get(uuid)?.name ?? null,
    userName: (id) => t.server.users.get(id)?.name ?? '?',
    choiceLabel: (option) => option,
    isGM: client.user.isGM,
  });
}

/** Pellew's and Hornblower's shots at the GM's ships, each put before the GM. */
async function twoWaiting(t: Table) {
  const first = await post(t, t.p1, broadside(t, t.defiance, t.tonnant, TWO_HITS));
  const second = await post(t, t.p2, broadside(t, t.ajax, t.fougueux, TWO_HITS));
  for (const [client, message] of [
    [t.p1, first],
    [t.p2, second],
  ] as const)
    expect(
      await press(t, client.ask(cardButtonRequest('apply', message.id, revisionOf(t, message.id), null)!)),
    ).toMatchObject({ code: 'awaitingGM' });
  return { first, second };
}

/** Presses one of the list's buttons as the tracker does: the footer's request for the revision shown. */
const pressListed = (
  t: Table,
  client: FakeClient,
  action: 'approve' | 'decline',
  item: { messageId: string; revision: number },
) => press(t, client.ask(cardButtonRequest(action, item.messageId, item.revision, null)!));

describe('the GM’s waiting list', () => {
  it('lists the cards put before the GM, in the order asked, with who asked; a player sees none', async () => {
    const t = table();
    const { first, second } = await twoWaiting(t);
    expect(listOn(t, t.gm)).toEqual([
      {
        messageId: first.id,
        revision: revisionOf(t, first.id),
        ships: 'HMS Defiance → Le Tonnant',
        asker: 'Pellew',
        option: '',
        effects: [],
      },
      {
        messageId: second.id,
        revision: revisionOf(t, second.id),
        ships: 'HMS Ajax → Fougueux',
        asker: 'Hornblower',
        option: '',
        effects: [],
      },
    ]);
    // The second GM's client keeps the same book from the server's reports.
    expect(listOn(t, t.gm2).map((c) => c.messageId)).toEqual([first.id, second.id]);
    expect(listOn(t, t.p1)).toEqual([]);
  });

  it('Approve applies through the desk and the card leaves the list; Decline opens it again and it leaves too', async () => {
    const t = table();
    const { second } = await twoWaiting(t);
    const [a, b] = listOn(t, t.gm);
    expect(await pressListed(t, t.gm, 'approve', a!)).toMatchObject({ ok: true, code: 'applied' });
    expect(t.server.actors.get(t.tonnant.uuid)!.system.damage.points).toBe(2);
    expect(t.p1.told.map((x) => x.code)).toEqual(['approved']);
    expect(listOn(t, t.gm).map((c) => c.messageId)).toEqual([second.id]);
    expect(await pressListed(t, t.gm2, 'decline', b!)).toMatchObject({ ok: true, code: 'declinedDone' });
    expect(t.p2.told.map((x) => x.code)).toEqual(['declined']);
    expect(t.server.actors.get(t.fougueux.uuid)!.system.damage.points).toBe(0);
    expect(listOn(t, t.gm)).toEqual([]);
    expect(listOn(t, t.gm2)).toEqual([]);
    // A press on a row drawn before the card moved on is stale, as the footer's would be.
    expect(await pressListed(t, t.gm, 'approve', a!)).toMatchObject({ ok: false, code: 'stale' });
  });

  it('a player pressing a listed button is refused as at the card', async () => {
    const t = table();
    await twoWaiting(t);
    const [a] = listOn(t, t.gm);
    expect(await pressListed(t, t.p1, 'approve', a!)).toMatchObject({ ok: false, code: 'gmOnly' });
    expect(await pressListed(t, t.p1, 'decline', a!)).toMatchObject({ ok: false, code: 'gmOnly' });
    expect(listOn(t, t.gm)).toHaveLength(2);
  });

  it('a card whose message is deleted leaves the list', async () => {
    const t = table();
    const { first, second } = await twoWaiting(t);
    await press(t, t.server.deleteMessage(t.p1.userId, first.id));
    expect(listOn(t, t.gm).map((c) => c.messageId)).toEqual([second.id]);
  });
});
