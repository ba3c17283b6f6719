/**
 * A ship's conditions on her tokens, against the fake server: the desk's client makes and removes
 * her status effects as her sheet and the GM's records say, and puts back what a player forges
 * (an effect is his to make or delete on the ship he owns; what it shows is not).
 */
import { describe, expect, it } from 'vitest';
import { press, table, type Table } from './table';
import { CONDITION_IDS } from '../../src/data/conditions';
import { conditionChanges } from '../../src/authority/guards/conditions';
import { withShipTable } from '../../src/data/ledger-book';
import type { FakeActor } from '../support/fake-foundry';
import { answer, type Answer } from '../../src/authority/channel/protocol';
import { deckRequestOf } from '../../src/modules/kmh/deck-requests';
import type { Lane } from '../../src/authority/desk';

/** The statuses the ship's effects give her, as the server stores them. */
const shown = (t: Table, actor: FakeActor) =>
  (t.server.actors.get(actor.uuid)!.effects ?? []).flatMap((e) => e.statuses).sort();

const ids = (...keys: (keyof typeof CONDITION_IDS)[]) => keys.map((k) => CONDITION_IDS[k]).sort();

async function opened(t: Table = table()): Promise<Table> {
  await press(t, Promise.resolve(t.gm.ready()));
  await t.server.settle();
  return t;
}

describe('the tokens show what the sheet holds', () => {
  it("a player's fire and grounding on his sheet show on her, and go when he clears them", async () => {
    const t = await opened();
    // Between battles her damage is her owner's to mark (decision desk-battle-tracks).
    t.server.combats.clear();
    expect(shown(t, t.defiance)).toEqual([]);
    await t.p1.updateActor(t.defiance.uuid, { system: { damage: { onFire: true, aground: true, steering: true } } });
    await t.server.settle();
    expect(shown(t, t.defiance)).toEqual(ids('onFire', 'aground', 'steering'));
    await t.p1.updateActor(t.defiance.uuid, { system: { damage: { onFire: false, aground: false } } });
    await t.server.settle();
    expect(shown(t, t.defiance)).toEqual(ids('steering'));
  });

  it('every mast down shows her dismasted; the bowsprit alone does not', async () => {
    const t = await opened();
    // Between battles her damage is her owner's to mark (decision desk-battle-tracks).
    t.server.combats.clear();
    await t.p1.updateActor(t.defiance.uuid, { system: { damage: { bowsprit: true, foremast: true, mainmast: true } } });
    await t.server.settle();
    expect(shown(t, t.defiance)).toEqual([]);
    await t.p1.updateActor(t.defiance.uuid, { system: { damage: { mizzen: true } } });
    await t.server.settle();
    expect(shown(t, t.defiance)).toEqual(ids('dismasted'));
  });

  it("a GM's colours and fate show; a ship gone down shows only that", async () => {
    const t = await opened();
    await t.server.updateActor(t.gm.userId, t.ajax.uuid, { system: { strike: { status: 'struck' } } });
    await t.server.settle();
    expect(shown(t, t.ajax)).toEqual(ids('struck'));
    await t.server.updateActor(t.gm.userId, t.ajax.uuid, { system: { damage: { fate: 'sunk', onFire: true } } });
    await t.server.settle();
    expect(shown(t, t.ajax)).toEqual(ids('sunk'));
  });

  it("the GM's records show a grapple on both ships and a prize on the one taken; boats grapple nothing", async () => {
    const t = await opened();
    const record = {
      attacker: { uuid: t.defiance.uuid, name: 'HMS Defiance' },
      defender: { uuid: t.tonnant.uuid, name: 'Le Tonnant' },
      stages: ['A', 'B', 'C'],
      stage: 0,
      decksLost: 0,
    };
    const both = withShipTable(withShipTable(t.server.ledger, t.defiance.uuid, { boarding: record }), t.tonnant.uuid, {
      boarding: record,
    });
    await t.server.setLedger(t.gm.userId, { ...t.server.ledger, ...both });
    await t.server.settle();
    expect(shown(t, t.defiance)).toEqual(ids('grappled'));
    expect(shown(t, t.tonnant)).toEqual(ids('grappled'));
    const taken = withShipTable(withShipTable(t.server.ledger, t.defiance.uuid, { boarding: null }), t.tonnant.uuid, {
      boarding: null,
      prize: { captorUuid: t.defiance.uuid, captorName: 'HMS Defiance' },
    });
    await t.server.setLedger(t.gm.userId, { ...t.server.ledger, ...taken });
    await t.server.settle();
    expect(shown(t, t.defiance)).toEqual([]);
    expect(shown(t, t.tonnant)).toEqual(ids('prize'));
    const boats = withShipTable(t.server.ledger, t.fougueux.uuid, { boarding: { ...record, boats: 2 } });
    await t.server.setLedger(t.gm.userId, { ...t.server.ledger, ...boats });
    await t.server.settle();
    expect(shown(t, t.fougueux)).toEqual([]);
  });

  it("an unlinked token's own actor shows her own state", async () => {
    const t = table();
    const token = await t.server.addToken(t.ajax);
    await opened(t);
    await t.server.updateTokenDelta(t.p2.userId, token.uuid, { damage: { aground: true } });
    await t.server.settle();
    expect(shown(t, token)).toEqual(ids('aground'));
    expect(shown(t, t.ajax)).toEqual([]);
  });
});

describe('a player forging what his ship shows', () => {
  it('an effect he makes that says she struck is removed: her colours are the GM’s', async () => {
    const t = await opened();
    await t.server.createEffects(t.p1.userId, t.defiance.uuid, [{ name: 'Struck', statuses: [CONDITION_IDS.struck] }]);
    await t.server.settle();
    expect(shown(t, t.defiance)).toEqual([]);
  });

  it('an effect he deletes that shows her struck is made again', async () => {
    const t = await opened();
    await t.server.updateActor(t.gm.userId, t.defiance.uuid, { system: { strike: { status: 'struck' } } });
    await t.server.settle();
    const effect = t.server.actors.get(t.defiance.uuid)!.effects![0]!;
    await t.server.deleteEffects(t.p1.userId, t.defiance.uuid, [effect.id]);
    await t.server.settle();
    expect(shown(t, t.defiance)).toEqual(ids('struck'));
  });

  it('a forged prize flag made while no GM was there is gone when a GM comes', async () => {
    const t = await opened();
    await t.server.setConnected(t.gm.userId, false);
    await t.server.setConnected(t.gm2.userId, false);
    await t.server.createEffects(t.p2.userId, t.ajax.uuid, [
      { statuses: [CONDITION_IDS.prize, CONDITION_IDS.retiring] },
    ]);
    await t.server.settle();
    expect(shown(t, t.ajax)).toEqual(ids('prize', 'retiring'));
    await t.server.setConnected(t.gm.userId, true);
    await t.server.settle();
    expect(shown(t, t.ajax)).toEqual([]);
  });

  it('he may not touch the effects of a ship he does not own', async () => {
    const t = await opened();
    await expect(
      t.server.createEffects(t.p1.userId, t.tonnant.uuid, [{ statuses: [CONDITION_IDS.struck] }]),
    ).rejects.toThrow(/lacks permission/);
  });

  it('an effect of his own that names no condition is left alone', async () => {
    const t = await opened();
    await t.server.createEffects(t.p1.userId, t.defiance.uuid, [{ name: 'Painted', statuses: ['painted-hull'] }]);
    await t.server.settle();
    expect(shown(t, t.defiance)).toEqual(['painted-hull']);
  });
});

describe('a flood of forged effects', () => {
  it("is cleaned up in the forger's own turn: the GM's request waits behind one piece of work at most", async () => {
    const t = await opened();
    let release!: () => void;
    const busy = t.gm.queue.run(
      () => new Promise<Answer>((resolve) => (release = () => resolve(answer('', true, 'noted')))),
    );
    const started: { lane: Lane; id: string }[] = [];
    t.gm.queue.onStart = (s) => void started.push(s);
    const forged = Promise.all(
      Array.from({ length: 200 }, () =>
        t.server.createEffects(t.p1.userId, t.defiance.uuid, [{ statuses: [CONDITION_IDS.struck] }]),
      ),
    );
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    const asked = t.gm.ask(deckRequestOf(t.combatId, 0, 'begin'));
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await press(t, Promise.all([busy, forged, asked]));
    await t.server.settle();
    expect((await asked).code).toBe('deck.begin');
    // The GM's request (the one piece of work with an id) ran before any clean-up of the forgeries,
    // and those were one pass in the forger's lane.
    const gmAt = started.findIndex((s) => s.id !== '');
    // (The first to start is the work that kept the desk busy.)
    expect(gmAt).toBe(1);
    expect(started[2]!.lane).toEqual({ by: 'player', userId: t.p1.userId });
    expect(started.length).toBeLessThanOrEqual(4);
    expect(shown(t, t.defiance)).toEqual([]);
  });
});

describe('conditionChanges', () => {
  it('makes what is missing, drops what is not wanted and the second of two', () => {
    const changes = conditionChanges(new Set(['struck', 'onFire']), [
      { id: 'a', statuses: [CONDITION_IDS.struck] },
      { id: 'b', statuses: [CONDITION_IDS.struck] },
      { id: 'c', statuses: [CONDITION_IDS.aground] },
      { id: 'd', statuses: ['other'] },
    ]);
    expect(changes).toEqual({ make: ['onFire'], drop: ['c', 'b'] });
  });
});
