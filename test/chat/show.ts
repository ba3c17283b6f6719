/** Shows a chat card or dialog in Chromium with the chat stylesheet (until system.json lists it). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT, renderTemplate, showInWindow } from '../support/render';

export async function showChat(browser: Browser, template: string, context: object, options: { classes?: string[]; width?: number } = {}): Promise<Page> {
  const page = await showInWindow(browser, renderTemplate(template, context), {
    classes: options.classes ?? ['broadside', 'chat-log'],
    width: options.width ?? 320,
    tag: 'div',
  });
  const manifest = JSON.parse(readFileSync(join(ROOT, 'system.json'), 'utf8')) as { styles: string[] };
  if (!manifest.styles.includes('styles/chat.css')) await page.addStyleTag({ content: readFileSync(join(ROOT, 'styles/chat.css'), 'utf8') });
  return page;
}
