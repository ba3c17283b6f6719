import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/render';
import { broadsideCardView } from '../../src/chat/fire';
import { fiveHitBroadside } from '../chat/fixtures';
import { showChat } from '../chat/show';

const TEMPLATE = 'templates/chat/broadside-card.hbs';
const browser = useBrowser();

describe('broadside chat card', () => {
  it('shows a five-hit hull broadside with an [M] special: the pool, the dice, the mast lost and its DP', async () => {
    const { card } = fiveHitBroadside();
    const page = await showChat(browser(), TEMPLATE, broadsideCardView(card, { canApply: true, canUndo: false, appliedBy: null }));
    expect(await page.locator('.bs-card h3').textContent()).toBe('HMS Defiance fires on Le Tonnant');
    expect(await page.locator('.pool-dice').textContent()).toBe('9');
    expect(await page.locator('.die').count()).toBe(9);
    expect(await page.locator('.die.hit').count()).toBe(5);
    expect(await page.locator('.bs-tally .hits').textContent()).toBe('5 hits');
    expect(await page.locator('.special-check').textContent()).toContain('rolled 3 against 5 hits');
    expect(await page.locator('.special-row').textContent()).toBe('Hull column, row 0:');
    expect(await page.locator('.code[data-code="M"]').textContent()).toContain('A mast comes down');
    const events = await page.locator('.target-effects .event').allTextContents();
    expect(events).toContain('Mainmast lost (special damage)');
    expect(events).toContain('5 DP (falling mast)');
    expect(events).toContain('5 DP (hits on the hull)');
    expect(await page.locator('.mast-rolls').textContent()).toBe('Mast dice: 3');
    expect(await page.locator('[data-card-action="apply"]').count()).toBe(1);
    expect(await page.locator('.applied').count()).toBe(0);
    await screenshot(page, 'chat-broadside-mast');
    await page.close();
  });

  it('shows who applied it and offers the undo instead of Apply', async () => {
    const { card } = fiveHitBroadside();
    const page = await showChat(browser(), TEMPLATE, broadsideCardView(card, { canApply: false, canUndo: true, appliedBy: 'Gamemaster' }));
    expect(await page.locator('.applied').textContent()).toBe('Applied by Gamemaster.');
    expect(await page.locator('[data-card-action="apply"]').count()).toBe(0);
    expect(await page.locator('[data-card-action="undo"]').count()).toBe(1);
    await page.close();
  });

  it('renders in German', async () => {
    const { card } = fiveHitBroadside();
    const { renderTemplate } = await import('../support/render');
    const html = renderTemplate(TEMPLATE, broadsideCardView(card, { canApply: true, canUndo: false, appliedBy: null }), 'de');
    expect(html).toContain('Großmast verloren (Sonderschaden)');
  });
});
