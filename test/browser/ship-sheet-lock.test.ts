/**
 * Play mode locks a ship's damage for players: the real ShipSheet class mounted on its rendered
 * parts (test/support/sheet-page.ts), driven as a player who tries to clear her damage anyway.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BLANK_IMAGE, faintText, screenshot, showInWindow, useBrowser } from '../support/render';
import { renderParts } from '../support/sheet-parts';
import { deriveShip, shipSource, type ShipSource } from '../support/fixtures';
import { mountSheet, sheetState } from '../support/sheet-page';
import { SHIP_PARTS, type ShipSheetView } from '../../src/sheets/ship-context';
import { shipSheetContext } from '../support/sheet-modules';

import { ShipModel } from '../../src/data/ship';
import { sheetContext } from '../support/sheet-context';

const browser = useBrowser();

const damaged = () =>
  shipSource({
    guns: 32,
    rate: 'fifth',
    damage: { points: 12, speedBoxes: 4, mainmast: true, movesBurning: 1, onFire: true },
  });

async function shipSheet(source: ShipSource, view: Partial<ShipSheetView>): Promise<Page> {
  const context = sheetContext(
    ShipModel,
    { name: 'Chasse Marie', img: BLANK_IMAGE },
    source,
    '',
    shipSheetContext(source, deriveShip(source), [], true, view),
  );
  const page = await showInWindow(browser(), renderParts(SHIP_PARTS, context), {
    classes: ['broadside', 'sheet', 'ship'],
    title: 'Chasse Marie',
    width: 820,
  });
  await mountSheet(page, { type: 'ship', name: 'Chasse Marie', system: source, isGM: view.isGM ?? false });
  return page;
}

/** What a player with his browser's tools can do: take the `disabled` off a control. */
const enable = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => (el as HTMLButtonElement | HTMLInputElement).removeAttribute('disabled'));
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('a player’s sheet in play mode', () => {
  it('shows her damage read only, says why, and offers to unlock', async () => {
    const page = await shipSheet(damaged(), { mode: 'play', isGM: false });
    expect(await page.locator('.box.dp').first().isDisabled()).toBe(true);
    expect(await page.locator('.box.secondary').first().isDisabled()).toBe(true);
    for (const name of ['system.damage.mainmast', 'system.damage.onFire', 'system.damage.movesBurning'])
      expect(await page.locator(`[name="${name}"]`).isDisabled(), name).toBe(true);
    expect(await page.locator('.locked-note').textContent()).toContain('Her damage is locked in play');
    expect((await page.locator('.mode-toggle').textContent())?.trim()).toBe('Unlock to edit');
    // The struck boxes still read as struck: locked is not greyed out.
    expect(await page.locator('.box.dp.struck').count()).toBe(12);
    expect(await faintText(page)).toEqual([]);
    await screenshot(page, 'ship-sheet-locked-play');
    await page.close();
  });

  it('saves nothing when he clicks a damage box or a speed box he enabled himself', async () => {
    const page = await shipSheet(damaged(), { mode: 'play', isGM: false });
    const struck = '.box.dp[data-box="12"]';
    await enable(page, struck);
    await page.locator(struck).click();
    const speed = page.locator('.box.secondary.struck').first();
    await speed.evaluate((el) => el.removeAttribute('disabled'));
    await speed.click();
    await settle(page);
    expect((await sheetState(page)).saved).toEqual([]);
    await page.close();
  });

  it('saves nothing when he unticks "mainmast destroyed" or clears the fire after enabling them', async () => {
    const page = await shipSheet(damaged(), { mode: 'play', isGM: false });
    for (const name of ['system.damage.mainmast', 'system.damage.onFire']) {
      await enable(page, `[name="${name}"]`);
      await page.locator(`[name="${name}"]`).uncheck();
    }
    await enable(page, '[name="system.damage.movesBurning"]');
    await page.locator('[name="system.damage.movesBurning"]').fill('0');
    await page.locator('[name="system.damage.movesBurning"]').dispatchEvent('change', { bubbles: true });
    await settle(page);
    expect((await sheetState(page)).saved).toEqual([]);
    await page.close();
  });
});

describe('the GM’s sheet in play mode', () => {
  it('keeps her damage in his hands: a box struck and a mast repaired are saved', async () => {
    const page = await shipSheet(damaged(), { mode: 'play', isGM: true });
    expect(await page.locator('.box.dp').first().isDisabled()).toBe(false);
    expect(await page.locator('.locked-note').count()).toBe(0);
    await page.locator('.box.dp[data-box="13"]').click();
    await settle(page);
    await page.locator('[name="system.damage.mainmast"]').uncheck();
    await settle(page);
    const { saved } = await sheetState(page);
    expect(saved[0]).toEqual({ system: { damage: { points: 13 } } });
    expect(saved[1]).toMatchObject({ system: { damage: { mainmast: false } } });
    await page.close();
  });
});
