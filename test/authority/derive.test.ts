/**
 * A card is what its dice give (decision desk-derive): for every kind of card, one whose changes were
 * forged after the roll is void when the desk seals it, refused to the player's own Apply and to the
 * GM's Approve with the ship it names, and changes nothing; the same card as rolled still applies.
 */
import { describe, expect, it } from 'vitest';
import { broadside, post, press, refOf, revisionOf, rolled, rollsOf, table, TWO_HITS, type Table } from './table';
import { cardButtonRequest } from '../../src/chat/card-controls';
import { broadsideCardRule } from '../../src/modules/kmh/gunnery/broadside-card';
import { defaultFireInput, fireOrder } from '../../src/modules/kmh/gunnery/fire';
import { deriveShip } from '../support/fixtures';
import { turnRollCardRule } from '../../src/modules/kmh/turn-rolls';
import { strikeTestCardRule } from '../../src/modules/kmh/gunnery/strike';
import { bombCardRule } from '../../src/modules/kmh/gunnery/bomb';
import { boardingStepCardRule, grappleCardRule, startRecord } from '../../src/modules/kmh/boarding/card';
import { duelCard } from '../../src/modules/highseas/card';
import { rollJson } from '../../src/authority/roll-record';
import { withShipTable } from '../../src/data/ledger-book';
import { takeDesk } from '../../src/authority/handlers/watch';
import { BOMB_RANGE_CM, type KmhShipState } from '../../src/rules/kmh';
import { RandomDice, seededRandom } from '../../src/rules/dice/dice';
import type { ActorChange } from '../../src/data/card-changes';
import type { AnyCard } from '../../src/chat/card-kinds';
import type { FakeActor, FakeClient } from '../support/fake-foundry';
import { duelTable, startKestrelMoreau } from '../modules/highseas/duel-table';

const apply = (t: Table, c: FakeClient, id: string) =>
  press(t, c.ask(cardButtonRequest('apply', id, revisionOf(t, id), null)!));
const approve = (t: Table, id: string) =>
  press(t, t.gm.ask(cardButtonRequest('approve', id, revisionOf(t, id), null)!));
/**
 * Where a card stands: its ledger entry. A void card's entry holds why (decision ledger-store), and
 * the mark the GM's client put on its message for its footer says the same.
 */
const entryOf = (t: Table, id: string) => {
  const entry = t.server.ledger.cards.find((c) => c.messageId === id);
  const mark = (t.server.messages.get(id)?.flags.broadside as { void?: string } | undefined)?.void;
  if (mark) expect(entry).toMatchObject({ status: 'void', reason: mark, applied: null });
  return entry;
};
const sheets = (t: Table) => JSON.stringify([...t.server.actors.values()].map((a) => a.system));
/** Every die shows six. */
const SIXES = { roll: (count: number, faces: number) => Array<number>(count).fill(Math.min(6, faces)) };
/** Sixes for the first request, twos after (a six that calls for another die does not go on for ever). */
const sixesThenTwos = () => {
  let first = true;
  return {
    roll: (count: number, faces: number) =>
      Array<number>(count).fill(first ? ((first = false), Math.min(6, faces)) : 2),
  };
};
const seeded = (seed: number) => new RandomDice(seededRandom(seed));

/** The card with one ship's state after the roll replaced. */
function withAfter(card: AnyCard, uuid: string, after: (s: KmhShipState) => KmhShipState): AnyCard {
  return {
    ...card,
    changes: card.changes.map((c) => (c.actorUuid === uuid ? { ...c, after: after(c.after!) } : c)),
  } as AnyCard;
}

/**
 * The forged card, posted with the honest card's own rolls by `client`, is void and refused to him
 * and to the GM, naming `ship`; then the honest card, posted the same way, is applied (through the
 * GM when it is not the player's alone). The forged card goes with the honest card's rolls unless given others.
 */
async function forgedThenHonest(
  t: Table,
  client: FakeClient,
  honest: AnyCard,
  forged: AnyCard,
  ship: string,
  rolls = rollsOf(honest),
) {
  const before = sheets(t);
  const f = await post(t, client, forged, rolls);
  expect(entryOf(t, f.id)).toMatchObject({ status: 'void', reason: 'outcomeDiffers' });
  expect(await apply(t, client, f.id)).toMatchObject({ ok: false, code: 'outcomeDiffers', data: { ship } });
  expect(await approve(t, f.id)).toMatchObject({ ok: false, code: 'outcomeDiffers', data: { ship } });
  expect(sheets(t)).toBe(before);
  const h = await post(t, client, honest);
  expect(entryOf(t, h.id)).toMatchObject({ status: 'open' });
  const asked = await apply(t, client, h.id);
  if (asked.code === 'awaitingGM') expect(await approve(t, h.id)).toMatchObject({ ok: true, code: 'applied' });
  else expect(asked).toMatchObject({ ok: true, code: 'applied' });
  expect(entryOf(t, h.id)?.status).toBe('applied');
}

const system = (t: Table, ship: FakeActor) => t.server.actors.get(ship.uuid)!.system;

describe('a card is what its dice give from the sheets (decision desk-derive)', () => {
  it('a two-hit broadside whose change says +40 DP is void on Apply and on Approve; the honest one takes 2', async () => {
    const t = table();
    const honest = broadside(t, t.defiance, t.tonnant, TWO_HITS);
    const forged = withAfter(honest, t.tonnant.uuid, (s) => ({ ...s, damagePoints: s.damagePoints + 40 }));
    await forgedThenHonest(t, t.p1, honest, forged, 'Le Tonnant');
    expect(system(t, t.tonnant).damage.points).toBe(2);
  });

  it('the poster is told why at once', async () => {
    const t = table();
    const honest = broadside(t, t.defiance, t.tonnant, TWO_HITS);
    await post(
      t,
      t.p1,
      withAfter(honest, t.tonnant.uuid, (s) => ({ ...s, damagePoints: s.damagePoints + 40 })),
      rollsOf(honest),
    );
    expect(t.p1.told.at(-1)).toMatchObject({ ok: false, code: 'outcomeDiffers', data: { ship: 'Le Tonnant' } });
  });

  it('a broadside whose recorded dice are not the ones the card shows, or are not the dice its roll asks for, is void', async () => {
    const t = table();
    const honest = broadside(t, t.defiance, t.tonnant, TWO_HITS);
    // The same card with every die a six: its rolls give another outcome than its changes.
    const sixes = rollsOf(broadside(t, t.defiance, t.tonnant, SIXES));
    const other = await post(t, t.p1, honest, sixes);
    expect(entryOf(t, other.id)).toMatchObject({ status: 'void', reason: 'outcomeDiffers' });
    // A d20 where the rule rolls d6, a roll too many, no rolls at all, rolls that are no rolls.
    const d20 = rollJson({ count: 9, faces: 20, results: [4, 4, 1, 1, 1, 1, 1, 1, 1] });
    for (const rolls of [
      [d20, ...rollsOf(honest).slice(1)],
      [...rollsOf(honest), rollJson({ count: 1, faces: 6, results: [6] })],
      [],
      ['{"class":"Roll","formula":"9d6"}'],
    ]) {
      const m = await post(t, t.p1, honest, rolls);
      expect(entryOf(t, m.id)).toMatchObject({ status: 'void', reason: 'diceDiffer' });
      expect(await approve(t, m.id)).toMatchObject({ ok: false, code: 'diceDiffer' });
    }
    expect(system(t, t.tonnant).damage.points).toBe(0);
  });

  it('a broadside planned from more guns than her sheet carries is void, whatever dice it brings', async () => {
    const t = table();
    const ref = refOf(t, t.defiance);
    // Her client plans from a sheet with thirty more fire dice than the one the server holds.
    const bigger = { ...ref, source: { ...ref.source, fireFactor: { ...ref.source.fireFactor, adjust: 30 } } };
    const card = rolled(
      broadsideCardRule(
        { ...bigger, derived: deriveShip(bigger.source) },
        refOf(t, t.tonnant),
        fireOrder(ref, { ...defaultFireInput('starboard', null), distanceCm: 16 }, false),
      ),
      SIXES,
    );
    expect(card.plan.pool).toBeGreaterThan(30);
    const m = await post(t, t.p1, card);
    expect(entryOf(t, m.id)).toMatchObject({ status: 'void' });
    expect(await approve(t, m.id)).toMatchObject({ ok: false });
    expect(system(t, t.tonnant).damage.points).toBe(0);
  });

  it('a forged card posted while no GM is about is void when a GM takes the desk', async () => {
    const t = table();
    for (const c of [t.gm, t.gm2]) t.server.users.get(c.userId)!.active = false;
    const honest = broadside(t, t.defiance, t.tonnant, TWO_HITS);
    const m = await post(
      t,
      t.p1,
      withAfter(honest, t.tonnant.uuid, (s) => ({ ...s, damagePoints: s.damagePoints + 40 })),
      rollsOf(honest),
    );
    for (const c of [t.gm, t.gm2]) t.server.users.get(c.userId)!.active = true;
    const chat = {
      exists: (id: string) => t.server.messages.has(id),
      posted: () => [...t.server.messages.values()].map((x) => ({ id: x.id, authorId: x.author })),
    };
    await press(t, takeDesk(t.gm.queue, t.gm.desk, chat));
    expect(await approve(t, m.id)).toMatchObject({ ok: false, code: 'outcomeDiffers' });
    expect(system(t, t.tonnant).damage.points).toBe(0);
  });

  it('a strike test whose change takes the ship out of the fight she stays in is void; the test as rolled applies', async () => {
    const t = table();
    system(t, t.defiance).strike.marked = true;
    system(t, t.defiance).strike.triggers = ['a'];
    const honest = rolled(
      strikeTestCardRule(refOf(t, t.defiance), { around: { friendsStruckInSight: 0 }, input: {} }),
      seeded(5),
    );
    const status = honest.changes[0]!.strikeStatus;
    const forged = {
      ...honest,
      changes: [{ ...honest.changes[0]!, strikeStatus: status === 'struck' ? 'fighting' : 'struck' }],
    } as AnyCard;
    await forgedThenHonest(t, t.p1, honest, forged, 'HMS Defiance');
    expect(system(t, t.defiance).strike).toMatchObject({ marked: false, status });
  });

  it('a strike test card that does not keep what the table told it cannot be rolled again: void', async () => {
    const t = table();
    system(t, t.defiance).strike.marked = true;
    const honest = rolled(strikeTestCardRule(refOf(t, t.defiance), { around: {}, input: {} }), seeded(5));
    const m = await post(t, t.p1, { ...honest, given: null }, rollsOf(honest));
    expect(entryOf(t, m.id)).toMatchObject({ status: 'void', reason: 'rollUntold' });
    expect(await apply(t, t.p1, m.id)).toMatchObject({ ok: false, code: 'rollUntold' });
  });

  it('a repair that mends more than its dice is void; the repair as rolled applies', async () => {
    const t = table();
    system(t, t.defiance).damage.points = 10;
    const honest = rolled(turnRollCardRule('repairHull', refOf(t, t.defiance)), SIXES);
    const forged = withAfter(honest, t.defiance.uuid, (s) => ({ ...s, damagePoints: 0 }));
    await forgedThenHonest(t, t.p1, honest, forged, 'HMS Defiance');
    expect(system(t, t.defiance).damage.points).toBe(honest.changes[0]!.after!.damagePoints);
  });

  it('a turn roll whose options were changed after the roll is void (a collision told a faster speed)', async () => {
    const t = table();
    const honest = rolled(
      turnRollCardRule('collision', refOf(t, t.defiance), { fastestSpeedCm: 30, forwardThird: true }),
      sixesThenTwos(),
    );
    expect(honest.changes).toHaveLength(1);
    const m = await post(t, t.p1, { ...honest, options: { fastestSpeedCm: 2, forwardThird: false } }, rollsOf(honest));
    expect(entryOf(t, m.id)).toMatchObject({ status: 'void' });
    expect(await apply(t, t.p1, m.id)).toMatchObject({ ok: false });
  });

  it('a foundering ship’s card that keeps her afloat is void; the move nearer the bottom as rolled applies', async () => {
    const t = table();
    Object.assign(system(t, t.defiance).damage, { points: 60, fate: 'foundering', founderMovesLeft: 2 });
    const honest = rolled(turnRollCardRule('founder', refOf(t, t.defiance)), []);
    const forged = withAfter(honest, t.defiance.uuid, (s) => ({ ...s, fate: 'afloat', founderMovesLeft: 0 }));
    await forgedThenHonest(t, t.p1, honest, forged, 'HMS Defiance');
    expect(system(t, t.defiance).damage).toMatchObject({ fate: 'foundering', founderMovesLeft: 1 });
  });

  it('a grapple that did not lock but records a boarding is void; the grapple as rolled applies', async () => {
    const t = table();
    const a = { ship: refOf(t, t.defiance), prize: false };
    const d = { ship: refOf(t, t.tonnant), prize: false };
    const locked = rolled(grappleCardRule(a, d, 1), [5]);
    const missed = rolled(grappleCardRule(a, d, 1), [1]);
    expect(missed.changes).toEqual([]);
    await forgedThenHonest(t, t.p1, locked, { ...missed, changes: locked.changes }, 'HMS Defiance', rollsOf(missed));
    expect(t.server.ledger.ships.map((s) => s.boarding?.stage)).toEqual([0, 0]);
  });

  it('a boarding round that costs the defender more than its dice is void; the round as rolled applies', async () => {
    const t = table();
    const a = { ship: refOf(t, t.defiance), prize: false };
    const d = { ship: refOf(t, t.tonnant), prize: false };
    const record = startRecord(a, d);
    t.server.ledger = {
      ...t.server.ledger,
      ...withShipTable(withShipTable(t.server.ledger, a.ship.uuid, { boarding: record }), d.ship.uuid, {
        boarding: record,
      }),
    };
    const honest = rolled(boardingStepCardRule(record, a, d), SIXES);
    const forged = withAfter(honest, t.tonnant.uuid, (s) => ({ ...s, damagePoints: s.damagePoints + 40 }));
    await forgedThenHonest(t, t.p1, honest, forged, 'Le Tonnant');
    // A round for a stage the table's record does not stand at (it stands at B1 now) is no round of this action.
    expect(t.server.ledger.ships.map((s) => s.boarding?.stage)).toEqual([1, 1]);
    const ahead = { ...record, stage: 2 };
    const skipped = rolled(boardingStepCardRule(ahead, a, d), SIXES);
    const m = await post(t, t.p1, skipped);
    expect(entryOf(t, m.id)).toMatchObject({ status: 'void', reason: 'outcomeDiffers' });
  });

  it('a mortar shell that does 40 DP more than its d20 is void; the shell as rolled applies', async () => {
    const t = table();
    const input = { distanceCm: BOMB_RANGE_CM.min, targetMovedCm: 0, stationary: true };
    const honest = rolled(bombCardRule(refOf(t, t.defiance), refOf(t, t.tonnant), input), SIXES);
    const forged = withAfter(honest, t.tonnant.uuid, (s) => ({ ...s, damagePoints: s.damagePoints + 40 }));
    await forgedThenHonest(t, t.p1, honest, forged, 'Le Tonnant');
    expect(system(t, t.tonnant).damage.points).toBe(
      honest.changes.find((c) => c.actorUuid === t.tonnant.uuid)!.after!.damagePoints,
    );
  });

  it('a duel’s turn the desk did not post is void, even from a GM’s client', async () => {
    const t = duelTable();
    const record = await startKestrelMoreau(t);
    const wounds: ActorChange = {
      actorUuid: record.refs[1]!.actorUuid,
      name: record.refs[1]!.name,
      crew: { wounds: { head: 9 }, lamed: [], damage: 9, attacksAboard: 0, seaLegs: false },
    };
    const forged = {
      ...duelCard(record, { turn: 1, picks: {}, steps: [], next: record.state, sheets: {} }, false),
      changes: [wounds],
    };
    const m = await post(t, t.gm2, forged, []);
    expect(entryOf(t, m.id)).toMatchObject({ status: 'void', reason: 'notFromTheDesk' });
    expect(await approve(t, m.id)).toMatchObject({ ok: false, code: 'notFromTheDesk' });
  });
});
