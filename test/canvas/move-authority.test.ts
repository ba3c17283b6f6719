/**
 * A ship's move in a begun battle is decided on the desk's client, from the record only a GM
 * writes (the battle's moves): a hostile player who writes his own token's flag and skips his
 * client's hooks is put back and told why; an allowed movement is counted once however many GMs
 * are online; an undo gives the distance back; taking his combatant out of the battle frees
 * nothing. The table keeps v13's rules (test/support/fake-canvas.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  FakeScene,
  FakeTable,
  asFoundry,
  confirmAnswers,
  confirmsAsked,
  fakeBattle,
  type FakeClient,
  type FakeCombatant,
  type FakeTokenDocument,
} from '../support/fake-canvas';
import { seedMoves, storedMoveOf } from '../../src/canvas/move-store';
import { keptOf } from '../../src/rules/saltntar/kept';
import { setSequence } from '../../src/modules/saltntar/sequence-write';
import { readAnswer } from '../../src/authority/channel/protocol';
import { answerText } from '../../src/authority/channel/answers';
import { languageTrees } from '../../tools/manifest.mjs';
import { ship } from '../combat/battle';

const { registerCanvas } = await import('../../src/canvas/register');
const { BroadsideCombat } = await import('../../src/combat/combat');
const { saveRecord, moveRecord } = await import('../../src/canvas/foundry-sailing');
const { saltntarOf, saveSaltntar } = await import('../../src/modules/saltntar/ship-record');
const { rollStrain } = await import('../../src/modules/saltntar/rolls');
const { BroadsideCombatTracker } = await import('../../src/combat/tracker');
const { battleOf } = await import('../../src/canvas/battle-of');
type Ship = Parameters<typeof saltntarOf>[0];

/** 5 cm to a 100 px square: 0.05 cm a pixel, so 100 px is 5 cm. */
const sea = () => new FakeScene('sea', { size: 100, distance: 5, units: 'cm', isHexagonal: false });

/** Pellew's Defiance in the Inshore squadron of a KMH battle whose deck is at `played`; a GM (or two) and Pellew. */
function battleTable(played: string[], gms = 1) {
  const t = new FakeTable();
  const gm = t.connect('Gamemaster', 'gm');
  const others = Array.from({ length: gms - 1 }, (_, i) => t.connect(`Second GM ${i}`, 'gm'));
  const player = t.connect('Pellew', 'player');
  const onSea = sea();
  for (const client of [gm, ...others, player]) {
    client.viewing = onSea;
    t.use(client);
    registerCanvas();
  }
  const defiance = t.ship('HMS Defiance', onSea, { x: 1000, y: 1000 }, undefined, [player.user.id]);
  t.broadcast('ready');
  const combatants: FakeCombatant[] = [{ id: 'cmbDefiance00000', tokenId: defiance.id }];
  const deck = { turn: 1, played, combined: [], last: { action: 'draw', card: played.at(-1) ?? '', by: gm.user.id } };
  const squadrons = [{ id: 'Inshore', side: 'friendly', ships: ['cmbDefiance00000'], flagship: null }];
  const moves = seedMoves({}, [{ tokenId: defiance.id, squadron: 'Inshore', side: 'friendly' }]);
  const entry = (c: FakeCombatant) => ({
    ...ship({
      name: 'HMS Defiance',
      combatantId: c.id,
      actorUuid: `Actor.${c.tokenId}`,
      tokenId: c.tokenId,
      img: '',
      nationality: 'british',
      ownerIds: [player.user.id],
    }),
  });
  const battle = fakeBattle(t, BroadsideCombat.prototype, { deck, squadrons, moves }, combatants, entry);
  t.combat = battle;
  return { t, gm, others, player, defiance, battle, combatants };
}

/** Her record as the battle keeps it. */
function stored(battle: Record<string, unknown>, doc: FakeTokenDocument) {
  return storedMoveOf((battle.system as { moves: Record<string, unknown> }).moves[doc.id]);
}

/** The GM rolls her a move of `allowance` cm for the deck's turn 1. */
async function rollMove(t: FakeTable, gm: FakeClient, doc: FakeTokenDocument, allowance: number) {
  t.use(gm);
  const token = asFoundry<TokenDocument.Implementation>(doc);
  await saveRecord(token, { ...moveRecord(token), allowance, used: 0, turn: 1 });
}

/** A hostile player: his own token's flag says he may sail 60 cm, and his client runs none of its hooks. */
async function goRogue(t: FakeTable, player: FakeClient, doc: FakeTokenDocument) {
  t.use(player);
  await doc.setFlag('broadside', 'move', {
    allowance: 60,
    used: 0,
    traceHeading: null,
    movementId: 'next',
    sail: null,
    sailOrder: null,
    turned: [],
    strain: 0,
    turn: 1,
  });
  player.hooks.handlers.delete('preMoveToken');
  player.hooks.handlers.delete('preUpdateToken');
}

/** What the desk told the player last, in his language. */
function told(player: FakeClient): string {
  const reply = readAnswer(
    JSON.parse(String((player.user.flags.broadside as { answer?: string } | undefined)?.answer ?? 'null')),
  );
  if (!reply) return '';
  const lookup = (key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], languageTrees().en);
  return answerText(
    reply,
    (key, data = {}) => String(lookup(key)).replace(/\{(\w+)\}/g, (_, k: string) => data[k] ?? ''),
    (key) => typeof lookup(key) === 'string',
  );
}

describe('a hostile player moving his ship in a begun battle', () => {
  it('is put back where she was, heading and all, when he moves her outside her activation, and told why', async () => {
    const { t, player, defiance, battle } = battleTable(['move:Offshore']);
    await goRogue(t, player, defiance);
    await defiance.update({ x: 1000, y: 200, rotation: 45 });
    await t.settle();
    expect({ x: defiance.x, y: defiance.y, rotation: defiance.rotation }).toEqual({ x: 1000, y: 1000, rotation: 0 });
    expect(told(player)).toBe(
      "HMS Defiance was moved outside her own activation, so the GM's table put her back where she was.",
    );
    // Nothing of it was counted, and he cannot write the battle's record himself.
    expect(stored(battle, defiance)?.record.used).toBe(0);
    t.use(player);
    await expect(
      (battle.update as (c: unknown) => Promise<unknown>)({
        system: { moves: { [defiance.id]: { record: { allowance: 60 } } } },
      }),
    ).rejects.toThrow(/lacks permission/);
  });

  it('is put back when he sails further than the move the GM rolled, and his turn on the spot is undone', async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    await rollMove(t, gm, defiance, 10);
    await goRogue(t, player, defiance);
    // 20 cm straight ahead with 10 rolled, by Token#move (method "api"), hooks skipped.
    expect(await t.move(player, defiance, [{ x: 1000, y: 600 }], 'api')).toBe(true);
    expect(defiance.y).toBe(1000);
    expect(told(player)).toContain('sailed further than her move allows');
    t.use(player);
    await defiance.update({ rotation: 90 });
    await t.settle();
    expect(defiance.rotation).toBe(0);
    expect(told(player)).toContain('was turned on the spot');
    expect(stored(battle, defiance)?.record.used).toBe(0);
  });

  it('is judged on the record the movement before left, however quickly the second follows', async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    await rollMove(t, gm, defiance, 30);
    await goRogue(t, player, defiance);
    // Two 20 cm legs sent at once: the first fits her 30 cm, the second does not.
    void defiance.update({ y: 600 });
    void defiance.update({ y: 200 });
    await t.settle();
    expect(defiance.y).toBe(600);
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(20, 5);
  });

  it("is still held after he takes his ship's combatant out of the battle; once the GM does, she sails free", async () => {
    const { t, gm, player, defiance, combatants } = battleTable(['move:Offshore']);
    await goRogue(t, player, defiance);
    const gone = combatants.splice(0, 1)[0];
    t.broadcast('deleteCombatant', gone, {}, player.user.id);
    await t.settle();
    expect(await t.move(player, defiance, [{ x: 1000, y: 600 }], 'api')).toBe(true);
    expect(defiance.y).toBe(1000);
    expect(told(player)).toContain('outside her own activation');
    t.broadcast('deleteCombatant', gone, {}, gm.user.id);
    await t.settle();
    expect(await t.move(player, defiance, [{ x: 1000, y: 600 }], 'api')).toBe(true);
    expect(defiance.y).toBe(600);
  });
});

describe("a player's allowed movement in a begun battle", () => {
  it("is counted once in the battle's record, with two GMs online and the active GM not the desk's", async () => {
    const { t, gm, others, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore'], 2);
    // Users#activeGM does not say which of two full GMs it is: here it is not the desk's client.
    gm.user.isActiveGM = false;
    others[0]!.user.isActiveGM = true;
    await rollMove(t, gm, defiance, 30);
    const before = (battle.writers as string[]).length;
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }])).toBe(true);
    await t.settle();
    expect(defiance.y).toBe(900);
    // One write, by the desk's client: the GM the desk picks (the lowest id among full GMs), whoever is activeGM.
    expect((battle.writers as string[]).slice(before)).toEqual([gm.user.id]);
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(5, 5);
    // The token's flag is not where the battle counts.
    expect((defiance.flags.broadside as { move?: { used?: number } } | undefined)?.move?.used ?? 0).toBe(0);
  });

  it('gives its distance back when undone, and an undo that goes further back than her move is put back', async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    await rollMove(t, gm, defiance, 30);
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }])).toBe(true);
    expect(await t.move(player, defiance, [{ x: 1000, y: 800 }])).toBe(true);
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(10, 5);
    // Foundry's undo of the last movement: back to where it began, method "undo".
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }], 'undo')).toBe(true);
    expect(defiance.y).toBe(900);
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(5, 5);
    expect(await t.move(player, defiance, [{ x: 1000, y: 1000 }], 'undo')).toBe(true);
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(0, 5);
    // No movement of this activation began 100 px astern of her: that is no undo of her move.
    expect(await t.move(player, defiance, [{ x: 1000, y: 1100 }], 'undo')).toBe(true);
    expect(defiance.y).toBe(1000);
  });
});

describe('the desk judging a movement by the movement itself', () => {
  it('judges an undo by where it ended, not where she is by the time it is judged', async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    await rollMove(t, gm, defiance, 30);
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }])).toBe(true);
    await goRogue(t, player, defiance);
    // A far "undo" to where no movement of hers began, then back to where her counted one began:
    // both land before the desk judges the first.
    t.movement(player, defiance, [{ x: 1000, y: 200 }], 'undo');
    t.movement(player, defiance, [{ x: 1000, y: 1000 }]);
    await t.settle();
    expect(defiance.y).not.toBe(200);
    expect(told(player)).toContain('sailed further than her move allows');
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(5, 5);
  });

  it('turns her back to her heading where the undone movement began, and an undo outside a battle turns her nowhere', async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    await rollMove(t, gm, defiance, 30);
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }])).toBe(true);
    await goRogue(t, player, defiance);
    expect(await t.move(player, defiance, [{ x: 1000, y: 1000 }], 'undo', false, { rotation: 90 })).toBe(true);
    expect({ y: defiance.y, rotation: defiance.rotation }).toEqual({ y: 1000, rotation: 0 });
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(0, 5);
    t.combat = null;
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }], 'undo', false, { rotation: 135 })).toBe(true);
    expect(defiance.rotation).toBe(0);
    expect(told(player)).toContain('was turned on the spot');
  });

  it('judges from where it last accepted her, whatever origin or id the movement names', async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    await rollMove(t, gm, defiance, 10);
    await goRogue(t, player, defiance);
    // 20 cm from where she is, named as 10 cm from a point 200 px ahead of her.
    expect(
      await t.move(player, defiance, [{ x: 1000, y: 600 }], 'api', false, {}, { origin: { x: 1000, y: 800 } }),
    ).toBe(true);
    expect(defiance.y).toBe(1000);
    expect(told(player)).toContain('sailed further than her move allows');
    // A counted movement's id named again does not pass unjudged.
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }])).toBe(true);
    const counted = stored(battle, defiance)?.record.movementId ?? '';
    expect(await t.move(player, defiance, [{ x: 1000, y: 300 }], 'api', false, {}, { id: counted })).toBe(true);
    expect(defiance.y).toBe(900);
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(5, 5);
  });

  it("accepts where a GM's undo left her: the player sails on from there", async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    await rollMove(t, gm, defiance, 30);
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }])).toBe(true);
    // The GM undoes a move of hers from before this activation: 400 px astern, no sailing.
    expect(await t.move(gm, defiance, [{ x: 1000, y: 1300 }], 'undo')).toBe(true);
    expect(await t.move(player, defiance, [{ x: 1000, y: 1200 }])).toBe(true);
    expect(defiance.y).toBe(1200);
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(10, 5);
  });

  it('never counts its own put-back, even when she moves again before it is judged', async () => {
    // The desk's client is not the active GM's, so the table tells it of each movement first.
    const { t, gm, others, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore'], 2);
    gm.user.isActiveGM = false;
    others[0]!.user.isActiveGM = true;
    await rollMove(t, gm, defiance, 30);
    await goRogue(t, player, defiance);
    // The moment the desk's put-back lands, before the desk judges it, the player sails 5 cm on from there.
    let again = true;
    player.hooks.on(
      'moveToken',
      (_doc: unknown, movement: { origin: { y: number } }, _operation: unknown, user: { id: string }) => {
        if (!again || user.id !== gm.user.id || defiance.y !== 1000) return;
        again = false;
        t.movement(player, defiance, [{ x: 1000, y: 900 }]);
      },
    );
    expect(await t.move(player, defiance, [{ x: 1000, y: 0 }], 'api')).toBe(true);
    await t.settle();
    expect(again).toBe(false);
    expect(defiance.y).toBe(900);
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(5, 5);
    // Nothing of the put-back is left waiting: her next 5 cm count as 5.
    expect(await t.move(player, defiance, [{ x: 1000, y: 800 }])).toBe(true);
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(10, 5);
  });

  it('counts nothing of a movement a put-back undid, sent before it landed', async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    await rollMove(t, gm, defiance, 30);
    await goRogue(t, player, defiance);
    // Too far, then back to 5 cm ahead of where she was: both land before the desk judges the first and puts her back.
    t.movement(player, defiance, [{ x: 1000, y: 0 }]);
    t.movement(player, defiance, [{ x: 1000, y: 900 }]);
    await t.settle();
    expect(defiance.y).toBe(1000);
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(0, 5);
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }])).toBe(true);
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(5, 5);
  });

  it('takes her squadron and side from her entry once the battle has begun, not from the live squadrons', async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    await rollMove(t, gm, defiance, 30);
    t.use(gm);
    await (battle.update as (c: unknown) => Promise<unknown>)({
      system: { moves: { [defiance.id]: { squadron: 'Offshore', side: 'hostile' } } },
    });
    await goRogue(t, player, defiance);
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }], 'api')).toBe(true);
    expect(defiance.y).toBe(1000);
    expect(told(player)).toContain('outside her own activation');
  });
});

describe("the writes of the battle's moves", () => {
  it("run in one queue: a new move rolled while a movement waits to be judged comes after that movement's count", async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    await rollMove(t, gm, defiance, 10);
    t.movement(player, defiance, [{ x: 1000, y: 900 }]);
    t.use(gm);
    const token = asFoundry<TokenDocument.Implementation>(defiance);
    const rolled = saveRecord(token, { ...moveRecord(token), allowance: 30, used: 0, turn: 1 });
    await t.settle();
    await rolled;
    // The 5 cm belong to the move before: the new one starts with nothing used.
    expect(stored(battle, defiance)?.record).toMatchObject({ allowance: 30, used: 0 });
  });

  it("are forgotten, every entry, when the GM ends the Salt'n'Tar sequence", async () => {
    const { t, gm, defiance, battle } = battleTable(['move:Offshore']);
    t.use(gm);
    expect(stored(battle, defiance)).not.toBeNull();
    await setSequence(battle as unknown as InstanceType<typeof BroadsideCombat>, null);
    await t.settle();
    expect((battle.system as { moves: Record<string, unknown> }).moves).toEqual({});
  });
});

describe("a ship's battle, found from her scene and never from the combat a tracker views", () => {
  /** A second battle on another scene, begun, with a ship of its own; `viewers` look at it in their trackers. */
  function battleInHarbour(t: FakeTable, viewers: FakeClient[]) {
    const harbour = new FakeScene('harbour', { size: 100, distance: 5, units: 'cm', isHexagonal: false });
    const hulk = t.ship('Prison hulk', harbour, { x: 500, y: 500 });
    const deck = {
      turn: 1,
      played: ['move:Harbour'],
      combined: [],
      last: { action: 'draw', card: 'move:Harbour', by: '' },
    };
    const squadrons = [{ id: 'Harbour', side: 'hostile', ships: ['cmbHulk000000000'], flagship: null }];
    const moves = seedMoves({}, [{ tokenId: hulk.id, squadron: 'Harbour', side: 'hostile' }]);
    const other = fakeBattle(
      t,
      BroadsideCombat.prototype,
      { deck, squadrons, moves },
      [{ id: 'cmbHulk000000000', tokenId: hulk.id }],
      () => ({}),
    );
    t.combats.push(other);
    for (const viewer of viewers) {
      viewer.viewing = harbour;
      viewer.tracking = other;
    }
    return other;
  }

  it('is judged and counted on the desk while its GM views a battle on another scene', async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    await rollMove(t, gm, defiance, 10);
    const other = battleInHarbour(t, [gm]);
    // Allowed: counted into her own battle, nothing into the one the GM looks at.
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }])).toBe(true);
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(5, 5);
    expect((other.system as { moves: Record<string, unknown> }).moves[defiance.id]).toBeUndefined();
    // Too far for what is left of her move: put back, though the desk's GM looks elsewhere.
    await goRogue(t, player, defiance);
    expect(await t.move(player, defiance, [{ x: 1000, y: 500 }], 'api')).toBe(true);
    expect(defiance.y).toBe(900);
    expect(told(player)).toContain('sailed further than her move allows');
  });

  it("holds her on her player's own client while his tracker views another battle", async () => {
    const { t, player, defiance } = battleTable(['move:Offshore']);
    battleInHarbour(t, [player]);
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }])).toBe(false);
    expect(player.notes.at(-1)?.message).toContain('BROADSIDE.Sailing.move.refused.notHerActivation');
  });
});

describe("a hostile player's movement the desk used to let through", () => {
  it('is judged from the heading the desk accepted when he sends a turn about with his move', async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    await rollMove(t, gm, defiance, 30);
    await goRogue(t, player, defiance);
    // She heads north (rotation 0); he turns her about and sails her 5 cm south in the same update.
    await defiance.update({ x: 1000, y: 1100, rotation: 180 });
    await t.settle();
    expect({ y: defiance.y, rotation: defiance.rotation }).toEqual({ y: 1000, rotation: 0 });
    expect(told(player)).toContain("so the GM's table put her back where the move began");
    expect(stored(battle, defiance)?.record.used).toBe(0);
    // The same by a movement that names the turn with it.
    expect(await t.move(player, defiance, [{ x: 1000, y: 1100 }], 'api', false, { rotation: 180 })).toBe(true);
    expect({ y: defiance.y, rotation: defiance.rotation }).toEqual({ y: 1000, rotation: 0 });
  });

  it('is judged when its id is empty', async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    await rollMove(t, gm, defiance, 10);
    await goRogue(t, player, defiance);
    // 20 cm with 10 rolled, under an empty movement id.
    expect(await t.move(player, defiance, [{ x: 1000, y: 600 }], 'api', false, {}, { id: '' })).toBe(true);
    expect(defiance.y).toBe(1000);
    expect(told(player)).toContain('sailed further than her move allows');
    // An allowed one under an empty id is counted.
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }], 'api', false, {}, { id: '' })).toBe(true);
    expect(defiance.y).toBe(900);
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(5, 5);
  });

  it('is put back to the heading a GM set just before it, however soon after his turn on the spot lands', async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    await goRogue(t, player, defiance);
    t.use(gm);
    void defiance.update({ rotation: 90 });
    t.use(player);
    void defiance.update({ rotation: 180 });
    await t.settle();
    expect(defiance.rotation).toBe(90);
    expect(stored(battle, defiance)?.heading).toBe(90);
    expect(told(player)).toContain('was turned on the spot');
  });

  it('is judged from the heading the GM-written entry keeps, when the desk passes to a GM whose client never saw it', async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    await rollMove(t, gm, defiance, 30);
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }])).toBe(true);
    expect(stored(battle, defiance)?.heading).toBe(0);
    await goRogue(t, player, defiance);
    // The desk's GM leaves; with no GM online, the player turns her on the spot to face east.
    gm.user.active = false;
    gm.user.isActiveGM = false;
    t.use(player);
    await defiance.update({ rotation: 90 });
    // Another GM joins: his client starts from the ships as they stand now, and takes the desk.
    const second = t.connect('Second GM', 'gm');
    second.viewing = defiance.parent;
    t.use(second);
    registerCanvas();
    second.hooks.callAll('ready');
    // 5 cm east: straight ahead from where he turned her, a turn on the spot from where the desk accepted her.
    expect(await t.move(player, defiance, [{ x: 1100, y: 900 }], 'api')).toBe(true);
    expect({ x: defiance.x, rotation: defiance.rotation }).toEqual({ x: 1000, rotation: 0 });
    expect(stored(battle, defiance)?.record.used).toBeCloseTo(5, 5);
  });
});

describe("a ship's Salt'n'Tar strain in a begun battle", () => {
  it("is what the GM's table wrote in her battle's entry, whatever her player writes in her flag", async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    const token = asFoundry<TokenDocument.Implementation>(defiance);
    const actor = asFoundry<Ship>(defiance.actor);
    t.use(gm);
    await saveSaltntar(actor, { ...saltntarOf(actor, token), strain: 2, speedLossInches: 1 }, token);
    // His own flag says she has no strain and lost nothing: it decides nothing while the battle lasts.
    t.use(player);
    await defiance.actor.setFlag('broadside', 'saltntar', {
      ...saltntarOf(actor),
      strain: 0,
      speedLossInches: 0,
      sails: 'furled',
    });
    expect(saltntarOf(actor, token)).toMatchObject({ strain: 2, speedLossInches: 1, sails: 'furled' });
    expect(keptOf(stored(battle, defiance)?.kept.saltntar)).toMatchObject({ strain: 2, speedLossInches: 1 });
    // Nor can he write it through the system's own save, or roll it on his client.
    expect(await saveSaltntar(actor, { ...saltntarOf(actor, token), strain: 0 }, token)).toBe(false);
    await rollStrain(token);
    expect(player.notes.at(-1)?.message).toContain('BROADSIDE.Sailing.strain.gmRolls');
    expect(keptOf(stored(battle, defiance)?.kept.saltntar)?.strain).toBe(2);
    await expect(
      (battle.update as (c: unknown) => Promise<unknown>)({
        system: { moves: { [defiance.id]: { saltntar: { strain: 0 } } } },
      }),
    ).rejects.toThrow(/lacks permission/);
  });

  it('goes back to her flag when her battle ends, or the GM takes her out of it, so what it took stays taken', async () => {
    const { t, gm, defiance, battle, combatants } = battleTable(['move:Offshore', 'move:Inshore']);
    const token = asFoundry<TokenDocument.Implementation>(defiance);
    const actor = asFoundry<Ship>(defiance.actor);
    t.use(gm);
    await saveSaltntar(actor, { ...saltntarOf(actor, token), strain: 2, mastsBroken: 1 }, token);
    t.broadcast('deleteCombatant', combatants[0], {}, gm.user.id);
    await t.settle();
    expect(defiance.actor.getFlag('broadside', 'saltntar')).toMatchObject({ strain: 2, mastsBroken: 1 });
    expect(stored(battle, defiance)).toBeNull();
    // The same when the battle is deleted with her in it.
    const again = battleTable(['move:Offshore', 'move:Inshore']);
    again.t.use(again.gm);
    const other = asFoundry<TokenDocument.Implementation>(again.defiance);
    await saveSaltntar(
      asFoundry<Ship>(again.defiance.actor),
      { ...saltntarOf(asFoundry<Ship>(again.defiance.actor), other), speedLossInches: 3 },
      other,
    );
    again.t.broadcast('deleteCombat', again.battle, {}, again.gm.user.id);
    await again.t.settle();
    expect(again.defiance.actor.getFlag('broadside', 'saltntar')).toMatchObject({ speedLossInches: 3 });
  });

  it("is her flag's outside a battle", async () => {
    const { t, player, defiance } = battleTable(['move:Offshore']);
    t.combat = null;
    const token = asFoundry<TokenDocument.Implementation>(defiance);
    const actor = asFoundry<Ship>(defiance.actor);
    t.use(player);
    expect(await saveSaltntar(actor, { ...saltntarOf(actor, token), strain: 1 }, token)).toBe(true);
    expect(saltntarOf(actor, token).strain).toBe(1);
  });
});

describe("the fire dialog's deck", () => {
  it("is her own battle's, whichever combat the firing player's tracker views", async () => {
    const { deckFireCardHeld } = await import('../../src/modules/kmh/gunnery/fire-dialog');
    const { t, player, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    const firer = Object.assign(defiance.actor, { getActiveTokens: () => [{ id: defiance.id, document: defiance }] });
    // Her squadron holds its Fire card.
    Object.assign((battle.system as { deck: object }).deck, { held: ['fire:Inshore'] });
    t.use(player);
    player.tracking = battle;
    const seen = deckFireCardHeld(asFoundry<Actor.Implementation>(firer));
    expect(seen).toBe(true);
    // His tracker views no combat at all (or another): the deck is still hers.
    player.tracking = null;
    expect(deckFireCardHeld(asFoundry<Actor.Implementation>(firer))).toBe(seen);
  });
});

describe("a Move card drawn while the desk's GM views another scene", () => {
  it("starts the moves of the squadron's ships on the battle's own scene", async () => {
    const { t, gm, defiance, battle } = battleTable(['move:Offshore', 'move:Inshore']);
    // The GM looks at an empty harbour: none of the battle's tokens is drawn on his canvas.
    gm.viewing = new FakeScene('harbour', { size: 100, distance: 5, units: 'cm', isHexagonal: false });
    // Foundry's dice, each die showing 4, as Roll#evaluate gives them.
    const rolled: string[] = [];
    class FourRoll {
      dice: { results: { result: number }[] }[];
      constructor(readonly formula: string) {
        rolled.push(formula);
        const [count = 1] = formula.split('d').map(Number);
        this.dice = [{ results: Array.from({ length: count }, () => ({ result: 4 })) }];
      }
      evaluate() {
        return Promise.resolve(this);
      }
      toJSON() {
        return { formula: this.formula };
      }
    }
    Object.assign(globalThis, { Roll: FourRoll });
    try {
      t.broadcast('broadside.moveCard', { combat: battle, squadron: 'Inshore', tokens: [] });
      await t.settle();
    } finally {
      delete (globalThis as { Roll?: unknown }).Roll;
    }
    expect(rolled.length).toBeGreaterThan(0);
    expect(stored(battle, defiance)?.record.allowance).toBeGreaterThan(0);
  });
});

describe('a player who puts his ship into another combat', () => {
  /** A combat the GM made on `scene` and never began; the player's ship then added to it by her player. */
  function otherCombat(t: FakeTable, gm: FakeClient, scene: FakeScene, data: Record<string, unknown> = {}) {
    return t.createCombat(gm, scene, BroadsideCombat.prototype, data);
  }

  it('may not make a combat of his own: the server refuses a player the Combat', () => {
    const { t, player, defiance } = battleTable(['move:Offshore']);
    expect(() => t.createCombat(player, defiance.parent, BroadsideCombat.prototype)).toThrow(/lacks permission/);
  });

  it('is still judged by her battle when he adds her to an encounter on her scene the GM never began', async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore']);
    const skirmish = otherCombat(t, gm, defiance.parent);
    t.addCombatant(player, skirmish, defiance);
    await goRogue(t, player, defiance);
    expect(await t.move(player, defiance, [{ x: 1000, y: 600 }], 'api')).toBe(true);
    expect(defiance.y).toBe(1000);
    expect(told(player)).toContain('outside her own activation');
    expect(stored(battle, defiance)?.record.used).toBe(0);
  });

  it('is still judged by her battle when he adds her to a begun battle on another scene', async () => {
    const { t, gm, player, defiance } = battleTable(['move:Offshore']);
    const harbour = new FakeScene('harbour', { size: 100, distance: 5, units: 'cm', isHexagonal: false });
    const hulk = t.ship('Prison hulk', harbour, { x: 500, y: 500 });
    const deck = { turn: 1, played: ['move:Harbour'], combined: [], last: { action: 'draw', card: 'move:Harbour' } };
    const squadrons = [{ id: 'Harbour', side: 'hostile', ships: [], flagship: null }];
    const moves = seedMoves({}, [{ tokenId: hulk.id, squadron: 'Harbour', side: 'hostile' }]);
    const elsewhere = otherCombat(t, gm, harbour, { deck, squadrons, moves });
    t.addCombatant(player, elsewhere, defiance);
    await goRogue(t, player, defiance);
    expect(await t.move(player, defiance, [{ x: 1000, y: 600 }], 'api')).toBe(true);
    expect(defiance.y).toBe(1000);
    expect(told(player)).toContain('outside her own activation');
  });

  it('keeps her entry in her battle when the GM clears her out of the other combat', async () => {
    const { t, gm, player, defiance, battle } = battleTable(['move:Offshore']);
    const skirmish = otherCombat(t, gm, defiance.parent);
    const added = t.addCombatant(player, skirmish, defiance);
    (skirmish.combatants as FakeCombatant[]).splice(0, 1);
    t.broadcast('deleteCombatant', added, {}, gm.user.id);
    await t.settle();
    expect(stored(battle, defiance)).not.toBeNull();
    await goRogue(t, player, defiance);
    expect(await t.move(player, defiance, [{ x: 1000, y: 600 }], 'api')).toBe(true);
    expect(defiance.y).toBe(1000);
  });
});

describe('a second token of his ship that a player enlists in the begun battle', () => {
  it('is held outside any activation, as her placed token is: the moves do not place it', async () => {
    const { t, player, defiance, battle } = battleTable(['move:Offshore']);
    // A second token of hers (one he dragged out, or one the GM left there), enlisted by him.
    const second = t.ship('HMS Defiance', defiance.parent, { x: 1500, y: 1000 }, undefined, [player.user.id]);
    t.addCombatant(player, battle, second);
    await t.settle();
    await goRogue(t, player, second);
    expect(battleOf(asFoundry<TokenDocument.Implementation>(second))).toMatchObject({ squadron: '' });
    // Outside any activation of hers, 30 cm at once: put back.
    expect(await t.move(player, second, [{ x: 1500, y: 400 }], 'api')).toBe(true);
    await t.settle();
    expect(second.y).toBe(1000);
  });
});

describe("core's Remove combatant on a ship's row of a begun battle", () => {
  /** The GM right-clicks her row in his tracker and picks core's "Remove combatant". */
  async function removeFromMenu(t: FakeTable, gm: FakeClient, combatantId: string) {
    t.use(gm);
    const tracker = new BroadsideCombatTracker() as unknown as {
      _getEntryContextOptions(): { name: string; callback: (li: HTMLElement) => unknown }[];
    };
    const remove = tracker._getEntryContextOptions().find((o) => o.name === 'COMBAT.CombatantRemove')!;
    await remove.callback({ dataset: { combatantId } } as unknown as HTMLElement);
    await t.settle();
  }

  it('asks the GM first; kept, she stays in the battle and held', async () => {
    const { t, gm, player, defiance, battle, combatants } = battleTable(['move:Offshore']);
    confirmAnswers.splice(0, confirmAnswers.length, false);
    const asked = confirmsAsked.length;
    await removeFromMenu(t, gm, 'cmbDefiance00000');
    expect(confirmsAsked.length).toBe(asked + 1);
    expect(combatants.map((c) => c.id)).toEqual(['cmbDefiance00000']);
    expect(stored(battle, defiance)).not.toBeNull();
    await goRogue(t, player, defiance);
    expect(await t.move(player, defiance, [{ x: 1000, y: 600 }], 'api')).toBe(true);
    expect(defiance.y).toBe(1000);
    expect(told(player)).toContain('outside her own activation');
  });

  it('removes her once the GM says yes: the GM took her out, so she sails free', async () => {
    const { t, gm, player, defiance, battle, combatants } = battleTable(['move:Offshore']);
    confirmAnswers.splice(0, confirmAnswers.length, true);
    await removeFromMenu(t, gm, 'cmbDefiance00000');
    expect(combatants).toEqual([]);
    expect(stored(battle, defiance)).toBeNull();
    expect(await t.move(player, defiance, [{ x: 1000, y: 600 }])).toBe(true);
    expect(defiance.y).toBe(600);
  });
});
