import { languageTrees } from '../../tools/manifest.mjs';
import { describe, expect, it } from 'vitest';
import { crewSource, deriveCrew, weaponSource, type CrewSource } from '../support/crew-fixtures';
import type { CarriedWeapon } from '../../src/sheets/crew-context';
import { handUpdates, heldWeapon } from '../../src/sheets/weapon-hands';
import { crewSheetContext } from '../support/sheet-modules';

function contextOf(crew: CrewSource, weapons: CarriedWeapon[] = [], storedMax: number | null = crew.hitPoints.max) {
  return crewSheetContext(crew, deriveCrew(crew), storedMax, weapons, true);
}
const carried = (id: string, source: CarriedWeapon['system']): CarriedWeapon => ({
  id,
  name: id,
  img: '',
  system: source,
});

describe('crew sheet context', () => {
  it('takes the maximum hit points from Endurance and leaves the override empty', () => {
    const { hitPoints } = contextOf(crewSource((c) => (c.attributes.endurance = 12)));
    expect(hitPoints).toMatchObject({ max: 12, override: null, fromEndurance: 12, half: 6 });
    expect(hitPoints.rows.flatMap((r) => r.boxes)).toHaveLength(12);
  });

  it('shows a stored override as the maximum and in its own input', () => {
    const { hitPoints } = contextOf(crewSource((c) => (c.hitPoints.max = 15)));
    expect(hitPoints).toMatchObject({ max: 15, override: 15, fromEndurance: 10 });
  });

  it('strikes a hit point box for each point of damage taken', () => {
    const { hitPoints } = contextOf(
      crewSource((c) => {
        c.attributes.endurance = 12;
        c.hitPoints.value = 7;
      }),
    );
    const boxes = hitPoints.rows.flatMap((r) => r.boxes);
    expect(boxes.filter((b) => b.struck).map((b) => b.n)).toEqual([1, 2, 3, 4, 5]);
    expect(hitPoints.rows.map((r) => r.boxes.length)).toEqual([10, 2]);
  });

  it('shows each location with its boxes up to the threshold and its state', () => {
    const { wounds, limbEffects } = contextOf(
      crewSource((c) => {
        c.wounds.rightArm = { damage: 1, useless: true };
        c.wounds.head.damage = 2;
      }),
    );
    const byKey = Object.fromEntries(wounds.map((w) => [w.key, w]));
    expect(byKey.rightArm).toMatchObject({
      state: 'useless',
      useless: true,
      uselessName: 'system.wounds.rightArm.useless',
      faces: '11–13',
    });
    expect(byKey.head).toMatchObject({ state: 'wounded', uselessName: null, faces: '1–2' });
    // Half of 10 hit points is 5: the head knocks out at 5 and kills at 6; an arm lames at 5.
    expect(byKey.head!.boxes.map((b) => b.threshold)).toEqual([null, null, null, null, 'knockout', 'death']);
    expect(byKey.rightArm!.boxes.map((b) => b.threshold)).toEqual([null, null, null, null, 'lame']);
    expect(byKey.head!.boxes.filter((b) => b.struck)).toHaveLength(2);
    expect(limbEffects).toEqual(['BROADSIDE.Crew.Sheet.rightHandUseless']);
  });

  it('adds boxes when a location has taken more than its track shows', () => {
    const { wounds } = contextOf(crewSource((c) => (c.wounds.leftLeg.damage = 8)));
    expect(wounds.find((w) => w.key === 'leftLeg')!.boxes).toHaveLength(8);
  });

  it("lists the crew's weapons with to-hit from the class expertise, aboard and ashore", () => {
    const crew = crewSource((c) => {
      c.expertise.dueling = 9;
      c.attributes.strength = 15;
    });
    const [rapier] = contextOf(crew, [carried('rapier', weaponSource('rapier', 'right'))]).weapons;
    // Expertise 9 + the rapier's 1; a landsman fights aboard at -1; Strength 15 is above AdvSTR 14.
    expect(rapier).toMatchObject({ toHit: 10, toHitAboard: 9, damage: 4, strengthAdjustment: '+1', usable: true });
    expect(rapier!.hands.map((h) => [h.value, h.pressed, h.allowed])).toEqual([
      ['carried', false, true],
      ['right', true, true],
      ['left', false, true],
    ]);
  });

  it('does not offer the left hand to a two-handed weapon', () => {
    const [musket] = contextOf(crewSource(), [carried('musket', weaponSource('musket'))]).weapons;
    expect(musket!.hands.find((h) => h.value === 'left')!.allowed).toBe(false);
  });

  it('marks the selected option of every choice', () => {
    const context = contextOf(
      crewSource((c) => {
        c.fightingStyle = 'italian';
        c.skills.acrobatics = 'master';
      }),
    );
    expect(context.fightingStyles.filter((o) => o.selected).map((o) => o.value)).toEqual(['italian']);
    expect(
      context.skills
        .find((s) => s.key === 'acrobatics')!
        .levels.filter((o) => o.selected)
        .map((o) => o.value),
    ).toEqual(['master']);
    expect(context.leftHandParry.map((p) => p.item)).toEqual(['mainGauche', 'baton', 'buckler']);
  });

  it('groups the rolls and leaves no group empty', () => {
    const groups = contextOf(crewSource()).rollGroups;
    expect(groups.map((g) => g.group)).toEqual(['attribute', 'sea', 'gurps']);
    expect(groups.every((g) => g.rolls.length > 0)).toBe(true);
  });
});

describe('choosing a hand', () => {
  const held = [
    carried('cutlass', weaponSource('cutlass', 'right')),
    carried('dagger', weaponSource('dagger', 'left')),
    carried('musket', weaponSource('musket')),
    carried('pistol', weaponSource('pistol')),
  ].map(heldWeapon);

  it('moves what held the hand back to carried', () => {
    expect(handUpdates(held, 'pistol', 'right')).toEqual([
      { _id: 'pistol', system: { hand: 'right' } },
      { _id: 'cutlass', system: { hand: 'carried' } },
    ]);
  });

  it('clears both hands for a two-handed weapon', () => {
    expect(handUpdates(held, 'musket', 'right').map((u) => u._id)).toEqual(['musket', 'cutlass', 'dagger']);
  });

  it('takes a two-handed weapon out of the right when something goes in the left', () => {
    const withMusket = [
      carried('musket', weaponSource('musket', 'right')),
      carried('dagger', weaponSource('dagger')),
    ].map(heldWeapon);
    expect(handUpdates(withMusket, 'dagger', 'left')).toEqual([
      { _id: 'dagger', system: { hand: 'left' } },
      { _id: 'musket', system: { hand: 'carried' } },
    ]);
  });

  it('refuses the left hand to a weapon that is no left-hand item', () => {
    expect(handUpdates(held, 'pistol', 'left')).toEqual([]);
    expect(handUpdates(held, 'musket', 'left')).toEqual([]);
  });

  it('asks for nothing when the weapon is already there, so a second click changes nothing', () => {
    expect(handUpdates(held, 'cutlass', 'right')).toEqual([]);
    expect(handUpdates(held, 'gone', 'right')).toEqual([]);
    expect(handUpdates(held, 'dagger', 'carried')).toEqual([{ _id: 'dagger', system: { hand: 'carried' } }]);
  });
});

describe('the crew sheet’s modes and rule-set blocks', () => {
  const view = (crew: CrewSource, mode: 'play' | 'edit', editable = true) =>
    crewSheetContext(crew, deriveCrew(crew), null, [], editable, null, { mode });

  it('makes his figures inputs only in edit mode, for a reader who may edit, and opens on the fight', () => {
    expect(view(crewSource(), 'edit').editing).toBe(true);
    expect(view(crewSource(), 'play').editing).toBe(false);
    expect(view(crewSource(), 'edit', false).editing).toBe(false);
    expect(view(crewSource(), 'play').modeToggle.label).toBe('BROADSIDE.SheetMode.unlock');
    expect(Object.values(view(crewSource(), 'play').tabs).find((t) => t.active)?.id).toBe('fight');
  });

  it('shows the GURPS block and rolls in play only where someone entered GURPS values', () => {
    const plain = view(crewSource(), 'play');
    expect(plain.gurpsShown).toBe(false);
    expect(plain.rollGroups.map((g) => g.group)).toEqual(['attribute', 'sea']);
    const gunner = view(
      crewSource((c) => (c.gurps.gunnerCannon = 14)),
      'play',
    );
    expect(gunner.gurpsShown).toBe(true);
    expect(gunner.gurpsUnused).toBe(false);
    expect(gunner.rollGroups.map((g) => g.group)).toContain('gurps');
    const edit = view(crewSource(), 'edit');
    expect(edit).toMatchObject({ gurpsShown: true, gurpsUnused: true });
  });
});

describe('the spelling of the language file', () => {
  it('writes duelling the British way throughout the English files', () => {
    const values = JSON.stringify(Object.values(flatten(languageTrees().en as Record<string, unknown>)));
    expect(values).not.toMatch(/dueling|dueler/i);
    expect(values).toMatch(/Duelling/);
  });
});

function flatten(tree: Record<string, unknown>, out: Record<string, unknown> = {}, prefix = '') {
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object') flatten(value as Record<string, unknown>, out, `${prefix}${key}.`);
    else out[`${prefix}${key}`] = value;
  }
  return out;
}
