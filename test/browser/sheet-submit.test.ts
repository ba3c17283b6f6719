/**
 * The sheets' own submit code, run in the browser over the stand-ins of Foundry's sheet classes
 * (test/support/fake-sheet.ts): what cleaning would do to a typed number never reaches the
 * document, and the user reads why next to the field.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BLANK_IMAGE, screenshot, showInWindow, useBrowser } from '../support/render';
import { renderParts } from '../support/sheet-parts';
import { deriveShip, shipSource, type ShipSource } from '../support/fixtures';
import { mountSheet, sheetState, typeInto, dropItem } from '../support/sheet-page';
import { weaponSource } from '../support/crew-fixtures';
import { SHIP_PARTS } from '../../src/sheets/ship-context';
import { shipSheetContext } from '../support/sheet-modules';

import { ShipModel } from '../../src/data/ship';
import { sheetContext } from '../support/sheet-context';

const browser = useBrowser();

async function shipSheet(source: ShipSource): Promise<Page> {
  const context = sheetContext(
    ShipModel,
    { name: 'HMS Defiance', img: BLANK_IMAGE },
    source,
    '',
    shipSheetContext(source, deriveShip(source), [], true),
  );
  const page = await showInWindow(browser(), renderParts(SHIP_PARTS, context), {
    classes: ['broadside', 'sheet', 'ship'],
    title: 'HMS Defiance',
    width: 820,
  });
  await mountSheet(page, { type: 'ship', name: 'HMS Defiance', system: source });
  return page;
}

/** The refusal shown next to an input, or null when there is none. */
async function problemOf(page: Page, name: string): Promise<string | null> {
  const note = page.locator(`[name="${name}"] ~ .field-problem`);
  return (await note.count()) ? note.textContent() : null;
}

describe('a number typed on a sheet', () => {
  it('out of range is refused next to the field, the stored value put back, and nothing saved (cleaning would have saved 150)', async () => {
    const page = await shipSheet(shipSource({ guns: 74, rate: 'third' }));
    await typeInto(page, 'system.guns', '200');
    expect(await problemOf(page, 'system.guns')).toBe('Guns cannot be more than 150 (you entered 200).');
    expect(await page.locator('[name="system.guns"]').inputValue()).toBe('74');
    expect(await page.locator('[name="system.guns"]').getAttribute('aria-invalid')).toBe('true');
    const { saved, notices } = await sheetState(page);
    expect(saved).toEqual([]);
    expect(notices.filter((n) => n.level === 'error')).toEqual([]);
    await screenshot(page, 'ship-sheet-refused-number');
    await page.close();
  });

  it('left empty is refused in our words, not with Foundry’s generic validation error', async () => {
    const page = await shipSheet(shipSource({ guns: 74, rate: 'third' }));
    await typeInto(page, 'system.guns', '');
    expect(await problemOf(page, 'system.guns')).toBe('Guns needs a value.');
    expect(await page.locator('[name="system.guns"]').inputValue()).toBe('74');
    expect((await sheetState(page)).notices).toEqual([]);
    await page.close();
  });

  it('that is not whole is refused, and a good one saved as typed', async () => {
    const page = await shipSheet(shipSource({ guns: 74, rate: 'third' }));
    await typeInto(page, 'system.damage.movesBurning', '2.5');
    expect(await problemOf(page, 'system.damage.movesBurning')).toBe(
      'Moves burning must be a whole number (you entered 2.5).',
    );
    await typeInto(page, 'system.guns', '80');
    const { saved } = await sheetState(page);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toEqual({ system: { guns: 80 } });
    // The refusal of the other field stays until that field is changed again.
    expect(await problemOf(page, 'system.damage.movesBurning')).toContain('whole number');
    await page.close();
  });
});

describe('an item dropped on a ship sheet', () => {
  it('is refused with a message: a ship carries no items of her own', async () => {
    const page = await shipSheet(shipSource({ guns: 74, rate: 'third' }));
    await dropItem(page, { type: 'weapon', name: 'Cutlass', system: weaponSource('cutlass') });
    const { created, notices } = await sheetState(page);
    expect(created).toEqual([]);
    expect(notices).toEqual([
      { level: 'warn', message: 'A ship carries no items: drop weapons on the crew who carry them.' },
    ]);
    await page.close();
  });
});
