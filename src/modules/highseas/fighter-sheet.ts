/** A Crew actor as a duel reads him when it begins (decision hs-duel-snapshot). Pure. */
import {
  HIT_LOCATIONS,
  LIMBS,
  hasSkill,
  maxHitPoints,
  type FighterSheet,
  type HeldWeapon,
  type HitLocation,
  type Limb,
} from '../../rules/highseas';
import type { CrewRef } from '../../data/crew-ref';
import { weaponStatsOf } from './weapon';

function heldIn(weapons: CrewRef['weapons'], hand: 'right' | 'left'): HeldWeapon | null {
  const found = weapons.find((w) => w.system.hand === hand);
  return found ? { name: found.name, stats: weaponStatsOf(found.system) } : null;
}

export function fighterSheetOf(crew: CrewRef): FighterSheet {
  const { source } = crew;
  const max = maxHitPoints(source.attributes, source.hitPoints.max ?? null);
  const wounds = Object.fromEntries(HIT_LOCATIONS.map((loc) => [loc, source.wounds[loc].damage])) as Record<
    HitLocation,
    number
  >;
  const useless = Object.fromEntries(LIMBS.map((limb) => [limb, source.wounds[limb].useless])) as Record<Limb, boolean>;
  const right = heldIn(crew.weapons, 'right');
  return {
    ...source.attributes,
    height: source.height,
    maxHitPoints: max,
    damageTaken: Math.max(0, max - Math.min(source.hitPoints.value, max)),
    wounds,
    useless,
    expertise: { ...source.expertise },
    style: source.fightingStyle,
    seamanship: source.skills.seamanship,
    acrobatics: source.skills.acrobatics,
    seaLegs: source.seaLegs.gained || hasSkill(source.skills.seamanship),
    attacksAboard: source.seaLegs.attacksAboard,
    helmet: source.armour.helmet,
    cuirass: source.armour.cuirass,
    weight: source.weight,
    right,
    // A two-handed weapon in the right hand leaves nothing in the left.
    left: right?.stats.twoHanded ? null : heldIn(crew.weapons, 'left'),
  };
}
