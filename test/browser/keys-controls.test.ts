/**
 * Broadside's keys as Configure Controls lists them (issue 22 point 10), in Chromium in both themes:
 * Draw a card, Hold the Fire card and the move window, each with its name, hint and binding as the
 * system's own code registers them on a client of the fake table (keys.test.ts presses them). A
 * binding's keys are a `KeyboardEvent.code` and modifiers from `KeyboardManager.MODIFIER_KEYS`
 * (https://foundryvtt.com/api/v13/interfaces/foundry.types.KeybindingActionBinding.html); a
 * `restricted` action is a GM's alone
 * (https://foundryvtt.com/api/v13/interfaces/foundry.types.KeybindingActionConfig.html). Core's own
 * Configure Controls window is walked live in docs/foundry-checklist.md §52.
 */
import { describe, expect, it } from 'vitest';
import Handlebars from 'handlebars';
import { languages, lookup, screenshot, showInWindow, useBrowser } from '../support/render';
import { FakeTable } from '../support/fake-canvas';
import { INIT_KEYS } from '../support/table-init';
import { registerDeckKeys } from '../../src/modules/kmh/deck-keys';
import { registerMoveKey } from '../../src/applications/move-key';

const browser = useBrowser();
const LANG = languages();
const esc = (text: string) => Handlebars.escapeExpression(text);

type Binding = { key: string; modifiers?: string[] };
type Registered = {
  action: string;
  data: { name: string; hint: string; restricted?: boolean; editable: Binding[] };
};

/** A binding as a user reads it: its modifiers, then the key without the `Key` of its code. */
const bindingText = (binding: Binding) => [...(binding.modifiers ?? []), binding.key.replace(/^Key/, '')].join(' + ');

/** Broadside's keys as the system registers them on a client: the deck's and the move window's. */
function registeredKeys(): Registered[] {
  const t = new FakeTable();
  const gm = t.connect('Gamemaster', 'gm');
  t.use(gm);
  registerDeckKeys();
  registerMoveKey();
  return gm.keybindings as Registered[];
}

/** The system's part of Configure Controls in a language: each action's name, hint and binding; a lock on a GM's. */
function controlsHtml(keys: Registered[], lang: 'en' | 'de'): string {
  const rows = keys.map(
    ({ action, data }) =>
      `<li class="action" data-action-id="${action}"><div class="label"><strong>${esc(lookup(LANG[lang]!, data.name)!)}</strong>` +
      (data.restricted ? ' <i class="fa-solid fa-lock"></i>' : '') +
      `<p class="hint">${esc(lookup(LANG[lang]!, data.hint)!)}</p></div>` +
      `<kbd>${data.editable.map(bindingText).join(', ')}</kbd></li>`,
  );
  return `<h3 lang="${lang}">Broadside (${lang})</h3><ul class="controls" lang="${lang}">${rows.join('')}</ul>`;
}

const CSS = `<style>
  .controls { list-style: none; padding: 0; margin: 0 0 10px; }
  .controls .action { display: flex; justify-content: space-between; gap: 12px; padding: 4px 0;
    border-bottom: 1px solid #999; }
  .controls .hint { margin: 2px 0 0; font-size: 12px; }
  .controls kbd { white-space: nowrap; align-self: center; padding: 2px 6px; border: 1px solid currentColor;
    border-radius: 3px; }
</style>`;

describe('Broadside’s keys in Configure Controls', () => {
  it('list Draw a card (the GM’s), Hold and the move window, on Shift, named in both languages', async () => {
    const keys = registeredKeys();
    expect(keys.map((k) => [k.action, k.data.editable.map(bindingText), k.data.restricted ?? false])).toEqual([
      ['drawCard', ['Shift + C'], true],
      ['holdCard', ['Shift + H'], false],
      ['moveWindow', ['Shift + M'], false],
    ]);
    // The entry's module wiring registers the deck's keys once (test/support/table-init.ts runs it).
    expect(INIT_KEYS.filter((a) => a === 'drawCard' || a === 'holdCard').sort()).toEqual(['drawCard', 'holdCard']);
    const page = await showInWindow(browser(), CSS + controlsHtml(keys, 'en') + controlsHtml(keys, 'de'), {
      classes: ['broadside'],
      title: 'Configure Controls',
      width: 620,
      height: 600,
      tag: 'div',
    });
    expect(await page.locator('.controls[lang="en"] strong').allTextContents()).toEqual([
      'Draw a card',
      'Hold the Fire card',
      'Move window',
    ]);
    const german = await page.locator('.controls[lang="de"] strong').allTextContents();
    expect(german).toHaveLength(3);
    for (const text of [...german, ...(await page.locator('.hint').allTextContents())])
      expect(text).not.toMatch(/BROADSIDE\.|^$/);
    expect(await page.locator('.controls[lang="en"] .action[data-action-id="drawCard"] .fa-lock').count()).toBe(1);
    expect(await page.locator('.controls[lang="en"] .fa-lock').count()).toBe(1);
    await screenshot(page, 'keys-controls');
    await page.close();
  });
});
