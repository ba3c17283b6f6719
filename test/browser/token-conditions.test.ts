/**
 * A ship's conditions on the canvas (issue 22 point 7): the status list Broadside gives Foundry
 * (canvas/status-effects.ts, what the entry puts in CONFIG.statusEffects), offered in a ship
 * token's HUD and drawn on her token, in Chromium in both themes.
 *
 * The effects each ship carries are the ones the desk made on the fake server from her sheet and
 * the GM's records (authority/guards/conditions.ts over test/authority/table.ts), not a list the
 * test writes. Foundry's own HUD and token code are not ours to run: the palette is drawn from what
 * our code hands them, as the v13 pages say they read it (FOUNDRY-FACTS.md section 20): each status
 * with an `id`, a `name` (a translation key) and an `img`, listed in the HUD of a token whose actor
 * type `hud.actorTypes` names (https://foundryvtt.com/api/interfaces/CONFIG._StatusEffectConfig.html),
 * lit where her effects carry its id (the HUD's "active state of all status effect icons",
 * https://foundryvtt.com/api/v11/classes/client.TokenHUD.html#refreshStatusIcons); a token draws the
 * `img` of each of her effects. How core lays the icons out on the token and in the HUD is walked
 * live in docs/foundry-checklist.md §52.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { ROOT, languages, lookup, screenshot, showInWindow, useBrowser } from '../support/render';
import { press, table, type Table } from '../authority/table';
import type { FakeActor } from '../support/fake-foundry';
import { shipStatusEffects } from '../../src/canvas/status-effects';
import { CONDITION_IDS, CONDITION_KEYS, type ConditionKey } from '../../src/data/conditions';
import { SYSTEM_PATH } from '../../src/constants';

const browser = useBrowser();
const STATUS = shipStatusEffects();
const LANG = languages();

/** A file the system ships, by the path Foundry serves it under. */
const shipped = (path: string) => join(ROOT, path.replace(`${SYSTEM_PATH}/`, ''));
/** The icon inlined: the test page serves no files. */
const inline = (path: string) => `data:image/svg+xml;base64,${readFileSync(shipped(path)).toString('base64')}`;
const esc = (text: string) => Handlebars.escapeExpression(text);

/** The statuses her effects give her (Actor#statuses), and the icons her token draws, as the server holds them. */
const effectsOf = (t: Table, actor: FakeActor) => t.server.actors.get(actor.uuid)!.effects ?? [];
const statusesOf = (t: Table, actor: FakeActor) => new Set(effectsOf(t, actor).flatMap((e) => e.statuses));

/** The four ships of the desk's table, each brought to a state by the GM, and the conditions that state means. */
async function battleAfloat(): Promise<{ t: Table; ships: { actor: FakeActor; expected: ConditionKey[] }[] }> {
  const t = table();
  await press(t, Promise.resolve(t.gm.ready()));
  const gm = (actor: FakeActor, system: object) => t.server.updateActor(t.gm.userId, actor.uuid, { system });
  await gm(t.defiance, { damage: { onFire: true, steering: true }, strike: { marked: true } });
  await gm(t.ajax, { damage: { foremast: true, mainmast: true, mizzen: true }, strike: { status: 'struck' } });
  await gm(t.tonnant, { damage: { aground: true }, strike: { status: 'retiring' } });
  await gm(t.fougueux, { damage: { fate: 'sunk', onFire: true } });
  await t.server.settle();
  return {
    t,
    ships: [
      { actor: t.defiance, expected: ['onFire', 'steering', 'marked'] },
      { actor: t.ajax, expected: ['dismasted', 'struck'] },
      { actor: t.tonnant, expected: ['aground', 'retiring'] },
      { actor: t.fougueux, expected: ['sunk'] },
    ],
  };
}

/** The statuses a token's HUD offers for her actor type, as `hud` says (true or absent: every type). */
const offeredTo = (actorType: string) =>
  STATUS.filter((s) => {
    const hud = s.hud as boolean | { actorTypes?: string[] } | undefined;
    return hud === undefined || hud === true || (typeof hud === 'object' && (hud.actorTypes ?? []).includes(actorType));
  });

/** One ship: her token with the icons of her effects, and her HUD's palette lit as her statuses are. */
function shipHtml(t: Table, actor: FakeActor, art: string): string {
  const on = statusesOf(t, actor);
  const icons = effectsOf(t, actor)
    .map((e) => `<img class="token-effect" src="${inline(e.img!)}" alt="" data-status="${esc(e.statuses[0]!)}">`)
    .join('');
  const palette = offeredTo('ship')
    .map((s) => {
      const label = lookup(LANG.en!, s.name)!;
      return (
        `<img class="effect-control${on.has(s.id) ? ' active' : ''}" src="${inline(s.img)}" ` +
        `data-status-id="${s.id}" data-tooltip="${esc(label)}" alt="${esc(label)}">`
      );
    })
    .join('');
  const lit = offeredTo('ship')
    .filter((s) => on.has(s.id))
    .map((s) => `<li>${esc(lookup(LANG.en!, s.name)!)} · <span lang="de">${esc(lookup(LANG.de!, s.name)!)}</span></li>`)
    .join('');
  return `<figure class="ship" data-ship="${esc(actor.name)}">
      <div class="token"><img class="art" src="${art}" alt=""><div class="effects">${icons}</div></div>
      <div class="palette status-effects">${palette}</div>
      <figcaption><strong>${esc(actor.name)}</strong><ul>${lit}</ul></figcaption>
    </figure>`;
}

/** The stand-in's look: core's HUD is a dark translucent panel in either theme, the sea a blue field. */
const STAGE_CSS = `
  .sea { display: flex; flex-wrap: wrap; gap: 14px; padding: 14px; background: #2f5d73; }
  .ship { margin: 0; width: 250px; display: grid; grid-template-columns: 100px 140px; gap: 8px; }
  .token { position: relative; width: 100px; height: 100px; }
  .token .art { width: 100px; height: 100px; }
  .token .effects { position: absolute; left: 0; top: 0; display: flex; flex-direction: column; flex-wrap: wrap; height: 100px; }
  .token-effect { width: 20px; height: 20px; background: rgb(0 0 0 / 0.6); border-radius: 2px; }
  .palette { display: grid; grid-template-columns: repeat(4, 30px); gap: 3px; padding: 4px; align-content: start;
    background: rgb(0 0 0 / 0.6); border-radius: 4px; }
  .effect-control { width: 28px; height: 28px; opacity: 0.5; border: 1px solid transparent; border-radius: 3px; }
  .effect-control.active { opacity: 1; border-color: #ff6400; background: rgb(255 100 0 / 0.25); }
  .ship figcaption { grid-column: 1 / span 2; color: #fff; font-size: 12px; }
  .ship figcaption ul { margin: 2px 0 0; padding-left: 16px; }
`;

describe("a ship's conditions on the canvas", () => {
  it('are the only statuses Foundry is given: each icon one we ship and draw, each name in every language', () => {
    expect(STATUS.map((s) => s.id)).toEqual(CONDITION_KEYS.map((key) => CONDITION_IDS[key]));
    expect(new Set(STATUS.map((s) => s.id)).size).toBe(STATUS.length);
    for (const status of STATUS) {
      expect(status.img.startsWith(`${SYSTEM_PATH}/assets/conditions/`), status.img).toBe(true);
      expect(existsSync(shipped(status.img)), status.img).toBe(true);
      // Ours, under the system's licence (README: the condition icons are drawn for Broadside).
      expect(readFileSync(shipped(status.img), 'utf8')).toContain('Drawn for Broadside, under its MIT licence');
      const en = lookup(LANG.en!, status.name);
      const de = lookup(LANG.de!, status.name);
      expect(en, status.name).toBeTruthy();
      expect(de, status.name).toBeTruthy();
      expect(de).not.toBe(en);
      expect(status.hud).toEqual({ actorTypes: ['ship'] });
    }
    // A crew member's token offers none of them; a ship's offers all.
    expect(offeredTo('crew')).toEqual([]);
    expect(offeredTo('ship')).toHaveLength(CONDITION_KEYS.length);
  });

  it("light in her token's HUD and show on her token as the desk set them from her sheet, in both themes", async () => {
    const { t, ships } = await battleAfloat();
    for (const { actor, expected } of ships)
      expect([...statusesOf(t, actor)].sort()).toEqual(expected.map((k) => CONDITION_IDS[k]).sort());
    const twoDecker = `data:image/svg+xml;base64,${readFileSync(join(ROOT, 'assets/ships/two-decker.svg')).toString('base64')}`;
    const page = await showInWindow(
      browser(),
      `<style>${STAGE_CSS}</style><div class="sea">${ships.map((s) => shipHtml(t, s.actor, twoDecker)).join('')}</div>`,
      { classes: ['broadside'], width: 620, height: 520, tag: 'div' },
    );
    // Every icon drawn loaded: an icon missing from assets/ would show as a broken image.
    const broken = await page.$$eval('img', (imgs) =>
      imgs.filter((img) => !img.naturalWidth).map((img) => img.getAttribute('data-status-id')),
    );
    expect(broken).toEqual([]);
    for (const { actor, expected } of ships) {
      const figure = page.locator(`figure[data-ship="${actor.name}"]`);
      const lit = await figure
        .locator('.effect-control.active')
        .evaluateAll((els) => els.map((e) => e.dataset.statusId));
      expect(lit.sort()).toEqual(expected.map((k) => CONDITION_IDS[k]).sort());
      expect(await figure.locator('.effect-control').count()).toBe(CONDITION_KEYS.length);
      const onToken = await figure.locator('.token-effect').evaluateAll((els) => els.map((e) => e.dataset.status));
      expect(onToken.sort()).toEqual(expected.map((k) => CONDITION_IDS[k]).sort());
      // The HUD's tooltip is her condition's English name, never a key.
      for (const tip of await figure.locator('.effect-control').evaluateAll((els) => els.map((e) => e.dataset.tooltip)))
        expect(tip).not.toMatch(/^BROADSIDE\./);
    }
    await screenshot(page, 'token-conditions');
    await page.close();
  });
});
