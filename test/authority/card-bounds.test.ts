/**
 * A card beyond what the rules can make, through the fake server: a roll record of 100,000 dice,
 * a name of a megabyte, a roll of 100,000 dice in the message. The card models refuse it, the desk
 * holds it void with its reason and keeps no entry for it, and the largest cards the engine really
 * makes (a 1st rate's raking broadside from every gun she has) still pass (decision card-bounds).
 */
import { describe, expect, it } from 'vitest';
import { defineBroadsideCard, defineDuelCard } from '../../src/data/card-models';
import { defineBoardingCard } from '../../src/modules/kmh/boarding/card-model';
import { cardRefusal } from '../../src/data/card-kinds';
import { defineDeckCard, defineNotice } from '../../src/data/message-models';
import {
  MAX_CARD_DICE,
  MAX_DICE_POOL,
  MAX_FIRE_FACTOR,
  MAX_NAME_LENGTH,
  MAX_RECORD_LIST,
  cardSizeRefusal,
  withinRecordBounds,
} from '../../src/data/card-bounds';
import { isBoundedDuelRecord } from '../../src/data/duels';
import { readEnvelope, readAnswer, MAX_ENVELOPE_CHARS } from '../../src/authority/channel/protocol';
import { NATIONAL_CLASSES, QUALITIES, planBroadside, type BroadsideOrder } from '../../src/rules/kmh';
import { cardButtonRequest } from '../../src/chat/card-controls';
import { broadsideCard, broadsideRule } from '../../src/modules/kmh/gunnery/broadside-card';
import { firePlan, defaultFireInput } from '../../src/modules/kmh/gunnery/fire';
import type { ShipRef } from '../../src/data/ship-ref';
import { shipStateOf } from '../../src/data/ship-state';
import { RandomDice, seededRandom } from '../../src/rules/dice/dice';
import { checkAgainstSchema } from '../support/schema-check';
import { deriveShip, shipSource } from '../support/fixtures';
import { post, press, revisionOf, table, type Table } from './table';
import type { AnyCard } from '../../src/chat/card-kinds';

/** A roll's data as a message keeps it (Roll#toJSON): one die term with a result per die. */
const rollJson = (count: number, faces = 6, face = 4) =>
  JSON.stringify({
    class: 'Roll',
    options: {},
    dice: [],
    formula: `${count}d${faces}`,
    terms: [
      {
        class: 'Die',
        options: {},
        evaluated: true,
        number: count,
        faces,
        modifiers: [],
        results: Array.from({ length: count }, () => ({ result: face, active: true })),
      },
    ],
    total: count * face,
    evaluated: true,
  });

/** A 1st rate at her most: 120 guns and over-gunned, elite Jolly Jack Tars, carronades only, her first broadside
 * unfired. */
function firstRate(t: Table) {
  const source = shipSource({
    guns: 120,
    rate: 'first',
    nationality: 'British',
    nationalClass: 'jollyJackTars',
    quality: 'elite',
    fireFactor: { adjust: 1 },
    characteristics: { initialBroadside: true, carronadesOnly: true },
  });
  return t.server.addShip('HMS Victory', source, [t.p1.userId]);
}

/** Her broadside raking the enemy's stern from close by, as the fire dialog rolls it. */
function raking(t: Table, firer: ReturnType<typeof firstRate>, name = firer.name) {
  const ref = (uuid: string): ShipRef => {
    const actor = t.server.actors.get(uuid)!;
    const source = structuredClone(actor.system);
    return { uuid, name: actor.name, source, derived: deriveShip(source) };
  };
  const from = { ...ref(firer.uuid), name };
  const to = ref(t.tonnant.uuid);
  const plan = firePlan(from, { ...defaultFireInput('starboard', null), distanceCm: 2, rake: 'stern' }, false);
  const outcome = broadsideRule(
    plan,
    shipStateOf(to.source, to.derived),
    shipStateOf(from.source, from.derived),
    false,
  )(new RandomDice(seededRandom(3)));
  return { card: broadsideCard(from, to, 'starboard', plan, outcome), plan };
}

/** Posts a card with its rolls and asks to apply it, as the Apply button does. */
async function postAndApply(t: Table, card: AnyCard, rolls: string[]) {
  const message = await post(t, t.p1, card, rolls);
  const answer = await press(t, t.p1.ask(cardButtonRequest('apply', message.id, revisionOf(t, message.id), null)!));
  return { message, answer };
}

describe("the bounds come from the engine's maxima", () => {
  it('the largest pool the engine builds is the bound, and no order builds a larger one', () => {
    let largest = 0;
    for (const nationalClass of NATIONAL_CLASSES)
      for (const quality of QUALITIES)
        for (const carronadesOnly of [false, true])
          for (const rake of ['none', 'stern', 'bow'] as const)
            for (const aim of ['hull', 'rigging'] as const)
              for (const distanceCm of [1, 5, 10, 20, 30])
                for (const decks of [1, 2, 3]) {
                  const order: BroadsideOrder = {
                    fireFactor: MAX_FIRE_FACTOR,
                    decks,
                    nationalClass,
                    quality,
                    traits: { initialBroadside: true, carronadesOnly },
                    distanceCm,
                    aim,
                    rake,
                    firstFromThisSide: true,
                  };
                  let pool = 0;
                  try {
                    pool = planBroadside(order).pool;
                  } catch {
                    // An order the rules refuse (rigging at point blank) builds no pool.
                  }
                  largest = Math.max(largest, pool);
                }
    expect(largest).toBe(MAX_DICE_POOL);
  });
});

describe('a card beyond the bounds, on the desk', () => {
  it('refuses a card whose roll record holds 100,000 dice: void with its reason, no entry kept', async () => {
    const t = table();
    const victory = firstRate(t);
    const { card } = raking(t, victory);
    const huge = structuredClone(card);
    huge.outcome.roll.faces = Array.from({ length: 100_000 }, () => 6);
    expect(cardRefusal('broadside', huge)).toBe('cardTooLarge');
    expect(checkAgainstSchema(defineBroadsideCard(), huge).length).toBeGreaterThan(0);
    const ledgerBefore = JSON.stringify(t.server.ledger);
    const shipsBefore = JSON.stringify([...t.server.actors.values()].map((a) => a.system));
    const { answer } = await postAndApply(t, huge, [rollJson(88)]);
    expect(answer).toMatchObject({ ok: false, code: 'cardTooLarge' });
    expect(JSON.stringify(t.server.ledger)).toBe(ledgerBefore);
    expect(JSON.stringify([...t.server.actors.values()].map((a) => a.system))).toBe(shipsBefore);
  });

  it('refuses a card whose message carries a roll of 100,000 dice', async () => {
    const t = table();
    const victory = firstRate(t);
    const { card } = raking(t, victory);
    expect(cardRefusal('broadside', card, [rollJson(100_000)])).toBe('cardTooLarge');
    const { answer } = await postAndApply(t, card, [rollJson(100_000)]);
    expect(answer).toMatchObject({ ok: false, code: 'cardTooLarge' });
    expect(t.server.ledger.cards).toHaveLength(0);
  });

  it('refuses a card with a name of a megabyte', async () => {
    const t = table();
    const victory = firstRate(t);
    const { card } = raking(t, victory, 'V'.repeat(1024 * 1024));
    expect(cardRefusal('broadside', card)).toBe('cardTooLarge');
    expect(checkAgainstSchema(defineBroadsideCard(), card).join('\n')).toMatch(/firer\.name/);
    const { answer } = await postAndApply(t, card, [rollJson(88)]);
    expect(answer).toMatchObject({ ok: false, code: 'cardTooLarge' });
    // One character past the longest name is refused too; the longest itself passes.
    expect(cardRefusal('broadside', raking(t, victory, 'V'.repeat(MAX_NAME_LENGTH + 1)).card)).toBe('cardTooLarge');
    expect(cardRefusal('broadside', raking(t, victory, 'V'.repeat(MAX_NAME_LENGTH)).card)).toBeNull();
  });

  it("still takes a 1st rate's raking broadside from every gun she has, with its real rolls", async () => {
    const t = table();
    const victory = firstRate(t);
    const { card, plan } = raking(t, victory, 'V'.repeat(MAX_NAME_LENGTH));
    expect(plan.pool).toBe(MAX_DICE_POOL);
    expect(card.outcome.roll.faces).toHaveLength(MAX_DICE_POOL);
    const rolls = [rollJson(MAX_DICE_POOL), rollJson(1, 10), rollJson(1, 10), rollJson(1, 6), rollJson(2, 6)];
    expect(cardRefusal('broadside', card, rolls)).toBeNull();
    // As the model stores it: a card without a choice or an order holds null.
    expect(checkAgainstSchema(defineBroadsideCard(), { choice: null, order: null, ...card })).toEqual([]);
    const { message, answer } = await postAndApply(t, card, rolls);
    expect(answer.code).not.toBe('cardTooLarge');
    expect(answer.code).not.toBe('notACard');
    // Judged like any card: kept in the ledger, open or void by what its dice give (decision ledger-store).
    expect(t.server.ledger.cards.some((c) => c.messageId === message.id)).toBe(true);
  });
});

describe('the bounds of every part of a card', () => {
  it('bounds the lists, texts, numbers and depth of an engine record', () => {
    expect(withinRecordBounds({ faces: Array.from({ length: MAX_RECORD_LIST }, () => 6) })).toBe(true);
    expect(withinRecordBounds({ faces: Array.from({ length: MAX_RECORD_LIST + 1 }, () => 6) })).toBe(false);
    expect(withinRecordBounds({ name: 'x'.repeat(MAX_NAME_LENGTH + 1) })).toBe(false);
    expect(withinRecordBounds({ n: 1e9 })).toBe(false);
    expect(withinRecordBounds({ n: Number.NaN })).toBe(false);
    let deep: unknown = 1;
    for (let i = 0; i < 20; i++) deep = { deep };
    expect(withinRecordBounds(deep)).toBe(false);
    const wide = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`k${i}`, Array.from({ length: 80 }, () => 1)]),
    );
    expect(withinRecordBounds(wide)).toBe(false);
    expect(withinRecordBounds({ [`${'k'.repeat(200)}`]: 1 })).toBe(false);
  });

  it('bounds the dice a message carries and the size of its data', () => {
    expect(cardSizeRefusal({}, [rollJson(MAX_CARD_DICE)])).toBeNull();
    expect(cardSizeRefusal({}, [rollJson(MAX_CARD_DICE + 1)])).toBe('cardTooLarge');
    expect(
      cardSizeRefusal(
        {},
        Array.from({ length: 65 }, () => rollJson(1)),
      ),
    ).toBe('cardTooLarge');
    expect(cardSizeRefusal({}, ['not json'])).toBe('cardTooLarge');
    expect(cardSizeRefusal({ junk: 'x'.repeat(200_000) })).toBe('cardTooLarge');
  });

  it("bounds the other cards' lists and numbers in their models", () => {
    const named = { uuid: 'Actor.a000000000000001', name: 'HMS Ajax' };
    const boarding = {
      kind: 'boarding',
      attacker: named,
      defender: named,
      stages: Array.from({ length: 13 }, () => 'upper'),
      stageBefore: 0,
      stageAfter: 99,
      grapple: null,
      round: null,
      events: [],
      repelled: false,
      finished: false,
      fromBoats: null,
      changes: [],
      choice: null,
    };
    const problems = checkAgainstSchema(defineBoardingCard(), boarding).join('\n');
    expect(problems).toMatch(/stages/);
    expect(problems).toMatch(/stageAfter/);
    expect(cardRefusal('boarding', boarding)).toBe('cardTooLarge');
    const fighters = Array.from({ length: 7 }, (_, i) => ({
      id: `f${i}`,
      uuid: `Actor.a00000000000000${i}`,
      name: 'x',
    }));
    const duel = {
      kind: 'duel',
      duelId: 'd000000000000001',
      turn: 1e7,
      fighters,
      picks: {},
      steps: [],
      after: [],
      over: false,
      changes: [],
      choice: null,
    };
    const duelProblems = checkAgainstSchema(defineDuelCard(), duel).join('\n');
    expect(duelProblems).toMatch(/turn/);
    expect(duelProblems).toMatch(/fighters/);
    expect(cardRefusal('duel', duel)).toBe('cardTooLarge');
    const deck = {
      combatId: 'c000000000000001',
      card: 'x'.repeat(500),
      turn: 1,
      ships: Array.from({ length: 201 }, () => ({ name: 'n', img: '', tokenId: 't', hidden: false })),
    };
    expect(checkAgainstSchema(defineDeckCard(), deck).join('\n')).toMatch(/card[\s\S]*ships/);
    expect(
      checkAgainstSchema(defineNotice(), {
        key: 'BROADSIDE.x',
        data: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, 'v'])),
      }),
    ).not.toEqual([]);
  });

  it('bounds what travels to the desk and back, and the duel records', () => {
    const request = {
      kind: 'deck',
      combatId: 'c000000000000001',
      serial: 1e12,
      action: 'draw',
      card: '',
      commander: '',
      subordinates: [],
    };
    expect(readEnvelope({ id: 'q000000000000001', request })).toBeNull();
    expect(readEnvelope({ id: 'q000000000000001', request: { ...request, serial: 3 } })).not.toBeNull();
    expect(
      readAnswer({ id: 'q000000000000001', ok: false, code: 'stale', data: { name: 'x'.repeat(MAX_ENVELOPE_CHARS) } }),
    ).toBeNull();
    const record = {
      id: 'd000000000000001',
      refs: [],
      commitments: [],
      history: [],
      over: false,
      state: { turn: 1, fighters: [] },
    };
    expect(isBoundedDuelRecord(record)).toBe(true);
    expect(
      isBoundedDuelRecord({
        ...record,
        refs: Array.from({ length: 7 }, () => ({ id: 'f1', actorUuid: 'Actor.x', name: 'n', img: '' })),
      }),
    ).toBe(false);
    expect(isBoundedDuelRecord({ ...record, state: { turn: 1, fighters: [{ name: 'x'.repeat(1024 * 1024) }] } })).toBe(
      false,
    );
  });

  it('refuses a request or an answer text longer than any real one without reading it', async () => {
    const t = table();
    const text = JSON.stringify({
      id: 'q000000000000001',
      request: { kind: 'endDuel', duelId: 'd000000000000001' },
      pad: 'x'.repeat(MAX_ENVELOPE_CHARS),
    });
    const before = t.server.users.get(t.p1.userId)!.flags.broadside?.answer;
    await press(t, t.server.updateUser(t.p1.userId, t.p1.userId, { flags: { broadside: { request: text } } }));
    // Not read, so not answered.
    expect(t.server.users.get(t.p1.userId)!.flags.broadside?.answer).toBe(before);
  });
});
