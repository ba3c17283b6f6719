/**
 * The desk against a fake server that enforces Foundry's permissions: every forged, replayed,
 * stale or concurrent request is refused with its reason, and nothing it asked for happens.
 */
import { describe, expect, it, vi } from 'vitest';
import { broadside, FIVE_HITS_WITH_MAST, post, press, refOf, revisionOf, rolled, table, TWO_HITS } from './table';
import { PermissionDenied } from '../support/fake-foundry';
import { cardButtonRequest } from '../../src/chat/card-controls';
import { deckRequestOf } from '../../src/modules/kmh/deck-requests';
import { readSquadronForm } from '../../src/combat/squadron-form';
import { turnRollCard, turnRollRule } from '../../src/modules/kmh/turn-rolls';
import { boardingStepCardRule, grappleCardRule, startRecord } from '../../src/modules/kmh/boarding/card';
import { withShipTable } from '../../src/data/ledger-book';
import { ScriptedDice } from '../../src/rules/dice/dice';

describe('a card and who may apply it (decision chat-apply-policy)', () => {
  it('the GM applies a card at once, once: a second press, or a second GM at the same moment, applies nothing more', async () => {
    const t = table();
    const card = broadside(t, t.tonnant, t.defiance, FIVE_HITS_WITH_MAST);
    const message = await post(t, t.gm, card);
    const rev = revisionOf(t, message.id);
    const apply = cardButtonRequest('apply', message.id, rev, null)!;
    const [a, b] = await press(t, Promise.all([t.gm.ask(apply), t.gm2.ask(apply)]));
    expect([a.code, b.code].sort()).toEqual(['applied', 'stale']);
    expect(t.server.actors.get(t.defiance.uuid)!.system.damage.points).toBe(15);
    expect(t.server.actors.get(t.defiance.uuid)!.system.damage.mainmast).toBe(true);
    const again = await press(t, t.gm.ask(cardButtonRequest('apply', message.id, revisionOf(t, message.id), null)!));
    expect(again).toMatchObject({ ok: false, code: 'alreadyApplied' });
    expect(t.server.actors.get(t.defiance.uuid)!.system.damage.points).toBe(15);
  });

  it('a player applies his own card to ships he commands; one that hits a ship he does not command waits for the GM', async () => {
    const t = table();
    const message = await post(t, t.p1, broadside(t, t.defiance, t.tonnant, TWO_HITS));
    const asked = await press(t, t.p1.ask(cardButtonRequest('apply', message.id, revisionOf(t, message.id), null)!));
    expect(asked).toMatchObject({ ok: true, code: 'awaitingGM' });
    expect(t.server.actors.get(t.tonnant.uuid)!.system.damage.points).toBe(0);
    const approved = await press(
      t,
      t.gm.ask(cardButtonRequest('approve', message.id, revisionOf(t, message.id), null)!),
    );
    expect(approved).toMatchObject({ ok: true, code: 'applied' });
    expect(t.server.actors.get(t.tonnant.uuid)!.system.damage.points).toBe(2);
    // The player is told, in an answer only a GM could have written.
    expect(t.p1.told.map((a) => a.code)).toEqual(['approved']);
  });

  it('the GM may turn a waiting card down; the player is told and the card is open again', async () => {
    const t = table();
    const message = await post(t, t.p1, broadside(t, t.defiance, t.tonnant, TWO_HITS));
    await press(t, t.p1.ask(cardButtonRequest('apply', message.id, 0, null)!));
    const declined = await press(
      t,
      t.gm.ask(cardButtonRequest('decline', message.id, revisionOf(t, message.id), null)!),
    );
    expect(declined.code).toBe('declinedDone');
    expect(t.p1.told.map((a) => a.code)).toEqual(['declined']);
    expect(t.server.ledger.cards[0]).toMatchObject({ status: 'open', awaiting: null });
  });

  it('the target’s owner may accept the hit on his own ship without the GM', async () => {
    const t = table();
    const message = await post(t, t.gm, broadside(t, t.tonnant, t.ajax, TWO_HITS));
    const done = await press(t, t.p2.ask(cardButtonRequest('apply', message.id, revisionOf(t, message.id), null)!));
    expect(done.code).toBe('applied');
    expect(t.server.actors.get(t.ajax.uuid)!.system.damage.points).toBe(2);
  });
});

describe('forged, replayed and stale requests', () => {
  it('a player cannot ask as the GM: there is no user id to forge, and he can write no one’s mailbox but his own', async () => {
    const t = table();
    const message = await post(t, t.gm, broadside(t, t.tonnant, t.ajax, TWO_HITS));
    // The payload claims to be the GM's; the server names the stranger as the writer.
    const forged = JSON.stringify({
      id: 'forged-1',
      request: { ...cardButtonRequest('apply', message.id, 0, null), userId: t.gm.userId },
    });
    await press(
      t,
      t.server.updateUser(t.stranger.userId, t.stranger.userId, { flags: { broadside: { request: forged } } }),
    );
    expect(JSON.parse(t.server.users.get(t.stranger.userId)!.flags.broadside!.answer!)).toMatchObject({
      id: 'forged-1',
      ok: false,
      code: 'notYours',
    });
    // Writing into the GM's own mailbox is refused by the server.
    await expect(
      t.server.updateUser(t.stranger.userId, t.gm.userId, { flags: { broadside: { request: forged } } }),
    ).rejects.toThrow(PermissionDenied);
    expect(t.server.actors.get(t.ajax.uuid)!.system.damage.points).toBe(0);
  });

  it('an answer a player writes to himself is not believed', async () => {
    const t = table();
    await press(
      t,
      t.server.updateUser(t.p1.userId, t.p1.userId, {
        flags: { broadside: { answer: JSON.stringify({ id: 'x1', ok: true, code: 'approved', data: {} }) } },
      }),
    );
    expect(t.p1.told).toEqual([]);
  });

  it('a request written again is refused as replayed', async () => {
    const t = table();
    const message = await post(t, t.p1, broadside(t, t.defiance, t.tonnant, TWO_HITS));
    const envelope = JSON.stringify({ id: 'once-1', request: cardButtonRequest('apply', message.id, 0, null) });
    await press(t, t.server.updateUser(t.p1.userId, t.p1.userId, { flags: { broadside: { request: envelope } } }));
    await press(t, t.server.updateUser(t.p1.userId, t.p1.userId, { flags: { broadside: { request: envelope } } }));
    expect(JSON.parse(t.server.users.get(t.p1.userId)!.flags.broadside!.answer!)).toMatchObject({
      id: 'once-1',
      code: 'replayed',
    });
  });

  it('refuses a card posted for a ship its author does not command, and one changed after it was posted', async () => {
    const t = table();
    // Hand-made: Pellew posts a broadside from the GM's Le Tonnant that wrecks Hornblower's Ajax.
    const forged = await post(t, t.p1, broadside(t, t.tonnant, t.ajax, FIVE_HITS_WITH_MAST));
    // Void: its small entry keeps why (decision ledger-store); the message is marked so its footer says why.
    expect(t.server.ledger.cards.find((c) => c.messageId === forged.id)).toMatchObject({
      status: 'void',
      reason: 'notYourShip',
      applied: null,
    });
    expect(t.server.messages.get(forged.id)!.flags.broadside).toMatchObject({ void: 'notYourShip' });
    expect(await press(t, t.gm.ask(cardButtonRequest('apply', forged.id, 0, null)!))).toMatchObject({
      ok: false,
      code: 'notYourShip',
    });
    // His own card, then edited to hit harder: refused even for the GM.
    const own = await post(t, t.p1, broadside(t, t.defiance, t.tonnant, TWO_HITS));
    const harder = broadside(t, t.defiance, t.tonnant, FIVE_HITS_WITH_MAST);
    await press(t, t.server.updateMessage(t.p1.userId, own.id, { system: harder }));
    expect(await press(t, t.gm.ask(cardButtonRequest('apply', own.id, 0, null)!))).toMatchObject({
      ok: false,
      code: 'cardChanged',
    });
    expect(t.server.actors.get(t.tonnant.uuid)!.system.damage.points).toBe(0);
    expect(t.server.actors.get(t.ajax.uuid)!.system.damage.points).toBe(0);
  });

  it('a player cannot rewrite the ledger, the battle or another player’s card', async () => {
    const t = table();
    const message = await post(t, t.gm, broadside(t, t.tonnant, t.ajax, TWO_HITS));
    await expect(t.server.setLedger(t.p1.userId, { ...t.server.ledger, cards: [] })).rejects.toThrow(PermissionDenied);
    await expect(t.server.updateCombat(t.p1.userId, t.combatId, { system: { deck: null } })).rejects.toThrow(
      PermissionDenied,
    );
    await expect(t.server.updateMessage(t.p2.userId, message.id, { system: {} })).rejects.toThrow(PermissionDenied);
    await expect(
      t.server.updateActor(t.p1.userId, t.ajax.uuid, { system: { damage: { points: 70 } } }),
    ).rejects.toThrow(PermissionDenied);
  });

  it('only the GM approves, declines and undoes; a stale revision is refused', async () => {
    const t = table();
    const message = await post(t, t.gm, broadside(t, t.tonnant, t.ajax, TWO_HITS));
    await press(t, t.gm.ask(cardButtonRequest('apply', message.id, 0, null)!));
    for (const button of ['approve', 'decline', 'undo'] as const) {
      expect(
        await press(t, t.p2.ask(cardButtonRequest(button, message.id, revisionOf(t, message.id), null)!)),
      ).toMatchObject({ ok: false, code: 'gmOnly' });
    }
    expect(await press(t, t.gm.ask(cardButtonRequest('undo', message.id, 0, null)!))).toMatchObject({
      ok: false,
      code: 'stale',
    });
    expect(
      await press(t, t.gm.ask(cardButtonRequest('undo', message.id, revisionOf(t, message.id), null)!)),
    ).toMatchObject({ ok: true, code: 'undone' });
    expect(t.server.actors.get(t.ajax.uuid)!.system.damage.points).toBe(0);
  });

  it('tells a player when no GM is there, and when the GM does not answer', async () => {
    const t = table();
    const message = await post(t, t.p1, broadside(t, t.defiance, t.tonnant, TWO_HITS));
    for (const u of t.server.users.values()) if (u.id === t.gm.userId || u.id === t.gm2.userId) u.active = false;
    expect(await t.p1.ask(cardButtonRequest('apply', message.id, 0, null)!)).toMatchObject({ ok: false, code: 'noGM' });
  });
});

describe('exact undo (decision undo-exact)', () => {
  it('undoing card A after card B takes back A only, and a hand edit in between stays', async () => {
    const t = table();
    const a = await post(t, t.gm, broadside(t, t.tonnant, t.ajax, FIVE_HITS_WITH_MAST));
    await press(t, t.gm.ask(cardButtonRequest('apply', a.id, 0, null)!));
    const b = await post(t, t.gm, broadside(t, t.fougueux, t.ajax, TWO_HITS));
    await press(t, t.gm.ask(cardButtonRequest('apply', b.id, 0, null)!));
    // A's 15 DP and B's 2; Hornblower marks one more by hand on his sheet.
    expect(refOf(t, t.ajax).source.damage.points).toBe(17);
    await press(t, t.server.updateActor(t.p2.userId, t.ajax.uuid, { system: { damage: { points: 18 } } }));
    const undone = await press(t, t.gm.ask(cardButtonRequest('undo', a.id, revisionOf(t, a.id), null)!));
    expect(undone).toMatchObject({ code: 'undone', data: { conflicts: '' } });
    const ship = refOf(t, t.ajax).source;
    expect(ship.damage.points).toBe(3); // B's 2 and the hand's 1
    expect(ship.damage.mainmast).toBe(false); // A's mast comes back
  });

  it('says so when a value the card set was changed by hand since', async () => {
    const t = table();
    const a = await post(t, t.gm, broadside(t, t.tonnant, t.ajax, FIVE_HITS_WITH_MAST));
    await press(t, t.gm.ask(cardButtonRequest('apply', a.id, 0, null)!));
    await press(t, t.server.updateActor(t.gm.userId, t.ajax.uuid, { system: { damage: { mainmast: false } } }));
    await press(t, t.server.updateActor(t.gm.userId, t.ajax.uuid, { system: { damage: { mainmast: true } } }));
    const undone = await press(t, t.gm.ask(cardButtonRequest('undo', a.id, revisionOf(t, a.id), null)!));
    expect(undone).toMatchObject({ ok: true, code: 'undoneInPart' });
    expect(undone.data.conflicts).toContain('HMS Ajax: mainmast');
    expect(refOf(t, t.ajax).source.damage.mainmast).toBe(true);
  });
});

describe('the turn deck through the desk', () => {
  it('a player may not draw or undo; a stale serial is refused; a flag officer leads only his own side', async () => {
    const t = table();
    const begin = await press(t, t.gm.ask(deckRequestOf(t.combatId, 0, 'begin')));
    expect(begin.ok).toBe(true);
    // The beginning fixes which ships' moves the battle keeps: one entry for each ship's token, nothing rolled.
    const combat = t.server.combats.get(t.combatId)!;
    expect(Object.keys(combat.system.moves).sort()).toEqual(combat.combatants.map((c) => c.tokenId).sort());
    expect(
      Object.values(combat.system.moves).map((m) => (m as { record: { allowance: unknown } }).record.allowance),
    ).toEqual(combat.combatants.map(() => null));
    const serial = t.server.combats.get(t.combatId)!.system.deck!.serial;
    expect(await press(t, t.p1.ask(deckRequestOf(t.combatId, serial, 'draw')))).toMatchObject({
      ok: false,
      code: 'notAllowed',
    });
    expect(await press(t, t.p1.ask(deckRequestOf(t.combatId, serial, 'undo')))).toMatchObject({
      ok: false,
      code: 'notAllowed',
    });
    expect(await press(t, t.gm.ask(deckRequestOf(t.combatId, serial - 1, 'draw')))).toMatchObject({
      ok: false,
      code: 'staleDeck',
    });
    // Pellew makes his ship French and her flagship: the squadrons stay as the deck fixed them.
    await press(t, t.server.updateActor(t.p1.userId, t.defiance.uuid, { system: { nationality: 'French' } }));
    expect(
      await press(
        t,
        t.p1.ask(deckRequestOf(t.combatId, serial, 'combine', { commander: 'British', subordinates: ['French'] })),
      ),
    ).toMatchObject({ ok: false, code: 'notAllowed' });
    const two = await Promise.all([
      t.gm.ask(deckRequestOf(t.combatId, serial, 'draw')),
      t.gm2.ask(deckRequestOf(t.combatId, serial, 'draw')),
    ]);
    await t.server.settle();
    expect(two.map((a) => a.code).sort()).toEqual(['deck.draw', 'staleDeck']);
    expect(t.server.combats.get(t.combatId)!.system.deck!.played).toHaveLength(1);
  });
});

describe('what a card does to the battle and to a half-done apply', () => {
  it('launching boats ticks the battle’s switch as it is posted; a grapple that locks ticks it when applied (decisions boats-launched-switch, boarding-record)', async () => {
    const t = table();
    const scenario = () => t.server.combats.get(t.combatId)!.system.scenario;
    const defiance = refOf(t, t.defiance);
    await post(
      t,
      t.p1,
      turnRollCard(
        'launchBoats',
        defiance,
        turnRollRule('launchBoats', defiance, { speedCm: 0 })(new ScriptedDice([])),
      ),
    );
    expect(scenario().boatsLaunched).toBe(true);
    // A stranger's launch for a ship he does not command ticks nothing.
    t.server.combats.get(t.combatId)!.system.scenario.boatsLaunched = false;
    await post(
      t,
      t.stranger,
      turnRollCard(
        'launchBoats',
        defiance,
        turnRollRule('launchBoats', defiance, { speedCm: 0 })(new ScriptedDice([])),
      ),
    );
    expect(scenario().boatsLaunched).toBe(false);
    const grapple = rolled(
      grappleCardRule({ ship: defiance, prize: false }, { ship: refOf(t, t.tonnant), prize: false }, 1),
      [5],
    );
    const message = await post(t, t.p1, grapple);
    expect(scenario().shipsGrappled).toBe(false);
    await press(t, t.p1.ask(cardButtonRequest('apply', message.id, 0, null)!));
    await press(t, t.gm.ask(cardButtonRequest('approve', message.id, revisionOf(t, message.id), null)!));
    expect(scenario().shipsGrappled).toBe(true);
    expect(t.server.ledger.ships.map((s) => s.boarding?.stage)).toEqual([0, 0]);
  });

  it('an apply whose ship write failed half way is finished by the next request, never applied twice', async () => {
    const t = table();
    const message = await post(t, t.gm, broadside(t, t.tonnant, t.ajax, TWO_HITS));
    t.server.failNextUpdate.add(t.ajax.uuid);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = await press(t, t.gm.ask(cardButtonRequest('apply', message.id, 0, null)!));
    expect(first).toMatchObject({ ok: false, code: 'failed' });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(t.server.ledger.cards[0]!.applied).toMatchObject({ pending: true });
    expect(refOf(t, t.ajax).source.damage.points).toBe(0);
    const retry = await press(t, t.gm.ask(cardButtonRequest('apply', message.id, revisionOf(t, message.id), null)!));
    expect(retry.code).toBe('alreadyApplied');
    expect(refOf(t, t.ajax).source.damage.points).toBe(2);
    expect(t.server.ledger.cards[0]!.applied).toMatchObject({ pending: false });
    await press(t, t.gm.ask(cardButtonRequest('apply', message.id, revisionOf(t, message.id), null)!));
    expect(refOf(t, t.ajax).source.damage.points).toBe(2);
  });
});

describe('choices, switches and squadrons', () => {
  it('the defender who threw boarders off chooses; a stranger may not; a choice that writes the table’s records waits for the GM (decision boarding-repel-choice)', async () => {
    const t = table();
    const a = { ship: refOf(t, t.tonnant), prize: false };
    const d = { ship: refOf(t, t.defiance), prize: false };
    const record = startRecord(a, d);
    // The action the GM's table records (as the grapple's apply leaves it).
    t.server.ledger = {
      ...t.server.ledger,
      ...withShipTable(withShipTable(t.server.ledger, a.ship.uuid, { boarding: record }), d.ship.uuid, {
        boarding: record,
      }),
    };
    const message = await post(
      t,
      t.gm,
      rolled(boardingStepCardRule(record, a, d), [...Array<number>(10).fill(1), ...Array<number>(7).fill(6)]),
    );
    expect(await press(t, t.stranger.ask(cardButtonRequest('choose', message.id, 0, 'counter')!))).toMatchObject({
      ok: false,
      code: 'notTheChooser',
    });
    expect(await press(t, t.p1.ask(cardButtonRequest('choose', message.id, 0, 'sink')!))).toMatchObject({
      ok: false,
      code: 'badChoice',
    });
    expect(await press(t, t.p1.ask(cardButtonRequest('choose', message.id, 0, 'castOff')!))).toMatchObject({
      ok: true,
      code: 'awaitingGM',
    });
    expect(
      await press(t, t.gm.ask(cardButtonRequest('approve', message.id, revisionOf(t, message.id), null)!)),
    ).toMatchObject({ ok: true, code: 'applied' });
    expect(t.server.ledger.cards.find((c) => c.messageId === message.id)?.applied?.option).toBe('castOff');
  });

  it('only the GM sets a scenario switch or places ships in a squadron', async () => {
    const t = table();
    const combatant = t.server.combats.get(t.combatId)!.combatants[0]!.id;
    expect(
      await press(t, t.p1.ask({ kind: 'scenario', combatId: t.combatId, key: 'gettingChoppy', value: true })),
    ).toMatchObject({ ok: false, code: 'gmOnly' });
    expect(
      await press(
        t,
        t.p1.ask({
          kind: 'placeShips',
          combatId: t.combatId,
          combatantIds: [combatant],
          squadron: 'Inshore',
          side: null,
          flagship: null,
        }),
      ),
    ).toMatchObject({ ok: false, code: 'gmOnly' });
    expect(
      await press(t, t.gm.ask({ kind: 'scenario', combatId: t.combatId, key: 'gettingChoppy', value: true })),
    ).toMatchObject({ ok: true, code: 'scenarioSet' });
    expect(
      await press(
        t,
        t.gm.ask({
          kind: 'placeShips',
          combatId: t.combatId,
          combatantIds: [combatant],
          squadron: 'Inshore',
          side: null,
          flagship: null,
        }),
      ),
    ).toMatchObject({ ok: true, code: 'shipsPlaced' });
    expect(t.server.combats.get(t.combatId)!.system.squadrons).toEqual([
      { id: 'Inshore', side: 'friendly', ships: [combatant], flagship: combatant },
    ]);
  });

  it("the squadron dialog's side and flagship reach the squadron; a flagship that is not one of the ships is refused", async () => {
    const t = table();
    const byActor = (uuid: string) =>
      t.server.combats.get(t.combatId)!.combatants.find((c) => c.actorUuid === uuid)!.id;
    const defiance = byActor(t.defiance.uuid);
    const ajax = byActor(t.ajax.uuid);
    const ships = [
      { combatantId: defiance, name: 'HMS Defiance', flagship: true },
      { combatantId: ajax, name: 'HMS Ajax', flagship: false },
    ];
    const place = (values: Record<string, unknown>) => ({
      kind: 'placeShips' as const,
      combatId: t.combatId,
      combatantIds: [defiance, ajax],
      ...readSquadronForm(values, ships).choice,
    });
    // Le Tonnant is in the battle but not among the ships placed; an id of no ship at all.
    for (const flagship of [byActor(t.tonnant.uuid), 'b999']) {
      expect(await press(t, t.gm.ask({ ...place({ squadron: 'Inshore', side: 'secret' }), flagship }))).toMatchObject({
        ok: false,
        code: 'flagshipNotPlaced',
      });
    }
    expect(t.server.combats.get(t.combatId)!.system.squadrons).toEqual([]);
    expect(await press(t, t.gm.ask(place({ squadron: 'Inshore', side: 'secret', flagship: ajax })))).toMatchObject({
      ok: true,
      code: 'shipsPlaced',
    });
    expect(t.server.combats.get(t.combatId)!.system.squadrons).toEqual([
      { id: 'Inshore', side: 'secret', ships: [defiance, ajax], flagship: ajax },
    ]);
  });
});

describe('what players cannot see', () => {
  /** The messages a user's client is sent: those to everyone, those whispered to him, his own (whispers reach only
   * their recipients). */
  const readable = (t: ReturnType<typeof table>, userId: string) =>
    [...t.server.messages.values()].filter(
      (m) => m.whisper.length === 0 || m.whisper.includes(userId) || m.author === userId,
    );
  /** Hidden: the French 74s and HMS Ajax. */
  function hiddenTable() {
    const t = table();
    const combat = t.server.combats.get(t.combatId)!;
    for (const c of combat.combatants)
      if ([t.tonnant.uuid, t.fougueux.uuid, t.ajax.uuid].includes(c.actorUuid)) c.hidden = true;
    const hidden = combat.combatants.filter((c) => c.hidden);
    return { t, combat, hidden };
  }
  async function draw(t: ReturnType<typeof table>, card: string) {
    const deck = t.server.combats.get(t.combatId)!.system.deck!;
    t.deskDice.next = new ScriptedDice([deck.drawPile.indexOf(card) + 1]);
    return press(t, t.gm.ask(deckRequestOf(t.combatId, deck.serial, 'draw')));
  }

  it('a card of a squadron whose ships are all hidden is announced to the GMs only', async () => {
    const { t } = hiddenTable();
    await press(t, t.gm.ask(deckRequestOf(t.combatId, 0, 'begin')));
    await draw(t, 'fire:French');
    const posted = [...t.server.messages.values()].filter((m) => m.type === 'deckCard');
    expect(posted).toHaveLength(1);
    expect([...posted[0]!.whisper].sort()).toEqual([t.gm.userId, t.gm2.userId].sort());
  });

  it("no message a player receives holds a hidden ship's name or token; the GMs get the whole card (decision deck-card-hidden-ships)", async () => {
    const { t, hidden } = hiddenTable();
    await press(t, t.gm.ask(deckRequestOf(t.combatId, 0, 'begin')));
    // A British card: Ajax hidden, Defiance seen.
    await draw(t, 'move:British');
    for (const player of [t.p1, t.p2, t.stranger]) {
      const text = JSON.stringify(readable(t, player.userId).map((m) => m.system));
      for (const ship of hidden) {
        expect(text, player.userId).not.toContain(ship.name);
        expect(text, player.userId).not.toContain(`"${ship.tokenId}"`);
      }
      // The players' copy names the ship they can see.
      expect(text).toContain('HMS Defiance');
    }
    // Each GM reads the whole card, Ajax marked hidden, in a whisper to the GMs.
    for (const gm of [t.gm, t.gm2]) {
      const whole = readable(t, gm.userId).filter((m) => m.type === 'deckCard' && m.whisper.length > 0);
      expect(whole).toHaveLength(1);
      const ships = (whole[0]!.system as { ships: { name: string; tokenId: string; hidden: boolean }[] }).ships;
      expect(ships).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            name: 'HMS Ajax',
            hidden: true,
            tokenId: hidden.find((c) => c.name === 'HMS Ajax')!.tokenId,
          }),
        ]),
      );
      expect(ships.map((s) => s.name)).toContain('HMS Defiance');
    }
    // The players' copy says it is one, so the GM's client shows it without buttons.
    const copy = [...t.server.messages.values()].find((m) => m.type === 'deckCard' && m.whisper.length === 0)!;
    expect(copy.system).toMatchObject({
      forPlayers: true,
      card: 'move:British',
      ships: [expect.objectContaining({ name: 'HMS Defiance', hidden: false })],
    });
  });

  it('a card all of whose ships are seen is one message to everyone', async () => {
    const t = table();
    await press(t, t.gm.ask(deckRequestOf(t.combatId, 0, 'begin')));
    await draw(t, 'move:British');
    const posted = [...t.server.messages.values()].filter((m) => m.type === 'deckCard');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.whisper).toEqual([]);
    expect((posted[0]!.system as { forPlayers?: boolean }).forPlayers).toBeUndefined();
  });
});
