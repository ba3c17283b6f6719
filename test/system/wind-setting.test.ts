/**
 * The world's wind through the fake server: every client registers Broadside's real settings, the
 * GM sets the wind, and every client's compass is redrawn, on the first wind a new world gets
 * (which creates the Setting document: createSetting, no updateSetting) as on every later one.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { table, type Table } from '../authority/table';
import type { FakeClient } from '../support/fake-foundry';

const compass = vi.hoisted(() => ({ renderCompass: vi.fn(() => Promise.resolve()) }));
vi.mock('../../src/canvas/wind-hud', () => compass);

let registerSettings: () => void;

beforeAll(async () => {
  ({ registerSettings } = await import('../../src/settings'));
});

/** Each client loads the system: its init registers the settings into its own game.settings. */
function loaded(t: Table): FakeClient[] {
  const clients = [t.gm, t.gm2, t.p1, t.p2, t.stranger];
  for (const client of clients) {
    Object.assign(globalThis, { game: { settings: client.settings } });
    registerSettings();
  }
  return clients;
}

const wind = (fromDegrees: number) => ({ fromDegrees, strength: 3, becalmed: false, sea: 'moderate' });

describe('the wind setting', () => {
  it("redraws every client's compass when a new world gets its first wind, a created Setting", async () => {
    const t = table();
    const clients = loaded(t);
    const hooks: string[] = [];
    const receive = t.p1.receive.bind(t.p1);
    t.p1.receive = (hook, ...args) => {
      hooks.push(hook);
      return receive(hook, ...args);
    };
    compass.renderCompass.mockClear();
    await t.gm.settings.set('broadside', 'wind', wind(90));
    await t.server.settle();
    expect(hooks).toEqual(['createSetting']);
    expect(compass.renderCompass).toHaveBeenCalledTimes(clients.length);
    expect(t.p1.settings.get('broadside', 'wind')).toEqual(wind(90));
  });

  it('redraws them again on every later wind', async () => {
    const t = table();
    const clients = loaded(t);
    await t.gm.settings.set('broadside', 'wind', wind(90));
    await t.server.settle();
    compass.renderCompass.mockClear();
    await t.gm2.settings.set('broadside', 'wind', wind(180));
    await t.server.settle();
    expect(compass.renderCompass).toHaveBeenCalledTimes(clients.length);
  });

  it('is set by a GM only', async () => {
    const t = table();
    loaded(t);
    await expect(t.p1.settings.set('broadside', 'wind', wind(0))).rejects.toThrow(
      /lacks permission to update Setting broadside.wind/,
    );
  });
});
