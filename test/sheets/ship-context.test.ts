import { describe, expect, it } from 'vitest';
import { deriveShip, shipSource, type ShipSource } from '../support/fixtures';
import { SHIP_TABS, shipTabs, type ShipSheetView } from '../../src/sheets/ship-context';
import { shipSheetContext } from '../support/sheet-modules';

import { shipStatusContext } from '../../src/sheets/ship-status';
import { withHull, initialSaltntarState } from '../../src/rules/saltntar';

const context = (source: ShipSource, view: Partial<ShipSheetView> = {}, editable = true) =>
  shipSheetContext(source, deriveShip(source), [], editable, view);

describe('the ship sheet tabs', () => {
  it('marks the chosen tab active and no other, falling back to the battle tab', () => {
    const tabs = shipTabs('crew');
    expect(
      Object.values(tabs)
        .filter((t) => t.active)
        .map((t) => t.id),
    ).toEqual(['crew']);
    expect(tabs.crew.cssClass).toBe('active');
    expect(tabs.battle.cssClass).toBe('');
    expect(tabs.ship).toMatchObject({ group: 'primary', label: 'BROADSIDE.Ship.Tab.ship' });
    expect(shipTabs('nonsense').battle.active).toBe(true);
    expect(Object.keys(shipTabs('battle'))).toEqual(SHIP_TABS.map((t) => t.id));
  });
});

describe('play and edit mode', () => {
  it('makes her figures inputs only in edit mode, and only for a reader who may edit', () => {
    const frigate = shipSource({ guns: 36, rate: 'fifth' });
    expect(context(frigate, { mode: 'edit' }).editing).toBe(true);
    expect(context(frigate, { mode: 'play' }).editing).toBe(false);
    expect(context(frigate, { mode: 'edit' }, false).editing).toBe(false);
    // The switch says what a click does: a locked sheet offers to unlock, an open one to lock.
    expect(context(frigate, { mode: 'play' }).modeToggle).toEqual({
      mode: 'play',
      icon: 'fa-lock-open',
      label: 'BROADSIDE.SheetMode.unlock',
      hint: 'BROADSIDE.SheetMode.unlockHint',
    });
    expect(context(frigate, { mode: 'edit' }).modeToggle).toMatchObject({
      mode: 'edit',
      icon: 'fa-lock',
      label: 'BROADSIDE.SheetMode.lock',
    });
  });

  it('locks her damage for a player in play mode, never for the GM, and not for her owner editing', () => {
    const frigate = shipSource({ guns: 36, rate: 'fifth' });
    expect(context(frigate, { mode: 'play', isGM: false }).tracksLocked).toBe(true);
    expect(context(frigate, { mode: 'play', isGM: true }).tracksLocked).toBe(false);
    expect(context(frigate, { mode: 'edit', isGM: false }).tracksLocked).toBe(false);
    // An observer's edit mode is no edit mode.
    expect(context(frigate, { mode: 'edit', isGM: false }, false).tracksLocked).toBe(true);
    expect(context(frigate, { mode: 'play' }).sheetClass).toBe('broadside-sheet ship-sheet play-mode');
    expect(context(frigate, { mode: 'play' }, false).sheetClass).toBe('broadside-sheet ship-sheet play-mode locked');
  });

  it('locks her damage for a player in both modes while she fights, says why, and never for the GM', () => {
    const frigate = shipSource({ guns: 36, rate: 'fifth' });
    for (const mode of ['play', 'edit'] as const) {
      const player = context(frigate, { mode, isGM: false, fighting: true });
      expect(player.tracksLocked, mode).toBe(true);
      expect(player.battleLocked, mode).toBe(true);
      const gm = context(frigate, { mode, isGM: true, fighting: true });
      expect(gm.tracksLocked, mode).toBe(false);
      expect(gm.battleLocked, mode).toBe(false);
    }
    // Between battles her owner edits them; an observer is told nothing of a lock he has no use for.
    expect(context(frigate, { mode: 'edit', isGM: false, fighting: false }).battleLocked).toBe(false);
    expect(context(frigate, { mode: 'edit', isGM: false, fighting: true }, false).battleLocked).toBe(false);
  });

  it('names her rate, quality and class for play mode', () => {
    const c = context(shipSource({ rate: 'third', quality: 'elite', nationalClass: 'jollyJackTars' }), {
      mode: 'play',
    });
    expect(c).toMatchObject({
      rateLabel: 'BROADSIDE.Rate.third',
      qualityLabel: 'BROADSIDE.Quality.elite',
      nationalClassLabel: 'BROADSIDE.NationalClass.jollyJackTars',
    });
  });
});

describe('the status block', () => {
  const status = (over: Parameters<typeof shipSource>[0], prize: { captorName: string } | null = null, gm = false) =>
    shipStatusContext(shipSource(over), { prize }, gm);

  it('says afloat for a ship in the fight', () => {
    expect(status({})).toMatchObject({
      condition: 'afloat',
      foundering: false,
      captor: '',
      flagship: false,
      merchant: false,
      colours: 'fighting',
    });
  });

  it('gives a foundering ship her moves left, and puts her going down before her colours', () => {
    const s = status({ damage: { fate: 'foundering', founderMovesLeft: 3 }, strike: { status: 'struck' } });
    expect(s).toMatchObject({
      condition: 'foundering',
      foundering: true,
      movesLeft: 3,
      colours: 'struck',
      conditionLabel: 'BROADSIDE.Ship.Status.condition.foundering',
    });
  });

  it('says sunk, blown up, struck, retiring, and a prize with her captor', () => {
    expect(status({ damage: { fate: 'sunk' } }).condition).toBe('sunk');
    expect(status({ damage: { fate: 'exploded' } }).condition).toBe('exploded');
    expect(status({ strike: { status: 'struck' } }).condition).toBe('struck');
    expect(status({ strike: { status: 'retiring' } }).condition).toBe('retiring');
    expect(status({ strike: { status: 'struck' } }, { captorName: 'HMS Amazon' })).toMatchObject({
      condition: 'prize',
      captor: 'HMS Amazon',
    });
  });

  it('shows the flagship and merchant marks, and gives the controls to the GM only', () => {
    expect(status({ flagship: true, merchant: true })).toMatchObject({ flagship: true, merchant: true, gm: false });
    const gm = status({ damage: { fate: 'foundering', founderMovesLeft: 2 } }, null, true);
    expect(gm.gm).toBe(true);
    expect(gm.fates.filter((f) => f.selected).map((f) => f.value)).toEqual(['foundering']);
    expect(gm.colourOptions.map((c) => c.value)).toEqual(['fighting', 'retiring', 'struck']);
  });
});

describe("the sheet under Salt'n'Tar movement", () => {
  it('offers the hull types and no KMH movement tests', () => {
    const c = context(shipSource({ rate: 'cutter' }), {
      chosen: { movement: 'saltntar' },
      own: { saltntar: { hull: 'cutter' } },
    });
    expect(c.saltntar).toBe(true);
    expect(c.hulls.filter((h) => h.selected).map((h) => h.value)).toEqual(['cutter']);
    const ids = c.rollGroups.flatMap((g) => g.rolls.map((r) => r.id));
    expect(ids).not.toContain('deadZone');
    expect(ids).not.toContain('tacking');
  });

  it('offers no hull types under KMH movement, and the KMH tests', () => {
    const c = context(shipSource({ rate: 'cutter' }));
    expect(c.saltntar).toBe(false);
    expect(c.hulls).toEqual([]);
    expect(c.rollGroups.flatMap((g) => g.rolls.map((r) => r.id))).toContain('deadZone');
  });

  it('changes a hull and stops the rowing of one without oars', () => {
    const galley = { ...initialSaltntarState('largeGalley'), rowing: 2 as const };
    expect(withHull(galley, 'largeMerchant')).toMatchObject({ hull: 'largeMerchant', rowing: 0 });
    expect(withHull(galley, 'longship')).toMatchObject({ hull: 'longship', rowing: 2 });
    expect(withHull(galley, 'largeGalley')).toBe(galley);
  });
});
