/**
 * The sheets draw the blocks of the modules the world plays (src/sheets/sheet-blocks.ts): with
 * Kyngesreach chosen for gunnery, the ship's battle page draws its part (its block's `battle`
 * partial) in place of KMH's damage tracks, and the crew's skills page its GURPS block with no
 * note that the rules are not played. Both themes pictured.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BLANK_IMAGE, THEMES, faintText, screenshot, showInWindow, useBrowser, type Theme } from '../support/render';
import { renderParts } from '../support/sheet-parts';
import { deriveShip, shipSource } from '../support/fixtures';
import { crewSource, deriveCrew } from '../support/crew-fixtures';
import { sheetContext } from '../support/sheet-context';
import { SHEET_MODULES, crewSheetContext, shipSheetContext } from '../support/sheet-modules';
import { SHIP_PARTS } from '../../src/sheets/ship-context';
import { CREW_PARTS } from '../../src/sheets/crew-context';
import { ShipModel } from '../../src/data/ship';
import { CrewModel } from '../../src/data/crew';
import { clearRuleModules, registerRuleModule } from '../../src/registry/rule-modules';

const browser = useBrowser();

// The sheet tests' modules, with Kyngesreach playing gunnery: its part of the ship sheet is its block's.
clearRuleModules();
for (const module of SHEET_MODULES)
  registerRuleModule(
    module.id === 'kyngesreach' ? { ...module, aspects: { gunnery: { openFire: () => null, card: null } } } : module,
  );
afterAll(() => clearRuleModules());

async function showShip(gunnery: string, theme: Theme = 'light'): Promise<Page> {
  const source = shipSource({ guns: 32, rate: 'fifth' });
  const view = { mode: 'play' as const, tab: 'battle', chosen: { gunnery } };
  const context = sheetContext(
    ShipModel,
    { name: 'Sojourner', img: BLANK_IMAGE },
    source,
    source.notes,
    shipSheetContext(source, deriveShip(source), [], true, view),
  );
  return showInWindow(browser(), renderParts(SHIP_PARTS, context), {
    classes: ['broadside', 'sheet', 'ship'],
    width: 820,
    title: 'Sojourner',
    theme,
  });
}

async function showCrew(gunnery: string, theme: Theme = 'light'): Promise<Page> {
  const source = crewSource();
  const view = { mode: 'play' as const, tab: 'skills', chosen: { gunnery } };
  const context = sheetContext(
    CrewModel,
    { name: 'Mr Bunce', img: BLANK_IMAGE },
    source,
    source.biography,
    crewSheetContext(source, deriveCrew(source), null, [], true, null, view),
  );
  return showInWindow(browser(), renderParts(CREW_PARTS, context), {
    classes: ['broadside', 'sheet', 'crew'],
    width: 820,
    title: 'Mr Bunce',
    theme,
  });
}

const count = (page: Page, selector: string) => page.locator(selector).count();

describe('the blocks of the modules the world plays', () => {
  it('draws KMH’s damage tracks where KMH gunnery is played, and no other gunnery’s part', async () => {
    const page = await showShip('kmh');
    expect(await count(page, '.tab.battle .damage-points')).toBe(1);
    expect(await count(page, '.tab.battle .other-damage')).toBe(1);
    expect(await count(page, '.kr-part')).toBe(0);
    await page.close();
  });

  it.each(THEMES)('draws Kyngesreach’s part in place of the damage tracks where it is played (%s)', async (theme) => {
    const page = await showShip('kyngesreach', theme);
    expect(await count(page, '.tab.battle .kr-part')).toBe(1);
    expect(await count(page, '.tab.battle .damage-points, .tab.battle .other-damage')).toBe(0);
    expect(await page.locator('.kr-part .kr-hip').textContent()).toMatch(/\d+ \/ \d+/);
    expect(await count(page, '.kr-batteries li')).toBeGreaterThan(0);
    expect(await faintText(page)).toEqual([]);
    if (theme === 'light') await screenshot(page, 'ship-sheet-kyngesreach-part');
    await page.close();
  });

  it('shows no GURPS block in play where other gunnery is played and none is entered', async () => {
    const page = await showCrew('kmh');
    expect(await count(page, 'section.gurps')).toBe(0);
    await page.close();
  });

  it.each(THEMES)('shows the GURPS block and its rolls in play where Kyngesreach is played (%s)', async (theme) => {
    const page = await showCrew('kyngesreach', theme);
    expect(await count(page, 'section.gurps')).toBe(1);
    expect(await count(page, '.gurps-unused')).toBe(0);
    expect(await count(page, '.roll-group[data-group="gurps"] button.roll')).toBeGreaterThan(0);
    expect(await faintText(page)).toEqual([]);
    if (theme === 'light') await screenshot(page, 'crew-sheet-kyngesreach-skills');
    await page.close();
  });
});
