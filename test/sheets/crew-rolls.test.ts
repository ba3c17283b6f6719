import { describe, expect, it } from 'vitest';
import { crewSource, deriveCrew, weaponSource, wieldWeapon, type CrewSource } from '../support/crew-fixtures';
import { crewRolls, type RolledWeapon } from '../../src/sheets/crew-rolls';

function rollsOf(crew: CrewSource, weapons: RolledWeapon[] = []) {
  return crewRolls(crew, deriveCrew(crew), weapons);
}
const byId = (rolls: ReturnType<typeof rollsOf>) => Object.fromEntries(rolls.map((r) => [r.id, r]));

describe('crew sheet rolls', () => {
  it('rolls each attribute as a d20 at or under it', () => {
    const rolls = byId(rollsOf(crewSource((c) => (c.attributes.dexterity = 14))));
    expect(rolls['attribute.dexterity']).toMatchObject({ formula: '1d20cs<=14', group: 'attribute' });
    expect(rolls['attribute.strength']!.formula).toBe('1d20cs<=10');
  });

  it('gives each usable weapon an attack at its to-hit and a serious wound at damage + 1d6', () => {
    const crew = crewSource((c) => (c.expertise.dueling = 9));
    const rapier = weaponSource('rapier', 'right');
    const rolls = byId(rollsOf(crew, [{ id: 'abc', name: 'Rapier', wielded: wieldWeapon(crew, rapier) }]));
    expect(rolls['weapon.abc.attack']).toMatchObject({ formula: '1d20cs<=10', name: 'Rapier', label: 'BROADSIDE.Crew.Roll.attack' });
    expect(rolls['weapon.abc.serious']!.formula).toBe('3 + 1d6');
  });

  it('leaves out a weapon whose hand is useless', () => {
    const crew = crewSource((c) => (c.wounds.rightArm.useless = true));
    const rolls = byId(rollsOf(crew, [{ id: 'abc', name: 'Cutlass', wielded: wieldWeapon(crew, weaponSource('cutlass', 'right')) }]));
    expect(rolls['weapon.abc.attack']).toBeUndefined();
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
    expect(rolls.hitLocation!.formula).toBe('1d20');
  });

  it('offers the Wit roll for sea legs only to a landsman', () => {
    expect(byId(rollsOf(crewSource())).seaLegs!.formula).toBe('1d20cs<=10');
    expect(byId(rollsOf(crewSource((c) => (c.skills.seamanship = 'trained')))).seaLegs).toBeUndefined();
    expect(byId(rollsOf(crewSource((c) => (c.seaLegs.gained = true)))).seaLegs).toBeUndefined();
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
    expect(rolls['gurps.spell']).toMatchObject({ formula: '13 - 3d6', name: 'Fair Wind', label: 'BROADSIDE.Crew.Roll.spell' });
  });

  it('names an unnamed spell by its field and leaves out a spell at level 0', () => {
    expect(byId(rollsOf(crewSource((c) => (c.gurps.spell.level = 11))))['gurps.spell']!.label).toBe(
      'BROADSIDE.Crew.FIELDS.gurps.FIELDS.spell.label',
    );
    expect(byId(rollsOf(crewSource()))['gurps.spell']).toBeUndefined();
  });

  it('gives every roll its own id', () => {
    const crew = crewSource((c) => (c.gurps.spell.level = 11));
    const weapons = ['a', 'b'].map((id) => ({ id, name: id, wielded: wieldWeapon(crew, weaponSource('dagger')) }));
    const ids = rollsOf(crew, weapons).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
