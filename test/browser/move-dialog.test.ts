import { describe, expect, it } from 'vitest';
import { renderTemplate, screenshot, showInWindow, useBrowser } from '../support/render';
import { EMPTY_MOVE } from '../../src/rules/move-record';
import { GM_MOVE_ACTIONS, MOVE_ACTIONS, moveDialogContext } from '../../src/canvas/move-context';
import { kmhDialogPart } from '../../src/modules/kmh/move-dialog';
import { saltntarDialogPart } from '../../src/modules/saltntar/move-dialog';
import { initialSaltntarState } from '../../src/rules/saltntar';

const browser = useBrowser();
const TEMPLATE = 'templates/canvas/move-dialog.hbs';

/** The dialog as the application frames it: its form, with the window's id as the inputs' prefix. */
async function show(context: object, lang = 'en') {
  const html = renderTemplate(TEMPLATE, { ...context, idPrefix: 'broadside-move-t1' }, lang);
  return showInWindow(browser(), html, { classes: ['broadside', 'move-dialog-app'], width: 380, height: 700 });
}

const buttons = (page: Awaited<ReturnType<typeof show>>) =>
  page
    .locator('footer.move-actions button')
    .evaluateAll((list) => list.map((b) => ({ type: b.getAttribute('type'), action: b.getAttribute('data-action') })));

describe('the move dialog', () => {
  const base = {
    quality: 'average' as const,
    quarter: 'quarter' as const,
    windSpeed: 1,
    saltntar: initialSaltntarState('smallGalley'),
  };

  it("shows the GM the distances and a KMH ship's sail setting and order, with his buttons", async () => {
    const view = {
      isGM: true,
      record: { ...EMPTY_MOVE, allowance: 22, used: 7.5, sail: 'basic' as const, sailOrder: 'slow' as const },
    };
    const context = moveDialogContext({ ...view, part: kmhDialogPart({ ...base, ...view, selectedShips: 2 }) });
    const page = await show(context);
    expect(await page.locator('input[name="allowance"]').inputValue()).toBe('22');
    expect(await page.locator('input[name="allowance"]').getAttribute('max')).toBe('200');
    expect(await page.locator('input[name="used"]').inputValue()).toBe('7.5');
    expect(await page.locator('label[for="broadside-move-t1-allowance"]').count()).toBe(1);
    expect(await page.locator('.sail-setting').textContent()).toContain('Sail setting: Fighting sail');
    expect(await page.locator('.sail-order').textContent()).toBe('shorten sail one step');
    // Save submits the form; every other button is an action of the application.
    const shown = await buttons(page);
    expect(shown[0]).toEqual({ type: 'submit', action: null });
    expect(shown.slice(1).map((b) => b.type)).toEqual(shown.slice(1).map(() => 'button'));
    expect(shown.slice(1).map((b) => b.action)).toEqual([
      'roll',
      'reset',
      'slow',
      'speed',
      'deadZone',
      'tack',
      'drift',
      'lineOfBattle',
      'rollSelected',
    ]);
    expect(await page.locator('footer.move-actions button[type="submit"]').textContent()).toBe('Save');
    await screenshot(page, 'move-dialog-kmh');
    await page.close();
  });

  it("shows an owner her Salt'n'Tar hull, orders and lasting damage, without the distance inputs or the GM's buttons", async () => {
    const saltntar = {
      ...base.saltntar,
      strain: 2,
      speedLossInches: 3,
      crewLossTenths: 1,
      sinkingIn: 4,
      pending: { maneuver: 'row' as const, turnsLeft: 1 },
    };
    const view = { isGM: false, record: { ...EMPTY_MOVE, allowance: 17.8, used: 5, turned: [1, 0] } };
    const context = moveDialogContext({ ...view, part: saltntarDialogPart({ ...base, ...view, state: saltntar }) });
    const page = await show(context, 'de');
    expect(await page.locator('input[name="allowance"]').count()).toBe(0);
    expect(await page.locator('select[name="hull"]').inputValue()).toBe('smallGalley');
    // Only orders that change something for her (decision saltntar-maneuver-timing).
    expect(
      await page
        .locator('select[name="maneuver"] option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['reef', 'furl', 'anchor', 'row']);
    expect(await page.locator('.saltntar-state .sinking').textContent()).toBe('Sinkt in 4 Runden');
    // The scene's centimetres first, the rules' inches after, as every Salt'n'Tar distance is said.
    expect(await page.locator('.saltntar-state .lasting').textContent()).toBe(
      'Dauerhaft: 7.6 cm langsamer (3 Zoll nach den Regeln), 0 Masten gebrochen, 10 % der Mannschaft verloren',
    );
    expect(await page.locator('.saltntar-state .turned').count()).toBe(2);
    const actions = (await buttons(page)).map((b) => b.action);
    // A ship going down makes no strain roll (decision saltntar-sinking).
    expect(actions).toEqual(['hull', 'maneuver']);
    expect(actions.some((a) => [...GM_MOVE_ACTIONS].some((g) => g === a))).toBe(false);
    expect(actions.every((a) => MOVE_ACTIONS.some((m) => m === a))).toBe(true);
    await screenshot(page, 'move-dialog-saltntar-de');
    await page.close();
  });
});
