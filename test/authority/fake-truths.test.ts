/**
 * What the fake server does as v13 does, where the desk's tests lean on it: the update operators
 * (`-=key`, `==key`) and dotted paths, whispers that reach only the users they name, and token
 * creation by the default role permissions (test/support/FOUNDRY-FACTS.md section 16).
 */
import { describe, expect, it, vi } from 'vitest';
import { broadside, FIVE_HITS_WITH_MAST, post, press, table, type Table } from './table';
import { FOUNDRY_DESK } from '../../src/authority/foundry-desk';
import { differenceOf, mergeUpdate, type FakeActor } from '../support/fake-foundry';

const systemOf = (t: Table, actor: FakeActor) =>
  t.server.actors.get(actor.uuid)!.system as unknown as Record<string, unknown>;

async function opened(t: Table = table()): Promise<Table> {
  await press(t, Promise.resolve(t.gm.ready()));
  return t;
}

describe('update operators, as the server applies them', () => {
  it('deletes a key written as -=key, and puts a ==key value in place whole, without merging', () => {
    const before = { strike: { status: 'fighting', marks: ['a'] }, damage: { points: 3, fate: 'afloat' } };
    expect(mergeUpdate(before, { '-=strike': null })).toEqual({ damage: { points: 3, fate: 'afloat' } });
    expect(mergeUpdate(before, { '==damage': { points: 9 } })).toEqual({
      strike: before.strike,
      damage: { points: 9 },
    });
    expect(mergeUpdate(before, { damage: { points: 9 } })).toEqual({
      strike: before.strike,
      damage: { points: 9, fate: 'afloat' },
    });
    expect(mergeUpdate(before, { strike: { '-=marks': null } })).toEqual({
      strike: { status: 'fighting' },
      damage: before.damage,
    });
  });

  it('reads a dotted key as a path, an operator at its end included', () => {
    const before = { strike: { status: 'fighting', marks: ['a'] } };
    expect(mergeUpdate(before, { 'strike.status': 'struck' })).toEqual({ strike: { status: 'struck', marks: ['a'] } });
    expect(mergeUpdate(before, { 'strike.-=marks': null })).toEqual({ strike: { status: 'fighting' } });
  });

  it('tells the update hooks an operator that changed something, and nothing of one that did not', () => {
    const before = { strike: { status: 'fighting' }, flagship: true };
    expect(differenceOf(before, { '-=flagship': null, '-=merchant': null })).toEqual({ '-=flagship': null });
    expect(differenceOf(before, { '==strike': { status: 'fighting' } })).toEqual({});
    expect(differenceOf(before, { '==strike': { status: 'struck' } })).toEqual({ '==strike': { status: 'struck' } });
  });

  it("stores a player's forged status through ==strike and the desk's guard puts it back", async () => {
    const t = await opened();
    await t.server.updateActor(t.p1.userId, t.defiance.uuid, {
      system: { '==strike': { status: 'struck' }, '-=flagship': null },
    });
    expect(systemOf(t, t.defiance).flagship).toBeUndefined();
    await t.server.settle();
    expect(systemOf(t, t.defiance)).toMatchObject({ flagship: true, strike: { status: 'fighting' } });
  });
});

describe('whispers', () => {
  it('reach only the users they name and their author, a GM not named included', async () => {
    const t = table();
    const whispered = await t.server.createMessage(t.p1.userId, {
      type: 'base',
      system: {},
      rolls: [],
      whisper: [t.p2.userId],
    });
    await t.server.settle();
    expect(t.p1.message(whispered.id)).toBeDefined();
    expect(t.p2.message(whispered.id)).toBeDefined();
    expect(t.stranger.message(whispered.id)).toBeUndefined();
    expect(t.gm.message(whispered.id)).toBeUndefined();
  });

  it("keep the desk's GM-only notices out of every player's client, and their hooks with them", async () => {
    const t = await opened();
    const seen: string[] = [];
    for (const client of [t.p1, t.p2, t.stranger]) {
      const receive = client.receive.bind(client);
      client.receive = (hook, ...args) => {
        if (hook === 'createChatMessage') seen.push(client.userId);
        return receive(hook, ...args);
      };
    }
    const id = await press(
      t,
      t.gm.desk.post({
        type: 'notice',
        notice: { key: 'BROADSIDE.Deck.Chat.held', data: { user: 'Gamemaster' } },
        gmOnly: true,
      }),
    );
    expect(t.gm.message(id)).toBeDefined();
    expect(t.gm2.message(id)).toBeDefined();
    expect([t.p1, t.p2, t.stranger].map((c) => c.message(id))).toEqual([undefined, undefined, undefined]);
    expect(seen).toEqual([]);
  });

  it('with rolls, reach everyone as the hidden roll core shows in their place', async () => {
    const t = table();
    const roll = await t.server.createMessage(t.p1.userId, {
      type: 'base',
      system: {},
      rolls: ['{"class":"Roll","formula":"1d6"}'],
      whisper: [t.gm.userId],
    });
    await t.server.settle();
    expect(t.stranger.message(roll.id)).toBeDefined();
  });
});

describe('placing a token', () => {
  it("is refused to a player by default, his own ship's token too", async () => {
    const t = table();
    await expect(t.server.addToken(t.defiance, t.p1.userId)).rejects.toThrow(/lacks permission to create Token/);
  });

  it('is allowed to a player granted Create Tokens, for a ship he owns only', async () => {
    const t = table();
    t.server.tokenCreators.add(t.p1.userId);
    await expect(t.server.addToken(t.defiance, t.p1.userId)).resolves.toMatchObject({ baseUuid: t.defiance.uuid });
    await expect(t.server.addToken(t.ajax, t.p1.userId)).rejects.toThrow(/lacks permission to create Token/);
  });

  it('is allowed to a GM and an Assistant GM', async () => {
    const t = table();
    await expect(t.server.addToken(t.tonnant, t.gm2.userId)).resolves.toMatchObject({ baseUuid: t.tonnant.uuid });
  });
});

describe('the real hook table (authority/door/hooks.ts) and Foundry adapter (authority/foundry-desk.ts), driven by the fake', () => {
  it("strips what only the GM sets from an honest player's own update, before it is sent, and tells him", async () => {
    const t = await opened();
    const writes = t.server.settingWrites.ledger ?? 0;
    // Her purse is his to write (her damage too, but for her battle: module-guards.test.ts).
    await t.p1.updateActor(t.defiance.uuid, { system: { flagship: false, purse: 2 } });
    await t.server.settle();
    expect(systemOf(t, t.defiance)).toMatchObject({ flagship: true, purse: 2 });
    expect(t.p1.notes).toEqual([{ level: 'warn', text: 'BROADSIDE.Ship.Status.gmOnly' }]);
    // Nothing forged reached the server, so the guard had nothing to put back.
    expect(t.server.settingWrites.ledger ?? 0).toBe(writes);
  });

  it("forgets a deleted ship in the guard's memory, world actor and token alike", async () => {
    const t = table();
    const token = await t.server.addToken(t.ajax);
    await opened(t);
    expect(t.server.ledger.status.map((s) => s.uuid)).toEqual(expect.arrayContaining([t.fougueux.uuid, token.uuid]));
    await expect(t.server.deleteActor(t.p1.userId, t.defiance.uuid)).rejects.toThrow(
      /lacks permission to delete Actor/,
    );
    await expect(t.server.deleteToken(t.p2.userId, token.uuid)).rejects.toThrow(/lacks permission to delete Token/);
    await press(t, t.server.deleteActor(t.gm2.userId, t.fougueux.uuid));
    await press(t, t.server.deleteToken(t.gm.userId, token.uuid));
    expect(t.server.ledger.status.map((s) => s.uuid)).not.toEqual(expect.arrayContaining([t.fougueux.uuid]));
    expect(t.server.ledger.status.map((s) => s.uuid)).not.toContain(token.uuid);
    expect(t.server.ledger.status.map((s) => s.uuid)).toContain(t.defiance.uuid);
  });

  it('tells the GM by a notification what the guard put back when he takes the desk', async () => {
    const t = table();
    await t.server.setConnected(t.gm2.userId, false);
    await press(t, Promise.resolve(t.gm.ready()));
    await t.server.setConnected(t.gm.userId, false);
    await t.server.updateActor(t.p1.userId, t.defiance.uuid, { system: { flagship: false } });
    await t.server.setConnected(t.gm.userId, true);
    await t.server.settle();
    expect(systemOf(t, t.defiance).flagship).toBe(true);
    expect(t.gm.notes.map((n) => n.level)).toEqual(['info', 'warn']);
  });

  it("runs the real adapter: a fault put into FOUNDRY_DESK shows at the fake's table", async () => {
    // The adapter's ownership test broken to say yes to everyone: Pellew's forged card from the
    // GM's Le Tonnant is no longer refused. With a copy of the adapter in the fake, it still was.
    const commands = vi.spyOn(FOUNDRY_DESK, 'commands').mockReturnValue(true);
    try {
      const t = table();
      const forged = await post(t, t.p1, broadside(t, t.tonnant, t.ajax, FIVE_HITS_WITH_MAST));
      // Kept, and not void.
      expect(t.server.ledger.cards.find((c) => c.messageId === forged.id)?.status).toBeDefined();
      expect(t.server.ledger.cards.find((c) => c.messageId === forged.id)?.status).not.toBe('void');
      expect(commands).toHaveBeenCalled();
    } finally {
      commands.mockRestore();
    }
    const t = table();
    const forged = await post(t, t.p1, broadside(t, t.tonnant, t.ajax, FIVE_HITS_WITH_MAST));
    // Void: its entry keeps why (decision ledger-store); the message is marked so its footer says why.
    expect(t.server.ledger.cards.find((c) => c.messageId === forged.id)?.status).toBe('void');
    expect(t.server.messages.get(forged.id)!.flags.broadside).toMatchObject({ void: 'notYourShip' });
  });
});
