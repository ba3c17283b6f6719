import { bench, describe } from 'vitest';
import { applyBroadside, broadsideOdds, createShipState, fireBroadside, planBroadside } from '../src/rules/kmh';
import { RandomDice, seededRandom } from '../src/rules/dice/dice';

const dice = new RandomDice(seededRandom(1805));
const order = {
  fireFactor: 9,
  decks: 2,
  nationalClass: 'jollyJackTars',
  quality: 'elite',
  traits: { initialBroadside: true },
  firstFromThisSide: false,
  distanceCm: 11,
  aim: 'hull',
  damagePoints: 7,
} as const;
const plan = planBroadside(order);
const target = createShipState({ rate: 'third', guns: 74, boats: 6 });
const firer = createShipState({ rate: 'third', guns: 74, boats: 6 });

describe('KMH broadside', () => {
  bench('fireBroadside (planned pool of 13 dice: roll, hits, special)', () => {
    fireBroadside(plan, dice);
  });
  bench('planBroadside + fireBroadside', () => {
    fireBroadside(planBroadside(order), dice);
  });
  bench('plan + fire + apply to the target sheet', () => {
    const p = planBroadside(order);
    applyBroadside(target, firer, p, fireBroadside(p, dice), {}, dice);
  });
});

describe('KMH exact odds', () => {
  bench('broadsideOdds for a 30-die pool', () => {
    broadsideOdds(30, 4, 'rigging', 'medium');
  });
});
