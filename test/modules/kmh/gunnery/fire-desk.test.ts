/**
 * A player's shot at a ship he does not command is rolled by the GM's client (decision desk-rolls):
 * his Fire button sends a bounded request through his mailbox; the desk checks he commands the
 * firer, sets the table's facts in the order, rolls the card's rule on the table's dice with real
 * Rolls (the fake's Roll, as dice/roll-rule.ts makes them) and posts the card as his ship's, sealed
 * as its own. A card he rolls on his own client instead is for the GM alone.
 */
import { describe, expect, it } from 'vitest';
import {
  abeam,
  entryOf,
  newest,
  post,
  press,
  refOf,
  revisionOf,
  rolled,
  rollsOf,
  wire,
  type Table,
} from '../../../authority/table';
import { cardButtonRequest } from '../../../../src/chat/card-controls';
import { broadsideCardRule, type BroadsideCard } from '../../../../src/modules/kmh/gunnery/broadside-card';
import { fireOrder, type FireInput } from '../../../../src/modules/kmh/gunnery/fire';
import type { DeskRequest } from '../../../../src/authority/channel/protocol';
import { rollRecords } from '../../../../src/authority/roll-record';
import { beginDeck, drawAction } from '../../../../src/modules/kmh/deck-store';
import { forgetGunneryModules, playGunnery, registerGunneryModules } from '../../kr-setup';

/** Two fours and the rest ones for a pool of any size, and a special check of 9 (none). */
const TWO_FOURS = {
  roll: (count: number, faces: number) => Array.from({ length: count }, (_, i) => (faces === 6 ? (i < 2 ? 4 : 1) : 9)),
};

/** Defiance and Le Tonnant abeam (table.ts), the table's dice two fours and the rest ones. */
const abeamTwoFours = (): Promise<Table> => abeam(TWO_FOURS);

/** What Pellew's dialog sends, with the values he would like: point blank, a stern rake, his Fire card held. */
const WISHED: FireInput = {
  side: 'starboard',
  distanceCm: 4,
  partial: false,
  rake: 'stern',
  aim: 'hull',
  shot: 'round',
  fireCardHeld: true,
  intoBoarding: false,
};

const fire = (t: Table, input: Partial<FireInput> = {}, firer = t.defiance, target = t.tonnant): DeskRequest => ({
  kind: 'fire',
  firer: firer.uuid,
  target: target.uuid,
  input: { ...WISHED, ...input },
});

describe("a player's shot at an enemy is rolled by the GM's client (decision desk-rolls)", () => {
  it('posts the card as his ship’s, on the table’s dice, with the table’s facts, sealed open and applicable', async () => {
    const t = await abeamTwoFours();
    const before = t.server.messages.size;
    expect(await press(t, t.p1.ask(fire(t)))).toMatchObject({
      ok: true,
      code: 'fired',
      data: { ship: 'HMS Defiance', target: 'Le Tonnant' },
    });
    expect(t.server.messages.size).toBe(before + 1);
    const message = newest(t);
    const card = message.system as BroadsideCard;
    // Posted by the GM's client, spoken by his ship, for every reader.
    expect(message).toMatchObject({ type: 'broadside', author: t.gm.userId, whisper: [] });
    expect(message.speaker).toMatchObject({ alias: 'HMS Defiance' });
    // The table's range and rake, not his wishes: medium range, no rake, a full broadside, no first.
    expect(card.order).toMatchObject({ distanceCm: 14, rake: 'none', partial: false, first: false, choppy: false });
    expect(card.plan.range).toBe('medium');
    // The dice are the desk's, kept as Rolls, and they are the card's.
    const dice = rollRecords(message.rolls)!;
    expect(dice[0]).toEqual({ count: card.plan.pool, faces: 6, results: TWO_FOURS.roll(card.plan.pool, 6) });
    expect(card.outcome.roll.hits).toBe(2);
    expect(entryOf(t, message.id)).toMatchObject({ status: 'open', gmOnly: null, author: t.gm.userId });
    // He puts it before the GM; the GM applies it.
    const revision = () => revisionOf(t, message.id);
    expect(await press(t, t.p1.ask(cardButtonRequest('apply', message.id, revision(), null)!))).toMatchObject({
      code: 'awaitingGM',
    });
    expect(await press(t, t.gm.ask(cardButtonRequest('approve', message.id, revision(), null)!))).toMatchObject({
      ok: true,
      code: 'applied',
    });
    expect(t.server.actors.get(t.tonnant.uuid)!.system.damage.points).toBe(card.changes[0]!.after!.damagePoints);
  });

  it('spends her first broadside from the GM’s record: the first shot fires it, the next does not', async () => {
    const t = await abeamTwoFours();
    await press(
      t,
      t.gm.updateActor(t.defiance.uuid, { system: { initialBroadsideFired: { port: true, starboard: false } } }),
    );
    await press(t, t.p1.ask(fire(t)));
    expect((newest(t).system as BroadsideCard).order).toMatchObject({ first: true });
    expect(t.server.actors.get(t.defiance.uuid)!.system.initialBroadsideFired.starboard).toBe(true);
    // The GM removes that card (one shot from a side waits at a time); its first broadside stays spent.
    await t.server.deleteMessage(t.gm.userId, newest(t).id);
    await t.server.settle();
    t.server.time += 60_000;
    await press(t, t.p1.ask(fire(t)));
    expect((newest(t).system as BroadsideCard).order).toMatchObject({ first: false });
  });

  it('refuses a ship he does not command, either way round, and a shot the rules refuse; nothing is posted', async () => {
    const t = await abeamTwoFours();
    const before = t.server.messages.size;
    expect(await press(t, t.p1.ask(fire(t, {}, t.ajax)))).toMatchObject({
      ok: false,
      code: 'notYourShip',
      data: { ship: 'HMS Ajax' },
    });
    expect(await press(t, t.p1.ask(fire(t, {}, t.tonnant, t.defiance)))).toMatchObject({
      ok: false,
      code: 'notYourShip',
    });
    expect(await press(t, t.stranger.ask(fire(t)))).toMatchObject({ ok: false, code: 'notYourShip' });
    // Grape beyond point blank: the rules' own refusal, by its code.
    expect(await press(t, t.p1.ask(fire(t, { shot: 'grape' })))).toMatchObject({ ok: false, code: 'GrapeRange' });
    // Fougueux has no token on the battle's scene: the table cannot measure a shot at her, so it does not roll one.
    expect(await press(t, t.p1.ask(fire(t, {}, t.defiance, t.fougueux)))).toMatchObject({
      ok: false,
      code: 'unmeasured',
      data: { ship: 'HMS Defiance', target: 'Fougueux' },
    });
    expect(t.server.messages.size).toBe(before);
  });

  it('reads no forged or over-large request: extra keys, a wrong value, a uuid past the bound', () => {
    const good = { kind: 'fire', firer: 'Actor.a000000000000001', target: 'Actor.a000000000000002', input: WISHED };
    expect(wire(good)).not.toBeNull();
    expect(wire({ ...good, input: { ...WISHED, choppy: false, first: true } })).toBeNull();
    expect(wire({ ...good, input: { ...WISHED, distanceCm: '4' } })).toBeNull();
    expect(wire({ ...good, input: { ...WISHED, distanceCm: 1e9 } })).toBeNull();
    expect(wire({ ...good, input: { ...WISHED, shot: 'hotShot' } })).toBeNull();
    const short = Object.fromEntries(Object.entries(WISHED).filter(([key]) => key !== 'intoBoarding'));
    expect(wire({ ...good, input: short })).toBeNull();
    expect(wire({ ...good, firer: `Actor.${'x'.repeat(400)}` })).toBeNull();
  });

  it('a forged request written straight to his mailbox is not read: nothing posted, nothing changed', async () => {
    const t = await abeamTwoFours();
    const before = JSON.stringify([...t.server.messages.keys()]);
    const forged = JSON.stringify({
      id: 'q000000000000009',
      request: { ...fire(t), input: { ...WISHED, first: true } },
    });
    await press(t, t.server.updateUser(t.p1.userId, t.p1.userId, { flags: { broadside: { request: forged } } }));
    expect(JSON.stringify([...t.server.messages.keys()])).toBe(before);
  });

  it('a shot he rolls on his own client instead is for the GM alone: he no longer chooses its dice', async () => {
    const t = await abeamTwoFours();
    const from = refOf(t, t.defiance);
    const honest = rolled(
      broadsideCardRule(from, refOf(t, t.tonnant), fireOrder(from, { ...WISHED, distanceCm: 14, rake: 'none' }, false)),
      TWO_FOURS,
    );
    const m = await post(t, t.p1, honest, rollsOf(honest));
    expect(entryOf(t, m.id)).toMatchObject({ status: 'open', gmOnly: 'playerDice' });
    expect(await press(t, t.p1.ask(cardButtonRequest('apply', m.id, revisionOf(t, m.id), null)!))).toMatchObject({
      code: 'awaitingGM',
    });
  });
});

describe('a broadside off her squadron’s Fire card says so on its card', () => {
  /** The battle's deck as the GM left it: the turn begun and this card just drawn. */
  const dealt = (t: Table, card: string) => {
    const setup = {
      squadrons: ['British', 'French'],
      gettingChoppy: false,
      boatsLaunched: false,
      shoreBatteries: false,
      fireshipAblaze: false,
      shipsGrappled: false,
      shipsBurning: false,
    };
    const battle = t.server.combats.get(t.combatId)!;
    // Once a deck is dealt only the ships the GM placed sail: the British and the French squadrons.
    const placed = (id: string, side: 'friendly' | 'hostile', names: string[]) => {
      const ships = battle.combatants.filter((c) => names.includes(c.name)).map((c) => c.id);
      return { id, side, ships, flagship: ships[0]! };
    };
    battle.system.squadrons = [
      placed('British', 'friendly', ['HMS Defiance', 'HMS Ajax']),
      placed('French', 'hostile', ['Le Tonnant', 'Fougueux']),
    ];
    const begun = beginDeck(setup, t.gm.userId).deck;
    const index = begun.drawPile.indexOf(card) + 1;
    expect(index, card).toBeGreaterThan(0);
    battle.system.deck = drawAction(begun, { roll: () => [index] }, t.gm.userId).deck;
  };
  const order = (t: Table) => (newest(t).system as BroadsideCard).order;

  it('on the French Move card, the desk’s card of Defiance’s shot says she fired off her Fire card', async () => {
    const t = await abeamTwoFours();
    dealt(t, 'move:French');
    expect(await press(t, t.p1.ask(fire(t)))).toMatchObject({ ok: true, code: 'fired' });
    expect(order(t)?.offCard).toBe(true);
  });

  it('on her own Fire card it says nothing of the kind', async () => {
    const t = await abeamTwoFours();
    dealt(t, 'fire:British');
    expect(await press(t, t.p1.ask(fire(t)))).toMatchObject({ ok: true, code: 'fired' });
    expect(order(t)?.offCard).toBe(false);
  });

  it('is the table’s word: a request that claims to be on her card is no fire request at all', () => {
    const good = { kind: 'fire', firer: 'Actor.a000000000000001', target: 'Actor.a000000000000002', input: WISHED };
    expect(wire(good)).not.toBeNull();
    expect(wire({ ...good, input: { ...WISHED, offCard: false } })).toBeNull();
  });
});

describe('a KMH Fire request in a world that plays another gunnery', () => {
  it('is refused before any die: the world’s rules fire no such broadside', async () => {
    registerGunneryModules();
    try {
      const t = await abeamTwoFours();
      playGunnery(t.server, 'kyngesreach');
      const before = t.server.messages.size;
      expect(await press(t, t.p1.ask(fire(t)))).toMatchObject({ ok: false, code: 'notThisGunnery' });
      expect(t.server.messages.size).toBe(before);
    } finally {
      forgetGunneryModules();
    }
  });
});
