/**
 * The fake table's pages as the entry's init leaves them (test/support/table-init.ts): the module
 * init ran in the entry's order, and each client reads the settings it registered, defaults and all.
 */
import { describe, expect, it } from 'vitest';
import { table } from './table';
import { INIT_HOOKS, INIT_SETTINGS } from '../support/table-init';
import { DEFAULT_TRUST } from '../../src/data/player-trust';

describe("the fake table's init", () => {
  it("registers the system's settings, then each module's own, then the desk's, whose hooks it puts on Hooks", () => {
    const keys = [...INIT_SETTINGS.keys()];
    const at = (key: string) => keys.indexOf(key);
    expect(at('broadside.turnSequence')).toBeGreaterThanOrEqual(0);
    expect(at('broadside.turnSequence')).toBeLessThan(at('broadside.turningRadiusSmall'));
    expect(at('broadside.turningRadiusSmall')).toBeLessThan(at('broadside.ledger'));
    expect(INIT_HOOKS).toEqual(expect.arrayContaining(['updateUser', 'createChatMessage', 'once:ready']));
  });

  it('gives every client the settings it registered, a world setting never written reading its default', () => {
    const t = table();
    for (const client of [t.gm, t.p1]) {
      expect(client.settings.get('broadside', 'turnSequence')).toBe('kmh');
      expect(client.settings.get('broadside', 'playerTrust')).toBe(DEFAULT_TRUST);
      expect(client.settingConfigs.get('broadside.turningRadiusSmall')).toMatchObject({ scope: 'world' });
    }
  });
});
