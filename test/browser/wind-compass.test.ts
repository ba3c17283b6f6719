import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installFoundryFields } from '../support/foundry-fields';
import { KMH_MOVEMENT } from '../../src/modules/kmh/movement';
import { SALTNTAR_MOVEMENT } from '../../src/modules/saltntar/movement';
import { ROOT, renderTemplate, screenshot, showInWindow, useBrowser } from '../support/render';
import type { WindSource } from '../../src/data/wind';

installFoundryFields();
const { compassContext } = await import('../../src/canvas/compass');

const TEMPLATE = 'templates/canvas/wind-compass.hbs';
const browser = useBrowser();
// styles/canvas.css is not yet listed in system.json: load it here until it is.
const CANVAS_CSS = readFileSync(join(ROOT, 'styles/canvas.css'), 'utf8');

async function show(wind: WindSource, options: Parameters<typeof compassContext>[1], lang = 'en') {
  const page = await showInWindow(browser(), renderTemplate(TEMPLATE, compassContext(wind, options), lang), {
    classes: ['broadside'],
    width: 260,
    height: 200,
    tag: 'div',
  });
  await page.addStyleTag({ content: CANVAS_CSS });
  return page;
}

describe('the wind compass', () => {
  it("points the arrow from the wind's source and names it, with the sea", async () => {
    const page = await show(
      { fromDegrees: 135, strength: 3, becalmed: false, sea: 'choppy' },
      { points: 8, layout: 'columns', module: KMH_MOVEMENT, canEdit: true },
    );
    expect(await page.locator('.wind-compass').getAttribute('data-from')).toBe('135');
    expect(await page.locator('.wind-arrow').getAttribute('transform')).toBe('rotate(135 50 50)');
    expect(await page.locator('.wind-from').textContent()).toBe('Wind from the SE');
    expect(await page.locator('.wind-sea').textContent()).toBe('Choppy');
    expect(await page.locator('.tick').count()).toBe(8);
    expect(await page.locator('.point-name.selected').textContent()).toBe('SE');
    expect(await page.locator('.wind-strength').count()).toBe(0);
    expect(await page.locator('button[data-action="editWind"]').count()).toBe(1);
    const arrow = await page.locator('.wind-arrow polygon').boundingBox();
    const rose = await page.locator('.compass-rose').boundingBox();
    // Wind from the south-east blows toward the north-west: the arrowhead sits up and to the left.
    expect(arrow!.x + arrow!.width / 2).toBeLessThan(rose!.x + rose!.width / 2);
    expect(arrow!.y + arrow!.height / 2).toBeLessThan(rose!.y + rose!.height / 2);
    await screenshot(page, 'wind-compass-kmh');
  });

  it("shows six points on a hex scene, the wind speed for Salt'n'Tar, no edit button for players", async () => {
    const page = await show(
      { fromDegrees: 100, strength: 4, becalmed: false, sea: 'gale' },
      { points: 6, layout: 'rows', module: SALTNTAR_MOVEMENT, canEdit: false },
    );
    expect(await page.locator('.tick').count()).toBe(6);
    expect(await page.locator('.wind-compass').getAttribute('data-from')).toBe('90');
    expect(await page.locator('.wind-strength').textContent()).toBe('Wind speed 4');
    expect(await page.locator('button[data-action="editWind"]').count()).toBe(0);
    await screenshot(page, 'wind-compass-saltntar-hex');
  });

  it('shows a calm without an arrow, in German too', async () => {
    const page = await show(
      { fromDegrees: 270, strength: 0, becalmed: true, sea: 'calm' },
      { points: 8, layout: 'columns', module: KMH_MOVEMENT, canEdit: true },
      'de',
    );
    expect(await page.locator('.wind-arrow').count()).toBe(0);
    expect(await page.locator('.wind-becalmed').textContent()).toBe('Flaute');
    await screenshot(page, 'wind-compass-becalmed-de');
  });
});
