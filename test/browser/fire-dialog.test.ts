import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/render';
import { defaultFireInput } from '../../src/modules/kmh/gunnery/fire';
import { fireDialogContext } from '../../src/modules/kmh/gunnery/fire-dialog-view';
import { measureFire } from '../../src/rules/geometry/firing-geometry';
import { seventyFour } from '../chat/fixtures';
import { showChat } from '../chat/show';

const browser = useBrowser();
const TEMPLATE = 'templates/modules/kmh/fire-dialog.hbs';

describe('fire dialog', () => {
  it('shows what it measured from the tokens, the pool with each modifier and the exact odds', async () => {
    // A stern rake: the target heads north, the firer lies across her stern heading east, firing to port.
    const measured = measureFire(
      { x: 0, y: 16, heading: 90, lengthCm: 8, beamCm: 2 },
      { x: 0, y: 0, heading: 0, lengthCm: 8, beamCm: 2 },
      'port',
    );
    const firer = seventyFour('HMS Defiance', { damage: { points: 5 } });
    const input = defaultFireInput('port', measured);
    const context = fireDialogContext({
      firer,
      targets: [{ uuid: 'Actor.t', name: 'Le Tonnant' }],
      targetUuid: 'Actor.t',
      measured,
      input,
      choppy: false,
    });
    const page = await showChat(browser(), TEMPLATE, context, { classes: ['broadside', 'fire-dialog'], width: 520 });
    expect(await page.locator('select[name="rake"]').inputValue()).toBe('stern');
    expect(await page.locator('input[name="distanceCm"]').inputValue()).toBe('11');
    expect(await page.locator('.measured').first().textContent()).toContain('11.0 cm');
    expect(await page.locator('.fire-pool .modifier').allTextContents()).toEqual([
      'Damage sustained-1',
      'Bellingham bonus (short range)+1',
      'Stern rake (double)+9',
    ]);
    expect(await page.locator('.pool-dice').textContent()).toBe('18');
    expect(await page.locator('.any-hit').textContent()).toBe('>99%');
    expect(await page.locator('.hit-chances li').count()).toBeGreaterThan(10);
    // No count with no chance worth showing; what was measured is said to be measured.
    expect(await page.locator('.hit-chances li', { hasText: /^0%/ }).count()).toBe(0);
    expect(await page.locator('label.check .measured').textContent()).toBe('Measured: Full broadside');
    expect(await page.locator('button.fire').isDisabled()).toBe(false);
    await screenshot(page, 'fire-dialog-stern-rake');
    await page.close();
  });

  it('at a ship the player does not command, shows the measured values as the table’s, not his to change', async () => {
    const measured = measureFire(
      { x: 0, y: 0, heading: 0, lengthCm: 5, beamCm: 1.5 },
      { x: 15, y: 0, heading: 0, lengthCm: 5, beamCm: 1.5 },
      'starboard',
    );
    const context = {
      ...fireDialogContext({
        firer: seventyFour(),
        targets: [{ uuid: 'Actor.t', name: 'Le Tonnant' }],
        targetUuid: 'Actor.t',
        measured,
        input: defaultFireInput('starboard', measured),
        choppy: false,
      }),
      // The dialog's own flag (FireDialog#tableMeasures): a player's shot at a ship he does not command.
      tableMeasures: true,
    };
    const page = await showChat(browser(), TEMPLATE, context, { classes: ['broadside', 'fire-dialog'], width: 520 });
    for (const field of ['input[name="distanceCm"]', 'input[name="partial"]', 'select[name="rake"]'])
      expect(await page.locator(field).isDisabled(), field).toBe(true);
    expect(await page.locator('select[name="aim"]').isDisabled()).toBe(false);
    expect(await page.locator('.table-measures').textContent()).toContain('You do not command the target');
    await page.close();
  });

  it('plans a prize with her prize crew and says so', async () => {
    const firer = {
      ...seventyFour('Le Tonnant (prize)', { initialBroadsideFired: { port: true, starboard: true } }),
      prize: true,
    };
    const input = { ...defaultFireInput('starboard', null), distanceCm: 10 };
    const context = fireDialogContext({
      firer,
      targets: [{ uuid: 'Actor.t', name: 'Le Héros' }],
      targetUuid: 'Actor.t',
      measured: null,
      input,
      choppy: true,
    });
    const page = await showChat(browser(), TEMPLATE, context, { classes: ['broadside', 'fire-dialog'], width: 520 });
    expect(await page.locator('.prize-crew').textContent()).toBe(
      'A prize crew sails her: she fires as a poor ship with one deck.',
    );
    expect(await page.locator('.fire-pool .modifier').count()).toBe(0);
    expect(await page.locator('.pool-dice').textContent()).toBe(String(firer.derived.fireDice));
    await screenshot(page, 'fire-dialog-prize');
    await page.close();
  });

  it('steps through a squadron’s ships: it says how many fire after this one, and offers to skip', async () => {
    const firer = seventyFour();
    const input = { ...defaultFireInput('port', null), distanceCm: 12 };
    const context = {
      ...fireDialogContext({
        firer,
        targets: [{ uuid: 'Actor.t', name: 'Le Tonnant' }],
        targetUuid: 'Actor.t',
        measured: null,
        input,
        choppy: false,
      }),
      waiting: 2,
    };
    const page = await showChat(browser(), TEMPLATE, context, { classes: ['broadside', 'fire-dialog'], width: 520 });
    expect(await page.locator('.fire-queue').textContent()).toBe('2 more of your ships fire after this one.');
    expect(await page.locator('button.skip').count()).toBe(1);
    await screenshot(page, 'fire-dialog-queue');
    await page.close();
  });

  it('refuses grape without the held fire card and says why', async () => {
    const firer = seventyFour();
    const input = { ...defaultFireInput('starboard', null), distanceCm: 4, shot: 'grape' as const };
    const context = fireDialogContext({
      firer,
      targets: [],
      targetUuid: 'Actor.t',
      measured: null,
      input,
      choppy: false,
    });
    const page = await showChat(browser(), TEMPLATE, context, { classes: ['broadside', 'fire-dialog'], width: 520 });
    expect(await page.locator('.fire-error').textContent()).toBe(
      'Grape needs a Fire card that was held and played later.',
    );
    expect(await page.locator('button.fire').isDisabled()).toBe(true);
    await page.close();
  });

  it("does not ask about a held Fire card under the Salt'n'Tar turn, where grape waits on none", async () => {
    const firer = seventyFour();
    const input = { ...defaultFireInput('starboard', null), distanceCm: 4, shot: 'grape' as const };
    // Under Salt'n'Tar the deck's word is always "held" (decision grape-saltntar).
    const context = fireDialogContext({
      firer,
      targets: [{ uuid: 'Actor.t', name: 'Le Tonnant' }],
      targetUuid: 'Actor.t',
      measured: null,
      input,
      choppy: false,
      deckHeld: true,
      noFireCards: true,
    });
    const page = await showChat(browser(), TEMPLATE, context, { classes: ['broadside', 'fire-dialog'], width: 520 });
    expect(await page.locator('input[name="fireCardHeld"]').count()).toBe(0);
    expect(await page.locator('.fire-error').count()).toBe(0);
    expect(await page.locator('button.fire').isDisabled()).toBe(false);
    await screenshot(page, 'fire-dialog-saltntar-grape');
    await page.close();
    const kmh = await showChat(
      browser(),
      TEMPLATE,
      fireDialogContext({ firer, targets: [], targetUuid: 'Actor.t', measured: null, input, choppy: false }),
      { classes: ['broadside', 'fire-dialog'], width: 520 },
    );
    expect(await kmh.locator('input[name="fireCardHeld"]').count()).toBe(1);
    await kmh.close();
  });
});
