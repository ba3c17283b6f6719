import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/render';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { turnRollCard, turnRollRule } from '../../src/modules/kmh/turn-rolls';
import { ledgerEntry, reader, shipRef } from '../chat/fixtures';
import { showCard, screenshotFolded } from '../chat/show';

const browser = useBrowser();
const ship = shipRef('Vengeur', { guns: 10, rate: 'sloop', fireship: true, damage: { onFire: true } });
/** The fireship's player reads her cards. */
const showing = { entry: ledgerEntry(), reader: reader('u-anne', [ship.uuid]) };

describe('fireship chat cards', () => {
  it('shows her move with the drift, pointing to fending off', async () => {
    const card = turnRollCard(
      'fireshipMove',
      ship,
      turnRollRule('fireshipMove', ship, { rolledDistanceCm: 14 })(new ScriptedDice([2])),
    );
    const page = await showCard(browser(), card, showing);
    expect(await page.locator('h3').textContent()).toBe('The fireship Vengeur drives on');
    expect(await page.locator('.bs-lines li').allTextContents()).toEqual([
      'She makes 12 cm',
      '9 cm on her course',
      '3 cm drifting downwind',
    ]);
    expect(await page.locator('.outcome').textContent()).toContain('Fend off a fireship');
    expect(await page.locator('[data-card-action="apply"]').count()).toBe(0);
    await screenshotFolded(page, 'chat-fireship-move');
    await page.close();
  });

  it('shows her blowing up, with the blast radius and Apply', async () => {
    const card = turnRollCard(
      'fireshipExplosion',
      ship,
      turnRollRule('fireshipExplosion', ship)(new ScriptedDice([6])),
    );
    const page = await showCard(browser(), card, showing);
    expect(await page.locator('.outcome').textContent()).toBe('She blows up!');
    expect(await page.locator('.bs-lines li').allTextContents()).toEqual(['Every ship within 10 cm takes a fire test']);
    expect(await page.locator('[data-card-action="apply"]').count()).toBe(1);
    await screenshotFolded(page, 'chat-fireship-explodes');
    await page.close();
  });
});
