import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/render';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { strikeCard, strikeCardRule, strikeSituationOf } from '../../src/modules/kmh/gunnery/strike';
import { strikeDefaults, strikeDialogFields } from '../../src/modules/kmh/gunnery/strike-dialog';
import { GM_READER, frenchSeventyFour, ledgerEntry } from '../chat/fixtures';
import { showCard, showChat, screenshotFolded } from '../chat/show';

const browser = useBrowser();

describe('strike consequences', () => {
  it('shows a merchant sent retiring, then struck by her retiring conditions and her danger', async () => {
    const ship = frenchSeventyFour('Sally', {
      merchant: true,
      damage: { points: 40, mainmast: true },
      turn: { damagePoints: 20, raked: true },
      strike: { marked: true, triggers: ['b', 'e'] },
    });
    const input = {
      retiringConditions: { raked: true, outnumberedTwoToOne: true },
      merchant: { escorted: false, foeDistanceCm: 25, broadside: 'partial' as const },
    };
    const roll = strikeCardRule(strikeSituationOf(ship), 'fighting', input)(new ScriptedDice([12, 2]));
    const page = await showCard(browser(), strikeCard(ship, roll.test, roll), {
      entry: ledgerEntry({ author: 'u-gm' }),
      reader: GM_READER,
    });
    expect(await page.locator('.retiring-conditions .condition').allTextContents()).toEqual([
      'Enemies within 20 cm outnumber friends two to one',
      'Raked',
    ]);
    // Struck by her retiring conditions, she is not said to hold on above "Struck her colours".
    expect(await page.locator('.merchant').textContent()).toBe(
      'Merchant: her danger alone would not have made her strike (d6 rolled 2)',
    );
    expect(await page.locator('.outcome').textContent()).toBe('Struck her colours');
    expect(await page.locator('[data-card-action="apply"]').count()).toBe(1);
    await screenshotFolded(page, 'chat-strike-consequences');
    await page.close();
  });

  it('the GM’s dialog shows the table’s defaults', async () => {
    const ship = frenchSeventyFour('Sally', { merchant: true });
    const d = strikeDefaults(ship, [{ friend: false, distanceCm: 8, struck: false, flagship: false }], null);
    const page = await showChat(
      browser(),
      'templates/apps/roll-options.hbs',
      { fields: strikeDialogFields(ship, d) },
      { width: 420 },
    );
    expect(await page.locator('input[name="condition.outnumberedTwoToOne"]').isChecked()).toBe(false);
    expect(await page.locator('input[name="merchant.foeDistanceCm"]').inputValue()).toBe('8');
    expect(await page.locator('select[name="merchant.broadside"] option').allTextContents()).toEqual([
      'None',
      'Partial',
      'Full',
    ]);
    await screenshot(page, 'strike-dialog');
    await page.close();
  });
});
