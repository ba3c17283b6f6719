/**
 * Fighting at sea, rolled as a duelling turn ends: a landsman's sea legs, footing in the rigging,
 * and keeping afloat or coming back up in the water (H2). Pure; it changes the fighter given.
 */
import type { DiceSource } from '../dice/dice';
import { SEA_LEGS_ATTACKS, seaRolls } from './character';
import { wound, type Wound } from './blows';
import { d20Test, type D20Test } from './rolls';
import type { Fighter } from './fighter';

export type SeaStep =
  /** Three successful attacks aboard earn a Wit roll for sea legs (decision hs-sea-legs). */
  | { kind: 'seaLegs'; fighter: string; test: D20Test; gained: boolean }
  /** Aloft in a fight, a Dexterity roll keeps him there; a fall lands him prone on deck (decision hs-fall). */
  | { kind: 'footing'; fighter: string; test: D20Test; fell: boolean; fall: number | null; wound: Wound | null }
  /** In the water, a Dexterity roll keeps him afloat. */
  | { kind: 'afloat'; fighter: string; test: D20Test; under: boolean }
  /** Under water, a Strength roll brings him up; past his Endurance in turns he drowns (decision hs-drowning). */
  | { kind: 'surface'; fighter: string; test: D20Test; surfaced: boolean; drowned: boolean };

const rollsOf = (f: Fighter) =>
  seaRolls({ ...f.sheet, seamanship: f.sheet.seamanship, acrobatics: f.sheet.acrobatics, weight: f.sheet.weight });

/** Counts a turn's successful attacks aboard and rolls Wit once the count reaches three. */
export function seaLegsRoll(f: Fighter, hits: number, aboard: boolean, dice: DiceSource): SeaStep | null {
  if (!aboard || f.seaLegs || hits === 0) return null;
  f.attacksAboard = Math.min(SEA_LEGS_ATTACKS, f.attacksAboard + hits);
  if (f.attacksAboard < SEA_LEGS_ATTACKS) return null;
  const test = d20Test(dice, f.sheet.wit);
  if (test.made) f.seaLegs = true;
  return { kind: 'seaLegs', fighter: f.id, test, gained: test.made };
}

/** The footing roll of a fighter aloft who fought this turn. */
export function footingRoll(f: Fighter, dice: DiceSource): SeaStep {
  const test = d20Test(dice, rollsOf(f).footing);
  if (test.made) return { kind: 'footing', fighter: f.id, test, fell: false, fall: null, wound: null };
  const fall = dice.roll(1, 6)[0]!;
  const hurt = wound(f, fall, dice);
  f.position = 'deck';
  f.prone = true;
  return { kind: 'footing', fighter: f.id, test, fell: true, fall, wound: hurt };
}

/** The water's roll for a fighter in it: afloat, he may go under; under, he may come up or drown. */
export function waterRoll(f: Fighter, dice: DiceSource): SeaStep {
  const rolls = rollsOf(f);
  if (f.underwater === 0) {
    const test = d20Test(dice, rolls.afloat);
    if (!test.made) f.underwater = 1;
    return { kind: 'afloat', fighter: f.id, test, under: !test.made };
  }
  const test = d20Test(dice, rolls.surface - f.surfaceFailures);
  if (test.made) {
    f.underwater = 0;
    f.surfaceFailures = 0;
    return { kind: 'surface', fighter: f.id, test, surfaced: true, drowned: false };
  }
  f.surfaceFailures += 1;
  f.underwater += 1;
  const drowned = f.underwater > f.sheet.endurance;
  if (drowned) f.condition = 'dead';
  return { kind: 'surface', fighter: f.id, test, surfaced: false, drowned };
}
