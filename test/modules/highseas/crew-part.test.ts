import { describe, it, expect } from 'vitest';
import { SchemaField, installFoundryFields, type DataField } from '../../support/foundry-fields';
import { checkAgainstSchema } from '../../support/schema-check';

// The models read foundry.data.fields when they load, so the stand-in goes in first.
installFoundryFields();
const { CrewModel, defineCrewSchema, deriveCrew } = await import('../../../src/data/crew');
const { wieldWeapon } = await import('../../../src/modules/highseas/crew-part');
// Kyngesreach's skills, at their stored path in every crew member's data (its root part, test/support/setup.ts).
const { GURPS_SKILLS } = await import('../../../src/modules/kyngesreach/crew-part');
const { weaponSourceOf } = await import('../../../src/modules/highseas/weapon');
const { HIT_LOCATIONS, WEAPONS } = await import('../../../src/rules/highseas');
type CrewSource = Parameters<typeof deriveCrew>[0];
type WeaponSource = Parameters<typeof wieldWeapon>[1];

/** The data a new Crew actor gets: every field's initial value. */
function initialData(schema: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema).map(([key, field]) => [
      key,
      field instanceof SchemaField ? initialData(field.fields) : (field as DataField).options.initial,
    ]),
  );
}

function crew(changes: (c: CrewSource) => void = () => {}): CrewSource {
  const data = structuredClone(initialData(defineCrewSchema())) as unknown as CrewSource;
  changes(data);
  return data;
}

function cutlass(hand: WeaponSource['hand'] = 'right'): WeaponSource {
  return { ...weaponSourceOf(WEAPONS.cutlass), hand, description: '' };
}

describe('crew schema', () => {
  it('gives a new crew actor valid data', () => {
    expect(checkAgainstSchema(defineCrewSchema(), crew())).toEqual([]);
  });

  it('starts with average attributes, hit points from Endurance and the GURPS defaults', () => {
    const data = crew();
    expect(data.attributes).toEqual({ strength: 10, dexterity: 10, endurance: 10, wit: 10 });
    expect(data.hitPoints).toEqual({ value: 10, max: null });
    expect(data.gurps).toEqual({
      weatherSense: 10,
      seamanship: 10,
      tacticsNaval: 10,
      gunnerCannon: 12,
      spell: { name: '', level: 0 },
    });
    expect(Object.keys(data.gurps)).toEqual([...GURPS_SKILLS, 'spell']);
  });

  it('keeps a wound record for every hit location, with a useless mark on limbs only', () => {
    const data = crew();
    expect(Object.keys(data.wounds)).toEqual([...HIT_LOCATIONS]);
    expect(data.wounds.head).toEqual({ damage: 0 });
    expect(data.wounds.leftLeg).toEqual({ damage: 0, useless: false });
  });

  it('bounds every number', () => {
    const bad = crew((c) => {
      c.attributes.strength = 19;
      c.attributes.wit = 2;
      c.hitPoints.value = -41;
      c.hitPoints.max = 0;
      c.expertise.dueling = 21;
      c.seaLegs.attacksAboard = 4;
      c.wounds.chest.damage = 41;
      c.weight = 11;
      c.gurps.gunnerCannon = 31;
      c.gurps.spell.level = 1.5;
    });
    expect(checkAgainstSchema(defineCrewSchema(), bad)).toEqual([
      'system.attributes.strength: 19 is above 18',
      'system.attributes.wit: 2 is below 3',
      'system.hitPoints.value: -41 is below -40',
      'system.hitPoints.max: 0 is below 1',
      'system.expertise.dueling: 21 is above 20',
      'system.seaLegs.attacksAboard: 4 is above 3',
      'system.wounds.chest.damage: 41 is above 40',
      'system.weight: 11 is above 10',
      'system.gurps.gunnerCannon: 31 is above 30',
      'system.gurps.spell.level: 1.5 is not a whole number',
    ]);
  });

  it('refuses a style or skill tier that does not exist', () => {
    const bad = crew((c) => {
      (c as { fightingStyle: string }).fightingStyle = 'spanish';
      (c.skills as { acrobatics: string }).acrobatics = 'grand master';
    });
    expect(checkAgainstSchema(defineCrewSchema(), bad)).toHaveLength(2);
  });

  it('localises under BROADSIDE.Crew', () => {
    expect(CrewModel.LOCALIZATION_PREFIXES).toEqual(['BROADSIDE.Crew']);
  });
});

describe('deriveCrew', () => {
  it('derives hit points from Endurance, or takes the override', () => {
    expect(deriveCrew(crew((c) => (c.attributes.endurance = 14)))).toMatchObject({
      maxHitPoints: 14,
      hitPoints: 10,
      damageTaken: 4,
    });
    expect(deriveCrew(crew((c) => (c.hitPoints.max = 20)))).toMatchObject({ maxHitPoints: 20, halfHitPoints: 10 });
  });

  it('never shows more hit points than the maximum', () => {
    expect(deriveCrew(crew((c) => (c.hitPoints.value = 30)))).toMatchObject({
      hitPoints: 10,
      damageTaken: 0,
      condition: 'active',
    });
  });

  it('knocks out at zero hit points and kills below', () => {
    expect(deriveCrew(crew((c) => (c.hitPoints.value = 0))).condition).toBe('unconscious');
    expect(deriveCrew(crew((c) => (c.hitPoints.value = -1))).condition).toBe('dead');
  });

  it('knocks out or kills from damage on the head or chest', () => {
    // 10 hit points: half is 5
    expect(deriveCrew(crew((c) => (c.wounds.head.damage = 5))).condition).toBe('unconscious');
    const dead = deriveCrew(crew((c) => (c.wounds.chest.damage = 6)));
    expect(dead.condition).toBe('dead');
    expect(dead.locations.chest).toEqual({ damage: 6, state: 'dead' });
  });

  it('lames a leg: half movement, no long attacks', () => {
    const lame = deriveCrew(crew((c) => (c.wounds.leftLeg.useless = true)));
    expect(lame.locations.leftLeg.state).toBe('useless');
    expect(lame.limbs).toMatchObject({ halfMove: true, longAttacksAllowed: false });
    expect(lame.movement).toMatchObject({ move: 3, run: 6 });
    expect(lame.condition).toBe('active');
  });

  it('gives sea legs to a trained seaman or one who has gained them', () => {
    expect(deriveCrew(crew()).shipboard).toEqual({ attack: -1, halfMove: true });
    expect(deriveCrew(crew((c) => (c.skills.seamanship = 'trained'))).seaLegs).toBe(true);
    expect(deriveCrew(crew((c) => (c.seaLegs.gained = true))).shipboard).toEqual({ attack: 0, halfMove: false });
  });

  it('climbs and swims by seamanship, acrobatics and Dexterity', () => {
    const topman = deriveCrew(
      crew((c) => {
        c.attributes.dexterity = 15;
        c.skills.seamanship = 'superior';
        c.skills.acrobatics = 'trained';
      }),
    );
    expect(topman.movement).toMatchObject({
      move: 7,
      run: 14,
      rigging: 5,
      riggingLong: 10,
      swim: 4,
      underwaterTurns: 10,
    });
    expect(topman.seaRolls.footing).toBe(21);
  });

  it('reads the left-hand bonuses of the fighting style', () => {
    expect(deriveCrew(crew((c) => (c.fightingStyle = 'french'))).leftHandParry.hat).toBe(2);
    expect(deriveCrew(crew((c) => (c.fightingStyle = 'italian'))).leftHandParry.hat).toBeNull();
  });

  it('counts helmet and cuirass against punches', () => {
    expect(deriveCrew(crew((c) => Object.assign(c.armour, { helmet: true, cuirass: true }))).punchArmour).toBe(2);
  });
});

describe('wieldWeapon', () => {
  it('adds class expertise and weapon bonus, and the sea-legs penalty aboard', () => {
    const sailor = crew((c) => (c.expertise.dueling = 9));
    expect(wieldWeapon(sailor, cutlass())).toMatchObject({ toHit: 9, damage: 4, usable: true, leftHandParry: null });
    expect(wieldWeapon(sailor, cutlass(), { aboard: true }).toHit).toBe(8);
  });

  it('adjusts damage for Strength', () => {
    expect(
      wieldWeapon(
        crew((c) => (c.attributes.strength = 6)),
        cutlass(),
      ),
    ).toMatchObject({ damage: 2, strengthAdjustment: -2 });
    expect(
      wieldWeapon(
        crew((c) => (c.attributes.strength = 16)),
        cutlass(),
      ),
    ).toMatchObject({ damage: 5, strengthAdjustment: 1 });
  });

  it('gives the style bonus to a left-hand item', () => {
    const french = crew((c) => (c.fightingStyle = 'french'));
    const mainGauche: WeaponSource = { ...weaponSourceOf(WEAPONS.mainGauche), hand: 'left', description: '' };
    expect(wieldWeapon(french, mainGauche).leftHandParry).toBe(3);
  });

  it('cannot use a weapon in a useless hand', () => {
    const hurt = crew((c) => (c.wounds.rightArm.useless = true));
    expect(wieldWeapon(hurt, cutlass('right')).usable).toBe(false);
    expect(wieldWeapon(hurt, cutlass('carried')).usable).toBe(true);
  });
});
