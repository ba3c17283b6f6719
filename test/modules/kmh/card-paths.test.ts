/** KMH's part of the desk's ship paths: one list of damage flags for the sheet and the cards. */
import { describe, expect, it } from 'vitest';
import { DAMAGE_FLAGS, KMH_CARD_PATHS, kmhCardPaths } from '../../../src/modules/kmh/card-paths';
import { allShipPaths, shipPathSpecs } from '../../../src/authority/writes/ship-paths';
import { deriveShip, shipSource } from '../../support/fixtures';

describe("KMH's card paths", () => {
  it('let a card set every damage flag the sheet ticks but running aground', () => {
    const flags = DAMAGE_FLAGS.filter((key) => `damage.${key}` in KMH_CARD_PATHS);
    expect(flags).toEqual(DAMAGE_FLAGS.filter((key) => key !== 'aground'));
    for (const key of ['movesBurning', 'fate', 'founderMovesLeft'])
      expect(KMH_CARD_PATHS[`damage.${key}`]).toEqual({ kind: 'value' });
  });
  it("are the desk's ship paths, with the table's records", () => {
    const all = allShipPaths();
    for (const [path, spec] of Object.entries(KMH_CARD_PATHS)) expect(all[path]).toEqual(spec);
    expect(all['table.boarding']).toEqual({ kind: 'value' });
    expect(all['damage.aground']).toBeUndefined();
  });
  it('are bounded by one ship as the module bounds them', () => {
    const source = shipSource({ guns: 12, rate: 'gunBrig' });
    const derived = deriveShip(source);
    expect(shipPathSpecs(derived, source)['damage.points']).toEqual(kmhCardPaths(source, derived)['damage.points']);
    expect(shipPathSpecs(derived, source)['damage.points']).toEqual({ kind: 'count', min: 0, max: derived.baseFactor });
  });
});
