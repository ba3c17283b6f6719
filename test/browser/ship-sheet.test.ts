import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BLANK_IMAGE, screenshot, showInWindow, useBrowser } from '../support/render';
import { renderParts } from '../support/sheet-parts';
import { deriveShip, shipSource, type ShipSource } from '../support/fixtures';
import { SHIP_PARTS } from '../../src/sheets/ship-context';
import { shipSheetContext } from '../support/sheet-modules';

import { ShipModel } from '../../src/data/ship';
import { sheetContext } from '../support/sheet-context';

const browser = useBrowser();

async function showShip(
  name: string,
  source: ShipSource,
  crew: Parameters<typeof shipSheetContext>[2] = [],
): Promise<Page> {
  const context = sheetContext(
    ShipModel,
    { name, img: BLANK_IMAGE },
    source,
    source.notes,
    shipSheetContext(source, deriveShip(source), crew, true),
  );
  return showInWindow(browser(), renderParts(SHIP_PARTS, context), {
    classes: ['broadside', 'sheet', 'ship'],
    width: 820,
    title: name,
  });
}

const count = (page: Page, selector: string) => page.locator(selector).count();

describe('ship sheet', () => {
  it('shows a 74 as its data sheet: 9 fire dice, 74 DP boxes, 12 primary and 36 secondary speed boxes', async () => {
    const page = await showShip('HMS Defiance', shipSource({ guns: 74, rate: 'third', nationality: 'British' }));
    expect(await page.locator('.fire-dice').textContent()).toBe('9');
    expect(await count(page, '.dp-grid .box.dp')).toBe(74);
    expect(await count(page, '.speed-grid .primary')).toBe(12);
    expect(await count(page, '.speed-grid .box.secondary')).toBe(36);
    expect(await page.locator('.basic-speed').textContent()).toBe('12 cm');
    expect(await page.locator('.turning-circle').textContent()).toContain('Medium');
    expect(await page.locator('.bow-chasers').textContent()).toBe('2');
    // Average Jolly Jack Tars come with a boarding party and determination.
    expect(await page.locator('.trait.forced[data-trait="boardingParty"] input').isChecked()).toBe(true);
    expect(await page.locator('.trait.forced[data-trait="determined"] input').isChecked()).toBe(true);
    await screenshot(page, 'ship-sheet-74');
    await page.close();
  });

  it("shows a poor Landlubber's forced characteristics, checked and locked, with the buy-off toggles", async () => {
    const page = await showShip(
      'San Telmo',
      shipSource({ guns: 64, rate: 'third', nationalClass: 'landlubbers', quality: 'poor' }),
    );
    for (const trait of ['poorShotsAlways', 'poorSailors', 'cowardlyLubbers', 'foulBottom']) {
      const box = page.locator(`.trait.forced[data-trait="${trait}"] input[disabled]`);
      expect(await box.isChecked(), trait).toBe(true);
    }
    expect(await count(page, '.trait.forced')).toBe(4);
    expect(await count(page, '.trait.forced .buy-off input')).toBe(3);
    // Foul bottom costs a centimetre, poor sailors a turning-circle size.
    expect(await page.locator('.basic-speed').textContent()).toBe('11 cm');
    expect(await page.locator('.turning-circle').textContent()).toContain('Large');
    await screenshot(page, 'ship-sheet-poor-landlubber');
    await page.close();
  });

  it('strikes damage points and speed boxes in order and shows what is left', async () => {
    const page = await showShip(
      'Chasse Marie',
      shipSource({
        guns: 32,
        rate: 'fifth',
        nationalClass: 'sansCulottes',
        damage: { points: 12, speedBoxes: 4, mainmast: true },
      }),
    );
    expect(await count(page, '.box.dp.struck')).toBe(12);
    expect(await page.locator('.box.dp').nth(11).getAttribute('data-struck')).toBe('true');
    expect(await page.locator('.box.dp').nth(12).getAttribute('data-struck')).toBe('false');
    expect(await page.locator('.damage-points .tally').textContent()).toBe('20 / 32');
    expect(await page.locator('.fire-dice-current').textContent()).toBe('2');
    // 45 secondary boxes less 4 leaves 41: fourteen primary boxes still have one.
    expect(await count(page, '.box.secondary.struck')).toBe(4);
    expect(await page.locator('.current-speed').textContent()).toBe('14 cm');
    expect(await count(page, '.speed-grid .primary.lost')).toBe(1);
    // The top box is struck first, so it carries the count 1 when clicked.
    const top = page.locator('.speed-grid .primary').last().locator('.box.secondary').last();
    expect(await top.getAttribute('data-box')).toBe('1');
    expect(await page.locator('.flag.on').allTextContents()).toEqual([expect.stringContaining('Mainmast destroyed')]);
    await screenshot(page, 'ship-sheet-damaged-frigate');
    await page.close();
  });

  it('lists the crew aboard with their roles, and a roll button for each roll', async () => {
    const page = await showShip('HMS Scamperer', shipSource({ guns: 18, rate: 'sloop' }), [
      { index: 0, actor: 'Actor.abc', name: 'Capt. Hugh Jarce', img: '', role: 'captain', missing: false },
      { index: 1, actor: 'Actor.def', name: 'Mr Pike', img: '', role: 'masterGunner', missing: false },
    ]);
    expect(await page.locator('.crew-name').allTextContents()).toEqual(['Capt. Hugh Jarce', 'Mr Pike']);
    expect(await page.locator('.crew-member').nth(1).locator('option[selected]').textContent()).toBe('Master gunner');
    expect(await count(page, 'button[data-action="roll"]')).toBeGreaterThanOrEqual(10);
    // Each button names its procedure; none shows a bare formula.
    expect(await count(page, 'button[data-action="roll"] .formula')).toBe(0);
    expect(await page.locator('button[data-roll="broadsidePort"]').textContent()).toContain('Port broadside');
    await screenshot(page, 'ship-sheet-sloop-crew');
    await page.close();
  });

  it('shows a warning when a class forbids the quality', async () => {
    const page = await showShip(
      'Neptuno',
      shipSource({ guns: 80, rate: 'third', nationalClass: 'landlubbers', quality: 'elite' }),
    );
    expect(await page.locator('.problem').allTextContents()).toEqual(['Landlubbers cannot be elite.']);
    await page.close();
  });
});

describe('special vessels on the ship sheet', () => {
  it('gives a bomb ketch her mortar and a fireship her own buttons, and nobody else', async () => {
    const ketch = await showShip(
      'HMS Thunder',
      shipSource({ guns: 8, rate: 'sloop', bombKetch: true, baseFactorOverride: 20 }),
    );
    expect(await ketch.locator('input[name="system.bombKetch"]').isChecked()).toBe(true);
    expect(await count(ketch, 'button[data-roll="bomb"]')).toBe(1);
    expect(await count(ketch, 'button[data-roll^="fireship"]')).toBe(0);
    expect(await ketch.locator('.damage-points .tally').textContent()).toBe('20 / 20');
    await ketch.close();

    const fireship = await showShip('Incendiary', shipSource({ guns: 10, rate: 'sloop', fireship: true }));
    expect(await count(fireship, 'button[data-roll^="fireship"]')).toBe(3);
    expect(await count(fireship, 'button[data-roll="bomb"]')).toBe(0);
    await fireship.close();

    const frigate = await showShip('Amazon', shipSource({ guns: 36, rate: 'fifth' }));
    expect(await count(frigate, 'button[data-roll="bomb"], button[data-roll^="fireship"]')).toBe(0);
    expect(await count(frigate, 'button[data-roll="launchBoats"], button[data-roll="boatsBoard"]')).toBe(2);
    await frigate.close();
  });
});
