/** The High Seas fighter's block of the crew sheet (sheets/sheet-blocks.ts). */
import {
  ATTRIBUTES,
  FIGHTING_STYLES,
  HIT_LOCATIONS,
  LEFT_HAND_ITEMS,
  LOCATION_DATA,
  MAX_HIT_POINTS,
  SKILLS,
  SKILL_LEVELS,
  WEAPON_CLASSES,
  hasSkill,
  isLimb,
} from '../../rules/highseas';
import { wieldWeapon } from './crew-part';
import { WEAPON_HANDS, weaponStatsOf } from './weapon';
import { crewRolls } from './crew-rolls';
import { optionList } from '../../sheets/option-list';
import { fitsLeftHand } from '../../sheets/weapon-hands';
import type { CrewBlock, CrewFacts } from '../../sheets/sheet-blocks';
import { CREW_ARMOUR_TEMPLATE, CREW_FIGHT_TEMPLATE, CREW_SKILLS_TEMPLATE } from './templates';

const HP_ROW = 10;
const FIELD = 'BROADSIDE.Crew.FIELDS';

/** Boxes 1..count, the first `struck` of them struck, in rows for wide tracks. */
function track(count: number, struck: number, row = count) {
  const rows: { boxes: { n: number; struck: boolean }[] }[] = [];
  for (let start = 1; start <= count; start += row) {
    const boxes = [];
    for (let n = start; n < start + row && n <= count; n++) boxes.push({ n, struck: n <= struck });
    rows.push({ boxes });
  }
  return rows;
}

/** A modifier as people write it (+1, -2); null for none, so the template can leave it out. */
function signed(value: number): string | null {
  return value === 0 ? null : value > 0 ? `+${value}` : String(value);
}

/**
 * The High Seas fighter's part of the crew sheet: his attributes, hit points and wounds by
 * location, expertise and fighting style, skills and sea legs, movement, armour and weapons. Pure:
 * the sheet calls it, and the browser tests render the templates with exactly what it returns.
 *
 * `facts.crew` is the data in force; its `hitPoints.max` is the derived maximum, so the stored
 * override comes separately as `storedMax` and is the only value the form writes back to that field.
 */
export function highSeasCrewContext(facts: CrewFacts) {
  const { crew, derived, storedMax, weapons } = facts;
  const half = derived.halfHitPoints;
  const carried = weapons.map((weapon) => ({
    ...weapon,
    wielded: wieldWeapon(crew, weapon.system),
    aboard: wieldWeapon(crew, weapon.system, { aboard: true }),
  }));

  return {
    // A wound's damage input, the one number input not drawn from its schema field (it needs an aria-label).
    maxWoundDamage: MAX_HIT_POINTS,
    condition: { key: derived.condition, label: `BROADSIDE.Crew.Condition.${derived.condition}` },
    height: crew.height,
    attributes: ATTRIBUTES.map((key) => ({
      key,
      name: `system.attributes.${key}`,
      label: `${FIELD}.attributes.FIELDS.${key}.label`,
      hint: `${FIELD}.attributes.FIELDS.${key}.hint`,
      value: crew.attributes[key],
    })),
    hitPoints: {
      value: derived.hitPoints,
      max: derived.maxHitPoints,
      // The empty override input shows what the rules give instead.
      override: storedMax,
      fromEndurance: crew.attributes.endurance,
      half,
      damageTaken: derived.damageTaken,
      rows: track(derived.maxHitPoints, Math.min(derived.damageTaken, derived.maxHitPoints), HP_ROW),
    },
    expertise: WEAPON_CLASSES.map((key) => ({
      key,
      name: `system.expertise.${key}`,
      label: `${FIELD}.expertise.FIELDS.${key}.label`,
      value: crew.expertise[key],
    })),
    fightingStyles: optionList(FIGHTING_STYLES, crew.fightingStyle, 'BROADSIDE.Crew.FightingStyle'),
    fightingStyleLabel: `BROADSIDE.Crew.FightingStyle.${crew.fightingStyle}`,
    leftHandParry: LEFT_HAND_ITEMS.flatMap((item) => {
      const bonus = derived.leftHandParry[item];
      return bonus === null ? [] : [{ item, label: `BROADSIDE.Weapon.LeftHand.${item}`, bonus }];
    }),
    skills: SKILLS.map((key) => ({
      key,
      name: `system.skills.${key}`,
      label: `${FIELD}.skills.FIELDS.${key}.label`,
      hint: `${FIELD}.skills.FIELDS.${key}.hint`,
      levels: optionList(SKILL_LEVELS, crew.skills[key], 'BROADSIDE.Crew.SkillLevel'),
      levelLabel: `BROADSIDE.Crew.SkillLevel.${crew.skills[key]}`,
    })),
    seaLegs: {
      gained: crew.seaLegs.gained,
      attacksAboard: crew.seaLegs.attacksAboard,
      has: derived.seaLegs,
      fromSeamanship: hasSkill(crew.skills.seamanship),
      attackPenalty: derived.shipboard.attack,
      halfMove: derived.shipboard.halfMove,
    },
    wounds: HIT_LOCATIONS.map((key) => {
      const limb = isLimb(key);
      const { damage, state } = derived.locations[key];
      const [from, to] = LOCATION_DATA[key].faces;
      // A vital location shows the knock-out box and the one past it that kills; a limb the box that lames it.
      const count = Math.max(limb ? half : half + 1, damage);
      const wound: { damage: number; useless?: boolean } = crew.wounds[key];
      return {
        key,
        label: `BROADSIDE.Crew.Location.${key}`,
        faces: from === to ? `${from}` : `${from}–${to}`,
        limb,
        damage,
        damageName: `system.wounds.${key}.damage`,
        damageLabel: `${FIELD}.wounds.FIELDS.${key}.FIELDS.damage.label`,
        useless: wound.useless ?? false,
        uselessName: limb ? `system.wounds.${key}.useless` : null,
        uselessLabel: `${FIELD}.wounds.FIELDS.${key}.FIELDS.useless.label`,
        uselessHint: `${FIELD}.wounds.FIELDS.${key}.FIELDS.useless.hint`,
        state,
        stateLabel: `BROADSIDE.Crew.LocationState.${state}`,
        boxes: track(count, damage)[0]!.boxes.map((box) => ({
          ...box,
          threshold: box.n === half ? (limb ? 'lame' : 'knockout') : !limb && box.n === half + 1 ? 'death' : null,
        })),
      };
    }),
    limbEffects: [
      ...(derived.limbs.rightHandUsable ? [] : ['BROADSIDE.Crew.Sheet.rightHandUseless']),
      ...(derived.limbs.leftHandUsable ? [] : ['BROADSIDE.Crew.Sheet.leftHandUseless']),
      ...(derived.limbs.halfMove ? ['BROADSIDE.Crew.Sheet.legHalfMove'] : []),
      ...(derived.limbs.longAttacksAllowed ? [] : ['BROADSIDE.Crew.Sheet.noLongAttacks']),
    ],
    armour: { helmet: crew.armour.helmet, cuirass: crew.armour.cuirass, punch: derived.punchArmour },
    weight: crew.weight,
    movement: derived.movement,
    seaRolls: derived.seaRolls,
    weapons: carried.map(({ id, name, img, system, wielded, aboard }) => {
      const stats = weaponStatsOf(system);
      return {
        id,
        name,
        img,
        classLabel: `BROADSIDE.Weapon.Class.${stats.weaponClass}`,
        twoHanded: stats.twoHanded,
        toHit: wielded.toHit,
        toHitAboard: aboard.toHit,
        damage: wielded.damage,
        strengthAdjustment: signed(wielded.strengthAdjustment),
        leftHandParry: wielded.leftHandParry,
        usable: wielded.usable,
        hands: WEAPON_HANDS.map((hand) => ({
          value: hand,
          label: `BROADSIDE.Weapon.Hand.${hand}`,
          pressed: hand === system.hand,
          allowed: hand !== 'left' || fitsLeftHand(system),
        })),
      };
    }),
  };
}

/** The fighter's block: drawn where the world plays the High Seas duel, with his d20 rolls. */
export const HIGH_SEAS_CREW_BLOCK: CrewBlock = {
  aspect: 'personalCombat',
  context: highSeasCrewContext,
  parts: [
    { slot: 'fight', template: CREW_FIGHT_TEMPLATE },
    { slot: 'skills', template: CREW_SKILLS_TEMPLATE },
    { slot: 'skillsColumns', template: CREW_ARMOUR_TEMPLATE },
  ],
  rolls: (facts) => crewRolls(facts.crew, facts.derived),
};
