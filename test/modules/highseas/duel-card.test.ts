/**
 * The duel's turn card after the desk's merge: the card the desk posts is sealed open (its
 * fighters start from their sheets: no `mismatch`), two GMs applying it at once apply it once, a
 * hand edit of a fighter's sheet between apply and undo is kept, and a turn card a player makes up
 * himself is void (only the desk posts duel cards).
 */
import { describe, expect, it } from 'vitest';
import { cardButtonRequest } from '../../../src/chat/card-controls';
import type { DuelCard } from '../../../src/modules/highseas/card';
import { broadside, post, press, revisionOf, TWO_HITS } from '../../authority/table';
import { duelTable, pickFor, scriptDesk, startKestrelMoreau, thrustAndParry, type DuelTable } from './duel-table';

/** Kestrel's slash lames Moreau's right arm (5 points); the card as the desk posted it. */
async function slashTurn(t: DuelTable) {
  await startKestrelMoreau(t);
  await pickFor(t, t.p1, 'f1', { ...thrustAndParry('f2'), actions: [{ id: 'slash', hand: 'right' }] });
  scriptDesk(t, [20, 4, 20, 1, 12, 19, 3]);
  await pickFor(t, t.p2, 'f2', thrustAndParry('f1'));
  return [...t.server.messages.values()].at(-1)!;
}

const entryOf = (t: DuelTable, id: string) => t.server.ledger.cards.find((c) => c.messageId === id);
const moreau = (t: DuelTable) => t.server.crews.get(t.moreau.uuid)!.system;

describe("the duel's turn card at the desk", () => {
  it('is sealed open and for anyone concerned, not for the GM alone: its fighters start from their sheets', async () => {
    const t = duelTable();
    const message = await slashTurn(t);
    expect(message.author).toBe(t.server.activeGM()!.id);
    expect(entryOf(t, message.id)).toMatchObject({ status: 'open', reason: null, gmOnly: null });
  });

  it('is applied once when two GMs press Apply together', async () => {
    const t = duelTable();
    const message = await slashTurn(t);
    const apply = cardButtonRequest('apply', message.id, revisionOf(t, message.id), null)!;
    const answers = await press(t, Promise.all([t.gm.ask(apply), t.gm2.ask(apply), t.gm.ask(apply)]));
    expect(answers.filter((a) => a.ok).map((a) => a.code)).toEqual(['applied']);
    expect(moreau(t).hitPoints.value).toBe(7);
    expect(moreau(t).wounds.rightArm).toEqual({ damage: 5, useless: true });
  });

  it('keeps a hand edit of a limb the card lamed when the card is undone, and says so', async () => {
    const t = duelTable();
    const message = await slashTurn(t);
    expect(
      (await press(t, t.gm.ask(cardButtonRequest('apply', message.id, revisionOf(t, message.id), null)!))).code,
    ).toBe('applied');
    // The surgeon's verdict, typed by hand: the arm is useless after all (set off and on again).
    await press(
      t,
      t.server.updateActor(t.p2.userId, t.moreau.uuid, { system: { wounds: { rightArm: { useless: false } } } }),
    );
    await press(
      t,
      t.server.updateActor(t.p2.userId, t.moreau.uuid, { system: { wounds: { rightArm: { useless: true } } } }),
    );
    const undone = await press(t, t.gm.ask(cardButtonRequest('undo', message.id, revisionOf(t, message.id), null)!));
    expect(undone).toMatchObject({ ok: true, code: 'undoneInPart', data: { conflicts: 'Capitaine Moreau: rightArm' } });
    expect(moreau(t).wounds.rightArm).toEqual({ damage: 0, useless: true });
    expect(moreau(t).hitPoints.value).toBe(12);
  });

  it('is void when a player posts one himself, so the GM is never asked to approve a made-up turn', async () => {
    const t = duelTable();
    const real = await slashTurn(t);
    const forged: DuelCard = {
      ...(real.system as DuelCard),
      turn: 2,
      changes: [
        {
          actorUuid: t.moreau.uuid,
          name: 'Capitaine Moreau',
          crew: { wounds: { head: 9 }, lamed: [], damage: 9, attacksAboard: 0, seaLegs: false },
        },
      ],
    };
    const message = await post(t, t.p1, forged, []);
    expect(t.server.messages.get(message.id)!.flags.broadside).toMatchObject({ void: 'notFromTheDesk' });
    expect(entryOf(t, message.id)).toMatchObject({ status: 'void', reason: 'notFromTheDesk' });
    const apply = cardButtonRequest('apply', message.id, revisionOf(t, message.id), null)!;
    expect((await press(t, t.p1.ask(apply))).code).toBe('notFromTheDesk');
    expect((await press(t, t.gm.ask(apply))).code).toBe('notFromTheDesk');
    expect(moreau(t).hitPoints.value).toBe(12);
  });

  it('is the only card that wounds a fighter: a broadside a player aims at one is void', async () => {
    const t = duelTable();
    const shot = broadside(t, t.defiance, t.tonnant, TWO_HITS);
    const wounds = { wounds: { chest: 6 }, lamed: [], damage: 6, attacksAboard: 0, seaLegs: false };
    const forged = {
      ...shot,
      target: { ...shot.target, uuid: t.moreau.uuid, name: 'Capitaine Moreau' },
      changes: [{ actorUuid: t.moreau.uuid, name: 'Capitaine Moreau', crew: wounds }],
    };
    const message = await post(t, t.p1, forged);
    expect(t.server.messages.get(message.id)!.flags.broadside).toMatchObject({ void: 'foreignShip' });
    expect(entryOf(t, message.id)).toMatchObject({ status: 'void', reason: 'foreignShip' });
    expect(
      (await press(t, t.p1.ask(cardButtonRequest('apply', message.id, revisionOf(t, message.id), null)!))).code,
    ).toBe('foreignShip');
    expect(moreau(t).hitPoints.value).toBe(12);
  });
});
