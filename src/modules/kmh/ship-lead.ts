import { shipBattle } from '../../canvas/move-book';
import { currentCard } from '../../data/stored-deck';
import { leadPhase, type RollPhase } from './ship-rolls';

/**
 * The part of the turn her battle's card in play gives her (ship-rolls.ts leadPhase): her battle
 * found from her token, as the fire dialog finds it, and her squadron from that battle's roster.
 */
export function shipLead(actor: Actor.Implementation): RollPhase | null {
  const tokens = actor.getActiveTokens();
  const first = tokens[0]?.document;
  const combat = first ? shipBattle(first) : null;
  const deck = combat?.deck ?? null;
  if (!combat || !deck) return null;
  const tokenIds = new Set(tokens.map((t) => t.id));
  const squadron = combat.squadrons().find((s) => s.ships.some((e) => e.tokenId !== null && tokenIds.has(e.tokenId)));
  return leadPhase(currentCard(deck), squadron?.id ?? null, deck);
}
