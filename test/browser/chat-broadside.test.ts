import { describe, expect, it } from 'vitest';
import { THEMES, faintText, screenshot, useBrowser } from '../support/render';
import { defaultFireInput } from '../../src/modules/kmh/gunnery/fire';
import { GM_READER, appliedEntry, fiveHitBroadside, ledgerEntry, reader } from '../chat/fixtures';
import { renderCard, screenshotFolded, showCard } from '../chat/show';

const browser = useBrowser();
/** Jacques commands Le Tonnant, the target; Anne fired the broadside. */
const targetPlayer = () => reader('u-jacques', [fiveHitBroadside().target.uuid]);

describe('broadside chat card', () => {
  it('says in a short line when she fired outside her squadron’s Fire card, in both themes', async () => {
    const { card } = fiveHitBroadside();
    const order = { ...defaultFireInput('starboard', null), distanceCm: 16, choppy: false, first: false };
    const off = await showCard(
      browser(),
      { ...card, order: { ...order, offCard: true } },
      { entry: ledgerEntry(), reader: targetPlayer() },
    );
    expect(await off.locator('.off-card').textContent()).toBe('Fired outside her squadron’s Fire card.');
    for (const theme of THEMES) {
      await off.evaluate(
        (t) => document.body.classList.replace(t === 'light' ? 'theme-dark' : 'theme-light', `theme-${t}`),
        theme,
      );
      expect(await faintText(off), theme).toEqual([]);
    }
    await screenshot(off, 'chat-broadside-off-card');
    await off.close();
    const on = await showCard(
      browser(),
      { ...card, order: { ...order, offCard: false } },
      { entry: ledgerEntry(), reader: targetPlayer() },
    );
    expect(await on.locator('.off-card').count()).toBe(0);
    await on.close();
  });

  it('shows a five-hit hull broadside with an [M] special: the pool, the dice, the mast lost and its DP', async () => {
    const { card } = fiveHitBroadside();
    const page = await showCard(browser(), card, { entry: ledgerEntry(), reader: targetPlayer() });
    expect(await page.locator('.bs-card h3').textContent()).toBe('HMS Defiance fires on Le Tonnant');
    // The result leads, in words, from the changes Apply writes; the working is folded away.
    expect(await page.locator('.bs-result .ship-summary').allTextContents()).toEqual([
      'Le Tonnant takes 15 DP, 11 speed boxes, her mainmast and 2 boats.',
    ]);
    expect(await page.locator('.bs-working').getAttribute('open')).toBeNull();
    expect(await page.locator('.bs-pool').isVisible()).toBe(false);
    await screenshot(page, 'chat-broadside-collapsed');
    // A click on the result opens the working, as core's roll tooltip does.
    await page.locator('.bs-result').click();
    expect(await page.locator('.bs-pool').isVisible()).toBe(true);
    expect(await page.locator('.pool-dice').textContent()).toBe('9');
    expect(await page.locator('.die').count()).toBe(9);
    expect(await page.locator('.die.hit').count()).toBe(5);
    expect(await page.locator('.bs-tally .hits').textContent()).toBe('5 hits');
    expect(await page.locator('.special-check').textContent()).toContain('rolled 3 against 5 hits');
    expect(await page.locator('.special-row').textContent()).toBe('Special damage table, Hull column, d10 rolled 10:');
    // No bare codes: the table's M is said in words only.
    expect(await page.locator('.code[data-code="M"]').textContent()).toBe('A mast comes down');
    expect(await page.locator('.bs-special').textContent()).not.toMatch(/\bM\b|row 0/);
    const events = await page.locator('.target-effects .event').allTextContents();
    expect(events).toContain('Mainmast lost (special damage)');
    expect(events).toContain('5 DP (falling mast)');
    expect(events).toContain('5 DP (hits on the hull)');
    expect(await page.locator('.mast-rolls').textContent()).toBe('Mast dice: 3');
    expect(await page.locator('[data-card-action="apply"]').count()).toBe(1);
    expect(await page.locator('.card-state').count()).toBe(0);
    await screenshot(page, 'chat-broadside-mast');
    // The keyboard folds it again: the result is a focusable control.
    await page.locator('.bs-result').focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('.bs-pool').isVisible()).toBe(false);
    await page.keyboard.press(' ');
    expect(await page.locator('.bs-pool').isVisible()).toBe(true);
    await page.close();
    // A player with no ship on the card has no button on it.
    const bystander = await showCard(browser(), card, { entry: ledgerEntry(), reader: reader('u-ned') });
    expect(await bystander.locator('[data-card-action]').count()).toBe(0);
    await bystander.close();
  });

  it('shows who applied it, and the undo to the GM only', async () => {
    const { card } = fiveHitBroadside();
    const entry = appliedEntry('u-jacques');
    const page = await showCard(browser(), card, { entry, reader: GM_READER });
    expect(await page.locator('.card-state').textContent()).toBe('Applied by Jacques.');
    expect(await page.locator('[data-card-action="apply"]').count()).toBe(0);
    expect(await page.locator('[data-card-action="undo"]').count()).toBe(1);
    expect(await page.locator('[data-card-action="undo"]').getAttribute('data-revision')).toBe('1');
    await screenshot(page, 'chat-broadside-applied');
    await page.close();
    const player = await showCard(browser(), card, { entry, reader: targetPlayer() });
    expect(await player.locator('.card-state').textContent()).toBe('Applied by Jacques.');
    expect(await player.locator('[data-card-action]').count()).toBe(0);
    await player.close();
  });

  it('puts a card the target’s player asked for before the GM: Approve and Decline for the GM, the wait for the player', async () => {
    const { card } = fiveHitBroadside();
    const entry = ledgerEntry({ status: 'awaiting', revision: 1, awaiting: { by: 'u-jacques', option: null } });
    const page = await showCard(browser(), card, { entry, reader: GM_READER });
    expect(await page.locator('.card-state').textContent()).toBe(
      'Jacques asked the GM to apply this card. Waiting for the GM.',
    );
    expect(await page.locator('[data-card-action]').allTextContents()).toEqual(['Approve', 'Decline']);
    expect(await page.locator('[data-card-action="approve"]').getAttribute('data-revision')).toBe('1');
    await screenshotFolded(page, 'chat-broadside-awaiting');
    await page.close();
    const player = await showCard(browser(), card, { entry, reader: targetPlayer() });
    expect(await player.locator('.card-state').textContent()).toBe(
      'Jacques asked the GM to apply this card. Waiting for the GM.',
    );
    expect(await player.locator('[data-card-action]').count()).toBe(0);
    await player.close();
  });

  it('says a card changed after it was posted can no longer be applied, to anyone', async () => {
    const { card } = fiveHitBroadside();
    const page = await showCard(browser(), card, { entry: ledgerEntry(), reader: GM_READER, sealed: false });
    expect(await page.locator('.card-state').textContent()).toBe(
      'This card was changed after it was posted: it can no longer be applied.',
    );
    expect(await page.locator('[data-card-action]').count()).toBe(0);
    await screenshot(page, 'chat-broadside-changed');
    await page.close();
  });

  it('renders in German', () => {
    const { card } = fiveHitBroadside();
    const html = renderCard(card, { entry: appliedEntry('u-gm'), reader: GM_READER }, 'de');
    expect(html).toContain('Großmast verloren (Sonderschaden)');
    expect(html).toContain('Angewendet von Gamemaster.');
    expect(html).toContain('Rückgängig');
    // The result leads in German too, worded for its counts.
    expect(html).toContain('Le Tonnant erleidet 15 SP, 11 Fahrtkästchen, ihren Großmast und 2 Boote.');
    expect(html).toContain('Würfel und Tabellen');
  });
});
