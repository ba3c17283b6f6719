import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/render';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { turnRollCard, turnRollRule } from '../../src/modules/kmh/turn-rolls';
import { turnRollOptionFields } from '../../src/modules/kmh/turn-roll-options';
import { frenchSeventyFour, ledgerEntry, reader } from '../chat/fixtures';
import { showCard, showChat, screenshotFolded } from '../chat/show';

const browser = useBrowser();
/** Her player rolled the card for Le Tonnant and reads it. */
const showing = (ship: { uuid: string }) => ({ entry: ledgerEntry(), reader: reader('u-anne', [ship.uuid]) });

describe('sailing roll cards', () => {
  it('shows a ship hard aground with her DP and the mast she lost', async () => {
    const ship = frenchSeventyFour('Le Tonnant');
    const card = turnRollCard(
      'aground',
      ship,
      turnRollRule('aground', ship, { sounding: false })(new ScriptedDice([6, 2, 3, 4, 1, 6, 2])),
    );
    const page = await showCard(browser(), card, showing(ship));
    expect(await page.locator('h3').textContent()).toBe('Le Tonnant runs aground');
    expect(await page.locator('.die').allTextContents()).toEqual(['6', '2', '3', '4', '1', '6', '2']);
    expect(await page.locator('.outcome').textContent()).toBe('Hard aground: she must be warped or towed off.');
    // Each group of dice is named: the grounding die, the damage dice, one per standing mast.
    expect(await page.locator('.bs-lines li').allTextContents()).toEqual([
      'First die, for the grounding: 6',
      'The damage dice after it: 9 DP',
      'The last 3 dice are one per standing mast: a 6 brings that mast down',
    ]);
    const events = await page.locator('.event').allTextContents();
    expect(events.some((e) => e.includes('Mainmast'))).toBe(true);
    expect(await page.locator('[data-card-action="apply"]').count()).toBe(1);
    await screenshotFolded(page, 'chat-aground');
    await page.close();
  });

  it('shows a tack with nothing to apply, and the collision dialog’s fields', async () => {
    const ship = frenchSeventyFour('Le Tonnant');
    const card = turnRollCard('tack', ship, turnRollRule('tack', ship, { quarter: 'bow' })(new ScriptedDice([2])));
    let page = await showCard(browser(), card, showing(ship));
    expect(await page.locator('.outcome').textContent()).toBe('She comes round onto the other bow, but makes no way.');
    expect(await page.locator('[data-card-action="apply"]').count()).toBe(0);
    await page.close();
    page = await showChat(browser(), 'templates/apps/roll-options.hbs', { fields: turnRollOptionFields('collision') });
    expect(await page.locator('input[name="fastestSpeedCm"]').getAttribute('max')).toBe('100');
    expect((await page.locator('label').allTextContents()).map((t) => t.trim())).toEqual([
      'Speed of the faster ship (cm)',
      'Contact with the forward third',
    ]);
    await screenshot(page, 'roll-options-collision');
    await page.close();
  });
});
