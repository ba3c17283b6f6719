/**
 * Puts the sheet stand-ins (fake-sheet.ts) where the system's modules look for Foundry, before any
 * of them loads: sheet-harness.ts imports this first. The page's language file is read from
 * `globalThis.BROADSIDE_LANG`, set by the test before the bundle loads.
 */
import * as sheets from './fake-sheet';
import { expandObject, flattenObject, getProperty } from './objects';
import { fields } from './foundry-fields';
import { emptyLedger } from '../../src/data/ledger-book';
import type { LangTree } from './lang';

const lang = (globalThis as { BROADSIDE_LANG?: LangTree }).BROADSIDE_LANG ?? {};

type Handler = (...args: unknown[]) => unknown;
/**
 * The page's Hooks: `on` gives an id `off` takes back; `callAll` runs every handler of a hook in
 * order (https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html).
 */
class PageHooks {
  readonly #handlers = new Map<string, { id: number; fn: Handler }[]>();
  #next = 1;
  on(name: string, fn: Handler): number {
    const id = this.#next++;
    this.#handlers.set(name, [...(this.#handlers.get(name) ?? []), { id, fn }]);
    return id;
  }
  off(name: string, id: number): void {
    this.#handlers.set(
      name,
      (this.#handlers.get(name) ?? []).filter((h) => h.id !== id),
    );
  }
  callAll(name: string, ...args: unknown[]): true {
    for (const { fn } of [...(this.#handlers.get(name) ?? [])]) fn(...args);
    return true;
  }
  /** How many handlers a hook has now. */
  count(name: string): number {
    return this.#handlers.get(name)?.length ?? 0;
  }
}
// v13 adds Math.clamp (https://foundryvtt.com/api/v13/functions/primitives.Math.clamp.html).
const clamp = (num: number, min: number, max: number) => Math.min(max, Math.max(min, num));

Object.assign(Math, { clamp });
Object.assign(globalThis, {
  foundry: {
    data: { fields },
    abstract: { TypeDataModel: class TypeDataModel {}, DataModel: class DataModel {} },
    applications: {
      api: {
        ApplicationV2: sheets.ApplicationV2,
        DocumentSheetV2: sheets.DocumentSheetV2,
        HandlebarsApplicationMixin: sheets.HandlebarsApplicationMixin,
      },
      sheets: { ActorSheetV2: sheets.ActorSheetV2, ItemSheetV2: sheets.ItemSheetV2 },
      ux: { FormDataExtended: sheets.FormDataExtended },
    },
    utils: { expandObject, flattenObject, getProperty, escapeHTML: sheets.escapeHTML },
  },
  // The world's combats (game.combats): none until a test puts the sheet's ship in a battle (sheet-harness.ts).
  // The world settings a sheet reads through the ledger (authority/register.ts), never written on the
  // page, so each reads as its default: an empty ledger and no journal. A world setting is read on every
  // client (https://foundryvtt.com/api/v13/classes/foundry.helpers.ClientSettings.html#get).
  game: {
    i18n: sheets.i18n(lang),
    user: { isGM: true },
    combats: { contents: [] },
    settings: { get: (_namespace: string, key: string) => (key === 'ledger' ? { toObject: emptyLedger } : '') },
    journal: { get: () => undefined },
  },
  ui: { notifications: sheets.notifications },
  Hooks: new PageHooks(),
});
