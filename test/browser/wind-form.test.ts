import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installFoundryFields } from '../support/foundry-fields';
import { ROOT, renderTemplate, screenshot, showInWindow, useBrowser } from '../support/render';
import { EMPTY_MOVE } from '../../src/canvas/sailing';
import { moveDialogContext } from '../../src/canvas/move-context';
import { initialSaltntarState } from '../../src/rules/saltntar';

installFoundryFields();
const { compassContext } = await import('../../src/canvas/compass');

const browser = useBrowser();
// styles/canvas.css is not yet listed in system.json: load it here until it is.
const CANVAS_CSS = readFileSync(join(ROOT, 'styles/canvas.css'), 'utf8');
const PARTIALS = { 'systems/broadside/templates/canvas/wind-compass.hbs': 'templates/canvas/wind-compass.hbs' };

async function show(html: string, width: number) {
  const page = await showInWindow(browser(), html, { classes: ['broadside'], width, height: 700 });
  await page.addStyleTag({ content: CANVAS_CSS });
  return page;
}

describe('the GM\'s wind form', () => {
  it('shows the compass and offers the scene\'s points with the current wind chosen', async () => {
    const context = compassContext({ fromDegrees: 225, strength: 3, becalmed: false, sea: 'choppy' }, { points: 8, layout: 'columns', module: 'saltntar', canEdit: false });
    const page = await show(renderTemplate('templates/canvas/wind-form.hbs', context, 'en', PARTIALS), 360);
    expect(await page.locator('.wind-form .wind-compass').count()).toBe(1);
    expect(await page.locator('select[name="fromDegrees"] option').count()).toBe(8);
    expect(await page.locator('select[name="fromDegrees"]').inputValue()).toBe('225');
    expect(await page.locator('select[name="strength"]').inputValue()).toBe('3');
    expect(await page.locator('select[name="sea"]').inputValue()).toBe('choppy');
    expect(await page.locator('input[name="becalmed"]').isChecked()).toBe(false);
    expect(await page.locator('.wind-rolls button.roll').count()).toBe(4);
    expect(await page.locator('button[type="submit"]').isVisible()).toBe(true);
    await screenshot(page, 'wind-form');
  });

  it('offers six points on a hex scene, in German', async () => {
    const context = compassContext({ fromDegrees: 0, strength: 0, becalmed: true, sea: 'calm' }, { points: 6, layout: 'rows', module: 'kmh', canEdit: false });
    const page = await show(renderTemplate('templates/canvas/wind-form.hbs', context, 'de', PARTIALS), 360);
    expect(await page.locator('select[name="fromDegrees"] option').count()).toBe(6);
    expect(await page.locator('input[name="becalmed"]').isChecked()).toBe(true);
    expect(await page.locator('.wind-becalmed').textContent()).toBe('Flaute');
    await screenshot(page, 'wind-form-hex-de');
  });
});

describe('the move dialog', () => {
  const base = { quality: 'average' as const, quarter: 'quarter' as const, windSpeed: 1, saltntar: initialSaltntarState('smallGalley') };

  it('shows the GM the distances and a KMH ship\'s sail setting and order', async () => {
    const context = moveDialogContext({ ...base, module: 'kmh', isGM: true, record: { ...EMPTY_MOVE, allowance: 22, used: 7.5, sail: 'basic', sailOrder: 'slow' } });
    const page = await show(renderTemplate('templates/canvas/move-dialog.hbs', context), 340);
    expect(await page.locator('input[name="allowance"]').inputValue()).toBe('22');
    expect(await page.locator('input[name="used"]').inputValue()).toBe('7.5');
    expect(await page.locator('.sail-setting').textContent()).toContain('Sail setting: Basic speed');
    expect(await page.locator('.sail-order').textContent()).toBe('shorten sail one step');
    await screenshot(page, 'move-dialog-kmh');
  });

  it('shows an owner her Salt\'n\'Tar hull, orders and lasting damage, without the distance inputs', async () => {
    const saltntar = { ...base.saltntar, strain: 2, speedLossInches: 3, crewLossTenths: 1, sinkingIn: 4, pending: { maneuver: 'row' as const, turnsLeft: 1 } };
    const context = moveDialogContext({ ...base, module: 'saltntar', isGM: false, saltntar, record: { ...EMPTY_MOVE, allowance: 17.8, used: 5, turned: [1, 0] } });
    const page = await show(renderTemplate('templates/canvas/move-dialog.hbs', context, 'de'), 340);
    expect(await page.locator('input[name="allowance"]').count()).toBe(0);
    expect(await page.locator('select[name="hull"]').inputValue()).toBe('smallGalley');
    // Only orders that change something for her (decision saltntar-maneuver-timing).
    expect(await page.locator('select[name="maneuver"] option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(['reef', 'furl', 'anchor', 'row']);
    expect(await page.locator('.saltntar-state .sinking').textContent()).toBe('Sinkt in 4 Runden');
    expect(await page.locator('.saltntar-state .turned').count()).toBe(2);
    await screenshot(page, 'move-dialog-saltntar-de');
  });
});
