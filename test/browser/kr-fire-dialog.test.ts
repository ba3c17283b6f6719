import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/render';
import { freshChoices, krFireContext } from '../../src/modules/kyngesreach/fire-view';
import { freshPart } from '../../src/modules/kyngesreach/part';
import { frenchSeventyFour, seventyFour } from '../chat/fixtures';
import { showChat } from '../chat/show';

const browser = useBrowser();
const TEMPLATE = 'templates/modules/kyngesreach/fire-dialog.hbs';
const firer = seventyFour();
const target = frenchSeventyFour();
const gurps = (gunnerCannon: number) =>
  ({ gurps: { gunnerCannon, seamanship: 12, tacticsNaval: 10, weatherSense: 11, spell: { level: 0 } } }) as never;
/** Pellew's officer, and the GM's NPC gunner he listed too, who does not count (decision kr-crew-owned). */
const crew = {
  crew: (uuid: string) =>
    uuid === 'Actor.gunner'
      ? { name: 'Mr Pellew', source: gurps(14) }
      : uuid === 'Actor.brand'
        ? { name: 'Master Gunner Brand', source: gurps(18) }
        : null,
  owners: (uuid: string) => (uuid === 'Actor.brand' ? [] : ['pellew']),
};

describe('Kyngesreach fire dialog', () => {
  it('shows the band, each modifier by name and the exact chance of each number of hits', async () => {
    const context = krFireContext({
      firer: {
        ...firer,
        source: {
          ...firer.source,
          crew: [
            { actor: 'Actor.gunner', role: 'gunner' },
            { actor: 'Actor.brand', role: 'masterGunner' },
          ],
        } as never,
      },
      target,
      targets: [{ uuid: target.uuid, name: target.name }],
      distanceCm: 4.4,
      choices: { ...freshChoices(firer), gauge: 'holder', morale: -1 },
      figures: crew,
      gaugeFromBattle: null,
      gm: true,
    });
    const page = await showChat(browser(), TEMPLATE, context, {
      classes: ['broadside', 'fire-dialog', 'kr-fire-dialog'],
      width: 540,
    });
    expect(await page.locator('.kr-range .band').textContent()).toBe('Close range');
    expect(await page.locator('.fire-pool .gunner').textContent()).toContain('Gunner 14 (Mr Pellew)');
    expect(await page.locator('.fire-pool .not-counting').allTextContents()).toEqual([
      'Master Gunner Brand is on her sheet but does not count: none of her players owns him',
    ]);
    expect(await page.locator('.fire-pool .modifier').allTextContents()).toEqual([
      'Wind gauge+1',
      'Range+1',
      'Morale-1',
    ]);
    expect(await page.locator('.fire-pool .effective').textContent()).toBe('15');
    expect(await page.locator('.hit-chances li').count()).toBe(context.plan!.odds.length);
    expect(await page.locator('select[name="gauge"]').isDisabled()).toBe(false);
    expect(await page.locator('button.fire').isDisabled()).toBe(false);
    await screenshot(page, 'kr-fire-dialog');
    await page.close();
  });

  it('holds the fire button and says why when the battery is reloading, and shows the battle’s gauge', async () => {
    const part = freshPart();
    const reloading = {
      ...firer,
      source: {
        ...firer.source,
        modules: {
          kyngesreach: {
            ...part,
            batteries: { ...part.batteries, starboard: { gunsLost: 3, reload: 2, ammunition: 'round' } },
          },
        },
      } as never,
    };
    const context = krFireContext({
      firer: reloading,
      target,
      targets: [{ uuid: target.uuid, name: target.name }],
      distanceCm: 15,
      choices: { ...freshChoices(firer), battery: 'starboard' },
      figures: { crew: () => null, owners: () => [] },
      gaugeFromBattle: 'other',
      gm: false,
    });
    const page = await showChat(browser(), TEMPLATE, context, {
      classes: ['broadside', 'fire-dialog', 'kr-fire-dialog'],
      width: 540,
    });
    expect(await page.locator('.fire-error').textContent()).toBe('That battery is still reloading.');
    expect(await page.locator('button.fire').isDisabled()).toBe(true);
    expect(await page.locator('select[name="gauge"]').isDisabled()).toBe(true);
    // The gauge is the battle's as the GM recorded it (decision kr-gauge-battle), named as such.
    expect(await page.locator('select[name="gauge"] option:checked').textContent()).toBe('The enemy holds the gauge');
    expect(await page.locator('.from-tracker').textContent()).toBe('As the GM recorded it for this battle');
    expect(await page.locator('input[name="morale"]').isDisabled()).toBe(true);
    expect(await page.locator('tr.kr-battery[data-side="starboard"]').textContent()).toContain('reloading, 2 rounds');
    await screenshot(page, 'kr-fire-dialog-reloading');
    await page.close();
  });
});
