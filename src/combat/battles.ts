/**
 * A world's battles looked up without loading the Combat class: combat.ts extends Foundry's `Combat`
 * when it loads, and the modules' readers (a card's chat show, the desk's phase roller) run in places
 * that never need the class itself, so this file imports its type only.
 */
import type { BroadsideCombat } from './combat';

/**
 * Whether a document is a Broadside battle: every Combat of a Broadside world is one (combat/register.ts
 * sets the class), so this asks for the battle's own reader rather than trusting a cast.
 */
export function isBattle(combat: unknown): combat is BroadsideCombat {
  return typeof combat === 'object' && combat !== null && 'battleData' in combat;
}

/** The world's battle of this id, or undefined for none. */
export function battleById(id: string): BroadsideCombat | undefined {
  const combat = game.combats?.get(id);
  return isBattle(combat) ? combat : undefined;
}
