/**
 * A three-turn battle at a hostile table: a GM and an assistant GM, two players each commanding a
 * British 74, and a stranger, all on their own clients, talking only through a fake server that
 * enforces Foundry's permissions. The buttons' own requests (cardButtonRequest, deckRequestOf) go
 * through the clients' mailboxes to the active GM's desk. Between the honest moves, every kind of
 * hostile move is tried; each must be refused with its reason and change nothing. At the end the
 * ships must be exactly what the engine makes of the accepted cards alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RandomDice, seededRandom, type DiceSource } from '../../src/rules/dice/dice';
import { mergeOutcome } from '../../src/rules/kmh';
import type { ActorChange } from '../../src/data/card-changes';
import { cardButtonRequest } from '../../src/chat/card-controls';
import { deckRequestOf } from '../../src/modules/kmh/deck-requests';
import { shipStateOf } from '../../src/data/ship-state';
import { cardInfo, type KmhShipState } from '../../src/rules/kmh';
import type { Answer } from '../../src/authority/channel/protocol';
import { PermissionDenied, type FakeActor, type FakeClient } from '../support/fake-foundry';
import { broadside, post, press, refOf, revisionOf, rolled, rollsOf, table, type Table } from './table';
import { krCardRule } from '../../src/modules/kyngesreach/card';
import { KR } from '../../src/modules/kyngesreach/part';
import type { GunneryCard } from '../../src/authority/gunnery';
import type { AnyCard } from '../../src/chat/card-kinds';
import { forgetGunneryModules, KR_ORDER, playGunnery, registerGunneryModules } from '../modules/kr-setup';

// Kyngesreach plays gunnery beside KMH for one stretch of the battle.
// An honest order says what the table gives: nobody holds the gauge here (decision kr-desk-facts).
const KR_HONEST = { ...KR_ORDER, gauge: 'tie' as const };
beforeAll(registerGunneryModules);
afterAll(forgetGunneryModules);

type Refusal = { what: string; answer: Answer | 'denied by the server' };

class Battle {
  readonly t: Table = table(11);
  readonly dice = new RandomDice(seededRandom(2024));
  /** Accepted applies, in order: the card's changes, by message id (undone ones are removed). */
  readonly accepted = new Map<string, ActorChange[]>();
  readonly refusals: Refusal[] = [];
  readonly initial = new Map<string, KmhShipState>();
  lastEnvelope: string | null = null;

  constructor() {
    for (const ship of this.ships()) this.initial.set(ship.uuid, this.state(ship));
  }

  ships(): FakeActor[] {
    return [this.t.defiance, this.t.ajax, this.t.tonnant, this.t.fougueux];
  }

  state(ship: FakeActor): KmhShipState {
    const ref = refOf(this.t, ship);
    return shipStateOf(ref.source, ref.derived);
  }

  get deck() {
    return this.t.server.combats.get(this.t.combatId)!.system.deck!;
  }

  /** The snapshot of everything a hostile move must leave alone. */
  snapshot() {
    const s = this.t.server;
    return JSON.stringify({
      actors: [...s.actors.values()].map((a) => a.system),
      deck: s.combats.get(this.t.combatId)!.system,
      ledger: s.ledger,
    });
  }

  /** A hostile move: must be refused (by the desk with a reason, or by the server) and change nothing. */
  async refused(what: string, move: () => Promise<Answer | void>, code?: string) {
    const before = this.snapshot();
    let result: Answer | 'denied by the server';
    try {
      const answer = await press(this.t, move() as Promise<Answer>);
      result = answer ?? 'denied by the server';
    } catch (error) {
      if (!(error instanceof PermissionDenied)) throw error;
      result = 'denied by the server';
    }
    await this.t.server.settle();
    if (result !== 'denied by the server') {
      expect(result.ok, `${what}: refused`).toBe(false);
      if (code) expect(result.code, what).toBe(code);
    }
    expect(this.snapshot(), `${what}: changed nothing`).toBe(before);
    this.refusals.push({ what, answer: result });
  }

  async deck_(
    client: FakeClient,
    action: Parameters<typeof deckRequestOf>[2],
    extra: Parameters<typeof deckRequestOf>[3] = {},
  ) {
    return press(this.t, client.ask(deckRequestOf(this.t.combatId, this.deck?.serial ?? 0, action, extra)));
  }

  /** A client fires one of his ships; the card is posted and, like the Apply button, sent to the desk. */
  async fire(client: FakeClient, firer: FakeActor, target: FakeActor) {
    const card = broadside(this.t, firer, target, this.dice, 6 + Math.floor(this.dice.roll(1, 20)[0]!));
    const message = await post(this.t, client, card);
    const answer = await press(
      this.t,
      client.ask(cardButtonRequest('apply', message.id, revisionOf(this.t, message.id), null)!),
    );
    if (answer.code === 'awaitingGM') {
      const approved = await press(
        this.t,
        this.t.gm.ask(cardButtonRequest('approve', message.id, revisionOf(this.t, message.id), null)!),
      );
      expect(approved.code).toBe('applied');
    } else {
      expect(answer.code).toBe('applied');
    }
    this.accepted.set(message.id, card.changes);
    return message;
  }

  /** A Kyngesreach broadside as its dialog rolls it, from the ships as they are: the first seed that hits. */
  krShot(firer: FakeActor, target: FakeActor): GunneryCard & AnyCard {
    const t = this.t;
    const crew = (uuid: string) => {
      const c = t.server.crews.get(uuid);
      return c ? { name: c.name, source: c.system } : null;
    };
    const rule = krCardRule(refOf(t, firer), refOf(t, target), KR_HONEST, { crew, owners: () => [] })!;
    for (let seed = 1; ; seed++) {
      const card = rolled(rule as (d: DiceSource) => AnyCard, new RandomDice(seededRandom(seed))) as GunneryCard &
        AnyCard;
      if ((card.record as { hits: number }).hits > 0) return card;
    }
  }

  /** Between turns the world plays Kyngesreach gunnery, and Pellew's modified client forges its cards. */
  async kyngesreach() {
    const { t } = this;
    playGunnery(t.server, KR);
    const apply = (client: FakeClient, id: string) =>
      client.ask(cardButtonRequest('apply', id, revisionOf(t, id), null)!);

    // Dice of another shot, and too few dice.
    const honest = this.krShot(t.defiance, t.tonnant);
    const otherDice = rollsOf(
      rolled(
        krCardRule(refOf(t, t.defiance), refOf(t, t.tonnant), KR_HONEST, {
          crew: () => null,
          owners: () => [],
        }) as (d: DiceSource) => AnyCard,
        new RandomDice(seededRandom(1_000)),
      ),
    );
    expect(otherDice).not.toEqual(rollsOf(honest));
    const redrawn = await post(t, t.p1, honest, otherDice);
    await this.refused(
      'a Kyngesreach card with dice other than its own',
      () => apply(t.p1, redrawn.id),
      'outcomeDiffers',
    );
    const short = await post(t, t.p1, honest, rollsOf(honest).slice(0, 1));
    await this.refused('a Kyngesreach card with too few dice', () => apply(t.p1, short.id), 'diceDiffer');

    // The change on the target says 50 more HIP lost than the dice give.
    const inflated = {
      ...honest,
      changes: honest.changes.map((c) =>
        c.actorUuid === t.tonnant.uuid
          ? { ...c, part: { ...c.part, after: { ...c.part.after, hipLost: (c.part.after.hipLost as number) + 50 } } }
          : c,
      ),
    };
    const forged = await post(t, t.p1, inflated, rollsOf(honest));
    await this.refused(
      'a Kyngesreach card that says more than its dice',
      () => apply(t.p1, forged.id),
      'outcomeDiffers',
    );
    await this.refused(
      'the GM approves a forged Kyngesreach card',
      () => t.gm.ask(cardButtonRequest('approve', forged.id, revisionOf(t, forged.id), null)!),
      'outcomeDiffers',
    );

    // Pellew fires Hornblower's Ajax.
    const notHis = await post(t, t.p1, this.krShot(t.ajax, t.tonnant));
    await this.refused(
      'a Kyngesreach card for a ship its author does not command',
      () => apply(t.p1, notHis.id),
      'notYourShip',
    );

    // His honest card is applied once (the GM approves his roll at an enemy); pressing again changes nothing.
    const own = await post(t, t.p1, honest);
    const first = await press(t, apply(t.p1, own.id));
    if (first.code === 'awaitingGM') {
      expect((await press(t, t.gm.ask(cardButtonRequest('approve', own.id, revisionOf(t, own.id), null)!))).code).toBe(
        'applied',
      );
    } else {
      expect(first.code).toBe('applied');
    }
    await this.refused('a Kyngesreach card applied twice', () => apply(t.p1, own.id));
    await this.refused('a Kyngesreach card approved twice', () =>
      t.gm.ask(cardButtonRequest('approve', own.id, revisionOf(t, own.id), null)!),
    );
    playGunnery(t.server, 'kmh');
  }
}

describe('a three-turn battle at a hostile table', () => {
  it('refuses every hostile move with its reason, and the ships end as the engine makes of the accepted cards', async () => {
    const b = new Battle();
    const { t } = b;

    expect((await b.deck_(t.gm, 'begin')).ok).toBe(true);
    await b.refused('a player begins the deck again', () => b.deck_(t.p1, 'begin'), 'notAllowed');

    let undoneOne = false;
    let heldOnce = false;
    for (let turn = 1; turn <= 3; turn++) {
      while (b.deck.drawPile.length > 0) {
        await b.refused('a player draws', () => b.deck_(t.p2, 'draw'), 'notAllowed');
        const serial = b.deck.serial;
        // Two GMs press Draw at once: one card is drawn.
        const both = await Promise.all([b.deck_(t.gm, 'draw'), b.deck_(t.gm2, 'draw')]);
        expect(both.map((a) => a.code).sort()).toEqual(['deck.draw', 'staleDeck']);
        expect(b.deck.serial).toBe(serial + 1);
        const card = b.deck.played[b.deck.played.length - 1]!;
        const info = cardInfo(card);
        if (info.kind !== 'fire') continue;

        if (info.squadron === 'British') {
          if (!heldOnce && b.deck.drawPile.length > 0) {
            heldOnce = true;
            // Hornblower holds the British Fire card; the stranger and a stale click cannot.
            await b.refused(
              'a stranger holds the British Fire card',
              () => b.deck_(t.stranger, 'hold', { card }),
              'notAllowed',
            );
            const stale = deckRequestOf(t.combatId, b.deck.serial - 1, 'hold', { card });
            await b.refused('a hold made against an old deck', () => press(t, t.p2.ask(stale)), 'staleDeck');
            expect((await b.deck_(t.p2, 'hold', { card })).ok).toBe(true);
            const next = await b.deck_(t.gm, 'draw');
            expect(next.ok).toBe(true);
            expect((await b.deck_(t.p2, 'play', { card })).ok).toBe(true);
            await b.refused(
              'holding a Fire card again after it fired',
              () => b.deck_(t.p2, 'hold', { card }),
              'NotJustDrawn',
            );
          }
          const own = await b.fire(t.p1, t.defiance, t.tonnant);
          await b.fire(t.p2, t.ajax, t.fougueux);

          // Pellew replays the request he just made, and edits a fresh card of his before asking.
          const envelope = JSON.stringify({
            id: `again-${turn}`,
            request: cardButtonRequest('apply', own.id, 0, null),
          });
          await press(
            t,
            t.server.updateUser(t.p1.userId, t.p1.userId, { flags: { broadside: { request: envelope } } }),
          );
          await b.refused(
            'a request written again',
            () =>
              press(
                t,
                t.server.updateUser(t.p1.userId, t.p1.userId, { flags: { broadside: { request: envelope } } }),
              ).then(() => JSON.parse(t.server.users.get(t.p1.userId)!.flags.broadside!.answer!) as Answer),
            'replayed',
          );
          const fresh = await post(t, t.p1, broadside(t, t.defiance, t.fougueux, b.dice));
          await t.server.updateMessage(t.p1.userId, fresh.id, { system: { changes: [] } });
          await b.refused(
            'a card changed after it was posted',
            () => t.p1.ask(cardButtonRequest('apply', fresh.id, revisionOf(t, fresh.id), null)!),
            'cardChanged',
          );
          // Pellew's modified client posts a broadside whose change on the target says 40 DP more than its dice
          // (decision desk-derive).
          const honest = broadside(t, t.defiance, t.tonnant, b.dice);
          const inflated = {
            ...honest,
            changes: honest.changes.map((c) =>
              c.actorUuid === t.tonnant.uuid
                ? {
                    ...c,
                    after: { ...c.after!, damagePoints: Math.min(c.after!.baseFactor, c.after!.damagePoints + 40) },
                  }
                : c,
            ),
          };
          const forgedShot = await post(t, t.p1, inflated, rollsOf(honest));
          await b.refused(
            'a broadside whose change says more damage than its dice',
            () => t.p1.ask(cardButtonRequest('apply', forgedShot.id, revisionOf(t, forgedShot.id), null)!),
            'outcomeDiffers',
          );
          await b.refused(
            'the GM approves a forged outcome',
            () => t.gm.ask(cardButtonRequest('approve', forgedShot.id, revisionOf(t, forgedShot.id), null)!),
            'outcomeDiffers',
          );
        } else {
          // The GM fires the French ships; both GMs press Apply at once.
          const card1 = broadside(t, t.tonnant, t.defiance, b.dice);
          const m1 = await post(t, t.gm, card1);
          const apply = cardButtonRequest('apply', m1.id, revisionOf(t, m1.id), null)!;
          const twice = await press(t, Promise.all([t.gm.ask(apply), t.gm2.ask(apply)]));
          expect(twice.map((a) => a.code).sort()).toEqual(['applied', 'stale']);
          b.accepted.set(m1.id, card1.changes);
          await b.fire(t.gm, t.fougueux, t.ajax);

          // The stranger claims the GM's identity in the request; a player posts a card for the GM's ship.
          const forged = JSON.stringify({
            id: `forged-${turn}`,
            userId: t.gm.userId,
            request: { ...apply, revision: revisionOf(t, m1.id) },
          });
          await b.refused(
            'a stranger asks in the GM’s name',
            () =>
              press(
                t,
                t.server.updateUser(t.stranger.userId, t.stranger.userId, {
                  flags: { broadside: { request: forged } },
                }),
              ).then(() => JSON.parse(t.server.users.get(t.stranger.userId)!.flags.broadside!.answer!) as Answer),
            'alreadyApplied',
          );
          const handMade = await post(t, t.p2, broadside(t, t.tonnant, t.defiance, b.dice));
          await b.refused(
            'a card posted for a ship its author does not command',
            () => t.gm.ask(cardButtonRequest('apply', handMade.id, revisionOf(t, handMade.id), null)!),
            'notYourShip',
          );
          await b.refused(
            'a player undoes the GM’s card',
            () => t.p1.ask(cardButtonRequest('undo', m1.id, revisionOf(t, m1.id), null)!),
            'gmOnly',
          );
          await b.refused(
            'the stranger approves',
            () => t.stranger.ask(cardButtonRequest('approve', m1.id, revisionOf(t, m1.id), null)!),
            'gmOnly',
          );

          if (!undoneOne) {
            // The GM takes back the first French card: it leaves the replay.
            const undone = await press(t, t.gm.ask(cardButtonRequest('undo', m1.id, revisionOf(t, m1.id), null)!));
            expect(undone.code).toBe('undone');
            b.accepted.delete(m1.id);
            undoneOne = true;
          }
        }
      }
      // Players at the battle's data, the ledger and each other's ships: the server says no.
      await b.refused('a player writes the deck', () =>
        t.server.updateCombat(t.p1.userId, t.combatId, { system: { deck: null } }),
      );
      await b.refused('a player writes the ledger', () =>
        t.server.setLedger(t.p2.userId, { ...t.server.ledger, cards: [] }),
      );
      await b.refused('a player writes another’s ship', () =>
        t.server.updateActor(t.p1.userId, t.ajax.uuid, { system: { damage: { points: 0 } } }),
      );
      await b.refused('a player ends the turn', () => b.deck_(t.p1, 'next'), 'notAllowed');
      if (turn === 2) await b.kyngesreach();
      expect((await b.deck_(t.gm, 'next')).ok).toBe(true);
    }

    // Every ship is what the engine makes of the accepted cards, in the order they were applied.
    const replay = new Map(b.initial);
    for (const changes of b.accepted.values()) {
      for (const change of changes) {
        if (!change.before || !change.after) continue;
        replay.set(change.actorUuid, mergeOutcome(replay.get(change.actorUuid)!, change.before, change.after));
      }
    }
    for (const ship of b.ships()) expect(b.state(ship), ship.name).toEqual(replay.get(ship.uuid));
    expect(b.accepted.size).toBeGreaterThan(6);
    expect(b.refusals.length).toBeGreaterThan(20);
    const tried = new Set(b.refusals.map((r) => r.what));
    for (const what of [
      'a player begins the deck again',
      'a player draws',
      'a stranger holds the British Fire card',
      'a hold made against an old deck',
      'holding a Fire card again after it fired',
      'a request written again',
      'a card changed after it was posted',
      'a broadside whose change says more damage than its dice',
      'the GM approves a forged outcome',
      'a stranger asks in the GM’s name',
      'a card posted for a ship its author does not command',
      'a player undoes the GM’s card',
      'the stranger approves',
      'a player writes the deck',
      'a player writes the ledger',
      'a player writes another’s ship',
      'a player ends the turn',
      'a Kyngesreach card with dice other than its own',
      'a Kyngesreach card with too few dice',
      'a Kyngesreach card that says more than its dice',
      'the GM approves a forged Kyngesreach card',
      'a Kyngesreach card for a ship its author does not command',
      'a Kyngesreach card applied twice',
      'a Kyngesreach card approved twice',
    ]) {
      expect(tried, what).toContain(what);
    }
    // Every answer a client was not waiting for is the GM's word on a card he asked for, the
    // answer to a request written by hand into his mailbox (the hostile ones above), or why a card
    // he posted is void.
    for (const client of [t.gm, t.gm2, t.p1, t.p2, t.stranger]) {
      expect(
        client.told.filter(
          (a) =>
            !['approved', 'declined'].includes(a.code) &&
            !/^(again|forged)-/.test(a.id) &&
            !(a.id.startsWith('seal-') && ['outcomeDiffers', 'diceDiffer'].includes(a.code)),
        ),
      ).toEqual([]);
    }
    // Three forged KMH broadsides, and three forged Kyngesreach cards (other dice, too few, more than the dice).
    expect(t.p1.told.filter((a) => a.id.startsWith('seal-'))).toHaveLength(6);
  });
});
