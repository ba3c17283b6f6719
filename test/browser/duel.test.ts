/** The duel dialog, the turn card and the duel tracker, rendered in Chromium in both of v13's themes. */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { THEMES, faintText, renderTemplate, screenshot, showInWindow, useBrowser } from '../support/render';
import {
  duelDialogContext,
  newSelection,
  optionValue,
  pickOf,
  selectionOf,
  type Selection,
} from '../../src/modules/highseas/dialog-context';
import { duelTrackerContext } from '../../src/modules/highseas/tracker-context';
import { duelStartContext } from '../../src/modules/highseas/start-context';
import { DUEL_DIALOG_TEMPLATE, DUEL_START_TEMPLATE, DUEL_TRACKER_TEMPLATE } from '../../src/modules/highseas/templates';
import { GM_READER, ledgerEntry, reader } from '../chat/fixtures';
import { showCard } from '../chat/show';
import { KESTREL_UUID, MOREAU_UUID, freshRecord, playedRecord } from '../modules/highseas/fixtures';

const browser = useBrowser();
/** A locator's text with its runs of white space made one space. */
const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

function showDialog(context: object, title = 'Duel: Capitaine Moreau') {
  return showInWindow(browser(), renderTemplate(DUEL_DIALOG_TEMPLATE, context), {
    classes: ['broadside', 'duel-dialog', 'duel-window'],
    width: 540,
    title,
  });
}

/** Turn 6 for Moreau, his main gauche's thrust and a dodge chosen. */
function moreauTurn6() {
  const { record } = playedRecord(5);
  const base = newSelection(record, 'moreau');
  const selection: Selection = { ...base, boxes: { ...base.boxes, attack: 'thrust:left:', defence: 'dodge::' } };
  return { record, selection };
}

describe('the duel dialog', () => {
  it('offers one choice per box of what Moreau can do in turn 6, each saying what it does', async () => {
    const { record, selection } = moreauTurn6();
    const page = await showDialog(duelDialogContext(record, 'moreau', selection));
    expect(await page.locator('.action-box > label').allTextContents()).toEqual([
      'Move',
      'Attack',
      'Defence',
      'Counter',
    ]);
    // A choice per box, not a radio button per action.
    expect(await page.locator('input[type="radio"]').count()).toBe(0);
    const attacks = await page.locator('select[name="box.attack"] option').allTextContents();
    // The rapier is broken and his right arm lame: only the main gauche, his fists and feet.
    expect(attacks).toContain('Thrust (main gauche, left hand) · 50% to hit');
    expect(attacks).toContain('Haymaker · 25% to hit · whole turn');
    expect(attacks[0]).toBe('No action');
    expect(attacks.some((o) => o.includes('Rapier') || o.includes('rapier'))).toBe(false);
    expect(attacks.some((o) => o.startsWith('Lunge'))).toBe(false);
    expect(await page.locator('select[name="box.attack"] optgroup[data-list="dueling"]').getAttribute('label')).toBe(
      'Duelling weapons',
    );
    // The defence box draws on one list only: no group heading over it.
    expect(await page.locator('select[name="box.defence"] optgroup').count()).toBe(0);
    expect(await page.locator('select[name="box.attack"]').inputValue()).toBe('thrust:left:');
    expect(await text(page.locator('[data-box="attack"] .action-hint'))).toBe(
      '50% to hit. A thrust with the main gauche; the opponent parries better if he guessed it.',
    );
    expect(await page.locator('[data-box="move"] .action-hint').count()).toBe(0);
    expect(await page.locator('.fighter-states li').allTextContents()).toEqual(['Right-hand weapon broken']);
    expect(await page.locator('[data-action="seal"]').textContent()).toContain('Lock in my pick');
    expect(await page.locator('[data-action="seal"]').isDisabled()).toBe(false);
    expect(await text(page.locator('.note.secret'))).toBe('Your pick stays hidden until everyone has picked.');
    // A player reads no word of how the pick is kept hidden, and no tooltip of it.
    expect(await page.locator('.application').textContent()).not.toMatch(/digest|seal|hash/i);
    expect(await page.locator('.note.secret').getAttribute('data-tooltip')).toBeNull();
    // It fits a 600 px window at its default size, title bar included.
    const box = await page.locator('.application').boundingBox();
    expect(box!.height).toBeLessThanOrEqual(600);
    for (const theme of THEMES) {
      await page.evaluate((t) => (document.body.className = `theme-${t}`), theme);
      expect(await faintText(page), theme).toEqual([]);
    }
    await screenshot(page, 'duel-dialog');
    await page.close();
  });

  it('is made with the keyboard alone: every choice named, reached by Tab in order, changed by the arrows', async () => {
    const { record } = moreauTurn6();
    const page = await showDialog(duelDialogContext(record, 'moreau', newSelection(record, 'moreau')));
    // Each box's choice carries its box's name, as a screen reader announces it.
    expect(await page.getByLabel('Defence').evaluate((el) => (el as HTMLSelectElement).name)).toBe('box.defence');
    await page.locator('select[name="opponent"]').focus();
    const order: string[] = [];
    for (let i = 0; i < 9; i++) {
      order.push(await page.evaluate(() => (document.activeElement as HTMLInputElement).name || 'button'));
      await page.keyboard.press('Tab');
    }
    expect(order).toEqual([
      'opponent',
      'box.move',
      'box.attack',
      'box.defence',
      'box.counter',
      'guess',
      'way',
      'brawl',
      'disarmOnParry',
    ]);
    const defence = page.locator('select[name="box.defence"]');
    await defence.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await defence.inputValue()).toBe('sidestep::');
    await page.close();
  });

  it('sends what it sent before: the form reads back as the pick the engine takes', async () => {
    const { record } = moreauTurn6();
    const page = await showDialog(duelDialogContext(record, 'moreau', newSelection(record, 'moreau')));
    await page.locator('select[name="box.attack"]').selectOption('thrust:left:');
    await page.locator('select[name="box.counter"]').selectOption('counter:left:slash');
    await page.locator('select[name="guess"]').selectOption('slash');
    await page.locator('input[name="disarmOnParry"]').check();
    // The fields as Foundry's form data holds them: each named field with its value, a ticked box as true.
    const data = await page.evaluate(() => {
      const form = document.querySelector('form.application') as HTMLFormElement;
      const out: Record<string, unknown> = {};
      for (const [k, v] of new FormData(form)) out[k] = k === 'disarmOnParry' ? true : v;
      return out;
    });
    expect(pickOf(selectionOf(data, newSelection(record, 'moreau')))).toEqual({
      opponent: 'kestrel',
      actions: [
        { id: 'thrust', hand: 'left' },
        { id: 'counter', hand: 'left', form: 'slash' },
      ],
      guess: 'slash',
      way: 'close',
      brawl: 'strength',
      disarmOnParry: true,
    });
    await page.close();
  });

  it('tells a GM in a tooltip how the pick is kept hidden', async () => {
    const { record, selection } = moreauTurn6();
    const page = await showDialog(duelDialogContext(record, 'moreau', selection, true));
    expect(await page.locator('.note.secret').getAttribute('data-tooltip')).toContain('hash');
    await page.close();
  });

  it('gives a stunned fighter one normal action and no long ones, and names a pick that is no turn', async () => {
    const { record } = playedRecord(3);
    const base = newSelection(record, 'kestrel');
    const context = duelDialogContext(record, 'kestrel', {
      ...base,
      boxes: { ...base.boxes, attack: 'thrust:right:', defence: 'parry::' },
    });
    const page = await showDialog(context, 'Duel: Lt Kestrel');
    expect(await page.locator('.note.allowed').textContent()).toBe('Stunned: one normal action only.');
    expect(await page.locator('option.long').count()).toBe(0);
    expect(await page.locator('.pick-problem').textContent()).toBe('Too many actions for this turn.');
    expect(await page.locator('[data-action="seal"]').isDisabled()).toBe(true);
    await screenshot(page, 'duel-dialog-stunned');
    await page.close();
  });

  it('says a pick made stays hidden until everyone has picked, and shows a held fighter no choices', async () => {
    const { record } = playedRecord(8);
    const held = await showDialog(duelDialogContext(record, 'moreau', newSelection(record, 'moreau')));
    expect(await held.locator('.status').textContent()).toBe(
      'No actions this turn: Capitaine Moreau is held fast and takes no action.',
    );
    expect(await held.locator('.action-box').count()).toBe(0);
    await held.close();
    const picked = {
      ...record,
      commitments: [{ fighter: 'kestrel', hash: 'a'.repeat(64), by: 'u-anne', opened: true }],
    };
    const page = await showDialog(
      duelDialogContext(picked, 'kestrel', newSelection(picked, 'kestrel')),
      'Duel: Lt Kestrel',
    );
    expect(await page.locator('.status').textContent()).toBe(
      'Your pick is in. It stays hidden until everyone has picked.',
    );
    expect(await page.locator('.application').textContent()).not.toContain('a'.repeat(64));
    await screenshot(page, 'duel-dialog-picked');
    await page.close();
  });

  it('names the options by value the way the pick reads them', () => {
    expect(optionValue({ id: 'counter', hand: 'left', form: 'thrust' })).toBe('counter:left:thrust');
  });
});

describe('the turn card', () => {
  it('shows turn 2: both picks, the modifiers that say something, the chance of each roll, a parry, a blade broken', async () => {
    const { cards } = playedRecord(2);
    const page = await showCard(
      browser(),
      cards[1]!,
      { entry: ledgerEntry(), reader: GM_READER, author: 'u-gm' },
      { width: 360 },
    );
    expect(await page.locator('.bs-card h3').textContent()).toBe('Duel, turn 2');
    expect(await page.locator('.duel-picks .pick').count()).toBe(2);
    expect(await page.locator('.duel-picks .pick').first().textContent()).toContain('Slash');
    expect(await page.locator('.step.order').textContent()).toContain('Capitaine Moreau, Lt Kestrel (by Dexterity)');
    const first = page.locator('.step.attack').first();
    expect(await first.locator('.modifiers').first().locator('.modifier').allTextContents()).toEqual([
      'Expertise+13',
      'Weapon bonus+1',
      'No sea legs-1',
    ]);
    expect(await first.locator('.odds').first().textContent()).toBe('Hits 65%, seriously 35%');
    // The parry's chance is its own roll's, as its target of 13 reads: 65%, not 65% of 65%.
    expect(await first.locator('.odds.parry-odds').textContent()).toBe(
      'If it hits, a parry holds 65% if he guessed Thrust, 50% if not.',
    );
    expect(await first.locator('.parry .pool .dice').textContent()).toBe('13');
    expect(await first.locator('.outcome').textContent()).toBe('Parried.');
    const second = page.locator('.step.attack').nth(1);
    // Kestrel's expertise alone makes his 12: no "Expertise +12" over "To hit 12".
    expect(await second.locator('.modifiers').first().locator('tr').allTextContents()).toEqual(['To hit12']);
    expect(await second.locator('.breakage').textContent()).toBe('Breakage: 19 (breaks from 19), it breaks.');
    expect(await page.locator('.duel-after li').allTextContents()).toEqual([
      'Lt Kestrel: Ready',
      'Capitaine Moreau: Right-hand weapon broken',
    ]);
    // Nothing was wounded: nothing to apply.
    expect(await page.locator('[data-card-action]').count()).toBe(0);
    for (const theme of THEMES) {
      await page.evaluate((t) => (document.body.className = `theme-${t}`), theme);
      expect(await faintText(page), theme).toEqual([]);
    }
    await screenshot(page, 'duel-card-turn2');
    await page.close();
  });

  it('shows turn 6: the move, a free parry and a disarm, the stun, the wound for the sheet with Apply', async () => {
    const { cards } = playedRecord(6);
    const card = cards[5]!;
    const page = await showCard(
      browser(),
      card,
      { entry: ledgerEntry(), reader: reader('u-anne', [KESTREL_UUID]), author: 'u-gm' },
      { width: 360 },
    );
    expect(await text(page.locator('.step.move'))).toBe(
      'Lt Kestrel: Move, 6 m towards Capitaine Moreau; now 1 m apart.',
    );
    expect(await page.locator('.parry p').first().textContent()).toBe('Free parry with the cutlass');
    expect(await page.locator('.parry .disarm').textContent()).toBe('Disarm: 4, then 9 against 5: the weapon drops.');
    expect(await page.locator('.wound').textContent()).toBe('4 to the Head (rolled 1). Stunned.');
    // The cutlass alone makes the 4 points: no "Weapon +4 = 4".
    expect(await page.locator('.points').textContent()).toBe('4 points');
    expect(await page.locator('.fighter-wounds').textContent()).toContain('Capitaine Moreau: Head 4');
    expect(await page.locator('.duel-after li').nth(1).textContent()).toContain('Stunned: one action only');
    // Pellew commands Kestrel, a fighter the card is about: he may put the wounds before the GM.
    expect(await page.locator('[data-card-action="apply"]').count()).toBe(1);
    await screenshot(page, 'duel-card-turn6');
    await page.close();
  });

  it('shows turn 10: a knock-out for hours, the sea legs gained', async () => {
    const { cards } = playedRecord(10);
    const page = await showCard(
      browser(),
      cards[9]!,
      { entry: ledgerEntry(), reader: GM_READER, author: 'u-gm' },
      { width: 360 },
    );
    expect(await page.locator('.condition').textContent()).toBe('Unconscious for 3 hours');
    expect(await text(page.locator('.step.seaLegs'))).toContain('he has his sea legs');
    expect(await page.locator('.duel-after h4').textContent()).toBe('The duel is over');
    await screenshot(page, 'duel-card-turn10');
    await page.close();
  });

  it('shows turn 3: the points of a serious wound in words', async () => {
    const { cards } = playedRecord(3);
    const page = await showCard(
      browser(),
      cards[2]!,
      { entry: ledgerEntry(), reader: GM_READER, author: 'u-gm' },
      { width: 360 },
    );
    expect(await page.locator('.points').textContent()).toBe('5 points: weapon +2, serious wound +3');
    expect(await page.locator('.bs-card').textContent()).not.toMatch(/d20|\d\.\d+%|=/);
    await screenshot(page, 'duel-card-turn3');
    await page.close();
  });
});

describe("the turn card's result first", () => {
  it('leads turn 6 with the wound and the stun in words, the picks and rolls folded until asked for', async () => {
    const { cards } = playedRecord(6);
    const page = await showCard(
      browser(),
      cards[5]!,
      { entry: ledgerEntry(), reader: GM_READER, author: 'u-gm' },
      { width: 360 },
    );
    expect(await page.locator('.duel-result .duel-summary').allTextContents()).toEqual([
      'Lt Kestrel wounds Capitaine Moreau: 4 points (Head).',
      'Capitaine Moreau is stunned.',
    ]);
    expect(await page.locator('.duel-result .duel-summary.bad').count()).toBe(2);
    // The working is there but folded: the steps take no room until the reader opens them.
    expect(await page.locator('.bs-working').getAttribute('open')).toBeNull();
    expect(await page.locator('.duel-steps').isVisible()).toBe(false);
    expect(await page.locator('.duel-picks').isVisible()).toBe(false);
    // What the sheets get, and where each fighter stands, stay in view below it.
    expect(await page.locator('.duel-wounds').isVisible()).toBe(true);
    expect(await page.locator('.duel-after').isVisible()).toBe(true);
    for (const theme of THEMES) {
      await page.evaluate((t) => (document.body.className = `theme-${t}`), theme);
      expect(await faintText(page), theme).toEqual([]);
    }
    await page.evaluate(() => (document.body.className = 'theme-light'));
    await screenshot(page, 'duel-card-result');
    await page.locator('.duel-result').click();
    expect(await page.locator('.duel-steps').isVisible()).toBe(true);
    expect(await page.locator('.bs-working-toggle').textContent()).toContain('Picks and rolls');
    await screenshot(page, 'duel-card-result-open');
    await page.close();
  });

  it('says when no one is wounded, and ends the last turn with who is down, the duel over just below', async () => {
    const { cards } = playedRecord(10);
    const show = (turn: number) =>
      showCard(
        browser(),
        cards[turn - 1]!,
        { entry: ledgerEntry(), reader: GM_READER, author: 'u-gm' },
        { width: 360 },
      );
    const quiet = await show(2);
    expect(await quiet.locator('.duel-summary').allTextContents()).toEqual(['No one is wounded.']);
    expect(await quiet.locator('.duel-summary.bad').count()).toBe(0);
    await quiet.close();
    const last = await show(10);
    expect(await last.locator('.duel-summary').allTextContents()).toEqual([
      'Capitaine Moreau wounds Lt Kestrel: 2 points (Chest and flank).',
      'Lt Kestrel is out of the fight: Unconscious.',
    ]);
    expect(await last.locator('.duel-after h4').textContent()).toBe('The duel is over');
    await screenshot(last, 'duel-card-result-over');
    await last.close();
  });
});

describe('the duel tracker', () => {
  it('shows the turn, each state, who has picked and the turn sheet; the GM gets his controls', async () => {
    const played = playedRecord(6).record;
    const record = {
      ...played,
      commitments: [{ fighter: 'kestrel', hash: 'b'.repeat(64), by: 'u-anne', opened: true }],
    };
    const page = await showInWindow(
      browser(),
      renderTemplate(DUEL_TRACKER_TEMPLATE, duelTrackerContext(record, GM_READER)),
      {
        classes: ['broadside', 'duel-tracker', 'duel-window'],
        width: 620,
      },
    );
    expect(await page.locator('.turn').first().textContent()).toBe('Turn 7');
    expect(await page.locator('.fighter .picked').allTextContents()).toEqual(['picked', 'not yet Pick']);
    expect(await page.locator('.waiting').textContent()).toBe('Waiting for: Capitaine Moreau');
    expect(await page.locator('.fighter').nth(1).locator('.tags li').allTextContents()).toEqual([
      'Stunned: one action only',
      'Right-hand weapon broken',
      'Left-hand weapon dropped',
    ]);
    expect(await page.locator('.history-row').count()).toBe(12);
    expect(await page.locator('.history-row').first().textContent()).toContain('Move');
    expect(await page.locator('select[name="position.moreau"]').count()).toBe(1);
    expect(await page.locator('[data-action="reveal"]').count()).toBe(1);
    await screenshot(page, 'duel-tracker');
    await page.close();
  });

  it('gives a player no GM controls and a Pick button only for his own fighter', async () => {
    const record = freshRecord();
    const page = await showInWindow(
      browser(),
      renderTemplate(DUEL_TRACKER_TEMPLATE, duelTrackerContext(record, reader('u-jacques', [MOREAU_UUID]))),
      {
        classes: ['broadside', 'duel-tracker', 'duel-window'],
        width: 620,
      },
    );
    expect(await page.locator('[data-action="reveal"]').count()).toBe(0);
    expect(await page.locator('select').count()).toBe(0);
    expect(await page.locator('[data-action="pick"]').count()).toBe(1);
    expect(await page.locator('[data-action="pick"]').getAttribute('data-fighter')).toBe('moreau');
    await page.close();
  });
});

describe('starting a duel', () => {
  it('offers the officers of two ships, the one already fighting greyed', async () => {
    const context = duelStartContext(
      [
        { uuid: 'Actor.a', name: 'Captain Aubrey', img: '', ship: 'HMS Surprise', role: 'captain', busy: false },
        { uuid: 'Actor.b', name: 'Lt Kestrel', img: '', ship: 'HMS Surprise', role: 'lieutenant', busy: true },
        { uuid: 'Actor.c', name: 'Capitaine Moreau', img: '', ship: 'Acheron', role: 'captain', busy: false },
      ],
      { chosen: ['Actor.a', 'Actor.c'], aboard: true, gap: 2 },
    );
    const page = await showInWindow(browser(), renderTemplate(DUEL_START_TEMPLATE, context), {
      classes: ['broadside', 'duel-start', 'duel-window'],
      width: 420,
    });
    expect(await page.locator('.candidate .ship').allTextContents()).toEqual([
      'HMS Surprise, Captain',
      'HMS Surprise, Lieutenant',
      'Acheron, Captain',
    ]);
    expect(await page.locator('input[value="Actor.b"]').isDisabled()).toBe(true);
    expect(await page.locator('[data-action="start"]').isDisabled()).toBe(false);
    await screenshot(page, 'duel-start');
    await page.close();
  });
});
