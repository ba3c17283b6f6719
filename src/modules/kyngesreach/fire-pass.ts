/**
 * The macro call that passes the wind-gauge holder's turn to fire (decision kr-fire-order): it asks
 * the desk, which lets the GM or her captain pass it once a round.
 */
import type { BroadsideCombat } from '../../combat/combat';
import { askRound } from './rounds';

declare module '../../authority/gunnery' {
  interface GunneryApi {
    /** Passes the holder's turn to fire in a battle's round, so every ship may fire (the GM or her captain). */
    passFire: typeof passFire;
  }
}

/** Asks the desk to pass the holder's turn in the battle (by id or document); the desk's answer is shown as any. */
export async function passFire(combat: BroadsideCombat | string): Promise<void> {
  const battle = typeof combat === 'string' ? (game.combats?.get(combat) as BroadsideCombat | undefined) : combat;
  if (battle) await askRound(battle, 'pass');
}
