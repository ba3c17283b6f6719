/**
 * The Kyngesreach broadside card in the chat log: the Gunner roll with its modifiers and margin,
 * the hits with each one's place, damage against DR and what got through, the target's tracks
 * before and after, and the battery's reload.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/render';
import { installFoundryFields } from '../support/foundry-fields';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { GM_READER, footerFor, frenchSeventyFour, seventyFour } from '../chat/fixtures';
import { showChat } from '../chat/show';

installFoundryFields();
const { registerKrCard, KR_CARD_TEMPLATE } = await import('../../src/modules/kyngesreach/card-model');
const { krCardRule } = await import('../../src/modules/kyngesreach/card');
const { krCardView } = await import('../../src/modules/kyngesreach/view');
registerKrCard();

const browser = useBrowser();

describe('Kyngesreach broadside card', () => {
  it('shows the Gunner roll, each hit with its place and damage against DR, and the target after', async () => {
    const order = {
      battery: 'starboard',
      targetFacing: 'port',
      distanceCm: 4,
      gauge: 'holder',
      called: null,
      mast: null,
      morale: 0,
      reloadWith: 'round',
    } as const;
    const rule = krCardRule(seventyFour(), frenchSeventyFour(), order, { crew: () => null, owners: () => [] })!;
    // Gunner 12 +1 gauge +1 close: 14, rolled 7 for a margin of 7; then the dice run round 1 to 6.
    const faces = Array.from({ length: 600 }, (_, i) => ((i * 5 + 2) % 6) + 1);
    const card = rule(new ScriptedDice([2, 2, 3, ...faces]));
    const context = { ...krCardView(card), controls: footerFor(card, null, GM_READER) };
    const page = await showChat(browser(), KR_CARD_TEMPLATE, context, { width: 320 });
    expect(await page.locator('.kr-roll').textContent()).toContain('Rolled 7, margin 7');
    expect(await page.locator('.kr-modifiers li').allTextContents()).toEqual([
      'Gunner 12',
      'Wind gauge +1',
      'Range +1',
      'Effective skill 14',
    ]);
    const hits = (card.record as { hits: number }).hits;
    expect(hits).toBeGreaterThan(0);
    expect(await page.locator('.kr-hit').count()).toBe(hits);
    expect(await page.locator('.kr-reload').textContent()).toContain('reloads for 3 rounds');
    await screenshot(page, 'kr-card');
    await page.close();
  });
});
