/** The active battle as a ship token's move reads it (see move-lock.ts): her squadron, side, deck and turn. */
import { SYSTEM_ID } from '../constants';
import { BroadsideCombat } from '../combat/combat';
import { saltntarSequence } from './foundry-sailing';
import type { BattleView } from './move-lock';
import { storedMove } from './move-book';

type TokenDoc = TokenDocument.Implementation;

/** The turn of the active battle's KMH deck, once begun. */
export function deckTurn(): number | null {
  const combat = game.combat;
  return combat instanceof BroadsideCombat && game.settings.get(SYSTEM_ID, 'turnSequence') === 'kmh' ? (combat.deck?.turn ?? null) : null;
}

/** The active battle as a ship token's move lock reads it; null when she is not in it. */
export function battleOf(doc: TokenDoc): BattleView | null {
  const combat = game.combat;
  if (!(combat instanceof BroadsideCombat)) return null;
  // Once begun, a ship in the battle's moves is in it, in the squadron and side her entry names,
  // with or without her combatant: a player can take his own combatant out of the battle, never
  // her entry (decision deck-squadrons-fixed), and in Salt'n'Tar the live squadrons follow the
  // tokens' dispositions, which her owner may be able to change. Before, the live squadron.
  const stored = storedMove(doc.id, combat);
  const squadron = stored?.side ? null : combat.squadrons().find((s) => s.ships.some((ship) => ship.tokenId === doc.id));
  const member = stored?.side ? stored : squadron ? { squadron: squadron.id, side: squadron.side } : stored;
  if (!member) return null;
  const kmh = game.settings.get(SYSTEM_ID, 'turnSequence') === 'kmh';
  return { deck: kmh ? combat.deck : null, sequence: saltntarSequence(), squadron: member.squadron, side: member.side };
}
