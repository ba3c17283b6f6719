/**
 * A hostile player against the bounds of Kyngesreach's battle, found in review: each test is an
 * attack a player can make with the ship and the Crew actor he owns, and says what the table
 * should have done.
 *
 * - A crew list of thousands of copies of one officer makes each fire cost the GM's client seconds.
 * - Her token widened mid-battle brings the other ship into a closer range band.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GunneryCard } from '../../../src/authority/gunnery';
import { KR } from '../../../src/modules/kyngesreach/part';
import { shipSkills, type CrewRoster } from '../../../src/modules/kyngesreach/crew';
import { MAX_SHIP_CREW } from '../../../src/data/ship';
import { abeam, press, table, type Table } from '../../authority/table';
import { fireAbeam, forgetGunneryModules, playGunnery, registerGunneryModules } from '../kr-setup';
import { crewSource } from '../../support/crew-fixtures';
import type { FakeCrew } from '../../support/fake-foundry';

beforeAll(registerGunneryModules);
afterAll(forgetGunneryModules);

const lastCard = (t: Table) =>
  [...t.server.messages.values()].filter((m) => m.type === 'gunnery').at(-1)?.system as GunneryCard | undefined;

/** Pellew's own officer, Gunner 14, listed aboard Defiance by the GM before the battle's shots. */
async function officerAboard(t: Table): Promise<FakeCrew> {
  const pellew = t.server.addCrew(
    'Lt Pellew',
    crewSource((c) => {
      c.gurps.gunnerCannon = 14;
      c.gurps.seamanship = 10;
    }),
    [],
    [t.p1.userId],
  );
  await t.server.updateActor(t.gm.userId, t.defiance.uuid, {
    system: { crew: [{ actor: pellew.uuid, role: 'masterGunner' }] },
  });
  await t.server.settle();
  return pellew;
}

describe("the GM's client reading a ship's crew list", () => {
  it('answers a fire quickly however long a list her owner wrote', async () => {
    const t = await abeam();
    playGunnery(t.server, KR);
    const pellew = await officerAboard(t);
    // The list has no bound in the ship's schema: 10,000 entries of his own officer (about 570 KB).
    const crew = Array.from({ length: 10_000 }, () => ({ actor: pellew.uuid, role: 'masterGunner' }));
    await t.server.updateActor(t.p1.userId, t.defiance.uuid, { system: { crew } });
    await t.server.settle();
    const started = performance.now();
    expect(await fireAbeam(t, t.defiance, t.tonnant)).toMatchObject({ ok: true, code: 'fired' });
    // One officer listed once is answered in about 0.3 s here; every entry costs the GM's client a lookup and a copy.
    expect(performance.now() - started).toBeLessThan(1_500);
  }, 60_000);
});

/** The two ships as `abeam` places them, their tokens on the scene before the GM's client loads and takes the desk. */
async function abeamAsLoaded(): Promise<Table> {
  const t = table();
  t.server.placeToken(t.combatId, t.defiance, { x: 50, y: 50, heading: 0 });
  t.server.placeToken(t.combatId, t.tonnant, { x: 65, y: 50, heading: 0 });
  await press(t, Promise.resolve(t.gm.ready()));
  return t;
}

describe("the rolls reading a ship's crew list (decision ship-crew-bound)", () => {
  it('look up each officer once and no more entries than a list may hold, however many a client wrote', () => {
    let lookups = 0;
    const roster: CrewRoster = {
      crew: () => (lookups++, { name: 'Lt Pellew', source: crewSource((c) => (c.gurps.gunnerCannon = 14)) }),
      owners: () => [],
    };
    const copies = Array.from({ length: 10_000 }, () => ({ actor: 'Actor.pellew', role: 'masterGunner' as const }));
    const many = Array.from({ length: 100 }, (_, i) => ({ actor: `Actor.hand${i}`, role: 'lieutenant' as const }));
    expect(shipSkills({ uuid: 'Actor.defiance', source: { crew: copies } }, roster).gunner).toBe(14);
    expect(lookups).toBe(1);
    lookups = 0;
    shipSkills({ uuid: 'Actor.defiance', source: { crew: many } }, roster);
    expect(lookups).toBe(MAX_SHIP_CREW);
  });
});

describe('the hull the desk measures a shot from', () => {
  it("is not her token's size as her owner redrew it mid-battle", async () => {
    const t = await abeamAsLoaded();
    playGunnery(t.server, KR);
    // Her owner may update the token he owns, its width and height too (FOUNDRY-FACTS.md section 18):
    // straight to the server, as her Token configuration does, its corner where it lies. (A change of
    // her x and y is a movement, which the movement desk judges, canvas/movement-desk.ts.)
    const combat = t.server.combats.get(t.combatId)!;
    const tokenId = combat.combatants.find((c) => c.actorUuid === t.defiance.uuid)!.tokenId;
    const token = { ...combat.scene.tokens.get(tokenId)! };
    await t.server.updateToken(t.p1.userId, t.combatId, tokenId, { width: 8 });
    await t.server.settle();
    expect(await fireAbeam(t, t.defiance, t.tonnant)).toMatchObject({ ok: true, code: 'fired' });
    // Abeam, Le Tonnant lies 14 cm off: long range. Widened to 20 cm of beam toward her, the desk reads close.
    expect((lastCard(t)?.record as { range?: string }).range).toBe('long');
    // Her token is as wide as the GM left it (her place is the movement desk's), and her owner was told why.
    expect(combat.scene.tokens.get(tokenId)).toEqual(token);
    expect(t.p1.told.map((a) => a.code)).toContain('sizePutBack');
  });
});
