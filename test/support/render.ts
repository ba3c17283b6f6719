/**
 * Renders the system's Handlebars templates with real Handlebars and checks them in a real browser
 * (Debian's Chromium through playwright-core), styled by the system's real CSS.
 *
 * Foundry's own helpers are stand-ins: `localize` reads the real language files and throws on a
 * key missing from any of them, so a template cannot show a raw key to a user; `selectOptions`,
 * `formInput` and `formGroup` are in handlebars-helpers.ts. Every screenshot is taken in both of
 * v13's interface themes (`.theme-light` and `.theme-dark` on the page, over core-theme.css).
 */
import Handlebars from 'handlebars';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { format, lookup, type LangTree } from './lang';
import { formGroupHtml, formInputHtml, selectOptionsHtml } from './handlebars-helpers';
import { countHelper } from '../../src/plural';
import { summaryHelper } from '../../src/chat/summary-text';
import { languageTrees, manifestFiles } from '../../tools/manifest.mjs';
import { MODULE_TEMPLATES } from './module-templates';

export { format, lookup, type LangTree };

export const ROOT = new URL('../..', import.meta.url).pathname;
export const SCREENSHOTS = join(ROOT, 'test', 'output', 'screenshots');

/**
 * Every language the system ships, by language code: each the merge of every file the manifest
 * lists for it (lang/<code>.json and each rule module's lang/modules/<id>/<code>.json), as Foundry
 * merges them (tools/manifest.mjs).
 */
export function languages(): Record<string, LangTree> {
  return languageTrees(ROOT);
}

export class MissingTranslation extends Error {}

/** A localiser over the real files: English text out, and a throw if any language lacks the key. */
export function localizer(lang = 'en') {
  const all = languages();
  const used = new Set<string>();
  const localize = (key: string): string => {
    used.add(key);
    const missing = Object.entries(all)
      .filter(([, tree]) => lookup(tree, key) === undefined)
      .map(([code]) => code);
    if (missing.length)
      throw new MissingTranslation(`"${key}" is missing from the ${missing.join(', ')} language files`);
    return lookup(all[lang]!, key)!;
  };
  return { localize, used };
}

/** A Handlebars environment with the Foundry helpers our templates use. */
export function handlebars(lang = 'en') {
  const hb = Handlebars.create();
  const { localize, used } = localizer(lang);
  hb.registerHelper('localize', (key: unknown, options: Handlebars.HelperOptions) => {
    if (typeof key !== 'string') throw new MissingTranslation(`localize was given ${String(key)}, not a key`);
    const text = localize(key);
    return Object.keys(options.hash as object).length ? format(text, options.hash as Record<string, unknown>) : text;
  });
  // Our own helper, from the system's code, over the real language files.
  const has = (key: string) => typeof lookup(languages()[lang]!, key) === 'string';
  const i18n = () => ({
    lang,
    has,
    format: (key: string, data?: Record<string, string>) => format(localize(key), data ?? {}),
  });
  hb.registerHelper('bsCount', countHelper(i18n));
  hb.registerHelper('bsSummary', summaryHelper(i18n));
  const safe = (html: string) => new hb.SafeString(html);
  const hash = (options: Handlebars.HelperOptions) => options.hash as Record<string, unknown>;
  hb.registerHelper('selectOptions', (choices: unknown, options: Handlebars.HelperOptions) =>
    safe(selectOptionsHtml(choices, hash(options), localize)),
  );
  hb.registerHelper('formInput', (field: unknown, options: Handlebars.HelperOptions) =>
    safe(formInputHtml(field, hash(options), localize)),
  );
  hb.registerHelper('formGroup', (field: unknown, options: Handlebars.HelperOptions) =>
    safe(formGroupHtml(field, hash(options), localize)),
  );
  return { hb, used };
}

/**
 * The template parts, by the path Foundry registers them under (loadTemplates): the shared parts,
 * the combat tracker's, and every rule module's own, from the lists the entry loads them by.
 */
function partsOf(): Record<string, string> {
  const shared = ['parts', 'combat'].flatMap((folder) =>
    readdirSync(join(ROOT, 'templates', folder)).map((f) => `templates/${folder}/${f}`),
  );
  return Object.fromEntries([...shared, ...MODULE_TEMPLATES].map((path) => [`systems/broadside/${path}`, path]));
}

/**
 * Renders one template file (path from the project root) with the given context. `partials` maps
 * the names a template includes (e.g. Foundry's full template path) to files from the project root.
 */
export function renderTemplate(
  template: string,
  context: object,
  lang = 'en',
  partials: Record<string, string> = {},
): string {
  const { hb } = handlebars(lang);
  for (const [name, file] of Object.entries({ ...partsOf(), ...partials }))
    hb.registerPartial(name, readFileSync(join(ROOT, file), 'utf8'));
  const source = readFileSync(join(ROOT, template), 'utf8');
  return hb.compile(source, { strict: false })(context);
}

/** A 1×1 transparent image for portraits in fixtures (no network, no missing-image icon). */
/** A transparent 1×1 GIF: an image slot that loads, so screenshots show no broken-image icon. */
export const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const CHROMIUM = '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/**
 * Font Awesome Free's CSS with its fonts inlined, so icons show as they do in Foundry (which ships
 * Font Awesome 6; the free set has every icon our templates name). Read once per test file.
 */
let fontAwesome: string | null = null;
function fontAwesomeCss(): string {
  if (fontAwesome) return fontAwesome;
  const dir = join(ROOT, 'node_modules', '@fortawesome', 'fontawesome-free');
  const css = readFileSync(join(dir, 'css', 'all.min.css'), 'utf8');
  fontAwesome = css.replace(/url\(\.\.\/webfonts\/([\w-]+)\.(woff2|ttf)\)/g, (_all, name: string, ext: string) => {
    const data = readFileSync(join(dir, 'webfonts', `${name}.${ext}`)).toString('base64');
    return `url(data:font/${ext};base64,${data})`;
  });
  return fontAwesome;
}

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Shows rendered HTML as Foundry frames an application: a window with our classes, its content
 * inside a `.window-content` section, the system stylesheet loaded over core-theme.css (with Font
 * Awesome), and the page in the given interface theme (light unless asked). With a title, the
 * window has core's header (title and close control) above its content, as a sheet or dialog does;
 * without one it is a bare panel, as the sidebar's tracker and chat log are.
 */
export async function showInWindow(
  browser: Browser,
  html: string,
  options: { classes: string[]; width: number; height?: number; tag?: 'form' | 'div'; theme?: Theme; title?: string },
): Promise<Page> {
  // The style sheets as Foundry loads them: the manifest's, with every rule module's (tools/manifest.mjs).
  const manifest = manifestFiles(ROOT);
  const core = readFileSync(join(ROOT, 'test', 'support', 'core-theme.css'), 'utf8');
  const css = manifest.styles.map((path) => readFileSync(join(ROOT, path), 'utf8')).join('\n');
  const tag = options.tag ?? 'form';
  const page = await browser.newPage({ viewport: { width: options.width + 40, height: options.height ?? 900 } });
  const header =
    options.title === undefined
      ? ''
      : `<header class="window-header"><h1 class="window-title">${Handlebars.escapeExpression(options.title)}</h1>` +
        '<button type="button" class="header-control icon fa-solid fa-xmark" aria-label="Close"></button></header>';
  const framed = options.title === undefined ? '' : ' framed';
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"><style>${fontAwesomeCss()}</style><style>${core}</style>
     <style>${css}</style></head>
     <body class="theme-${options.theme ?? 'light'}" style="margin:20px">
       <${tag} class="application${framed} ${options.classes.join(' ')}" style="width:${options.width}px">
         ${header}<section class="window-content">${html}</section>
       </${tag}>
     </body></html>`,
    { waitUntil: 'load' },
  );
  // Icons are a web font: a screenshot before it loads shows empty boxes.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page;
}

async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((t) => {
    document.body.classList.remove('theme-light', 'theme-dark');
    document.body.classList.add(`theme-${t}`);
  }, theme);
}

/** Screenshots the window in each theme (`<name>-light.png`, `<name>-dark.png`); the page is left light. */
export async function screenshot(page: Page, name: string): Promise<string[]> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const paths: string[] = [];
  for (const theme of THEMES) {
    await setTheme(page, theme);
    const path = join(SCREENSHOTS, `${name}-${theme}.png`);
    await page.locator('.application').screenshot({ path });
    paths.push(path);
  }
  await setTheme(page, 'light');
  return paths;
}

/** Text too faint against what is behind it: selector-like descriptions of the elements and their contrast. */
export interface FaintText {
  element: string;
  text: string;
  contrast: number;
}

/**
 * Every visible piece of text in the window whose contrast with its background is below `minimum`
 * (WCAG's 4.5:1 for body text, 3:1 for large or bold text at 18.66px and up). Backgrounds are
 * composited up the ancestors; disabled controls, native options and faded elements (opacity below 1,
 * meant to look spent) are left out.
 */
export function faintText(page: Page, minimum = 4.5): Promise<FaintText[]> {
  return page.evaluate((min) => {
    // Computed colours come as rgb()/rgba(), or as color(srgb …) with channels from 0 to 1 (color-mix).
    const rgba = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      const scale = css.startsWith('color(') ? 255 : 1;
      return [r * scale, g * scale, b * scale, a] as [number, number, number, number];
    };
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!)).concat(1);
    const lum = (c: number[]) => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const backgroundOf = (el: Element) => {
      const layers: number[][] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const bg = rgba(getComputedStyle(node).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] === 1) break;
      }
      return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const out: { element: string; text: string; contrast: number }[] = [];
    for (const el of document.querySelectorAll('.application *')) {
      const text = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (!text || el instanceof HTMLOptionElement || el.closest(':disabled, [aria-disabled="true"]')) continue;
      const rect = el.getBoundingClientRect();
      if (!rect.width || !rect.height) continue;
      let faded = false;
      for (let node: Element | null = el; node; node = node.parentElement)
        if (Number(getComputedStyle(node).opacity) < 1) faded = true;
      if (faded) continue;
      const style = getComputedStyle(el);
      const bg = backgroundOf(el);
      const fg = over(rgba(style.color), bg);
      const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
      const contrast = (a! + 0.05) / (b! + 0.05);
      const large =
        parseFloat(style.fontSize) >= 18.66 || (parseFloat(style.fontSize) >= 14 && Number(style.fontWeight) >= 700);
      if (contrast < (large ? Math.min(min, 3) : min))
        out.push({
          element: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`,
          text: text.slice(0, 40),
          contrast: Math.round(contrast * 100) / 100,
        });
    }
    return out;
  }, minimum);
}

/** One browser for a test file: launched before its tests, closed after. Call at the top level. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not up yet: call useBrowser() at the top level of the test file');
    return browser;
  };
}
