/**
 * The battle page of a ship sheet with Kyngesreach as the world's gunnery: its tracks drawn by the
 * module's partial (its ship block's `battle` part, loaded from its `templates`), in place of the damage points.
 */
import { describe, expect, it } from 'vitest';
import { BLANK_IMAGE, renderTemplate, screenshot, showInWindow, useBrowser } from '../support/render';
import { deriveShip, shipSource } from '../support/fixtures';
import { sheetContext } from '../support/sheet-context';
import { SHIP_PARTS, shipSheetContext } from '../../src/sheets/ship-context';
import { partContext } from '../../src/sheets/sheet-parts';
import { ShipModel } from '../../src/data/ship';
import { registerModules } from '../support/rule-modules';
import { KMH_MODULE } from '../support/kmh-module';
import { KYNGESREACH_MODULE } from '../../src/modules/kyngesreach';
import { freshPart } from '../../src/modules/kyngesreach/part';
import { templateFile } from '../support/sheet-parts';

// The modules a world registers: Kyngesreach's part is drawn where it plays gunnery.
registerModules([KMH_MODULE, KYNGESREACH_MODULE]);

const browser = useBrowser();

describe('Kyngesreach part of the ship sheet', () => {
  it('shows HIP and its sinking state, sail HP, masts with DR, each battery and its reload', async () => {
    const part = freshPart();
    part.hipLost = 300;
    part.sailLost = 40;
    part.masts.fore = { hits: 2, lost: false };
    part.masts.mizzen = { hits: 3, lost: true };
    part.batteries.starboard = { gunsLost: 5, reload: 2, ammunition: 'chain' };
    part.fires = 1;
    const source = { ...shipSource({ guns: 74, rate: 'third' }), modules: { kyngesreach: part } };
    const view = { mode: 'play' as const, tab: 'battle', chosen: { gunnery: 'kyngesreach' } };
    const context = {
      ...sheetContext(
        ShipModel,
        { name: 'HMS Defiance', img: BLANK_IMAGE },
        source,
        '',
        shipSheetContext(source, deriveShip(source), [], true, view),
      ),
    };
    const html = renderTemplate(templateFile(SHIP_PARTS.battle!.template), {
      ...partContext('battle', context),
      tab: { ...context.tabs.battle, active: true, cssClass: 'active' },
    });
    const page = await showInWindow(browser(), html, { classes: ['broadside', 'sheet', 'ship'], width: 820 });
    expect(await page.locator('.damage-points').count()).toBe(0);
    expect(await page.locator('.speed-boxes').count()).toBe(0);
    expect(await page.locator('.kr-hip').textContent()).toContain('HIP 700 / 1000 — Noticeable stress');
    expect(await page.locator('.kr-sail').textContent()).toContain('Sail HP 360 / 400');
    expect(await page.locator('.kr-masts li').allTextContents()).toEqual([
      'Foremast (DR 25): 2 of 3 hits',
      'Mainmast (DR 30): 0 of 3 hits',
      'Mizzen (DR 25): lost',
    ]);
    expect(await page.locator('.kr-batteries li').allTextContents()).toEqual([
      'Port: 37 of 37 × 32-pdr, Round shot, loaded',
      'Starboard: 32 of 37 × 32-pdr, Chain shot, reloading, 2 rounds',
    ]);
    expect(await page.locator('.kr-criticals li').allTextContents()).toEqual(['Fire × 1']);
    await screenshot(page, 'kr-ship-part');
    await page.close();
  });
});
