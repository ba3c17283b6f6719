/**
 * What a hostile review of the desk found, each case now refused: cards that reach ships they do
 * not name or start from figures other than the sheets', table records written without the GM,
 * duplicated changes, forgotten applies, deleted cards, cards posted with no GM about, bursts of
 * edits, and a migration that could lose the records it moves.
 */
import { describe, expect, it } from 'vitest';
import { broadside, post, press, refOf, revisionOf, rolled, table, TWO_HITS, type Table } from './table';
import { deriveShip } from '../support/fixtures';
import { cardButtonRequest } from '../../src/chat/card-controls';
import { turnRollCard, turnRollCardRule, turnRollRule } from '../../src/modules/kmh/turn-rolls';
import { shipStateOf } from '../../src/data/ship-state';
import { ScriptedDice } from '../../src/rules/dice/dice';
import type { ActorChange, BoardingRecord } from '../../src/data/card-changes';
import type { AnyCard } from '../../src/chat/card-kinds';
import { LedgerBook, LEDGER_WINDOW, withCard, type CardEntry } from '../../src/data/ledger-book';
import { takeDesk } from '../../src/authority/handlers/watch';
import { runMigrations, type MigrationTarget } from '../../src/data/migrations';
import type { FakeActor, FakeClient } from '../support/fake-foundry';

const apply = (t: Table, c: FakeClient, id: string) =>
  press(t, c.ask(cardButtonRequest('apply', id, revisionOf(t, id), null)!));
const stateOf = (t: Table, a: FakeActor) => {
  const r = refOf(t, a);
  return shipStateOf(r.source, r.derived);
};
/** A card of a ship's own (a turn roll with nothing rolled) carrying the given changes. */
function ownCard(t: Table, ship: FakeActor, changes: ActorChange[]): AnyCard {
  const ref = refOf(t, ship);
  return {
    ...turnRollCard('launchBoats', ref, turnRollRule('launchBoats', ref, { speedCm: 0 })(new ScriptedDice([]))),
    changes,
  };
}
/** Every die shows six. */
const SIXES = { roll: (count: number, faces: number) => Array<number>(count).fill(Math.min(6, faces)) };
const entryOf = (t: Table, id: string) => t.server.ledger.cards.find((c) => c.messageId === id);

describe('a card reaches only what it names, from the figures on the sheets', () => {
  it('a broadside whose changes sink a ship it does not name is void', async () => {
    const t = table();
    const ajax = stateOf(t, t.ajax);
    const forged = {
      ...broadside(t, t.defiance, t.tonnant, TWO_HITS),
      changes: [
        { actorUuid: t.ajax.uuid, name: 'Le Tonnant', before: ajax, after: { ...ajax, fate: 'sunk' as const } },
      ],
    };
    const m = await post(t, t.p1, forged);
    expect(t.server.messages.get(m.id)!.flags.broadside).toMatchObject({ void: 'foreignShip' });
    expect(entryOf(t, m.id)).toMatchObject({ status: 'void', reason: 'foreignShip' });
    expect(await apply(t, t.gm, m.id)).toMatchObject({ ok: false, code: 'foreignShip' });
    expect(t.server.actors.get(t.ajax.uuid)!.system.damage.fate).toBe('afloat');
  });

  it('a card rolled from other figures than the sheets’ is for the GM alone, even on the poster’s own ship', async () => {
    const t = table();
    // A repair rolled while she showed 30 DP (her sheet says 0): what its dice give from there, but not from her sheet.
    const ref = refOf(t, t.defiance);
    const rolledOn = { ...ref, source: { ...ref.source, damage: { ...ref.source.damage, points: 30 } } };
    const m = await post(
      t,
      t.p1,
      rolled(turnRollCardRule('repairHull', { ...rolledOn, derived: deriveShip(rolledOn.source) }), SIXES),
    );
    expect(entryOf(t, m.id)).toMatchObject({ status: 'open', gmOnly: 'mismatch' });
    expect((await apply(t, t.p1, m.id)).code).toBe('awaitingGM');
  });

  it('a card naming the same ship twice is no card', async () => {
    const t = table();
    const s = stateOf(t, t.tonnant);
    const twice = {
      ...broadside(t, t.defiance, t.tonnant, TWO_HITS),
      changes: [1, 2].map((n) => ({
        actorUuid: t.tonnant.uuid,
        name: 'Le Tonnant',
        before: s,
        after: { ...s, damagePoints: n },
      })),
    };
    const m = await post(t, t.p1, twice);
    expect(entryOf(t, m.id)).toBeUndefined();
    expect(await apply(t, t.gm, m.id)).toMatchObject({ ok: false, code: 'notACard' });
  });

  it('a card whose acting ship is no ship (the poster’s own message) is void', async () => {
    const t = table();
    const own = await post(t, t.stranger, ownCard(t, t.defiance, []));
    const card = broadside(t, t.defiance, t.tonnant, TWO_HITS);
    const m = await post(t, t.stranger, { ...card, firer: { uuid: `ChatMessage.${own.id}`, name: 'mine' } });
    expect(t.server.messages.get(m.id)!.flags.broadside).toMatchObject({ void: 'notYourShip' });
    expect(entryOf(t, m.id)).toMatchObject({ status: 'void', reason: 'notYourShip' });
  });
});

describe('the table’s records are the GM’s', () => {
  it('a player may not clear his ship’s prize record or write a boarding record on his own', async () => {
    const t = table();
    const record: BoardingRecord = {
      attacker: { uuid: t.defiance.uuid, name: 'HMS Defiance' },
      defender: { uuid: t.defiance.uuid, name: 'HMS Defiance' },
      stages: ['A'],
      stage: 0,
      decksLost: 0,
    };
    const m = await post(
      t,
      t.p1,
      ownCard(t, t.defiance, [
        { actorUuid: t.defiance.uuid, name: 'HMS Defiance', flags: { prize: null, boarding: record } },
      ]),
    );
    // No roll writes a record like that: the card is void (decision desk-derive), and the GM cannot approve it either.
    expect(await apply(t, t.p1, m.id)).toMatchObject({
      ok: false,
      code: 'outcomeDiffers',
      data: { ship: 'HMS Defiance' },
    });
    expect(await apply(t, t.gm, m.id)).toMatchObject({ ok: false, code: 'outcomeDiffers' });
    expect(t.server.ledger.ships).toEqual([]);
  });

  it('a card of his own that would save his sinking ship or take back his struck colours waits for the GM; one that only damages her does not', async () => {
    const t = table();
    const ship = t.server.actors.get(t.defiance.uuid)!;
    ship.system.damage.fate = 'foundering';
    ship.system.damage.founderMovesLeft = 1;
    ship.system.strike.status = 'struck';
    const mine = stateOf(t, t.defiance);
    const afloat = await post(
      t,
      t.p1,
      ownCard(t, t.defiance, [
        {
          actorUuid: t.defiance.uuid,
          name: 'HMS Defiance',
          before: mine,
          after: { ...mine, fate: 'afloat', founderMovesLeft: 0 },
        },
      ]),
    );
    expect((await apply(t, t.p1, afloat.id)).code).toBe('outcomeDiffers');
    const colours = await post(
      t,
      t.p1,
      ownCard(t, t.defiance, [{ actorUuid: t.defiance.uuid, name: 'HMS Defiance', strikeStatus: 'fighting' }]),
    );
    expect((await apply(t, t.p1, colours.id)).code).toBe('outcomeDiffers');
    expect(ship.system.damage.fate).toBe('foundering');
    expect(ship.system.strike.status).toBe('struck');
    // Running aground, rolled honestly, only damages her: her status as it stands, written again, is no change of it.
    const hit = await post(
      t,
      t.p1,
      rolled(turnRollCardRule('aground', refOf(t, t.defiance), { sounding: false }), SIXES),
    );
    expect(hit.system).toMatchObject({ changes: [{ before: mine }] });
    const after = (hit.system as AnyCard).changes[0]!.after!;
    expect(after.damagePoints).toBeGreaterThan(mine.damagePoints);
    expect((await apply(t, t.p1, hit.id)).code).toBe('applied');
    expect(ship.system.damage.points).toBe(after.damagePoints);
  });

  it('a crafted card with nothing to apply ticks no switch but boats launched', async () => {
    const t = table();
    const fake = { ...ownCard(t, t.defiance, []), roll: 'fireshipAblaze' } as AnyCard;
    await post(t, t.p1, fake);
    expect(t.server.combats.get(t.combatId)!.system.scenario.fireshipAblaze).toBe(false);
  });
});

describe('the ledger keeps what undo needs', () => {
  const entry = (id: string, status: CardEntry['status']): CardEntry => ({
    messageId: id,
    author: 'u',
    seal: 's',
    status,
    reason: null,
    gmOnly: null,
    revision: 0,
    awaiting: null,
    applied: null,
  });

  it('forgets only open cards past the window; applied, waiting and void ones stay', () => {
    const ledger = new LedgerBook();
    for (const e of [entry('applied', 'applied'), entry('waiting', 'awaiting'), entry('void', 'void')])
      ledger.write(withCard(ledger, e));
    for (let i = 0; i < LEDGER_WINDOW + 5; i++) ledger.write(withCard(ledger, entry(`open-${i}`, 'open')));
    const ids = ledger.cards().map((c) => c.messageId);
    expect(ledger.cards().filter((c) => c.status === 'open')).toHaveLength(LEDGER_WINDOW);
    expect(ids).toEqual(expect.arrayContaining(['applied', 'waiting', 'void', `open-${LEDGER_WINDOW + 4}`]));
    expect(ids).not.toContain('open-0');
  });

  it('a player deleting his applied card leaves its writes standing (its entry goes, no undo needs it): undoing a later card stays exact', async () => {
    const t = table();
    const a = await post(t, t.gm, broadside(t, t.tonnant, t.ajax, TWO_HITS));
    await apply(t, t.gm, a.id);
    const b = await post(t, t.gm, broadside(t, t.fougueux, t.ajax, TWO_HITS));
    await apply(t, t.gm, b.id);
    await press(t, t.server.deleteMessage(t.gm.userId, a.id));
    expect(entryOf(t, a.id)).toBeUndefined();
    expect((await press(t, t.gm.ask(cardButtonRequest('undo', b.id, revisionOf(t, b.id), null)!))).code).toBe('undone');
    expect(refOf(t, t.ajax).source.damage.points).toBe(2);
  });

  it('a card posted with no GM about is sealed, late, when a GM takes the desk; an edit after that is refused', async () => {
    const t = table();
    for (const c of [t.gm, t.gm2]) t.server.users.get(c.userId)!.active = false;
    const m = await post(t, t.p1, broadside(t, t.defiance, t.tonnant, TWO_HITS));
    for (const c of [t.gm, t.gm2]) t.server.users.get(c.userId)!.active = true;
    const chat = {
      exists: (id: string) => t.server.messages.has(id),
      posted: () => [...t.server.messages.values()].map((x) => ({ id: x.id, authorId: x.author })),
    };
    await press(t, takeDesk(t.gm.queue, t.gm.desk, chat));
    expect(entryOf(t, m.id)).toMatchObject({ status: 'open', gmOnly: 'late' });
    const s = stateOf(t, t.tonnant);
    await t.server.updateMessage(t.p1.userId, m.id, {
      system: {
        changes: [
          { actorUuid: t.tonnant.uuid, name: 'Le Tonnant', before: s, after: { ...s, damagePoints: s.baseFactor } },
        ],
      },
    });
    expect(await apply(t, t.gm, m.id)).toMatchObject({ ok: false, code: 'cardChanged' });
  });

  it('a burst of hand edits costs a few ledger writes, not one each', async () => {
    const t = table();
    const m = await post(t, t.gm, broadside(t, t.tonnant, t.defiance, TWO_HITS));
    await apply(t, t.gm, m.id);
    let writes = 0;
    const set = t.server.setLedger.bind(t.server);
    t.server.setLedger = (...args) => {
      writes += 1;
      return set(...args);
    };
    await press(
      t,
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          t.server.updateActor(t.p1.userId, t.defiance.uuid, { system: { damage: { points: 2 + (i % 2) } } }),
        ),
      ),
    );
    expect(writes).toBeLessThanOrEqual(3);
    expect(t.server.ledger.edits.some((e) => e.path === 'damage.points')).toBe(true);
  });
});

describe('the migration keeps what it moves', () => {
  it('drops a damaged record (and says so), saves the ledger before any document loses its flags, and writes nothing if that fails', async () => {
    const good: BoardingRecord = {
      attacker: { uuid: 'Actor.aaaaaaaaaaaaaaaa', name: 'A' },
      defender: { uuid: 'Actor.bbbbbbbbbbbbbbbb', name: 'B' },
      stages: ['A'],
      stage: 0,
      decksLost: 0,
    };
    const order: string[] = [];
    const target = (id: string, boarding: unknown): MigrationTarget => ({
      kind: 'actor',
      label: id,
      source: { _id: id, type: 'ship', system: {}, flags: { broadside: { boarding } }, uuid: `Actor.${id}` },
      write: () => Promise.resolve(void order.push(`write ${id}`)),
    });
    const targets = [target('aaaaaaaaaaaaaaaa', good), target('cccccccccccccccc', { stages: 'x'.repeat(50) })];
    const report = await runMigrations(1, targets, undefined, undefined, (records) =>
      Promise.resolve(void order.push(`ledger ${records.length}`)),
    );
    expect(report).toMatchObject({ outcome: 'migrated', dropped: ['cccccccccccccccc'] });
    expect(order).toEqual(['ledger 1', 'write aaaaaaaaaaaaaaaa', 'write cccccccccccccccc']);
    order.length = 0;
    const failed = await runMigrations(1, targets, undefined, undefined, () =>
      Promise.reject(new Error('no permission')),
    );
    expect(failed).toMatchObject({ outcome: 'failed', saveVersion: null });
    expect(order).toEqual([]);
  });
});
