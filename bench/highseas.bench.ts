import { bench, describe } from 'vitest';
import { RandomDice, seededRandom } from '../src/rules/dice/dice';
import { WEAPONS, newDuel, newFighter, resolveTurn, type DuelPick, type FighterSheet } from '../src/rules/highseas';

const sheet = (change: Partial<FighterSheet>): FighterSheet => ({
  strength: 12,
  dexterity: 14,
  endurance: 14,
  wit: 12,
  height: 175,
  maxHitPoints: 40,
  damageTaken: 0,
  wounds: { head: 0, chest: 0, rightArm: 0, leftArm: 0, rightLeg: 0, leftLeg: 0 },
  useless: { rightArm: false, leftArm: false, rightLeg: false, leftLeg: false },
  expertise: { missile: 6, polearm: 5, dueling: 12, other: 5, unarmed: 8 },
  style: 'none',
  seamanship: 'trained',
  acrobatics: 'none',
  seaLegs: true,
  attacksAboard: 0,
  helmet: false,
  cuirass: false,
  weight: 0,
  right: { name: 'cutlass', stats: WEAPONS.cutlass },
  left: null,
  ...change,
});
// Forty hit points each, so the duel is still on after every turn the bench resolves.
const duel = newDuel(
  [newFighter('k', 'Kestrel', sheet({})), newFighter('m', 'Moreau', sheet({ style: 'french', seaLegs: false, right: { name: 'rapier', stats: WEAPONS.rapier }, left: { name: 'main gauche', stats: WEAPONS.mainGauche } }))],
  { aboard: true },
);
const picks: Record<string, DuelPick> = {
  k: { opponent: 'm', actions: [{ id: 'slash', hand: 'right' }, { id: 'parry' }], guess: 'thrust', way: 'close', brawl: 'strength', disarmOnParry: true },
  m: { opponent: 'k', actions: [{ id: 'thrust', hand: 'right' }, { id: 'counter', hand: 'left', form: 'thrust' }], guess: 'slash', way: 'close', brawl: 'strength', disarmOnParry: false },
};
const dice = new RandomDice(seededRandom(1797));

describe('High Seas duel', () => {
  bench('resolveTurn (two fencers: attack, parry, counter; budget 0.05 ms)', () => {
    resolveTurn(duel, picks, dice);
  });
});
