/**
 * The GM's "waiting for you" list above the turn deck (templates/combat/waiting.hbs): each card
 * with who asked and what approving does, its buttons carrying what the card's footer sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, renderTemplate, screenshot, showInWindow } from '../support/render';
import { trackerContext } from '../../src/combat/tracker-view';
import { deckView } from '../../src/modules/kmh/deck-view';
import { scenarioOf } from '../../src/data/squadrons';
import { waitingCards, type WaitingCard } from '../../src/combat/waiting-list';
import { cardButtonRequest } from '../../src/chat/card-controls';
import type { CardEntry } from '../../src/data/ledger-book';
import type { AnyCard } from '../../src/chat/card-kinds';
import { frigateAction } from '../combat/battle';

const WAITING = 'templates/combat/waiting.hbs';
const TRACKER = 'templates/combat/tracker.hbs';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NAMES: Record<string, string> = {
  'Actor.defiance': 'HMS Defiance',
  'Actor.tonnant': 'Le Tonnant',
  'Actor.ajax': 'HMS Ajax',
  'Actor.fougueux': 'Fougueux',
};

/** A broadside's card as the list reads it: its firer and the ship it changes. */
const shot = (firer: string, target: string) =>
  ({ kind: 'broadside', firer: { uuid: firer }, changes: [{ actorUuid: target, name: NAMES[target] }] }) as AnyCard;

const waitingEntry = (messageId: string, by: string, revision: number): CardEntry => ({
  messageId,
  author: by,
  seal: 's',
  status: 'awaiting',
  reason: null,
  gmOnly: null,
  revision,
  awaiting: { by, option: null },
  applied: null,
});

function waiting(isGM = true): WaitingCard[] {
  const cards: Record<string, AnyCard> = {
    m1: shot('Actor.defiance', 'Actor.tonnant'),
    m2: shot('Actor.ajax', 'Actor.fougueux'),
  };
  const list = waitingCards({
    entries: [waitingEntry('m1', 'u-pellew', 1), waitingEntry('m2', 'u-hornblower', 3)],
    card: (id) => cards[id] ?? null,
    actorName: (uuid) => NAMES[uuid] ?? null,
    userName: (id) => ({ 'u-pellew': 'Pellew', 'u-hornblower': 'Hornblower' })[id] ?? '?',
    choiceLabel: (o) => o,
    isGM,
  });
  // What the tracker fills in from the sheets as they are.
  if (list[0]) list[0].effects = [{ ship: 'Le Tonnant', text: 'Damage points 2' }];
  if (list[1]) list[1].effects = [{ ship: 'Fougueux', text: 'Damage points 5, Mainmast' }];
  return list;
}

async function show(list: WaitingCard[], lang = 'en'): Promise<Page> {
  const ships = frigateAction();
  const deck = trackerContext({
    deck: null,
    ships,
    records: [],
    user: { id: 'u-gm', isGM: true },
    userNames: { 'u-gm': 'Gamemaster' },
    turnView: deckView({ deck: null, scenario: scenarioOf({}) }),
  });
  const html = renderTemplate(WAITING, { waiting: list }, lang) + renderTemplate(TRACKER, deck, lang);
  return showInWindow(browser, html, { classes: ['broadside-tracker'], width: 320, tag: 'div', height: 1000 });
}

describe('the waiting list on the tracker', () => {
  it('shows the GM each waiting card, who asked and what it does, with the footer’s Approve and Decline', async () => {
    const page = await show(waiting());
    expect(await page.locator('.waiting-head').textContent()).toMatch(/^Waiting for you\s*2$/);
    expect(await page.locator('.waiting-ships').allTextContents()).toEqual([
      'HMS Defiance → Le Tonnant',
      'HMS Ajax → Fougueux',
    ]);
    expect(await page.locator('.waiting-asker').first().textContent()).toBe('Pellew asks you to apply it');
    // Each button names the card and the revision shown: the request is the footer's own.
    const buttons = await page
      .locator('.waiting-card button')
      .evaluateAll((els) => els.map((e) => ({ ...(e as HTMLElement).dataset })));
    const requests = buttons.map((b) =>
      cardButtonRequest(b.action === 'approveWaiting' ? 'approve' : 'decline', b.messageId!, Number(b.revision), null),
    );
    expect(requests).toEqual([
      { kind: 'approveCard', messageId: 'm1', revision: 1 },
      { kind: 'declineCard', messageId: 'm1', revision: 1 },
      { kind: 'approveCard', messageId: 'm2', revision: 3 },
      { kind: 'declineCard', messageId: 'm2', revision: 3 },
    ]);
    await screenshot(page, 'tracker-waiting-list');
    await page.close();
  });

  it('in German too', async () => {
    const page = await show(waiting(), 'de');
    expect(await page.locator('.waiting-head').textContent()).toMatch(/^Wartet auf dich\s*2$/);
    expect(await page.locator('.waiting-card button.approve').first().textContent()).toBe('Genehmigen');
    await screenshot(page, 'tracker-waiting-list-de');
    await page.close();
  });

  it('takes no room when nothing waits, and a player is shown nothing', async () => {
    for (const list of [[], waiting(false)]) {
      const page = await show(list);
      expect(await page.locator('.waiting-list').evaluate((e) => getComputedStyle(e).display)).toBe('none');
      await page.close();
    }
  });
});
