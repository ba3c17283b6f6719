import { describe, expect, it } from 'vitest';
import { placementsOf, withSquadrons } from '../../src/data/roster-store';
import { groupSquadrons } from '../../src/data/squadrons';
import { placeShips } from '../../src/data/battle-data';
import { frigateAction } from '../combat/battle';

const withActors = () =>
  frigateAction().map((s, i) => ({
    ...s,
    actorUuid: ['Actor.Indefatigable', 'Actor.Amazon', 'Actor.Droits', 'Actor.Cleopatre'][i]!,
  }));

describe('squadrons a GM builds once and sails again', () => {
  it('saves a battle’s squadrons by their ships’ actors, keeping other saved squadrons and replacing one of the same name', () => {
    const squadrons = groupSquadrons(withActors());
    const roster = withSquadrons(
      [
        { id: 'British', side: 'friendly', ships: ['Actor.old'], flagship: null },
        { id: 'Channel Fleet', side: 'friendly', ships: ['Actor.x'], flagship: null },
      ],
      squadrons,
    );
    expect(roster.map((r) => r.id)).toEqual(['Channel Fleet', 'British', 'French']);
    expect(roster.find((r) => r.id === 'British')).toEqual({
      id: 'British',
      side: 'friendly',
      ships: ['Actor.Indefatigable', 'Actor.Amazon'],
      flagship: 'Actor.Indefatigable',
    });
  });

  it('places a new battle’s ships in the saved squadrons their actors belong to, flagship and side included', () => {
    const roster = [
      {
        id: 'Inshore Squadron',
        side: 'hostile' as const,
        ships: ['Actor.Amazon', 'Actor.Cleopatre'],
        flagship: 'Actor.Cleopatre',
      },
    ];
    const ships = withActors();
    const placements = placementsOf(roster, ships);
    expect(placements).toEqual([
      {
        squadron: 'Inshore Squadron',
        side: 'hostile',
        combatantIds: ['c-Amazon', 'c-Cléopâtre'],
        flagship: 'c-Cléopâtre',
      },
    ]);
    // The desk places them so: the squadron takes the saved side and flagship.
    const placed = placeShips(
      [],
      ships.filter((s) => placements[0]!.combatantIds.includes(s.combatantId)),
      'Inshore Squadron',
      'hostile',
      'c-Cléopâtre',
    );
    expect(placed).toEqual([
      { id: 'Inshore Squadron', side: 'hostile', ships: ['c-Amazon', 'c-Cléopâtre'], flagship: 'c-Cléopâtre' },
    ]);
  });
});
