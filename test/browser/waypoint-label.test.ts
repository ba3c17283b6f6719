import { describe, expect, it } from 'vitest';
import { format, localizer, renderTemplate, screenshot, showInWindow, useBrowser } from '../support/render';
import { tracePath } from '../../src/rules/geometry/path';
import { EMPTY_MOVE } from '../../src/rules/move-record';
import { labelView, rulerLabel } from '../../src/canvas/ruler-label';

const browser = useBrowser();
const TEMPLATE = 'templates/canvas/waypoint-label.hbs';
const PARTIALS = { broadsideCoreWaypointLabel: 'test/support/core-waypoint-label.hbs' };

/** The ruler's label context at each of two waypoints 10 cm and 30 cm ahead, 15 cm allowed, 5 cm already sailed. */
function contexts(lang: string) {
  const { localize } = localizer(lang);
  const trace = tracePath(
    { x: 0, y: 0, heading: 0 },
    [
      { x: 0, y: -10 },
      { x: 0, y: -30 },
    ],
    { kind: 'circle', radius: 6, straightPerTurned: 0 },
    15,
  );
  const record = { ...EMPTY_MOVE, allowance: 20, used: 5 };
  const wind = { key: 'BROADSIDE.Sailing.quarter.quarter', data: {} };
  return [1, 2].map((index) => ({
    cssClass: '',
    units: 'cm',
    distance: { total: '0' },
    broadside: labelView(rulerLabel(trace, index, record, wind), (key, data) => format(localize(key), data)),
  }));
}

async function show(html: string) {
  return showInWindow(browser(), html, { classes: ['broadside'], width: 420, height: 200, tag: 'div' });
}

describe("the ship ruler's waypoint label", () => {
  it('shows the cm sailed this move, what is left and her wind quarter; past the allowance, how far past', async () => {
    const [within, beyond] = contexts('en');
    const page = await show(
      renderTemplate(TEMPLATE, within!, 'en', PARTIALS) + renderTemplate(TEMPLATE, beyond!, 'en', PARTIALS),
    );
    const labels = page.locator('.waypoint-label.broadside-waypoint');
    expect(await labels.count()).toBe(2);
    expect(await labels.nth(0).locator('.total-measurement').textContent()).toBe('15.0 cm');
    expect(await labels.nth(0).locator('.broadside-line').allTextContents()).toEqual([
      '5.0 of 20.0 cm left',
      'Wind on the quarter',
    ]);
    expect(await labels.nth(1).getAttribute('class')).toContain('broadside-beyond');
    expect(await labels.nth(1).locator('.broadside-line').first().textContent()).toBe(
      '15.0 cm past the 20.0 cm allowed',
    );
    await screenshot(page, 'waypoint-labels');
    await page.close();
  });

  it('escapes what it shows, in German too', async () => {
    const [within] = contexts('de');
    const page = await show(
      renderTemplate(
        TEMPLATE,
        { ...within!, broadside: { ...within!.broadside, lines: ['<b>bold</b>'] } },
        'de',
        PARTIALS,
      ),
    );
    expect(await page.locator('.broadside-line').textContent()).toBe('<b>bold</b>');
    expect(await page.locator('.broadside-line b').count()).toBe(0);
    await page.close();
  });

  it("leaves any other token's label to core's template", async () => {
    const page = await show(
      renderTemplate(TEMPLATE, { cssClass: 'planned', units: 'ft', distance: { total: '30' } }, 'en', PARTIALS),
    );
    expect(await page.locator('.core-waypoint-label .total-measurement').textContent()).toBe('30 ft');
    expect(await page.locator('.broadside-waypoint').count()).toBe(0);
    await page.close();
  });
});
