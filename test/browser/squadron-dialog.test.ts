/**
 * The GM's squadron dialog as Foundry's DialogV2 frames it (a form with its OK button): the real
 * template, and the real check of squadron-form.ts bundled into the page, marking each problem
 * next to its field and holding OK until the form is sound.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import { ROOT, languages, lookup, renderTemplate, screenshot, showInWindow, useBrowser } from '../support/render';
import { squadronFormContext } from '../../src/combat/squadron-form';
import type * as SquadronFormModule from '../../src/combat/squadron-form';

type SquadronFormModule = typeof SquadronFormModule;

const browser = useBrowser();

let bundle: Promise<string> | undefined;
async function bundleForm(): Promise<string> {
  const result = await build({
    configFile: false,
    root: ROOT,
    publicDir: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: {
        entry: join(ROOT, 'src', 'combat', 'squadron-form.ts'),
        formats: ['iife'],
        name: 'SquadronForm',
        fileName: 'squadron-form',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('squadron-form.ts did not bundle');
  return chunk.code;
}

const ships = [
  { combatantId: 'b-1', name: 'HMS Defiance', flagship: false },
  { combatantId: 'b-2', name: 'HMS Ajax', flagship: true },
  { combatantId: 'b-3', name: 'HMS Orion', flagship: false },
];

/** The dialog as DialogV2.input shows it, with the check wired as battle-actions.ts wires it. */
async function showDialog(): Promise<Page> {
  const html = `${renderTemplate('templates/combat/squadron-dialog.hbs', squadronFormContext(ships))}<footer class="form-footer"><button type="submit" data-action="ok">OK</button></footer>`;
  const page = await showInWindow(browser(), html, { classes: ['dialog'], width: 400, tag: 'form', height: 500 });
  bundle ??= bundleForm();
  await page.addScriptTag({ content: await bundle });
  const en = languages().en!;
  await page.evaluate(
    ({ ships, en }) => {
      const say = (key: string) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en) as string;
      const form = document.querySelector('form')!;
      const { checkSquadronForm } = (window as unknown as { SquadronForm: SquadronFormModule }).SquadronForm;
      const check = () => void checkSquadronForm(form, ships, say);
      form.addEventListener('input', check);
      form.addEventListener('change', check);
    },
    { ships, en },
  );
  return page;
}

describe("the squadron dialog (README's first battle, step 4)", () => {
  it('asks the name, the side and a flagship among the selected ships, the flagship her sheet names chosen first', async () => {
    const page = await showDialog();
    expect(await page.locator('[name="squadron"]').count()).toBe(1);
    expect(await page.locator('[name="side"] option').allTextContents()).toEqual([
      'Each keeps her own side',
      'Friendly',
      'Hostile',
      'Secret',
    ]);
    expect(await page.locator('[name="flagship"] option').allTextContents()).toEqual([
      lookup(languages().en!, 'BROADSIDE.Deck.Squadron.noFlagship'),
      'HMS Defiance',
      'HMS Ajax',
      'HMS Orion',
    ]);
    expect(await page.locator('[name="flagship"]').inputValue()).toBe('b-2');
    await page.locator('[name="squadron"]').fill('Inshore Squadron');
    await page.locator('[name="side"]').selectOption('secret');
    await page.locator('[name="flagship"]').selectOption('b-3');
    expect(await page.locator('.field-problem').count()).toBe(0);
    expect(await page.locator('button[data-action="ok"]').isDisabled()).toBe(false);
    await screenshot(page, 'squadron-dialog');
    await page.close();
  });

  it('says next to the name why a name kept for a side will not do, and holds OK until it is changed', async () => {
    const page = await showDialog();
    await page.locator('[name="squadron"]').fill('hostile');
    const note = page.locator('[name="squadron"] + .field-problem');
    expect(await note.textContent()).toBe(lookup(languages().en!, 'BROADSIDE.Deck.Squadron.nameIsSide'));
    expect(await page.locator('[name="squadron"]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('button[data-action="ok"]').isDisabled()).toBe(true);
    await screenshot(page, 'squadron-dialog-problem');
    await page.locator('[name="squadron"]').fill('Inshore');
    expect(await page.locator('.field-problem').count()).toBe(0);
    expect(await page.locator('button[data-action="ok"]').isDisabled()).toBe(false);
    await page.close();
  });
});
