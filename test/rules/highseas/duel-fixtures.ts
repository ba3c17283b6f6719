/** Fighters for the duel's tests: a plain sheet, changed by what each test cares about. */
import {
  WEAPONS,
  newFighter,
  type DuelPick,
  type Fighter,
  type FighterSheet,
  type HeldWeapon,
  type PickedAction,
  type WeaponId,
} from '../../../src/rules/highseas';

export const held = (id: WeaponId, name: string = id): HeldWeapon => ({ name, stats: { ...WEAPONS[id] } });

export function sheet(change: Partial<FighterSheet> = {}): FighterSheet {
  return {
    strength: 10,
    dexterity: 10,
    endurance: 10,
    wit: 10,
    height: 170,
    maxHitPoints: 10,
    damageTaken: 0,
    wounds: { head: 0, chest: 0, rightArm: 0, leftArm: 0, rightLeg: 0, leftLeg: 0 },
    useless: { rightArm: false, leftArm: false, rightLeg: false, leftLeg: false },
    expertise: { missile: 5, polearm: 5, dueling: 10, other: 5, unarmed: 5 },
    style: 'none',
    seamanship: 'trained',
    acrobatics: 'none',
    seaLegs: true,
    attacksAboard: 0,
    helmet: false,
    cuirass: false,
    weight: 0,
    right: held('cutlass'),
    left: null,
    ...change,
  };
}

export function fighter(id: string, change: Partial<FighterSheet> = {}, state: Partial<Fighter> = {}): Fighter {
  return { ...newFighter(id, id, sheet(change)), ...state };
}

/** A pick against `opponent` with these actions (the right hand's weapon unless a hand is given). */
export function pick(
  opponent: string,
  actions: (PickedAction | PickedAction['id'])[],
  change: Partial<DuelPick> = {},
): DuelPick {
  const weaponed = new Set(['throw', 'fire', 'strike', 'thrust', 'slash', 'lunge', 'load', 'recover']);
  return {
    opponent,
    actions: actions.map((a) => (typeof a === 'string' ? (weaponed.has(a) ? { id: a, hand: 'right' } : { id: a }) : a)),
    guess: 'thrust',
    way: 'close',
    brawl: 'strength',
    disarmOnParry: false,
    ...change,
  };
}
