import { describe, expect, it } from 'vitest';
import { crewSource, deriveCrew, type CrewSource } from '../../support/crew-fixtures';
import { crewRolls } from '../../../src/modules/highseas/crew-rolls';
import { gurpsRolls } from '../../../src/modules/kyngesreach/crew-block';

/** His rolls as his sheet lists them: the High Seas fighter's, then Kyngesreach's GURPS skills. */
function rollsOf(crew: CrewSource) {
  return [...crewRolls(crew, deriveCrew(crew)), ...gurpsRolls(crew)];
}
const byId = (rolls: ReturnType<typeof rollsOf>) => Object.fromEntries(rolls.map((r) => [r.id, r]));

describe('crew sheet rolls', () => {
  it('rolls each attribute as a d20 at or under it', () => {
    const rolls = byId(rollsOf(crewSource((c) => (c.attributes.dexterity = 14))));
    expect(rolls['attribute.dexterity']).toMatchObject({ formula: '1d20cs<=14', group: 'attribute' });
    expect(rolls['attribute.strength']!.formula).toBe('1d20cs<=10');
  });

  it('shows each roll’s odds as people write them, not as the dice engine reads them', () => {
    const rolls = byId(
      rollsOf(
        crewSource((c) => {
          c.attributes.strength = 15;
          c.gurps.weatherSense = 10;
        }),
      ),
    );
    expect(rolls['attribute.strength']!.odds).toEqual({ key: 'BROADSIDE.Crew.Roll.d20Under', target: 15 });
    expect(rolls['gurps.weatherSense']!.odds).toEqual({ key: 'BROADSIDE.Crew.Roll.gurpsUnder', target: 10 });
    expect(rolls.footing!.odds.key).toBe('BROADSIDE.Crew.Roll.d20Under');
  });

  it('leaves the duel to the duel: no attack, wound, brawl, hit location or sea legs buttons', () => {
    const rolls = rollsOf(crewSource((c) => (c.expertise.dueling = 9))).map((r) => r.id);
    expect(rolls.filter((id) => /^weapon\.|^brawl$|^hitLocation$|^seaLegs$/.test(id))).toEqual([]);
    expect(new Set(rollsOf(crewSource()).map((r) => r.group))).toEqual(new Set(['attribute', 'sea', 'gurps']));
  });

  it('rolls the sea rolls against their targets, never below 0', () => {
    const heavy = crewSource((c) => {
      c.attributes.dexterity = 6;
      c.weight = 8;
      c.skills.seamanship = 'trained';
    });
    const rolls = byId(rollsOf(heavy));
    expect(rolls.footing!.formula).toBe('1d20cs<=9');
    expect(rolls.afloat!.formula).toBe('1d20cs<=0');
    expect(rolls.surface!.formula).toBe('1d20cs<=4');
  });

  it('rolls GURPS skills as the margin of skill over 3d6, skipping skills at 0', () => {
    const rolls = byId(
      rollsOf(
        crewSource((c) => {
          c.gurps.tacticsNaval = 0;
          c.gurps.spell = { name: 'Fair Wind', level: 13 };
        }),
      ),
    );
    expect(rolls['gurps.gunnerCannon']!.formula).toBe('12 - 3d6');
    expect(rolls['gurps.tacticsNaval']).toBeUndefined();
    expect(rolls['gurps.spell']).toMatchObject({
      formula: '13 - 3d6',
      name: 'Fair Wind',
      label: 'BROADSIDE.Crew.Roll.spell',
    });
  });

  it('names an unnamed spell by its field and leaves out a spell at level 0', () => {
    expect(byId(rollsOf(crewSource((c) => (c.gurps.spell.level = 11))))['gurps.spell']!.label).toBe(
      'BROADSIDE.Crew.FIELDS.gurps.FIELDS.spell.label',
    );
    expect(byId(rollsOf(crewSource()))['gurps.spell']).toBeUndefined();
  });

  it('gives every roll its own id', () => {
    const ids = rollsOf(crewSource((c) => (c.gurps.spell.level = 11))).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
