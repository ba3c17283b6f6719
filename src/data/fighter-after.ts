/** A duel card's record of one fighter after the turn (chat/duel.ts makes it, chat/duel-steps.ts shows it). */
import type { Fighter } from '../rules/highseas';

/** Where a fighter stands once the turn is over, as the card shows it. */
export interface FighterAfter {
  id: string;
  condition: Fighter['condition'];
  actions: number;
  immobilised: number;
  entangled: boolean;
  prone: boolean;
  position: Fighter['position'];
  underwater: number;
  hands: Fighter['hands'];
}
