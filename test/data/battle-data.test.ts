import { describe, it, expect } from 'vitest';
import {
  battleSquadrons,
  emptyBattle,
  placeShips,
  recordsOf,
  unplaced,
  type SquadronRecord,
} from '../../src/data/battle-data';
import { beginDeck, deckSetupOf, shipsConcerned } from '../../src/modules/kmh/deck-store';
import type { StoredDeck } from '../../src/data/stored-deck';
import { groupSquadrons, scenarioOf, type ShipEntry } from '../../src/data/squadrons';
import { frigateAction, ship, trafalgar } from '../combat/battle';

/** The battle as the desk leaves it when the GM begins the deck: the squadrons proposed, fixed. */
function begun(ships: readonly ShipEntry[]): { squadrons: SquadronRecord[]; deck: StoredDeck } {
  const squadrons = battleSquadrons(emptyBattle(), ships);
  return { squadrons: recordsOf(squadrons), deck: beginDeck(deckSetupOf(squadrons, scenarioOf({})), 'u-gm').deck };
}

const byId = (squadrons: ReturnType<typeof battleSquadrons>, id: string) => squadrons.find((s) => s.id === id);

describe('the squadrons the deck fixes', () => {
  it('records each proposed squadron with its side, its ships and its flagship', () => {
    const records = recordsOf(groupSquadrons(trafalgar()));
    expect(records).toHaveLength(12);
    expect(records.find((r) => r.id === 'Centre')).toEqual({
      id: 'Centre',
      side: 'hostile',
      ships: ['c-Bucentaure', 'c-Redoutable', 'c-Héros', 'c-Intrépide', 'c-Rayo'],
      flagship: 'c-Bucentaure',
    });
    expect(recordsOf(groupSquadrons(frigateAction().map((s) => ({ ...s, flagship: false }))))[0]!.flagship).toBeNull();
  });

  it('proposes squadrons from the ships’ own data before the deck begins', () => {
    const ships = frigateAction();
    expect(battleSquadrons(emptyBattle(), ships)).toEqual(groupSquadrons(ships));
  });

  it('once the deck began, no change to a ship’s nationality, flagship flag or token side moves her squadron, side or rank', () => {
    const ships = trafalgar();
    const battle = begun(ships);
    const changed = ships.map((s) => {
      if (s.name === 'Victory') return { ...s, flagship: false };
      if (s.name === 'Temeraire') return { ...s, flagship: true, nationality: 'French' };
      if (s.name === 'Pickle') return { ...s, squadron: null, nationality: 'Spanish', side: 'hostile' as const };
      return s;
    });
    const squadrons = battleSquadrons(battle, changed);
    expect(squadrons.map((s) => [s.id, s.side, s.ships.length])).toEqual(
      battleSquadrons(battle, ships).map((s) => [s.id, s.side, s.ships.length]),
    );
    const weather = byId(squadrons, 'Weather Column')!;
    expect(weather.commander).toBe('Victory');
    expect(weather.flagOfficerIds).toEqual(['u-nelson']);
    expect(weather.ships.map((s) => [s.name, s.flagship])).toEqual([
      ['Victory', true],
      ['Temeraire', false],
      ['Neptune', false],
      ['Leviathan', false],
      ['Conqueror', false],
    ]);
    const pickle = byId(squadrons, 'Frigates')!.ships.find((s) => s.name === 'Pickle')!;
    expect([pickle.squadron, pickle.side]).toEqual(['Frigates', 'friendly']);
    // The next turn's deck is built from the fixed squadrons.
    expect(deckSetupOf(squadrons, scenarioOf({})).squadrons).toEqual(
      deckSetupOf(battleSquadrons(battle, ships), scenarioOf({})).squadrons,
    );
  });

  it('gives a ship that joined after the deck began no squadron and no cards until the GM places her', () => {
    const battle = begun(frigateAction());
    const latecomer = ship({
      name: 'Concorde',
      nationality: 'Dutch',
      side: 'hostile',
      onFire: true,
      strikeMarked: true,
    });
    const ships = [...frigateAction(), latecomer];
    const squadrons = battleSquadrons(battle, ships);
    expect(squadrons.map((s) => s.id)).toEqual(['British', 'French']);
    expect(squadrons.flatMap((s) => s.ships).map((s) => s.name)).not.toContain('Concorde');
    expect(deckSetupOf(squadrons, scenarioOf({})).squadrons).toEqual(['British', 'French']);
    expect(shipsConcerned('fireTest', squadrons).map((s) => s.name)).toEqual(['Cléopâtre']);
    expect(shipsConcerned('strikeTest', squadrons)).toEqual([]);
    expect(unplaced(battle, ships).map((s) => s.name)).toEqual(['Concorde']);
    expect(unplaced({ squadrons: [], deck: null }, ships)).toEqual([]);
    // Placed, she sails with her squadron from then on.
    const placed = { ...battle, squadrons: placeShips(battle.squadrons, [latecomer], 'French') };
    expect(byId(battleSquadrons(placed, ships), 'French')!.ships.map((s) => s.name)).toEqual([
      'Droits de l’Homme',
      'Cléopâtre',
      'Concorde',
    ]);
    expect(unplaced(placed, ships)).toEqual([]);
  });
});

describe('the GM placing ships', () => {
  const ships = frigateAction();
  const records = recordsOf(groupSquadrons(ships));
  const named = (name: string) => ships.find((s) => s.name === name)!;

  it('moves ships into a named squadron, out of any other, and drops a squadron left empty', () => {
    const out = placeShips(records, [named('Indefatigable'), named('Amazon')], 'Inshore');
    expect(out.map((r) => r.id)).toEqual(['French', 'Inshore']);
    expect(out.find((r) => r.id === 'Inshore')).toEqual({
      id: 'Inshore',
      side: 'friendly',
      ships: ['c-Indefatigable', 'c-Amazon'],
      flagship: 'c-Indefatigable',
    });
    // The records given are not changed.
    expect(records.map((r) => r.id)).toEqual(['British', 'French']);
  });

  it('takes the flag from a squadron whose flagship leaves it, and joins an existing squadron without taking its flag', () => {
    const out = placeShips(records, [named('Droits de l’Homme')], 'British');
    expect(out.find((r) => r.id === 'French')).toEqual({
      id: 'French',
      side: 'hostile',
      ships: ['c-Cléopâtre'],
      flagship: null,
    });
    expect(out.find((r) => r.id === 'British')).toEqual({
      id: 'British',
      side: 'friendly',
      ships: ['c-Indefatigable', 'c-Amazon', 'c-Droits de l’Homme'],
      flagship: 'c-Indefatigable',
    });
  });

  it('with no name, sends ships back to their nation’s squadron (or their side’s), a new one taking the first ship’s side', () => {
    const split = placeShips(records, [named('Amazon')], 'Detached');
    const back = placeShips(split, [named('Amazon')], '  ');
    expect(back.find((r) => r.id === 'British')!.ships).toEqual(['c-Indefatigable', 'c-Amazon']);
    expect(back.map((r) => r.id)).not.toContain('Detached');
    const stateless = ship({ name: 'Nameless', nationality: '', side: 'neutral' });
    expect(placeShips(records, [stateless], '')).toContainEqual({
      id: 'neutral',
      side: 'neutral',
      ships: ['c-Nameless'],
      flagship: null,
    });
  });
});
