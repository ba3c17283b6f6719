import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT, launchBrowser, renderTemplate, screenshot, showInWindow } from '../support/render';
import { noBattleContext, type TurnView } from '../../src/combat/tracker-view';
import {
  beginDeck,
  combineAction,
  deckSetupOf,
  drawAction,
  holdAction,
  shipsConcerned,
} from '../../src/modules/kmh/deck-store';
import type { StoredDeck } from '../../src/data/stored-deck';
import { groupSquadrons, scenarioOf, type ShipEntry } from '../../src/data/squadrons';
import { cardMessageContext } from '../../src/modules/kmh/card-message';
import { advance, markRolled, setInitiative, startSequence } from '../../src/rules/saltntar/sequence';
import { sequenceContext } from '../../src/modules/saltntar/sequence-context';
import type { RolledPhase, SequenceState } from '../../src/rules/saltntar/sequence';
import { frigateAction, trafalgar } from '../combat/battle';
import {
  deckShips,
  deckTrackerContext as trackerContext,
  die,
  drawn,
  GM as gm,
  trackerInput,
  type TrackerInput,
} from '../support/tracker-context';

const TRACKER = 'templates/combat/tracker.hbs';
const MESSAGE = 'templates/modules/kmh/card-message.hbs';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The system's own files the templates name (the condition icons), inlined: the test page serves no files. */
const inlined = (html: string) =>
  html.replace(/systems\/broadside\/(assets\/[\w/.-]+\.svg)/g, (_all, path: string) => {
    const svg = readFileSync(join(ROOT, path)).toString('base64');
    return `data:image/svg+xml;base64,${svg}`;
  });

async function show(context: object, template = TRACKER, width = 320): Promise<Page> {
  const page = await showInWindow(browser, inlined(renderTemplate(template, context)), {
    classes: ['broadside-tracker'],
    width,
    tag: 'div',
    height: 1400,
  });
  // Until system.json lists styles/combat.css, load it here.
  const manifest = JSON.parse(readFileSync(join(ROOT, 'system.json'), 'utf8')) as { styles: string[] };
  if (!manifest.styles.includes('styles/combat.css')) await page.addStyleTag({ path: join(ROOT, 'styles/combat.css') });
  return page;
}

/** Salt'n'Tar's turn as its module gives the tracker its view (modules/saltntar/index.ts). */
const phases =
  (state: SequenceState, rollable: readonly RolledPhase[] = []): TurnView =>
  (squadrons, isGM) =>
    sequenceContext(state, squadrons, isGM, rollable);

/** The tracker's input, its users named as the pictures show them. */
const input = (over: Partial<TrackerInput>) =>
  trackerInput({ userNames: { 'u-gm': 'Gamemaster', 'u-villeneuve': 'Pierre' }, ...over });

const begin = (ships: readonly ShipEntry[]): StoredDeck =>
  beginDeck(deckSetupOf(groupSquadrons(ships), scenarioOf({})), 'u-gm').deck;

/** What the message of a drawn card keeps. */
const drawnCard = (card: string, turn: number, ships: readonly ShipEntry[]) => ({
  combatId: 'c-1',
  card,
  turn,
  ships: deckShips(ships),
});

const text = async (page: Page, selector: string) => (await page.locator(selector).first().textContent())?.trim();

describe('the turn-deck tracker', () => {
  it('lists each ship on a row of her own: ensign, portrait, hull bar and the conditions her tokens show', async () => {
    const ships = frigateAction().map((s, i) => ({
      ...s,
      hull: [
        { value: 32, max: 32 },
        { value: 20, max: 32 },
        { value: 9, max: 40 },
        { value: 30, max: 40 },
      ][i],
      conditions: [[], ['steering', 'marked'], ['dismasted', 'grappled', 'retiring'], ['onFire', 'aground']][
        i
      ] as never,
    }));
    const deck = drawn(begin(ships), 'fire:French');
    const page = await show(trackerContext(input({ ships, deck })));
    for (const d of await page.locator('.squadron').all())
      await d.evaluate((e) => ((e as HTMLDetailsElement).open = true));
    const rows = page.locator('.squadron-ships .ship');
    expect(await rows.count()).toBe(4);
    // One ship a row, the full width of the list.
    const [first, second] = [await rows.nth(0).boundingBox(), await rows.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y);
    expect(await page.locator('.squadron-ships .hull-bar').count()).toBe(4);
    expect(
      await page
        .locator('.squadron-ships .hull-left')
        .evaluateAll((els) => els.map((e) => (e as HTMLElement).style.width)),
    ).toEqual(['100%', '63%', '23%', '75%']);
    expect(await page.locator('.squadron-ships .hull-bar.low').count()).toBe(1);
    expect(await page.locator('.squadron-ships .hull-bar').first().getAttribute('data-tooltip')).toBe(
      'Hull: 32 of 32 points left',
    );
    // The icons load (our own SVGs), and each says what it is.
    const icons = page.locator('.squadron-ships img.condition');
    expect(await icons.count()).toBe(7);
    expect(await icons.evaluateAll((els) => els.every((e) => (e as HTMLImageElement).naturalWidth > 0))).toBe(true);
    expect(await icons.evaluateAll((els) => els.map((e) => e.getAttribute('data-tooltip')))).toEqual([
      'Steering damaged',
      'Marked for a strike test',
      'Dismasted',
      'Grappled',
      'Retiring',
      'On fire',
      'Aground',
    ]);
    // Each nation's ensign: the British rows and the French rows carry different stripes.
    const stripes = await rows.evaluateAll((els) => els.map((e) => getComputedStyle(e).borderLeftColor));
    expect(stripes[0]).toBe(stripes[1]);
    expect(stripes[2]).toBe(stripes[3]);
    expect(stripes[0]).not.toBe(stripes[2]);
    expect(await page.locator('.squadron summary .ensign').count()).toBe(2);
    await screenshot(page, 'tracker-ship-rows');
    await page.close();
  });

  it('once the battle has begun, the set-up buttons are gone and Undo stands apart from Draw', async () => {
    const ships = frigateAction();
    const page = await show(trackerContext(input({ ships, deck: drawn(begin(ships), 'fire:British') })));
    for (const action of ['addSceneShips', 'assignSquadron', 'useSavedSquadrons', 'saveSquadrons'])
      expect(await page.locator(`[data-action="${action}"]`).count(), action).toBe(0);
    expect(await page.locator('[data-action="endBattle"]').count()).toBe(1);
    // Undo is not among the deck's controls beside Draw, but under the cards it takes back.
    expect(await page.locator('.deck-controls [data-action="undoDraw"]').count()).toBe(0);
    expect(await page.locator('.played-cards [data-action="undoDraw"]').count()).toBe(1);
    const draw = await page.locator('[data-action="drawCard"]').boundingBox();
    const undo = await page.locator('[data-action="undoDraw"]').boundingBox();
    expect(undo!.y - (draw!.y + draw!.height)).toBeGreaterThan(40);
    await screenshot(page, 'tracker-begun-controls');
    await page.close();
  });

  it("gives every ship row core's combatant markup, so hovering lights her token and right-clicking opens core's combatant menu", async () => {
    const ships = frigateAction();
    const deck = drawn(begin(ships), 'fire:British');
    const page = await show(trackerContext(input({ ships, deck })));
    for (const d of await page.locator('.squadron').all())
      await d.evaluate((e) => ((e as HTMLDetailsElement).open = true));
    // v13's CombatTracker finds a row by `.combatant[data-combatant-id]` and reads the combatant by that id.
    const rows = page.locator('.squadron-ships .ship');
    expect(await rows.count()).toBe(4);
    expect(await page.locator('.squadron-ships .combatant[data-combatant-id]').count()).toBe(4);
    expect(
      await page
        .locator('.squadron-ships .combatant')
        .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.combatantId)),
    ).toEqual(ships.map((s) => s.combatantId));
    expect(
      await page
        .locator('.current-card .combatant')
        .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.combatantId)),
    ).toEqual(ships.filter((s) => s.nationality === 'British').map((s) => s.combatantId));
    // Core marks the row of a token hovered on the canvas with .hover: the row shows it.
    const plain = await page
      .locator('.squadron-ships .combatant')
      .nth(1)
      .evaluate((e) => getComputedStyle(e).backgroundColor);
    await page
      .locator('.squadron-ships .combatant')
      .nth(1)
      .evaluate((e) => e.classList.add('hover'));
    expect(
      await page
        .locator('.squadron-ships .combatant')
        .nth(1)
        .evaluate((e) => getComputedStyle(e).backgroundColor),
    ).not.toBe(plain);
    await screenshot(page, 'tracker-combatant-rows');
    await page.close();
    // Salt'n'Tar's acting ships too.
    const sequence = advance(
      advance(
        advance(
          advance(
            setInitiative(advance(advance(advance(startSequence('combat', ['friendly', 'hostile'])))), [
              'hostile',
              'friendly',
            ]),
          ),
        ),
      ),
    );
    const saltntar = await show(trackerContext(input({ turnView: phases(sequence), ships })));
    expect(await saltntar.locator('.current-card .ship').count()).toBeGreaterThan(0);
    expect(await saltntar.locator('.current-card .ship:not(.combatant[data-combatant-id])').count()).toBe(0);
    await saltntar.close();
  });

  it('with no battle open, speaks to the GM as the GM and offers him the button that opens one; a player waits', async () => {
    const page = await show(noBattleContext(gm));
    expect(await text(page, '.no-battle')).toMatch(/^No battle is open on this scene yet/);
    expect(await page.locator('[data-action="addSceneShips"]').count()).toBe(1);
    expect(await page.locator('.not-begun').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain('the GM begins it');
    await screenshot(page, 'tracker-no-battle');
    await page.close();
    const player = await show(noBattleContext({ id: 'u-lacrosse', isGM: false }));
    expect(await text(player, '.no-battle')).toBe(
      'No battle is open yet: the GM opens one here when the ships are in place.',
    );
    expect(await player.locator('button').count()).toBe(0);
    await screenshot(player, 'tracker-no-battle-player');
    await player.close();
  });

  it('flags a ship with no side and shows the GM which ships are hidden; a player sees neither', async () => {
    const ships = frigateAction().map((s, i) =>
      i === 0 ? { ...s, side: 'neutral' as const } : i === 3 ? { ...s, hidden: true } : s,
    );
    const page = await show(trackerContext(input({ ships })));
    for (const d of await page.locator('.squadron').all())
      await d.evaluate((e) => ((e as HTMLDetailsElement).open = true));
    expect(await page.locator('.no-side').count()).toBe(1);
    expect(await page.locator('.ship.hidden-ship').count()).toBe(1);
    await screenshot(page, 'tracker-no-side-hidden');
    await page.close();
    const player = await show(trackerContext(input({ ships, user: { id: 'u-lacrosse', isGM: false } })));
    expect(await player.locator('.ship-remove').count()).toBe(0);
    expect(await player.locator('.battle-controls').count()).toBe(0);
    await player.close();
  });

  it('a small battle before it begins: squadrons by nation, a Begin button, scenario toggles', async () => {
    const page = await show(trackerContext(input({ ships: frigateAction() })));
    expect(await page.locator('.squadron').count()).toBe(2);
    expect(await page.locator('.squadron-name').allTextContents()).toEqual(['British', 'French']);
    expect(await page.locator('[data-action="beginDeck"]').count()).toBe(1);
    expect(await page.locator('[data-action="drawCard"]').count()).toBe(0);
    expect(await page.locator('.scenario input[type="checkbox"]').count()).toBe(5);
    // The GM manages the battle from here: bring the scene's ships in, squadrons saved to sail again, the end.
    for (const action of ['addSceneShips', 'assignSquadron', 'useSavedSquadrons', 'saveSquadrons', 'endBattle'])
      expect(await page.locator(`[data-action="${action}"]`).count(), action).toBe(1);
    expect(await page.locator('[data-action="removeShip"]').count()).toBe(4);
    await page
      .locator('.squadron')
      .first()
      .evaluate((d) => ((d as HTMLDetailsElement).open = true));
    await screenshot(page, 'tracker-small-not-begun');
    await page.close();
  });

  it('a small battle mid-turn: the Fire card drawn, large, with its ships and the Hold button', async () => {
    const ships = frigateAction();
    let deck = begin(ships);
    deck = drawn(deck, 'move:French');
    deck = drawn(deck, 'fire:British');
    const page = await show(trackerContext(input({ ships, deck, user: { id: 'u-pellew', isGM: false } })));
    expect(await text(page, '.current-card .card-name')).toBe('Fire: British');
    expect(await page.locator('.current-card .ship .name').allTextContents()).toEqual(['Indefatigable', 'Amazon']);
    expect(await page.locator('[data-action="holdCard"]').count()).toBe(1);
    // A player sees the count, never the GM's controls.
    expect(await text(page, '.remaining-count')).toBe(String(deck.drawPile.length));
    expect(await page.locator('[data-action="drawCard"]').count()).toBe(0);
    expect(await page.locator('.played-list .played').allTextContents()).toEqual(['Fire: British', 'Move: French']);
    const size = await page
      .locator('.current-card .card-name')
      .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(size).toBeGreaterThanOrEqual(20);
    await screenshot(page, 'tracker-small-fire-card');
    await page.close();
  });

  it('Trafalgar (12 squadrons, 60 ships): a combined Move card with its ten ships, a held Fire card and its owner', async () => {
    const ships = trafalgar();
    let deck = begin(ships);
    deck = combineAction(deck, 'Lee Column', ['Lee Centre'], 'u-collingwood').deck;
    deck = drawn(deck, 'fire:Centre');
    deck = holdAction(deck, 'fire:Centre', 'u-villeneuve').deck;
    deck = drawn(deck, 'move:Lee Column');
    const page = await show(trackerContext(input({ ships, deck })), TRACKER, 320);
    expect(await text(page, '.turn-number')).toBe('1');
    // 28 cards less the Move card set aside by the combination, less two drawn.
    expect(await text(page, '.remaining-count')).toBe('25');
    expect(await text(page, '.current-card .card-name')).toBe('Move: Lee Column');
    expect(await page.locator('.current-card .ship').count()).toBe(10);
    expect(await page.locator('.current-card .status').count()).toBe(2);
    expect(await text(page, '.held-card .card-name')).toBe('Fire: Centre');
    expect(await text(page, '.held-card .holder')).toBe('held by Pierre');
    expect(await page.locator('.squadron').count()).toBe(12);
    expect(await page.locator('.squadron-ships .ship').count()).toBe(60);
    expect(await text(page, '.squadron[data-squadron="Lee Centre"] .moves-with')).toBe('moves with Lee Column');
    expect(await page.locator('[data-action="splitSquadron"]').count()).toBe(1);
    expect(await page.locator('[data-action="undoDraw"]').count()).toBe(1);
    expect(await text(page, '.ship-count')).toBe('60 ships');
    // The card stays inside the sidebar's width.
    const box = await page.locator('.current-card').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(320);
    await screenshot(page, 'tracker-trafalgar');
    await page.close();
  });

  it('Trafalgar at turn end: the Next turn button and the held card that goes back', async () => {
    const ships = trafalgar();
    let deck = begin(ships);
    deck = drawn(deck, 'fire:Van');
    deck = holdAction(deck, 'fire:Van', 'u-gm').deck;
    while (deck.drawPile.length) deck = drawAction(deck, die(1), 'u-gm').deck;
    const page = await show(trackerContext(input({ ships, deck })));
    expect(await page.locator('[data-action="nextDeckTurn"]').count()).toBe(1);
    expect(await page.locator('[data-action="drawCard"]').count()).toBe(0);
    expect(await text(page, '.held-lost')).toBe('1 held card goes back unplayed.');
    expect(await page.locator('.played-list .played').count()).toBe(27);
    await screenshot(page, 'tracker-trafalgar-turn-end');
    await page.close();
  });

  it("runs Salt'n'Tar's phases in the same tracker", async () => {
    let sequence = startSequence('combat', ['friendly', 'hostile']);
    for (let i = 0; i < 3; i++) sequence = advance(sequence);
    sequence = advance(setInitiative(sequence, ['hostile', 'friendly']));
    const page = await show(trackerContext(input({ turnView: phases(sequence), ships: frigateAction() })));
    expect(await page.locator('.phase').count()).toBe(8);
    expect(await text(page, '.phase.current')).toBe('First half move');
    expect(await page.locator('.phase.done').count()).toBe(4);
    // The lower initiative moves first; each side is named by its nations, not by a disposition.
    expect(await text(page, '.acting-side strong')).toBe('British');
    expect(await page.locator('.side-order li').allTextContents()).toEqual(['British', 'French']);
    expect(await page.locator('.current-card .ship').allTextContents()).toEqual(['Indefatigable', 'Amazon']);
    expect(await page.locator('.remaining-count').count()).toBe(0);
    // No dice are owed in a half move.
    expect(await page.locator('[data-action="rollPhase"]').count()).toBe(0);
    await screenshot(page, 'tracker-saltntar');
    await page.close();
  });

  it("offers the GM the wind roll of a Salt'n'Tar turn once", async () => {
    const sequence = startSequence('combat', ['friendly', 'hostile']);
    const context = (s: typeof sequence) =>
      trackerContext(input({ turnView: phases(s, ['wind']), ships: frigateAction() }));
    const page = await show(context(sequence));
    expect(await text(page, '[data-action="rollPhase"]')).toBe('Roll the wind');
    await screenshot(page, 'tracker-saltntar-wind');
    await page.close();
    const rolled = await show(context(markRolled(sequence)));
    expect(await rolled.locator('[data-action="rollPhase"]').count()).toBe(0);
    await rolled.close();
  });

  it('posts a Fire Test card naming the burning ships', async () => {
    const squadrons = groupSquadrons(trafalgar());
    const page = await show(
      cardMessageContext(drawnCard('fireTest', 2, shipsConcerned('fireTest', squadrons)), true),
      MESSAGE,
      300,
    );
    expect(await text(page, '.card-name')).toBe('Fire Test');
    expect(await page.locator('.card-ships .ship').allTextContents()).toEqual(['Achille', 'Redoutable']);
    // Each burning ship gets her own fire-test card; this one only announces them.
    expect(await page.locator('.pending').count()).toBe(0);
    expect(await page.locator('[data-deck-action="selectShips"]').count()).toBe(1);
    await screenshot(page, 'deck-card-fire-test');
    await page.close();
  });

  it("asks the table to carry out a Ships' Boats card", async () => {
    const page = await show(cardMessageContext(drawnCard('shipsBoats', 2, []), true), MESSAGE, 300);
    expect(await text(page, '.pending')).toBe('Carry this card out on the table, then draw the next one.');
    await page.close();
  });

  it("tells a player what he waits for, not the GM's steps", async () => {
    const player = { id: 'u-lacrosse', isGM: false };
    const tracker = await show(trackerContext(input({ ships: frigateAction(), user: player })));
    expect(await text(tracker, '.not-begun')).toBe(
      'The battle has not begun yet: the GM begins it once the squadrons are set.',
    );
    await screenshot(tracker, 'tracker-player-not-begun');
    await tracker.close();
    const card = await show(cardMessageContext(drawnCard('shipsBoats', 2, []), false), MESSAGE, 300);
    expect(await text(card, '.pending')).toBe('The GM carries this card out on the table before the next draw.');
    await screenshot(card, 'deck-card-player-pending');
    await card.close();
  });

  it('names a squadron with no name or nation by its side in words, never the side key', async () => {
    const ships = frigateAction().map((s) => ({ ...s, nationality: '' }));
    const deck = drawn(begin(ships), 'move:hostile');
    const page = await show(trackerContext(input({ ships, deck })));
    for (const d of await page.locator('.squadron').all())
      await d.evaluate((e) => ((e as HTMLDetailsElement).open = true));
    expect(await page.locator('.squadron-name').allTextContents()).toEqual(['Friendly ships', 'Enemy ships']);
    expect(await text(page, '.current-card .card-name')).toBe('Move: the enemy ships');
    expect(await page.locator('body').textContent()).not.toMatch(/: hostile|: friendly/);
    await screenshot(page, 'tracker-side-squadrons');
    await page.close();
    const card = await show(cardMessageContext(drawnCard('move:hostile', 1, ships.slice(2)), true), MESSAGE, 300);
    expect(await text(card, '.card-name')).toBe('Move: the enemy ships');
    await card.close();
  });
});
