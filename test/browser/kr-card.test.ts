/**
 * The Kyngesreach broadside card in the chat log: each ship's result leads in words, read from the
 * part changes Apply writes; the Gunner roll with its modifiers and margin, the hits with each
 * one's place, damage against DR and what got through, the target's tracks before and after and
 * the battery's reload are its working, folded away until asked for.
 */
import { describe, expect, it } from 'vitest';
import { THEMES, faintText, screenshot, useBrowser } from '../support/render';
import { installFoundryFields } from '../support/foundry-fields';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { GM_READER, footerFor, frenchSeventyFour, seventyFour } from '../chat/fixtures';
import { showChat } from '../chat/show';
import type { GunneryCard } from '../../src/authority/gunnery';

installFoundryFields();
const { registerKrCard, KR_CARD_TEMPLATE } = await import('../../src/modules/kyngesreach/card-model');
const { krCardRule } = await import('../../src/modules/kyngesreach/card');
const { krCardView } = await import('../../src/modules/kyngesreach/view');
registerKrCard();

const browser = useBrowser();

const ORDER = {
  battery: 'starboard',
  targetFacing: 'port',
  distanceCm: 4,
  gauge: 'holder',
  called: null,
  mast: null,
  morale: 0,
  reloadWith: 'round',
} as const;

function fire(dice: number[]): GunneryCard {
  const rule = krCardRule(seventyFour(), frenchSeventyFour(), ORDER, { crew: () => null, owners: () => [] })!;
  return rule(new ScriptedDice(dice));
}

/** What the target's part change says she lost, counted from the values Apply writes. */
function lostByChange(card: GunneryCard) {
  const change = card.changes.find((c) => c.actorUuid === card.target.uuid)!;
  const d = (path: string) => Number(change.part.after[path] ?? 0) - Number(change.part.before[path] ?? 0);
  const paths = Object.keys(change.part.after);
  return {
    hip: d('hipLost'),
    sail: d('sailLost'),
    readiness: d('readinessLost'),
    guns: paths.filter((p) => p.endsWith('.gunsLost')).reduce((n, p) => n + d(p), 0),
    masts: paths.filter((p) => p.endsWith('.lost') && change.part.after[p] && !change.part.before[p]),
  };
}

async function show(card: GunneryCard) {
  const context = { ...krCardView(card), controls: footerFor(card, null, GM_READER) };
  return showChat(browser(), KR_CARD_TEMPLATE, context, { width: 320 });
}

describe('Kyngesreach broadside card', () => {
  it('leads with what the target took, in words, and folds the roll and every hit away', async () => {
    // Gunner 12 +1 gauge +1 close: 14, rolled 7 for a margin of 7; then the dice run round 1 to 6.
    const faces = Array.from({ length: 600 }, (_, i) => ((i * 5 + 2) % 6) + 1);
    const card = fire([2, 2, 3, ...faces]);
    const hits = (card.record as { hits: number }).hits;
    expect(hits).toBeGreaterThan(3);
    const page = await show(card);
    const lead = await page.locator('.bs-result .ship-summary').allTextContents();
    expect(lead).toHaveLength(1);
    // The lead tells the story of the changes and no other: each count it states is the change's.
    const lost = lostByChange(card);
    expect(lost.hip).toBeGreaterThan(0);
    const line = lead[0] ?? '';
    expect(line).toMatch(/^Le Tonnant takes /);
    expect(line).toContain(`${lost.hip} HIP`);
    if (lost.sail) expect(line).toContain(`${lost.sail} sail HP`);
    else expect(line).not.toContain('sail HP');
    expect(line).toContain(`${lost.readiness}% readiness`);
    if (lost.guns) expect(line).toMatch(new RegExp(`\\b${lost.guns} guns?\\b`));
    else expect(line).not.toMatch(/\bguns?\b/);
    expect((line.match(/mast|mizzen/g) ?? []).length).toBe(lost.masts.length);
    expect(line).toContain('She suffers 5 rigging collapses. She is now flooding badly.');
    // The working is folded: the roll and the hits are there but out of sight until asked for.
    expect(await page.locator('.bs-working').getAttribute('open')).toBeNull();
    expect(await page.locator('.kr-hits').isVisible()).toBe(false);
    await screenshot(page, 'kr-card-collapsed');
    await page.locator('.bs-result').click();
    expect(await page.locator('.kr-hits').isVisible()).toBe(true);
    expect(await page.locator('.kr-roll').textContent()).toContain('Rolled 7, margin 7');
    expect(await page.locator('.kr-modifiers li').allTextContents()).toEqual([
      'Gunner 12',
      'Wind gauge +1',
      'Range +1',
      'Effective skill 14',
    ]);
    expect(await page.locator('.kr-hit').count()).toBe(hits);
    expect(await page.locator('.kr-reload').textContent()).toContain('reloads for 3 rounds');
    for (const theme of THEMES) {
      await page.evaluate(
        (t) => document.body.classList.replace(t === 'light' ? 'theme-dark' : 'theme-light', `theme-${t}`),
        theme,
      );
      expect(await faintText(page), theme).toEqual([]);
    }
    await screenshot(page, 'kr-card');
    await page.close();
  });

  it('says the target takes no hits on a miss, and the failed roll waits in the working', async () => {
    // Rolled 18 against 14: a miss, and nothing changes aboard the target.
    const card = fire([6, 6, 6, ...Array.from({ length: 60 }, () => 3)]);
    expect((card.record as { hits: number }).hits).toBe(0);
    expect(lostByChange(card)).toEqual({ hip: 0, sail: 0, readiness: 0, guns: 0, masts: [] });
    const page = await show(card);
    expect(await page.locator('.bs-result .ship-summary').allTextContents()).toEqual(['Le Tonnant takes no hits.']);
    expect(await page.locator('.kr-roll').isVisible()).toBe(false);
    await page.locator('.bs-result').click();
    expect(await page.locator('.kr-roll').textContent()).toContain('Rolled 18');
    expect(await page.locator('.kr-no-hits').isVisible()).toBe(true);
    await screenshot(page, 'kr-card-miss');
    await page.close();
  });
});
