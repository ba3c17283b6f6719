/**
 * The cards an event card's procedure rolls on the GM's client (modules/kmh/deck-procedures.ts runDrawnCard)
 * for a ship the GM has hidden: no player's client is sent anything of them, while the GMs read
 * them and the desk seals them on their dice (decision procedure-hidden-ships).
 */
import { describe, expect, it } from 'vitest';
import '../support/fake-canvas';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { holdGlobals } from '../support/fake-globals';
import { press, table, type Table } from './table';
import type { FakeClient } from '../support/fake-foundry';

const { runDrawnCard } = await import('../../src/modules/kmh/deck-procedures');
const { runStrikeTests } = await import('../../src/modules/kmh/gunnery/strike-actions');

/** Every message the server sent a client, whole, as its user could read it in his browser. */
const received = (t: Table, client: FakeClient) =>
  JSON.stringify([...client.chat].map((id) => t.server.messages.get(id) ?? null));

/** Le Tonnant (hidden) and HMS Defiance (seen) both on fire; the GM draws the Fire Test card. */
async function fireTest(roll: { mode?: string } = {}) {
  const t = table();
  const combat = t.server.combats.get(t.combatId)!;
  const tonnant = combat.combatants.find((c) => c.actorUuid === t.tonnant.uuid)!;
  tonnant.hidden = true;
  for (const ship of [t.tonnant, t.defiance]) t.server.actors.get(ship.uuid)!.system.damage.onFire = true;
  if (roll.mode) t.server.users.get(t.gm.userId)!.rollMode = roll.mode;
  // Each fire test rolls one d6: a 6 each, the fire spreads or not as the card says.
  t.deskDice.next = new ScriptedDice([6, 6, 6, 6]);
  const release = holdGlobals(t.gm.globals);
  try {
    const battle = (t.gm.globals.game as { combats: { get(id: string): never } }).combats.get(t.combatId);
    await press(t, runDrawnCard(battle, 'fireTest'));
  } finally {
    release();
  }
  return { t, tonnant };
}

describe("an event card's procedure for a hidden ship", () => {
  for (const mode of ['publicroll', 'gmroll', 'blindroll']) {
    it(`sends no player anything naming her or her ids, the GM rolling in ${mode}`, async () => {
      const { t, tonnant } = await fireTest({ mode });
      const cards = [...t.server.messages.values()].filter((m) => m.type === 'turnRoll');
      expect(cards).toHaveLength(2);
      for (const player of [t.p1, t.p2, t.stranger]) {
        const text = received(t, player);
        expect(text, player.userId).not.toContain('Le Tonnant');
        expect(text, player.userId).not.toContain(t.tonnant.uuid.split('.').pop());
        expect(text, player.userId).not.toContain(tonnant.tokenId);
      }
      // The seen ship's card is posted as any other; her players may read it in a public roll.
      if (mode === 'publicroll') expect(received(t, t.p1)).toContain('HMS Defiance');
      // Both GMs read the hidden ship's card, and the desk sealed it on its dice: open, not void.
      const hidden = cards.find((m) => JSON.stringify(m.system).includes('Le Tonnant'))!;
      expect([...hidden.whisper].sort()).toEqual([t.gm.userId, t.gm2.userId].sort());
      expect(hidden.rolls).toEqual([]);
      for (const gm of [t.gm, t.gm2]) expect(gm.chat.has(hidden.id)).toBe(true);
      expect(t.server.ledger.cards.find((c) => c.messageId === hidden.id)).toMatchObject({ status: 'open' });
    });
  }
});

describe('the Strike Test procedure for a hidden marked ship', () => {
  it("sends her card to the GMs alone, sealed on its dice; a seen ship's goes out as any card", async () => {
    const t = table();
    for (const ship of [t.tonnant, t.defiance]) t.server.actors.get(ship.uuid)!.system.strike.marked = true;
    t.deskDice.next = new ScriptedDice([50, 50]);
    const release = holdGlobals(t.gm.globals);
    try {
      const actor = (uuid: string) => (t.gm.globals.fromUuidSync as (u: string) => never)(uuid);
      const ships = [actor(t.tonnant.uuid), actor(t.defiance.uuid)];
      // The table runDrawnCard gives: the battle's tokens, and Le Tonnant kept from the players.
      const kept = (a: { uuid: string }) => a.uuid === t.tonnant.uuid;
      await press(t, runStrikeTests(ships, {}, { keptFromPlayers: kept, tokens: [] }));
    } finally {
      release();
    }
    const cards = [...t.server.messages.values()].filter((m) => m.type === 'strike');
    expect(cards).toHaveLength(2);
    for (const player of [t.p1, t.p2, t.stranger]) expect(received(t, player)).not.toContain('Le Tonnant');
    expect(received(t, t.p1)).toContain('HMS Defiance');
    const hidden = cards.find((m) => JSON.stringify(m.system).includes('Le Tonnant'))!;
    expect(t.server.ledger.cards.find((c) => c.messageId === hidden.id)).toMatchObject({ status: 'open' });
  });
});
