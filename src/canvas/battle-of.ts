/**
 * A ship's battle as her move reads it (see move-lock.ts): her squadron, side, deck and turn. Her
 * battle is found from her, never from the combat a user's tracker views (move-book.ts shipBattle).
 */
import { chosenContract } from '../registry/aspect-settings';
import type { BattleView } from './move-lock';
import { battleBegun, shipBattle, storedMove } from './move-book';
import { movingShips } from '../data/stored-deck';
import type { BroadsideCombat } from '../combat/combat';

type TokenDoc = TokenDocument.Implementation;

/** The turn of her battle's deck, once begun, when the turn sequence turns one. */
export function deckTurn(doc: TokenDoc): number | null {
  const combat = shipBattle(doc);
  return combat && chosenContract('turnSequence').hasDeck ? (combat.deck?.turn ?? null) : null;
}

/** Her battle as her move lock reads it; null when she is in none. */
export function battleOf(doc: TokenDoc): BattleView | null {
  const combat = shipBattle(doc);
  if (!combat) return null;
  // Once begun, a ship in the battle's moves is in it, in the squadron and side her entry names,
  // with or without her combatant: a player can take his own combatant out of the battle, never
  // her entry (decision deck-squadrons-fixed), and the live squadrons may follow the tokens'
  // dispositions, which her owner may be able to change. Before, the live squadron.
  const stored = storedMove(doc, combat);
  const squadron = stored?.side
    ? null
    : combat.squadrons().find((s) => s.ships.some((ship) => ship.tokenId === doc.id));
  const member = stored?.side ? stored : squadron ? { squadron: squadron.id, side: squadron.side } : stored;
  if (!member) {
    // Begun, the battle holds every combatant of it to its turn: one its moves do not place (a second
    // token of a ship a player added as a combatant himself) is in no squadron, and never acts. A
    // token merely on its scene, or one the GM took out, is in no battle.
    const enlisted = [...(combat.combatants as Iterable<{ tokenId?: string | null }>)].some(
      (c) => c.tokenId === doc.id,
    );
    if (!battleBegun(combat) || !enlisted) return null;
    return { turn: null, squadron: '', side: '' };
  }
  const turn = chosenContract('turnSequence').moveTurn(combat, member);
  return { turn, squadron: member.squadron, side: member.side };
}

/**
 * The token documents of the ships a squadron's Move card moves (with the squadrons in line under
 * it), on the battle's own scene: never the placeables of the scene the reader happens to view.
 */
export function moveCardShips(combat: BroadsideCombat, squadron: string): TokenDoc[] {
  const scene = combat.scene;
  return movingShips(combat.deck, squadron, combat.squadrons()).flatMap((ship) => {
    const doc = ship.tokenId ? scene?.tokens.get(ship.tokenId) : undefined;
    return doc ? [doc] : [];
  });
}
