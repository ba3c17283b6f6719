/**
 * Which hand a crew member's weapons are in: the crew sheet's hand buttons, pure so a double click
 * or a stale sheet asks for nothing new.
 */
import type { ModuleItemSources } from '../registry/module-types';
import type { CarriedWeapon } from './sheet-blocks';

type WeaponSource = ModuleItemSources['weapon'];
type WeaponHand = WeaponSource['hand'];

/** Whether the item may go in the left hand at all; two-handed weapons take the right. */
export function fitsLeftHand(weapon: WeaponSource): boolean {
  return weapon.leftHand !== 'none' && !weapon.twoHanded;
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
