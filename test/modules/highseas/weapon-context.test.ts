import { describe, expect, it } from 'vitest';
import { crewSource, deriveWeapon, weaponSource, wieldWeapon, type WeaponSource } from '../../support/crew-fixtures';
import { weaponSheetContext } from '../../../src/modules/highseas/weapon-context';

const contextOf = (weapon: WeaponSource) => weaponSheetContext(weapon, deriveWeapon(weapon), true, null);

describe('weapon sheet context', () => {
  it("shows a rapier's traits: third to resolve, thrust and slash, a lunge, French left-hand parry", () => {
    const { traits, problems } = contextOf(weaponSource('rapier'));
    expect(problems).toEqual([]);
    expect(traits).toMatchObject({
      attackOrder: 3,
      attackOrderOf: 5,
      canParry: true,
      freeParry: -6,
      hasFreeParry: true,
      canDisarm: true,
    });
    expect(traits.normalAttacks).toEqual(['BROADSIDE.Weapon.Attack.thrust', 'BROADSIDE.Weapon.Attack.slash']);
    expect(traits.longAttacks).toEqual(['BROADSIDE.Weapon.Attack.lunge']);
    expect(traits.leftHandParry).toEqual([
      { style: 'french', label: 'BROADSIDE.Crew.FightingStyle.french', bonus: 1, allowed: true },
      { style: 'italian', label: 'BROADSIDE.Crew.FightingStyle.italian', bonus: null, allowed: false },
    ]);
  });

  it('edits each flag through a named checkbox (the numbers are the schema fields’ own inputs)', () => {
    const { flags } = contextOf(weaponSource('pistol'));
    expect(flags.map((f) => f.name)).toEqual(['system.parryable', 'system.twoHanded', 'system.longActions.lunge']);
  });

  it('starts the preset list on the table weapon the stats match, and on none once edited', () => {
    const selected = (w: WeaponSource) =>
      contextOf(w)
        .presets.filter((p) => p.selected)
        .map((p) => p.value);
    expect(selected(weaponSource('rapier'))).toEqual(['rapier']);
    // The sabre and cutlass share every number, so neither is picked.
    expect(selected(weaponSource('sabre'))).toEqual([]);
    expect(selected(weaponSource('rapier', 'carried', (w) => (w.damage = 5)))).toEqual([]);
  });

  it('turns inconsistent stats into warnings', () => {
    const odd = weaponSource('polearm', 'carried', (w) => {
      w.minStr = 17;
      w.advStr = 12;
      w.longActions.lunge = true;
    });
    expect(contextOf(odd).problems).toEqual([
      'BROADSIDE.Weapon.Problem.MinStrAboveAdvStr',
      'BROADSIDE.Weapon.Problem.LungeNeedsDuelingWeapon',
    ]);
  });

  it('does not offer the left hand to a musket unless it is already stored there', () => {
    expect(contextOf(weaponSource('musket')).hands.find((h) => h.value === 'left')!.disabled).toBe(true);
    const stored = contextOf(weaponSource('musket', 'left'));
    expect(stored.hands.find((h) => h.value === 'left')).toMatchObject({ selected: true, disabled: false });
    expect(stored.problems).toContain('BROADSIDE.Weapon.Problem.NotALeftHandItem');
  });

  it('passes the wielder through for an owned weapon', () => {
    const crew = crewSource((c) => (c.expertise.dueling = 8));
    const rapier = weaponSource('rapier', 'right');
    const context = weaponSheetContext(rapier, deriveWeapon(rapier), true, {
      name: 'Jack',
      wielded: wieldWeapon(crew, rapier),
    });
    expect(context.wielder?.wielded.toHit).toBe(9);
  });
});
