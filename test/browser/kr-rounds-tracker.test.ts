/**
 * Kyngesreach's wind-gauge rounds in the tracker, in Chromium, in both themes: the tracker's own
 * template drawing the module's part (templates/modules/kyngesreach/rounds.hbs, registered as the
 * entry loads it) with exactly what the module's view gives, for a GM before the rounds, for a GM
 * after a contest, and for a player after a tie.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT, faintText, launchBrowser, renderTemplate, screenshot, showInWindow } from '../support/render';
import { trackerContext, type TurnView } from '../../src/combat/tracker-view';
import { groupSquadrons, type ShipEntry } from '../../src/data/squadrons';
import { recordsOf } from '../../src/data/battle-data';
import { KR_ROUNDS_TEMPLATE, roundSection, type BatteryReading } from '../../src/modules/kyngesreach/round-view';
import type { RoundTries } from '../../src/modules/kyngesreach/round-tries';
import type { GaugeRecord } from '../../src/modules/kyngesreach/gauge-store';
import { ship } from '../combat/battle';

const TRACKER = 'templates/combat/tracker.hbs';
const PARTIAL = `systems/broadside/${KR_ROUNDS_TEMPLATE}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ships: ShipEntry[] = [
  ship({ name: 'HMS Defiance', flagship: true, ownerIds: ['u-pellew'] }),
  ship({ name: 'HMS Ajax', ownerIds: ['u-hornblower'] }),
  ship({ name: 'Le Tonnant', nationality: 'French', side: 'hostile', flagship: true }),
  ship({ name: 'Fougueux', nationality: 'French', side: 'hostile' }),
];
const READINGS: Record<string, BatteryReading> = {
  'HMS Defiance': { port: { guns: 37, reload: 0 }, starboard: { guns: 31, reload: 2 } },
  'HMS Ajax': { port: { guns: 37, reload: 0 }, starboard: { guns: 37, reload: 0 } },
  'Le Tonnant': { port: { guns: 29, reload: 3 }, starboard: { guns: 37, reload: 0 } },
  Fougueux: { port: { guns: 0, reload: 0 }, starboard: { guns: 37, reload: 1 } },
};
const batteries = (uuid: string) => READINGS[ships.find((s) => s.actorUuid === uuid)!.name] ?? null;

/** The module's view as its trackerView gives it (modules/kyngesreach/rounds.ts), for this round and gauge. */
const rounds =
  (round: number, gauge: GaugeRecord | null, userId: string, tries: RoundTries): TurnView =>
  (squadrons, isGM) => ({
    template: PARTIAL,
    ...roundSection({ round, gauge, squadrons, user: { id: userId, isGM }, batteries, tries }),
  });

async function show(
  round: number,
  gauge: GaugeRecord | null,
  user: { id: string; isGM: boolean },
  tries: RoundTries = { a: null, b: null },
): Promise<Page> {
  const context = trackerContext({
    deck: null,
    ships,
    records: round > 0 ? recordsOf(groupSquadrons(ships)) : [],
    user,
    userNames: {},
    turnView: rounds(round, gauge, user.id, tries),
  });
  const html = renderTemplate(TRACKER, context);
  const page = await showInWindow(browser, html, {
    classes: ['broadside-tracker'],
    width: 320,
    tag: 'div',
    height: 900,
  });
  const manifest = JSON.parse(readFileSync(join(ROOT, 'system.json'), 'utf8')) as { styles: string[] };
  if (!manifest.styles.includes('styles/combat.css')) await page.addStyleTag({ path: join(ROOT, 'styles/combat.css') });
  return page;
}

const gm = { id: 'u-gm', isGM: true };
const text = async (page: Page, selector: string) => (await page.locator(selector).first().textContent())?.trim();

describe("Kyngesreach's rounds in the tracker", () => {
  it('offers the GM to begin the rounds, and no deck or phases', async () => {
    const page = await show(0, null, gm);
    expect(await page.locator('[data-action="krNextRound"]').textContent()).toContain('Begin the rounds');
    expect(await page.locator('.phases, [data-action="drawCard"], [data-action="beginSequence"]').count()).toBe(0);
    expect(await page.locator('.kr-ships .ship').count()).toBe(4);
    expect(await faintText(page)).toEqual([]);
    await screenshot(page, 'kr-rounds-begin');
  });

  it('shows the GM the round, the holder marked, the firing order and every battery reloading', async () => {
    const defiance = ships[0]!.actorUuid;
    const page = await show(2, { round: 2, holder: defiance }, gm);
    expect(await text(page, '.kr-rounds .turn-number')).toBe('2');
    expect(await text(page, '.gauge-outcome.held')).toContain('HMS Defiance holds the wind gauge');
    expect(await page.locator('.firing-order li').allTextContents()).toEqual([
      'HMS Defiance',
      'HMS Ajax, Le Tonnant, Fougueux',
    ]);
    expect(await page.locator('.ship.gauge-holder .name').allTextContents()).toEqual(['HMS Defiance']);
    expect(await text(page, '.ship.gauge-holder .batteries')).toMatch(/Port 37 · loaded\s*Starboard 31 · reloads: 2/);
    expect(await text(page, '.ship:has-text("Fougueux") .batteries')).toMatch(
      /Port 0 · no guns\s*Starboard 37 · reloads: 1/,
    );
    // Contested this round: only the next round is left to press.
    expect(await page.locator('[data-action="krContest"]').count()).toBe(0);
    expect(await page.locator('[data-action="krNextRound"]').textContent()).toContain('Next round');
    expect(await faintText(page)).toEqual([]);
    await screenshot(page, 'kr-rounds-holder');
  });

  it("offers Defiance's captain the contest of a new round, and nothing else", async () => {
    const page = await show(3, { round: 2, holder: ships[0]!.actorUuid }, { id: 'u-pellew', isGM: false });
    expect(await page.locator('[data-action="krContest"]').textContent()).toContain('Roll the gauge contest');
    expect(await page.locator('[data-action="krNextRound"]').count()).toBe(0);
    expect(await page.locator('.gauge-holder').count()).toBe(0);
    expect(await text(page, '.contestants')).toBe('HMS Defiance against Le Tonnant');
    expect(await faintText(page)).toEqual([]);
    await screenshot(page, 'kr-rounds-player');
  });

  it('after a tie tells everyone all fire at once', async () => {
    const page = await show(4, { round: 4, holder: null }, { id: 'u-hornblower', isGM: false });
    expect(await text(page, '.gauge-outcome.tie')).toContain('nobody holds the gauge');
    expect(await page.locator('.firing-order li').allTextContents()).toEqual([
      'HMS Defiance, HMS Ajax, Le Tonnant, Fougueux',
    ]);
    expect(await page.locator('[data-action="krContest"], [data-action="krNextRound"]').count()).toBe(0);
    await screenshot(page, 'kr-rounds-tie');
  });

  it("lets each side's commander choose its tries before the contest, and shows the other side's", async () => {
    const [defiance, , tonnant] = ships.map((s) => s.actorUuid);
    const tries: RoundTries = {
      a: { ship: defiance!, tactics: true, magicWind: false },
      b: { ship: tonnant!, tactics: false, magicWind: true },
    };
    const page = await show(2, null, { id: 'u-pellew', isGM: false }, tries);
    // Pellew's own side: two buttons, Tactics pressed; the French side's choice shown, not offered.
    const own = page.locator('.side-tries').first();
    expect(await own.locator('button[data-action="krTry"]').count()).toBe(2);
    expect(await own.locator('button[data-try-name="tactics"]').getAttribute('aria-pressed')).toBe('true');
    expect(await own.locator('button[data-try-name="magicWind"]').getAttribute('aria-pressed')).toBe('false');
    const other = page.locator('.side-tries').nth(1);
    expect(await other.locator('button').count()).toBe(0);
    expect(await other.textContent()).toContain('Magical wind');
    expect(await faintText(page)).toEqual([]);
    await screenshot(page, 'kr-rounds-tries');
    // The GM chooses for either side; after the contest the choice stands for everyone to read.
    const gmPage = await show(2, null, gm, tries);
    expect(await gmPage.locator('button[data-action="krTry"]').count()).toBe(4);
    await screenshot(gmPage, 'kr-rounds-tries-gm');
    const after = await show(2, { round: 2, holder: tonnant! }, gm, tries);
    expect(await after.locator('button[data-action="krTry"]').count()).toBe(0);
    expect(await after.locator('.side-tries').allTextContents()).toEqual([
      expect.stringContaining('Tactics'),
      expect.stringContaining('Magical wind'),
    ]);
    // Round 1 is Weather Sense alone: nothing to try.
    expect(await (await show(1, null, gm, tries)).locator('.gauge-tries').count()).toBe(0);
  });
});
