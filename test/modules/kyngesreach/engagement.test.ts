/**
 * Three Kyngesreach rounds between HMS Defiance and Le Tonnant (two 74s, crews of the texts' average)
 * at the fake table, every die scripted: each round's gauge contest from the sheets, the holder
 * firing first, each card posted and applied by the real desk, the other ship answering with what
 * the first broadside left her, and the reload timers counting down per battery at each new round.
 * The rounds run as the tracker runs them: the GM's Next round and a captain's gauge contest are
 * asked of the real desk, which turns the round once, clears the gauge, posts the contest's card and
 * records its holder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedDice, type DiceSource } from '../../../src/rules/dice/dice';
import { RulesError } from '../../../src/rules/errors';
import { hitsFor, judgeRoll, ownDamageModifier, rollHitRate } from '../../../src/rules/kyngesreach';
import { cardButtonRequest } from '../../../src/chat/card-controls';
import type { AnyCard } from '../../../src/chat/card-kinds';
import type { GunneryCard } from '../../../src/authority/gunnery';
import { krCardRule, type KrOrder } from '../../../src/modules/kyngesreach/card';
import { KR, krFigures, krPartOf, krState, trackValues } from '../../../src/modules/kyngesreach/part';
import {
  firingOrderOf,
  gaugeContest,
  gaugeStanding,
  reloadCountdown,
} from '../../../src/modules/kyngesreach/gauge-turn';
import { post, press, refOf, revisionOf, rolled, table, type Table } from '../../authority/table';
import { forgetGunneryModules, playGunnery, registerGunneryModules } from '../kr-setup';
import type { FakeActor } from '../../support/fake-foundry';
import type { Notice } from '../../../src/data/notices';
import { battleGauge } from '../../../src/modules/kyngesreach/gauge-store';
import { krRound } from '../../../src/modules/kyngesreach/round-store';
import '../../../src/modules/kyngesreach/round-desk';

beforeAll(registerGunneryModules);
afterAll(forgetGunneryModules);

const noCrew = { crew: () => null, owners: () => [] };
/** Enough fours for every hit's place and damage. */
const FILL = Array<number>(400).fill(4);

const ship = (t: Table, actor: FakeActor) => refOf(t, actor);
const part = (t: Table, actor: FakeActor) => krPartOf(t.server.actors.get(actor.uuid)!.system);
const tracks = (t: Table, actor: FakeActor) => {
  const figures = krFigures(t.server.actors.get(actor.uuid)!.system);
  return trackValues(figures, krState(figures, part(t, actor)));
};

/** The GM's broadside: rolled on his client with these Gunner dice, posted and applied through the desk. */
async function fire(t: Table, firer: FakeActor, target: FakeActor, order: KrOrder, gunnerDice: number[]) {
  const rule = krCardRule(ship(t, firer), ship(t, target), order, noCrew)!;
  const card = rolled(rule as (d: DiceSource) => AnyCard, new ScriptedDice([...gunnerDice, ...FILL])) as GunneryCard &
    AnyCard;
  const message = await post(t, t.gm, card);
  const answer = await press(t, t.gm.ask(cardButtonRequest('apply', message.id, revisionOf(t, message.id), null)!));
  expect(answer.code).toBe('applied');
  // Applied exactly: the target's part is what the card says.
  expect(tracks(t, target)).toEqual(card.changes.find((c) => c.actorUuid === target.uuid)!.part.after);
  return card.record as { hits: number; guns: number; effective: number; battery: string };
}

const battleOf = (t: Table) => t.server.combats.get(t.combatId)!.system;

/**
 * A new round as the tracker's Next round asks it of the desk: the round turns once (a second GM
 * pressing for the same round is refused and counts nothing down again) and the gauge is cleared.
 */
async function newRound(t: Table) {
  const round = krRound(battleOf(t));
  const next = { kind: 'krRound', combatId: t.combatId, action: 'next', round } as const;
  expect(await press(t, t.gm.ask(next))).toMatchObject({ ok: true, code: 'roundTurned' });
  const reloads = () => [t.defiance, t.tonnant].map((s) => part(t, s).batteries);
  const once = reloads();
  expect(await press(t, t.gm2.ask(next))).toMatchObject({ ok: false, code: 'staleRound' });
  expect(reloads()).toEqual(once);
  expect(krRound(battleOf(t))).toBe(round + 1);
  expect(t.server.combats.get(t.combatId)!.round).toBe(round + 1);
  expect(battleGauge(battleOf(t))).toBeNull();
}

/**
 * The round's gauge contest as Pellew (Defiance's captain) asks it, from round 2 with the GM's go: the
 * desk rolls it on these dice, posts its card with both ships' rolls and records the holder; a second
 * ask is refused.
 */
async function contestAtDesk(t: Table, dice: number[]) {
  const round = krRound(battleOf(t));
  const seen = new Set(t.server.messages.keys());
  t.deskDice.next = new ScriptedDice(dice);
  const ask = { kind: 'krRound', combatId: t.combatId, action: 'contest', round } as const;
  if (round > 1) {
    // From round 2 his press says his side is ready and waits for the other's; the GM's is the go
    // (decision kr-gauge-tries).
    expect(await press(t, t.p1.ask(ask))).toMatchObject({ ok: false, code: 'gaugeAwaitsOther' });
    expect(await press(t, t.gm.ask(ask))).toMatchObject({ ok: true, code: 'gaugeRolled' });
    expect(await press(t, t.p1.ask(ask))).toMatchObject({ ok: false, code: 'gaugeContested' });
  } else {
    expect(await press(t, t.p1.ask(ask))).toMatchObject({ ok: true, code: 'gaugeRolled' });
    expect(await press(t, t.gm.ask(ask))).toMatchObject({ ok: false, code: 'gaugeContested' });
  }
  const posted = [...t.server.messages.values()].filter((m) => !seen.has(m.id));
  expect(posted).toHaveLength(1);
  const card = posted[0]!.system as Notice;
  const gauge = battleGauge(battleOf(t));
  expect(gauge?.round).toBe(round);
  return { card, holder: gauge?.holder };
}

const ownDamage = (t: Table, actor: FakeActor) => {
  const figures = krFigures(t.server.actors.get(actor.uuid)!.system);
  return ownDamageModifier(figures, krState(figures, part(t, actor)));
};

const order = (over: Partial<KrOrder>): KrOrder => ({
  battery: 'starboard',
  targetFacing: 'port',
  distanceCm: 10,
  gauge: 'tie',
  called: null,
  mast: null,
  morale: 0,
  reloadWith: 'round',
  ...over,
});
const expectedHits = (effective: number, total: number, guns: number) =>
  hitsFor(rollHitRate(judgeRoll(effective, total)), guns, 'standard');

describe('a three-round Kyngesreach engagement at the table', () => {
  it('plays gauge, firing order, hits and reload timers round by round', async () => {
    const t = table();
    playGunnery(t.server, KR);
    const { defiance: a, tonnant: b } = t;
    // The GM begins the rounds: round 1, nothing to count down.
    await newRound(t);

    // Round 1: Weather Sense 10 each. Defiance rolls 5 (a success), Le Tonnant 16 (a failure): Defiance holds.
    const r1 = gaugeContest(1, ship(t, a), ship(t, b), noCrew, new ScriptedDice([1, 2, 2, 6, 5, 5]));
    expect([r1.kind, r1.holder]).toEqual(['weather-sense', 'a']);
    const c1 = await contestAtDesk(t, [1, 2, 2, 6, 5, 5]);
    expect(c1.holder).toBe(a.uuid);
    expect(c1.card).toMatchObject({
      key: 'BROADSIDE.Kr.Rounds.Chat.weather',
      data: { round: '1', a: a.name, b: b.name, aTotal: '5', bTotal: '16', aSkill: '10', holder: a.name },
    });
    expect(firingOrderOf(r1.holder, ship(t, a), ship(t, b))).toEqual([[a.uuid], [b.uuid]]);
    // She fires first, Gunner 12 +1 for the gauge, rolling 6.
    const first = await fire(t, a, b, order({ gauge: gaugeStanding(r1.holder, 'a') }), [2, 2, 2]);
    expect(first.effective).toBe(13);
    expect(first.hits).toBe(expectedHits(13, 6, 37));
    expect(first.hits).toBeGreaterThan(0);
    // Le Tonnant answers from the battery facing her, with the guns and readiness the broadside left
    // her (her own damage counts against her Gunner roll); 18 misses.
    const gunsLeft = 37 - part(t, b).batteries.port.gunsLost;
    const hurt = ownDamage(t, b);
    expect(hurt).toBeLessThan(0);
    const answer = await fire(t, b, a, order({ battery: 'port', gauge: gaugeStanding(r1.holder, 'b') }), [6, 6, 6]);
    expect([answer.guns, answer.effective, answer.hits]).toEqual([gunsLeft, 12 + hurt, 0]);
    expect([part(t, a).batteries.starboard.reload, part(t, b).batteries.port.reload]).toEqual([3, 3]);

    // Round 2: each fired battery one round nearer. Seamanship contest: Defiance 17, Le Tonnant 4: she holds;
    // the card names each roll against the skill after every modifier (the first round's damage counts).
    await newRound(t);
    expect([part(t, a).batteries.starboard.reload, part(t, b).batteries.port.reload]).toEqual([2, 2]);
    const r2 = gaugeContest(2, ship(t, a), ship(t, b), noCrew, new ScriptedDice([6, 6, 5, 1, 1, 2]));
    expect([r2.kind, r2.holder]).toEqual(['seamanship', 'b']);
    const c2 = await contestAtDesk(t, [6, 6, 5, 1, 1, 2]);
    expect(c2.holder).toBe(b.uuid);
    expect(c2.card).toMatchObject({
      key: 'BROADSIDE.Kr.Rounds.Chat.seamanship',
      data: {
        round: '2',
        aTotal: '17',
        aSkill: String(r2.rolls[0]!.effective),
        aMargin: String(r2.rolls[0]!.margin),
        bTotal: '4',
        bSkill: String(r2.rolls[1]!.effective),
        bMargin: `+${r2.rolls[1]!.margin}`,
        holder: b.name,
      },
    });
    expect(firingOrderOf(r2.holder, ship(t, a), ship(t, b))).toEqual([[b.uuid], [a.uuid]]);
    // A loaded battery each: Le Tonnant's starboard first, Defiance's port in answer.
    const second = await fire(
      t,
      b,
      a,
      order({ gauge: gaugeStanding(r2.holder, 'b'), targetFacing: 'port' }),
      [3, 3, 3],
    );
    const tonnantHurt = ownDamage(t, b);
    expect(second.hits).toBe(expectedHits(12 + 1 + tonnantHurt, 9, 37));
    const defianceGuns = 37 - part(t, a).batteries.port.gunsLost;
    const defianceHurt = ownDamage(t, a);
    const reply = await fire(
      t,
      a,
      b,
      order({ battery: 'port', targetFacing: 'starboard', gauge: gaugeStanding(r2.holder, 'a') }),
      [2, 3, 3],
    );
    expect([reply.guns, reply.hits]).toEqual([defianceGuns, expectedHits(12 + defianceHurt, 8, defianceGuns)]);

    // Round 3: the timers run on per battery; a tied contest (both roll 11) fires both at once, but
    // every battery is still reloading, so the rules refuse each shot before a die is drawn.
    await newRound(t);
    expect(part(t, a).batteries).toMatchObject({ starboard: { reload: 1 }, port: { reload: 2 } });
    expect(part(t, b).batteries).toMatchObject({ port: { reload: 1 }, starboard: { reload: 2 } });
    const r3 = gaugeContest(3, ship(t, a), ship(t, b), noCrew, new ScriptedDice([3, 4, 4, 3, 4, 4]));
    expect([r3.holder, r3.tie]).toEqual([null, true]);
    const c3 = await contestAtDesk(t, [3, 4, 4, 3, 4, 4]);
    expect(c3.holder).toBeNull();
    expect(c3.card.data.holder).toEqual({ key: 'BROADSIDE.Kr.Rounds.Chat.nobody' });
    expect(firingOrderOf(r3.holder, ship(t, a), ship(t, b))).toEqual([[a.uuid, b.uuid]]);
    for (const [firer, target] of [
      [a, b],
      [b, a],
    ] as const)
      for (const battery of ['port', 'starboard'] as const) {
        const refused = () => krCardRule(ship(t, firer), ship(t, target), order({ battery }), noCrew);
        expect(refused).toThrow(RulesError);
        expect(refused).toThrow(/reloading/);
      }
    // One more round and the batteries fired in round 1 are loaded again; no countdown below zero.
    await newRound(t);
    expect([part(t, a).batteries.starboard.reload, part(t, b).batteries.port.reload]).toEqual([0, 0]);
    await newRound(t);
    expect([part(t, a).batteries.port.reload, part(t, b).batteries.starboard.reload]).toEqual([0, 0]);
    expect(reloadCountdown(ship(t, a))).toBeNull();
  });
});
