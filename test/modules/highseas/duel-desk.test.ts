/**
 * The duel at a hostile table: who may start one, the secret picks (commitment through the
 * mailbox, opening by a query that names no sender), the reveal and its one card, and the wounds
 * applied to the fighters' sheets once, by the same rules as every card, with exact undo.
 */
import { describe, expect, it } from 'vitest';
import { commitmentOf, newSalt, type Opening } from '../../../src/authority/handlers/picks';
import { cardButtonRequest } from '../../../src/chat/card-controls';
import { takeDesk } from '../../../src/authority/handlers/watch';
import type { DuelCard } from '../../../src/modules/highseas/card';
import type { DuelPick } from '../../../src/rules/highseas';
import { PermissionDenied, type FakeClient } from '../../support/fake-foundry';
import { press, revisionOf } from '../../authority/table';
import {
  duelOf,
  duelTable,
  pickFor,
  scriptDesk,
  startKestrelMoreau,
  thrustAndParry,
  type DuelTable,
} from './duel-table';

/** Everything a client can read: every document the server holds for him, and the queries he was sent. */
function readableBy(t: DuelTable, client: FakeClient): string {
  const s = t.server;
  return JSON.stringify({
    users: [...s.users.values()],
    messages: [...s.messages.values()],
    actors: [...s.actors.values()],
    crews: [...s.crews.values()],
    combats: [...s.combats.values()],
    ledger: s.ledger,
    duels: s.duels,
    queries: client.received,
  });
}

const salt = () => newSalt((b) => b.map((_, i) => (i * 37 + 11) % 256));
const opening = (t: DuelTable, fighter: string, pick: DuelPick, s = salt()): Opening => ({
  duelId: duelOf(t).id,
  turn: duelOf(t).state.turn,
  fighter,
  pick,
  salt: s,
});
const gmOf = (t: DuelTable) => t.server.activeGM()!.id;

describe('starting a duel', () => {
  it('lets the GM start any duel and a player one with his own fighter, never a second for the same fighter', async () => {
    const t = duelTable();
    expect(
      (
        await press(
          t,
          t.stranger.ask({ kind: 'startDuel', fighters: [t.kestrel.uuid, t.moreau.uuid], aboard: true, gap: 1 }),
        )
      ).code,
    ).toBe('notYourFighter');
    expect(
      (
        await press(
          t,
          t.p1.ask({ kind: 'startDuel', fighters: [t.kestrel.uuid, t.defiance.uuid], aboard: true, gap: 1 }),
        )
      ).code,
    ).toBe('notAFighter');
    expect(
      (
        await press(
          t,
          t.p1.ask({ kind: 'startDuel', fighters: [t.kestrel.uuid, t.kestrel.uuid], aboard: true, gap: 1 }),
        )
      ).code,
    ).toBe('duelNeedsTwo');
    const record = await startKestrelMoreau(t, t.p1);
    expect(record.refs.map((r) => [r.id, r.name])).toEqual([
      ['f1', 'Lt Kestrel'],
      ['f2', 'Capitaine Moreau'],
    ]);
    expect(record.state.fighters[1]!.sheet).toMatchObject({
      style: 'french',
      right: { name: 'Rapier' },
      left: { name: 'Main gauche' },
      seaLegs: false,
    });
    expect(
      (
        await press(
          t,
          t.gm.ask({ kind: 'startDuel', fighters: [t.moreau.uuid, t.kestrel.uuid], aboard: false, gap: 1 }),
        )
      ).code,
    ).toBe('alreadyDuelling');
    expect([...t.server.messages.values()].map((m) => m.type)).toEqual(['notice']);
  });
});

describe('secret picks', () => {
  it('never lets the other client read a pick before the reveal; the GM sees who has picked', async () => {
    const t = duelTable();
    await startKestrelMoreau(t);
    const pick: DuelPick = {
      ...thrustAndParry('f2', 'lunge'),
      actions: [{ id: 'slash', hand: 'right' }, { id: 'dodge' }],
    };
    const before = readableBy(t, t.p2);
    expect((await pickFor(t, t.p1, 'f1', pick)).code).toBe('pickOpened');
    const held = [...t.p1.openings.values()][0]!;
    const after = readableBy(t, t.p2);
    for (const secret of [
      held.salt,
      JSON.stringify(pick),
      JSON.stringify(pick.actions),
      '"id":"dodge"',
      '"guess":"lunge"',
    ]) {
      expect(before.includes(secret), secret).toBe(false);
      expect(after.includes(secret), secret).toBe(false);
      expect(readableBy(t, t.stranger).includes(secret), secret).toBe(false);
    }
    // Only the digest travelled where everyone reads; only the GM was sent the opening.
    expect(after).toContain(commitmentOf(held));
    expect(t.gm.received).toEqual([{ name: 'broadside.openPick', data: held }]);
    expect(duelOf(t).commitments).toEqual([{ fighter: 'f1', hash: commitmentOf(held), by: t.p1.userId, opened: true }]);
    expect(t.server.messages.size).toBe(1);

    // Moreau's pick completes the turn: the card shows both, and the salts stay unknown.
    scriptDesk(t, [20, 20]);
    expect((await pickFor(t, t.p2, 'f2', thrustAndParry('f1'))).code).toBe('turnRevealed');
    const card = [...t.server.messages.values()].at(-1)!.system as DuelCard;
    expect(card.picks).toEqual({ f1: pick, f2: thrustAndParry('f1') });
    expect(readableBy(t, t.p2).includes(held.salt)).toBe(false);
    expect(duelOf(t)).toMatchObject({ commitments: [], history: [{ turn: 1, picks: card.picks }] });
  });

  it('refuses a pick changed after it was sealed', async () => {
    const t = duelTable();
    await startKestrelMoreau(t);
    const port = t.p1.pickPort();
    const first = opening(t, 'f1', thrustAndParry('f2'));
    expect(
      (
        await press(
          t,
          port.ask({
            kind: 'commitPick',
            duelId: first.duelId,
            turn: 1,
            fighter: 'f1',
            commitment: commitmentOf(first),
          }),
        )
      ).code,
    ).toBe('pickSealed');
    const changed = { ...first, pick: thrustAndParry('f2', 'slash') };
    expect(
      (
        await press(
          t,
          port.ask({
            kind: 'commitPick',
            duelId: first.duelId,
            turn: 1,
            fighter: 'f1',
            commitment: commitmentOf(changed),
          }),
        )
      ).code,
    ).toBe('alreadyPicked');
    expect(await press(t, port.queryGM(changed))).toMatchObject({ ok: false, code: 'pickMismatch' });
    expect(await press(t, port.queryGM(first))).toMatchObject({ ok: true, code: 'pickOpened' });
  });

  it('lets nobody pick for a fighter he does not command', async () => {
    const t = duelTable();
    await startKestrelMoreau(t);
    const theirs = opening(t, 'f2', thrustAndParry('f1'));
    const commit = {
      kind: 'commitPick' as const,
      duelId: theirs.duelId,
      turn: 1,
      fighter: 'f2',
      commitment: commitmentOf(theirs),
    };
    expect((await press(t, t.p1.ask(commit))).code).toBe('notYourFighter');
    expect((await press(t, t.stranger.ask(commit))).code).toBe('notYourFighter');
    // Nor in another's name: a player cannot write another user's mailbox.
    const envelope = JSON.stringify({ id: 'forged', request: commit });
    await expect(
      t.server.updateUser(t.p1.userId, t.p2.userId, { flags: { broadside: { request: envelope } } }),
    ).rejects.toThrow(PermissionDenied);
    expect(duelOf(t).commitments).toEqual([]);
    // And an opening with no commitment behind it counts for nothing.
    expect(await press(t, t.p1.query(gmOf(t), 'broadside.openPick', theirs))).toMatchObject({
      ok: false,
      code: 'noCommitment',
    });
  });

  it('refuses a replayed or forged query', async () => {
    const t = duelTable();
    await startKestrelMoreau(t);
    await pickFor(t, t.p1, 'f1', thrustAndParry('f2'));
    const held = [...t.p1.openings.values()][0]!;
    // Hornblower guesses Kestrel's pick and makes up a salt, or replays the opening he never saw.
    for (const guess of [thrustAndParry('f2'), thrustAndParry('f2', 'slash')]) {
      expect(
        await press(t, t.p2.query(gmOf(t), 'broadside.openPick', { ...held, pick: guess, salt: salt() })),
      ).toMatchObject({ ok: false, code: 'pickMismatch' });
    }
    expect(await press(t, t.p2.query(gmOf(t), 'broadside.openPick', held))).toMatchObject({
      ok: false,
      code: 'alreadyOpened',
    });
    expect(
      await press(t, t.p2.query(gmOf(t), 'broadside.openPick', { ...held, pick: { ...held.pick, actions: 'all' } })),
    ).toMatchObject({ ok: false, code: 'badOpening' });
    // A query to a player's client reaches no desk at all.
    expect(await press(t, t.p2.query(t.p1.userId, 'broadside.openPick', held))).toMatchObject({
      ok: false,
      code: 'notTheGM',
    });
    scriptDesk(t, [20, 20]);
    await pickFor(t, t.p2, 'f2', thrustAndParry('f1'));
    // Last turn's opening, sent again in turn 2, is stale.
    expect(await press(t, t.p2.query(gmOf(t), 'broadside.openPick', held))).toMatchObject({
      ok: false,
      code: 'staleTurn',
    });
    expect(duelOf(t).state.turn).toBe(2);
  });

  it('has a GM who lost the openings (a reload) given them again', async () => {
    const t = duelTable();
    const record = await startKestrelMoreau(t);
    await pickFor(t, t.p1, 'f1', thrustAndParry('f2'));
    t.gm.desk.picks.forget(record.id);
    t.gm.received = [];
    await press(t, takeDesk(t.gm.queue, t.gm.desk, { exists: () => true, posted: () => [] }));
    expect(t.gm.received.map((q) => q.name)).toEqual(['broadside.openPick']);
    expect(duelOf(t).commitments[0]!.opened).toBe(true);
    expect(t.gm.desk.picks.has(record.id, 1, 'f1')).toBe(true);
  });

  it('lets the GM pick for a fighter himself, and reveal without a pick that never came', async () => {
    const t = duelTable();
    await startKestrelMoreau(t);
    scriptDesk(t, [20]);
    expect((await pickFor(t, t.gm, 'f2', thrustAndParry('f1'))).code).toBe('pickOpened');
    expect((await press(t, t.p1.ask({ kind: 'revealDuel', duelId: duelOf(t).id, turn: 1 }))).code).toBe('gmOnly');
    expect((await press(t, t.gm.ask({ kind: 'revealDuel', duelId: duelOf(t).id, turn: 1 }))).code).toBe('turnRevealed');
    const card = [...t.server.messages.values()].at(-1)!.system as DuelCard;
    expect(card.steps[0]).toEqual({ kind: 'lost', fighter: 'f1', reason: 'noPick' });
  });
});

describe('the turn card and the sheets', () => {
  it('applies the wounds to the sheet once, asks the GM when a player does not command every fighter hit, and undoes exactly', async () => {
    const t = duelTable();
    await startKestrelMoreau(t);
    await pickFor(t, t.p1, 'f1', { ...thrustAndParry('f2'), actions: [{ id: 'slash', hand: 'right' }] });
    // Moreau thrusts and misses (20); Kestrel's slash hits on 4 (serious: d6 1) and Moreau's parry fails
    // (20): 5 to the right arm, a failed Endurance roll (19) lames it for 3 days.
    scriptDesk(t, [20, 4, 20, 1, 12, 19, 3]);
    await pickFor(t, t.p2, 'f2', thrustAndParry('f1'));
    const message = [...t.server.messages.values()].at(-1)!;
    const card = message.system as DuelCard;
    expect(card.changes).toEqual([
      {
        actorUuid: t.moreau.uuid,
        name: 'Capitaine Moreau',
        crew: { wounds: { rightArm: 5 }, lamed: ['rightArm'], damage: 5, attacksAboard: 0, seaLegs: false },
      },
    ]);
    const apply = () => cardButtonRequest('apply', message.id, revisionOf(t, message.id), null)!;
    expect((await press(t, t.stranger.ask(apply()))).code).toBe('notYours');
    expect((await press(t, t.p1.ask(apply()))).code).toBe('awaitingGM');
    expect(
      (await press(t, t.gm.ask(cardButtonRequest('approve', message.id, revisionOf(t, message.id), null)!))).code,
    ).toBe('applied');
    const moreau = () => t.server.crews.get(t.moreau.uuid)!.system;
    expect(moreau().wounds.rightArm).toEqual({ damage: 5, useless: true });
    expect(moreau().hitPoints.value).toBe(7);
    expect((await press(t, t.gm.ask(apply()))).code).toBe('alreadyApplied');
    // The sheet changed by hand since: the undo takes the card's own wounds back, and leaves the hand edit.
    await press(
      t,
      t.server.updateActor(t.p2.userId, t.moreau.uuid, {
        system: { wounds: { head: { damage: 1 } }, hitPoints: { value: 5 } },
      }),
    );
    expect(
      (await press(t, t.gm.ask(cardButtonRequest('undo', message.id, revisionOf(t, message.id), null)!))).code,
    ).toBe('undone');
    expect(moreau().wounds.rightArm).toEqual({ damage: 0, useless: false });
    expect(moreau().wounds.head.damage).toBe(1);
    expect(moreau().hitPoints.value).toBe(10);
    expect(t.deskDice.next).toMatchObject({ remaining: 0 });
  });

  it('reveals a turn once when two GMs press Reveal together, and refuses a pick sealed for a turn gone by', async () => {
    const t = duelTable();
    const record = await startKestrelMoreau(t);
    const sealed = opening(t, 'f1', thrustAndParry('f2'));
    scriptDesk(t, [20]);
    const reveal = { kind: 'revealDuel' as const, duelId: record.id, turn: 1 };
    const answers = await press(t, Promise.all([t.gm.ask(reveal), t.gm2.ask(reveal), t.gm.ask(reveal)]));
    expect(answers.map((a) => a.code).sort()).toEqual(['staleTurn', 'staleTurn', 'turnRevealed']);
    expect([...t.server.messages.values()].filter((m) => m.type === 'duel')).toHaveLength(1);
    expect(duelOf(t).state.turn).toBe(2);
    const late = {
      kind: 'commitPick' as const,
      duelId: record.id,
      turn: 1,
      fighter: 'f1',
      commitment: commitmentOf(sealed),
    };
    expect((await press(t, t.p1.ask(late))).code).toBe('staleTurn');
    expect(duelOf(t).commitments).toEqual([]);
  });

  it('keeps the GM’s controls to the GM', async () => {
    const t = duelTable();
    const record = await startKestrelMoreau(t);
    const place = {
      kind: 'placeFighter' as const,
      duelId: record.id,
      fighter: 'f2',
      position: 'rigging' as const,
      highGround: true,
    };
    expect((await press(t, t.p2.ask(place))).code).toBe('gmOnly');
    expect((await press(t, t.gm.ask(place))).code).toBe('fighterPlaced');
    expect(duelOf(t).state.fighters[1]).toMatchObject({ position: 'rigging', highGround: true });
    expect((await press(t, t.p1.ask({ kind: 'endDuel', duelId: record.id }))).code).toBe('gmOnly');
    expect((await press(t, t.gm.ask({ kind: 'endDuel', duelId: record.id }))).code).toBe('duelEnded');
    expect(t.server.duels[0]!.over).toBe(true);
    await expect(t.server.setDuels(t.p1.userId, [])).rejects.toThrow(PermissionDenied);
  });
});
