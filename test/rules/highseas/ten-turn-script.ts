/**
 * The ten turns of Kestrel against Moreau: the fighters, each turn's picks and its dice
 * (ten-turns.test.ts checks them turn by turn; the duel's Foundry tests show them).
 */
import type { DuelPick } from '../../../src/rules/highseas';
import { fighter, held, pick } from './duel-fixtures';

export const kestrel = fighter('kestrel', {
  strength: 12,
  dexterity: 14,
  endurance: 14,
  wit: 12,
  height: 178,
  maxHitPoints: 14,
  expertise: { missile: 6, polearm: 5, dueling: 12, other: 5, unarmed: 8 },
});
export const moreau = fighter('moreau', {
  strength: 10,
  dexterity: 15,
  endurance: 12,
  wit: 13,
  height: 172,
  maxHitPoints: 12,
  expertise: { missile: 5, polearm: 5, dueling: 13, other: 5, unarmed: 6 },
  style: 'french',
  seamanship: 'none',
  seaLegs: false,
  attacksAboard: 1,
  right: held('rapier'),
  left: held('mainGauche', 'main gauche'),
});

const LEFT = { hand: 'left' as const };

export const KESTREL_MOREAU: { picks: Record<string, DuelPick>; faces: number[] }[] = [
  { picks: { kestrel: pick('moreau', ['move', 'parry']), moreau: pick('kestrel', ['move', 'dodge']) }, faces: [] },
  {
    picks: {
      kestrel: pick('moreau', ['slash', 'parry'], { guess: 'thrust' }),
      moreau: pick('kestrel', ['thrust', 'parry'], { guess: 'slash' }),
    },
    faces: [12, 9, 4, 5, 15, 19],
  },
  {
    picks: {
      kestrel: pick('moreau', ['thrust', 'parry'], { guess: 'slash' }),
      moreau: pick('kestrel', [{ id: 'slash', ...LEFT }, { id: 'parry' }]),
    },
    faces: [3, 16, 3, 7],
  },
  {
    picks: {
      kestrel: pick('moreau', ['parry'], { guess: 'slash' }),
      moreau: pick('kestrel', [{ id: 'thrust', ...LEFT }, { id: 'parry' }]),
    },
    faces: [8, 10, 2],
  },
  {
    picks: {
      kestrel: pick('moreau', ['lunge'], { guess: 'lunge' }),
      moreau: pick('kestrel', ['stepBack'], { guess: 'lunge' }),
    },
    faces: [9, 17, 12, 14, 4],
  },
  {
    picks: {
      kestrel: pick('moreau', ['move', 'slash'], { guess: 'thrust', disarmOnParry: true }),
      moreau: pick('kestrel', [{ id: 'thrust', ...LEFT }, { id: 'dodge' }]),
    },
    faces: [6, 5, 8, 4, 9, 9, 1],
  },
  {
    picks: { kestrel: pick('moreau', ['punch', 'parry']), moreau: pick('kestrel', [{ id: 'recover', ...LEFT }]) },
    faces: [3, 19, 2, 7],
  },
  {
    picks: { kestrel: pick('moreau', ['grapple']), moreau: pick('kestrel', [{ id: 'recover', ...LEFT }]) },
    faces: [8, 5, 11, 9],
  },
  {
    picks: { kestrel: pick('moreau', ['slash', 'dodge']), moreau: pick('kestrel', [{ id: 'thrust', ...LEFT }]) },
    faces: [14],
  },
  {
    picks: {
      kestrel: pick('moreau', ['slash', 'parry'], { guess: 'thrust' }),
      moreau: pick('kestrel', [{ id: 'thrust', ...LEFT }, { id: 'parry' }], { guess: 'slash' }),
    },
    faces: [7, 20, 4, 3, 12],
  },
];
