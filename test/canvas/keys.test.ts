/**
 * Broadside's keys on the fake table (test/support/fake-canvas.ts): Draw a card (the GM's), Hold
 * the Fire card and the move window, each registered as Configure Controls lists them and each
 * handler running the action its button runs: the tracker's deck requests, the token HUD's window.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { languageTrees } from '../../tools/manifest.mjs';
import {
  FakeApplication,
  FakeScene,
  FakeTable,
  MODIFIER_KEYS,
  fakeBattle,
  type FakeClient,
  type FakeCombatant,
} from '../support/fake-canvas';
import { lookup, type LangTree } from '../support/lang';
import { ship } from '../combat/battle';
import type { DeskRequest } from '../../src/authority/channel/protocol';

const asked: DeskRequest[] = [];
// The rest of the client is real: the desk's page door reads its queue and mailbox when it loads.
vi.mock('../../src/authority/channel/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  askDesk: (request: DeskRequest) => {
    asked.push(request);
    return Promise.resolve({ id: 'k', ok: false, code: 'refusedForTheTest', data: {} });
  },
}));

const { BroadsideCombat } = await import('../../src/combat/combat');
const { registerDeckKeys } = await import('../../src/modules/kmh/deck-keys');
const { registerMoveKey } = await import('../../src/applications/move-key');
const { MoveDialog } = await import('../../src/applications/move-dialog');

// Every file of each language, as Foundry merges them (the shared strings and each module's).
const LANGS: LangTree[] = ['en', 'de'].map((lang) => languageTrees()[lang]!);
const grid = { size: 100, distance: 5, units: 'cm', isHexagonal: false };

/** A begun battle on "sea", Pellew's Defiance in it and her squadron's Fire card just drawn. */
function battleTable() {
  const t = new FakeTable();
  const gm = t.connect('Gamemaster', 'gm');
  const player = t.connect('Pellew', 'player');
  const sea = new FakeScene('sea', grid);
  gm.viewing = sea;
  player.viewing = sea;
  const defiance = t.ship('HMS Defiance', sea, { x: 1000, y: 1000 }, undefined, [player.user.id]);
  const combatants: FakeCombatant[] = [{ id: 'cmbDefiance00000', tokenId: defiance.id }];
  const deck = {
    turn: 1,
    serial: 4,
    played: ['fire:Inshore'],
    combined: [],
    justDrawn: 'fire:Inshore',
    last: { action: 'draw', card: 'fire:Inshore', by: gm.user.id },
  };
  const squadrons = [{ id: 'Inshore', side: 'friendly', ships: ['cmbDefiance00000'], flagship: null }];
  const entry = (c: FakeCombatant) => ({
    ...ship({ name: 'HMS Defiance', combatantId: c.id, tokenId: c.tokenId, ownerIds: [player.user.id] }),
  });
  const battle = fakeBattle(t, BroadsideCombat.prototype, { deck, squadrons }, combatants, entry);
  t.combat = battle;
  return { t, gm, player, defiance, battle };
}

/** Registers the keys on a client, as the system's init does there. */
function keysOf(t: FakeTable, client: FakeClient) {
  t.use(client);
  registerDeckKeys();
  registerMoveKey();
  const key = (action: string) => client.keybindings.find((k) => k.action === action)!;
  return { draw: key('drawCard'), hold: key('holdCard'), move: key('moveWindow') };
}

const press = async (t: FakeTable, client: FakeClient, binding: { data: Record<string, unknown> }) => {
  t.use(client);
  expect((binding.data.onDown as () => boolean)()).toBe(true);
  // The handler's work runs on after the key is consumed.
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  asked.length = 0;
});

describe('Broadside’s keys', () => {
  it('are listed with names and hints in both languages, on Shift; drawing is the GM’s alone', () => {
    const { t, gm } = battleTable();
    const keys = keysOf(t, gm);
    expect(keys.draw.data).toMatchObject({ restricted: true, editable: [{ key: 'KeyC', modifiers: ['Shift'] }] });
    expect(keys.hold.data).toMatchObject({ editable: [{ key: 'KeyH', modifiers: [MODIFIER_KEYS.SHIFT] }] });
    expect(keys.move.data).toMatchObject({ editable: [{ key: 'KeyM', modifiers: [MODIFIER_KEYS.SHIFT] }] });
    expect(keys.hold.data.restricted).toBeFalsy();
    expect(keys.move.data.restricted).toBeFalsy();
    for (const { data } of Object.values(keys))
      for (const lang of LANGS) {
        expect(lookup(lang, data.name as string)).toBeTruthy();
        expect(lookup(lang, data.hint as string)).toBeTruthy();
      }
  });

  it('Draw asks the desk what the tracker’s Draw button asks, for the battle the tracker shows', async () => {
    const { t, gm, battle } = battleTable();
    const { draw } = keysOf(t, gm);
    await press(t, gm, draw);
    expect(asked).toEqual([
      { kind: 'deck', combatId: battle.id, serial: 4, action: 'draw', card: '', commander: '', subordinates: [] },
    ]);
  });

  it('Hold asks to hold the card just drawn; with no battle in the tracker it says so and asks nothing', async () => {
    const { t, player, battle } = battleTable();
    const { hold } = keysOf(t, player);
    await press(t, player, hold);
    expect(asked).toMatchObject([{ kind: 'deck', combatId: battle.id, action: 'hold', card: 'fire:Inshore' }]);
    t.combat = null;
    await press(t, player, hold);
    expect(asked).toHaveLength(1);
    expect(player.notes.at(-1)).toEqual({ type: 'warn', message: 'BROADSIDE.Keys.noBattle' });
  });

  it('the move window key opens the selected ship’s move window, as the HUD’s ship button does', async () => {
    const { t, player, defiance } = battleTable();
    const { move } = keysOf(t, player);
    await press(t, player, move);
    expect(player.notes.at(-1)).toEqual({ type: 'warn', message: 'BROADSIDE.Keys.needShip' });
    player.placeableOf(defiance)!.control();
    await press(t, player, move);
    const opened = FakeApplication.made.filter((app) => app instanceof MoveDialog && app.rendered);
    expect(opened.map((app) => app.id)).toContain(`broadside-move-${defiance.id}`);
  });
});
