/**
 * A ship sheet's roll button or a ship dropped on the hotbar, on the fake table
 * (test/support/fake-canvas.ts; FOUNDRY-FACTS.md section 19): the hotbarDrop hook makes a script
 * macro of one call to `broadside.macro`, put in the slot dropped on; nothing else is taken for ours,
 * and the dropped data is read with bounds, never pasted into the script.
 */
import { describe, expect, it } from 'vitest';
import { FakeScene, FakeTable } from '../support/fake-canvas';
import { dropOnHotbar as drop, runMacro } from '../support/hotbar';
import { rollMacroCommand, shipRollDragOf, SHIP_ROLL_DRAG } from '../../src/sheets/macro-commands';

const { MACRO_API, registerMacros, shipRollDragData } = await import('../../src/sheets/ship-macros');

const grid = { size: 100, distance: 5, units: 'cm', isHexagonal: false };

function setUp() {
  const t = new FakeTable();
  const gm = t.connect('Gamemaster', 'gm');
  const trusted = t.connect('Pellew', 'trusted');
  const player = t.connect('Hornblower', 'player');
  const sea = new FakeScene('sea', grid);
  const defiance = t.ship('HMS Defiance', sea, { x: 1000, y: 1000 }, undefined, [trusted.user.id]).actor;
  return { t, gm, trusted, player, defiance };
}

const run = (command: string) => runMacro(command, ['roll', 'fire']);

describe('Broadside on the hotbar', () => {
  it('a dragged roll button becomes a macro of that roll for that ship, in the slot; a second drop reuses it', async () => {
    const { t, trusted, defiance } = setUp();
    t.use(trusted);
    const data = JSON.parse(JSON.stringify(shipRollDragData(defiance as never, 'broadsidePort'))) as unknown;
    expect(await drop(t, trusted, data, 3)).toBe(false);
    expect(t.macros).toHaveLength(1);
    const macro = t.macros[0]!;
    expect(macro).toMatchObject({ type: 'script', img: defiance.img, author: trusted.user.id });
    expect(macro.name).toContain('BROADSIDE.Macro.roll');
    expect(trusted.user.hotbar[3]).toBe(macro.id);
    expect(await run(macro.command)).toEqual([['roll', defiance.uuid, 'broadsidePort']]);
    await drop(t, trusted, data, 7);
    expect(t.macros).toHaveLength(1);
    expect(trusted.user.hotbar[7]).toBe(macro.id);
  });

  it('a ship dropped from the sidebar becomes her fire macro; any other actor is left to core', async () => {
    const { t, trusted, defiance } = setUp();
    expect(await drop(t, trusted, { type: 'Actor', uuid: defiance.uuid }, 1)).toBe(false);
    expect(await run(t.macros[0]!.command)).toEqual([['fire', defiance.uuid]]);
    expect(await drop(t, trusted, { type: 'Actor', uuid: 'Actor.noSuchActor00001' }, 2)).toBeUndefined();
    expect(await drop(t, trusted, { type: 'Item', uuid: defiance.uuid }, 2)).toBeUndefined();
    expect(t.macros).toHaveLength(1);
  });

  it('a player who may not make script macros is told so, and nothing is made', async () => {
    const { t, player, defiance } = setUp();
    expect(await drop(t, player, { type: SHIP_ROLL_DRAG, actorUuid: defiance.uuid, roll: 'repair' })).toBe(false);
    expect(t.macros).toHaveLength(0);
    expect(player.notes.at(-1)).toEqual({ type: 'warn', message: 'BROADSIDE.Macro.cannotCreate' });
  });

  it('reads a forged drop with bounds: an unknown roll or a uuid carrying script is not ours', async () => {
    const { t, trusted, defiance } = setUp();
    const forged = [
      { type: SHIP_ROLL_DRAG, actorUuid: defiance.uuid, roll: 'sinkEveryone' },
      { type: SHIP_ROLL_DRAG, actorUuid: `${defiance.uuid}"); game.settings.set("x", "y", 1); ("`, roll: 'repair' },
      { type: SHIP_ROLL_DRAG, actorUuid: `Actor.${'a'.repeat(300)}`, roll: 'repair' },
      { type: SHIP_ROLL_DRAG, actorUuid: 42, roll: 'repair' },
    ];
    for (const data of forged) {
      expect(shipRollDragOf(data)).toBeNull();
      expect(await drop(t, trusted, data)).toBeUndefined();
    }
    expect(t.macros).toHaveLength(0);
    // Even a value that got through is quoted as a string of the script, never run as code.
    expect(await run(rollMacroCommand('Actor.a"b', 'repair'))).toEqual([['roll', 'Actor.a"b', 'repair']]);
  });

  it("a roll dragged from a compendium ship's sheet reaches the hook registerMacros wired, and makes her macro", async () => {
    const { t, trusted } = setUp();
    const packed = t.packedShip('HMS Implacable');
    t.use(trusted);
    registerMacros();
    // The drop finds only her index entry (none of her data) until the whole document is loaded.
    expect(fromUuidSync(packed.uuid)).not.toHaveProperty('system');
    const text = JSON.stringify(shipRollDragData(packed as never, 'broadsidePort'));
    expect(await t.dropOnHotbar(trusted, text, 5)).toBe(true);
    expect(t.macros).toHaveLength(1);
    expect(trusted.user.hotbar[5]).toBe(t.macros[0]!.id);
    expect(t.macros[0]!.name).toContain('HMS Implacable');
    expect(await run(t.macros[0]!.command)).toEqual([['roll', packed.uuid, 'broadsidePort']]);
    expect(t.coreDrops).toEqual([]);
  });

  it('a compendium roll whose document is no ship makes nothing and says so; a plain item goes to core', async () => {
    const { t, trusted } = setUp();
    t.use(trusted);
    registerMacros();
    const crew = t.packedCrewMember('Master Gunner Brand', { derived: {} });
    const forged = JSON.stringify({ type: SHIP_ROLL_DRAG, actorUuid: crew.uuid, roll: 'repair' });
    expect(await t.dropOnHotbar(trusted, forged, 2)).toBe(true);
    expect(t.macros).toHaveLength(0);
    expect(trusted.notes.at(-1)).toEqual({ type: 'warn', message: 'BROADSIDE.Macro.noShip' });
    expect(await t.dropOnHotbar(trusted, JSON.stringify({ type: 'Item', uuid: 'Item.abcdefghijklmnop' }), 2)).toBe(
      false,
    );
    expect(t.coreDrops).toHaveLength(1);
  });

  it('a macro whose ship is gone says so', async () => {
    const { t, trusted } = setUp();
    t.use(trusted);
    await MACRO_API.roll('Actor.sunkLongAgo00001', 'repair');
    await MACRO_API.fire('Actor.sunkLongAgo00001');
    expect(trusted.notes.map((n) => n.message)).toEqual(['BROADSIDE.Macro.noShip', 'BROADSIDE.Macro.noShip']);
  });
});
