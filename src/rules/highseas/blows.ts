/**
 * What a blow that lands does: its points (a weapon's, or the unarmed table's), where it lands,
 * and the wound it leaves — stun, a lamed limb, unconsciousness or death. Pure; it changes the
 * fighter it is given (the turn works on its own copy of the duel).
 */
import type { DiceSource } from '../dice/dice';
import { HEAVY_STRENGTH, halfHitPoints, type Condition } from './character';
import { LOCATION_DATA, isLimb, rollHitLocation, type HitLocation } from './locations';
import { strengthDamageAdjustment } from './weapons';
import type { UnarmedForm } from './actions';
import { conditionOf, isUseless, locationDamage, type Fighter, type HeldWeapon } from './fighter';
import { d20Test, sumOf, type D20Test, type Modifier } from './rolls';

/** How a blow's points were made up. */
export interface BlowPoints {
  parts: Modifier[];
  /** The serious wound's d6, when a weapon made one. */
  seriousDie: number | null;
  points: number;
  /** Helmet and cuirass together turn a punch aside. */
  turned: boolean;
}

/** A weapon's blow: its damage, Strength against MinSTR and AdvSTR, a d6 more when serious; never below 0 (decision
 * hs-weapon-damage). */
export function weaponPoints(strength: number, weapon: HeldWeapon, serious: boolean, dice: DiceSource): BlowPoints {
  const { stats } = weapon;
  const parts: Modifier[] = [{ id: 'weaponDamage', value: stats.damage }];
  const adjust = strengthDamageAdjustment(strength, stats.minStr, stats.advStr);
  if (adjust !== 0) parts.push({ id: adjust > 0 ? 'advStr' : 'minStr', value: adjust });
  let seriousDie: number | null = null;
  if (serious) {
    seriousDie = dice.roll(1, 6)[0]!;
    parts.push({ id: 'seriousDie', value: seriousDie });
  }
  return { parts, seriousDie, points: Math.max(0, sumOf(parts)), turned: false };
}

/**
 * The unarmed table's points (decision hs-unarmed-damage): a punch does 1 on a serious hit, a
 * haymaker a point more, a kick 2 on a serious hit, each a point more at Strength 16 or above;
 * helmet and cuirass take a point each off a punch or haymaker, and both turn it aside. A grapple
 * or tackle that holds does 1.
 */
export function unarmedPoints(
  form: UnarmedForm,
  strength: number,
  serious: boolean,
  armour: { helmet: boolean; cuirass: boolean },
): BlowPoints {
  const parts: Modifier[] = [];
  const heavy = strength >= HEAVY_STRENGTH;
  if (form === 'grapple' || form === 'tackle') parts.push({ id: 'grappleDamage', value: 1 });
  if (form === 'kick' && serious)
    parts.push({ id: 'kickDamage', value: 2 }, ...(heavy ? [{ id: 'heavy', value: 1 }] : []));
  const punching = form === 'punch' || form === 'haymaker';
  if (punching) {
    if (serious) parts.push({ id: 'punchDamage', value: 1 }, ...(heavy ? [{ id: 'heavy', value: 1 }] : []));
    if (form === 'haymaker') parts.push({ id: 'haymaker', value: 1 });
    if (armour.helmet) parts.push({ id: 'helmet', value: -1 });
    if (armour.cuirass) parts.push({ id: 'cuirass', value: -1 });
  }
  const turned = punching && armour.helmet && armour.cuirass;
  return { parts, seriousDie: null, points: turned ? 0 : Math.max(0, sumOf(parts)), turned };
}

/** The wound a blow leaves. */
export interface Wound {
  face: number;
  location: HitLocation;
  points: number;
  /** The blow reached the location's stun threshold (head 2, chest and flank 4). */
  stun: boolean;
  /** A limb struck for 3 or more: the Endurance roll against losing it, unless it was lost anyway. */
  limbRoll: D20Test | null;
  /** The limb is useless now (for `days` days when a roll lost it; null when the damage alone did). */
  lamed: boolean;
  days: number | null;
  /** The fighter's state after the blow, and the hours a knock-out lasts. */
  condition: Condition;
  hours: number | null;
}

/** Lands `points` on a rolled location of `f` (changing him) and reads what it does. */
export function wound(f: Fighter, points: number, dice: DiceSource): Wound {
  const { face, location } = rollHitLocation(dice);
  return woundAt(f, location, face, points, dice);
}

export function woundAt(f: Fighter, location: HitLocation, face: number, points: number, dice: DiceSource): Wound {
  const before = f.condition;
  const wasUseless = isLimb(location) && isUseless(f, location);
  f.damage[location] += points;
  const out: Wound = {
    face,
    location,
    points,
    stun: false,
    limbRoll: null,
    lamed: false,
    days: null,
    condition: f.condition,
    hours: null,
  };
  if (!isLimb(location)) {
    out.stun = points >= LOCATION_DATA[location].blowThreshold;
  } else if (!wasUseless) {
    const limb = location;
    if (locationDamage(f, limb) >= halfHitPoints(f.sheet.maxHitPoints)) {
      out.lamed = true;
    } else if (points >= LOCATION_DATA[location].blowThreshold) {
      out.limbRoll = d20Test(dice, f.sheet.endurance);
      if (!out.limbRoll.made) {
        out.lamed = true;
        out.days = dice.roll(1, 6)[0]!;
        f.lamed.push(limb);
      }
    }
  }
  f.condition = conditionOf(f);
  out.condition = f.condition;
  if (f.condition === 'unconscious' && before !== 'unconscious') out.hours = dice.roll(1, 6)[0]!;
  return out;
}
