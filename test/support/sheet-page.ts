/**
 * Runs the system's real sheet classes in a browser test's page, over Foundry stand-ins
 * (fake-sheet.ts): the template is rendered as the other browser tests render it, then the bundle of
 * sheet-harness.ts mounts the sheet class on it, so typing in an input goes through the sheet's own
 * submit code and the stand-in's model of Foundry's.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import type { DocumentSpec, Harness } from './sheet-harness';
import { ROOT, languages } from './render';

let bundle: Promise<string> | undefined;

async function buildHarness(): Promise<string> {
  const result = await build({
    configFile: false,
    root: ROOT,
    publicDir: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: { entry: join(ROOT, 'test', 'support', 'sheet-harness.ts'), formats: ['es'], fileName: 'sheet-harness' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the sheet harness did not bundle');
  return chunk.code;
}

type Window = { broadsideHarness: Harness; BROADSIDE_LANG: unknown };

/** Mounts the sheet class for the document on the page's rendered sheet. */
export async function mountSheet(page: Page, spec: DocumentSpec): Promise<void> {
  bundle ??= buildHarness();
  await page.evaluate((lang) => void ((window as unknown as Window).BROADSIDE_LANG = lang), languages().en);
  await page.addScriptTag({ content: await bundle, type: 'module' });
  await page.waitForFunction(() => 'broadsideHarness' in window);
  await page.evaluate((s) => (window as unknown as Window).broadsideHarness.mount(s), spec);
}

export function sheetState(page: Page) {
  return page.evaluate(() => (window as unknown as Window).broadsideHarness.state());
}

export async function dropItem(page: Page, spec: DocumentSpec): Promise<void> {
  await page.evaluate((s) => (window as unknown as Window).broadsideHarness.drop(s), spec);
}

/** Types a value into an input and leaves it, as a user does: the change submits the sheet. */
export async function typeInto(page: Page, name: string, value: string): Promise<void> {
  const input = page.locator(`[name="${name}"]`);
  await input.fill(value);
  await input.dispatchEvent('change', { bubbles: true });
  // The submit is asynchronous; let it run to its end.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/** Her battle created with her in it (`others` more ships) or deleted, the sheet closed: as the page's hooks fire. */
export const joinBattle = (page: Page, others = 0) =>
  page.evaluate((n) => (window as unknown as Window).broadsideHarness.joinBattle(n), others);
export const deleteBattle = (page: Page) =>
  page.evaluate(() => (window as unknown as Window).broadsideHarness.deleteBattle());
export const closeSheet = (page: Page) => page.evaluate(() => (window as unknown as Window).broadsideHarness.close());
export const renderTimes = (page: Page, times: number) =>
  page.evaluate((n) => (window as unknown as Window).broadsideHarness.renderTimes(n), times);
