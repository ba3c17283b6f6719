import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  crewSource,
  defineCrewSchema,
  deriveCrew,
  leafPaths,
  weaponSource,
  type CrewSource,
  type WeaponId,
  type WeaponSource,
} from '../support/crew-fixtures';
import { BLANK_IMAGE, THEMES, faintText, screenshot, showInWindow, useBrowser } from '../support/render';
import { renderParts } from '../support/sheet-parts';
import { CREW_PARTS, CREW_TABS, type CrewSheetView } from '../../src/sheets/crew-context';
import { crewSheetContext } from '../support/sheet-modules';
import { CrewModel } from '../../src/data/crew';
import { sheetContext } from '../support/sheet-context';
import { crewDuelView } from '../../src/modules/highseas/tracker-context';
import type { CrewDuelView } from '../../src/duel/personal-combat';
import { KESTREL_UUID, playedRecord } from '../modules/highseas/fixtures';
import { reader } from '../chat/fixtures';

const browser = useBrowser();

/** Renders the sheet as CrewSheet does; `max` in the source is the stored override, as on `_source`. */
async function showCrew(
  name: string,
  source: CrewSource,
  weapons: [string, WeaponId, WeaponSource['hand']][] = [],
  duel: CrewDuelView | null = null,
  view: Partial<CrewSheetView> = {},
): Promise<Page> {
  const carried = weapons.map(([id, weapon, hand]) => ({
    id,
    name: id,
    img: BLANK_IMAGE,
    system: weaponSource(weapon, hand),
  }));
  const context = sheetContext(
    CrewModel,
    { name, img: BLANK_IMAGE },
    source,
    source.biography,
    crewSheetContext(source, deriveCrew(source), source.hitPoints.max, carried, true, duel, view),
  );
  return showInWindow(browser(), renderParts(CREW_PARTS, context), {
    classes: ['broadside', 'sheet', 'crew'],
    title: name,
    width: 820,
  });
}

const count = (page: Page, selector: string) => page.locator(selector).count();
const text = (page: Page, selector: string) => page.locator(selector).first().textContent();

describe('crew sheet', () => {
  it('shows a fresh sailor: Endurance 12 gives 12 hit point boxes, the override empty with 12 as its hint', async () => {
    const page = await showCrew(
      'Able Seaman Pike',
      crewSource((c) => {
        c.attributes.endurance = 12;
        c.hitPoints.value = 12;
        c.skills.seamanship = 'trained';
        c.biography = '<p>Pressed at Spithead.</p>';
      }),
    );
    expect(await page.locator('input[name="system.attributes.endurance"]').inputValue()).toBe('12');
    expect(await count(page, '.hp-grid .box.hp')).toBe(12);
    expect(await count(page, '.hp-grid .box.hp.struck')).toBe(0);
    expect(await text(page, '.hit-points .tally')).toBe('12 / 12');
    expect(await text(page, '.hp-max')).toBe('12');
    // The derived maximum is never written back as an override: that input stays empty.
    const override = page.locator('input[name="system.hitPoints.max"]');
    expect(await override.inputValue()).toBe('');
    expect(await override.getAttribute('placeholder')).toBe('12');
    expect(await count(page, '[name="system.hitPoints.max"]')).toBe(1);
    expect(await text(page, '.condition')).toBe('Fighting fit');
    expect(await text(page, '.sea-legs')).toBe('Has sea legs');
    expect(await text(page, '.rigging')).toBe('2 m (4 m)');
    expect(await page.locator('prose-mirror[name="system.biography"]').innerHTML()).toContain('Pressed at Spithead');
    await screenshot(page, 'crew-sheet-able-seaman');
    await page.close();
  });

  it('has exactly one input for every field of the crew model, and flags a number out of bounds', async () => {
    const page = await showCrew(
      'Every Field',
      crewSource((c) => (c.wounds.rightArm.useless = true)),
    );
    const names = await page
      .locator('[name^="system."]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('name')!));
    expect(names.sort()).toEqual(leafPaths(defineCrewSchema()).sort());
    const endurance = page.locator('input[name="system.attributes.endurance"]');
    expect(await endurance.getAttribute('max')).toBe('18');
    await endurance.fill('25');
    expect(await endurance.evaluate((el: HTMLInputElement) => el.matches(':invalid'))).toBe(true);
    await page.close();
  });

  it('shows a stored maximum in the override input and the track', async () => {
    const page = await showCrew(
      'Big Tom',
      crewSource((c) => ((c.hitPoints.max = 15), (c.hitPoints.value = 11))),
    );
    expect(await page.locator('input[name="system.hitPoints.max"]').inputValue()).toBe('15');
    expect(await count(page, '.hp-grid .box.hp')).toBe(15);
    expect(await count(page, '.hp-grid .box.hp.struck')).toBe(4);
    expect(await page.locator('.box.hp').first().getAttribute('data-max')).toBe('15');
    await page.close();
  });

  it('shows a wounded arm marked useless as useless, with what that takes away', async () => {
    const page = await showCrew(
      'Mr Fenwick',
      crewSource((c) => {
        c.hitPoints.value = 6;
        c.wounds.rightArm = { damage: 2, useless: true };
        c.wounds.head.damage = 1;
        c.wounds.leftLeg.damage = 1;
      }),
      [['Cutlass', 'cutlass', 'right']],
    );
    const arm = page.locator('.location[data-location="rightArm"]');
    expect(await arm.getAttribute('class')).toContain('useless');
    expect(await arm.locator('.state').textContent()).toBe('Useless');
    expect(await arm.locator('input[name="system.wounds.rightArm.useless"]').isChecked()).toBe(true);
    expect(await arm.locator('.box.wound.struck').count()).toBe(2);
    expect(await arm.locator('input.wound-damage').inputValue()).toBe('2');
    expect(await page.locator('.location[data-location="head"] .state').textContent()).toBe('Wounded');
    expect(await page.locator('.location[data-location="chest"] .state').textContent()).toBe('Unhurt');
    // Only limbs have a useless flag.
    expect(await count(page, '.location .useless-flag')).toBe(4);
    expect(await page.locator('.limb-effects .problem').allTextContents()).toEqual([
      expect.stringContaining('Right arm useless'),
    ]);
    // The cutlass in the useless hand is struck out and has no attack roll.
    expect(await page.locator('tr.weapon').getAttribute('class')).toContain('unusable');
    expect(await count(page, 'button[data-roll="weapon.Cutlass.attack"]')).toBe(0);
    expect(await text(page, '.hit-points .tally')).toBe('6 / 10');
    await screenshot(page, 'crew-sheet-wounded');
    await page.close();
  });

  it("shows a rapier's to-hit from the crew's duelling expertise, and no stand-in attack roll: the duel makes it", async () => {
    const page = await showCrew(
      'Chevalier de Vaux',
      crewSource((c) => {
        c.expertise.dueling = 12;
        c.attributes.strength = 15;
        c.fightingStyle = 'french';
        c.armour.helmet = true;
        c.gurps.spell = { name: 'Fair Wind', level: 13 };
      }),
      [
        ['Rapier', 'rapier', 'right'],
        ['Main gauche', 'mainGauche', 'left'],
        ['Pistol', 'pistol', 'carried'],
      ],
    );
    const rapier = page.locator('tr.weapon[data-item-id="Rapier"]');
    expect(await rapier.locator('.to-hit').textContent()).toBe('13');
    // A landsman fights aboard at -1.
    expect(await rapier.locator('.to-hit-aboard').textContent()).toBe('12');
    expect(await rapier.locator('.damage').textContent()).toContain('4');
    expect(await rapier.locator('button.hand.pressed').textContent()).toBe('Right hand');
    expect(await page.locator('tr.weapon[data-item-id="Main gauche"] .left-parry').textContent()).toBe('left parry +3');
    // The pistol cannot go in the left hand: it is no left-hand item.
    expect(await page.locator('tr.weapon[data-item-id="Pistol"] button[data-hand="left"]').isDisabled()).toBe(true);
    expect(await count(page, 'button[data-roll^="weapon."]')).toBe(0);
    expect(await text(page, '.duel .note')).toBe('Not fighting a duel.');
    expect(await count(page, '.duel [data-action="startDuel"]')).toBe(1);
    expect(await page.locator('button[data-roll="gurps.spell"]').textContent()).toContain('Spell: Fair Wind');
    expect(await page.locator('.left-hand li').count()).toBe(7);
    expect(await text(page, '.punch-armour')).toContain('1 less damage');
    expect(await text(page, '.shipboard')).toBe('Fighting aboard: -1 to hit, half movement.');
    await screenshot(page, 'crew-sheet-duellist');
    await page.close();
  });

  it('has a roll button for each attribute, the sea rolls and the GURPS skills, none standing in for the duel', async () => {
    const page = await showCrew('Jenkins', crewSource());
    for (const id of ['attribute.strength', 'attribute.wit', 'footing', 'afloat', 'surface', 'gurps.weatherSense']) {
      expect(await count(page, `button[data-action="roll"][data-roll="${id}"]`), id).toBe(1);
    }
    for (const id of ['hitLocation', 'brawl', 'seaLegs'])
      expect(await count(page, `button[data-roll="${id}"]`), id).toBe(0);
    expect(await page.locator('.roll-group .caption').allTextContents()).toEqual([
      'Attributes',
      'Aloft and in the water',
      'GURPS skills (Kyngesreach)',
    ]);
    expect(await count(page, '.weapon-list')).toBe(0);
    expect(await text(page, '.weapons .drop-hint')).toContain('Drop a Weapon');
    await page.close();
  });

  it('shows the state of a fighter in a duel and opens his pick: Kestrel stunned in turn 4', async () => {
    const { record } = playedRecord(3);
    const duel = crewDuelView([record], KESTREL_UUID, reader('u-anne', [KESTREL_UUID]));
    const page = await showCrew(
      'Lt Kestrel',
      crewSource((c) => (c.wounds.chest.damage = 5)),
      [['Cutlass', 'cutlass', 'right']],
      duel,
    );
    expect(await text(page, '.duel h2')).toBe('Duel Turn 4');
    expect(await text(page, '.duel-against')).toBe('Against Capitaine Moreau. Pick: not yet');
    expect(await page.locator('.duel-states li').allTextContents()).toEqual(['Stunned: one action only']);
    expect(await count(page, '.duel [data-action="pickDuel"]')).toBe(1);
    expect(await count(page, '.duel [data-action="openDuel"]')).toBe(1);
    expect(await page.locator('input[name="system.height"]').inputValue()).toBe('170');
    await screenshot(page, 'crew-sheet-in-duel');
    await page.close();
  });

  it('shows a character knocked out by a head wound', async () => {
    const page = await showCrew(
      'Cole',
      crewSource((c) => (c.wounds.head.damage = 5)),
    );
    expect(await text(page, '.condition')).toBe('Unconscious');
    expect(await page.locator('.location[data-location="head"] .state').textContent()).toBe('Knocked out');
    expect(await page.locator('.location[data-location="head"] .box.wound.knockout').getAttribute('data-box')).toBe(
      '5',
    );
    await screenshot(page, 'crew-sheet-knocked-out');
    await page.close();
  });

  it('renders in German with every string translated', () => {
    const source = crewSource((c) => (c.wounds.leftArm.useless = true));
    const carried = [{ id: 'x', name: 'Entermesser', img: BLANK_IMAGE, system: weaponSource('cutlass', 'right') }];
    const context = sheetContext(
      CrewModel,
      { name: 'Hein', img: BLANK_IMAGE },
      source,
      '',
      crewSheetContext(source, deriveCrew(source), null, carried, true),
    );
    const html = renderParts(CREW_PARTS, context, 'de');
    expect(html).toContain('Mitgeführte Waffen');
    expect(html).toContain('Unbrauchbar');
  });
});

describe('the crew sheet’s pages and modes', () => {
  const gunner = () =>
    crewSource((c) => {
      c.attributes.strength = 15;
      c.hitPoints.value = 8;
      c.wounds.leftArm.damage = 1;
      c.skills.seamanship = 'trained';
      c.biography = '<p>Served under Pellew.</p>';
    });

  it.each(CREW_TABS.map((t) => t.id))('shows the %s page alone in play mode, its tab marked', async (tab) => {
    const page = await showCrew('Mr Pike', gunner(), [['Cutlass', 'cutlass', 'right']], null, { mode: 'play', tab });
    expect(await page.locator('nav.sheet-tabs .item.active').getAttribute('data-tab')).toBe(tab);
    for (const other of CREW_TABS.map((t) => t.id))
      expect(await page.locator(`.tab[data-tab="${other}"]`).isVisible(), other).toBe(other === tab);
    expect(await count(page, 'nav.sheet-tabs a[data-action="tab"][data-group="primary"]')).toBe(CREW_TABS.length);
    // One page at a time, no longer the whole 1,700 px sheet.
    const height = await page.locator('.application').evaluate((el) => el.getBoundingClientRect().height);
    expect(height, `${tab} is ${height} px`).toBeLessThan(1200);
    for (const theme of THEMES) {
      await page.evaluate(
        (t) => document.body.classList.replace(t === 'light' ? 'theme-dark' : 'theme-light', `theme-${t}`),
        theme,
      );
      expect(await faintText(page), `${tab} ${theme}`).toEqual([]);
    }
    await screenshot(page, `crew-sheet-tab-${tab}`);
    await page.close();
  });

  it('shows his fixed figures as text in play mode, with the lock offering to unlock, his hurts still at hand', async () => {
    const page = await showCrew('Mr Pike', gunner(), [['Cutlass', 'cutlass', 'right']], null, {
      mode: 'play',
      tab: 'skills',
    });
    for (const name of [
      'system.attributes.strength',
      'system.height',
      'system.expertise.cutlass',
      'system.fightingStyle',
      'system.skills.seamanship',
      'system.armour.helmet',
      'system.weight',
      'system.hitPoints.max',
    ])
      expect(await count(page, `[name="${name}"]`), name).toBe(0);
    expect(await text(page, '[data-attribute="strength"] dd')).toBe('15');
    expect(await text(page, 'dd[data-skill="seamanship"]')).toBe('Trained');
    expect((await text(page, '.mode-toggle'))?.trim()).toBe('Unlock to edit');
    // What changes in a fight stays live: hit points, wounds, sea legs, his hands.
    for (const name of ['system.hitPoints.value', 'system.wounds.leftArm.damage', 'system.seaLegs.attacksAboard'])
      expect(await count(page, `[name="${name}"]`), name).toBe(1);
    expect(await count(page, '[data-action="deleteWeapon"]')).toBe(0);
    await screenshot(page, 'crew-sheet-play-skills');
    await page.close();
  });

  it('labels its rolls in plain odds, never the dice engine’s syntax', async () => {
    const page = await showCrew(
      'Mr Pike',
      crewSource((c) => {
        c.attributes.strength = 15;
        c.gurps.weatherSense = 12;
      }),
      [],
      null,
      { mode: 'play', tab: 'skills' },
    );
    const strength = await text(page, 'button[data-roll="attribute.strength"]');
    expect(strength?.replace(/\s+/g, ' ').trim()).toBe('Strength d20 ≤ 15');
    const weather = await text(page, 'button[data-roll="gurps.weatherSense"]');
    expect(weather?.replace(/\s+/g, ' ').trim()).toBe('Weather Sense 3d6 ≤ 12');
    const labels = (await page.locator('button.roll').allTextContents()).join(' ');
    expect(labels).not.toMatch(/cs<=|\d+ - 3d6|1d20/);
    await page.close();
  });
});

describe('the GURPS block', () => {
  it('is not shown in play for a crew left at the GURPS defaults, nor are its rolls', async () => {
    const page = await showCrew('Jenkins', crewSource(), [], null, { mode: 'play', tab: 'skills' });
    expect(await count(page, 'section.gurps')).toBe(0);
    expect(await count(page, 'button[data-roll^="gurps."]')).toBe(0);
    expect(await count(page, '.roll-group[data-group="gurps"]')).toBe(0);
    await page.close();
  });

  it('is shown in play, as text, once someone entered GURPS values, with its rolls', async () => {
    const page = await showCrew(
      'Mr Wyatt',
      crewSource((c) => (c.gurps.spell = { name: 'Fair Wind', level: 13 })),
      [],
      null,
      { mode: 'play', tab: 'skills' },
    );
    expect(await count(page, 'section.gurps')).toBe(1);
    expect(await count(page, 'section.gurps input')).toBe(0);
    expect(await text(page, 'section.gurps .spell-level')).toBe('13');
    expect(await count(page, 'button[data-roll="gurps.spell"]')).toBe(1);
    await screenshot(page, 'crew-sheet-gurps-play');
    await page.close();
  });

  it('is offered in edit mode so values can be entered, saying which rules read them', async () => {
    const page = await showCrew('Jenkins', crewSource(), [], null, { mode: 'edit', tab: 'skills' });
    expect(await count(page, 'section.gurps input[name="system.gurps.weatherSense"]')).toBe(1);
    expect(await text(page, '.gurps-unused')).toContain('Only Kyngesreach gunnery reads these');
    await screenshot(page, 'crew-sheet-gurps-edit');
    await page.close();
  });
});
