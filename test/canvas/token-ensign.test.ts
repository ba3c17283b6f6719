/**
 * The ships' ensigns on every client's canvas, through the system's own registration on a fake
 * table that keeps v13's rules for placeables (test/support/fake-canvas.ts, FOUNDRY-FACTS.md §21):
 * drawn with the token, placed again on core's refreshes, redrawn when her sheet or her token's
 * side changes (which refresh nothing in the fake), taken off with the token, and hidden by a
 * client's own setting.
 */
import { describe, expect, it } from 'vitest';
import { FakeScene, FakeTable, type FakeClient, type FakeTokenDocument } from '../support/fake-canvas';
import type { FakeGraphics } from '../support/fake-pixi';
import { shipSource } from '../support/fixtures';
import { ensignDrawing } from '../../src/canvas/ensign-flag';

const { registerCanvas } = await import('../../src/canvas/register');
const { registerEnsignSetting } = await import('../../src/canvas/token-ensign');

const BRITISH = 0xc8102e;
const FRENCH = 0x1d4fb8;
/** Side colours (data/ensign.ts) of a ship whose nation is not known. */
const FRIENDLY = 0x4f7f3a;
const HOSTILE = 0x9a4a1a;

/** A GM and Pellew both looking at the sea: HMS Defiance (Pellew's) and the Hostile Héros, frigates bow up. */
function battle() {
  const t = new FakeTable();
  const gm = t.connect('Gamemaster', 'gm');
  const player = t.connect('Pellew', 'player');
  const sea = new FakeScene('sea', { size: 100, distance: 5, units: 'cm', isHexagonal: false });
  for (const client of [player, gm]) {
    t.use(client);
    registerCanvas();
    registerEnsignSetting();
    client.viewing = sea;
  }
  const frigate = (nationality: string) => shipSource({ rate: 'fifth', guns: 32, nationality });
  const defiance = t.ship('HMS Defiance', sea, { x: 1000, y: 1000 }, frigate('British'), [player.user.id]);
  const heros = t.ship('Héros', sea, { x: 1500, y: 1000 }, frigate('French'));
  for (const doc of [defiance, heros]) Object.assign(doc, { width: 0.5, height: 1 });
  defiance.disposition = 1;
  heros.disposition = -1;
  return { t, gm, player, defiance, heros };
}

/** The flags on her token on this client's canvas. */
function flagsOn(t: FakeTable, client: FakeClient, doc: FakeTokenDocument): FakeGraphics[] {
  t.use(client);
  return (doc.object?.children ?? []) as FakeGraphics[];
}

/** Her one flag on this client's canvas: its field's colour and where its staff stands. */
function flagOn(t: FakeTable, client: FakeClient, doc: FakeTokenDocument) {
  const flags = flagsOn(t, client, doc);
  expect(flags).toHaveLength(1);
  const [flag] = flags;
  const staff = flag!.calls.find((c) => c[0] === 'moveTo')!;
  return { colour: flag!.fills.at(-1), staff: { x: staff[1], foot: staff[2] }, graphics: flag! };
}

/** The user sets his client setting as its form in Configure Settings does (ClientSettings#set). */
function showEnsigns(client: FakeClient, value: boolean): Promise<unknown> {
  const settings = client.game.settings as { set: (scope: string, key: string, value: unknown) => Promise<unknown> };
  return settings.set('broadside', 'showEnsigns', value);
}

describe("a ship's ensign on her tokens", () => {
  it("is drawn with each token on every client, in her nation's colour, at her stern", () => {
    const { t, gm, player, defiance, heros } = battle();
    for (const client of [gm, player]) client.draw();
    for (const client of [gm, player]) {
      expect(flagOn(t, client, defiance).colour).toBe(BRITISH);
      expect(flagOn(t, client, heros).colour).toBe(FRENCH);
      // 50 × 100 px, bow up: the staff on her centre line, 40 px below her centre.
      expect(flagOn(t, client, defiance).staff).toEqual({ x: 25, foot: 90 });
      // A mark, not a control: the pointer passes through it to her token (FOUNDRY-FACTS.md section 21).
      expect(flagOn(t, client, defiance).graphics.eventMode).toBe('none');
    }
    // A client that has not drawn its canvas has nothing on it.
    const late = t.connect('Late', 'player');
    expect(flagsOn(t, late, defiance)).toEqual([]);
  });

  it('follows her stern round when she turns, and stays one flag however often core refreshes or redraws her', () => {
    const { t, gm, player, defiance } = battle();
    for (const client of [gm, player]) client.draw();
    t.use(gm);
    void defiance.update({ rotation: 90 });
    const turned = ensignDrawing({
      width: 50,
      height: 100,
      rotation: 90,
      artHeading: 0,
      nationality: 'British',
      side: 'friendly',
    });
    for (const client of [gm, player])
      expect(flagOn(t, client, defiance).staff).toEqual({ x: turned.staff.x, foot: turned.staff.foot });
    // A movement refreshes her too; what is drawn on her moves with her container, and is not drawn again.
    const before = flagOn(t, player, defiance).graphics.history.length;
    void defiance.update({ x: 1200 });
    expect(flagOn(t, player, defiance).graphics.history).toHaveLength(before);
    // Drawn again (her children cleared): a new flag, and only one.
    player.draw();
    player.draw();
    expect(flagOn(t, player, defiance).staff.x).toBe(turned.staff.x);
  });

  it('stays at the stern her art shows when her rotation is locked (the art does not turn)', () => {
    const { t, gm, defiance } = battle();
    defiance.lockRotation = true;
    gm.draw();
    t.use(gm);
    void defiance.update({ rotation: 90 });
    expect(flagOn(t, gm, defiance).staff).toEqual({ x: 25, foot: 90 });
  });

  it('changes colour on every client when her nationality is changed on her sheet, though core refreshes nothing', () => {
    const { t, gm, player, defiance } = battle();
    for (const client of [gm, player]) client.draw();
    t.use(player);
    void defiance.actor.update({ system: { nationality: 'Französisch' } });
    for (const client of [gm, player]) expect(flagOn(t, client, defiance).colour).toBe(FRENCH);
    // A nation Broadside does not know: her side's colour.
    void defiance.actor.update({ system: { nationality: 'Ruritanian' } });
    for (const client of [gm, player]) expect(flagOn(t, client, defiance).colour).toBe(FRIENDLY);
    // Another sheet change (her name) leaves the flag alone.
    const drawnBefore = flagOn(t, gm, defiance).graphics.history.length;
    void defiance.actor.update({ system: { captain: 'Pellew' } });
    expect(flagOn(t, gm, defiance).graphics.history).toHaveLength(drawnBefore);
  });

  it('changes colour when the GM changes the side of a ship with no known nation', () => {
    const { t, gm, player, heros } = battle();
    for (const client of [gm, player]) client.draw();
    t.use(gm);
    void heros.actor.update({ system: { nationality: '' } });
    expect(flagOn(t, player, heros).colour).toBe(HOSTILE);
    void heros.update({ disposition: 1 });
    for (const client of [gm, player]) expect(flagOn(t, client, heros).colour).toBe(FRIENDLY);
  });

  it('is taken off with her token, and drawn on no token that is not a ship', () => {
    const { t, gm, player, defiance, heros } = battle();
    (heros.actor as unknown as { type: string }).type = 'crew';
    for (const client of [gm, player]) client.draw();
    expect(flagsOn(t, gm, heros)).toEqual([]);
    const flag = flagOn(t, player, defiance).graphics;
    player.erase(defiance);
    expect(flag.destroyed).toBe(true);
    expect(flagsOn(t, gm, defiance)).toHaveLength(1);
  });

  it('hides on one client when that user turns his setting off, and comes back when he turns it on', async () => {
    const { t, gm, player, defiance, heros } = battle();
    for (const client of [gm, player]) client.draw();
    t.use(gm);
    const shown = flagOn(t, gm, defiance).graphics;
    await showEnsigns(gm, false);
    expect(shown.destroyed).toBe(true);
    expect(flagsOn(t, gm, defiance)).toEqual([]);
    expect(flagsOn(t, gm, heros)).toEqual([]);
    // Pellew's canvas keeps them; a refresh of the GM's draws none.
    expect(flagOn(t, player, defiance).colour).toBe(BRITISH);
    t.use(gm);
    void defiance.update({ rotation: 45 });
    expect(flagsOn(t, gm, defiance)).toEqual([]);
    t.use(gm);
    await showEnsigns(gm, true);
    expect(flagOn(t, gm, defiance).colour).toBe(BRITISH);
    expect(flagOn(t, gm, heros).colour).toBe(FRENCH);
  });
});
