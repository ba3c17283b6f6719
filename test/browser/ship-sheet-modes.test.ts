/**
 * The ship sheet's pages, its play and edit modes and its status block, as a player and as the GM,
 * in both themes; and a foundering ship's moves left on her Move card.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  BLANK_IMAGE,
  THEMES,
  faintText,
  renderTemplate,
  screenshot,
  showInWindow,
  useBrowser,
} from '../support/render';
import { renderParts } from '../support/sheet-parts';
import { deriveShip, shipSource, type ShipSource } from '../support/fixtures';
import { SHIP_PARTS, SHIP_TABS, type ShipSheetView } from '../../src/sheets/ship-context';
import { shipSheetContext } from '../support/sheet-modules';

import { cardMessageContext } from '../../src/modules/kmh/card-message';
import { ShipModel } from '../../src/data/ship';
import { sheetContext } from '../support/sheet-context';

const browser = useBrowser();

const CREW = [{ index: 0, actor: 'Actor.abc', name: 'Capt. Hugh Jarce', img: '', role: 'captain', missing: false }];

async function showShip(
  source: ShipSource,
  view: Partial<ShipSheetView>,
  theme: (typeof THEMES)[number] = 'light',
  editable = true,
): Promise<Page> {
  const context = sheetContext(
    ShipModel,
    { name: 'HMS Bellona', img: BLANK_IMAGE },
    source,
    '<p>Sails well on a wind.</p>',
    shipSheetContext(source, deriveShip(source), CREW, editable, view),
  );
  return showInWindow(browser(), renderParts(SHIP_PARTS, context), {
    classes: ['broadside', 'sheet', 'ship'],
    title: 'HMS Bellona',
    width: 820,
    theme,
  });
}

const visible = (page: Page, selector: string) => page.locator(selector).isVisible();
const count = (page: Page, selector: string) => page.locator(selector).count();
const seventyFour = () =>
  shipSource({ guns: 74, rate: 'third', nationality: 'British', shipId: 'B-12', damage: { points: 20 } });

describe('the ship sheet pages', () => {
  it.each(SHIP_TABS.map((t) => t.id))('shows the %s page alone, with its tab marked', async (tab) => {
    const page = await showShip(seventyFour(), { mode: 'play', tab });
    expect(await page.locator('nav.sheet-tabs .item.active').getAttribute('data-tab')).toBe(tab);
    expect(await page.locator('.tab.active').count()).toBe(1);
    for (const other of SHIP_TABS.map((t) => t.id))
      expect(await visible(page, `.tab[data-tab="${other}"]`), other).toBe(other === tab);
    // Every tab carries what ApplicationV2's tab action reads.
    expect(await count(page, 'nav.sheet-tabs a[data-action="tab"][data-group="primary"]')).toBe(SHIP_TABS.length);
    await screenshot(page, `ship-sheet-tab-${tab}`);
    await page.close();
  });

  it('groups the battle page’s buttons by the card they belong to, none of them bare dice', async () => {
    const page = await showShip(seventyFour(), { mode: 'play' });
    expect(await page.locator('.roll-group h3').allTextContents()).toEqual([
      'On her Move card',
      'On her Fire card',
      'Grappling and boarding',
      'On event cards',
    ]);
    const fire = (await page.locator('.roll-group[data-phase="fire"] button').allTextContents()).map((t) => t.trim());
    expect(fire).toEqual([
      'Port broadside',
      'Starboard broadside',
      'Bow chasers',
      'Stern chasers',
      'Fire at her boats',
    ]);
    const labels = (await page.locator('button.roll').allTextContents()).join(' ');
    expect(labels).not.toMatch(/\d+d\d+|Xd6|cs>=/);
    await page.close();
  });
});

describe('the card in play leads the battle page', () => {
  it.each(THEMES)(
    'puts her Fire card’s buttons first and dims the rest, all still usable (%s theme)',
    async (theme) => {
      const page = await showShip(seventyFour(), { mode: 'play', own: { kmh: { lead: 'fire' } } }, theme);
      expect(await page.locator('.roll-group').first().getAttribute('data-phase')).toBe('fire');
      expect(await page.locator('.roll-group.leads .card-in-play').textContent()).toBe('her card in play');
      expect(await page.locator('.roll-group.dimmed').count()).toBe(3);
      // Dimmed is not disabled: a collision's fire test is still rolled from here.
      expect(await page.locator('.roll-group.dimmed button.roll:disabled').count()).toBe(0);
      expect(await faintText(page)).toEqual([]);
      if (theme === 'light') await screenshot(page, 'ship-sheet-fire-card-leads');
      await page.close();
    },
  );

  it('dims nothing while no card of hers is in play', async () => {
    const page = await showShip(seventyFour(), { mode: 'play', own: { kmh: { lead: null } } });
    expect(await page.locator('.roll-group.dimmed, .roll-group.leads').count()).toBe(0);
    expect(await page.locator('.roll-group').first().getAttribute('data-phase')).toBe('move');
    await page.close();
  });
});

describe('play and edit mode', () => {
  it('shows her fixed figures as text in play mode, and as inputs in edit mode', async () => {
    const play = await showShip(seventyFour(), { mode: 'play', tab: 'ship' });
    for (const name of [
      'system.guns',
      'system.rate',
      'system.decks',
      'system.quality',
      'system.nationalClass',
      'system.purse',
      'system.fireFactor.adjust',
      'system.baseFactorOverride',
      'system.boats',
      'system.bombKetch',
    ])
      expect(await count(play, `[name="${name}"]`), name).toBe(0);
    expect(await play.locator('dd.guns').textContent()).toBe('74');
    expect(await play.locator('dd.rate').textContent()).toBe('3rd rate');
    expect(await play.locator('dd.quality').textContent()).toBe('Average');
    // The switch says what it does, not the mode the sheet is in.
    expect((await play.locator('.mode-toggle').textContent())?.trim()).toBe('Unlock to edit');
    expect(await play.locator('.mode-toggle i').getAttribute('class')).toContain('fa-lock-open');
    // What changes in a battle stays at hand: the damage boxes and the other damage.
    expect(await count(play, '[name="system.damage.onFire"]')).toBe(1);
    expect(await count(play, '.crew-role')).toBe(0);
    expect(await play.locator('.crew-role-name').textContent()).toBe('Captain');
    await screenshot(play, 'ship-sheet-play-figures');
    await play.close();

    const edit = await showShip(seventyFour(), { mode: 'edit', tab: 'ship' });
    for (const name of [
      'system.guns',
      'system.rate',
      'system.decks',
      'system.quality',
      'system.purse',
      'system.boats',
      'system.bombKetch',
    ])
      expect(await count(edit, `[name="${name}"]`), name).toBeGreaterThan(0);
    expect((await edit.locator('.mode-toggle').textContent())?.trim()).toBe('Lock for play');
    await screenshot(edit, 'ship-sheet-edit-figures');
    await edit.close();
  });

  it('offers no switch to an observer, who reads the sheet in play mode', async () => {
    const page = await showShip(seventyFour(), { mode: 'edit', tab: 'ship' }, 'light', false);
    expect(await count(page, '.mode-toggle')).toBe(0);
    expect(await count(page, '[name="system.guns"]')).toBe(0);
    await page.close();
  });
});

describe('the status block', () => {
  it('shows the owner a foundering flagship, her moves left and her colours as text, with no control', async () => {
    const page = await showShip(
      shipSource({
        guns: 74,
        rate: 'third',
        flagship: true,
        damage: { fate: 'foundering', founderMovesLeft: 3, points: 74 },
      }),
      { mode: 'play' },
    );
    expect(await page.locator('.ship-status .condition-label').textContent()).toBe('Foundering');
    expect(await page.locator('.ship-status .moves-left').textContent()).toBe('moves left afloat: 3');
    expect(await page.locator('.ship-status .strike-status-label').textContent()).toBe('Fighting');
    expect(await visible(page, '.flagship-badge')).toBe(true);
    for (const name of [
      'system.damage.fate',
      'system.damage.founderMovesLeft',
      'system.strike.status',
      'system.flagship',
      'system.merchant',
    ])
      expect(await count(page, `[name="${name}"]`), name).toBe(0);
    await screenshot(page, 'ship-sheet-status-owner');
    await page.close();
  });

  it('gives the GM the fate, moves left, colours, flagship and merchant controls', async () => {
    const page = await showShip(
      shipSource({ guns: 74, rate: 'third', merchant: true, damage: { fate: 'foundering', founderMovesLeft: 2 } }),
      { mode: 'play', isGM: true },
    );
    expect(await page.locator('select[name="system.damage.fate"]').inputValue()).toBe('foundering');
    expect(await page.locator('input[name="system.damage.founderMovesLeft"]').inputValue()).toBe('2');
    expect(await page.locator('select[name="system.strike.status"]').inputValue()).toBe('fighting');
    expect(await page.locator('input[name="system.merchant"]').isChecked()).toBe(true);
    expect(await page.locator('input[name="system.flagship"]').isChecked()).toBe(false);
    await screenshot(page, 'ship-sheet-status-gm');
    await page.close();
  });

  it('names a prize and her captor, and a struck or sunk ship', async () => {
    const prize = await showShip(shipSource({ strike: { status: 'struck' } }), {
      mode: 'play',
      table: { prize: { captorName: 'HMS <Amazon>' } },
    });
    expect(await prize.locator('.condition-label').textContent()).toBe('Taken as a prize');
    expect(await prize.locator('.captor').textContent()).toBe('held by HMS <Amazon>');
    await screenshot(prize, 'ship-sheet-status-prize');
    await prize.close();
    const sunk = await showShip(shipSource({ damage: { fate: 'sunk' } }), { mode: 'play' });
    expect(await sunk.locator('.condition-label').textContent()).toBe('Sunk');
    expect(await count(sunk, '.moves-left')).toBe(0);
    await sunk.close();
  });
});

describe("the sheet under Salt'n'Tar movement", () => {
  it('shows her hull type where the turning circle was, and no KMH move tests', async () => {
    const page = await showShip(shipSource({ guns: 10, rate: 'cutter' }), {
      mode: 'play',
      chosen: { movement: 'saltntar' },
      own: { saltntar: { hull: 'cutter' } },
    });
    expect(await page.locator('.at-a-glance .hull-type').textContent()).toBe('Cutter');
    expect(await count(page, '.turning-circle')).toBe(0);
    expect(await count(page, 'button[data-roll="deadZone"], button[data-roll="tacking"]')).toBe(0);
    await screenshot(page, 'ship-sheet-saltntar');
    await page.close();
    const edit = await showShip(shipSource({ guns: 10, rate: 'cutter' }), {
      mode: 'edit',
      tab: 'ship',
      chosen: { movement: 'saltntar' },
      own: { saltntar: { hull: 'schooner' } },
    });
    expect(await edit.locator('select.ship-hull').inputValue()).toBe('schooner');
    await edit.close();
  });
});

describe.each(THEMES)('the ship sheet in the %s theme', (theme) => {
  it.each(SHIP_TABS.map((t) => t.id))(
    'shows the %s page, played by the GM and edited, with no faint text',
    async (tab) => {
      const source = shipSource({
        guns: 74,
        rate: 'third',
        flagship: true,
        strike: { marked: true, triggers: ['a'] },
        damage: { fate: 'foundering', founderMovesLeft: 2, points: 30 },
      });
      for (const view of [
        { mode: 'play', isGM: true },
        { mode: 'edit', isGM: false },
      ] as const) {
        const page = await showShip(source, { ...view, tab }, theme);
        expect(await faintText(page), `${tab} ${view.mode}`).toEqual([]);
        await page.close();
      }
    },
  );
});

describe("a foundering ship's Move card", () => {
  it('says how many moves she has left afloat, in both themes', async () => {
    const ships = [
      { name: 'Bellona', img: BLANK_IMAGE, tokenId: 't-1', hidden: false, founderMovesLeft: 2 },
      { name: 'Amazon', img: BLANK_IMAGE, tokenId: 't-2', hidden: false, founderMovesLeft: null },
    ];
    const context = cardMessageContext({ combatId: 'c-1', card: 'move:British', turn: 3, ships }, false);
    for (const theme of THEMES) {
      const page = await showInWindow(browser(), renderTemplate('templates/modules/kmh/card-message.hbs', context), {
        classes: ['broadside-tracker'],
        width: 300,
        tag: 'div',
        theme,
      });
      expect(await page.locator('.ship[data-token-id="t-1"] .foundering').textContent()).toBe(
        'Foundering – moves left afloat: 2',
      );
      expect(await page.locator('.ship[data-token-id="t-2"] .foundering').count()).toBe(0);
      expect(await faintText(page)).toEqual([]);
      if (theme === 'light') await screenshot(page, 'deck-card-foundering');
      await page.close();
    }
  });
});
