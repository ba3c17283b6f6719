/** Shows a chat card or dialog in Chromium with the chat stylesheet (until system.json lists it). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ROOT, localizer, renderTemplate, screenshot, showInWindow, type Theme } from '../support/render';
import { choiceLabelKey, registerCardViews, type AnyCard } from '../../src/chat/card-kinds';
import { attachCardView, cardTemplate, cardView } from '../../src/data/card-kinds';
import { duelCardView } from '../../src/modules/highseas/card';
import { registerKmhGunnery } from '../../src/modules/kmh/gunnery';
import { registerBoarding } from '../../src/modules/kmh/boarding';
import type { CardControls } from '../../src/chat/card-controls';
import type { Reader } from '../../src/documents/reader';
import type { CardEntry } from '../../src/data/ledger-book';
import { footerFor } from './fixtures';

// Each card kind's view, attached as the system attaches it when it registers (chat/register.ts),
// and the duel's turn card's and the boarding card's, as their modules do (modules/highseas/register.ts,
// modules/kmh/boarding).
registerCardViews();
attachCardView('duel', duelCardView);
// And KMH's card kinds, as the module's `register` attaches them at init.
registerKmhGunnery();
registerBoarding();

/** The partials the chat templates include, by the name Foundry knows them under. */
export const CARD_PARTIALS: Readonly<Record<string, string>> = {
  'systems/broadside/templates/chat/card-footer.hbs': 'templates/chat/card-footer.hbs',
  'systems/broadside/templates/chat/duel-wound.hbs': 'templates/chat/duel-wound.hbs',
};

/** A choice's name on a card, in English, as the chat log gives it to the footer (chat/cards.ts). */
export const choiceLabel = (option: string): string => localizer().localize(choiceLabelKey(option));

/** How a card is shown: its entry in the GM's ledger (null: not yet sealed), the reader, whether it is as posted. */
export interface Showing {
  entry: CardEntry | null;
  reader: Reader;
  sealed?: boolean;
  author?: string;
}

/**
 * What a card's template reads, as the chat log builds it (chat/cards.ts): the card's view with
 * the choice its entry was applied with, and the footer this reader sees.
 */
export function cardContext(card: AnyCard, showing: Showing): { controls: CardControls } & Record<string, unknown> {
  const controls = footerFor(card, showing.entry, showing.reader, {
    sealed: showing.sealed,
    author: showing.author,
    choiceLabel,
  });
  return { ...cardView(card, showing.entry?.applied?.option ?? null), controls };
}

/** A card's HTML as the chat log renders it. */
export function renderCard(card: AnyCard, showing: Showing, lang = 'en'): string {
  return renderTemplate(cardTemplate(card.kind), cardContext(card, showing), lang, CARD_PARTIALS);
}

export async function showChat(
  browser: Browser,
  template: string,
  context: object,
  options: { classes?: string[]; width?: number; theme?: Theme } = {},
): Promise<Page> {
  const page = await showInWindow(browser, renderTemplate(template, context, 'en', CARD_PARTIALS), {
    classes: options.classes ?? ['broadside', 'chat-log'],
    width: options.width ?? 320,
    tag: 'div',
    theme: options.theme,
  });
  const manifest = JSON.parse(readFileSync(join(ROOT, 'system.json'), 'utf8')) as { styles: string[] };
  if (!manifest.styles.includes('styles/chat.css'))
    await page.addStyleTag({ content: readFileSync(join(ROOT, 'styles/chat.css'), 'utf8') });
  return page;
}

/** Shows a card as the chat log renders it for a reader. */
export async function showCard(
  browser: Browser,
  card: AnyCard,
  showing: Showing,
  options: { width?: number; theme?: Theme } = {},
): Promise<Page> {
  return showChat(browser, cardTemplate(card.kind), cardContext(card, showing), options);
}

/**
 * Screenshots a card as it is posted, its working folded (`<name>-collapsed`), then opens the
 * working with a click on its result, as a reader does, and screenshots it open (`<name>`). A card
 * with no working (nothing rolled) is screenshot once, as it is.
 */
export async function screenshotFolded(page: Page, name: string): Promise<void> {
  const working = page.locator('.bs-working');
  if ((await working.count()) === 0) {
    await screenshot(page, name);
    return;
  }
  const body = page.locator('.bs-working-body');
  expect(await working.getAttribute('open')).toBeNull();
  expect(await body.isVisible()).toBe(false);
  await screenshot(page, `${name}-collapsed`);
  await page.locator('.bs-result').click();
  expect(await body.isVisible()).toBe(true);
  await screenshot(page, name);
}
