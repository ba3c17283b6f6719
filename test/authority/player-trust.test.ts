/**
 * How far the world trusts its players (decision desk-player-trust), against the fake server: the
 * setting only a GM writes, read by the desk on the GM's own client. Trusted "at once", a player
 * applies himself the card his ship fired at a ship of the GM's; every other card still waits for
 * the GM, and a void, changed, stale or other man's card is refused as it always was.
 */
import { describe, expect, it } from 'vitest';
import { abeam, broadside, FIVE_HITS_WITH_MAST, post, press, revisionOf, TWO_HITS, type Table } from './table';
import { PermissionDenied } from '../support/fake-foundry';
import { cardButtonRequest } from '../../src/chat/card-controls';
import type { DeskRequest } from '../../src/authority/channel/protocol';
import type { FireInput } from '../../src/modules/kmh/gunnery/fire';
import type { FakeClient } from '../support/fake-foundry';

/** Two fours and the rest ones for a pool of any size, and a special check of 9 (none): two hits. */
const TWO_FOURS = {
  roll: (count: number, faces: number) => Array.from({ length: count }, (_, i) => (faces === 6 ? (i < 2 ? 4 : 1) : 9)),
};

const SHOT: FireInput = {
  side: 'starboard',
  distanceCm: 14,
  partial: false,
  rake: 'none',
  aim: 'hull',
  shot: 'round',
  fireCardHeld: false,
  intoBoarding: false,
};

/** Defiance and Le Tonnant abeam, Hornblower's Ajax off Defiance's port beam; the table's dice give two hits. */
async function battle(trust: 'atOnce' | 'gmApproves' | null): Promise<Table> {
  const t = await abeam();
  t.server.placeToken(t.combatId, t.ajax, { x: 35, y: 50, heading: 0 });
  t.deskDice.next = TWO_FOURS;
  if (trust) await press(t, t.gm.settings.set('broadside', 'playerTrust', trust));
  return t;
}

const newest = (t: Table) => [...t.server.messages.values()].at(-1)!;
const points = (t: Table, ship: { uuid: string }) => t.server.actors.get(ship.uuid)!.system.damage.points;
const apply = (t: Table, client: FakeClient, id: string) =>
  press(t, client.ask(cardButtonRequest('apply', id, revisionOf(t, id), null)!));

/** Pellew's shot, rolled by the GM's client (decision desk-rolls): the card's message id. */
async function fired(t: Table, target = t.tonnant, side: 'port' | 'starboard' = 'starboard'): Promise<string> {
  const request: DeskRequest = {
    kind: 'fire',
    firer: t.defiance.uuid,
    target: target.uuid,
    input: { ...SHOT, side },
  };
  expect(await press(t, t.p1.ask(request))).toMatchObject({ ok: true, code: 'fired' });
  return newest(t).id;
}

describe('trusted at once (decision desk-player-trust)', () => {
  it('by default a hit on the GM’s ship waits for the GM, as before', async () => {
    const t = await battle(null);
    const id = await fired(t);
    expect(await apply(t, t.p1, id)).toMatchObject({ ok: true, code: 'awaitingGM' });
    expect(points(t, t.tonnant)).toBe(0);
  });

  it('trusted at once, Pellew applies his own shot at the GM’s Le Tonnant himself; the GM may still undo it', async () => {
    const t = await battle('atOnce');
    const id = await fired(t);
    expect(await apply(t, t.p1, id)).toMatchObject({ ok: true, code: 'applied' });
    expect(points(t, t.tonnant)).toBe(2);
    expect(t.server.ledger.cards.find((c) => c.messageId === id)).toMatchObject({
      status: 'applied',
      applied: { by: t.p1.userId },
    });
    expect(await apply(t, t.p1, id)).toMatchObject({ ok: false, code: 'alreadyApplied' });
    expect(points(t, t.tonnant)).toBe(2);
    const undone = await press(t, t.gm.ask(cardButtonRequest('undo', id, revisionOf(t, id), null)!));
    expect(undone.code).toBe('undone');
    expect(points(t, t.tonnant)).toBe(0);
  });

  it('a card written for another player’s ship is not applied by a player it does not concern', async () => {
    const t = await battle('atOnce');
    const id = await fired(t);
    // Hornblower commands neither ship on Pellew's card; the stranger commands nothing at all.
    expect(await apply(t, t.p2, id)).toMatchObject({ ok: false, code: 'notYours' });
    expect(await apply(t, t.stranger, id)).toMatchObject({ ok: false, code: 'notYours' });
    expect(points(t, t.tonnant)).toBe(0);
  });

  it('a hit on another player’s ship still waits for the GM', async () => {
    const t = await battle('atOnce');
    const id = await fired(t, t.ajax, 'port');
    expect(await apply(t, t.p1, id)).toMatchObject({ ok: true, code: 'awaitingGM' });
    expect(points(t, t.ajax)).toBe(0);
  });

  it('a void card, from a ship its poster does not command at a ship nobody commands, is refused', async () => {
    const t = await battle('atOnce');
    const forged = await post(t, t.p1, broadside(t, t.tonnant, t.fougueux, FIVE_HITS_WITH_MAST));
    expect(await apply(t, t.p1, forged.id)).toMatchObject({ ok: false, code: 'notYourShip' });
    expect(points(t, t.fougueux)).toBe(0);
  });

  it('a card rolled on his own client, or changed after it was posted, is not his to apply at once', async () => {
    const t = await battle('atOnce');
    // Rolled on his own client against a ship he does not command: the GM's alone (decision desk-rolls).
    const own = await post(t, t.p1, broadside(t, t.defiance, t.tonnant, TWO_HITS, 14));
    expect(t.server.ledger.cards.find((c) => c.messageId === own.id)).toMatchObject({ gmOnly: 'playerDice' });
    expect(await apply(t, t.p1, own.id)).toMatchObject({ ok: true, code: 'awaitingGM' });
    expect(points(t, t.tonnant)).toBe(0);
    // Another, edited to hit harder: refused outright.
    const edited = await post(t, t.p1, broadside(t, t.defiance, t.tonnant, TWO_HITS, 14));
    const harder = broadside(t, t.defiance, t.tonnant, FIVE_HITS_WITH_MAST, 14);
    await press(t, t.server.updateMessage(t.p1.userId, edited.id, { system: harder }));
    expect(await apply(t, t.p1, edited.id)).toMatchObject({ ok: false, code: 'cardChanged' });
    expect(points(t, t.tonnant)).toBe(0);
  });

  it('a stale revision is refused', async () => {
    const t = await battle('atOnce');
    const id = await fired(t);
    const stale = await press(t, t.p1.ask(cardButtonRequest('apply', id, revisionOf(t, id) + 1, null)!));
    expect(stale).toMatchObject({ ok: false, code: 'stale' });
    expect(points(t, t.tonnant)).toBe(0);
  });

  it('a player cannot trust himself: he may not write the setting, and his own client’s say is not read', async () => {
    const t = await battle(null);
    await expect(t.p1.settings.set('broadside', 'playerTrust', 'atOnce')).rejects.toThrow(PermissionDenied);
    // His copy of the code registers the setting as trusting him at once; the desk reads its own.
    t.p1.settingConfigs.set('broadside.playerTrust', { scope: 'world', default: 'atOnce' });
    const id = await fired(t);
    expect(await apply(t, t.p1, id)).toMatchObject({ ok: true, code: 'awaitingGM' });
    expect(points(t, t.tonnant)).toBe(0);
  });

  it('a value the setting does not offer trusts no one', async () => {
    const t = await battle(null);
    await press(t, t.gm.settings.set('broadside', 'playerTrust', 'everyone'));
    const id = await fired(t);
    expect(await apply(t, t.p1, id)).toMatchObject({ ok: true, code: 'awaitingGM' });
  });
});
