/**
 * The hotbar (issue 22 point 10), in Chromium: a ship sheet's roll button and a ship from the
 * actors' directory dragged onto a hotbar slot, and the macros they make, pictured in both themes
 * (the keys: keys-controls.test.ts).
 *
 * The sheet is the real ShipSheet mounted on its rendered parts (sheet-page.ts); the browser's own
 * drag starts at its roll button, so the data is what our `dragstart` handler (ship-sheet.ts) puts
 * in `dataTransfer`. The hotbar slot reads it back as v13's does (the JSON text under `text/plain`,
 * `TextEditor.getDragEventData`, https://foundryvtt.com/api/v13/classes/foundry.applications.ux.TextEditor.html)
 * and hands it to our `hotbarDrop` handler with the slot
 * (https://foundryvtt.com/api/v13/functions/hookEvents.hotbarDrop.html); the macro it makes is read
 * from the page's stand-in of core's macros (page-hotbar.ts). The directory entry's drag carries
 * what a document's drag carries in v13 (`{type: 'Actor', uuid}`, FOUNDRY-FACTS.md section 19). Core's
 * hotbar itself is walked live in docs/foundry-checklist.md §52.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import type { Page } from 'playwright-core';
import { BLANK_IMAGE, ROOT, screenshot, showInWindow, useBrowser } from '../support/render';
import { renderParts } from '../support/sheet-parts';
import { deriveShip, shipSource } from '../support/fixtures';
import { mountSheet } from '../support/sheet-page';
import { shipSheetContext } from '../support/sheet-modules';
import { sheetContext } from '../support/sheet-context';
import type { PageMacro } from '../support/page-hotbar';
import { SHIP_PARTS } from '../../src/sheets/ship-context';
import { ShipModel } from '../../src/data/ship';
import { fireMacroCommand, rollMacroCommand, SHIP_ROLL_DRAG } from '../../src/sheets/macro-commands';

const browser = useBrowser();
const esc = (text: string) => Handlebars.escapeExpression(text);
const ART = `data:image/svg+xml;base64,${readFileSync(join(ROOT, 'assets/ships/frigate.svg')).toString('base64')}`;
/** The uuid the page's stand-in gives the sheet's actor (fake-sheet-documents.ts). */
const UUID = 'Actor.ship0000000001';

type Dropped = { slot: number; data: unknown };
type DropResult = { answered: false | null; macros: PageMacro[]; hotbar: Record<number, string> };
type PageWindow = {
  broadsideHarness: { hotbarDrop(data: unknown, slot: number): Promise<DropResult> };
  dropped: Dropped[];
  drops: Promise<DropResult>[];
};

/** Core's hotbar and an actors' directory entry, as stand-ins below the sheet: the slots read a drop as v13's do. */
async function addHotbar(page: Page): Promise<void> {
  await page.evaluate((uuid) => {
    const win = window as unknown as PageWindow;
    win.dropped = [];
    win.drops = [];
    const bar = document.createElement('nav');
    bar.id = 'hotbar';
    bar.style.cssText = 'position:fixed;left:20px;bottom:10px;display:flex;gap:4px;';
    for (let slot = 1; slot <= 10; slot++) {
      const li = document.createElement('div');
      li.className = 'slot';
      li.dataset.slot = String(slot);
      li.style.cssText = 'width:48px;height:48px;border:1px solid #777;background:#222;';
      li.addEventListener('dragover', (event) => event.preventDefault());
      li.addEventListener('drop', (event) => {
        event.preventDefault();
        let data: unknown = null;
        try {
          data = JSON.parse(event.dataTransfer?.getData('text/plain') ?? '');
        } catch {
          data = null;
        }
        win.dropped.push({ slot, data });
        win.drops.push(win.broadsideHarness.hotbarDrop(data, slot));
      });
      bar.appendChild(li);
    }
    const entry = document.createElement('div');
    entry.id = 'directory-entry';
    entry.draggable = true;
    entry.textContent = 'HMS Defiance';
    entry.style.cssText = 'position:fixed;right:20px;bottom:10px;padding:6px;background:#ddd;';
    entry.addEventListener('dragstart', (event) =>
      event.dataTransfer?.setData('text/plain', JSON.stringify({ type: 'Actor', uuid })),
    );
    document.body.append(bar, entry);
  }, UUID);
}

/** Her sheet, as her owner (a Trusted Player) sees it in play mode, mounted, with the hotbar below. */
async function defianceSheet(): Promise<Page> {
  const source = shipSource({ guns: 74, rate: 'third' });
  const view = { mode: 'play' as const, isGM: false };
  const context = sheetContext(
    ShipModel,
    { name: 'HMS Defiance', img: BLANK_IMAGE },
    source,
    '',
    shipSheetContext(source, deriveShip(source), [], true, view),
  );
  const page = await showInWindow(browser(), renderParts(SHIP_PARTS, context), {
    classes: ['broadside', 'sheet', 'ship'],
    title: 'HMS Defiance',
    width: 820,
    height: 1200,
  });
  await mountSheet(page, {
    type: 'ship',
    name: 'HMS Defiance',
    img: ART,
    system: source,
    isGM: false,
    trusted: true,
    mode: 'play',
  });
  await addHotbar(page);
  return page;
}

/** The slots filled, and each macro's script: what the player finds on his hotbar. */
function hotbarHtml(macros: PageMacro[], hotbar: Record<number, string>): string {
  const slots = Array.from({ length: 8 }, (_v, i) => i + 1).map((slot) => {
    const macro = macros.find((m) => m.id === hotbar[slot]);
    return macro
      ? `<li class="slot full" data-slot="${slot}" data-tooltip="${esc(macro.name)}"><img src="${macro.img}" alt="">` +
          `<span class="key">${slot}</span><span class="name">${esc(macro.name)}</span></li>`
      : `<li class="slot" data-slot="${slot}"><span class="key">${slot}</span></li>`;
  });
  const commands = macros.map((m) => `<li><strong>${esc(m.name)}</strong><br><code>${esc(m.command)}</code></li>`);
  return `<style>
      .hotbar-demo { display: flex; gap: 4px; list-style: none; padding: 0; margin: 0 0 8px; }
      .hotbar-demo .slot { position: relative; width: 80px; height: 80px; border: 1px solid #777;
        border-radius: 4px; background: rgb(0 0 0 / 0.6); color: #fff; font-size: 11px; overflow: hidden; }
      .hotbar-demo .slot img { width: 100%; height: 100%; object-fit: contain; }
      .hotbar-demo .key { position: absolute; top: 2px; right: 4px; }
      .hotbar-demo .name { position: absolute; left: 0; right: 0; bottom: 0; padding: 2px; background: rgb(0 0 0 / 0.75); }
      .commands { list-style: none; padding: 0; margin: 0; }
      .commands li { margin-bottom: 4px; }
      .commands code { font-size: 11px; }
    </style>
    <ol class="hotbar-demo">${slots.join('')}</ol><ul class="commands">${commands.join('')}</ul>`;
}

describe('Broadside on the hotbar', () => {
  it('a roll button and a ship dragged to a slot become macros of that roll and of her fire', async () => {
    const page = await defianceSheet();
    const results = (p: Page) => p.evaluate(() => Promise.all((window as unknown as PageWindow).drops));
    await page.dragAndDrop('button[data-roll="broadsidePort"]', '#hotbar .slot[data-slot="3"]');
    await page.dragAndDrop('#directory-entry', '#hotbar .slot[data-slot="4"]');
    const dropped = await page.evaluate(() => (window as unknown as PageWindow).dropped);
    // What our dragstart handler put in the drag, read back by the slot as core reads it.
    expect(dropped).toEqual([
      { slot: 3, data: { type: SHIP_ROLL_DRAG, actorUuid: UUID, roll: 'broadsidePort' } },
      { slot: 4, data: { type: 'Actor', uuid: UUID } },
    ]);
    const answers = await results(page);
    // Ours both times: core's own handling of the drop is stopped.
    expect(answers.map((r) => r.answered)).toEqual([false, false]);
    const { macros, hotbar } = answers.at(-1)!;
    const made = { type: 'script', img: ART, author: 'UserPage00000001' };
    expect(macros).toEqual([
      {
        ...made,
        id: hotbar[3],
        name: 'HMS Defiance: Port broadside',
        command: rollMacroCommand(UUID, 'broadsidePort'),
      },
      { ...made, id: hotbar[4], name: 'HMS Defiance: open fire', command: fireMacroCommand(UUID) },
    ]);
    // The same roll dropped again reuses his macro rather than making a second.
    await page.dragAndDrop('button[data-roll="broadsidePort"]', '#hotbar .slot[data-slot="7"]');
    const again = (await results(page)).at(-1)!;
    expect(again.macros).toHaveLength(2);
    expect(again.hotbar[7]).toBe(hotbar[3]);
    await page.close();

    const shown = await showInWindow(browser(), hotbarHtml(again.macros, again.hotbar), {
      classes: ['broadside'],
      title: 'Hotbar',
      width: 700,
      height: 400,
      tag: 'div',
    });
    expect(await shown.locator('.hotbar-demo .slot.full .name').allTextContents()).toEqual([
      'HMS Defiance: Port broadside',
      'HMS Defiance: open fire',
      'HMS Defiance: Port broadside',
    ]);
    expect(
      await shown.$$eval('.hotbar-demo img', (imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
    ).toBe(true);
    await screenshot(shown, 'hotbar-macros');
    await shown.close();
  });
});
