import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  crewSource,
  defineWeaponSchema,
  deriveWeapon,
  leafPaths,
  weaponSource,
  wieldWeapon,
  type WeaponSource,
} from '../support/crew-fixtures';
import { BLANK_IMAGE, renderTemplate, screenshot, showInWindow, useBrowser } from '../support/render';
import { weaponSheetContext, type WeaponWielder } from '../../src/modules/highseas/weapon-context';
import { WeaponModel } from '../../src/modules/highseas/weapon';
import { WEAPON_SHEET_TEMPLATE } from '../../src/modules/highseas/templates';
import { sheetContext } from '../support/sheet-context';

const TEMPLATE = WEAPON_SHEET_TEMPLATE;
const browser = useBrowser();

async function showWeapon(name: string, source: WeaponSource, wielder: WeaponWielder | null = null): Promise<Page> {
  const context = sheetContext(
    WeaponModel,
    { name, img: BLANK_IMAGE },
    source,
    source.description,
    weaponSheetContext(source, deriveWeapon(source), true, wielder),
  );
  return showInWindow(browser(), renderTemplate(TEMPLATE, context), {
    classes: ['broadside', 'sheet', 'weapon'],
    title: name,
    width: 560,
  });
}

const text = (page: Page, selector: string) => page.locator(selector).first().textContent();

describe('weapon sheet', () => {
  it('shows every field of a rapier and what it does at the table', async () => {
    const page = await showWeapon(
      'Rapier',
      weaponSource('rapier', 'right', (w) => (w.description = '<p>Toledo steel.</p>')),
    );
    expect(await page.locator('select[name="system.weaponClass"] option[selected]').textContent()).toBe('Duelling');
    for (const [field, value] of [
      ['bonus', '1'],
      ['parryBonus', '1'],
      ['minStr', '7'],
      ['advStr', '14'],
      ['damage', '3'],
      ['longActions.load', '0'],
    ]) {
      expect(await page.locator(`input[name="system.${field}"]`).inputValue(), field).toBe(value);
    }
    expect(await page.locator('input[name="system.parryable"]').isChecked()).toBe(true);
    expect(await page.locator('input[name="system.longActions.lunge"]').isChecked()).toBe(true);
    expect(await page.locator('input[name="system.twoHanded"]').isChecked()).toBe(false);
    expect(await page.locator('select[name="system.leftHand"] option[selected]').textContent()).toBe('Sword');
    expect(await page.locator('select[name="system.hand"] option[selected]').textContent()).toBe('Right hand');
    expect(await text(page, '.attack-order')).toBe('3 of 5');
    expect(await text(page, '.normal-attacks')).toBe('Thrust, Slash');
    expect(await text(page, '.long-attacks')).toBe('Lunge');
    expect(await text(page, '.free-parry')).toBe('-6');
    expect(await text(page, '.left-hand-parry[data-style="french"]')).toBe('+1');
    expect(await text(page, '.left-hand-parry[data-style="italian"]')).toBe('not allowed');
    expect(await page.locator('.problem').count()).toBe(0);
    expect(await page.locator('select.preset option').count()).toBe(17);
    expect(await page.locator('select.preset option[selected]').textContent()).toBe('Rapier');
    expect(await page.locator('prose-mirror[name="system.description"]').innerHTML()).toContain('Toledo steel');
    await screenshot(page, 'weapon-sheet-rapier');
    await page.close();
  });

  it('has exactly one input for every field of the weapon model', async () => {
    const page = await showWeapon('Every Field', weaponSource('cutlass'));
    const names = await page
      .locator('[name^="system."]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('name')!));
    expect(names.sort()).toEqual(leafPaths(defineWeaponSchema()).sort());
    // The new item's cutlass numbers are the sabre's too, so the preset list starts blank.
    expect(await page.locator('select.preset').inputValue()).toBe('');
    await page.close();
  });

  it('warns about stats that do not fit together', async () => {
    const page = await showWeapon(
      'Odd halberd',
      weaponSource('polearm', 'carried', (w) => {
        w.minStr = 17;
        w.advStr = 12;
        w.longActions.lunge = true;
        w.longActions.load = 2;
      }),
    );
    expect(await page.locator('.problem').allTextContents()).toEqual([
      'The Strength needed is above the Strength for +1 damage.',
      'Only a duelling weapon can lunge.',
      'Only a missile weapon is loaded.',
    ]);
    expect(await text(page, '.long-attacks')).toBe('–');
    expect(await text(page, '.free-parry')).toBe('–');
    await screenshot(page, 'weapon-sheet-problems');
    await page.close();
  });

  it('shows how its owner wields it, and refuses the left hand to a musket', async () => {
    const crew = crewSource((c) => (c.expertise.missile = 8));
    const musket = weaponSource('musket', 'right');
    const page = await showWeapon('Brown Bess', musket, { name: 'Sgt Harper', wielded: wieldWeapon(crew, musket) });
    expect(await text(page, '.wielder')).toContain('Carried by Sgt Harper: 8 to hit, 6 damage.');
    expect(await page.locator('select[name="system.hand"] option[value="left"]').isDisabled()).toBe(true);
    expect(await text(page, '.normal-attacks')).toBe('Throw, Fire');
    await screenshot(page, 'weapon-sheet-musket');
    await page.close();
  });
});
