import { bench, describe } from 'vitest';
import { RandomDice, seededRandom } from '../src/rules/dice/dice';
import { WEAPONS, newDuel, newFighter, resolveTurn, type DuelPick } from '../src/rules/highseas';
import { sheet as fixtureSheet } from '../test/rules/highseas/duel-fixtures';

// Forty hit points each, so the duel is still on after every turn the bench resolves.
const sheet = (change: Parameters<typeof fixtureSheet>[0]) =>
  fixtureSheet({ strength: 12, dexterity: 14, endurance: 14, maxHitPoints: 40, ...change });
const duel = newDuel(
  [
    newFighter('k', 'Kestrel', sheet({})),
    newFighter(
      'm',
      'Moreau',
      sheet({
        style: 'french',
        seaLegs: false,
        right: { name: 'rapier', stats: WEAPONS.rapier },
        left: { name: 'main gauche', stats: WEAPONS.mainGauche },
      }),
    ),
  ],
  { aboard: true },
);
const picks: Record<string, DuelPick> = {
  k: {
    opponent: 'm',
    actions: [{ id: 'slash', hand: 'right' }, { id: 'parry' }],
    guess: 'thrust',
    way: 'close',
    brawl: 'strength',
    disarmOnParry: true,
  },
  m: {
    opponent: 'k',
    actions: [
      { id: 'thrust', hand: 'right' },
      { id: 'counter', hand: 'left', form: 'thrust' },
    ],
    guess: 'slash',
    way: 'close',
    brawl: 'strength',
    disarmOnParry: false,
  },
};
const dice = new RandomDice(seededRandom(1797));

describe('High Seas duel', () => {
  bench('resolveTurn (two fencers: attack, parry, counter; budget 0.05 ms)', () => {
    resolveTurn(duel, picks, dice);
  });
});
