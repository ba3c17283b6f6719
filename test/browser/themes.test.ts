/**
 * Sheets, cards, the tracker and the dialogs read well in both of v13's interface themes: no text
 * fainter than 4.5:1 against what is behind it (3:1 when large), on the page of either theme.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BLANK_IMAGE, THEMES, faintText, renderTemplate, showInWindow, useBrowser } from '../support/render';
import { renderParts } from '../support/sheet-parts';
import { deriveShip, shipSource } from '../support/fixtures';
import { crewSource, deriveCrew, deriveWeapon, weaponSource } from '../support/crew-fixtures';
import { sheetContext } from '../support/sheet-context';
import { mountSheet, typeInto } from '../support/sheet-page';
import { fiveHitBroadside, ledgerEntry, reader } from '../chat/fixtures';
import { showCard } from '../chat/show';
import { frigateAction, trafalgar } from '../combat/battle';
import { SHIP_PARTS } from '../../src/sheets/ship-context';
import { CREW_PARTS } from '../../src/sheets/crew-context';
import { crewSheetContext, shipSheetContext } from '../support/sheet-modules';
import { weaponSheetContext } from '../../src/modules/highseas/weapon-context';
import { trackerContext } from '../../src/combat/tracker-view';
import { deckView } from '../../src/modules/kmh/deck-view';
import { groupSquadrons, scenarioOf } from '../../src/data/squadrons';
import { shipsConcerned } from '../../src/modules/kmh/deck-store';
import { cardMessageContext } from '../../src/modules/kmh/card-message';
import { ShipModel } from '../../src/data/ship';
import { CrewModel } from '../../src/data/crew';
import { WeaponModel } from '../../src/modules/highseas/weapon';
import { WEAPON_SHEET_TEMPLATE } from '../../src/modules/highseas/templates';

const browser = useBrowser();

const surfaces: Record<string, (theme: (typeof THEMES)[number]) => Promise<Page>> = {
  'a damaged ship with a refused number': async (theme) => {
    const source = shipSource({
      guns: 32,
      rate: 'fifth',
      nationalClass: 'landlubbers',
      quality: 'elite',
      damage: { points: 12, speedBoxes: 4, mainmast: true },
    });
    const context = sheetContext(
      ShipModel,
      { name: 'Chasse Marie', img: BLANK_IMAGE },
      source,
      '<p>Notes.</p>',
      shipSheetContext(source, deriveShip(source), [], true),
    );
    const page = await showInWindow(browser(), renderParts(SHIP_PARTS, context), {
      classes: ['broadside', 'sheet', 'ship'],
      title: 'Chasse Marie',
      width: 820,
      theme,
    });
    await mountSheet(page, { type: 'ship', name: 'Chasse Marie', system: source });
    await typeInto(page, 'system.guns', '200');
    return page;
  },
  'a wounded crew member': async (theme) => {
    const source = crewSource((c) => {
      c.hitPoints.value = 6;
      c.wounds.rightArm = { damage: 2, useless: true };
    });
    const carried = [{ id: 'w', name: 'Cutlass', img: BLANK_IMAGE, system: weaponSource('cutlass', 'right') }];
    const context = sheetContext(
      CrewModel,
      { name: 'Mr Fenwick', img: BLANK_IMAGE },
      source,
      '',
      crewSheetContext(source, deriveCrew(source), null, carried, true),
    );
    return showInWindow(browser(), renderParts(CREW_PARTS, context), {
      classes: ['broadside', 'sheet', 'crew'],
      title: 'Mr Fenwick',
      width: 820,
      theme,
    });
  },
  'a weapon with problems': async (theme) => {
    const source = weaponSource('polearm', 'carried', (w) => (w.longActions.load = 2));
    const context = sheetContext(
      WeaponModel,
      { name: 'Halberd', img: BLANK_IMAGE },
      source,
      '',
      weaponSheetContext(source, deriveWeapon(source), true, null),
    );
    return showInWindow(browser(), renderTemplate(WEAPON_SHEET_TEMPLATE, context), {
      classes: ['broadside', 'sheet', 'weapon'],
      title: 'Halberd',
      width: 560,
      theme,
    });
  },
  'a broadside card waiting for the GM': async (theme) => {
    const { card } = fiveHitBroadside();
    const page = await showCard(browser(), card, {
      entry: ledgerEntry(),
      reader: reader('u-jacques', [card.target.uuid]),
    });
    await page.evaluate((t) => document.body.classList.replace('theme-light', `theme-${t}`), theme);
    return page;
  },
  'a broadside card with its working open': async (theme) => {
    const { card } = fiveHitBroadside();
    const page = await showCard(browser(), card, { entry: ledgerEntry(), reader: reader('u-jacques') });
    await page.locator('.bs-result').click();
    await page.evaluate((t) => document.body.classList.replace('theme-light', `theme-${t}`), theme);
    return page;
  },
  'a deck card drawn into the chat log': async (theme) => {
    const ships = shipsConcerned('fireTest', groupSquadrons(trafalgar())).map((s) => ({
      name: s.name,
      img: BLANK_IMAGE,
      tokenId: s.tokenId ?? '',
      hidden: false,
    }));
    const context = cardMessageContext({ combatId: 'c-1', card: 'fireTest', turn: 2, ships }, true);
    return showInWindow(browser(), renderTemplate('templates/modules/kmh/card-message.hbs', context), {
      classes: ['broadside-tracker'],
      width: 300,
      tag: 'div',
      theme,
    });
  },
  'the tracker before the deck begins': async (theme) => {
    const context = trackerContext({
      deck: null,
      ships: frigateAction(),
      records: [],
      user: { id: 'u-gm', isGM: true },
      userNames: {},
      turnView: deckView({ deck: null, scenario: scenarioOf({}) }),
    });
    return showInWindow(browser(), renderTemplate('templates/combat/tracker.hbs', context), {
      classes: ['broadside-tracker'],
      width: 320,
      tag: 'div',
      theme,
    });
  },
};

describe.each(THEMES)('the %s theme', (theme) => {
  it.each(Object.keys(surfaces))('shows %s with no faint text', async (name) => {
    const page = await surfaces[name]!(theme);
    expect(await faintText(page)).toEqual([]);
    await page.close();
  });
});
