/**
 * The most dice the engine ever asks for at once, from the rule sets' own tables: what the chat
 * cards' bounds (data/card-bounds.ts) are built on. Pure.
 */
import { FIREPOWER_TABLE } from './kmh/ship-tables';

/** The most main broadside dice a sheet gives: the firepower table's largest, one more for an over-gunned ship. */
export const MAX_FIRE_FACTOR = FIREPOWER_TABLE[FIREPOWER_TABLE.length - 1]!.broadsideDice + 1;
/**
 * The most dice the additive lines of a Kiss Me, Hardy pool can add (§9.2): an elite crew's first broadside from
 * three decks (3), elite Jolly Jack Tars (1) and their short-range bonus from three decks (3).
 */
export const MAX_POOL_BONUS = 7;
/** The largest dice pool the engine builds: the additive lines at their most, doubled for carronades, doubled again for
 * a rake. */
export const MAX_DICE_POOL = (MAX_FIRE_FACTOR + MAX_POOL_BONUS) * 2 * 2;
