/**
 * A hostile player against Kyngesreach's rounds, found in review: each test is an attack a player
 * can make with the ship he owns, and says what the table does.
 *
 * - He rolls the round's gauge contest the moment he has chosen his tries, before the other side
 *   may answer them (decision kr-gauge-tries).
 * - The gauge holder fires first (decision kr-fire-order): he fires the other side's ship before
 *   her, or before the round's contest.
 * - A card he rolls on his own client claims a range, the gauge and a morale the table does not
 *   give (decision desk-fire-facts).
 * - He adds his ship's token to a second battle so her reload counts down in both (decision
 *   kr-reload-battle).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RandomDice, ScriptedDice, seededRandom, type DiceSource } from '../../../src/rules/dice/dice';
import { battleGauge } from '../../../src/modules/kyngesreach/gauge-store';
import { krRound } from '../../../src/modules/kyngesreach/round-store';
import { KR } from '../../../src/modules/kyngesreach/part';
import type { KrOrder } from '../../../src/modules/kyngesreach/card';
import { abeam, post, press, refOf, rolled, rollsOf, type Table } from '../../authority/table';
import { krCardRule } from '../../../src/modules/kyngesreach/card';
import type { AnyCard } from '../../../src/chat/card-kinds';
import { forgetGunneryModules, playGunnery, registerGunneryModules } from '../kr-setup';
import type { FakeActor } from '../../support/fake-foundry';

beforeAll(registerGunneryModules);
afterAll(forgetGunneryModules);

const ORDER: KrOrder = {
  battery: 'starboard',
  targetFacing: 'port',
  distanceCm: 14,
  gauge: 'tie',
  called: null,
  mast: null,
  morale: 0,
  reloadWith: 'round',
};

/** The world plays Kyngesreach's wind-gauge rounds as its turn sequence (the setting as settings.ts registers it). */
function playRounds(t: Table): void {
  playGunnery(t.server, KR);
  for (const client of t.server.clients)
    client.settingConfigs.set('broadside.turnSequence', { scope: 'world', default: 'kmh' });
  t.server.worldSettings.set('broadside.turnSequence', KR);
}

const battleOf = (t: Table) => t.server.combats.get(t.combatId)!.system;
const fire = (t: Table, firer: FakeActor, target: FakeActor) =>
  press(t, t.p1.ask({ kind: 'gunneryFire', firer: firer.uuid, target: target.uuid, order: { ...ORDER } }));
const round = (t: Table, action: 'next' | 'contest') =>
  press(t, t.gm.ask({ kind: 'krRound', combatId: t.combatId, action, round: krRound(battleOf(t)) }));

describe("a round's gauge contest (decision kr-gauge-tries)", () => {
  it('is not rolled by a player the moment he has chosen his tries, before the other side may answer', async () => {
    const t = await abeam();
    playRounds(t);
    await round(t, 'next');
    await round(t, 'next');
    const tries = { kind: 'krTries', combatId: t.combatId, round: 2, ship: t.defiance.uuid } as const;
    expect(await press(t, t.p1.ask({ ...tries, tactics: true, magicWind: false }))).toMatchObject({ ok: true });
    // Straight after, before the GM has seen his choice or chosen Le Tonnant's, he rolls the contest.
    const contest = await press(t, t.p1.ask({ kind: 'krRound', combatId: t.combatId, action: 'contest', round: 2 }));
    expect(contest.ok).toBe(false);
  });
});

describe('the firing order of a round (decision kr-fire-order)', () => {
  it("does not fire the other side's ship before the gauge holder has fired", async () => {
    const t = await abeam();
    playRounds(t);
    await round(t, 'next');
    // Round 1, Weather Sense: Defiance rolls 18, Le Tonnant 3. Le Tonnant holds the gauge and fires first.
    t.deskDice.next = new ScriptedDice([6, 6, 6, 1, 1, 1]);
    await round(t, 'contest');
    expect(battleGauge(battleOf(t))).toEqual({ round: 1, holder: t.tonnant.uuid });
    t.deskDice.next = new RandomDice(seededRandom(3));
    const before = t.server.messages.size;
    const shot = await fire(t, t.defiance, t.tonnant);
    expect(shot.ok).toBe(false);
    expect(t.server.messages.size).toBe(before);
  });

  it("does not fire a ship in a round before that round's gauge is contested", async () => {
    const t = await abeam();
    playRounds(t);
    await round(t, 'next');
    await round(t, 'next');
    expect(battleGauge(battleOf(t))).toBeNull();
    const shot = await fire(t, t.defiance, t.tonnant);
    expect(shot.ok).toBe(false);
  });
});

describe('a Kyngesreach card a player rolled on his own client', () => {
  it('is void when its order says what the table does not (decision desk-fire-facts), as a KMH card is', async () => {
    const t = await abeam();
    playGunnery(t.server, KR);
    // Le Tonnant lies 14 cm off (long range) and nobody holds the gauge; his order says 2 cm, the
    // gauge his, and morale +5 (the GM's to give, decision kr-damage-modifier): 27 hits on these dice.
    const lie = { ...ORDER, distanceCm: 2, gauge: 'holder' as const, morale: 5 };
    const rule = krCardRule(refOf(t, t.defiance), refOf(t, t.tonnant), lie, { crew: () => null, owners: () => [] })!;
    const card = rolled(rule as (d: DiceSource) => AnyCard, new RandomDice(seededRandom(5)));
    const message = await post(t, t.p1, card, rollsOf(card));
    const entry = t.server.ledger.cards.find((c) => c.messageId === message.id);
    // Today it stands open for the GM to approve, its working as the player's client wrote it.
    expect(entry).toMatchObject({ status: 'void', reason: 'orderDiffers' });
  });
});

describe('a reload timer', () => {
  it('counts down once a round of her battle, not again in a battle her player added her to', async () => {
    const t = await abeam();
    playRounds(t);
    // The GM fights a second battle elsewhere (Ajax against Fougueux); Pellew toggles Defiance's token
    // into it too, as a player may with a token he owns (FOUNDRY-FACTS.md section 4).
    const other = t.server.addCombat([
      { actor: t.ajax, disposition: 1 },
      { actor: t.fougueux, disposition: -1 },
    ]);
    other.combatants.push({
      ...other.combatants[0]!,
      id: 'b-pellew-added',
      actorUuid: t.defiance.uuid,
      tokenId: 't-pellew',
    });
    const turn = (combatId: string) =>
      press(
        t,
        t.gm.ask({
          kind: 'krRound',
          combatId,
          action: 'next',
          round: krRound(t.server.combats.get(combatId)!.system),
        }),
      );
    await turn(t.combatId);
    await turn(other.id);
    // Defiance fired her starboard battery in her own battle: three rounds to reload.
    await t.server.updateActor(t.gm.userId, t.defiance.uuid, {
      system: { modules: { [KR]: { batteries: { starboard: { reload: 3 } } } } },
    });
    await t.server.settle();
    await turn(t.combatId);
    await turn(other.id);
    const reload = (
      t.server.actors.get(t.defiance.uuid)!.system as unknown as {
        modules: { kyngesreach: { batteries: { starboard: { reload: number } } } };
      }
    ).modules.kyngesreach.batteries.starboard.reload;
    expect(reload).toBe(2);
  });
});

