/**
 * Kyngesreach gunnery at the table, through the fake server and the real desk: a card applies to
 * the ships' Kyngesreach part and is undone exactly; choosing the other gunnery module and back
 * loses nothing of either module's data; and every forged or misplaced Kyngesreach card is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RandomDice, seededRandom, type DiceSource } from '../../src/rules/dice/dice';
import { cardButtonRequest } from '../../src/chat/card-controls';
import { krCardRule, type KrOrder } from '../../src/modules/kyngesreach/card';
import { KR, krFigures, krPartOf, krState, trackValues } from '../../src/modules/kyngesreach/part';
import type { GunneryCard } from '../../src/authority/gunnery';
import type { AnyCard } from '../../src/chat/card-kinds';
import type { FakeActor } from '../support/fake-foundry';
import {
  abeam,
  asClient,
  broadside,
  post,
  press,
  refOf,
  revisionOf,
  rolled,
  rollsOf,
  table,
  type Table,
} from '../authority/table';
import { forgetGunneryModules, KR_ORDER, playGunnery, registerGunneryModules } from './kr-setup';
import { battleGauge, gaugeUpdate } from '../../src/modules/kyngesreach/gauge-store';
import { contestGauge, recordGauge } from '../../src/modules/kyngesreach/gauge-battle';

beforeAll(registerGunneryModules);
afterAll(forgetGunneryModules);

const ORDER = KR_ORDER;

const crewOf = (t: Table) => (uuid: string) => {
  const c = t.server.crews.get(uuid);
  return c ? { name: c.name, source: c.system } : null;
};

/** A Kyngesreach broadside as the dialog rolls it, from the ships as they are. */
function krShot(t: Table, firer: FakeActor, target: FakeActor, seed: number, order: Partial<KrOrder> = {}) {
  const rule = krCardRule(
    refOf(t, firer),
    refOf(t, target),
    { ...ORDER, ...order },
    { crew: crewOf(t), owners: () => [] },
  )!;
  return rolled(rule as (d: DiceSource) => AnyCard, new RandomDice(seededRandom(seed))) as GunneryCard & AnyCard;
}

const part = (t: Table, ship: FakeActor) => krPartOf(t.server.actors.get(ship.uuid)!.system);
const ask = (t: Table, client: Table['gm'], action: string, id: string) =>
  press(t, client.ask(cardButtonRequest(action, id, revisionOf(t, id), null)!));

/** A seed whose shot hits (so the card changes the target). */
function hittingShot(t: Table, firer: FakeActor, target: FakeActor, order: Partial<KrOrder> = {}) {
  for (let seed = 1; ; seed++) {
    const card = krShot(t, firer, target, seed, order);
    if ((card.record as { hits: number }).hits > 0) return card;
  }
}

describe('Kyngesreach gunnery at the table', () => {
  it('applies a card to both ships part exactly as the engine fired it, and undoes it exactly', async () => {
    const t = table();
    playGunnery(t.server, KR);
    const card = hittingShot(t, t.tonnant, t.defiance);
    const message = await post(t, t.gm, card);
    expect((await ask(t, t.gm, 'apply', message.id)).code).toBe('applied');
    const target = card.changes.find((c) => c.actorUuid === t.defiance.uuid)!;
    const figures = krFigures(t.server.actors.get(t.defiance.uuid)!.system);
    expect(trackValues(figures, krState(figures, part(t, t.defiance)))).toEqual(target.part.after);
    expect(part(t, t.tonnant).batteries.starboard.reload).toBe(3);
    expect((await ask(t, t.gm, 'undo', message.id)).code).toBe('undone');
    expect(trackValues(figures, krState(figures, part(t, t.defiance)))).toEqual(target.part.before);
    expect(part(t, t.tonnant).batteries.starboard.reload).toBe(0);
  });

  it('loses nothing of either module when the world changes its gunnery and back', async () => {
    const t = table();
    playGunnery(t.server, KR);
    const kr = await post(t, t.gm, hittingShot(t, t.tonnant, t.defiance));
    expect((await ask(t, t.gm, 'apply', kr.id)).code).toBe('applied');
    const krAfter = structuredClone(part(t, t.defiance));

    playGunnery(t.server, 'kmh');
    const kmh = await post(t, t.gm, broadside(t, t.tonnant, t.defiance, new RandomDice(seededRandom(5))));
    expect((await ask(t, t.gm, 'apply', kmh.id)).code).toBe('applied');
    const points = t.server.actors.get(t.defiance.uuid)!.system.damage.points;
    expect(points).toBeGreaterThan(0);
    expect(part(t, t.defiance)).toEqual(krAfter);

    playGunnery(t.server, KR);
    expect(part(t, t.defiance)).toEqual(krAfter);
    const again = await post(t, t.gm, hittingShot(t, t.fougueux, t.defiance));
    expect((await ask(t, t.gm, 'apply', again.id)).code).toBe('applied');
    expect(part(t, t.defiance).hipLost).toBeGreaterThanOrEqual(krAfter.hipLost);
    expect(t.server.actors.get(t.defiance.uuid)!.system.damage.points).toBe(points);
  });
});

describe('Kyngesreach cards at a hostile table', () => {
  /** A hostile card must be refused with `code` and leave every ship as she was. */
  async function refused(t: Table, client: Table['gm'], card: AnyCard, code: string, rolls = rollsOf(card)) {
    const before = JSON.stringify([...t.server.actors.values()].map((a) => a.system));
    const message = await post(t, client, card, rolls);
    const answer = await ask(t, client, 'apply', message.id);
    expect(answer.ok).toBe(false);
    expect(answer.code).toBe(code);
    expect(JSON.stringify([...t.server.actors.values()].map((a) => a.system))).toBe(before);
  }

  it('voids a card whose record says more hits than its dice give', async () => {
    const t = table();
    playGunnery(t.server, KR);
    const honest = hittingShot(t, t.defiance, t.tonnant);
    const forged = { ...honest, record: { ...honest.record, hits: (honest.record.hits as number) + 3 } };
    await refused(t, t.p1, forged, 'outcomeDiffers', rollsOf(honest));
  });

  it('voids a card whose change on the target says more HIP lost than its dice give', async () => {
    const t = table();
    playGunnery(t.server, KR);
    const honest = hittingShot(t, t.ajax, t.defiance);
    const forged = {
      ...honest,
      changes: honest.changes.map((c) =>
        c.actorUuid === t.defiance.uuid
          ? { ...c, part: { ...c.part, after: { ...c.part.after, hipLost: (c.part.after.hipLost as number) + 50 } } }
          : c,
      ),
    };
    await refused(t, t.p2, forged, 'outcomeDiffers', rollsOf(honest));
  });

  it('voids a card with dice other than its own, and one of a gunnery the world does not play', async () => {
    const t = table();
    playGunnery(t.server, KR);
    const honest = hittingShot(t, t.defiance, t.ajax);
    const other = krShot(t, t.defiance, t.ajax, 1_000);
    expect(rollsOf(other)).not.toEqual(rollsOf(honest));
    // Dice of another shot fire another shot; too few dice fire none.
    await refused(t, t.p1, honest, 'outcomeDiffers', rollsOf(other));
    await refused(t, t.p1, honest, 'diceDiffer', rollsOf(honest).slice(0, 1));
    playGunnery(t.server, 'kmh');
    await refused(t, t.p1, hittingShot(t, t.defiance, t.ajax), 'outcomeDiffers');
  });

  it('refuses a card for a ship its poster does not command, and writes into no other part', async () => {
    const t = table();
    playGunnery(t.server, KR);
    await refused(t, t.p1, hittingShot(t, t.ajax, t.tonnant), 'notYourShip');
    const honest = hittingShot(t, t.defiance, t.tonnant);
    const elsewhere = {
      ...honest,
      changes: honest.changes.map((c) => ({ ...c, part: { ...c.part, module: 'elsewhere' } })),
    };
    // A part no module registered is no card at all: the server keeps it, the desk never acts on it.
    const message = await post(t, t.p1, elsewhere, rollsOf(honest));
    expect((await ask(t, t.p1, 'apply', message.id)).ok).toBe(false);
  });

  it('puts a player own roll at a ship he does not command before the GM', async () => {
    const t = await abeam();
    playGunnery(t.server, KR);
    // An honest order: nobody holds the gauge in this battle (decision kr-desk-facts).
    const own = await post(t, t.p1, hittingShot(t, t.defiance, t.tonnant, { gauge: 'tie' }));
    expect((await ask(t, t.p1, 'apply', own.id)).code).toBe('awaitingGM');
    expect(t.server.ledger.cards.find((c) => c.messageId === own.id)?.gmOnly).toBe('playerDice');
  });

  it('fires a player order at a ship he does not command on the desk, at the range the table measures', async () => {
    const t = await abeam();
    playGunnery(t.server, KR);

    const order = { ...ORDER, distanceCm: 3 };
    const stranger = await press(
      t,
      t.p2.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.tonnant.uuid, order }),
    );
    expect(stranger.code).toBe('notYourShip');
    const unplaced = await press(
      t,
      t.p1.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.ajax.uuid, order }),
    );
    expect(unplaced.code).toBe('unmeasured');
    const fired = await press(
      t,
      t.p1.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.tonnant.uuid, order }),
    );
    expect(fired.code).toBe('fired');
    const posted = [...t.server.messages.values()].filter((m) => m.type === 'gunnery').at(-1)!;
    const card = posted.system as GunneryCard;
    // The desk measured the range itself (13.5 cm abeam is long range), whatever the player said.
    expect(card.order.distanceCm).toBe(14);
    expect((card.record as { range: string }).range).toBe('long');
    // The desk's own card: nothing in it is the player's word but his choices; the GM applies it to the enemy.
    expect(t.server.ledger.cards.find((c) => c.messageId === posted.id)).toMatchObject({
      status: 'open',
      gmOnly: null,
    });
    expect((await ask(t, t.p1, 'apply', posted.id)).code).toBe('awaitingGM');
    expect((await ask(t, t.gm, 'approve', posted.id)).code).toBe('applied');
    const again = await press(
      t,
      t.p1.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.tonnant.uuid, order }),
    );
    expect(again.code).toBe('KrReloading');
  });

  it('fires a player order at the side of the target the table shows him, whichever he named', async () => {
    const facings: unknown[] = [];
    for (const targetFacing of ['port', 'starboard'] as const) {
      const t = await abeam();
      playGunnery(t.server, KR);
      const order = { ...ORDER, targetFacing };
      const fired = await press(
        t,
        t.p1.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.tonnant.uuid, order }),
      );
      expect(fired.code).toBe('fired');
      const posted = [...t.server.messages.values()].filter((m) => m.type === 'gunnery').at(-1)!;
      facings.push((posted.system as GunneryCard).order.targetFacing);
    }
    expect(facings[0]).toBe(facings[1]);
  });

  it('fires no battery that does not bear on the target, whichever he named', async () => {
    // Abeam, Le Tonnant lies off Defiance's starboard side: her port guns point away from her.
    const t = await abeam();
    playGunnery(t.server, KR);
    const order = { ...ORDER, battery: 'port' as const };
    const refused = await press(
      t,
      t.p1.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.tonnant.uuid, order }),
    );
    expect(refused).toMatchObject({ ok: false, code: 'notBearing', data: { ship: 'HMS Defiance' } });
    expect([...t.server.messages.values()].filter((m) => m.type === 'gunnery')).toEqual([]);
  });

  it('fires a player order without the morale bonus he gave himself: morale is the GM’s to give', async () => {
    const t = await abeam();
    playGunnery(t.server, KR);
    const order = { ...ORDER, morale: 5 };
    const fired = await press(
      t,
      t.p1.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.tonnant.uuid, order }),
    );
    expect(fired.code).toBe('fired');
    const card = [...t.server.messages.values()].filter((m) => m.type === 'gunnery').at(-1)!.system as GunneryCard;
    expect(card.order.morale).toBe(0);
    expect((card.record as { modifiers: { key: string }[] }).modifiers.map((m) => m.key)).not.toContain('morale');
  });
});

describe('Kyngesreach wind gauge at a hostile table', () => {
  /** The GM records on the battle who holds the gauge this round (null: a tie). */
  const recordGauge = (t: Table, holder: string | null) =>
    t.server.updateCombat(t.gm.userId, t.combatId, { system: gaugeUpdate({ round: 2, holder }) });
  const lastCard = (t: Table) =>
    [...t.server.messages.values()].filter((m) => m.type === 'gunnery').at(-1)!.system as GunneryCard;
  const gaugeModifier = (card: GunneryCard) =>
    (card.record as { modifiers: { key: string; value: number }[] }).modifiers.find((m) => m.key === 'gauge');

  it('fires a player claiming the gauge the other ship holds without the +1', async () => {
    const t = await abeam();
    playGunnery(t.server, KR);
    await recordGauge(t, t.tonnant.uuid);
    const order = { ...ORDER, gauge: 'holder' };
    const fired = await press(
      t,
      t.p1.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.tonnant.uuid, order }),
    );
    expect(fired.code).toBe('fired');
    const card = lastCard(t);
    expect(card.order.gauge).toBe('other');
    expect(gaugeModifier(card)?.value ?? 0).toBeLessThanOrEqual(0);
  });

  it('fires a player claiming the gauge in a battle that records none, or a tie, as a tie', async () => {
    const t = await abeam();
    playGunnery(t.server, KR);
    const order = { ...ORDER, gauge: 'holder' };
    const ask = () =>
      press(t, t.p1.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.tonnant.uuid, order }));
    expect((await ask()).code).toBe('fired');
    expect(lastCard(t).order.gauge).toBe('tie');
    expect(gaugeModifier(lastCard(t))?.value ?? 0).toBeLessThanOrEqual(0);
  });

  it('gives the +1 to the ship the battle says holds the gauge, whatever her player said', async () => {
    const t = await abeam();
    playGunnery(t.server, KR);
    await recordGauge(t, t.defiance.uuid);
    const order = { ...ORDER, gauge: 'other' };
    const fired = await press(
      t,
      t.p1.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.tonnant.uuid, order }),
    );
    expect(fired.code).toBe('fired');
    expect(lastCard(t).order.gauge).toBe('holder');
    expect(gaugeModifier(lastCard(t))?.value).toBe(1);
  });

  it('keeps the gauge where a player cannot write it', async () => {
    const t = await abeam();
    await expect(
      t.server.updateCombat(t.p1.userId, t.combatId, { system: gaugeUpdate({ round: 1, holder: t.defiance.uuid }) }),
    ).rejects.toThrow();
    expect(battleGauge(t.server.combats.get(t.combatId)!.system)).toBeNull();
  });
});

describe('Kyngesreach wind gauge recorded by the GM', () => {
  const stored = (t: Table) => battleGauge(t.server.combats.get(t.combatId)!.system);

  it('records the holder the GM names, and nothing a player names', async () => {
    const t = await abeam();
    expect(await asClient(t, t.p1, () => recordGauge(t.combatId, t.defiance.uuid))).toBe(false);
    expect(stored(t)).toBeNull();
    expect(await asClient(t, t.gm, () => recordGauge(t.combatId, t.tonnant.uuid))).toBe(true);
    expect(stored(t)?.holder).toBe(t.tonnant.uuid);
  });

  it('rolls the round’s contest on the GM’s client and records its winner, which the desk then fires with', async () => {
    const t = await abeam();
    playGunnery(t.server, KR);
    expect(await asClient(t, t.p1, () => contestGauge(t.combatId, t.defiance.uuid, t.tonnant.uuid))).toBeUndefined();
    const holder = await asClient(t, t.gm, () => contestGauge(t.combatId, t.defiance.uuid, t.tonnant.uuid));
    expect([t.defiance.uuid, t.tonnant.uuid, null]).toContain(holder);
    expect(stored(t)).toEqual({ round: expect.any(Number) as number, holder });
    const order = { ...ORDER, gauge: 'holder' };
    await press(t, t.p1.ask({ kind: 'gunneryFire', firer: t.defiance.uuid, target: t.tonnant.uuid, order }));
    const card = [...t.server.messages.values()].filter((m) => m.type === 'gunnery').at(-1)!.system as GunneryCard;
    expect(card.order.gauge).toBe(holder === null ? 'tie' : holder === t.defiance.uuid ? 'holder' : 'other');
  });
});
