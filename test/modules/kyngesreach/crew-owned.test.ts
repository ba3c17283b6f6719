/**
 * Whose crew a Kyngesreach ship rolls with, at a hostile table (decision kr-crew-owned): a player
 * owns his ship and may list any Crew actor on her sheet, so the desk, the GM's gauge contest and
 * the derivation of a card count only a member whom a player who commands the ship also owns (on
 * a ship no player commands, everyone listed). Ownership is read from the server's documents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RandomDice, seededRandom, type DiceSource } from '../../../src/rules/dice/dice';
import { cardButtonRequest } from '../../../src/chat/card-controls';
import type { AnyCard } from '../../../src/chat/card-kinds';
import type { GunneryCard } from '../../../src/authority/gunnery';
import { krCardRule } from '../../../src/modules/kyngesreach/card';
import { shipSkills } from '../../../src/modules/kyngesreach/crew';
import { gunneryShip, worldCrew } from '../../../src/modules/kyngesreach/fire-dialog';
import { abeam, asClient, post, press, refOf, revisionOf, rolled, rollsOf, type Table } from '../../authority/table';
import { ABEAM_ORDER, forgetGunneryModules, playGunnery, registerGunneryModules } from '../kr-setup';
import { crewSource } from '../../support/crew-fixtures';
import type { FakeActor, FakeCrew } from '../../support/fake-foundry';
import { actorByUuid } from '../../../src/documents/lookups';

beforeAll(registerGunneryModules);
afterAll(forgetGunneryModules);

/** The GM's NPC master gunner (nobody but a GM owns him) and Pellew's own officer, on the table of `abeam`. */
function crewed(t: Table): { brand: FakeCrew; pellew: FakeCrew; moreau: FakeCrew } {
  const brand = t.server.addCrew(
    'Master Gunner Brand',
    crewSource((c) => {
      c.gurps.gunnerCannon = 18;
      c.gurps.weatherSense = 18;
      c.gurps.seamanship = 18;
    }),
  );
  const pellew = t.server.addCrew(
    'Lt Pellew',
    crewSource((c) => {
      c.gurps.gunnerCannon = 14;
    }),
    [],
    [t.p1.userId],
  );
  const moreau = t.server.addCrew(
    'Capitaine Moreau',
    crewSource((c) => {
      c.gurps.gunnerCannon = 17;
    }),
    [],
    [t.p2.userId],
  );
  return { brand, pellew, moreau };
}

/**
 * Crew listed on a ship, whoever listed them: her crew list is locked while she fights (decision
 * desk-battle-figures), so in the battle these tests fight it stands as the GM writes it; what
 * counts is who owns each member (decision kr-crew-owned), not who listed him.
 */
const list = (t: Table, _client: Table['p1'], ship: FakeActor, ...members: FakeCrew[]) =>
  t.server.updateActor(t.gm.userId, ship.uuid, {
    system: { crew: members.map((m) => ({ actor: m.uuid, role: 'masterGunner' })) },
  });

const lastCard = (t: Table) =>
  [...t.server.messages.values()].filter((m) => m.type === 'gunnery').at(-1)!.system as GunneryCard;
const record = (card: GunneryCard) => card.record as { gunner: number; gunnerFrom: string | null; hits: number };

describe('the crew a Kyngesreach ship rolls with, at a hostile table', () => {
  it('fires a player order with the GM’s NPC gunner he listed at the crew average', async () => {
    const t = await abeam();
    playGunnery(t.server, 'kyngesreach');
    const { brand } = crewed(t);
    await list(t, t.p1, t.defiance, brand);
    const fired = await press(
      t,
      t.p1.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.tonnant.uuid, order: { ...ABEAM_ORDER } }),
    );
    expect(fired.code).toBe('fired');
    expect(record(lastCard(t))).toMatchObject({ gunner: 12, gunnerFrom: null });
  });

  it('fires it with his own officer’s Gunner, not the NPC’s nor another player’s character', async () => {
    const t = await abeam();
    playGunnery(t.server, 'kyngesreach');
    const { brand, pellew, moreau } = crewed(t);
    await list(t, t.p1, t.defiance, brand, moreau, pellew);
    const fired = await press(
      t,
      t.p1.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.tonnant.uuid, order: { ...ABEAM_ORDER } }),
    );
    expect(fired.code).toBe('fired');
    expect(record(lastCard(t))).toMatchObject({ gunner: 14, gunnerFrom: 'Lt Pellew' });
  });

  it('fires past a compendium actor a player listed, which no client has loaded', async () => {
    const t = await abeam();
    playGunnery(t.server, 'kyngesreach');
    const { pellew } = crewed(t);
    const packed = t.server.addPackedCrew('Admiral Nelson');
    await t.server.updateActor(t.gm.userId, t.defiance.uuid, {
      system: {
        crew: [
          { actor: packed, role: 'captain' },
          { actor: pellew.uuid, role: 'masterGunner' },
        ],
      },
    });
    const fired = await press(
      t,
      t.p1.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.tonnant.uuid, order: { ...ABEAM_ORDER } }),
    );
    expect(fired.code).toBe('fired');
    expect(record(lastCard(t))).toMatchObject({ gunner: 14, gunnerFrom: 'Lt Pellew' });
  });

  it('voids a card a player rolled on his own client with the GM’s NPC gunner', async () => {
    const t = await abeam();
    playGunnery(t.server, 'kyngesreach');
    const { brand } = crewed(t);
    await list(t, t.p1, t.defiance, brand);
    // A modified client counts everyone listed.
    const everyone = {
      crew: (uuid: string) => {
        const c = t.server.crews.get(uuid);
        return c ? { name: c.name, source: c.system } : null;
      },
      owners: () => [],
    };
    const shot = (figures: typeof everyone, seed: number) => {
      const rule = krCardRule(refOf(t, t.defiance), refOf(t, t.tonnant), ABEAM_ORDER, figures)!;
      return rolled(rule as (d: DiceSource) => AnyCard, new RandomDice(seededRandom(seed))) as GunneryCard & AnyCard;
    };
    let seed = 1;
    while (record(shot(everyone, seed)).hits === 0) seed++;
    const forged = shot(everyone, seed);
    expect(record(forged).gunner).toBe(18);
    const message = await post(t, t.p1, forged, rollsOf(forged));
    const answer = await press(t, t.p1.ask(cardButtonRequest('apply', message.id, revisionOf(t, message.id), null)!));
    // Rolled with Gunner 18, the shot reads its dice otherwise than the desk's with 12: void either way.
    expect(answer.ok).toBe(false);
    expect(['outcomeDiffers', 'diceDiffer']).toContain(answer.code);
    expect(t.server.ledger.cards.find((c) => c.messageId === message.id)?.status).toBe('void');
  });

  it('rolls the GM’s gauge contest for a player’s ship without the NPC he listed, and the GM’s ship with hers', async () => {
    const t = await abeam();
    playGunnery(t.server, 'kyngesreach');
    const { brand } = crewed(t);
    await list(t, t.p1, t.defiance, brand);
    await t.server.updateActor(t.gm.userId, t.tonnant.uuid, {
      system: { crew: [{ actor: brand.uuid, role: 'master' }] },
    });
    const skills = (ship: FakeActor) =>
      asClient(t, t.gm, () => shipSkills(gunneryShip(actorByUuid(ship.uuid)!), worldCrew));
    expect(await skills(t.defiance)).toMatchObject({ weatherSense: 10, seamanship: 10, gunner: 12 });
    expect(await skills(t.tonnant)).toMatchObject({ weatherSense: 18, seamanship: 18, gunner: 18 });
  });
});
