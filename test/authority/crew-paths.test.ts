/** A duel card's wounds on a Crew actor: the crew's paths, apart from the ship's, and the checks a card's data passes.
 * */
import { describe, expect, it } from 'vitest';
import { crewPaths, crewIntents, crewUpdateFor, readCrewPath } from '../../src/authority/writes/crew-paths';
import { allShipPaths } from '../../src/authority/writes/ship-paths';
import { isActorChange } from '../../src/data/change-checks';
import { fighterSheetOf } from '../../src/modules/highseas/fighter-sheet';
import { crewSource, weaponSource } from '../support/crew-fixtures';

const change = {
  wounds: { chest: 3, leftArm: 4 },
  lamed: ['leftArm' as const],
  damage: 7,
  attacksAboard: 1,
  seaLegs: true,
};

describe('crew paths', () => {
  it('share no path with a ship', () => {
    expect(Object.keys(crewPaths()).filter((p) => p in allShipPaths())).toEqual([]);
  });
  it("turn a card's wounds into counts moved and values set", () => {
    expect(crewIntents(change)).toEqual([
      { path: 'wounds.chest.damage', change: 3 },
      { path: 'wounds.leftArm.damage', change: 4 },
      { path: 'wounds.leftArm.useless', change: true },
      { path: 'hitPoints.value', change: -7 },
      { path: 'seaLegs.attacksAboard', change: 1 },
      { path: 'seaLegs.gained', change: true },
    ]);
    expect(crewIntents({ wounds: {}, lamed: [], damage: 0, attacksAboard: 0, seaLegs: false })).toEqual([]);
  });
  it("read and write the actor's data", () => {
    const source = crewSource((c) => (c.wounds.chest.damage = 2)) as unknown as Record<string, unknown>;
    expect(readCrewPath(source, 'wounds.chest.damage')).toBe(2);
    expect(
      crewUpdateFor([
        { path: 'wounds.chest.damage', value: 5 },
        { path: 'hitPoints.value', value: 3 },
      ]),
    ).toEqual({ wounds: { chest: { damage: 5 } }, hitPoints: { value: 3 } });
  });
  it('bound the hit points below zero and the count towards sea legs at three', () => {
    expect(crewPaths()['hitPoints.value']).toEqual({ kind: 'count', min: -40, max: 40 });
    expect(crewPaths()['seaLegs.attacksAboard']).toEqual({ kind: 'count', min: 0, max: 3 });
  });
});

describe("a card's crew change", () => {
  const of = (crew: unknown) => ({ actorUuid: 'Actor.abcdefghijklmnop', name: 'Moreau', crew });
  it('is checked strictly', () => {
    expect(isActorChange(of(change))).toBe(true);
    expect(isActorChange(of({ ...change, wounds: { belly: 2 } }))).toBe(false);
    expect(isActorChange(of({ ...change, wounds: { chest: 0 } }))).toBe(false);
    expect(isActorChange(of({ ...change, lamed: ['head'] }))).toBe(false);
    expect(isActorChange(of({ ...change, attacksAboard: 4 }))).toBe(false);
    expect(isActorChange(of({ ...change, extra: 1 }))).toBe(false);
    // A change is for a crew member or for a ship, never both.
    expect(isActorChange({ ...of(change), raked: true })).toBe(false);
  });
});

describe('a fighter as the duel reads his sheet', () => {
  it('takes his attributes, wounds, skills and the weapons in his hands', () => {
    const crew = crewSource((c) => {
      c.attributes.endurance = 12;
      c.hitPoints.value = 9;
      c.wounds.rightLeg = { damage: 2, useless: true };
      c.skills.seamanship = 'trained';
      c.fightingStyle = 'italian';
    });
    const sheet = fighterSheetOf({
      uuid: 'Actor.x',
      name: 'Moreau',
      img: '',
      source: crew,
      weapons: [
        { name: 'Rapier', system: weaponSource('rapier', 'right') },
        { name: 'Buckler', system: weaponSource('buckler', 'left') },
        { name: 'Pistol', system: weaponSource('pistol', 'carried') },
      ],
    });
    expect(sheet).toMatchObject({
      maxHitPoints: 12,
      damageTaken: 3,
      style: 'italian',
      seaLegs: true,
      right: { name: 'Rapier' },
      left: { name: 'Buckler' },
    });
    expect(sheet.useless.rightLeg).toBe(true);
    expect(sheet.wounds.rightLeg).toBe(2);
  });
  it('leaves the left hand empty under a two-handed weapon', () => {
    const sheet = fighterSheetOf({
      uuid: 'Actor.x',
      name: 'X',
      img: '',
      source: crewSource(),
      weapons: [
        { name: 'Pike', system: weaponSource('polearm', 'right') },
        { name: 'Hat', system: weaponSource('hat', 'left') },
      ],
    });
    expect(sheet.left).toBeNull();
  });
});
