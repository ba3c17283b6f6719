/**
 * A player's mortar at a ship he does not command is rolled by the GM's client, like his broadside
 * (decisions desk-rolls, bomb-ketch-inputs): his button sends his ketch and the target; the desk
 * checks she is his and a bomb ketch, measures the range from the tokens her battle places and
 * reads the target's last move and whether the ketch is stopped from the battle's moves, which
 * only a GM writes, then rolls on the table's dice and posts the card as his ship's.
 */
import { describe, expect, it } from 'vitest';
import { abeam, press, type Table } from '../../../authority/table';
import type { DeskRequest } from '../../../../src/authority/channel/protocol';
import type { BombCard } from '../../../../src/modules/kmh/gunnery/bomb';
import type { FakeActor } from '../../../support/fake-foundry';

/** A booked entry of the battle's moves: what she sailed in her latest move, and nothing else. */
const booked = (used: number) => ({
  record: { used },
  squadron: 'a',
  side: 'a',
  steps: [],
  at: null,
  heading: null,
  saltntar: null,
});

const tokenOf = (t: Table, ship: FakeActor) =>
  t.server.combats.get(t.combatId)!.combatants.find((c) => c.actorUuid === ship.uuid)!.tokenId;

/**
 * Pellew's Defiance made a bomb ketch by the GM, stopped, with Le Tonnant 30 cm off her starboard
 * beam (29 cm to her hull); the battle's moves book what each sailed in her latest move.
 */
async function bombardment(ketchSailed = 0, targetSailed = 7, bookBoth = true): Promise<Table> {
  const t = await abeam();
  t.server.placeToken(t.combatId, t.tonnant, { x: 80, y: 50, heading: 0 });
  await t.server.updateActor(t.gm.userId, t.defiance.uuid, { system: { bombKetch: true } });
  const moves: Record<string, unknown> = { [tokenOf(t, t.defiance)]: booked(ketchSailed) };
  if (bookBoth) moves[tokenOf(t, t.tonnant)] = booked(targetSailed);
  await t.server.updateCombat(t.gm.userId, t.combatId, { system: { moves } });
  await t.server.settle();
  // The table's dice land the bomb: double six, 10 damage points, a special check of 9, row 9.
  t.deskDice.next = {
    roll: (count: number, faces: number) => Array<number>(count).fill(faces === 6 ? 6 : faces === 20 ? 10 : 9),
  };
  return t;
}

const mortar = (t: Table, ketch = t.defiance, target = t.tonnant): DeskRequest => ({
  kind: 'mortar',
  ketch: ketch.uuid,
  target: target.uuid,
});
const bombs = (t: Table) => [...t.server.messages.values()].filter((m) => m.type === 'bomb');

describe("a player's mortar at an enemy is rolled by the GM's client (decision bomb-ketch-inputs)", () => {
  it('rolls it on the desk with the range it measures and the moves its battle books', async () => {
    const t = await bombardment();
    expect(await press(t, t.p1.ask(mortar(t)))).toMatchObject({
      ok: true,
      code: 'fired',
      data: { ship: 'HMS Defiance', target: 'Le Tonnant' },
    });
    const posted = bombs(t).at(-1)!;
    const card = posted.system as BombCard;
    expect(card.input).toEqual({ distanceCm: 29, targetMovedCm: 7, stationary: true });
    expect(card.ship.uuid).toBe(t.defiance.uuid);
    expect(card.shot).toMatchObject({ hit: true, damagePoints: 10 });
    // The desk's own card: the GM applies it to his ship, as any shot of the desk's.
    expect(t.server.ledger.cards.find((c) => c.messageId === posted.id)).toMatchObject({
      status: 'open',
      gmOnly: null,
    });
  });

  it('refuses a ketch that sailed in her latest move, whatever the player says of her', async () => {
    const t = await bombardment(4);
    expect((await press(t, t.p1.ask(mortar(t)))).code).toBe('BombKetchMoving');
    expect(bombs(t)).toHaveLength(0);
  });

  it('refuses a ship not his, a ship that is no bomb ketch, and moves its battle does not book', async () => {
    const t = await bombardment();
    expect((await press(t, t.p2.ask(mortar(t)))).code).toBe('notYourShip');
    await t.server.updateActor(t.gm.userId, t.defiance.uuid, { system: { bombKetch: false } });
    expect((await press(t, t.p1.ask(mortar(t)))).code).toBe('notBombKetch');
    const unbooked = await bombardment(0, 0, false);
    expect((await press(unbooked, unbooked.p1.ask(mortar(unbooked)))).code).toBe('mortarUnrecorded');
    expect(bombs(t)).toHaveLength(0);
    expect(bombs(unbooked)).toHaveLength(0);
  });

  it('rolls one mortar at a time: while her card waits for the table, another is refused', async () => {
    const t = await bombardment();
    expect((await press(t, t.p1.ask(mortar(t)))).code).toBe('fired');
    expect((await press(t, t.p1.ask(mortar(t)))).code).toBe('mortarWaiting');
    expect(bombs(t)).toHaveLength(1);
  });
});
