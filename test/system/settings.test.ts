/**
 * The settings as Foundry's settings form shows them, over a stand-in of what it reads: when a
 * setting's type is a DataField, the form offers that field's choices and localises their labels;
 * the setting's own `choices` are not read (https://github.com/foundryvtt/foundryvtt/issues/11488:
 * a field-typed setting is drawn from the field; /issues/10782: the choice labels go through
 * localize; Draw Steel 0.11's settings give their fields' choices label keys). A setting's
 * `onChange` runs when its value changes (https://foundryvtt.com/api/v13/interfaces/foundry.types.SettingConfig.html).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DataField } from '../support/foundry-fields';
import { languages, lookup } from '../support/render';

const compass = vi.hoisted(() => ({ renderCompass: vi.fn(() => Promise.resolve()) }));
vi.mock('../../src/canvas/wind-hud', () => compass);

interface Registered {
  name?: string;
  config?: boolean;
  type?: unknown;
  choices?: Record<string, string>;
  default?: unknown;
  onChange?: (value: unknown) => void;
}

const registered = new Map<string, Registered>();
const en = languages().en!;
const localize = (key: string) => lookup(en, key) ?? key;
const rendered: string[] = [];

beforeAll(async () => {
  const app = (id: string, classes: string[]) => ({ options: { classes }, render: () => void rendered.push(id) });
  Object.assign(globalThis, {
    game: {
      // Read and written by the tests below; the init registers through table-init.ts's own.
      settings: {},
    },
    ui: { combat: { render: () => void rendered.push('tracker') } },
  });
  const global = globalThis as unknown as { foundry: Record<string, unknown> };
  global.foundry.applications = {
    instances: new Map([
      ['ship', app('ship', ['broadside', 'sheet', 'ship'])],
      ['journal', app('journal', ['journal-sheet'])],
    ]),
  };
  // The entry's init for the rule modules, in its order (table-init.ts): the modules whose choices the
  // settings offer (the two whose settings this file reads; the duel's module brings Foundry windows
  // this stand-in has none of), the settings, then each module's own (the turning templates' radii
  // are Kiss Me, Hardy's).
  const { KMH_MODULE } = await import('../support/kmh-module');
  const { SALTNTAR_MODULE } = await import('../../src/modules/saltntar');
  const { INIT_SETTINGS, runInit } = await import('../support/table-init');
  runInit([KMH_MODULE, SALTNTAR_MODULE]);
  for (const [id, config] of INIT_SETTINGS) registered.set(id, config);
});

/** The labels the settings form offers for a setting, in English. */
function offered(config: Registered): string[] {
  if (config.type instanceof DataField) {
    // A field's choices may be a function returning them (the aspect settings' are: the registry's modules).
    const given: unknown = config.type.choices;
    const choices = typeof given === 'function' ? (given as () => unknown)() : given;
    if (Array.isArray(choices)) return choices.map(String);
    return Object.values(choices as Record<string, string>).map(localize);
  }
  return Object.values(config.choices ?? {}).map(localize);
}

describe('the rule-module settings', () => {
  it('offer their modules by name, translated, from the field the form reads', () => {
    expect(offered(registered.get('broadside.turnSequence')!)).toEqual([
      'Kiss Me, Hardy: the turn deck',
      "Salt'n'Tar: fixed phases",
    ]);
    expect(offered(registered.get('broadside.movementModule')!)).toEqual(['Kiss Me, Hardy', "Salt'n'Tar"]);
  });

  it('redraw the tracker, the compass and the open Broadside windows when changed, and nothing else', () => {
    for (const key of ['turnSequence', 'movementModule', 'turningRadiusSmall']) {
      rendered.length = 0;
      compass.renderCompass.mockClear();
      registered.get(`broadside.${key}`)!.onChange!('saltntar');
      expect(rendered, key).toEqual(['tracker', 'ship']);
      expect(compass.renderCompass, key).toHaveBeenCalledOnce();
    }
  });
});

describe('the turn sequence and the movement rules', () => {
  it("go together: choosing one module for either sets the other to it, on the active GM's client, and says so", async () => {
    const { partnerChoices } = await import('../../src/registry/rule-modules');
    expect(partnerChoices('turnSequence', 'saltntar', () => 'kmh')).toEqual([{ aspect: 'movement', id: 'saltntar' }]);
    expect(partnerChoices('movement', 'kmh', () => 'saltntar')).toEqual([{ aspect: 'turnSequence', id: 'kmh' }]);
    expect(partnerChoices('movement', 'kmh', () => 'kmh')).toEqual([]);
    const values: Record<string, string> = { turnSequence: 'saltntar', movementModule: 'kmh' };
    const notes: string[] = [];
    const g = (globalThis as unknown as { game: Record<string, unknown> }).game;
    Object.assign(g, {
      user: { isActiveGM: true },
      i18n: {
        localize,
        format: (key: string, data: Record<string, string>) => `${localize(key)} ${JSON.stringify(data)}`,
      },
    });
    Object.assign(g.settings as object, {
      get: (_s: string, key: string) => values[key],
      set: (_s: string, key: string, v: string) => Promise.resolve((values[key] = v)),
    });
    Object.assign((globalThis as unknown as { ui: Record<string, unknown> }).ui, {
      notifications: { info: (m: string) => void notes.push(m) },
    });
    registered.get('broadside.turnSequence')!.onChange!('saltntar');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(values.movementModule).toBe('saltntar');
    expect(notes[0]).toContain('a turn sequence works only with the movement rules of its own game');
    expect(notes[0]).toContain("Salt'n'Tar");
  });
});

describe('the wind setting', () => {
  it('defaults to plain data, the wind model’s own initial values', () => {
    const wind = registered.get('broadside.wind')!.default;
    expect(Object.getPrototypeOf(wind)).toBe(Object.prototype);
    expect(wind).toEqual({ fromDegrees: 0, strength: 2, becalmed: false, sea: 'calm' });
  });
});
