/**
 * The paths a rule module guards, against the fake server and the real desk: Kyngesreach's tracks,
 * only a GM's or a card's to write, and KMH's damage tracks, locked for their owner while his
 * ship fights in a battle and his again between battles. Each attack is a player writing the
 * ship he owns, honestly (his client leaves the paths out and tells him) or with a client that
 * skips that (the desk puts them back and tells him).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { press, table, type Table } from './table';
import type { FakeActor } from '../support/fake-foundry';
import { shipSource } from '../support/fixtures';
import { forgetGunneryModules, registerGunneryModules } from '../modules/kr-setup';
import { guardedPaths } from '../../src/registry/data-parts';
import { keptStatus } from '../../src/data/ledger-book';
import { ledgerOf, LedgerModel } from '../../src/data/ledger';

beforeAll(registerGunneryModules);
afterAll(forgetGunneryModules);

const systemOf = (t: Table, actor: FakeActor) => t.server.actors.get(actor.uuid)!.system;
const krOf = (t: Table, actor: FakeActor) =>
  (systemOf(t, actor) as unknown as { modules: { kyngesreach: Record<string, unknown> } }).modules.kyngesreach;

/** A client that skips its own preUpdateActor hook writes the ship he owns straight to the server. */
const forge = (t: Table, userId: string, actor: FakeActor, system: object) =>
  t.server.updateActor(userId, actor.uuid, { system });

async function opened(t: Table = table()): Promise<Table> {
  await press(t, Promise.resolve(t.gm.ready()));
  return t;
}

/** A GM's hand on her Kyngesreach tracks (a card's write comes the same way, from the desk). */
async function krDamage(t: Table, actor: FakeActor) {
  await t.server.updateActor(t.gm.userId, actor.uuid, {
    system: { modules: { kyngesreach: { hipLost: 40, batteries: { starboard: { reload: 3, gunsLost: 2 } } } } },
  });
  await t.server.settle();
}

/** A GM's hand on her KMH damage. */
async function kmhDamage(t: Table, actor: FakeActor) {
  await t.server.updateActor(t.gm.userId, actor.uuid, {
    system: { damage: { points: 6, speedBoxes: 2, mainmast: true, onFire: true } },
  });
  await t.server.settle();
}

const codes = (client: Table['p1']) => client.told.map((a) => a.code);

describe("Kyngesreach's tracks, the GM's alone (decision kr-tracks-gm-only)", () => {
  it('are declared by the module and guarded under its part', () => {
    expect(guardedPaths('ship').gmOnly).toEqual(
      expect.arrayContaining(['modules.kyngesreach.hipLost', 'modules.kyngesreach.batteries.port.reload']),
    );
    expect(guardedPaths('ship').gmApproves).not.toContain('modules.kyngesreach.hipLost');
  });

  it("puts back a forged write of his own ship's reload timers, HIP and guns lost, and tells him", async () => {
    const t = await opened();
    await krDamage(t, t.defiance);
    await forge(t, t.p1.userId, t.defiance, {
      modules: { kyngesreach: { hipLost: 0, batteries: { starboard: { reload: 0, gunsLost: 0 } }, fires: 0 } },
    });
    await t.server.settle();
    expect(krOf(t, t.defiance)).toMatchObject({ hipLost: 40, batteries: { starboard: { reload: 3, gunsLost: 2 } } });
    expect(codes(t.p1)).toContain('statusPutBack');
  });

  it('puts them back out of a battle too: no repair by the owner', async () => {
    const t = table();
    const sloop = t.server.addShip('HMS Sloop', shipSource(), [t.p1.userId]);
    await opened(t);
    await krDamage(t, sloop);
    await forge(t, t.p1.userId, sloop, { modules: { kyngesreach: { hipLost: 0 } } });
    await t.server.settle();
    expect(krOf(t, sloop).hipLost).toBe(40);
  });

  it("leaves them out of an honest client's update and tells him why, before it is sent", async () => {
    const t = await opened();
    await krDamage(t, t.defiance);
    await press(
      t,
      t.p1.updateActor(t.defiance.uuid, { system: { modules: { kyngesreach: { hipLost: 0 } }, purse: 3 } }),
    );
    expect(krOf(t, t.defiance).hipLost).toBe(40);
    expect(systemOf(t, t.defiance).purse).toBe(3);
    expect(t.p1.notes.map((n) => n.text)).toContain('BROADSIDE.Ship.Status.gmOnly');
  });

  it('puts back what he changed while no GM was connected, when one comes', async () => {
    const t = await opened();
    await krDamage(t, t.defiance);
    await t.server.setConnected(t.gm.userId, false);
    await t.server.setConnected(t.gm2.userId, false);
    await forge(t, t.p1.userId, t.defiance, { modules: { kyngesreach: { hipLost: 0 } } });
    await t.server.setConnected(t.gm.userId, true);
    await t.server.settle();
    expect(krOf(t, t.defiance).hipLost).toBe(40);
  });
});

describe("KMH's damage tracks, locked while she fights (decision desk-battle-tracks)", () => {
  it('are declared by the module from its own fields, without what only the GM sets', () => {
    const { battleTracks, gmOnly } = guardedPaths('ship');
    expect(battleTracks).toEqual(
      expect.arrayContaining(['damage.points', 'damage.speedBoxes', 'damage.mainmast', 'damage.boatsLost']),
    );
    expect(battleTracks).not.toContain('damage.fate');
    expect(gmOnly).toContain('damage.fate');
  });

  it('puts back a forged clearing of her damage boxes and "mainmast destroyed" in a battle, and tells him', async () => {
    const t = await opened();
    await kmhDamage(t, t.defiance);
    await forge(t, t.p1.userId, t.defiance, { damage: { points: 0, speedBoxes: 0, mainmast: false, onFire: false } });
    await t.server.settle();
    expect(systemOf(t, t.defiance).damage).toMatchObject({ points: 6, speedBoxes: 2, mainmast: true, onFire: true });
    expect(codes(t.p1)).toContain('tracksPutBack');
  });

  it("leaves them out of an honest client's update in a battle and tells him why", async () => {
    const t = await opened();
    await kmhDamage(t, t.defiance);
    await press(t, t.p1.updateActor(t.defiance.uuid, { system: { damage: { mainmast: false }, purse: 2 } }));
    expect(systemOf(t, t.defiance).damage.mainmast).toBe(true);
    expect(systemOf(t, t.defiance).purse).toBe(2);
    expect(t.p1.notes.map((n) => n.text)).toContain('BROADSIDE.Ship.Status.tracksLocked');
  });

  it('lets her owner repair her out of a battle, and locks what he left once she fights', async () => {
    const t = table();
    const sloop = t.server.addShip('HMS Sloop', shipSource(), [t.p1.userId]);
    await opened(t);
    await kmhDamage(t, sloop);
    await press(t, t.p1.updateActor(sloop.uuid, { system: { damage: { points: 1, mainmast: false } } }));
    expect(systemOf(t, sloop).damage).toMatchObject({ points: 1, mainmast: false });
    expect(t.p1.notes).toEqual([]);
    t.server.addCombat([{ actor: sloop, disposition: 1 }]);
    await forge(t, t.p1.userId, sloop, { damage: { points: 0 } });
    await t.server.settle();
    expect(systemOf(t, sloop).damage.points).toBe(1);
  });

  it('keeps a GM’s change in a battle', async () => {
    const t = await opened();
    await kmhDamage(t, t.defiance);
    await t.server.updateActor(t.gm2.userId, t.defiance.uuid, { system: { damage: { points: 2 } } });
    await t.server.settle();
    expect(systemOf(t, t.defiance).damage.points).toBe(2);
    expect(keptStatus(t.server.ledger, t.defiance.uuid, 'damage.points', 0)).toBe(2);
  });

  it('puts back what he changed in a battle while no GM was connected, when one comes', async () => {
    const t = await opened();
    await kmhDamage(t, t.defiance);
    await t.server.setConnected(t.gm.userId, false);
    await t.server.setConnected(t.gm2.userId, false);
    await forge(t, t.p1.userId, t.defiance, { damage: { points: 0, mainmast: false } });
    await t.server.setConnected(t.gm.userId, true);
    await t.server.settle();
    expect(systemOf(t, t.defiance).damage).toMatchObject({ points: 6, mainmast: true });
  });

  it("puts back a fighting token's tracks that her owner changed through her world actor", async () => {
    const t = table();
    const token = await t.server.addToken(t.ajax);
    t.server.addCombat([{ actor: token, disposition: 1 }]);
    const ajaxOut = t.server.combats.get(t.combatId)!;
    ajaxOut.combatants = ajaxOut.combatants.filter((c) => c.actorUuid !== t.ajax.uuid);
    await opened(t);
    await kmhDamage(t, t.ajax);
    expect(systemOf(t, token).damage.points).toBe(6);
    // Her world actor is in no battle: his repair of it stands, but her fighting token keeps her damage.
    await forge(t, t.p2.userId, t.ajax, { damage: { points: 0 } });
    await t.server.settle();
    expect(systemOf(t, t.ajax).damage.points).toBe(0);
    expect(systemOf(t, token).damage.points).toBe(6);
  });
});

describe("a fighting token's own actor", () => {
  it("puts back her tracks and Kyngesreach's written straight to her delta (token.update)", async () => {
    const t = table();
    const token = await t.server.addToken(t.defiance);
    t.server.addCombat([{ actor: token, disposition: 1 }]);
    await opened(t);
    await kmhDamage(t, token);
    await krDamage(t, token);
    await t.server.updateTokenDelta(t.p1.userId, token.uuid, {
      damage: { points: 0, mainmast: false },
      modules: { kyngesreach: { hipLost: 0 } },
    });
    await t.server.settle();
    expect(systemOf(t, token).damage).toMatchObject({ points: 6, mainmast: true });
    expect(krOf(t, token).hipLost).toBe(40);
    expect(codes(t.p1)).toContain('tracksPutBack');
  });
});

describe("the ledger's status records", () => {
  it('keep a path → value map, only where she differs from a new ship', async () => {
    const t = await opened();
    await kmhDamage(t, t.defiance);
    const record = t.server.ledger.status.find((r) => r.uuid === t.defiance.uuid)!;
    expect(record.values).toEqual({
      flagship: true,
      'initialBroadsideFired.port': true,
      'initialBroadsideFired.starboard': true,
      'damage.points': 6,
      'damage.speedBoxes': 2,
      'damage.mainmast': true,
      'damage.onFire': true,
      // Her build, locked while she fights (decision desk-battle-figures): a 74 of the third rate.
      guns: 74,
      rate: 'third',
    });
    expect(t.server.ledger.statusPaths).toEqual(
      expect.arrayContaining(['flagship', 'damage.points', 'modules.kyngesreach.hipLost']),
    );
  });

  it("read a world's records of the old form: its GM-only status is put back from them", async () => {
    const t = table();
    const old = (uuid: string, flagship: boolean) => ({
      uuid,
      flagship,
      merchant: false,
      strike: 'fighting',
      fate: 'afloat',
      founderMovesLeft: 0,
      firedPort: null,
      firedStarboard: true,
    });
    // A world saved before the map: one field per path, and no list of the paths kept.
    Object.assign(t.server.ledgerSetting, {
      guarded: true,
      status: [old(t.defiance.uuid, true), old(t.ajax.uuid, true)],
    });
    delete (t.server.ledgerSetting as { statusPaths?: unknown }).statusPaths;
    await opened(t);
    // Ajax's record says a GM made her flagship; her sheet says not: the record wins.
    expect(systemOf(t, t.ajax).flagship).toBe(true);
    // A path the old record held as unknown (null) is taken from her sheet.
    expect(systemOf(t, t.ajax).initialBroadsideFired).toEqual({ port: true, starboard: true });
    expect(t.server.ledger.status.find((r) => r.uuid === t.ajax.uuid)?.values).toMatchObject({ flagship: true });
  });

  it('are migrated from the old form when the setting is read in Foundry (LedgerModel.migrateData)', () => {
    const source = {
      status: [
        {
          uuid: 'Actor.a',
          flagship: true,
          merchant: false,
          strike: 'struck',
          fate: 'afloat',
          founderMovesLeft: 2,
          firedPort: null,
          firedStarboard: false,
        },
      ],
    };
    const migrated = LedgerModel.migrateData(structuredClone(source)) as { status: unknown[]; statusPaths: unknown };
    expect(migrated.status).toEqual([
      {
        uuid: 'Actor.a',
        values: {
          flagship: true,
          merchant: false,
          'strike.status': 'struck',
          'damage.fate': 'afloat',
          'damage.founderMovesLeft': 2,
          'initialBroadsideFired.starboard': false,
        },
      },
    ]);
    expect(migrated.statusPaths).toEqual([]);
    expect(ledgerOf({ toObject: () => source }).status).toEqual(migrated.status);
  });
});
