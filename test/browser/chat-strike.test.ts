import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/render';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { strikeCard, strikeRule, strikeSituationOf } from '../../src/modules/kmh/gunnery/strike';
import { GM_READER, frenchSeventyFour, ledgerEntry } from '../chat/fixtures';
import { showCard, screenshotFolded } from '../chat/show';

const browser = useBrowser();

describe('strike test chat card', () => {
  it('shows the triggers, table, modifiers, d% and the ship retiring', async () => {
    const ship = frenchSeventyFour('Le Tonnant', {
      damage: { points: 40, mainmast: true },
      turn: { damagePoints: 20, raked: true },
      strike: { marked: true, triggers: ['b', 'e'] },
    });
    const card = strikeCard(ship, strikeRule(strikeSituationOf(ship))(new ScriptedDice([12])));
    const page = await showCard(browser(), card, { entry: ledgerEntry({ author: 'u-gm' }), reader: GM_READER });
    expect(await page.locator('h3').textContent()).toBe('Strike test: Le Tonnant');
    expect(await page.locator('.triggers li').allTextContents()).toEqual(['More than 15 DP this turn', 'Raked']);
    expect(await page.locator('.table-chance').textContent()).toBe('35%');
    expect(await page.locator('.modifier').count()).toBe(2);
    expect(await page.locator('.chance').textContent()).toBe('60%');
    expect(await page.locator('.d100').textContent()).toBe('d% rolled 12 against 60%.');
    expect(await page.locator('.outcome').textContent()).toBe('Retiring from action');
    // The result leads; the table and the d% fold under it.
    expect(await page.locator('.bs-result .outcome').count()).toBe(1);
    await screenshotFolded(page, 'chat-strike-retiring');
    await page.close();
  });
});

describe('strike mark on the ship sheet', () => {
  it('shows the mark with its triggers, and the status once the ship retires', async () => {
    const { showInWindow, BLANK_IMAGE } = await import('../support/render');
    const { renderParts } = await import('../support/sheet-parts');
    const { SHIP_PARTS } = await import('../../src/sheets/ship-context');
    const { shipSheetContext } = await import('../support/sheet-modules');
    const { ShipModel } = await import('../../src/data/ship');
    const { sheetContext } = await import('../support/sheet-context');
    const ship = frenchSeventyFour('Le Tonnant', {
      strike: { marked: true, triggers: ['a', 'e'], status: 'retiring' },
    });
    const context = sheetContext(
      ShipModel,
      { name: ship.name, img: BLANK_IMAGE },
      ship.source,
      '',
      shipSheetContext(ship.source, ship.derived, [], true),
    );
    const page = await showInWindow(browser(), renderParts(SHIP_PARTS, context), {
      classes: ['broadside', 'sheet', 'ship'],
      title: ship.name,
      width: 820,
      height: 300,
    });
    expect(await page.locator('.strike-marked').textContent()).toBe('Marked for a strike test');
    expect(await page.locator('.strike-status .trigger').allTextContents()).toEqual(['(a)', '(e)']);
    expect(await page.locator('.strike-status-label').textContent()).toBe('Retiring from action');
    await screenshot(page, 'chat-strike-ship-sheet');
    await page.close();
  });
});

describe('turn roll chat card', () => {
  it('shows a fire test that burns on', async () => {
    const { turnRollCard, turnRollRule } = await import('../../src/modules/kmh/turn-rolls');
    const ship = frenchSeventyFour('Le Tonnant', { damage: { onFire: true, movesBurning: 1 } });
    const card = turnRollCard('fireTest', ship, turnRollRule('fireTest', ship)(new ScriptedDice([7])));
    const page = await showCard(browser(), card, { entry: ledgerEntry({ author: 'u-gm' }), reader: GM_READER });
    expect(await page.locator('h3').textContent()).toBe('Fire test: Le Tonnant');
    expect(await page.locator('.outcome').textContent()).toBe('The fire burns on.');
    expect(await page.locator('.bs-lines li').textContent()).toBe('Test number 2 of this fire');
    await screenshotFolded(page, 'chat-fire-test');
    await page.close();
  });
});
