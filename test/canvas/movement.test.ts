/**
 * Ship movement through Foundry's movement hooks, on a fake table that keeps v13's rules
 * (test/support/fake-canvas.ts): the system's own registration runs on every client, and a move
 * goes through preMoveToken on the mover's client, then the update, updateToken and moveToken
 * on every client.
 */
import { describe, expect, it } from 'vitest';
import { FakeScene, FakeTable, type FakeClient, type FakeTokenDocument } from '../support/fake-canvas';

const { registerCanvas } = await import('../../src/canvas/register');

/** 5 cm to a 100 px square: 0.05 cm a pixel. */
const sea = () => new FakeScene('sea', { size: 100, distance: 5, units: 'cm', isHexagonal: false });
/** Another scene, at twice the scale and on hexes. */
const harbour = () =>
  new FakeScene('harbour', { size: 50, distance: 5, units: 'cm', isHexagonal: true, columns: false });

function table() {
  const t = new FakeTable();
  const gm = t.connect('Gamemaster', 'gm');
  const player = t.connect('Pellew', 'player');
  for (const client of [player, gm]) {
    t.use(client);
    registerCanvas();
  }
  return { t, gm, player };
}

/** Pellew's Defiance on the sea, where both the GM and Pellew are looking. */
function allOnOneScene() {
  const { t, gm, player } = table();
  const onSea = sea();
  gm.viewing = onSea;
  player.viewing = onSea;
  return { t, gm, player, defiance: t.ship('HMS Defiance', onSea, { x: 1000, y: 1000 }, undefined, [player.user.id]) };
}

function record(doc: FakeTokenDocument) {
  return (doc.flags.broadside as { move?: { allowance: number | null; used: number; movementId: string } } | undefined)
    ?.move;
}

async function allow(t: FakeTable, gm: FakeClient, doc: FakeTokenDocument, allowance: number) {
  t.use(gm);
  await doc.setFlag('broadside', 'move', {
    allowance,
    used: 0,
    traceHeading: null,
    movementId: '',
    sail: null,
    sailOrder: null,
    turned: [],
    strain: 0,
    turn: 0,
  });
}

describe("a ship's movement, recorded once it is made", () => {
  it('is measured on the scene the ship is on, not the one the GM is viewing', async () => {
    const { t, gm, player } = table();
    const onSea = sea();
    gm.viewing = harbour();
    player.viewing = onSea;
    const defiance = t.ship('HMS Defiance', onSea, { x: 1000, y: 1000 }, undefined, [player.user.id]);
    await allow(t, gm, defiance, 30);
    // 400 px straight ahead (her bow is up): 20 cm on her scene, 40 cm on the GM's.
    expect(await t.move(player, defiance, [{ x: 1000, y: 600 }])).toBe(true);
    expect(record(defiance)?.used).toBeCloseTo(20, 5);
  });

  it('is counted from the moveToken hook, once, even when she ends where she began', async () => {
    const { t, gm, defiance } = allOnOneScene();
    // A 6 cm turning circle is 120 px: round it to starboard and back to where she started.
    const r = 120;
    const loop = [
      { x: 1000, y: 1000 - 400 },
      { x: 1000 + 2 * r, y: 1000 - 400 },
      { x: 1000 + 2 * r, y: 1000 },
      { x: 1000, y: 1000 },
    ];
    t.use(gm);
    expect(await t.move(gm, defiance, loop)).toBe(true);
    const first = record(defiance);
    // Her position did not change, so updateToken carried no x or y; the movement still counts.
    expect(first?.used).toBeGreaterThan(40);
    expect(first?.movementId).toBe(defiance.movement.id);
    // The GM's flag writes fire updateToken again; nothing is counted twice.
    await t.settle();
    expect(record(defiance)?.used).toBe(first?.used);
  });
});

describe("a player's movement the ship cannot make", () => {
  it('is refused in preMoveToken, however it was asked for, and the GM may still make it', async () => {
    const { t, gm, player, defiance } = allOnOneScene();
    await allow(t, gm, defiance, 10);
    // Too far: 20 cm with 10 allowed, by the keyboard (no drag to cut it).
    expect(await t.move(player, defiance, [{ x: 1000, y: 600 }], 'keyboard')).toBe(false);
    expect(defiance.y).toBe(1000);
    expect(player.notes).toContainEqual({
      type: 'warn',
      message: expect.stringContaining('BROADSIDE.Sailing.move.refused.tooLong') as string,
    });
    // Too tight: a square to her beam lies inside her turning circle.
    expect(await t.move(player, defiance, [{ x: 1100, y: 1000 }], 'keyboard')).toBe(false);
    expect(player.notes.at(-1)?.message).toContain('BROADSIDE.Sailing.move.refused.tooTight');
    expect(defiance.x).toBe(1000);
    // Within her move: made, and counted.
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }], 'keyboard')).toBe(true);
    expect(record(defiance)?.used).toBeCloseTo(5, 5);
    // The GM may move her anywhere.
    expect(await t.move(gm, defiance, [{ x: 1100, y: 900 }], 'keyboard')).toBe(true);
    expect(defiance.x).toBe(1100);
  });
});

const { BroadsideCombat } = await import('../../src/combat/combat');

/** A battle whose deck is at `played`, with Defiance in the Inshore squadron. */
function battle(defiance: FakeTokenDocument, played: string[]) {
  const squadrons = [{ id: 'Inshore', side: 'friendly', ships: [{ tokenId: defiance.id }] }];
  const deck = {
    turn: 1,
    played,
    combined: [],
    last: { action: 'draw', card: played[played.length - 1] ?? '', by: 'gm' },
  };
  return Object.assign(Object.create(BroadsideCombat.prototype) as object, {
    active: true,
    scene: defiance.parent,
    combatants: [],
    squadrons: () => squadrons,
    system: { toObject: () => ({ deck, sequence: null }) },
  });
}

describe("a player's ship once the battle's deck has begun", () => {
  it('moves only in her activation, with her move rolled for it, and the player is told why not', async () => {
    const { t, gm, player, defiance } = allOnOneScene();
    await t.move(gm, defiance, [{ x: 1000, y: 960 }]);
    t.combat = battle(defiance, ['move:Offshore']);
    await allow(t, gm, defiance, 30);
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }])).toBe(false);
    expect(player.notes.at(-1)?.message).toContain('BROADSIDE.Sailing.move.refused.notHerActivation');
    // Her card comes up, but her allowance is last turn's (turn 0): no move rolled for it yet.
    t.combat = battle(defiance, ['move:Offshore', 'move:Inshore']);
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }])).toBe(false);
    expect(player.notes.at(-1)?.message).toContain('BROADSIDE.Sailing.move.refused.noMoveRolled');
    t.use(gm);
    await defiance.setFlag('broadside', 'move', { ...record(defiance), allowance: 30, used: 0, turn: 1 });
    expect(await t.move(player, defiance, [{ x: 1000, y: 800 }])).toBe(true);
    // The GM moves her whenever she likes.
    t.combat = battle(defiance, ['move:Offshore']);
    expect(await t.move(gm, defiance, [{ x: 1000, y: 700 }])).toBe(true);
  });

  it('sails freely when she is not in the battle', async () => {
    const { t, gm, player, defiance } = allOnOneScene();
    const other = t.ship('HMS Amazon', defiance.parent, { x: 3000, y: 1000 });
    t.combat = battle(other, ['move:Offshore']);
    await allow(t, gm, defiance, 30);
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }])).toBe(true);
  });

  it('tells the player when her drag was cut short to her move', async () => {
    const { t, gm, player, defiance } = allOnOneScene();
    await allow(t, gm, defiance, 30);
    expect(await t.move(player, defiance, [{ x: 1000, y: 900 }], 'dragging', true)).toBe(true);
    expect(player.notes.at(-1)).toEqual({
      type: 'info',
      message: expect.stringContaining('BROADSIDE.Sailing.move.shortened') as string,
    });
  });
});

describe('a ship turned on the spot', () => {
  it('is refused for a player, who is told to sail the curve; the GM sets any heading', async () => {
    const { t, gm, player, defiance } = allOnOneScene();
    t.use(player);
    await defiance.update({ rotation: 90 });
    expect(defiance.rotation).toBe(0);
    expect(player.notes.at(-1)?.message).toContain('BROADSIDE.Sailing.move.refused.turnOnTheSpot');
    t.use(gm);
    await defiance.update({ rotation: 90 });
    expect(defiance.rotation).toBe(90);
  });
});
