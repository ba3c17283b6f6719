import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/render';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { bombCard, bombOptionSpecs, bombRule } from '../../src/modules/kmh/gunnery/bomb';
import { optionFields } from '../../src/chat/option-specs';
import { BOMB_HIT_WITH_MAST, bombKetch, frenchSeventyFour, ledgerEntry, reader } from '../chat/fixtures';
import { showCard, showChat, screenshotFolded } from '../chat/show';

const browser = useBrowser();
/** The ketch's player, who threw the bomb, reads the card. */
const ketchPlayer = (card: ReturnType<typeof bombCard>) => ({
  entry: ledgerEntry(),
  reader: reader('u-anne', [card.ship.uuid]),
});

describe('bomb ketch card', () => {
  it('shows a bomb that hits: the dice, its d20 DP, the special row and the mast lost, with Apply', async () => {
    const ketch = bombKetch('HMS Thunder');
    const target = frenchSeventyFour('Le Tonnant');
    const input = { distanceCm: 30, targetMovedCm: 0, stationary: true };
    const card = bombCard(ketch, target, input, bombRule(ketch, target, input)(new ScriptedDice(BOMB_HIT_WITH_MAST)));
    const page = await showCard(browser(), card, ketchPlayer(card));
    expect(await page.locator('h3').textContent()).toBe('HMS Thunder throws a bomb at Le Tonnant');
    expect(await page.locator('.die').allTextContents()).toEqual(['6', '5']);
    const lines = await page.locator('.bs-lines li').allTextContents();
    expect(lines).toContain('d20 damage: 12 DP');
    expect(lines).toContain('Special damage table, hull column: d10 rolled 10');
    expect(await page.locator('.outcome').textContent()).toBe('The bomb lands on board.');
    expect(await page.locator('.bs-result .ship-summary').allTextContents()).toEqual([
      'Le Tonnant takes 22 DP, 12 speed boxes, her mainmast and 2 boats.',
    ]);
    expect(await page.locator('.code').allTextContents()).toContain('A mast comes down');
    const events = await page.locator('.event').allTextContents();
    expect(events.some((e) => e.includes('12') && e.includes('bomb'))).toBe(true);
    expect(events.some((e) => e.includes('Mainmast'))).toBe(true);
    expect(await page.locator('[data-card-action="apply"]').count()).toBe(1);
    await screenshotFolded(page, 'chat-bomb-hit');
    await page.close();
  });

  it('shows a miss with its modifiers and nothing to apply, and the dialog’s fields', async () => {
    const ketch = bombKetch('HMS Thunder', { quality: 'elite' });
    const target = frenchSeventyFour('Le Tonnant');
    const input = { distanceCm: 30, targetMovedCm: 7, stationary: true };
    const card = bombCard(ketch, target, input, bombRule(ketch, target, input)(new ScriptedDice([5, 4])));
    let page = await showCard(browser(), card, ketchPlayer(card));
    expect(await page.locator('.bs-lines li').allTextContents()).toEqual([
      'Elite crew: +1',
      'Target under way: −2',
      'Total 8 (10 or more hits)',
    ]);
    expect(await page.locator('.outcome').textContent()).toBe('The bomb falls into the sea.');
    expect(await page.locator('[data-card-action="apply"]').count()).toBe(0);
    await screenshotFolded(page, 'chat-bomb-miss');
    await page.close();
    page = await showChat(browser(), 'templates/apps/roll-options.hbs', {
      fields: optionFields(bombOptionSpecs(31.6)),
    });
    expect(await page.locator('input[name="distanceCm"]').inputValue()).toBe('32');
    expect(await page.locator('input[name="stationary"]').isChecked()).toBe(true);
    await screenshot(page, 'roll-options-bomb');
    await page.close();
  });
});
