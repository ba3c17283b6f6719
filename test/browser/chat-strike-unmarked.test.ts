import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/render';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { strikeCard, strikeCardRule, strikeSituationOf } from '../../src/modules/kmh/gunnery/strike';
import { answersFromTable, strikeDefaults } from '../../src/modules/kmh/gunnery/strike-dialog';
import { GM_READER, frenchSeventyFour, ledgerEntry } from '../chat/fixtures';
import { showCard, screenshotFolded } from '../chat/show';

const browser = useBrowser();

describe('strike card of an unmarked ship', () => {
  it('shows a merchant checked for her danger without a d% test', async () => {
    const ship = frenchSeventyFour('La Belle Poule', { merchant: true });
    const answers = answersFromTable(
      strikeDefaults(ship, [{ friend: false, distanceCm: 10, struck: false, flagship: false }], null),
      {},
      true,
    );
    const roll = strikeCardRule(
      strikeSituationOf(ship, answers.around),
      'fighting',
      answers.input,
      false,
    )(new ScriptedDice([]));
    const card = strikeCard(ship, roll.test, roll);
    const page = await showCard(browser(), card, { entry: ledgerEntry({ author: 'u-gm' }), reader: GM_READER });
    expect(await page.locator('.bs-pool').count()).toBe(0);
    expect(await page.locator('.untested').textContent()).toBe(
      'Not marked: no test, only the conditions that make her strike.',
    );
    expect(await page.locator('.merchant').textContent()).toBe(
      'Merchant: alone, with a foe at short range: she strikes',
    );
    expect(await page.locator('.outcome').textContent()).toBe('Struck her colours');
    await screenshotFolded(page, 'chat-strike-merchant-unmarked');
    await page.close();
  });
});
