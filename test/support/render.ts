/**
 * Renders the system's Handlebars templates with real Handlebars and checks them in a real browser
 * (Debian's Chromium through playwright-core), styled by the system's real CSS.
 *
 * Foundry's own helpers are kept to `localize`, whose stand-in reads the real language files and
 * throws on a key missing from any of them, so a template cannot show a raw key to a user.
 */
import Handlebars from 'handlebars';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const ROOT = new URL('../..', import.meta.url).pathname;
export const SCREENSHOTS = join(ROOT, 'test', 'output', 'screenshots');

export type LangTree = { [key: string]: string | LangTree };

/** Every language file the system ships, by language code. */
export function languages(): Record<string, LangTree> {
  const dir = join(ROOT, 'lang');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8')) as LangTree]),
  );
}

/** Looks a dotted key up the way Foundry does in a nested language file. */
export function lookup(tree: LangTree, key: string): string | undefined {
  let node: string | LangTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export class MissingTranslation extends Error {}

/** Foundry's `format`: `{name}` placeholders filled from data. */
export function format(text: string, data: Record<string, unknown> = {}): string {
  return text.replace(/{([^}]+)}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
}

/** A localiser over the real files: English text out, and a throw if any language lacks the key. */
export function localizer(lang = 'en') {
  const all = languages();
  const used = new Set<string>();
  const localize = (key: string): string => {
    used.add(key);
    const missing = Object.entries(all)
      .filter(([, tree]) => lookup(tree, key) === undefined)
      .map(([code]) => code);
    if (missing.length) throw new MissingTranslation(`"${key}" is missing from lang/${missing.join('.json, lang/')}.json`);
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
  return { hb, used };
}

/**
 * Renders one template file (path from the project root) with the given context. `partials` maps
 * the names a template includes (e.g. Foundry's full template path) to files from the project root.
 */
export function renderTemplate(template: string, context: object, lang = 'en', partials: Record<string, string> = {}): string {
  const { hb } = handlebars(lang);
  for (const [name, file] of Object.entries(partials)) hb.registerPartial(name, readFileSync(join(ROOT, file), 'utf8'));
  const source = readFileSync(join(ROOT, template), 'utf8');
  return hb.compile(source, { strict: false })(context);
}

/** A 1×1 transparent image for portraits in fixtures (no network, no missing-image icon). */
export const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

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

/** Foundry v13's two interface themes, set as a class on the body. */
export type Theme = 'light' | 'dark';

/**
 * Shows rendered HTML as Foundry frames an application: a window with our classes, its content
 * inside a `.window-content` section, and the system stylesheet loaded, in the light theme unless
 * told otherwise.
 */
export async function showInWindow(
  browser: Browser,
  html: string,
  options: { classes: string[]; width: number; height?: number; tag?: 'form' | 'div'; theme?: Theme },
): Promise<Page> {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'system.json'), 'utf8')) as { styles: string[] };
  const css = manifest.styles.map((path) => readFileSync(join(ROOT, path), 'utf8')).join('\n');
  const tag = options.tag ?? 'form';
  const page = await browser.newPage({ viewport: { width: options.width + 40, height: options.height ?? 900 } });
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head>
     <body class="theme-${options.theme ?? 'light'}" style="margin:20px;background:#333">
       <${tag} class="application ${options.classes.join(' ')}" style="width:${options.width}px">
         <section class="window-content">${html}</section>
       </${tag}>
     </body></html>`,
    { waitUntil: 'load' },
  );
  return page;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.locator('.application').screenshot({ path });
  return path;
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
