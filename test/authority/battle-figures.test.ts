/**
 * What decides a shot, locked while her ship fights (decision desk-battle-figures): the heading of
 * her token art, KMH's build and the bomb-ketch flag, Kyngesreach's figures. Each attack is a
 * player writing the ship he owns in a battle, with a client that skips its own hook (the desk
 * puts the values back before any shot of his is measured, and tells him) or honestly (his client
 * leaves them out and tells him); between battles they are his to refit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abeam, press, table, type Table } from './table';
import type { FakeActor } from '../support/fake-foundry';
import { shipSource } from '../support/fixtures';
import { forgetGunneryModules, KR_ORDER, playGunnery, registerGunneryModules } from '../modules/kr-setup';
import { guardedChoices, guardedPaths } from '../../src/registry/data-parts';
import { CORE_GUARDS } from '../../src/registry/core-guards';
import { KR } from '../../src/modules/kyngesreach/part';
import type { GunneryCard } from '../../src/authority/gunnery';
import { crewSource } from '../support/crew-fixtures';
import { isStatusValue } from '../../src/data/ledger-book';

beforeAll(registerGunneryModules);
afterAll(forgetGunneryModules);

const systemOf = (t: Table, actor: FakeActor) =>
  t.server.actors.get(actor.uuid)!.system as unknown as Record<string, unknown> & {
    modules: { kyngesreach: Record<string, unknown> };
  };
const forge = (t: Table, userId: string, actor: FakeActor, system: object) =>
  t.server.updateActor(userId, actor.uuid, { system });
const codes = (client: Table['p1']) => client.told.map((a) => a.code);

async function opened(t: Table = table()): Promise<Table> {
  await press(t, Promise.resolve(t.gm.ready()));
  return t;
}

/** Her build as a refit would change it: bigger guns, a better crew, a mortar. */
const KMH_REFIT = {
  guns: 120,
  rate: 'first',
  quality: 'elite',
  bombKetch: true,
  characteristics: { initialBroadside: true },
  fireFactor: { adjust: 1 },
};
const KR_REFIT = { shipClass: 'ship-of-the-line', dr: 100, hip: 1_250, sailHp: 1_000, gunsPerSide: 60, calibre: 32 };

describe('what decides a shot is declared for the guard (decision desk-battle-figures)', () => {
  it('names the art heading, KMH build and Kyngesreach figures, not the purse or the notes', () => {
    const { battleFigures, battleTracks, gmOnly } = guardedPaths('ship');
    expect(battleFigures).toEqual(
      expect.arrayContaining([
        'artHeading',
        'guns',
        'rate',
        'quality',
        'nationalClass',
        'bombKetch',
        'characteristics.initialBroadside',
        'boughtOff.poorSailors',
        'fireFactor.adjust',
        'baseFactorOverride',
        `modules.${KR}.gunsPerSide`,
        `modules.${KR}.calibre`,
        `modules.${KR}.shipClass`,
        `modules.${KR}.dr`,
      ]),
    );
    expect(battleFigures).not.toContain('purse');
    expect(battleFigures).not.toContain('notes');
    for (const path of battleFigures) {
      expect(battleTracks).not.toContain(path);
      expect(gmOnly).not.toContain(path);
    }
  });
});

describe('the values a guarded figure may hold, declared by the part that owns it', () => {
  it("gathers KMH's choices from its part, and keeps none of a module's in the core list", () => {
    expect(guardedChoices('ship')).toMatchObject({
      'fireFactor.adjust': [-1, 0, 1],
      'strike.status': ['fighting', 'retiring', 'struck'],
      'damage.fate': ['afloat', 'foundering', 'sunk', 'exploded'],
    });
    const core = JSON.stringify(CORE_GUARDS);
    for (const path of ['fireFactor', 'strike', 'damage']) expect(core).not.toContain(path);
  });
});

describe('a forged edit in battle is put back', () => {
  it('puts back her art heading turned half about, and measures the shot from the kept heading', async () => {
    // Abeam, Le Tonnant lies off Defiance's starboard side: turned about, her port guns would bear.
    const t = await abeam();
    playGunnery(t.server, KR);
    const forged = forge(t, t.p1.userId, t.defiance, { artHeading: 180 });
    const order = { ...KR_ORDER, battery: 'port' as const };
    const shot = await press(
      t,
      forged.then(() => t.p1.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.tonnant.uuid, order })),
    );
    expect(systemOf(t, t.defiance).artHeading).toBe(0);
    expect(shot).toMatchObject({ ok: false, code: 'notBearing' });
    expect(codes(t.p1)).toContain('figuresPutBack');
  });

  it("puts back Kyngesreach's figures and fires from the kept ones", async () => {
    const t = await abeam();
    playGunnery(t.server, KR);
    const forged = forge(t, t.p1.userId, t.defiance, { modules: { [KR]: KR_REFIT } });
    const shot = await press(
      t,
      forged.then(() =>
        t.p1.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.tonnant.uuid, order: { ...KR_ORDER } }),
      ),
    );
    expect(shot.code).toBe('fired');
    expect(systemOf(t, t.defiance).modules[KR]).toMatchObject({
      shipClass: null,
      dr: null,
      hip: null,
      sailHp: null,
      gunsPerSide: null,
      calibre: null,
    });
    const card = [...t.server.messages.values()].filter((m) => m.type === 'gunnery').at(-1)!.system as GunneryCard;
    // Her 74 guns give 37 a side (decision kr-figures-from-kmh); the forged 60 would have fired more.
    expect((card.record as { guns: number }).guns).toBe(37);
    expect(codes(t.p1)).toContain('figuresPutBack');
  });

  it("puts back KMH's build and the bomb-ketch flag", async () => {
    const t = await opened();
    await forge(t, t.p1.userId, t.defiance, KMH_REFIT);
    await t.server.settle();
    expect(systemOf(t, t.defiance)).toMatchObject({
      guns: 74,
      rate: 'third',
      quality: 'average',
      bombKetch: false,
      fireFactor: { adjust: 0 },
    });
    expect((systemOf(t, t.defiance).characteristics as Record<string, boolean>).initialBroadside).toBe(false);
    expect(codes(t.p1)).toContain('figuresPutBack');
  });

  it('keeps an under-gunned ship one die down (a negative figure is kept as it is)', async () => {
    const t = table();
    await t.server.updateActor(t.gm.userId, t.defiance.uuid, { system: { fireFactor: { adjust: -1 } } });
    await opened(t);
    await forge(t, t.p1.userId, t.defiance, { fireFactor: { adjust: 1 } });
    await t.server.settle();
    expect((systemOf(t, t.defiance).fireFactor as { adjust: number }).adjust).toBe(-1);
  });

  it('puts back what he changed in a battle while no GM was connected, when one comes', async () => {
    const t = await opened();
    await t.server.setConnected(t.gm.userId, false);
    await t.server.setConnected(t.gm2.userId, false);
    await forge(t, t.p1.userId, t.defiance, { artHeading: 90, guns: 120, modules: { [KR]: { gunsPerSide: 60 } } });
    await t.server.setConnected(t.gm.userId, true);
    await t.server.settle();
    expect(systemOf(t, t.defiance)).toMatchObject({ artHeading: 0, guns: 74 });
    expect(systemOf(t, t.defiance).modules[KR].gunsPerSide).toBeNull();
  });

  it('keeps a GM’s refit in a battle', async () => {
    const t = await opened();
    await t.server.updateActor(t.gm.userId, t.defiance.uuid, { system: { guns: 80, artHeading: 90 } });
    await t.server.settle();
    expect(systemOf(t, t.defiance)).toMatchObject({ guns: 80, artHeading: 90 });
  });
});

describe("an honest client's edit in battle", () => {
  it('is left out on his client, which tells him why; the rest of his update stands', async () => {
    const t = await opened();
    await press(
      t,
      t.p1.updateActor(t.defiance.uuid, {
        system: { artHeading: 180, guns: 120, modules: { [KR]: { calibre: 32 } }, purse: 3 },
      }),
    );
    expect(systemOf(t, t.defiance)).toMatchObject({ artHeading: 0, guns: 74, purse: 3 });
    expect(systemOf(t, t.defiance).modules[KR].calibre).toBeNull();
    expect(t.p1.notes.map((n) => n.text)).toContain('BROADSIDE.Ship.Status.figuresLocked');
  });
});

describe('between battles', () => {
  it('lets her owner refit her, and keeps what he left once she fights', async () => {
    const t = table();
    const sloop = t.server.addShip('HMS Sloop', shipSource({ guns: 18, rate: 'sixth' }), [t.p1.userId]);
    await opened(t);
    await press(
      t,
      t.p1.updateActor(sloop.uuid, { system: { artHeading: 90, guns: 20, modules: { [KR]: { gunsPerSide: 9 } } } }),
    );
    expect(systemOf(t, sloop)).toMatchObject({ artHeading: 90, guns: 20 });
    expect(systemOf(t, sloop).modules[KR].gunsPerSide).toBe(9);
    expect(t.p1.notes).toEqual([]);
    t.server.addCombat([{ actor: sloop, disposition: 1 }]);
    await forge(t, t.p1.userId, sloop, { artHeading: 270, guns: 40, modules: { [KR]: { gunsPerSide: 20 } } });
    await t.server.settle();
    expect(systemOf(t, sloop)).toMatchObject({ artHeading: 90, guns: 20 });
    expect(systemOf(t, sloop).modules[KR].gunsPerSide).toBe(9);
  });
});

describe('a Crew actor aboard a ship that fights', () => {
  /**
   * Pellew's own gunner, of the world when the desk is taken, listed aboard a ship by the GM (her
   * Defiance, in a battle, unless `shipOf` makes another).
   */
  async function gunnerAboard(t: Table = table(), shipOf: (t: Table) => FakeActor = (t) => t.defiance) {
    const pellew = t.server.addCrew(
      'Lt Pellew',
      crewSource((c) => {
        c.gurps.gunnerCannon = 14;
      }),
      [],
      [t.p1.userId],
    );
    const ship = shipOf(t);
    await opened(t);
    await t.server.updateActor(t.gm.userId, ship.uuid, {
      system: { crew: [{ actor: pellew.uuid, role: 'masterGunner' }] },
    });
    await t.server.settle();
    return { t, pellew };
  }
  const gunnerOf = (t: Table, crew: { uuid: string }) => t.server.crews.get(crew.uuid)!.system.gurps.gunnerCannon;

  it('declares the skills his ship rolls with', () => {
    expect(guardedPaths('crew').battleFigures).toEqual(
      expect.arrayContaining(['gurps.gunnerCannon', 'gurps.seamanship', 'gurps.weatherSense', 'gurps.spell.level']),
    );
  });

  it("leaves his skills out of an honest client's update and tells him why", async () => {
    const { t, pellew } = await gunnerAboard();
    await press(t, t.p1.updateActor(pellew.uuid, { system: { gurps: { gunnerCannon: 20 } } }));
    expect(gunnerOf(t, pellew)).toBe(14);
    expect(t.p1.notes.map((n) => n.text)).toContain('BROADSIDE.Ship.Status.crewLocked');
  });

  it('puts back a forged write of his skills while his ship fights, and tells him', async () => {
    const { t, pellew } = await gunnerAboard();
    // A client that skips its own hook writes his character straight to the server.
    await t.server.updateActor(t.p1.userId, pellew.uuid, { system: { gurps: { gunnerCannon: 20, seamanship: 18 } } });
    await t.server.settle();
    expect(gunnerOf(t, pellew)).toBe(14);
    expect(t.server.crews.get(pellew.uuid)!.system.gurps.seamanship).toBe(10);
    expect(codes(t.p1)).toContain('crewPutBack');
  });

  it('puts back what he changed while no GM was connected, when one comes', async () => {
    const { t, pellew } = await gunnerAboard();
    await t.server.setConnected(t.gm.userId, false);
    await t.server.setConnected(t.gm2.userId, false);
    await t.server.updateActor(t.p1.userId, pellew.uuid, { system: { gurps: { gunnerCannon: 20 } } });
    await t.server.setConnected(t.gm.userId, true);
    await t.server.settle();
    expect(gunnerOf(t, pellew)).toBe(14);
    const record = t.server.ledger.status.find((r) => r.uuid === pellew.uuid);
    expect(record).toMatchObject({ actor: 'crew', values: { 'gurps.gunnerCannon': 14 } });
  });

  it("keeps a GM's change of his skills in battle", async () => {
    const { t, pellew } = await gunnerAboard();
    await t.server.updateActor(t.gm.userId, pellew.uuid, { system: { gurps: { gunnerCannon: 16 } } });
    await t.server.settle();
    await t.server.updateActor(t.p1.userId, pellew.uuid, { system: { gurps: { gunnerCannon: 20 } } });
    await t.server.settle();
    expect(gunnerOf(t, pellew)).toBe(16);
  });

  it('reads a ledger kept before crew were guarded: its ships as kept, every crew member as he stands', async () => {
    const t = table();
    const pellew = t.server.addCrew(
      'Lt Pellew',
      crewSource((c) => void (c.gurps.gunnerCannon = 14)),
      [],
      [t.p1.userId],
    );
    t.server.actors.get(t.defiance.uuid)!.system.crew = [{ actor: pellew.uuid, role: 'masterGunner' }];
    // Its records name no kind and it lists no crew paths: a GM made Defiance flagship.
    Object.assign(t.server.ledgerSetting, {
      guarded: true,
      status: [{ uuid: t.defiance.uuid, values: { flagship: true } }],
      statusPaths: [...guardedPaths('ship').gmOnly],
    });
    delete (t.server.ledgerSetting as { crewPaths?: unknown }).crewPaths;
    await opened(t);
    expect(systemOf(t, t.defiance).flagship).toBe(true);
    expect(gunnerOf(t, pellew)).toBe(14);
    const records = t.server.ledger.status;
    expect(records.find((r) => r.uuid === t.defiance.uuid)).toMatchObject({ actor: 'ship' });
    expect(records.find((r) => r.uuid === pellew.uuid)).toMatchObject({ actor: 'crew' });
    expect(t.server.ledger.crewPaths).toEqual(expect.arrayContaining(['gurps.gunnerCannon']));
    // From now on he is kept: a forged skill is put back.
    await t.server.updateActor(t.p1.userId, pellew.uuid, { system: { gurps: { gunnerCannon: 20 } } });
    await t.server.settle();
    expect(gunnerOf(t, pellew)).toBe(14);
  });

  it('lets him train between battles, aboard a ship in none', async () => {
    const sloop = (t: Table) => t.server.addShip('HMS Sloop', shipSource({ guns: 18, rate: 'sixth' }), [t.p1.userId]);
    const { t, pellew } = await gunnerAboard(table(), sloop);
    await press(t, t.p1.updateActor(pellew.uuid, { system: { gurps: { gunnerCannon: 15 } } }));
    expect(gunnerOf(t, pellew)).toBe(15);
    expect(t.p1.notes).toEqual([]);
  });
});

describe('her crew list while she fights (decisions desk-battle-figures, kr-crew-owned)', () => {
  /** Two of his characters: Pellew aboard Defiance as the GM listed him before the desk was taken, Hornblower not. */
  async function crewed() {
    const t = table();
    const pellew = t.server.addCrew('Lt Pellew', crewSource(), [], [t.p1.userId]);
    const hornblower = t.server.addCrew(
      'Mr Hornblower',
      crewSource((c) => void (c.gurps.gunnerCannon = 18)),
      [],
      [t.p1.userId],
    );
    t.server.actors.get(t.defiance.uuid)!.system.crew = [{ actor: pellew.uuid, role: 'masterGunner' }];
    await opened(t);
    return { t, pellew, hornblower };
  }
  const rosterOf = (t: Table, ship: FakeActor) => t.server.actors.get(ship.uuid)!.system.crew;

  it('is declared a figure of hers', () => {
    expect(guardedPaths('ship').battleFigures).toContain('crew');
  });

  it('is a value the ledger keeps: a list of small flat records, bounded', () => {
    const row = { actor: 'Actor.abc', role: 'captain' };
    expect(isStatusValue([row, row])).toBe(true);
    expect(isStatusValue(Array.from({ length: 65 }, () => row))).toBe(false);
    expect(isStatusValue([{ actor: { nested: true } }])).toBe(false);
    expect(isStatusValue([{ actor: 'x'.repeat(65) }])).toBe(false);
    expect(isStatusValue([row, 'captain'])).toBe(false);
  });

  it('puts back a member a forged client added, and one it took off, and tells him', async () => {
    const { t, pellew, hornblower } = await crewed();
    const listed = [{ actor: pellew.uuid, role: 'masterGunner' }];
    await forge(t, t.p1.userId, t.defiance, { crew: [...listed, { actor: hornblower.uuid, role: 'lieutenant' }] });
    await t.server.settle();
    expect(rosterOf(t, t.defiance)).toEqual(listed);
    await forge(t, t.p1.userId, t.defiance, { crew: [] });
    await t.server.settle();
    expect(rosterOf(t, t.defiance)).toEqual(listed);
    expect(codes(t.p1)).toContain('figuresPutBack');
  });

  it("leaves it out of an honest client's update and tells him why", async () => {
    const { t, pellew, hornblower } = await crewed();
    await press(
      t,
      t.p1.updateActor(t.defiance.uuid, { system: { crew: [{ actor: hornblower.uuid, role: 'masterGunner' }] } }),
    );
    expect(rosterOf(t, t.defiance)).toEqual([{ actor: pellew.uuid, role: 'masterGunner' }]);
    expect(t.p1.notes.map((n) => n.text)).toContain('BROADSIDE.Ship.Status.figuresLocked');
  });

  it('keeps what a GM lists, and lets her owner change it between battles', async () => {
    const { t, pellew, hornblower } = await crewed();
    const both = [
      { actor: pellew.uuid, role: 'masterGunner' },
      { actor: hornblower.uuid, role: 'lieutenant' },
    ];
    await t.server.updateActor(t.gm.userId, t.defiance.uuid, { system: { crew: both } });
    await t.server.settle();
    expect(rosterOf(t, t.defiance)).toEqual(both);
    expect(t.server.ledger.status.find((r) => r.uuid === t.defiance.uuid)?.values.crew).toEqual(both);
    const sloop = t.server.addShip('HMS Sloop', shipSource({ guns: 18, rate: 'sixth' }), [t.p1.userId]);
    await press(t, t.p1.updateActor(sloop.uuid, { system: { crew: both } }));
    expect(rosterOf(t, sloop)).toEqual(both);
  });
});
