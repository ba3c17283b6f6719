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
} from '../rules/highseas';
import { GURPS_SKILLS, wieldWeapon, type CrewDerived, type CrewSource } from '../data/crew';
import { WEAPON_HANDS, weaponStatsOf, type WeaponHand, type WeaponSource } from '../data/weapon';
import { crewRolls, type CrewRoll } from './crew-rolls';
import type { CrewDuelView } from '../duel/personal-combat';
import { optionList } from './option-list';
import { SHEET_TABS_TEMPLATE, modeToggle, sheetClass, sheetTabs, tabbedParts, type SheetMode } from './sheet-parts';
import { hasGurpsValues, showsGurps } from './rule-blocks';
import { SYSTEM_PATH } from '../constants';

/** The crew sheet's pages: the fight (hit points, wounds, duel, weapons), his rolls and skills, his story. */
export const CREW_TABS = [
  { id: 'fight', icon: 'fa-solid fa-khanda' },
  { id: 'skills', icon: 'fa-solid fa-dice-d20' },
  { id: 'biography', icon: 'fa-solid fa-book' },
] as const;

/** The crew sheet's parts: his head (name, attributes, condition), the tabs, one part per tab. */
export const CREW_PARTS = tabbedParts(
  `${SYSTEM_PATH}/templates/actor/crew-sheet.hbs`,
  SHEET_TABS_TEMPLATE,
  CREW_TABS,
  (tab) => `${SYSTEM_PATH}/templates/actor/crew-${tab}.hbs`,
);

/** How the crew sheet is shown: its mode and page. */
export interface CrewSheetView {
  mode: SheetMode;
  tab: string;
}

/** Edit mode unless told, so a test sees every input; the sheet itself opens in play mode. */
export const DEFAULT_CREW_VIEW: CrewSheetView = { mode: 'edit', tab: 'fight' };

/** A weapon item the crew owns, as the sheet reads it from the actor's items. */
export interface CarriedWeapon {
  id: string;
  name: string;
  img: string;
  system: WeaponSource;
}

const HP_ROW = 10;
const FIELD = 'BROADSIDE.Crew.FIELDS';
const ROLL_GROUPS = ['attribute', 'sea', 'gurps'] as const;

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

/** Whether the item may go in the left hand at all; two-handed weapons take the right. */
function fitsLeftHand(weapon: WeaponSource): boolean {
  return weapon.leftHand !== 'none' && !weapon.twoHanded;
}

/**
 * Everything the crew sheet template reads. Pure: the sheet calls it, and the browser tests render
 * the template with exactly what it returns.
 *
 * `crew` is the data in force; its `hitPoints.max` is the derived maximum, so the stored override
 * comes separately as `storedMax` and is the only value the form writes back to that field.
 */
export function crewSheetContext(
  crew: CrewSource,
  derived: CrewDerived,
  storedMax: number | null,
  weapons: readonly CarriedWeapon[],
  editable: boolean,
  /** His duel as the sheet shows it; null while he fights none. */
  duel: CrewDuelView | null = null,
  view: Partial<CrewSheetView> = {},
) {
  const { mode, tab } = { ...DEFAULT_CREW_VIEW, ...view };
  const editing = editable && mode === 'edit';
  const gurpsShown = showsGurps(crew.gurps, editing);
  const half = derived.halfHitPoints;
  const carried = weapons.map((weapon) => ({
    ...weapon,
    wielded: wieldWeapon(crew, weapon.system),
    aboard: wieldWeapon(crew, weapon.system, { aboard: true }),
  }));
  const rolls = crewRolls(crew, derived);

  return {
    editable,
    /** His fixed figures (attributes, expertise, skills, armour) are inputs: edit mode, for who may edit. */
    editing,
    mode,
    sheetClass: sheetClass('crew', mode, editable),
    modeToggle: modeToggle(mode),
    tabs: sheetTabs(CREW_TABS, tab, 'BROADSIDE.Crew.Tab'),
    tabsLabel: 'BROADSIDE.Crew.Tab.label',
    // A wound's damage input, the one number input not drawn from its schema field (it needs an aria-label).
    maxWoundDamage: MAX_HIT_POINTS,
    condition: { key: derived.condition, label: `BROADSIDE.Crew.Condition.${derived.condition}` },
    height: crew.height,
    duel,
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
    gurpsShown,
    /** Shown in edit mode only so they can be entered: the block says which rules read them. */
    gurpsUnused: gurpsShown && !hasGurpsValues(crew.gurps),
    gurps: GURPS_SKILLS.map((key) => ({
      key,
      name: `system.gurps.${key}`,
      label: `${FIELD}.gurps.FIELDS.${key}.label`,
      value: crew.gurps[key],
    })),
    spell: crew.gurps.spell,
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
    rollGroups: ROLL_GROUPS.map((group) => ({
      group,
      label: `BROADSIDE.Crew.Sheet.rollGroup.${group}`,
      rolls: rolls.filter((roll: CrewRoll) => roll.group === group),
    })).filter((g) => g.rolls.length > 0 && (g.group !== 'gurps' || gurpsShown)),
  };
}

/** One update to an owned weapon's hand, in the shape of `updateEmbeddedDocuments`. */
export interface HandUpdate {
  _id: string;
  system: { hand: WeaponHand };
}

/** What choosing a hand needs to know of each carried weapon. */
export interface HeldWeapon {
  id: string;
  hand: WeaponHand;
  twoHanded: boolean;
  fitsLeftHand: boolean;
}

export function heldWeapon(weapon: CarriedWeapon): HeldWeapon {
  return {
    id: weapon.id,
    hand: weapon.system.hand,
    twoHanded: weapon.system.twoHanded,
    fitsLeftHand: fitsLeftHand(weapon.system),
  };
}

/**
 * Puts a weapon in a hand, moving whatever held that hand back to carried; a two-handed weapon in
 * the right takes both hands. Absolute targets only, so a repeated click asks for nothing new.
 */
export function handUpdates(weapons: readonly HeldWeapon[], id: string, hand: WeaponHand): HandUpdate[] {
  const chosen = weapons.find((w) => w.id === id);
  if (!chosen || chosen.hand === hand || (hand === 'left' && !chosen.fitsLeftHand)) return [];
  const hands = (w: { hand: WeaponHand; twoHanded: boolean }): WeaponHand[] =>
    w.hand === 'carried' ? [] : w.hand === 'right' && w.twoHanded ? ['right', 'left'] : [w.hand];
  const taking = new Set(hands({ hand, twoHanded: chosen.twoHanded }));
  const updates: HandUpdate[] = [{ _id: id, system: { hand } }];
  for (const other of weapons) {
    if (other.id !== id && hands(other).some((h) => taking.has(h)))
      updates.push({ _id: other.id, system: { hand: 'carried' } });
  }
  return updates;
}
