import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/render';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { boardingStepCard, boardingStepRule, boatsBoardingCard } from '../../src/modules/kmh/boarding/card';
import { turnRollCard, turnRollRule } from '../../src/modules/kmh/turn-rolls';
import { frenchSeventyFour, ledgerEntry, reader, seventyFour } from '../chat/fixtures';
import { showCard, screenshotFolded } from '../chat/show';

const browser = useBrowser();
const a = { ship: seventyFour(), prize: false };
const d = { ship: frenchSeventyFour('Le Tonnant', { damage: { points: 54 } }), prize: false };
/** Anne commands the boarders' ship and rolled the cards. */
const showing = { entry: ledgerEntry(), reader: reader('u-anne', [a.ship.uuid]) };

describe('boats chat cards', () => {
  it('shows boats launched, with nothing to apply', async () => {
    const ship = frenchSeventyFour('Le Tonnant');
    const card = turnRollCard(
      'launchBoats',
      ship,
      turnRollRule('launchBoats', ship, { speedCm: 2 })(new ScriptedDice([])),
    );
    const page = await showCard(browser(), card, { entry: ledgerEntry(), reader: reader('u-jacques', [ship.uuid]) });
    expect(await page.locator('h3').textContent()).toBe('Le Tonnant launches her boats');
    expect(await page.locator('.bs-lines li').allTextContents()).toEqual(['Speed this move: 2 cm']);
    expect(await page.locator('.outcome').textContent()).toBe(
      'The boats are in the water; the work takes her whole move.',
    );
    expect(await page.locator('[data-card-action]').count()).toBe(0);
    await screenshotFolded(page, 'chat-boats-launched');
    await page.close();
  });

  it('shows boarders coming from boats, then a round with the boats’ bonus', async () => {
    const start = boatsBoardingCard(a, d, 4);
    let page = await showCard(browser(), start, showing, { width: 380 });
    expect(await page.locator('h3').textContent()).toBe("HMS Defiance's boats board Le Tonnant");
    expect(await page.locator('.from-boats').textContent()).toBe(
      '4 boats come alongside: each round the boarders roll a d6 + 4.',
    );
    expect(await page.locator('.fought').count()).toBe(0);
    expect(await page.locator('[data-card-action="apply"]').count()).toBe(1);
    await screenshotFolded(page, 'chat-boarding-boats');
    await page.close();
    const record = start.changes[0]!.flags!.boarding!;
    const round = boardingStepCard(record, a, d, boardingStepRule(record, a, d)(new ScriptedDice([6, 1, 1])));
    page = await showCard(browser(), round, showing, { width: 380 });
    expect(await page.locator('.attacker .boats-bonus').textContent()).toBe('Boats+4');
    expect(await page.locator('.attacker .total').textContent()).toBe('Total 10');
    expect(await page.locator('.event').allTextContents()).toEqual(['2 DP (boarding)']);
    await screenshotFolded(page, 'chat-boarding-boats-round');
    await page.close();
  });
});
