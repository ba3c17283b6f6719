/**
 * A crew sheet's roll button dropped on the hotbar, on the fake table (test/support/fake-canvas.ts;
 * FOUNDRY-FACTS.md section 19): the hotbarDrop hook makes a script macro of one call to
 * `broadside.macro.crewRoll`, as the ship sheet's buttons do. The dropped data is read with
 * bounds, and the roll is looked up again among his own when the macro runs.
 */
import { describe, expect, it } from 'vitest';
import { FakeTable } from '../support/fake-canvas';
import { dropOnHotbar as drop, runMacro } from '../support/hotbar';
import { crewSource, deriveCrew, type CrewSource } from '../support/crew-fixtures';
import { CREW_ROLL_DRAG, crewRollDragOf, crewRollMacroCommand } from '../../src/sheets/macro-commands';

const { MACRO_API } = await import('../../src/sheets/ship-macros');
const { crewRollDragData, crewRollOf } = await import('../../src/sheets/crew-macros');

function setUp(change: (c: CrewSource) => void = () => {}) {
  const t = new FakeTable();
  const trusted = t.connect('Pellew', 'trusted');
  const player = t.connect('Hornblower', 'player');
  const source = crewSource(change);
  const bosun = t.crewMember('Mr Bunce', { ...source, derived: deriveCrew(source) });
  return { t, trusted, player, bosun };
}

const run = (command: string) => runMacro(command, ['crewRoll']);

describe('a crew sheet’s rolls on the hotbar', () => {
  it('a dragged roll button becomes a macro of that roll for him, in the slot; a second drop reuses it', async () => {
    const { t, trusted, bosun } = setUp();
    t.use(trusted);
    const data = JSON.parse(JSON.stringify(crewRollDragData(bosun as never, 'attribute.strength'))) as unknown;
    expect(await drop(t, trusted, data, 4)).toBe(false);
    expect(t.macros).toHaveLength(1);
    const macro = t.macros[0]!;
    expect(macro).toMatchObject({ type: 'script', img: 'crew.webp', author: trusted.user.id });
    expect(macro.name).toContain('BROADSIDE.Macro.crewRoll');
    expect(trusted.user.hotbar[4]).toBe(macro.id);
    expect(await run(macro.command)).toEqual([['crewRoll', bosun.uuid, 'attribute.strength']]);
    await drop(t, trusted, data, 8);
    expect(t.macros).toHaveLength(1);
    expect(trusted.user.hotbar[8]).toBe(macro.id);
  });

  it('finds his rolls as his sheet offers them in play: a GURPS skill once he has one', () => {
    const { t, trusted, bosun } = setUp();
    t.use(trusted);
    expect(crewRollOf(bosun as never, 'footing')?.formula).toMatch(/^1d20cs<=/);
    expect(crewRollOf(bosun as never, 'gurps.spell')).toBeNull();
    const mage = setUp((c) => (c.gurps.spell = { name: 'Fair Wind', level: 13 }));
    mage.t.use(mage.trusted);
    expect(crewRollOf(mage.bosun as never, 'gurps.spell')).toMatchObject({ formula: '13 - 3d6', name: 'Fair Wind' });
  });

  it('a player who may not make script macros is told so, and nothing is made', async () => {
    const { t, player, bosun } = setUp();
    expect(await drop(t, player, { type: CREW_ROLL_DRAG, actorUuid: bosun.uuid, roll: 'footing' })).toBe(false);
    expect(t.macros).toHaveLength(0);
    expect(player.notes.at(-1)).toEqual({ type: 'warn', message: 'BROADSIDE.Macro.cannotCreate' });
  });

  it('reads a forged drop with bounds: a roll he lacks makes nothing, script in an id is not ours', async () => {
    const { t, trusted, bosun } = setUp();
    // Well formed, but not a roll of his: taken as ours (nothing for core to make of it), and nothing made.
    expect(await drop(t, trusted, { type: CREW_ROLL_DRAG, actorUuid: bosun.uuid, roll: 'gurps.spell' })).toBe(false);
    const forged = [
      { type: CREW_ROLL_DRAG, actorUuid: bosun.uuid, roll: 'footing"); game.settings.set("x", "y", 1); ("' },
      { type: CREW_ROLL_DRAG, actorUuid: bosun.uuid, roll: `a${'b'.repeat(80)}` },
      { type: CREW_ROLL_DRAG, actorUuid: `Actor.${'a'.repeat(300)}`, roll: 'footing' },
      { type: CREW_ROLL_DRAG, actorUuid: bosun.uuid, roll: 7 },
    ];
    for (const data of forged) {
      expect(crewRollDragOf(data)).toBeNull();
      expect(await drop(t, trusted, data)).toBeUndefined();
    }
    expect(t.macros).toHaveLength(0);
    expect(await run(crewRollMacroCommand('Actor.a"b', 'footing'))).toEqual([['crewRoll', 'Actor.a"b', 'footing']]);
  });

  it('a roll dragged from a compendium crew sheet makes his macro from the whole document', async () => {
    const { t, trusted } = setUp();
    const source = crewSource((c) => (c.gurps.gunnerCannon = 15));
    const packed = t.packedCrewMember('Master Gunner Brand', { ...source, derived: deriveCrew(source) });
    t.use(trusted);
    // The drop only finds his index entry (no data of his) until the whole document is loaded.
    expect(fromUuidSync(packed.uuid)).not.toHaveProperty('system');
    const data = JSON.parse(JSON.stringify(crewRollDragData(packed as never, 'gurps.gunnerCannon'))) as unknown;
    expect(await drop(t, trusted, data, 2)).toBe(false);
    expect(t.macros).toHaveLength(1);
    expect(trusted.user.hotbar[2]).toBe(t.macros[0]!.id);
    expect(await run(t.macros[0]!.command)).toEqual([['crewRoll', packed.uuid, 'gurps.gunnerCannon']]);
    // A roll the whole document does not offer makes nothing, and says so.
    expect(await drop(t, trusted, { type: CREW_ROLL_DRAG, actorUuid: packed.uuid, roll: 'gurps.spell' })).toBe(false);
    expect(t.macros).toHaveLength(1);
    expect(trusted.notes.at(-1)).toEqual({ type: 'warn', message: 'BROADSIDE.Macro.noCrewRoll' });
  });

  it('a macro whose crew member is gone, or who lost the roll, says so', async () => {
    const { t, trusted, bosun } = setUp();
    t.use(trusted);
    await MACRO_API.crewRoll('Actor.lostOverboard0001', 'footing');
    await MACRO_API.crewRoll(bosun.uuid, 'gurps.weatherSense');
    expect(trusted.notes.map((n) => n.message)).toEqual(['BROADSIDE.Macro.noCrew', 'BROADSIDE.Macro.noCrewRoll']);
  });
});
