/**
 * A world that changes its turn sequence in the middle of a battle and back, through the fake
 * server and the real desk: a battle begun under KMH's deck goes over to Kyngesreach's wind-gauge
 * rounds and back again. Each module keeps what it wrote in the battle (the deck, the squadrons
 * fixed when it began, the round, the gauge), either may go on from where it stood, and the
 * tracker draws the section of the sequence the world plays each time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RandomDice, ScriptedDice, seededRandom } from '../../src/rules/dice/dice';
import type { BattleData } from '../../src/data/battle-data';
import { SYSTEM_PATH } from '../../src/constants';
import { battleGauge } from '../../src/modules/kyngesreach/gauge-store';
import { krRound } from '../../src/modules/kyngesreach/round-store';
import { KR_TEMPLATE } from '../../src/modules/kyngesreach/templates';
import { DECK_TRACKER_TEMPLATES } from '../../src/modules/kmh/deck-view';
import { asClient, press, table, type Table } from '../authority/table';
import { forgetGunneryModules, playTurnSequence, registerGunneryModules } from './kr-setup';
import type { FakeClient } from '../support/fake-foundry';

// The tracker and the battle's class need core's (fake-canvas installs them when kr-setup loads it).
const { BroadsideCombat } = await import('../../src/combat/combat');
const { BroadsideCombatTracker } = await import('../../src/combat/tracker');

beforeAll(registerGunneryModules);
afterAll(forgetGunneryModules);

const stored = (t: Table): BattleData => t.server.combats.get(t.combatId)!.system;
const ROUNDS_PART = `${SYSTEM_PATH}/${KR_TEMPLATE.rounds}`;

const deckAsk = (t: Table, action: string) =>
  press(
    t,
    t.gm.ask({
      kind: 'deck',
      combatId: t.combatId,
      serial: stored(t).deck?.serial ?? 0,
      action,
      card: '',
      commander: '',
      subordinates: [],
    } as never),
  );
const roundAsk = (t: Table, action: 'next' | 'contest') =>
  press(t, t.gm.ask({ kind: 'krRound', combatId: t.combatId, action, round: krRound(stored(t)) }));

/**
 * The tracker's context as this client's tracker draws it (BroadsideCombatTracker#deckContext): the
 * battle read as the client reads it, its section from the turn sequence the world plays.
 */
function tracker(t: Table, client: FakeClient) {
  return asClient(t, client, () => {
    const data = structuredClone(t.server.combats.get(t.combatId)!.system);
    const system = { ...data, toObject: () => structuredClone(data) };
    const entries = (game.combats.get(t.combatId) as unknown as { shipEntries: () => unknown[] }).shipEntries;
    const battle = Object.assign(Object.create(BroadsideCombat.prototype) as object, {
      id: t.combatId,
      system,
      shipEntries: entries,
    });
    const context = BroadsideCombatTracker.prototype.deckContext.call({ battle } as never);
    return context as unknown as { turn: { template: string; round?: number; begun?: boolean } | null };
  });
}

/** What each module keeps of the battle: KMH's deck and the squadrons it fixed, Kyngesreach's round and gauge. */
const kept = (t: Table) => ({
  deck: structuredClone(stored(t).deck),
  squadrons: structuredClone(stored(t).squadrons),
  round: krRound(stored(t)),
  gauge: battleGauge(stored(t)),
});

describe('a battle whose world changes its turn sequence and back', () => {
  it("keeps the deck, the squadrons, the round and the gauge, and the tracker draws the world's section", async () => {
    const t = table();
    playTurnSequence(t.server, 'kmh');
    expect(await deckAsk(t, 'begin')).toMatchObject({ ok: true });
    expect(await deckAsk(t, 'draw')).toMatchObject({ ok: true });
    const underDeck = kept(t);
    expect(underDeck.deck?.played).toHaveLength(1);
    expect(underDeck.squadrons.length).toBeGreaterThan(0);
    expect((await tracker(t, t.gm)).turn).toMatchObject({ template: DECK_TRACKER_TEMPLATES.template, begun: true });

    playTurnSequence(t.server, 'kyngesreach');
    expect((await tracker(t, t.gm)).turn).toMatchObject({ template: ROUNDS_PART, round: 0 });
    expect(kept(t)).toEqual(underDeck);
    expect(await roundAsk(t, 'next')).toMatchObject({ ok: true, code: 'roundTurned' });
    // Round 1's Weather Sense contest: Defiance 3, Tonnant 18.
    const weather = new ScriptedDice([1, 1, 1, 6, 6, 6]);
    t.deskDice.next = weather;
    expect(await roundAsk(t, 'contest')).toMatchObject({ ok: true, code: 'gaugeRolled' });
    expect(weather.remaining).toBe(0);
    t.deskDice.next = new RandomDice(seededRandom(3));
    const underRounds = kept(t);
    expect(underRounds).toEqual({ ...underDeck, round: 1, gauge: { round: 1, holder: t.defiance.uuid } });
    expect((await tracker(t, t.p1)).turn).toMatchObject({ template: ROUNDS_PART, round: 1 });

    playTurnSequence(t.server, 'kmh');
    expect(kept(t)).toEqual(underRounds);
    expect((await tracker(t, t.p1)).turn).toMatchObject({ template: DECK_TRACKER_TEMPLATES.template, begun: true });
    // The deck goes on from the card it stood at.
    expect(await deckAsk(t, 'draw')).toMatchObject({ ok: true });
    expect(stored(t).deck?.played).toHaveLength(2);
    const backOnDeck = kept(t);
    expect({ ...backOnDeck, deck: underRounds.deck }).toEqual(underRounds);

    playTurnSequence(t.server, 'kyngesreach');
    expect(kept(t)).toEqual(backOnDeck);
    expect((await tracker(t, t.gm)).turn).toMatchObject({ template: ROUNDS_PART, round: 1 });
    // The rounds go on from the round they stood at.
    expect(await roundAsk(t, 'next')).toMatchObject({ ok: true, code: 'roundTurned' });
    expect(kept(t)).toMatchObject({ deck: backOnDeck.deck, squadrons: backOnDeck.squadrons, round: 2, gauge: null });
  });
});
