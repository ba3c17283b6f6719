/**
 * Play mode locks a ship's damage for players, and a battle locks it in both modes: the real
 * ShipSheet class mounted on its rendered parts (test/support/sheet-page.ts), driven as a player
 * who tries to clear her damage anyway.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BLANK_IMAGE, faintText, screenshot, showInWindow, useBrowser } from '../support/render';
import { renderParts } from '../support/sheet-parts';
import { deriveShip, shipSource, type ShipSource } from '../support/fixtures';
import { closeSheet, deleteBattle, joinBattle, mountSheet, renderTimes, sheetState } from '../support/sheet-page';
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

async function shipSheet(source: ShipSource, view: Partial<ShipSheetView>, more: string[] = []): Promise<Page> {
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
  await mountSheet(page, {
    type: 'ship',
    name: 'Chasse Marie',
    system: source,
    isGM: view.isGM ?? false,
    mode: view.mode ?? 'play',
    fighting: view.fighting ?? false,
    battleTracks: more,
  });
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

/** Her damage controls the sheet draws, by the path each names (a form input's name, a box's data-path). */
const TRACKS = [
  '.box.dp',
  '.box.secondary',
  '[name="system.damage.mainmast"]',
  '[name="system.damage.onFire"]',
  '[name="system.damage.movesBurning"]',
  '[name="system.damage.boatsLost"]',
];

describe('a player’s sheet while she is in a battle', () => {
  it('locks her damage in edit mode too, and says why on the Battle tab', async () => {
    const page = await shipSheet(damaged(), { mode: 'edit', isGM: false, fighting: true });
    for (const selector of TRACKS) expect(await page.locator(selector).first().isDisabled(), selector).toBe(true);
    expect(await page.locator('.battle-locked').textContent()).toContain(
      'Locked while she is in battle: the GM or a card changes them.',
    );
    // The play-mode note is not shown beside it: one reason at a time.
    expect(await page.locator('.locked-note').count()).toBe(1);
    // The figures that decide her shots are locked too (decision desk-battle-figures); her nation is not.
    expect(await page.locator('[name="system.guns"]').isDisabled()).toBe(true);
    expect(await page.locator('[name="system.nationality"]').isDisabled()).toBe(false);
    expect(await faintText(page)).toEqual([]);
    await screenshot(page, 'ship-sheet-battle-locked');
    await page.close();
  });

  it('locks a path a module guards after the sheet was written, read off the list at render', async () => {
    const page = await shipSheet(damaged(), { mode: 'edit', isGM: false, fighting: true }, ['guns', 'decks']);
    expect(await page.locator('[name="system.guns"]').isDisabled()).toBe(true);
    expect(await page.locator('[name="system.decks"]').isDisabled()).toBe(true);
    expect(await page.locator('[name="system.nationality"]').isDisabled()).toBe(false);
    await page.close();
  });

  it('saves nothing of her damage when he enables the controls in his browser and changes them', async () => {
    const page = await shipSheet(damaged(), { mode: 'edit', isGM: false, fighting: true });
    await enable(page, '.box.dp[data-box="12"]');
    await page.locator('.box.dp[data-box="12"]').click();
    for (const name of ['system.damage.mainmast', 'system.damage.onFire']) {
      await enable(page, `[name="${name}"]`);
      await page.locator(`[name="${name}"]`).uncheck();
    }
    await settle(page);
    expect((await sheetState(page)).saved).toEqual([]);
    await page.close();
  });

  it('opens again between battles: her owner in edit mode marks her repairs', async () => {
    const page = await shipSheet(damaged(), { mode: 'edit', isGM: false, fighting: false });
    expect(await page.locator('.battle-locked').count()).toBe(0);
    await page.locator('.box.dp[data-box="12"]').click();
    await settle(page);
    expect((await sheetState(page)).saved[0]).toEqual({ system: { damage: { points: 11 } } });
    await page.close();
  });
});

describe('her crew list while she is in a battle (decision desk-battle-figures)', () => {
  const CREW = { 'Actor.pellew': 'Lt Pellew', 'Actor.bush': 'Mr Bush' };
  /** Her Crew page with two aboard, each named as the world has him. */
  async function crewPage(view: Partial<ShipSheetView>): Promise<Page> {
    const source = shipSource({ guns: 32, rate: 'fifth' });
    source.crew = [
      { actor: 'Actor.pellew', role: 'captain' },
      { actor: 'Actor.bush', role: 'lieutenant' },
    ];
    const views = source.crew.map((entry, index) => ({
      index,
      ...entry,
      name: CREW[entry.actor as keyof typeof CREW],
      img: '',
      missing: false,
    }));
    const context = sheetContext(
      ShipModel,
      { name: 'Chasse Marie', img: BLANK_IMAGE },
      source,
      '',
      shipSheetContext(source, deriveShip(source), views, true, { ...view, tab: 'crew' }),
    );
    const page = await showInWindow(browser(), renderParts(SHIP_PARTS, context), {
      classes: ['broadside', 'sheet', 'ship'],
      title: 'Chasse Marie',
      width: 820,
    });
    // The sheet names each member from his actor (fromUuid, https://foundryvtt.com/api/v13/functions/global.fromUuid.html).
    await page.evaluate((names: Record<string, string>) => {
      Object.assign(globalThis, {
        fromUuid: (uuid: string) => Promise.resolve(names[uuid] ? { name: names[uuid], img: '' } : null),
      });
    }, CREW);
    await mountSheet(page, {
      type: 'ship',
      name: 'Chasse Marie',
      system: source,
      isGM: view.isGM ?? false,
      mode: view.mode ?? 'edit',
      fighting: view.fighting ?? false,
    });
    await page.locator('nav [data-tab="crew"]').click();
    return page;
  }
  const controls = ['select.crew-role', 'button[data-action="removeCrew"]'];

  it('locks who is aboard and in which post on a player’s sheet, and says why, in both themes', async () => {
    const page = await crewPage({ isGM: false, fighting: true });
    expect(await page.locator('.crew-name').allTextContents()).toEqual(['Lt Pellew', 'Mr Bush']);
    for (const selector of controls)
      for (const control of await page.locator(selector).all()) expect(await control.isDisabled(), selector).toBe(true);
    expect(await page.locator('.crew .crew-locked').textContent()).toContain('only the GM signs on');
    expect(await page.locator('.crew .drop-hint').count()).toBe(1);
    expect(await faintText(page)).toEqual([]);
    await screenshot(page, 'ship-sheet-crew-battle-locked');
    // A control he enables in his browser still changes nothing.
    await enable(page, 'button[data-action="removeCrew"] >> nth=1');
    await page.locator('button[data-action="removeCrew"]').nth(1).click();
    await settle(page);
    expect((await sheetState(page)).saved).toEqual([]);
    await page.close();
  });

  it('leaves it to her owner between battles, and to the GM in one', async () => {
    for (const view of [
      { isGM: false, fighting: false },
      { isGM: true, fighting: true },
    ]) {
      const page = await crewPage(view);
      for (const selector of controls) expect(await page.locator(selector).first().isDisabled(), selector).toBe(false);
      expect(await page.locator('.crew .crew-locked').count()).toBe(0);
      await page.close();
    }
  });
});

describe('the GM’s sheet while she is in a battle', () => {
  it('is never locked: her damage stays live in edit mode, with no note', async () => {
    const page = await shipSheet(damaged(), { mode: 'edit', isGM: true, fighting: true }, ['guns']);
    for (const selector of TRACKS) expect(await page.locator(selector).first().isDisabled(), selector).toBe(false);
    expect(await page.locator('[name="system.guns"]').isDisabled()).toBe(false);
    expect(await page.locator('.locked-note').count()).toBe(0);
    await screenshot(page, 'ship-sheet-battle-gm');
    await page.locator('[name="system.damage.mainmast"]').uncheck();
    await settle(page);
    expect((await sheetState(page)).saved[0]).toMatchObject({ system: { damage: { mainmast: false } } });
    await page.close();
  });
});

describe('a player’s open sheet when her ship joins a battle or leaves it', () => {
  it('locks when a battle is created with her in it, and opens again when the battle is deleted', async () => {
    const page = await shipSheet(damaged(), { mode: 'edit', isGM: false, fighting: false });
    expect(await page.locator('[name="system.guns"]').isDisabled()).toBe(false);
    expect(await page.locator('.box.dp').first().isDisabled()).toBe(false);
    // A battle made with its combatants fires createCombat alone, no createCombatant.
    await joinBattle(page);
    expect(await page.locator('[name="system.guns"]').isDisabled()).toBe(true);
    for (const selector of TRACKS) expect(await page.locator(selector).first().isDisabled(), selector).toBe(true);
    expect(await page.locator('[name="system.nationality"]').isDisabled()).toBe(false);
    await screenshot(page, 'ship-sheet-joined-battle');
    await deleteBattle(page);
    expect(await page.locator('[name="system.guns"]').isDisabled()).toBe(false);
    expect(await page.locator('.box.dp').first().isDisabled()).toBe(false);
    expect((await sheetState(page)).renders).toBe(3);
    // Closed, it listens no more: a battle after that draws nothing.
    await closeSheet(page);
    expect((await sheetState(page)).battleHooks).toBe(0);
    await joinBattle(page);
    expect((await sheetState(page)).renders).toBe(3);
    await page.close();
  });

  it('reads the battles once a render, with 60 ships in combat', async () => {
    const page = await shipSheet(damaged(), { mode: 'edit', isGM: false, fighting: false });
    await joinBattle(page, 59);
    const { reads, ms } = await renderTimes(page, 200);
    console.info(
      `ship sheet, 60 ships in combat: ${reads / 200} battle reads and ${(ms / 200).toFixed(3)} ms a render`,
    );
    expect(reads).toBe(200);
    await page.close();
  });
});
